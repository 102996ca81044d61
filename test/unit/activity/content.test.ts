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

  test('a success that waited for approval says how much of its time was the wait; a failure does not', () => {
    const detail = { usualMs: 12 * MIN, approvalWaitMs: 130 * MIN }
    expect(finalContent(content, 'success', 142 * MIN, detail).body).toBe(
      'Succeeded in 2h 22m (usually 12m 0s), 2h 10m of it waiting for approval',
    )
    expect(finalContent(content, 'success', 142 * MIN, { approvalWaitMs: 130 * MIN }).body).toBe(
      'Succeeded in 2h 22m, 2h 10m of it waiting for approval',
    )
    expect(
      finalContent(content, 'success', 4 * MIN + 12 * S, { usualMs: 12 * MIN, approvalWaitMs: 0 }).body,
    ).toBe('Succeeded in 4m 12s (usually 12m 0s)')
    expect(finalContent(content, 'failure', 142 * MIN, { failedStep: 'Release', ...detail }).body).toBe(
      'Failed at “Release” after 2h 22m',
    )
  })
})
