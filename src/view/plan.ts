// What the last successful run says the activity takes: each job that took part in it, when it began and ended
// from the activity's start, each of its steps, and which job it followed. Pure: no I/O, no clock.
import type { RunHistory, TimedStep } from '../github/history.js'
import { userSteps } from '../github/job-steps.js'
import { BOOKKEEPING, SAME_MOMENT_MS } from './constants.js'
import { actionNames, listsAction } from './participants.js'

/** One step of a planned job: from the activity's start in the history, in ms. */
export interface PlannedStep {
  readonly name: string
  readonly start: number
  /** Where the next step began (the step and the pause after it), or the job's end for its last. */
  readonly end: number
}

/** A job that took part in the activity of the last successful run. */
export interface PlannedJob {
  readonly name: string
  /** Its first step's start and its last step's end ("Set up job" and "Complete job" aside), from the activity's start. */
  readonly start: number
  readonly end: number
  readonly steps: readonly PlannedStep[]
  /** How many of its steps were the user's. */
  readonly userSteps: number
  /** The job it began after (the latest to end before it began): an index into Plan.jobs. */
  readonly after: number | undefined
  /** From that job's end, or the activity's start, to this job's start: queueing, set-up, approvals (capped). */
  readonly wait: number
}

export interface Plan {
  /** The jobs that took part, by their start. */
  readonly jobs: readonly PlannedJob[]
  /** From the start of the first job's use of the action to the end of the last one's post: the activity's span. */
  readonly spanMs: number
  /** The names of every job of that run, taking part or not: a queued job of another name is new since. */
  readonly known: ReadonlySet<string>
  /** What a job the history does not know is expected to take: the median of those it knows. */
  readonly medianJobMs: number
  /** What a step the history does not know is expected to take: the median of the user's steps. */
  readonly medianStepMs: number
}

export type PlanResult =
  | { readonly ok: true; readonly plan: Plan }
  | { readonly ok: false; readonly reason: string }

/**
 * The longest wait between jobs counted: a longer one in the last run (a deployment that waited hours for its
 * approval, a busy pool of self-hosted runners) says nothing of this run's, and would hold the bar back.
 */
export const MAX_WAIT_MS = 120_000

/** The plan of the activity from the history, the action's steps named `stepName` (see ownStepName). */
export function planRun(history: RunHistory, stepName: string): PlanResult {
  const names = actionNames(stepName)
  const taking = history.jobs.filter((job) => listsAction(job, names))
  if (taking.length === 0) {
    return { ok: false, reason: `no job of the last successful run has a step named “${stepName}”` }
  }
  const timed = taking.flatMap((job) => {
    const within = job.steps.filter((step) => !BOOKKEEPING.has(step.name))
    const ours = within.find((step) => names.has(step.name))
    if (!ours || within.length === 0) return []
    const started = Math.min(...within.map((step) => step.startedAt))
    const ended = Math.max(...within.map((step) => step.completedAt))
    const post = within.findLast((step) => step.name.startsWith('Post ') && names.has(step.name))
    return [{ job, within, anchor: ours.startedAt, started, ended, postEnded: post?.completedAt ?? ended }]
  })
  if (timed.length === 0)
    return { ok: false, reason: 'the last successful run lists no timed step of its jobs' }
  const origin = Math.min(...timed.map((job) => job.anchor))
  const spanMs = Math.max(1, Math.max(...timed.map((job) => job.postEnded)) - origin)
  const ordered = [...timed].sort((a, b) => a.started - b.started)
  const jobs = ordered.map((entry, index): PlannedJob => {
    const start = entry.started - origin
    const end = entry.ended - origin
    const before = ordered
      .map((other, at) => ({ at, end: other.ended - origin }))
      .filter((other) => other.at !== index && other.end <= start + SAME_MOMENT_MS)
      .sort((a, b) => b.end - a.end)[0]
    return {
      name: entry.job.name,
      start,
      end,
      steps: slots(entry.within, origin, end),
      userSteps: userSteps(asListed(entry.within), names).length,
      after: before?.at,
      wait: Math.min(MAX_WAIT_MS, Math.max(0, start - (before?.end ?? 0))),
    }
  })
  // The user's steps: the action's own (a second or none) would make any new step look free.
  const stepsMs = jobs.flatMap((job, index) => {
    const user = new Set(userSteps(asListed(ordered[index]?.within ?? []), names).map((step) => step.name))
    return job.steps.filter((step) => user.has(step.name)).map((step) => step.end - step.start)
  })
  return {
    ok: true,
    plan: {
      jobs,
      spanMs,
      known: new Set(history.jobs.map((job) => job.name)),
      medianJobMs: median(jobs.map((job) => job.end - job.start)),
      medianStepMs: median(stepsMs),
    },
  }
}

/** Each step from its start to the next one's: the pauses between steps belong to the step before. */
function slots(steps: readonly TimedStep[], origin: number, end: number): PlannedStep[] {
  return steps.map((step, index) => ({
    name: step.name,
    start: step.startedAt - origin,
    end: Math.max(step.startedAt, steps[index + 1]?.startedAt ?? end + origin) - origin,
  }))
}

/** A history job's steps in the shape of a listed job's, so the user's steps are told apart the same way. */
function asListed(steps: readonly TimedStep[]) {
  return steps.map((step, index) => ({
    name: step.name,
    status: 'completed',
    conclusion: 'success',
    number: index + 1,
    startedAt: null,
    completedAt: null,
  }))
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
