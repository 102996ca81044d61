// Runs for the view's tests, written as a reader would draw them: each job a list of steps, each step
// [name, start, end] in seconds from T0 (null: not yet), the runner's and the action's own steps around the
// user's as the jobs API lists them.
import type { HistoryJob, RunHistory } from '../../../src/github/history.js'
import type { Job, JobStep } from '../../../src/github/job.js'
import type { RunSnapshot } from '../../../src/view/snapshot.js'

export const T0 = Date.parse('2026-07-27T10:00:00Z')
export const S = 1000
export const ACTION = 'Run signalgrid/action@v1'
const at = (seconds: number) => T0 + seconds * S
const iso = (seconds: number | null) =>
  seconds === null ? null : new Date(at(seconds)).toISOString().replace('.000Z', 'Z')

/** A step: name, start and end in seconds from T0 (null: not yet), and how it ended (default success). */
export type StepPlan = readonly [name: string, start: number | null, end: number | null, conclusion?: string]

export interface JobPlan {
  readonly id: number
  readonly name: string
  /** The user's steps; the action's pre, main and post, "Set up job" and "Complete job" go around them. */
  readonly steps: readonly StepPlan[]
  /** queued (no steps listed), waiting, in_progress, completed; default from the steps. */
  readonly status?: string
  readonly conclusion?: string
  /** Default: the first step's start, less a second. */
  readonly createdAt?: number
  /** The action's own step name; default ACTION; null: the job does not use the action. */
  readonly action?: string | null
}

/** A listed job: "Set up job", the action's pre and main, the user's steps, the action's post, "Complete job". */
export function job(plan: JobPlan): Job {
  const starts = plan.steps.map((step) => step[1]).filter((start): start is number => start !== null)
  const ends = plan.steps.map((step) => step[2])
  const first = starts.length === 0 ? null : Math.min(...starts)
  const allDone = plan.steps.length > 0 && ends.every((end) => end !== null)
  const last = allDone ? Math.max(...(ends as number[])) : null
  const status =
    plan.status ??
    (first === null ? 'queued' : allDone && plan.status === 'completed' ? 'completed' : 'in_progress')
  const action = plan.action === undefined ? ACTION : plan.action
  const created = plan.createdAt ?? (first === null ? 0 : first - 1)
  const step = (
    name: string,
    number: number,
    start: number | null,
    end: number | null,
    conclusion = 'success',
  ): JobStep => ({
    name,
    number,
    status: end !== null ? 'completed' : start !== null ? 'in_progress' : 'pending',
    conclusion: end !== null ? conclusion : null,
    startedAt: iso(start),
    completedAt: iso(end),
  })
  const queued = status === 'queued' || status === 'waiting'
  const steps: JobStep[] = queued
    ? []
    : [
        step('Set up job', 1, first === null ? null : first - 1, first),
        ...(action === null ? [] : [step(`Pre ${action}`, 2, first, first), step(action, 3, first, first)]),
        ...plan.steps.map(([name, start, end, conclusion], index) =>
          step(name, 4 + index, start, end, conclusion),
        ),
        ...(action === null ? [] : [step(`Post ${action}`, 20, last, status === 'completed' ? last : null)]),
      ]
  return {
    id: plan.id,
    status,
    conclusion: status === 'completed' ? (plan.conclusion ?? 'success') : null,
    name: plan.name,
    runnerName: `runner ${plan.id}`,
    htmlUrl: null,
    createdAt: iso(created),
    startedAt: iso(queued ? created : (first ?? created) - 1),
    completedAt: status === 'completed' ? iso(last) : null,
    steps,
  }
}

/** The run as the jobs API lists it, seen from job `own`, whose use of the action began at `ownStart` seconds. */
export function snapshot(
  jobs: readonly JobPlan[],
  own: number,
  ownStart: number,
  actionStep = ACTION,
): RunSnapshot {
  return { jobs: jobs.map(job), ownJobId: own, ownStartedAt: at(ownStart), actionStep }
}

/** A finished job of the last successful run: its steps back to back from `start`, each [name, seconds]. */
export function historyJob(
  name: string,
  start: number,
  steps: readonly (readonly [string, number])[],
  action: string | null = ACTION,
): HistoryJob {
  let clock = start
  const timed = (stepName: string, seconds: number) => {
    const step = { name: stepName, startedAt: at(clock), completedAt: at(clock + seconds) }
    clock += seconds
    return step
  }
  const setup = timed('Set up job', 1)
  const pre = action === null ? [] : [timed(`Pre ${action}`, 0), timed(action, 0)]
  const user = steps.map(([stepName, seconds]) => timed(stepName, seconds))
  const post = action === null ? [] : [timed(`Post ${action}`, 0)]
  return { name, conclusion: 'success', steps: [setup, ...pre, ...user, ...post, timed('Complete job', 0)] }
}

/** A history of one run: its jobs. */
export function history(jobs: readonly HistoryJob[]): RunHistory {
  return pastRuns([jobs])
}

/**
 * A history of several runs, newest first, each its jobs; the runs listed took `durationsMs` (by default, each
 * run read its activity's span).
 */
export function pastRuns(
  runs: readonly (readonly HistoryJob[])[],
  durationsMs?: readonly number[],
): RunHistory {
  const spanOf = (jobs: readonly HistoryJob[]) => {
    const times = jobs.flatMap((job) => job.steps.flatMap((step) => [step.startedAt, step.completedAt]))
    return Math.max(...times) - Math.min(...times)
  }
  return {
    runs: runs.map((jobs, index) => ({ runId: 100 - index, runNumber: 100 - index, branch: 'main', jobs })),
    durationsMs: durationsMs ?? runs.map(spanOf),
    previous: undefined,
  }
}

export const seconds = at
