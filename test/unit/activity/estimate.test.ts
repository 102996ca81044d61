import { describe, expect, test } from 'vitest'
import {
  type Estimate,
  estimateProgress,
  expectedSteps,
  MIN_STEP_MS,
  type ProgressEstimate,
  TIMED_UPDATE_THRESHOLD,
  timedContent,
  timedFinalContent,
  timedUpdateWorthSending,
  timeLeftText,
} from '../../../src/activity/estimate.js'
import type { JobHistory, StepTiming } from '../../../src/github/history.js'
import type { JobStep } from '../../../src/github/job.js'
import { stepProgress } from '../../../src/github/job-steps.js'
import type { ActivityContent } from '../../../src/signalgrid/types.js'

const T0 = Date.parse('2026-07-27T10:00:00Z')
const S = 1000
const MIN = 60 * S

// The last successful run: 200 s of the user's steps, so one second is half a point of the bar.
const LAST_RUN: StepTiming[] = [
  { name: 'Set up job', durationMs: 3 * S },
  { name: 'Run actions/checkout@v5', durationMs: 10 * S },
  { name: 'Set up Node', durationMs: 10 * S },
  { name: 'Install dependencies', durationMs: 30 * S },
  { name: 'Run tests', durationMs: 120 * S },
  { name: 'Build', durationMs: 30 * S },
  { name: 'Post Run actions/checkout@v5', durationMs: 1 * S },
  { name: 'Complete job', durationMs: 0 },
]
const USER = ['Run actions/checkout@v5', 'Set up Node', 'Install dependencies', 'Run tests', 'Build']

