import * as core from '@actions/core'
import { jobReader } from '../activity/job-reader.js'
import type { Job } from '../github/job.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'

/**
 * This job as the jobs API shows it, read once: undefined without a token, or when the API cannot say within
 * `timeoutMs` (said in the debug log); never rejects.
 */
export async function readOwnJob(
  inputs: Inputs,
  context: RunContext,
  timeoutMs: number,
): Promise<Job | undefined> {
  const job = await jobReader(inputs, context, timeoutMs, (problem) =>
    core.debug(`Signalgrid: this job is not read (${problem}).`),
  )
  const answer = await job?.read()
  if (answer?.outcome === 'error') core.debug(`Signalgrid: this job is not read (${answer.error.message}).`)
  return answer?.outcome === 'job' ? answer.job : undefined
}
