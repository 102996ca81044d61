// What the tracker shows of the job's steps when it weighs them by time (progress-mode time), and when the bar
// moving inside a step is worth a request. Pure: the tracker hands in the last answer of the jobs API, the
// step history (once read) and the clock, so each decision can be tested without processes or timers.

import {
  estimateProgress,
  type ProgressEstimate,
  timedContent,
  timedUpdateWorthSending,
} from '../activity/estimate.js'
import { stepContent } from '../activity/step-content.js'
import type { JobHistory } from '../github/history.js'
import type { Job } from '../github/job.js'
import type { StepProgress } from '../github/job-steps.js'
import type { ActivityContent } from '../signalgrid/types.js'

/** The job as the tracker last saw it change: the answer, and the user's steps in it. */
export interface SeenJob {
  readonly job: Job
  readonly progress: StepProgress
}

export interface StepChangeOptions {
  /** The step history, when the tracker has one (progress-mode time, and one was found). */
  readonly history: JobHistory | undefined
  readonly now: number
  /** The highest estimate shown so far: the time-weighted bar never moves back. */
  readonly previous: number
  /** The action's own steps, left out of the count. */
  readonly excluded: ReadonlySet<string>
  /** The user fixed the bar's segments (input `steps`). */
  readonly stepsFixed: boolean
}

export interface StepChange {
  readonly content: ActivityContent
  /** The estimate behind the content; undefined when it counts steps. */
  readonly estimate: ProgressEstimate | undefined
  /** Why a history the tracker has could not be used here (for the debug log); undefined otherwise. */
  readonly fallback: string | undefined
}

/**
 * The content a step change offers: weighted by time with the time left when the history allows, counted
 * ("Step 2 of 3 · Test", one segment per step) otherwise.
 */
export function stepChangeContent(
  content: ActivityContent,
  seen: SeenJob,
  options: StepChangeOptions,
): StepChange {
  const counted = (fallback?: string): StepChange => ({
    content: stepContent(content, seen.progress, options.stepsFixed),
    estimate: undefined,
    fallback,
  })
  if (!options.history) return counted()
  const estimate = estimateProgress(seen.job, options.history, {
    now: options.now,
    previous: options.previous,
    excluded: options.excluded,
  })
  if (!estimate.ok) return counted(estimate.reason)
  return {
    content: timedContent(content, seen.progress, estimate.estimate),
    estimate: estimate.estimate,
    fallback: undefined,
  }
}

export interface TickState {
  /** The content last offered to the phone (by a step change, a tick or an explicit update). */
  readonly content: ActivityContent
  readonly seen: SeenJob | undefined
  readonly history: JobHistory | undefined
  /** An explicit update arrived since the last step change: it stays shown until the next one. */
  readonly explicitSinceStepChange: boolean
  /** Time-driven updates offered so far in this job. */
  readonly sent: number
  /** Input timed-updates. */
  readonly budget: number
  readonly previous: number
  readonly excluded: ReadonlySet<string>
  readonly now: number
}

/**
 * The time-driven update worth offering now, if any: only while one of the user's steps runs (not after a
 * failure or a cancel, not once the job is done), only with a history, never over an explicit update, and only when
 * timedUpdateWorthSending says the bar has moved enough for the budget left.
 */
export function timedTick(
  state: TickState,
): { readonly content: ActivityContent; readonly estimate: ProgressEstimate } | undefined {
  const { seen, history } = state
  if (!seen || !history || state.explicitSinceStepChange || state.budget <= 0) return undefined
  const { progress } = seen
  if (seen.job.status === 'completed' || progress.failed || progress.cancelled || !progress.current)
    return undefined
  const estimate = estimateProgress(seen.job, history, {
    now: state.now,
    previous: state.previous,
    excluded: state.excluded,
  })
  if (!estimate.ok) return undefined
  const worth = timedUpdateWorthSending({
    percent: estimate.estimate.percent,
    lastSent: state.content.progress,
    sent: state.sent,
    budget: state.budget,
  })
  if (!worth) return undefined
  return { content: timedContent(state.content, progress, estimate.estimate), estimate: estimate.estimate }
}
