import { describe, expect, test } from 'vitest'
import {
  type LegsUsualMs,
  legsContent,
  legsDone,
  legsFinalContent,
  legsUsual,
} from '../../../src/activity/legs-content.js'
import { labelDigest, readLeg } from '../../../src/matrix/leg.js'
import { type LegReport, type Tally, tally } from '../../../src/matrix/tally.js'
import type { ActivityContent } from '../../../src/signalgrid/types.js'
import { legsDoneShare } from '../../../src/view/legs.js'

const leg = (count: number, failFast = true) => ({ index: 0, count, label: 'a', failFast })
const report = (index: number, outcome: LegReport['outcome'], attempt = 1): LegReport => ({
  index,
  outcome,
  attempt,
  at: 0,
  digest: labelDigest(`os-${index}`),
})
/** The tally as the roster gives it: with the first failed leg's label, here `os-<index>`. */
const labelled = (counted: Omit<Tally, 'failedLabel'>): Tally => ({
  ...counted,
  failedLabel: counted.failed[0] && `os-${counted.failed[0].index}`,
})

/** The share of the matrix done, as the view weighs it. */
const doneShare = (counted: Tally, usualMs: LegsUsualMs = {}) =>
  legsDoneShare(legsDone(counted), legsUsual(usualMs))

const base: ActivityContent = {
  title: 'CI · test',
  body: '0 of 6 legs done',
  severity: 'INFO',
  progress: 0,
}

describe('readLeg', () => {
  test('reads the runner-evaluated strategy and matrix, labelled as the jobs API names legs', () => {
    expect(
      readLeg({
        index: '2',
        count: '6',
        values: '{"os":"ubuntu-latest","node":20,"x":{"a":1}}',
        failFast: 'true',
      }),
    ).toEqual({ index: 2, count: 6, label: 'ubuntu-latest, 20', failFast: true })
    expect(readLeg({ index: '0', count: '2', values: 'null', failFast: 'false' })).toMatchObject({
      label: 'leg 1',
      failFast: false,
    })
  })

  test('anything that is not a matrix is leg 0 of 1, never an error', () => {
    for (const raw of [
      { index: '0', count: '1', values: 'null', failFast: 'true' },
      { index: '', count: '', values: '', failFast: '' },
      { index: '7', count: '3', values: '{}', failFast: 'true' },
      { index: 'x', count: '3', values: '{}', failFast: 'true' },
    ]) {
      expect(readLeg(raw)).toEqual({ index: 0, count: 1, label: '', failFast: true })
    }
  })

  test('a long label is cut to what a lock screen shows', () => {
    const label = readLeg({
      index: '0',
      count: '2',
      values: JSON.stringify({ a: 'x'.repeat(200) }),
      failFast: '',
    }).label
    expect(Array.from(label)).toHaveLength(60)
    expect(label.endsWith('…')).toBe(true)
  })
})

