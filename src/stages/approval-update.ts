import { setTimeout as sleep } from 'node:timers/promises'
import * as core from '@actions/core'
import { tellingContent } from '../activity/content.js'
import { viewContent } from '../activity/run-content.js'
import { createClient } from '../activity/signalgrid-client.js'
import { HISTORY_TIMEOUT_MS } from '../constants.js'
import type { Job } from '../github/job.js'
import { loadHistoryReader } from '../github/load-history.js'
import { mainStepName } from '../github/own-step.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { causeOf } from '../net/cause.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { type Plan, planRun } from '../view/plan.js'
import { runView, viewFloor } from '../view/run-view.js'
import { bystanderSnapshot } from '../view/snapshot.js'
import { loadBoardSharing } from './load-board-sharing.js'
import { reportServiceFailure } from './report.js'

// The pipeline's activity, where it shows one by its name, told that the deploy waits: "test done · deploy waits for
// approval · production", the bar where the run's view has it, no time left. The view is the one the activity's
// jobs compute, this job left out: it lists the action's steps, but does none of the run's work. The update stands
// on the phones until the deploy job, approved, shows the run again.

/** What the reviewers' job read of its run: the jobs of the attempt, itself among them. */
export interface ListedRun {
  readonly jobs: readonly Job[]
  readonly ownJobId: number
}

/** Updates the activity named `name` to say the deploy waits on `environments`; where there is none, a debug line. */
export async function showWait(
  inputs: Inputs,
  context: RunContext,
  name: string,
  run: ListedRun,
  environments: readonly string[],
): Promise<void> {
  const { namedActivity } = await loadBoardSharing()
  const activity = await namedActivity(inputs, context, name)
  if (!activity) {
    core.debug(`Signalgrid: this run shows no activity named "${name}": the reviewers' push alone.`)
    return
  }
  const actionStep = mainStepName(run.jobs, run.ownJobId, context.defaultStepNames)
  const own = run.jobs.find((job) => job.id === run.ownJobId)?.name
  const plan = await planOf(inputs, actionStep, own)
  await afterJobsBefore(run.jobs, inputs.minUpdateIntervalSeconds * 1000)
  const snapshot = bystanderSnapshot(run.jobs, run.ownJobId, activity.startedAt, actionStep)
  const at = Date.now()
  const view = runView(snapshot, { at, plan, floor: viewFloor(snapshot, plan, at), environments })
  if (view.state !== 'waiting') {
    core.debug(`Signalgrid: the activity named "${name}" shows no job waiting (${view.state}): not updated.`)
    return
  }
  const content = viewContent(
    tellingContent(inputs, context, activity.title),
    view,
    inputs.steps !== undefined,
  )
  try {
    await createClient(inputs).updateActivity(activity.token, content)
    core.info(`Signalgrid: the activity named "${name}" says: ${content.body}.`)
  } catch (error) {
    reportServiceFailure(inputs.failOnError, 'could not update the activity', error)
  }
}

/**
 * The plan of the activity from the workflow's last successful runs, as its jobs read it, with the job named
 * `own` (this one's) left out; undefined where the bar counts steps (no history, `progress-mode: steps`).
 */
async function planOf(inputs: Inputs, stepName: string, own: string | undefined): Promise<Plan | undefined> {
  if (inputs.progressMode !== 'time' || !inputs.githubToken) return undefined
  try {
    const [{ githubClient }, { readRunHistory, runQueryForThisRun }] = await Promise.all([
      import('../github/client.js'),
      loadHistoryReader(),
    ])
    const octokit = githubClient(inputs.githubToken, { userAgent: USER_AGENT })
    const read = await readRunHistory(octokit, runQueryForThisRun(AbortSignal.timeout(HISTORY_TIMEOUT_MS)))
    if (!read.ok) {
      core.debug(`Signalgrid: ${read.message}: the bar counts steps.`)
      return undefined
    }
    const planned = planRun(read.history, stepName, (job) => job.name !== own)
    if (!planned.ok) core.debug(`Signalgrid: no plan of the activity (${planned.reason}): counting steps.`)
    return planned.ok ? planned.plan : undefined
  } catch (error) {
    core.debug(`Signalgrid: no step history (${causeOf(error)}): counting steps.`)
    return undefined
  }
}

/**
 * The jobs before this one sent their last updates from their posts, before they completed (in the API's whole
 * seconds): this update waits until the phones take it after those, `spacingMs` at most.
 */
async function afterJobsBefore(jobs: readonly Job[], spacingMs: number): Promise<void> {
  const ends = jobs.map((job) => Date.parse(job.completedAt ?? '')).filter(Number.isFinite)
  const waitMs = Math.min(spacingMs, Math.max(0, ...ends) + 1000 + spacingMs - Date.now())
  if (waitMs > 0) await sleep(waitMs)
}
