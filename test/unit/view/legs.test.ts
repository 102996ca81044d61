import { describe, expect, test } from 'vitest'
import { legsKey, legsLeadMs, legsListed, legsRunView, legsView } from '../../../src/view/legs.js'
import { snapshot } from './fixtures.js'

// Three legs of "test": linux took 10 s in the last successful run, macos 30 s, windows 60 s (by digest here: the
// view is handed the digests, and does not read labels).
const USUAL = new Map([
  ['linux', 10_000],
  ['macos', 30_000],
  ['windows', 60_000],
])
const none = { count: 3, done: [], failed: 0, failedLabel: undefined }

describe("a matrix's legs from the run's listing", () => {
  test('the legs of this job’s matrix whose jobs completed, by their labels, and those that failed', () => {
    const run = snapshot(
      [
        { id: 1, name: 'test (linux)', steps: [['Test', 1, 4]], status: 'completed' },
        { id: 2, name: 'test (macos)', steps: [['Test', 1, null]] },
        {
          id: 3,
          name: 'test (windows)',
          steps: [['Test', 1, 6]],
          status: 'completed',
          conclusion: 'failure',
        },
        // Another matrix job's leg, and a job that is no leg: neither is this matrix's.
        { id: 4, name: 'lint (linux)', steps: [['Lint', 1, 2]], status: 'completed' },
        { id: 5, name: 'deploy', steps: [['Release', 1, 2]], status: 'completed' },
      ],
      2,
      1,
    )
    expect(legsListed(run)).toEqual({ done: ['linux', 'windows'], failed: ['windows'], queued: [] })
  })

  test('a leg an earlier attempt ran and this one does not run again is done, as its report counts it', () => {
    const run = snapshot(
      [
        { id: 7, name: 'test (linux)', steps: [['Test', 1, 4]], status: 'completed', createdAt: 100 },
        { id: 8, name: 'test (macos)', steps: [['Test', 101, null]] },
      ],
      8,
      101,
    )
    expect(legsListed(run).done).toEqual(['linux'])
  })

  test('a leg counts as failed from the moment a step of it fails, before its post begins: red at once', () => {
    const run = snapshot(
      [
        {
          id: 1,
          name: 'test (linux)',
          steps: [
            ['Test', 1, 4, 'failure'],
            ['Package', null, null],
          ],
        },
        { id: 2, name: 'test (macos)', steps: [['Test', 1, null]] },
      ],
      2,
      1,
    )
    expect(legsListed(run)).toEqual({ done: [], failed: ['linux'], queued: [] })
  })

  test('a leg that waits for a runner (max-parallel) is queued: its whole usual time is still to go', () => {
    const run = snapshot(
      [
        { id: 1, name: 'test (linux)', steps: [['Test', 1, null]] },
        { id: 2, name: 'test (windows)', steps: [], status: 'queued' },
      ],
      1,
      1,
    )
    expect(legsListed(run).queued).toEqual(['windows'])
    // 50 s in, linux (10 s usual) overran; windows has not begun: its 60 s are all to come.
    const legs = { count: 2, done: [], failed: 0, failedLabel: undefined }
    const usual = new Map([
      ['linux', 10_000],
      ['windows', 60_000],
    ])
    expect(legsView({ ...legs, queued: ['windows'] }, usual, 50_000).words).toBe(
      '0 of 2 legs done · about 1 min left',
    )
    // Counted from the start, as the reports do, it would be nearly done.
    expect(legsView(legs, usual, 50_000).words).toBe('0 of 2 legs done · about 10s left')
  })

  test('a leg still in its post is not done yet: its report, which the legs’ posts count, may not be left', () => {
    const run = snapshot([{ id: 1, name: 'test (linux)', steps: [['Test', 1, 4]] }], 1, 1)
    expect(legsListed(run).done).toEqual([])
  })
})

