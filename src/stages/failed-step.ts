import type { ActivityFolder } from '../activity/folder.js'
import { stepContent } from '../activity/step-content.js'
import { FAILED_STEP_LOOKUP_TIMEOUT_MS } from '../constants.js'
import { actionStepNames, stepProgress } from '../github/job-steps.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'

type JobReader = typeof import('../github/current-job.js')

/**
 * What reads the job (Octokit), for a failed job whose post may read it: loaded apart, not at the top, so that
 * a successful job's post does not pay for evaluating Octokit. Undefined when it cannot load.
 */
export function loadJobReader(inputs: Inputs): Promise<JobReader | undefined> | undefined {
  if (!inputs.trackSteps || !inputs.githubToken) return undefined
  return import('../github/current-job.js').catch(() => undefined)
}

/**
 * Reads the job once more when it failed and the tracker saw no failed step, and records the step and the
 * content the tracker would have given it. Post runs right after a failing step (the steps after it are
 * skipped at once), so the tracker's next poll seldom comes in between: without this, the end and the
 * failure alert could almost never say where the job broke. Best effort and bounded: any problem reading
 * the job leaves the record as it was.
 */
export async function recordFailedStep(
  inputs: Inputs,
  context: RunContext,
  folder: ActivityFolder,
  reader: Promise<JobReader | undefined>,
): Promise<void> {
  const record = folder.readRecord()
  if (!record || record.failedStep || !inputs.githubToken) return
  const loaded = await reader
  if (!loaded) return
  const job = loaded.CurrentJob.of({
    token: inputs.githubToken,
    jobId: inputs.jobId,
    runnerName: context.runnerName,
    userAgent: USER_AGENT,
    timeoutMs: FAILED_STEP_LOOKUP_TIMEOUT_MS,
  })
  const answer = await job?.read()
  if (answer?.outcome !== 'job') return
  const progress = stepProgress(answer.job, actionStepNames(context.actionStepName))
  if (!progress.failed) return
  folder.writeRecord({
    ...record,
    content: stepContent(record.content, progress, inputs.steps !== undefined),
    failedStep: progress.failed.name,
  })
}
