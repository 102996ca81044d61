import * as core from '@actions/core'
import type { Job } from '../github/job.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'

/**
 * What reads the job (Octokit), loaded only where a stage reads it: it is large, and a stage reads the job only
 * on some paths (a leg of a shared matrix as it joins, post after a failure). Loaded once, however often asked.
 */
export function loadJobReader(): Promise<typeof import('../github/current-job.js')> {
  return import('../github/current-job.js')
}

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
  const { CurrentJob } = await loadJobReader()
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
