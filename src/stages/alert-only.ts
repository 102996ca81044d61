import * as core from '@actions/core'
import { planAlertOnly } from '../activity/end.js'
import { type RedStreak, redStreakOf } from '../activity/failure-alert.js'
import { FAILED_STEP_LOOKUP_TIMEOUT_MS } from '../constants.js'
import type { Job } from '../github/job.js'
import { actionStepNames, stepProgress } from '../github/job-steps.js'
import { ownStepName } from '../github/own-step.js'
import { defaultTitle, type RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { alertAsked, sendAsPost } from './end.js'
import { readOwnJob } from './own-job.js'

/**
 * `mode: alert`, at the job's end: no live activity. Where the job failed, the failure alert, to each of its
 * channels, naming the step the jobs API shows failed and how long the job took; where it succeeded after failed
 * runs, the "fixed" push (`fixed-alert`); else no request.
 * `startedAt`: when this use's first stage began, which finds its own steps among the job's (ownStepName).
 */
export async function alertOnly(inputs: Inputs, context: RunContext, startedAt: number): Promise<void> {
  const outcome = inputs.jobStatus
  // `mode: alert` asks for the alert: a push, unless `failure-alert` says critical.
  const asked = {
    ...inputs,
    failureAlert: inputs.failureAlert === 'none' ? 'push' : inputs.failureAlert,
  } as const
  const at = Date.now()
  if (outcome === 'success') {
    const streak = inputs.fixedAlert ? await readRedStreak(inputs) : undefined
    const title = inputs.title || defaultTitle(context)
    const plan = planAlertOnly({
      ending: { outcome, detail: {} },
      alert: alertAsked(asked, context, inputs.jobId, undefined, { title, streak }),
      durationMs: 0,
      at,
    })
    core.debug(`Signalgrid: ${plan.says}.`)
    await sendAsPost(plan, inputs, undefined)
    return
  }
  if (outcome !== 'failure') {
    core.debug(`Signalgrid: the job's outcome is ${outcome}: no alert.`)
    return
  }
  const job = await readOwnJob(inputs, context, FAILED_STEP_LOOKUP_TIMEOUT_MS)
  const plan = planAlertOnly({
    ending: { outcome, detail: { failedStep: job && failedStep(job, context, startedAt) } },
    alert: alertAsked(asked, context, inputs.jobId),
    durationMs: job?.startedAt ? at - Date.parse(job.startedAt) : 0,
    at,
  })
  core.debug(`Signalgrid: ${plan.says}.`)
  await sendAsPost(plan, inputs, undefined)
}

/**
 * The failed runs of the workflow on this branch just before this one: one request of the runs list, for a job
 * that succeeded with no tracker to have read it.
 */
async function readRedStreak(inputs: Inputs): Promise<RedStreak | undefined> {
  if (!inputs.githubToken) return undefined
  // Octokit loads only here: a green job's post with `fixed-alert` on reads the runs list, and nothing else does.
  const [{ githubClient }, { readPreviousRun }, { runQueryForThisRun }] = await Promise.all([
    import('../github/client.js'),
    import('../github/previous-run.js'),
    import('../github/history.js'),
  ])
  const octokit = githubClient(inputs.githubToken, { userAgent: USER_AGENT })
  const read = await readPreviousRun(
    octokit,
    runQueryForThisRun(AbortSignal.timeout(FAILED_STEP_LOOKUP_TIMEOUT_MS)),
  )
  if (!read.ok) {
    core.debug(`Signalgrid: the runs before this one are not read (${read.error.message}): no "fixed" push.`)
    return undefined
  }
  return redStreakOf(read.previous)
}

/** The user's step the job failed at, as the jobs API lists it. */
function failedStep(job: Job, context: RunContext, startedAt: number): string | undefined {
  const own = ownStepName(job, startedAt, context.defaultStepNames)
  return stepProgress(job, actionStepNames(own)).failed?.name
}
