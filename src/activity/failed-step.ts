import type { Job } from '../github/job.js'
import { actionStepNames, stepProgress } from '../github/job-steps.js'
import { ownStepName } from '../github/own-step.js'
import type { ActivityRecord } from './folder-schema.js'
import { stepContent } from './step-content.js'

/**
 * The record with the step a failed job failed at, and the content a failed step gives it, from the job as read
 * after the failure; undefined where the job shows no failed step of the user's. This action's own steps are
 * found as ownStepName finds them, from the names the runner may give them (`actionStepDefaults`) and from when
 * this use began, so that a step the workflow named is not counted as the user's. The tracker keeps it as it
 * stops after a failure, and post when the tracker did not.
 */
export function withFailedStep(
  record: ActivityRecord,
  job: Job,
  actionStepDefaults: readonly string[],
  stepsFixed: boolean,
): ActivityRecord | undefined {
  const own = ownStepName(job, record.startedAt, actionStepDefaults)
  const progress = stepProgress(job, actionStepNames(own))
  if (!progress.failed) return undefined
  return {
    ...record,
    content: stepContent(record.content, progress, stepsFixed),
    failedStep: progress.failed.name,
  }
}
