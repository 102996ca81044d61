import { describe, expect, test } from 'vitest'
import { jobChanges, type SentRequest, signalgridFigures, updateLatencies } from './job-figures.js'

const start = (at: number): SentRequest => ({ at, kind: 'start', progress: 0 })
const update = (at: number, progress: number): SentRequest => ({ at, kind: 'update', progress })
const end = (at: number): SentRequest => ({ at, kind: 'end', progress: 100 })

describe('the figures of a tracked job', () => {
  test('Signalgrid requests are counted by kind, the activity timed from start to end', () => {
    const figures = signalgridFigures([start(1_000), update(6_000, 50), update(11_000, 90), end(13_500)])
    expect(figures).toEqual({ total: 4, starts: 1, updates: 2, ends: 1, activitySeconds: 12.5 })
    expect(() => signalgridFigures([start(1_000)])).toThrow('no start or no end')
  })

  test('job changes count step events inside the window, a completion and the next start once', () => {
    // Two steps back to back (complete at 1000, next start at 1001), one alone at 4000, one outside.
    expect(jobChanges([1_000, 1_001, 4_000, 9_000], 500, 5_000)).toBe(2)
    expect(jobChanges([1_000, 1_100], 0, 5_000)).toBe(2)
    expect(jobChanges([500, 5_000], 500, 5_000)).toBe(1)
  })

  test('latency runs from a completion to the first update whose progress shows it', () => {
    // 4 steps, 10 s apart; the spacing window (5 s) is open at each completion.
    const requests = [start(0), update(12_000, 25), update(21_500, 50), update(33_000, 75), end(40_100)]
    const latencies = updateLatencies([10_000, 20_000, 30_000, 40_000], requests, 4, 5_000)
    expect(latencies).toEqual({ measuredMs: [2_000, 1_500, 3_000], heldBack: 0, inEnd: 1 })
  })

  test('an update that waited for the spacing window is counted as held back, not measured', () => {
    // Step 1 completes 1 s after the start: the window opens at 5 s, the update leaves then.
    const requests = [start(0), update(5_000, 50), update(12_000, 100), end(12_500)]
    const latencies = updateLatencies([1_000, 11_000], requests, 2, 5_000)
    expect(latencies).toEqual({ measuredMs: [1_000], heldBack: 1, inEnd: 0 })
  })

  test('an update sent after a completion but showing the step before it does not count for it', () => {
    // Polled before step 1 completed, sent just after: the phone learns of step 1 only at 16 s.
    const requests = [start(0), update(10_500, 0), update(16_000, 33), end(40_000)]
    const latencies = updateLatencies([10_000], requests, 3, 5_000)
    expect(latencies).toEqual({ measuredMs: [], heldBack: 1, inEnd: 0 })
  })
})
