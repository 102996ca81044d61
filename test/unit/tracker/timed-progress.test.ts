import { describe, expect, test } from 'vitest'
import {
  leadMs,
  TIMED_UPDATE_THRESHOLD,
  timedSentBy,
  timedUpdateWorthSending,
} from '../../../src/tracker/timed-progress.js'
import type { RunView } from '../../../src/view/run-view.js'

const S = 1000

describe('time-driven updates inside a step', () => {
  const worth = (percent: number, lastSent: number, sent = 0, budget = 100) =>
    timedUpdateWorthSending({ percent, lastSent, sent, budget })

  test(`only once the bar has moved by ${TIMED_UPDATE_THRESHOLD} points`, () => {
    expect(worth(24, 20)).toBe(false)
    expect(worth(25, 20)).toBe(true)
    expect(timedUpdateWorthSending({ percent: 27, lastSent: 20, sent: 0, budget: 100, threshold: 8 })).toBe(
      false,
    )
  })

  test('never past the budget, nor for a full bar', () => {
    expect(worth(60, 20, 3, 3)).toBe(false)
    expect(worth(60, 20, 0, 0)).toBe(false)
    expect(worth(100, 20)).toBe(false)
  })

  test('a small budget is spread over the bar still to fill, not spent in the first points', () => {
    // 2 updates left for 80 points: one every 80 / 3 ≈ 27 points, not every 5.
    expect(worth(46, 20, 1, 3)).toBe(false)
    expect(worth(47, 20, 1, 3)).toBe(true)
  })
})

describe('the value for the span it will stand', () => {
  const NOW = 1_000_000
  const view = (change: Partial<RunView> = {}): RunView => ({
    percent: 20,
    words: '',
    state: 'running',
    basis: 'time',
    segments: undefined,
    remainingMs: 80 * S,
    overrun: false,
    spanMs: 100 * S,
    usualMs: 100 * S,
    approvalWaitMs: 0,
    startedAt: NOW - 20 * S,
    nextStepEndAt: undefined,
    handoverAt: undefined,
    failed: undefined,
    key: '',
    ...change,
  })
  const options = (budget = 100, sent = 0) => ({
    spacingMs: 5 * S,
    pollMs: 3 * S,
    handoverMs: 10 * S,
    updates: { lastSent: 20, sent, budget },
  })

  test('inside a long step: half of the time the bar takes to move by the next jump', () => {
    // 5 points of a 100 s activity: 5 s, half of which is the spacing's 5 s / 2.
    expect(leadMs(view(), NOW, options())).toBe(2.5 * S)
    // 2 updates left for 80 points: each stands about 27 s.
    expect(leadMs(view(), NOW, options(3, 1))).toBeCloseTo((80 / 3 / 100) * 100 * S * 0.5, 0)
  })

  test('no further than the middle of what is left of the step (and the poll that sees its end)', () => {
    expect(leadMs(view({ nextStepEndAt: NOW + 7 * S }), NOW, options(3, 1))).toBe(5 * S)
  })

  test('on this job’s last step, before another job begins: until that job’s first update', () => {
    // The next job begins in 8 s; its first update comes 10 s after: 18 s, half of which.
    expect(leadMs(view({ nextStepEndAt: NOW + 2 * S, handoverAt: NOW + 8 * S }), NOW, options(3, 1))).toBe(
      9 * S,
    )
  })

  test('counting steps, the bar does not move with the clock: none', () => {
    expect(leadMs(view({ basis: 'steps', spanMs: undefined }), NOW, options())).toBe(0)
  })
})

describe('the time-driven updates a sender had spent when another takes over', () => {
  /** A sender from 0 up to `percent`, a point at a time, sending whenever an update is worth it. */
  const spentBySender = (percent: number, budget: number) => {
    let lastSent = 0
    let sent = 0
    for (let bar = 0; bar <= percent; bar++) {
      if (timedUpdateWorthSending({ percent: bar, lastSent, sent, budget })) {
        lastSent = bar
        sent++
      }
    }
    return sent
  }

  test('as many as a sender spending the budget by the same rule has sent by then, never more than the budget', () => {
    for (const budget of [0, 1, 3, 6, 20]) {
      for (const percent of [0, 10, 33, 50, 80, 94, 99]) {
        expect(timedSentBy(percent, budget), `${percent}% of a budget of ${budget}`).toBe(
          spentBySender(percent, budget),
        )
      }
      expect(timedSentBy(99, budget)).toBeLessThanOrEqual(budget)
    }
  })

  test('none at the start, and more as the bar goes', () => {
    expect(timedSentBy(0, 6)).toBe(0)
    expect(timedSentBy(30, 6)).toBeGreaterThan(0)
    expect(timedSentBy(90, 6)).toBeGreaterThan(timedSentBy(30, 6))
  })
})