function history(steps: StepTiming[] = LAST_RUN, usualMs: number | undefined = 201 * S): JobHistory {
  return { runId: 1, runNumber: 1, branch: 'main', jobId: 1, htmlUrl: undefined, steps, usualMs }
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

type Plan = readonly (readonly [name: string, state: 'done' | 'running' | 'pending' | 'failed' | 'skipped'])[]

/**
 * A job whose steps run back to back from T0 + 3 s (after "Set up job"), each done one taking `took` (by name,
 * default the history's time); the running one started at the end of the last done one.
 */
function job(plan: Plan, took: Record<string, number> = {}): { steps: JobStep[]; runningSince: number } {
  let clock = T0 + 3 * S
  const steps: JobStep[] = [step('Set up job', 1, 'completed', 'success', T0, clock)]
  let runningSince = clock
  plan.forEach(([name, state], index) => {
    const number = index + 2
    const ms = took[name] ?? LAST_RUN.find((timing) => timing.name === name)?.durationMs ?? 10 * S
    if (state === 'pending') steps.push(step(name, number, 'pending', null, null, null))
    else if (state === 'running') {
      runningSince = clock
      steps.push(step(name, number, 'in_progress', null, clock, null))
    } else {
      const conclusion = state === 'done' ? 'success' : state === 'failed' ? 'failure' : 'skipped'
      const start = clock
      clock += state === 'skipped' ? 0 : ms
      steps.push(step(name, number, 'completed', conclusion, start, clock))
    }
  })
  return { steps, runningSince }
}

function step(
  name: string,
  number: number,
  status: string,
  conclusion: string | null,
  startedAt: number | null,
  completedAt: number | null,
): JobStep {
  return {
    name,
    number,
    status,
    conclusion,
    startedAt: startedAt === null ? null : iso(startedAt),
    completedAt: completedAt === null ? null : iso(completedAt),
  }
}

function estimated(result: Estimate): ProgressEstimate {
  if (!result.ok) throw new Error(result.reason)
  return result.estimate
}

/** The estimate for the plan, `inStepMs` after the running step started. */
function at(plan: Plan, inStepMs: number, previous?: number, took: Record<string, number> = {}) {
  const { steps, runningSince } = job(plan, took)
  return estimated(estimateProgress({ steps }, history(), { now: runningSince + inStepMs, previous }))
}

const inTests = (state: 'running' | 'failed' = 'running'): Plan => [
  ['Run actions/checkout@v5', 'done'],
  ['Set up Node', 'done'],
  ['Install dependencies', 'done'],
  ['Run tests', state],
  ['Build', state === 'failed' ? 'skipped' : 'pending'],
]

describe('expected step times', () => {
  test('each step takes its own time from the history, matched by name; bookkeeping steps are not matched', () => {
    const expected = expectedSteps(
      USER.map((name) => ({ name })),
      LAST_RUN,
    )
    expect(expected).toEqual({
      ok: true,
      steps: [
        { name: 'Run actions/checkout@v5', expectedMs: 10 * S, matched: true },
        { name: 'Set up Node', expectedMs: 10 * S, matched: true },
        { name: 'Install dependencies', expectedMs: 30 * S, matched: true },
        { name: 'Run tests', expectedMs: 120 * S, matched: true },
        { name: 'Build', expectedMs: 30 * S, matched: true },
      ],
    })
  })

  test('a step with no match gets the median of the matched ones (odd and even counts)', () => {
    const odd = expectedSteps(
      [
        { name: 'Run actions/checkout@v5' },
        { name: 'Lint' },
        { name: 'Install dependencies' },
        { name: 'Run tests' },
      ],
      LAST_RUN,
    )
    expect(odd.ok && odd.steps.map((s) => [s.expectedMs, s.matched])).toEqual([
      [10 * S, true],
      [30 * S, false],
      [30 * S, true],
      [120 * S, true],
    ])
    const even = expectedSteps(
      [{ name: 'Set up Node' }, { name: 'Run tests' }, { name: 'Renamed' }],
      LAST_RUN,
    )
    expect(even.ok && even.steps.map((s) => s.expectedMs)).toEqual([10 * S, 120 * S, 65 * S])
  })

  test('a name used twice matches by occurrence; a third use, absent last time, gets the median', () => {
    const cache = 'Run actions/cache@v4'
    const last = [
      { name: cache, durationMs: 4 * S },
      { name: 'Run tests', durationMs: 100 * S },
      { name: cache, durationMs: 20 * S },
    ]
    const expected = expectedSteps(
      [{ name: cache }, { name: 'Run tests' }, { name: cache }, { name: cache }],
      last,
    )
    expect(expected.ok && expected.steps.map((s) => s.expectedMs)).toEqual([4 * S, 100 * S, 20 * S, 20 * S])
  })

  test('a step that read 0 s last time still weighs a second', () => {
    const expected = expectedSteps([{ name: 'Echo' }], [{ name: 'Echo', durationMs: 0 }])
    expect(expected.ok && expected.steps[0]?.expectedMs).toBe(MIN_STEP_MS)
  })

  test('nothing matched, or no steps listed: no estimate, and a reason', () => {
    expect(expectedSteps([{ name: 'Brand new' }], LAST_RUN)).toEqual({
      ok: false,
      reason: "none of the job's 1 steps ran under the same name last time",
    })
    expect(expectedSteps([], LAST_RUN)).toEqual({ ok: false, reason: 'the job lists none of its steps yet' })
  })
})

describe('progress weighted by time', () => {
  test('without a history there is no estimate: the caller counts steps, and logs the reason', () => {
    const { steps } = job(inTests())
    expect(estimateProgress({ steps }, undefined, { now: T0 })).toEqual({
      ok: false,
      reason: 'no step history: counting steps',
    })
    const renamed = history([{ name: 'Something else', durationMs: 5 * S }])
    expect(estimateProgress({ steps }, renamed, { now: T0 })).toEqual({
      ok: false,
      reason:
        "step history unusable (none of the job's 5 steps ran under the same name last time): counting steps",
    })
  })

  test('the completed steps count for their expected time: 50 s of 200 s done is 25%, not 3 steps of 5', () => {
    const estimate = at(inTests(), 0)
    expect(estimate).toMatchObject({
      percent: 25,
      remainingMs: 150 * S,
      expectedTotalMs: 200 * S,
      overrun: false,
    })
    expect(stepProgress({ steps: job(inTests()).steps }).percent).toBe(60)
  })

  test('inside a step the bar moves with the time spent in it', () => {
    expect(at(inTests(), 60 * S)).toMatchObject({ percent: 55, remainingMs: 90 * S })
  })

  test('a step running past its expected time stops the bar a point short of where its end puts it', () => {
    // The end of "Run tests" is (50 + 120) / 200 = 85%.
    expect(at(inTests(), 119 * S).percent).toBe(84)
    expect(at(inTests(), 10 * MIN).percent).toBe(84)
    const { steps } = job([...inTests().slice(0, 3), ['Run tests', 'done'], ['Build', 'pending']])
    expect(estimated(estimateProgress({ steps }, history(), { now: T0 + 10 * MIN })).percent).toBe(85)
  })

  test('100 only once every step has completed: the last step, however long, stays at 99', () => {
    const last: Plan = [...inTests().slice(0, 3), ['Run tests', 'done'], ['Build', 'running']]
    expect(at(last, 29 * S).percent).toBe(99)
    expect(at(last, 60 * MIN).percent).toBe(99)
    const { steps } = job([...inTests().slice(0, 3), ['Run tests', 'done'], ['Build', 'done']])
    expect(estimated(estimateProgress({ steps }, history(), { now: T0 + 60 * MIN }))).toMatchObject({
      percent: 100,
      remainingMs: 0,
      overrun: false,
    })
  })

  test('never below the previous value, even when the list grows or the estimate shrinks', () => {
    expect(at(inTests(), 60 * S, 70).percent).toBe(70)
    expect(at(inTests(), 60 * S, 40).percent).toBe(55)
    // A list that grows (steps not listed yet in an early answer) adds to the total and would pull the bar back.
    const early = job(inTests().slice(0, 4))
    const now = early.runningSince + 60 * S
    const first = estimated(estimateProgress({ steps: early.steps }, history(), { now })).percent
    const grown = job(inTests())
    const second = estimateProgress({ steps: grown.steps }, history(), { now, previous: first })
    expect([first, estimated(second).percent]).toEqual([64, 64])
  })

  test('after a failure the bar stays where the job broke, however long the skipped steps and the posts take', () => {
    // Failed at "Run tests" after 10 s: the bar counts that step as done, as step counting does: 170 / 200.
    const failed = job(inTests('failed'), { 'Run tests': 10 * S })
    for (const now of [T0 + MIN, T0 + 30 * MIN]) {
      expect(estimated(estimateProgress({ steps: failed.steps }, history(), { now })).percent).toBe(85)
    }
  })

  test('the excluded steps (the action’s own) and the runner’s are not the user’s', () => {
    const own = 'Run signalgrid/signalgrid-action@v1'
    const { steps, runningSince } = job([[own, 'done'], ...inTests()], { [own]: 90 * S })
    const result = estimateProgress({ steps }, history([...LAST_RUN, { name: own, durationMs: 90 * S }]), {
      now: runningSince,
      excluded: new Set([own]),
    })
    expect(estimated(result)).toMatchObject({ percent: 25, expectedTotalMs: 200 * S })
  })

  test('past the expected total the job is taking longer than usual, not a negative time', () => {
    // Earlier steps took 20 s longer than last time: the first 150 s of the tests still have an estimate.
    const slow = { 'Install dependencies': 50 * S }
    expect(at(inTests(), 129 * S, undefined, slow)).toMatchObject({ overrun: false, remainingMs: 30 * S })
    const late = at(inTests(), 131 * S, undefined, slow)
    expect(late).toMatchObject({ overrun: true, elapsedMs: 201 * S, percent: 84 })
    expect(timeLeftText(late)).toBe('taking longer than usual')
  })
})

describe('wording', () => {
  test.each([
    [0, 'less than a minute left'],
    [59 * S, 'less than a minute left'],
    [60 * S, 'about 1 min left'],
    [89 * S, 'about 1 min left'],
    [90 * S, 'about 2 min left'],
    [3 * MIN + 10 * S, 'about 3 min left'],
    [59 * MIN + 29 * S, 'about 59 min left'],
    [59 * MIN + 30 * S, 'about 1 h left'],
    [75 * MIN, 'about 1 h 15 min left'],
    [122 * MIN, 'about 2 h left'],
  ])('%i ms left reads “%s”', (remainingMs, text) => {
    expect(timeLeftText({ remainingMs, overrun: false })).toBe(text)
  })

  test('overrun reads “taking longer than usual” whatever the remaining time', () => {
    expect(timeLeftText({ remainingMs: 5 * MIN, overrun: true })).toBe('taking longer than usual')
  })

  const content: ActivityContent = { title: 'CI · build', body: 'Starting…', severity: 'INFO', progress: 0 }

  test('running: step counting’s body with the time left, the bar at the estimate, no segments', () => {
    const { steps, runningSince } = job(inTests())
    const estimate = estimated(estimateProgress({ steps }, history(), { now: runningSince + 40 * S }))
    expect(timedContent(content, stepProgress({ steps }), estimate)).toEqual({
      ...content,
      body: 'Step 4 of 5 · Run tests · about 2 min left',
      progress: 45,
    })
  })

  test('failed: step counting’s failure body, no time left, the bar where the job broke', () => {
    const { steps } = job(inTests('failed'))
    const estimate = estimated(estimateProgress({ steps }, history(), { now: T0 + 5 * MIN }))
    expect(timedContent(content, stepProgress({ steps }), estimate)).toEqual({
      ...content,
      body: 'Failed at step 4 of 5 · Run tests',
      severity: 'CRIT',
      progress: 85,
    })
  })

  test('segments the user fixed stay as they are', () => {
    const { steps } = job(inTests())
    const estimate = estimated(estimateProgress({ steps }, history(), { now: T0 }))
    expect(timedContent({ ...content, steps: 4 }, stepProgress({ steps }), estimate).steps).toBe(4)
  })

  test('the end: the usual time after a success; not after a failure or a cancel, nor without one', () => {
    const took = 4 * MIN + 12 * S
    const usual = 4 * MIN + 30 * S
    expect(timedFinalContent(content, 'success', took, undefined, usual).body).toBe(
      'Succeeded in 4m 12s (usually 4m 30s)',
    )
    expect(timedFinalContent(content, 'success', took, undefined, undefined).body).toBe('Succeeded in 4m 12s')
    expect(timedFinalContent(content, 'failure', 63 * S, 'Run tests', usual).body).toBe(
      'Failed at “Run tests” after 1m 3s',
    )
    expect(timedFinalContent(content, 'cancelled', 63 * S, undefined, usual).body).toBe(
      'Cancelled after 1m 3s',
    )
  })
})

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