describe('tally', () => {
  test('is complete when every leg has reported, and succeeds when all did', () => {
    const partial = tally([report(0, 'success'), report(2, 'success')], leg(3), 1, new Set())
    expect(partial).toMatchObject({ complete: false, outcome: 'success' })
    expect(partial.done.map((r) => r.index)).toEqual([0, 2])
    expect(
      tally(
        [0, 1, 2].map((i) => report(i, 'success')),
        leg(3),
        1,
        new Set(),
      ),
    ).toMatchObject({
      complete: true,
      outcome: 'success',
    })
  })

  test('legs are told apart by their place in the matrix: a report listed twice counts once', () => {
    const two = [report(0, 'success'), report(1, 'success')]
    expect(tally(two, leg(3), 1, new Set())).toMatchObject({ complete: false, done: two })
    expect(tally([...two, report(0, 'success')], leg(2), 1, new Set()).done).toHaveLength(2)
  })

  test('failure ranks above cancelled: the legs fail-fast cancelled do not hide the one that failed', () => {
    const t = tally(
      [report(1, 'cancelled'), report(0, 'failure'), report(2, 'cancelled')],
      leg(3),
      1,
      new Set(),
    )
    expect(t.outcome).toBe('failure')
    expect(t.failed.map((r) => r.index)).toEqual([0])
  })

  test('under fail-fast the first failure completes the matrix early: the legs still running say whether it is over', () => {
    expect(tally([report(0, 'failure')], leg(4, true), 1, new Set())).toMatchObject({
      complete: true,
      early: true,
    })
    expect(tally([report(0, 'failure')], leg(4, false), 1, new Set())).toMatchObject({
      complete: false,
      early: false,
    })
    const all = [0, 1, 2, 3].map((index) => report(index, index === 0 ? 'failure' : 'success'))
    expect(tally(all, leg(4, true), 1, new Set())).toMatchObject({ complete: true, early: false })
  })

  test('a cancelled leg completes the matrix early as cancelled: the run is being cancelled', () => {
    expect(tally([report(0, 'success'), report(1, 'cancelled')], leg(4, false), 1, new Set())).toMatchObject({
      complete: true,
      early: true,
      outcome: 'cancelled',
    })
  })

  test('a re-run of the failed legs counts the others from the earlier attempt', () => {
    const reports = [
      report(0, 'success'),
      report(1, 'failure'),
      report(2, 'success'),
      report(1, 'success', 2),
    ]
    expect(tally(reports, leg(3), 2, new Set([1]))).toMatchObject({ complete: true, outcome: 'success' })
  })

  test('a leg that runs again does not count with its earlier report, nor a later attempt with this one', () => {
    const reports = [
      report(0, 'success'),
      report(1, 'success'),
      report(0, 'success', 2),
      report(1, 'failure', 3),
    ]
    const t = tally(reports, leg(2), 2, new Set([0, 1]))
    expect(t.done.map((r) => [r.index, r.attempt])).toEqual([[0, 2]])
    expect(t).toMatchObject({ complete: false, outcome: 'success' })
  })

  test("an earlier attempt's failure or cancellation does not complete this one", () => {
    const t = tally([report(0, 'failure'), report(1, 'cancelled')], leg(3), 2, new Set([0, 1]))
    expect(t).toMatchObject({ complete: false, done: [] })
  })
})

describe('what the phone shows of a shared matrix', () => {
  test('the tally, the failed leg by its matrix values, red from the first failure', () => {
    const t = labelled(
      tally([report(0, 'success'), report(3, 'failure'), report(4, 'success')], leg(6, false), 1, new Set()),
    )
    expect(legsContent(base, t)).toEqual({
      ...base,
      body: '3 of 6 legs done · 1 failed: os-3',
      severity: 'CRIT',
      progress: 50,
    })
    const two = labelled(tally([report(1, 'failure'), report(2, 'failure')], leg(6, false), 1, new Set()))
    expect(legsContent(base, two).body).toBe('2 of 6 legs done · 2 failed: os-1, …')
  })

  test('the end: the outcome, how long, and the legs behind it', () => {
    const all = labelled(
      tally(
        [0, 1].map((i) => report(i, 'success')),
        leg(2),
        1,
        new Set(),
      ),
    )
    expect(legsFinalContent(base, all, 252_000)).toMatchObject({
      body: 'Succeeded in 4m 12s · 2 legs',
      severity: 'SUCCESS',
      progress: 100,
    })
    const failed = labelled(tally([report(0, 'success'), report(2, 'failure')], leg(4), 1, new Set()))
    expect(legsFinalContent(base, failed, 61_000)).toMatchObject({
      body: 'Failed after 1m 1s · 2 of 4 legs done · 1 failed: os-2',
      severity: 'CRIT',
      progress: 50,
    })
  })
})

