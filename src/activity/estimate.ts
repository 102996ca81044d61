// A progress bar weighted by time: each of the user's steps counts for as long as it took in the same job's
// last successful run, so the few seconds of checkout and setup do not fill half the bar before the tests
// start. Pure: no I/O, no clock (`now` is a parameter), so the tracker, post and the benchmark share it.

import type { JobHistory, StepTiming } from '../github/history.js'
import type { Job, JobStep } from '../github/job.js'
import { type StepProgress, stepProgress, stepsBeforeBreak, userSteps } from '../github/job-steps.js'
import type { JobStatus } from '../inputs.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { finalContent, formatDuration } from './content.js'
import { stepContent } from './step-content.js'

/**
 * The least a step is expected to take. The API gives whole seconds, so a step of a few hundred ms reads
 * 0s; every step keeps some weight, and the expected total is never 0.
 */
export const MIN_STEP_MS = 1000

/** What one of the user's steps is expected to take. */
export interface ExpectedStep {
  readonly name: string
  readonly expectedMs: number
  /** Whether the history had a step of this name; if not, expectedMs is the median of the matched ones. */
  readonly matched: boolean
}

export type ExpectedSteps =
  | { readonly ok: true; readonly steps: readonly ExpectedStep[] }
  | { readonly ok: false; readonly reason: string }

/**
 * The expected duration of each of `steps` (the user's, in run order), matched by name against the earlier
 * run's steps. A name used twice (one action used twice) matches by occurrence: the second "Run
 * actions/cache@v4" takes the second one's time. A step with no match (new, renamed, or a name whose
 * expression reads differently) gets the median of the matched ones: a guess that neither a two-second nor a
 * ten-minute neighbour skews. Not ok when nothing matches, since then there is nothing to weigh by.
 */
export function expectedSteps(
  steps: readonly Pick<JobStep, 'name'>[],
  history: readonly StepTiming[],
): ExpectedSteps {
  if (steps.length === 0) return { ok: false, reason: 'the job lists none of its steps yet' }
  const earlier = new Map<string, number[]>()
  for (const step of history) {
    const times = earlier.get(step.name) ?? []
    times.push(Math.max(MIN_STEP_MS, step.durationMs))
    earlier.set(step.name, times)
  }
  const seen = new Map<string, number>()
  const matched = steps.map((step) => {
    const occurrence = seen.get(step.name) ?? 0
    seen.set(step.name, occurrence + 1)
    return earlier.get(step.name)?.[occurrence]
  })
  const known = matched.filter((ms): ms is number => ms !== undefined)
  if (known.length === 0) {
    return { ok: false, reason: `none of the job's ${steps.length} steps ran under the same name last time` }
  }
  const fill = median(known)
  return {
    ok: true,
    steps: steps.map((step, index) => {
      const ms = matched[index]
      return { name: step.name, expectedMs: ms ?? fill, matched: ms !== undefined }
    }),
  }
}

export interface ProgressEstimate {
  /** Whole percent: 100 only once every step has completed; never below `previous`. */
  readonly percent: number
  /** The expected time still to go; 0 once done. Meaningless when `overrun`: say so instead of a number. */
  readonly remainingMs: number
  /** The job has run longer than the expected total and is not done. */
  readonly overrun: boolean
  /** The sum of the steps' expected times. */
  readonly expectedTotalMs: number
  /** Since the first of the user's steps started; 0 before. */
  readonly elapsedMs: number
  /** How long the whole job usually takes (see JobHistory.usualMs), for the end's "(usually 4m 30s)". */
  readonly usualMs: number | undefined
}

export type Estimate =
  | { readonly ok: true; readonly estimate: ProgressEstimate }
  /** No estimate: fall back to step counting, and log `reason` (one line) once. */
  | { readonly ok: false; readonly reason: string }

export interface EstimateOptions {
  /** The clock, in ms since the epoch, as the steps' times are. */
  readonly now: number
  /** The percent estimated (or shown) before: the bar never moves back from it. */
  readonly previous?: number
  /** Steps that are not the user's (the action's own), as for stepProgress. */
  readonly excluded?: ReadonlySet<string>
}

/**
 * The job's progress weighted by the history's step times: the expected time of the completed steps, plus the
 * time spent in the current one (capped so the bar stops short of where that step's end will put it), over the
 * expected total. After a failure or a cancel the bar stays where the job broke, counting the steps step counting
 * counts (see stepsBeforeBreak), since the skipped steps that follow complete in an instant and mean nothing;
 * after a cancel it stays where the time spent in the cancelled step had put it (`previous`).
 *
 * `history` undefined (none found, or not readable) gives not ok, with the reason to log.
 */
