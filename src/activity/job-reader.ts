import type { CurrentJob } from '../github/current-job.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'

/**
 * A reader of this job and its run through the jobs API, for a stage that reads them on some of its paths only (a
 * leg as it joins, post after a failure or a cancel, the closing job): what reads them (Octokit) loads here, as it
 * is large. Undefined without a token, or where the API's URL or the repository cannot be used (`debug` says why).
 */
export async function jobReader(
  inputs: Pick<Inputs, 'githubToken' | 'jobId'>,
  context: Pick<RunContext, 'runnerName'>,
  timeoutMs: number,
  debug: (problem: string) => void,
): Promise<CurrentJob | undefined> {
  if (!inputs.githubToken) return undefined
  const { CurrentJob } = await import('../github/current-job.js')
  return CurrentJob.of({
    token: inputs.githubToken,
    jobId: inputs.jobId,
    runnerName: context.runnerName,
    userAgent: USER_AGENT,
    timeoutMs,
    onUnusable: debug,
  })
}
