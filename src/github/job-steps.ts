// What a job's step list says about the progress of the user's own steps. Pure: no I/O, no clock.
//
// How the jobs API reports steps, from the runner's source (actions/runner, src/Runner.Worker) and answers
// seen from the API:
// - At job setup the runner creates a record for "Set up job", then for the pre-job steps (container
//   actions' "Pull <image>"/"Build <action>", "Initialize containers", one "Pre <name>" per action with a
//   pre), then for every main step, numbered 1, 2, 3... (JobExtension.cs). A live answer for an in-progress
//   job lists the steps not started yet, as status "pending" (not in the documented enum) with null
//   conclusion and times (luoda2023/LUODA-v3.0.1, run 30236161053, 2026-07-27). Whether the very first
//   answers list them too is not confirmed: the model copes with a list that grows.
// - A post step is created only when its action's pre or main runs (ExecutionContext.RegisterPostJobStep),
//   so the list grows. Its name is "Post <name>", where <name> is the main step's display name, or the pre
//   step's without "Pre " (ActionRunner.cs); its number counts down from twice the number of setup
//   records (ExecutionContext.CreatePostChild), so a gap always separates post steps from the rest: there
//   is at most one post per setup record but "Set up job", hence numbers from N+2 when N records were made
//   at setup. "Stop containers" is a post step too; "Complete job" comes last, after the posts.
// - A display name is "Run <owner/repo@ref>" for an unnamed `uses:` step, so "Pre Run actions/x@v1" and
//   "Post Run actions/x@v1". A name whose expressions cannot be evaluated at setup is shown unevaluated
//   in the pre and post steps, and evaluated in the main step once it runs.
// - A step with `continue-on-error: true` that fails is recorded with result Succeeded (its outcome only,
//   which the API does not expose, is Failed: StepsRunner.cs, "Fixup the step result if ContinueOnError"),
//   so the API reports conclusion "success" and it never counts as failed here. Steps after a real failure
//   complete as "skipped"; post steps still run.
// - A cancelled run stops its running step, which completes as "cancelled"; the steps after it complete at
//   once as "skipped" (or "cancelled"), and post steps still run.
import type { Job, JobStep } from './job.js'
import { BOOKKEEPING, POST, PRE, postStepName, preStepName } from './names.js'

/**
 * Whether a step has begun: it is in progress or completed. The API lists a step not begun as `pending` (seen
 * in live answers) or `queued` (its documented enum): both, and any status it may come to add, are not begun.
 */
export function begun(step: Pick<JobStep, 'status'>): boolean {
  return step.status === 'in_progress' || step.status === 'completed'
}

/** One of the user's steps, by its position among them, from 1. */
export interface StepRef {
  readonly position: number
  readonly name: string
}

/** A step that failed. `position` is undefined when it is not one of the user's (a pre or post step). */
export interface FailedStep {
  readonly position: number | undefined
  readonly name: string
}

export interface StepProgress {
  /** How many steps of the user's the job has: runner bookkeeping, pre and post steps excluded. */
  readonly total: number
  /** How many of them are completed, whatever their conclusion (skipped ones too). */
  readonly completed: number
  /**
   * The steps done, over total, in whole percent, rounded down: 100 only when all are completed; 0 with none.
   * After a break the steps that follow it complete in an instant and count for nothing: after a failure the
   * bar stays where the job broke (the failed step counted as done), after a cancel where it stopped (the
   * cancelled step, cut short, not counted).
   */
  readonly percent: number
  /** The user's step running, or the next to run; undefined once all are completed. */
  readonly current: StepRef | undefined
  /** The first step of the job, of any kind, that concluded "failure". */
  readonly failed: FailedStep | undefined
  /** The first of the user's steps that concluded "cancelled": the job was cancelled while it ran. */
  readonly cancelled: StepRef | undefined
  /** All of the user's steps are completed, and there is at least one. */
  readonly done: boolean
}

/**
 * The names of an action's steps whose main step is `name`: its pre and post steps are named after it.
 * Excluding all three matters while the job's list grows: "Pre <name>" can be listed before <name> is, and
 * would otherwise pass for a step of the user's.
 */