export function estimateProgress(
  job: Pick<Job, 'steps'>,
  history: JobHistory | undefined,
  options: EstimateOptions,
): Estimate {
  if (history === undefined) return { ok: false, reason: 'no step history: counting steps' }
  const steps = userSteps(job.steps, options.excluded)
  const expected = expectedSteps(steps, history.steps)
  if (!expected.ok) return { ok: false, reason: `step history unusable (${expected.reason}): counting steps` }
  const times = expected.steps.map((step) => step.expectedMs)
  const totalMs = sum(times)
  const percentAt = (ms: number) => Math.floor((ms * 100) / totalMs)
  const previous = Math.min(100, Math.max(0, Math.floor(options.previous ?? 0)))

  const doneMs = sum(times.filter((_, index) => steps[index]?.status === 'completed'))
  const index = steps.findIndex((step) => step.status !== 'completed')
  const current = steps[index]
  const currentMs = times[index] ?? 0
  const spentMs = current ? Math.max(0, options.now - parsedTime(current.startedAt, options.now)) : 0
  const inStepMs = Math.min(spentMs, currentMs)
  const firstStart = steps.map((step) => parsedTime(step.startedAt, Number.NaN)).find(Number.isFinite)
  const elapsedMs = firstStart === undefined ? 0 : Math.max(0, options.now - firstStart)
  const done = current === undefined

  const broken = stepsBeforeBreak(stepProgress(job, options.excluded))
  let percent: number
  if (broken !== undefined) {
    percent = percentAt(sum(times.slice(0, broken)))
  } else if (done) {
    percent = 100
  } else {
    // Inside a step the bar moves with time but stays at least a point short of where the step's end puts
    // it: the bar only shows a step done once the API says so, and 100 is reached only at the very end.
    const start = percentAt(doneMs)
    const end = percentAt(doneMs + currentMs)
    percent = Math.max(start, Math.min(percentAt(doneMs + inStepMs), end - 1))
  }
  const remainingMs = done ? 0 : Math.max(0, totalMs - doneMs - inStepMs)
  return {
    ok: true,
    estimate: {
      percent: Math.max(previous, percent),
      remainingMs,
      overrun: !done && elapsedMs > totalMs,
      expectedTotalMs: totalMs,
      elapsedMs,
      usualMs: history.usualMs,
    },
  }
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * The time left the way a person says it: "less than a minute left", "about 3 min left", "about 1 h 15 min
 * left" (to five minutes past the hour: a finer figure would claim a precision the estimate has not). Once the
 * job runs past its expected total, any number would be wrong: "taking longer than usual".
 */
export function timeLeftText(estimate: Pick<ProgressEstimate, 'remainingMs' | 'overrun'>): string {
  if (estimate.overrun) return 'taking longer than usual'
  const ms = estimate.remainingMs
  if (ms < MINUTE) return 'less than a minute left'
  if (ms < HOUR - MINUTE / 2) return `about ${Math.max(1, Math.round(ms / MINUTE))} min left`
  const fives = Math.round(ms / (5 * MINUTE))
  const hours = Math.floor(fives / 12)
  const minutes = (fives % 12) * 5
  return `about ${hours} h${minutes === 0 ? '' : ` ${minutes} min`} left`
}

/**
 * The running content with the estimate: step counting's body with the time left while a step is current
 * ("Step 4 of 7 · Run tests · about 3 min left"), its failure, cancel and "All 7 steps done" bodies as they are, the
 * bar at the estimate. The bar gets no segment per step: equal segments would contradict a fill weighted by
 * time (60% filled while on step 2 of 7). Segments the user fixed (or the content already has) stay.
 */
export function timedContent(
  content: ActivityContent,
  progress: StepProgress,
  estimate: ProgressEstimate,
): ActivityContent {
  const counted = stepContent(content, progress, true)
  if (progress.total === 0) return counted
  const running = !progress.failed && !progress.cancelled && progress.current !== undefined
  return {
    ...counted,
    body: running ? `${counted.body} · ${timeLeftText(estimate)}` : counted.body,
    progress: estimate.percent,
  }
}

/**
 * The last content, as finalContent words it, with the usual time after a success: "Succeeded in 4m 12s (usually
 * 4m 30s)". A failed or cancelled job stopped part way, so its time says nothing against a whole run's.
 */
export function timedFinalContent(
  content: ActivityContent,
  status: JobStatus,
  durationMs: number,
  failedStep: string | undefined,
  usualMs: number | undefined,
): ActivityContent {
  const final = finalContent(content, status, durationMs, failedStep)
  if (status !== 'success' || usualMs === undefined || usualMs <= 0) return final
  return { ...final, body: `${final.body} (usually ${formatDuration(usualMs)})` }
}

/**
 * Points the bar must move, inside a step, before a time-driven update is worth a request. A bar that moves in
 * jumps of T points is on average about T/2 points behind between jumps. With 5, that costs 2.5 points, a
 * quarter of the 10 points of progress error the benchmark allows, leaving the rest to the estimate itself
 * (durations that changed since the last run); 10 would spend half of it. A jump of 5 points is still plainly
 * visible on a lock-screen bar, where 1 or 2 points are not, and it caps these updates at about 20 a job even
 * before the budget does. Finer jumps would spend the owner's monthly Signalgrid quota on moves hardly seen.
 */
export const TIMED_UPDATE_THRESHOLD = 5

export interface TimedUpdateState {
  /** The bar as the estimate puts it now. */
  readonly percent: number
  /** The bar as last sent to the phone (by any update). */
  readonly lastSent: number
  /** Time-driven updates sent so far in this job. */
  readonly sent: number
  /** Time-driven updates allowed in this job (the caller's input). */
  readonly budget: number
  /** Default TIMED_UPDATE_THRESHOLD. */
  readonly threshold?: number
}

/**
 * Whether a time-driven update (the bar moved inside a step, no step changed) is worth sending: only within
 * the budget, and only once the bar has moved by the threshold, or by an even share of the bar still to fill
 * among the updates left, whichever is more. Spreading the budget that way keeps a few updates for the end of
 * a long step instead of spending them all in its first minutes and leaving the bar still for the rest.
 */
export function timedUpdateWorthSending(state: TimedUpdateState): boolean {
  const left = Math.floor(state.budget) - state.sent
  if (left <= 0 || state.percent >= 100) return false
  const share = (100 - state.lastSent) / (left + 1)
  return state.percent - state.lastSent >= Math.max(state.threshold ?? TIMED_UPDATE_THRESHOLD, share)
}

function parsedTime(value: string | null, fallback: number): number {
  const ms = Date.parse(value ?? '')
  return Number.isFinite(ms) ? ms : fallback
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
