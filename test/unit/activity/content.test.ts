import { describe, expect, test } from 'vitest'
import { finalContent } from '../../../src/activity/content.js'
import type { ActivityContent } from '../../../src/signalgrid/types.js'

const S = 1000
const MIN = 60 * S
const content: ActivityContent = { title: 'CI · build', body: 'Starting…', severity: 'INFO', progress: 40 }

describe('the end beside the usual time', () => {
  test('the end: the usual time after a success; not after a failure or a cancel, nor without one', () => {
    const took = 4 * MIN + 12 * S
    const usual = 4 * MIN + 30 * S
    expect(finalContent(content, 'success', took, { usualMs: usual }).body).toBe(
      'Succeeded in 4m 12s (usually 4m 30s)',
    )
    expect(finalContent(content, 'success', took).body).toBe('Succeeded in 4m 12s')
    expect(finalContent(content, 'failure', 63 * S, { failedStep: 'Run tests', usualMs: usual }).body).toBe(
      'Failed at “Run tests” after 1m 3s',
    )
    expect(finalContent(content, 'cancelled', 63 * S, { usualMs: usual }).body).toBe('Cancelled after 1m 3s')
  })
})
