import { describe, expect, test } from 'vitest'
import { groupThousands, summaryMarkdown } from '../../../src/activity/summary.js'

describe('job summary', () => {
  test('counts are grouped by thousands with commas, as en-US writes them', () => {
    expect(groupThousands(0)).toBe('0')
    expect(groupThousands(999)).toBe('999')
    expect(groupThousands(9672)).toBe('9,672')
    expect(groupThousands(1_234_567)).toBe('1,234,567')
  })

  test('the quota left is shown grouped', () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0)
    const journal = [{ at, kind: 'start', by: 'pre', remaining: 99_915 }] as const
    expect(summaryMarkdown(journal, 'success', 5_000)).toContain('99,915 left this month')
  })
})
