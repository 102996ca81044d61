import { withFailedStep } from '../activity/failed-step.js'
import type { ActivityFolder } from '../activity/folder.js'
import { FAILED_STEP_LOOKUP_TIMEOUT_MS } from '../constants.js'
import type { Job } from '../github/job.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { readOwnJob } from './own-job.js'

/**
 * Reads the job once more when it failed and the tracker kept no failed step, and records the step and the
 * content the tracker would have given it. Post runs right after a failing step (the steps after it are
 * skipped at once), so the tracker's next poll seldom comes in between: the tracker, asked to stop after a
 * failure, reads the job once more as it stops (it has Octokit loaded), and post reads it only where the tracker
 * did not (none ran, or its read failed). Without this, the end and the failure alert could almost never say
 * where the job broke. Best effort and bounded: any problem reading the job leaves the record as it was. Returns
 * the job as read, which the job summary's picture draws too.
 */
export async function recordFailedStep(
  inputs: Inputs,
  context: RunContext,
  folder: ActivityFolder,
): Promise<Job | undefined> {
  const record = folder.readRecord()
  if (!record || record.failedStep || !inputs.trackSteps || !inputs.githubToken) return undefined
  const job = await readOwnJob(inputs, context, FAILED_STEP_LOOKUP_TIMEOUT_MS)
  if (!job) return undefined
  const failed = withFailedStep(record, job, context.defaultStepNames, inputs.steps !== undefined)
  if (failed) folder.writeRecord(failed)
  return job
}
