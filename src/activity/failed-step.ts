import type { Job } from '../github/job.js'
import { actionStepNames, listedName, stepProgress } from '../github/job-steps.js'
import type { ActivityRecord } from './folder-schema.js'
import { stepContent } from './step-content.js'

/**
 * The record with the step a failed job failed at, and the content a failed step gives it, from the job as read
 * after the failure (`actionStepDefaults`: the names the runner may give this action's step); undefined where the
 * job shows no failed step of the user's. The tracker keeps it as it stops after a failure, and post when the
 * tracker did not.
 */
export function withFailedStep(
  record: ActivityRecord,
  job: Job,
  actionStepDefaults: readonly string[],
  stepsFixed: boolean,
): ActivityRecord | undefined {
  const own = listedName(job.steps, actionStepDefaults)
  const progress = stepProgress(job, actionStepNames(own))
  if (!progress.failed) return undefined
  return {
    ...record,
    content: stepContent(record.content, progress, stepsFixed),
    failedStep: progress.failed.name,
  }
}