describe('the legs weighed by their usual times', () => {
  // In the last successful run: os-0 took 10 s, os-1 30 s, os-2 60 s.
  const usual = { 'os-0': 10_000, 'os-1': 30_000, 'os-2': 60_000 }
  const done = (...indexes: number[]) =>
    labelled(
      tally(
        indexes.map((i) => report(i, 'success')),
        leg(3),
        1,
        new Set(),
      ),
    )

  test('a long leg done moves the bar further than a short one', () => {
    expect(legsContent(base, done(0), usual).progress).toBe(10)
    expect(legsContent(base, done(2), usual).progress).toBe(60)
    expect(legsContent(base, done(0, 2), usual)).toMatchObject({
      body: '2 of 3 legs done · about 30s left',
      progress: 70,
    })
    // Without the history, every leg weighs the same.
    expect(legsContent(base, done(2)).progress).toBe(33)
  })

  test('the time left: the longest usual time of the legs to come, less the time gone by; past it, longer than usual', () => {
    // os-0 (10 s) done at 8 s: os-1 (30 s) and os-2 (60 s) to come, the longer one ends the matrix.
    expect(legsContent(base, done(0), usual, 8_000).body).toBe('1 of 3 legs done · about 50s left')
    expect(legsContent(base, done(0, 2), usual, 58_000).body).toBe(
      '2 of 3 legs done · taking longer than usual',
    )
    // Without the history, no time is said.
    expect(legsContent(base, done(0), {}, 8_000).body).toBe('1 of 3 legs done')
    // Once a leg failed the matrix's outcome is known: the time left says nothing of it.
    const failed = labelled(tally([report(0, 'failure')], leg(3, false), 1, new Set()))
    expect(legsContent(base, failed, usual, 8_000).body).toBe('1 of 3 legs done · 1 failed: os-0')
  })

  test('the bar by the clock: the legs run side by side, so the time gone by of the longest to come, under 95', () => {
    // 30 s into a matrix whose longest leg takes 60 s: half way, though only the 10 s leg is done.
    expect(legsContent(base, done(0), usual, 30_000).progress).toBe(50)
    // Never past 94 before the end, however long the last leg runs.
    expect(legsContent(base, done(0, 2), usual, 120_000).progress).toBe(94)
    // The clock never pulls the bar under what the legs done weigh.
    expect(legsContent(base, done(2), usual, 1_000).progress).toBe(60)
  })

  test('a post takes the bar ahead of its moment as the tracker does, by the time-driven updates allowed', () => {
    // 60 s shared among 6 updates and the start, half of it ahead: 30 s shows as 34.3 s, 57 of 100.
    expect(legsContent(base, done(0), usual, 30_000, 6)).toMatchObject({
      progress: 57,
      body: '1 of 3 legs done · about 30s left',
    })
    // With no time-driven updates the bar moves only as legs are done: no lead.
    expect(legsContent(base, done(0), usual, 30_000, 0).progress).toBe(50)
  })

  test('a leg the history does not know weighs the mean of those it knows', () => {
    // A leg added since weighs 20 s, the mean of os-1 and os-2, the two legs still to come by the history.
    const added = labelled(
      tally([{ ...report(0, 'success'), digest: labelDigest('os-new') }], leg(3), 1, new Set()),
    )
    expect(doneShare(added, { 'os-1': 10_000, 'os-2': 30_000 })).toBeCloseTo(20 / 60)
    // The two legs to come are os-1 and os-2 by the history, 90 s; os-0 weighs its own 10 s.
    expect(doneShare(done(0), usual)).toBeCloseTo(10 / 100)
    // A history of two legs for a matrix of three: the one to come weighs the mean, 20 s.
    expect(doneShare(done(0, 1), { 'os-0': 10_000, 'os-1': 30_000 })).toBeCloseTo(40 / 60)
  })

  test('the end: a full bar after a success, the longest leg’s usual time beside the matrix’s', () => {
    expect(legsFinalContent(base, done(0, 1, 2), 65_000, usual)).toMatchObject({
      body: 'Succeeded in 1m 5s (usually 1m 0s) · 3 legs',
      progress: 100,
    })
    const failed = labelled(tally([report(0, 'success'), report(2, 'failure')], leg(3), 1, new Set()))
    expect(legsFinalContent(base, failed, 61_000, usual)).toMatchObject({
      body: 'Failed after 1m 1s · 2 of 3 legs done · 1 failed: os-2',
      progress: 70,
    })
  })
})
