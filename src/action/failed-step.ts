import type { Job } from '../github/job.js'
import { stepProgress } from '../github/job-steps.js'
import { JobsApiClient } from '../github/jobs-api.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { stepLook } from '../tracker/step-look.js'
import type { ActivityFolder } from './activity-folder.js'
import { FAILED_STEP_LOOKUP_TIMEOUT_MS } from './constants.js'
import type { Inputs } from './inputs.js'
import type { RunContext } from './run-context.js'

/**
 * Reads the job once more when it failed and the tracker saw no failed step, and records the step and the
 * look the tracker would have given it. Post runs right after a failing step (the steps after it are
 * skipped at once), so the tracker's next poll seldom comes in between: without this, the end and the
 * failure alert could almost never say where the job broke. Best effort and bounded: any problem reading
 * the job leaves the record as it was.
 */
export async function recordFailedStep(
  inputs: Inputs,
  context: RunContext,
  folder: ActivityFolder,
): Promise<void> {
  const record = folder.readRecord()
  if (!record || record.failedStep || !inputs.trackSteps || !inputs.githubToken) return
  const job = await readJob(inputs, context)
  if (!job) return
  const progress = stepProgress(job, new Set([context.actionStepName]))
  if (!progress.failed) return
  folder.writeRecord({
    ...record,
    look: stepLook(record.look, progress, inputs.steps !== undefined),
    failedStep: progress.failed.name,
  })
}

/** The job as the API shows it now, found the way the tracker finds it; undefined for any problem. */
async function readJob(inputs: Inputs, context: RunContext): Promise<Job | undefined> {
  try {
    const api = new JobsApiClient({
      apiUrl: context.apiUrl,
      repository: context.repository,
      token: inputs.githubToken,
      userAgent: USER_AGENT,
      timeoutMs: FAILED_STEP_LOOKUP_TIMEOUT_MS,
    })
    const answer = /^\d+$/.test(inputs.jobId)
      ? await api.getJob(Number(inputs.jobId))
      : await api.findRunnerJob({
          runId: Number(context.runId),
          attempt: Number(context.runAttempt),
          runnerName: context.runnerName,
        })
    return answer.outcome === 'job' ? answer.job : undefined
  } catch {
    // Only arguments the client cannot use throw (an API URL, a repository, an id): nothing to read then.
    return undefined
  }
}