describe("the legs' view as the tracker sends it", () => {
  test('a step change is a leg done or failed, never a step of a leg', () => {
    expect(legsRunView(none, USUAL, 5_000, 0).key).toBe(legsKey(none))
    const one = { ...none, done: ['linux'] }
    expect(legsRunView(one, USUAL, 5_000, 0).key).not.toBe(legsKey(none))
    expect(legsRunView({ ...one, failed: 1, failedLabel: 'linux' }, USUAL, 5_000, 0).key).not.toBe(
      legsKey(one),
    )
  })

  test('its words and bar are the legs’ posts’ for the same legs at the same moment and lead', () => {
    const one = { ...none, done: ['linux'] }
    const view = legsRunView(one, USUAL, 30_000, 0)
    expect(view).toMatchObject({ ...legsView(one, USUAL, 30_000), state: 'running', spanMs: undefined })
    expect(view.words).toBe('1 of 3 legs done · about 30s left')
    // By the clock: 30 s of a matrix whose longest leg takes 60 s.
    expect(view.percent).toBe(50)
    const lead = legsLeadMs(USUAL, 6)
    expect(legsRunView(one, USUAL, 30_000, 0, lead)).toMatchObject(legsView(one, USUAL, 30_000, lead))
  })

  test('each value is taken ahead of its moment by half the span a time-driven update stands, the run’s alike', () => {
    // The longest leg, 60 s, shared among 6 time-driven updates and the start: 8.6 s each, half of it ahead.
    expect(legsLeadMs(USUAL, 6)).toBeCloseTo(60_000 / 14)
    expect(legsLeadMs(USUAL, 1)).toBe(15_000)
    // Counting legs (no history), or with no time-driven updates, the bar moves only as legs are done.
    expect(legsLeadMs(new Map(), 6)).toBe(0)
    expect(legsLeadMs(USUAL, 0)).toBe(0)
    const lead = legsLeadMs(USUAL, 6)
    const one = { ...none, done: ['linux'] }
    // 30 s in, shown as at 34.3 s: 57 of 100, and the time left from then.
    expect(legsView(one, USUAL, 30_000, lead)).toEqual({
      percent: Math.floor((100 * (30_000 + lead)) / 60_000),
      words: '1 of 3 legs done · about 30s left',
    })
    expect(legsView(one, USUAL, 40_000, lead).words).toBe('1 of 3 legs done · about 20s left')
    expect(legsView(one, USUAL, 40_000).words).toBe('1 of 3 legs done · about 20s left')
    expect(legsView(one, USUAL, 50_000, lead).words).toBe('1 of 3 legs done · a few seconds left')
    expect(legsView(one, USUAL, 50_000).words).toBe('1 of 3 legs done · about 10s left')
  })

  test('lateness is judged at the moment itself, not ahead of it: a leg at the usual pace is never called late', () => {
    const two = { ...none, done: ['linux', 'macos'] }
    const lead = legsLeadMs(USUAL, 6)
    // Ahead by 4.3 s, 64 s would be 68 s: past windows's 60 s and its tenth more. At 64 s it is ending as usual.
    expect(legsView(two, USUAL, 64_000, lead).words).toBe('2 of 3 legs done · a few seconds left')
    expect(legsView(two, USUAL, 67_000, lead).words).toBe('2 of 3 legs done · taking longer than usual')
  })

  test('a later sender never shows less, whichever it is: every one takes the same lead', () => {
    const lead = legsLeadMs(USUAL, 6)
    const moments = [0, 2_000, 9_000, 10_000, 25_000, 31_000, 44_000, 59_000, 61_000, 90_000]
    const doneBy = (ms: number) => ({
      ...none,
      done: [...(ms >= 10_000 ? ['linux'] : []), ...(ms >= 31_000 ? ['macos'] : [])],
    })
    // The tracker's view at each moment, and a leg's post's a moment later (by the reports, which never count fewer).
    const bars = moments.flatMap((ms) => [
      legsRunView(doneBy(ms), USUAL, ms, 0, lead).percent,
      legsView(doneBy(ms), USUAL, ms + 500, lead).percent,
    ])
    expect(bars).toEqual([...bars].sort((a, b) => a - b))
    expect(new Set(bars).size).toBeGreaterThan(5)
  })

  test('a leg a few seconds past its usual time is not late; past a tenth more, it is', () => {
    const two = { ...none, done: ['linux', 'macos'] }
    // windows usually takes 60 s: at 64 s it is ending as usual, at 67 s later than an ordinary run.
    expect(legsView(two, USUAL, 64_000).words).toBe('2 of 3 legs done · a few seconds left')
    expect(legsView(two, USUAL, 67_000).words).toBe('2 of 3 legs done · taking longer than usual')
  })

  test('a failed leg turns it red and says no time left', () => {
    const failed = { ...none, done: ['linux'], failed: 1, failedLabel: 'linux' }
    expect(legsRunView(failed, USUAL, 5_000, 0)).toMatchObject({
      state: 'failed',
      words: '1 of 3 legs done · 1 failed: linux',
    })
  })

  test('the bar only goes forward: with the clock, and as legs are done', () => {
    const bars = [
      legsView(none, USUAL, 0).percent,
      legsView(none, USUAL, 10_000).percent,
      legsView({ ...none, done: ['linux'] }, USUAL, 10_000).percent,
      legsView({ ...none, done: ['linux', 'windows'] }, USUAL, 20_000).percent,
      legsView({ ...none, done: ['linux', 'windows'] }, USUAL, 200_000).percent,
    ]
    expect(bars).toEqual([...bars].sort((a, b) => a - b))
    expect(Math.max(...bars)).toBe(94)
  })
})
