import { describe, expect, test } from 'vitest'
import { TIMED_UPDATE_THRESHOLD } from '../../../src/activity/estimate.js'
import type { JobHistory } from '../../../src/github/history.js'
import type { Job, JobStep } from '../../../src/github/job.js'
import { stepProgress } from '../../../src/github/job-steps.js'
import type { ActivityContent } from '../../../src/signalgrid/types.js'
import {
  type SeenJob,
  stepChangeContent,
  type TickState,
  timedTick,
} from '../../../src/tracker/timed-progress.js'

const T0 = Date.parse('2026-07-27T10:00:00Z')
const S = 1000
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

// Last time: Build 10 s, Test 80 s, Deploy 10 s: the bar's 100 points are 100 s, one point a second.
const HISTORY: JobHistory = {
  runId: 1,
  runNumber: 1,
  branch: 'main',
  jobId: 1,
  htmlUrl: undefined,
  steps: [
    { name: 'Build', durationMs: 10 * S },
    { name: 'Test', durationMs: 80 * S },
    { name: 'Deploy', durationMs: 10 * S },
  ],
  usualMs: 100 * S,
}

const STARTING: ActivityContent = { title: 'CI · build', body: 'Starting…', severity: 'INFO', progress: 0 }
const NONE = new Set<string>()

type State = 'done' | 'running' | 'pending' | 'failed' | 'cancelled' | 'skipped'

const CONCLUSION: Record<State, string | null> = {
  done: 'success',
  running: null,
  pending: null,
  failed: 'failure',
  cancelled: 'cancelled',
  skipped: 'skipped',
}

/** The job with Build done in 10 s from T0, then Test and Deploy as told; a running step started when the last ended. */
function seen(test: State, deploy: State = 'pending', status = 'in_progress'): SeenJob {
  const step = (name: string, number: number, state: State, from: number, ms: number): JobStep => ({
    name,
    number,
    status: state === 'running' ? 'in_progress' : state === 'pending' ? 'pending' : 'completed',
    conclusion: CONCLUSION[state],
    startedAt: state === 'pending' ? null : iso(from),
    completedAt: state === 'pending' || state === 'running' ? null : iso(from + ms),
  })
  const job: Job = {
    id: 7,
    status,
    conclusion: null,
    name: 'build',
    runnerName: null,
    htmlUrl: null,
    createdAt: null,
    startedAt: null,
    completedAt: null,
    steps: [
      step('Build', 1, 'done', T0, 10 * S),
      step('Test', 2, test, T0 + 10 * S, 80 * S),
      step('Deploy', 3, deploy, T0 + 90 * S, 10 * S),
    ],
  }
  return { job, progress: stepProgress(job, NONE) }
}

const tick = (state: Partial<TickState>): ReturnType<typeof timedTick> =>
  timedTick({
    content: STARTING,
    seen: seen('running'),
    history: HISTORY,
    explicitSinceStepChange: false,
    sent: 0,
    budget: 6,
    previous: 0,
    excluded: NONE,
    now: T0 + 10 * S,
    ...state,
  })

describe('a step change', () => {
  test('with a history: the bar weighted by time, the time left in the body, no segment per step', () => {
    const change = stepChangeContent(STARTING, seen('running'), {
      history: HISTORY,
      now: T0 + 10 * S,
      previous: 0,
      excluded: NONE,
      stepsFixed: false,
    })
    expect(change.content).toEqual({
      ...STARTING,
      // 90 s to go, rounded as a person would.
      body: 'Step 2 of 3 · Test · about 2 min left',
      progress: 10,
    })
    expect(change.fallback).toBeUndefined()
  })

  test('without one: counted, with a segment per step, as progress-mode steps shows it', () => {
    const change = stepChangeContent(STARTING, seen('running'), {
      history: undefined,
      now: T0 + 10 * S,
      previous: 0,
      excluded: NONE,
      stepsFixed: false,
    })
    expect(change.content).toEqual({ ...STARTING, body: 'Step 2 of 3 · Test', progress: 33, steps: 3 })
    expect(change).toMatchObject({ estimate: undefined, fallback: undefined })
  })

  test('a history that matches none of the steps: counted, with the reason for the debug log', () => {
    const other = { ...HISTORY, steps: [{ name: 'Lint', durationMs: 5 * S }] }
    const change = stepChangeContent(STARTING, seen('running'), {
      history: other,
      now: T0 + 10 * S,
      previous: 0,
      excluded: NONE,
      stepsFixed: false,
    })
    expect(change.content.body).toBe('Step 2 of 3 · Test')
    expect(change.fallback).toBe(
      "step history unusable (none of the job's 3 steps ran under the same name last time): counting steps",
    )
  })

  test('the bar never moves back from the highest estimate shown', () => {
    const change = stepChangeContent(STARTING, seen('running'), {
      history: HISTORY,
      now: T0 + 10 * S,
      previous: 40,
      excluded: NONE,
      stepsFixed: false,
    })
    expect(change.content.progress).toBe(40)
  })
})

