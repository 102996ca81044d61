import * as core from '@actions/core'
import { OWN_JOB_TIMEOUT_MS } from '../constants.js'
import type { Job } from '../github/job.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'

/**
 * This leg's job as the jobs API shows it, read once as it joins its matrix: its name says which call of a
 * reusable workflow it runs in ("caller-a / test (ubuntu-latest, 20)"), and gives its matrix job's name to
 * the legs' history. Undefined without a token, or when the API cannot say within OWN_JOB_TIMEOUT_MS (said in
 * the debug log); never rejects.
 */
export async function readOwnJob(inputs: Inputs, context: RunContext): Promise<Job | undefined> {
  if (!inputs.githubToken) return undefined
  // Loaded here: only a leg of a shared matrix reads its job as it joins, and Octokit is large.
  const { CurrentJob } = await import('../github/current-job.js')
  const job = CurrentJob.of({
    token: inputs.githubToken,
    jobId: inputs.jobId,
    runnerName: context.runnerName,
    userAgent: USER_AGENT,
    timeoutMs: OWN_JOB_TIMEOUT_MS,
    onUnusable: (problem) => core.debug(`Signalgrid: this leg's job is not read (${problem}).`),
  })
  const answer = await job?.read()
  if (answer?.outcome === 'error')
    core.debug(`Signalgrid: this leg's job is not read (${answer.error.message}).`)
  return answer?.outcome === 'job' ? answer.job : undefined
}
