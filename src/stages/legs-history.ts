import * as core from '@actions/core'
import { LEGS_HISTORY_TIMEOUT_MS } from '../constants.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { shortLabel } from '../matrix/leg.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { median } from '../view/centre.js'

/**
 * How long each leg of this matrix usually takes, by its label, from the last few successful runs: the starting
 * leg reads it beside its start, and publishes it with the token. Only with `progress-mode: time` and step
 * tracking, as for one job. Undefined without such a history or past LEGS_HISTORY_TIMEOUT_MS; never rejects.
 */
export async function readLegsUsual(
  inputs: Inputs,
  context: RunContext,
): Promise<Record<string, number> | undefined> {
  if (!inputs.trackSteps || inputs.progressMode !== 'time' || !inputs.githubToken) return undefined
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), LEGS_HISTORY_TIMEOUT_MS)
  try {
    // Loaded here: only the starting leg of a matrix reads history, and Octokit is large.
    const [{ CurrentJob }, { getOctokit }, { queryForThisRun, readLegsHistory, workflowFileName }] =
      await Promise.all([
        import('../github/current-job.js'),
        import('@actions/github'),
        import('../github/history.js'),
      ])
    // Without the workflow's file there is no runs list to look in: not even this leg's name is read.
    if (workflowFileName(process.env.GITHUB_WORKFLOW_REF) === undefined) return undefined
    // This leg's own name ("test (ubuntu-latest, 20)") gives its matrix job's; CurrentJob also refuses an API
    // the token must not travel to.
    const job = CurrentJob.of({
      token: inputs.githubToken,
      jobId: inputs.jobId,
      runnerName: context.runnerName,
      userAgent: USER_AGENT,
      timeoutMs: LEGS_HISTORY_TIMEOUT_MS,
    })
    const answer = await job?.read()
    if (answer?.outcome !== 'job') return undefined
    const octokit = getOctokit(inputs.githubToken, { userAgent: USER_AGENT })
    const read = await readLegsHistory(octokit, queryForThisRun(answer.job.name, controller.signal))
    core.debug(`Signalgrid: ${read.message}${read.ok ? '' : ': the bar counts legs'}.`)
    if (!read.ok) return undefined
    // Each leg's usual time: the runs' centre, as a job's steps have it.
    return Object.fromEntries(
      Object.entries(read.timesMs).map(([label, times]) => [shortLabel(label), median(times)]),
    )
  } catch (error) {
    core.debug(`Signalgrid: no history of the legs (${error instanceof Error ? error.message : error}).`)
    return undefined
  } finally {
    clearTimeout(timer)
  }
}
