import * as core from '@actions/core'
import { LEGS_HISTORY_TIMEOUT_MS } from '../constants.js'
import { loadHistoryReader } from '../github/load-history.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { shortLabel } from '../matrix/leg.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { median } from '../view/centre.js'
import { readOwnJob } from './own-job.js'

/**
 * How long each leg of this matrix usually takes, by its label, from the last few successful runs: the starting
 * leg reads it beside its start, and publishes it with the token. Only with `progress-mode: time` and step
 * tracking, as for one job. `jobName` is this leg's own name in the jobs API ("test (ubuntu-latest, 20)"),
 * which gives its matrix job's; read here when the leg did not read it as it joined. Undefined without it,
 * without such a history or past LEGS_HISTORY_TIMEOUT_MS; never rejects.
 */
export async function readLegsUsual(
  inputs: Inputs,
  context: RunContext,
  jobName: string | undefined,
): Promise<Record<string, number> | undefined> {
  if (!inputs.trackSteps || inputs.progressMode !== 'time' || !inputs.githubToken) return undefined
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), LEGS_HISTORY_TIMEOUT_MS)
  try {
    // Loaded here: only the starting leg of a matrix reads history, and Octokit is large.
    const [{ githubClient }, { queryForThisRun, readLegsHistory, workflowFileName }] = await Promise.all([
      import('../github/client.js'),
      loadHistoryReader(),
    ])
    // Without the workflow's file there is no runs list to look in: not even this leg's name is read.
    if (workflowFileName(process.env.GITHUB_WORKFLOW_REF) === undefined) return undefined
    const name = jobName ?? (await readOwnJob(inputs, context, LEGS_HISTORY_TIMEOUT_MS))?.name
    if (name === undefined) return undefined
    const octokit = githubClient(inputs.githubToken, { userAgent: USER_AGENT })
    const read = await readLegsHistory(octokit, queryForThisRun(name, controller.signal))
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