export function actionStepNames(name: string): Set<string> {
  return new Set([name, preStepName(name), postStepName(name)])
}

/**
 * The user's steps, in run order: the job's steps without runner bookkeeping and without the pre and post
 * steps of actions. A "Pre X" or "Post X" is an action's only when the job has its counterpart (X, or the
 * "Post X"/"Pre X" registered with it), or, for a post, when it is numbered after the setup records: so a
 * step the user named "Post results" stays, unless a step named "results" exists too. Container actions'
 * "Pull <image>" and "Build <action>" setup records have no such mark and count as the user's. Steps named in
 * `excluded` (the caller's own, say) do not count either.
 */
export function userSteps(steps: readonly JobStep[], excluded: ReadonlySet<string> = new Set()): JobStep[] {
  const ordered = inRunOrder(steps)
  const names = new Set(ordered.map((step) => step.name))
  const lastSetupRecord = lastOfSetupRecords(ordered)
  return ordered.filter((step) => {
    if (BOOKKEEPING.has(step.name) || excluded.has(step.name)) return false
    if (step.name.startsWith(PRE)) {
      const action = step.name.slice(PRE.length)
      return !names.has(action) && !names.has(postStepName(action))
    }
    if (step.name.startsWith(POST)) {
      const action = step.name.slice(POST.length)
      return !names.has(action) && !names.has(preStepName(action)) && step.number <= lastSetupRecord
    }
    return true
  })
}

/** The progress of the user's steps in one answer about the job, not counting the steps named in `excluded`. */
export function stepProgress(job: Pick<Job, 'steps'>, excluded?: ReadonlySet<string>): StepProgress {
  const steps = userSteps(job.steps, excluded)
  const total = steps.length
  const completed = steps.filter((step) => step.status === 'completed').length
  // Steps run one after the other: the first not completed is the one running, or the next to run.
  const index = steps.findIndex((step) => step.status !== 'completed')
  const current = index === -1 ? undefined : { position: index + 1, name: (steps[index] as JobStep).name }
  const failure = inRunOrder(job.steps).find((step) => step.conclusion === 'failure')
  const failed = failure && { position: positionOf(steps, failure), name: failure.name }
  const cancelIndex = steps.findIndex((step) => step.conclusion === 'cancelled')
  const cancelled =
    cancelIndex === -1 ? undefined : { position: cancelIndex + 1, name: (steps[cancelIndex] as JobStep).name }
  return {
    total,
    completed,
    percent:
      total === 0 ? 0 : Math.floor(((stepsBeforeBreak({ failed, cancelled }) ?? completed) * 100) / total),
    current,
    failed,
    cancelled,
    done: total > 0 && completed === total,
  }
}

/**
 * How many of the user's steps the bar counts once the job broke: those through the failed step (it ran to
 * its end), or those before the cancelled one (cut short), whichever break came first. Undefined while the
 * job has not broken, or when what failed is not one of the user's steps.
 */
export function stepsBeforeBreak(progress: Pick<StepProgress, 'failed' | 'cancelled'>): number | undefined {
  const { failed, cancelled } = progress
  const breaks = [
    ...(failed?.position === undefined ? [] : [failed.position]),
    ...(cancelled === undefined ? [] : [cancelled.position - 1]),
  ]
  return breaks.length === 0 ? undefined : Math.min(...breaks)
}

/** The number of the last record made at job setup: the end of the run of consecutive numbers. */
function lastOfSetupRecords(ordered: readonly JobStep[]): number {
  let last = ordered[0]?.number ?? 0
  for (const step of ordered.slice(1)) {
    if (step.number > last + 1) break
    last = step.number
  }
  return last
}

function inRunOrder(steps: readonly JobStep[]): JobStep[] {
  return [...steps].sort((a, b) => a.number - b.number)
}

// By identity: the user's steps are the job's own step objects.
function positionOf(steps: readonly JobStep[], step: JobStep): number | undefined {
  const index = steps.indexOf(step)
  return index === -1 ? undefined : index + 1
}
