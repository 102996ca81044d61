import * as core from '@actions/core'
import type { Job } from '../github/job.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'

/**
 * This job as the jobs API shows it, read once: undefined without a token, or when the API cannot say within
 * `timeoutMs` (said in the debug log); never rejects.
 */
export async function readOwnJob(
  inputs: Inputs,
  context: RunContext,
  timeoutMs: number,
): Promise<Job | undefined> {
  if (!inputs.githubToken) return undefined
  // What reads the job (Octokit) loads only here: it is large, and a stage reads the job only on some paths (a leg
  // of a shared matrix as it joins, post after a failure the tracker did not read).
  const { CurrentJob } = await import('../github/current-job.js')
  const job = CurrentJob.of({
    token: inputs.githubToken,
    jobId: inputs.jobId,
    runnerName: context.runnerName,
    userAgent: USER_AGENT,
    timeoutMs,
    onUnusable: (problem) => core.debug(`Signalgrid: this job is not read (${problem}).`),
  })
  const answer = await job?.read()
  if (answer?.outcome === 'error') core.debug(`Signalgrid: this job is not read (${answer.error.message}).`)
  return answer?.outcome === 'job' ? answer.job : undefined
}
