// Which jobs of a run take part in the activity, told from what the jobs API lists: the steps of this action.
//
// Every use of the action shows in its job's step list under its display name N: "Pre N" (its pre), "N" (its
// main) and "Post N" (its post), where N is "Run owner/repo@ref" unless the workflow names the step. A job
// that lists any of the three takes part, unless it completed with none of the user's steps (it ran the action
// alone, to tell of the run); this job always does. The name is this job's own use's, as
// src/github/own-step.ts finds it. A job still queued lists no step yet: the plan (from the same
// workflow's last successful runs) says whether it takes part; a job the history does not know counts until its
// steps show otherwise. Pure: no I/O, no clock.
import type { Job } from '../github/job.js'
import { actionStepNames } from '../github/job-steps.js'
import { BOOKKEEPING } from '../github/names.js'

/** Whether the job lists one of the steps of a use of the action named as `names` says. */
export function listsAction(
  job: { readonly steps: readonly { readonly name: string }[] },
  names: ReadonlySet<string>,
): boolean {
  return job.steps.some((step) => names.has(step.name))
}

/**
 * Whether a job's steps did some of the activity's work: whether any is the user's, not this action's nor the
 * runner's. A job that ran the action alone (a closing use, the reviewers' use) only told of the run. Known once
 * the job has completed: a job still running may list its steps as they start.
 */
export function worked(steps: readonly { readonly name: string }[], names: ReadonlySet<string>): boolean {
  return steps.some((step) => !names.has(step.name) && !BOOKKEEPING.has(step.name))
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
  if (listsAction(job, names)) return job.status !== 'completed' || worked(job.steps, names)
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