describe('a cancelled job', () => {
  // Cancelled 40 s into Test; Deploy then completes at once as skipped, and the job is completed.
  const cancelled = () => seen('cancelled', 'skipped', 'completed')
  const after = { now: T0 + 60 * S, excluded: NONE, stepsFixed: false }

  test('counted: the bar stays where the job stopped, the steps completed after the cancel count for nothing', () => {
    const change = stepChangeContent(STARTING, cancelled(), { ...after, history: undefined, previous: 0 })
    expect(change.content).toEqual({
      ...STARTING,
      body: 'Cancelled at step 2 of 3 · Test',
      progress: 33,
      steps: 3,
    })
  })

  test('by time: the bar stays where the time in the cancelled step had put it, with no time left', () => {
    // Shown last at 50 (40 s into Test): a cancel neither fills the bar nor moves it back.
    const change = stepChangeContent(STARTING, cancelled(), { ...after, history: HISTORY, previous: 50 })
    expect(change.content).toEqual({ ...STARTING, body: 'Cancelled at step 2 of 3 · Test', progress: 50 })
    // Only Build done, with nothing shown before: the bar counts Build's 10 s of 100.
    const first = stepChangeContent(STARTING, cancelled(), { ...after, history: HISTORY, previous: 0 })
    expect(first.content.progress).toBe(10)
  })

  test('while the steps after the cancel are still listed pending: the same', () => {
    const early = seen('cancelled', 'pending')
    expect(
      stepChangeContent(STARTING, early, { ...after, history: undefined, previous: 0 }).content,
    ).toMatchObject({
      body: 'Cancelled at step 2 of 3 · Test',
      progress: 33,
    })
    const timed = stepChangeContent(STARTING, early, { ...after, history: HISTORY, previous: 50 })
    expect(timed.content).toMatchObject({ body: 'Cancelled at step 2 of 3 · Test', progress: 50 })
    expect(tick({ now: T0 + 200 * S, seen: early })).toBeUndefined()
  })
})

describe('a tick between polls', () => {
  test('sends once the bar has moved by the threshold since the last content, with the time left', () => {
    const before = tick({
      content: { ...STARTING, progress: 10 },
      now: T0 + (10 + TIMED_UPDATE_THRESHOLD - 1) * S,
    })
    expect(before).toBeUndefined()
    // Six updates left: the even share of the 90 points to go (90 / 7) is more than the threshold.
    const early = tick({ content: { ...STARTING, progress: 10 }, now: T0 + 22 * S })
    expect(early).toBeUndefined()
    const sent = tick({ content: { ...STARTING, progress: 10 }, now: T0 + 23 * S })
    expect(sent?.content).toEqual({
      ...STARTING,
      body: 'Step 2 of 3 · Test · about 1 min left',
      progress: 23,
    })
    const later = tick({ content: { ...STARTING, progress: 70 }, now: T0 + 85 * S, sent: 5 })
    expect(later?.content.body).toBe('Step 2 of 3 · Test · less than a minute left')
    expect(later?.content.progress).toBe(85)
  })

  test('never beyond the budget, and never with a budget of 0', () => {
    expect(tick({ now: T0 + 60 * S, sent: 6 })).toBeUndefined()
    expect(tick({ now: T0 + 60 * S, budget: 0 })).toBeUndefined()
    expect(tick({ now: T0 + 60 * S, sent: 5 })).toBeDefined()
  })

  test('never over an explicit update shown since the last step change', () => {
    expect(tick({ now: T0 + 60 * S, explicitSinceStepChange: true })).toBeUndefined()
  })

  test('only while one of the steps runs: not after a failure, not once all are done, not without a history', () => {
    const at = { now: T0 + 200 * S }
    expect(tick({ ...at, seen: seen('failed', 'pending') })).toBeUndefined()
    expect(tick({ ...at, seen: seen('done', 'done') })).toBeUndefined()
    expect(tick({ ...at, seen: seen('running', 'pending', 'completed') })).toBeUndefined()
    expect(tick({ ...at, history: undefined })).toBeUndefined()
    expect(tick({ ...at, seen: undefined })).toBeUndefined()
  })

  test('a step that runs past its expected time: the bar stops short of its end, the body says so', () => {
    const update = tick({ content: { ...STARTING, progress: 10 }, now: T0 + 200 * S })
    expect(update?.content).toMatchObject({
      body: 'Step 2 of 3 · Test · taking longer than usual',
      progress: 89,
    })
    // And it does not creep on: 89 is where the bar stays until Test completes.
    expect(tick({ content: { ...STARTING, progress: 89 }, now: T0 + 400 * S, sent: 1 })).toBeUndefined()
  })
})
