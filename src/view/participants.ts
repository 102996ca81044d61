// Which jobs of a run take part in the activity, told from what the jobs API lists: the steps of this action.
//
// Every use of the action shows in its job's step list under its display name N: "Pre N" (its pre), "N" (its
// main) and "Post N" (its post), where N is "Run owner/repo@ref" unless the workflow names the step. A job
// that lists any of the three takes part; this job always does. The name is this job's own use's: the default
// one when the job lists it, else the one whose pre (or main) step began when this use's stage began, so that
// jobs whose steps share a custom `name:` find each other, and a workflow with two activities tells them apart
// when each names its steps its own way. A job still queued lists no step yet: the plan (from the same
// workflow's last successful runs) says whether it takes part; a job the history does not know counts until its
// steps show otherwise. Pure: no I/O, no clock.
import type { Job, JobStep } from '../github/job.js'
import { actionStepNames } from '../github/job-steps.js'
import { PRE, postStepName, preStepName } from '../github/names.js'

/** What a stage may start after its step does: whole seconds in the API, and a process to start. */
const STAGE_START_SLACK_MS = 2_000

/**
 * The display name of the step this job's use of the action runs as. `defaultName` when the job lists a step
 * of that name (or its pre or post); otherwise the step whose pre (or, without a pre, whose main) began in the
 * seconds before `startedAt`, the moment this use's first stage began; `defaultName` when that is not one
 * step.
 */
export function ownStepName(job: Pick<Job, 'steps'>, startedAt: number, defaultName: string): string {
  const defaults = actionStepNames(defaultName)
  if (job.steps.some((step) => defaults.has(step.name))) return defaultName
  const names = new Set(job.steps.map((step) => step.name))
  const began = (step: JobStep) => {
    const at = Date.parse(step.startedAt ?? '')
    return at <= startedAt && at >= startedAt - STAGE_START_SLACK_MS
  }
  const candidates = job.steps.filter(began).flatMap((step) => {
    if (step.name.startsWith(PRE) && names.has(step.name.slice(PRE.length))) {
      return [step.name.slice(PRE.length)]
    }
    return names.has(postStepName(step.name)) && !names.has(preStepName(step.name)) ? [step.name] : []
  })
  return candidates.length === 1 ? (candidates[0] as string) : defaultName
}

/** Whether the job lists one of the steps of a use of the action named as `names` says. */
export function listsAction(
  job: { readonly steps: readonly { readonly name: string }[] },
  names: ReadonlySet<string>,
): boolean {
  return job.steps.some((step) => names.has(step.name))
}

/** The names of the steps of a use of the action named `stepName`: its pre, main and post. */
export function actionNames(stepName: string): ReadonlySet<string> {
  return actionStepNames(stepName)
}

/**
 * Whether `job` of this run attempt takes part. `history` tells of the jobs that list no step yet: `true` when the
 * plan has a job of that name, `false` when the runs read had one that did not take part, undefined when they
 * had none (or there is no history).
 */
export function takesPart(
  job: Job,
  ownJobId: number,
  names: ReadonlySet<string>,
  history: boolean | undefined,
): boolean {
  if (job.id === ownJobId) return true
  if (listsAction(job, names)) return true
  // A job that lists its steps and none of ours does not; one that completed without listing any was skipped.
  if (job.steps.length > 0 || job.status === 'completed') return false
  return history !== false
}

/**
 * A job listed in this attempt that an earlier attempt ran: a re-run lists the jobs it does not run again, with
 * new ids, as completed before they were created.
 */
export function carriedOver(job: Pick<Job, 'status' | 'createdAt' | 'completedAt'>): boolean {
  const created = Date.parse(job.createdAt ?? '')
  const completed = Date.parse(job.completedAt ?? '')
  return job.status === 'completed' && completed < created
}
