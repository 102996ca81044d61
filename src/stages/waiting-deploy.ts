import * as core from '@actions/core'
import { createClient } from '../activity/signalgrid-client.js'
import { ANNOTATION } from '../constants.js'
import { githubClient } from '../github/client.js'
import { type PendingDeployment, readPendingDeployments } from '../github/pending-deployments.js'
import { readWaitingJob, readWaitingRun, type WaitingJob, type WaitingRun } from '../github/waiting-job.js'
import type { Inputs } from '../inputs.js'
import { causeOf } from '../net/cause.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { reportServiceFailure } from './report.js'

// A deploy waiting for a reviewer, told to the reviewers' phones: the use of the action in a workflow of its own,
// `on: workflow_job: types: [waiting]`, which GitHub starts within seconds of a job being held by an environment's
// protection rule, with its own GITHUB_TOKEN (the waiting run's token and secrets never reach it). It reads the
// run (its number, whether it is a fork's) and what it waits on, and sends one push where a reviewer must act;
// nothing for a wait timer or an app's rule alone, nor for a fork's run. Loaded only for that event.

/** Both reads, together: the push is due within a minute of the wait beginning. */
const READS_TIMEOUT_MS = 10_000

/** Tells the reviewers of a deploy that waits for them; for any other change of a job, nothing. */
export async function watchWaitingDeploy(inputs: Inputs): Promise<void> {
  let job: WaitingJob | undefined
  try {
    job = readWaitingJob()
  } catch (error) {
    core.warning(
      `Signalgrid: the workflow_job event could not be read (${causeOf(error)}). Nothing is sent.`,
      ANNOTATION,
    )
    return
  }
  if (!job) {
    core.info(
      'Signalgrid: only a job waiting for approval (`workflow_job` type `waiting`) is told of: nothing is sent.',
    )
    return
  }
  const held = await readHold(inputs, job)
  if (!held) return
  const { run, reviewed } = held
  const environments = reviewed.map((deployment) => deployment.environment).join(', ')
  try {
    const answer = await createClient(inputs, { channels: inputs.failureAlertChannels }).push({
      title: [job.workflow, job.branch].filter(Boolean).join(' ') || job.repository,
      body: `${job.name} waits for your approval (${environments}) · run #${run.number}\n${run.url}`,
      severity: 'WARN',
    })
    if (answer.remaining !== undefined) core.setOutput('remaining', String(answer.remaining))
    core.setOutput('ruuid', answer.ruuid)
    core.info(`Signalgrid: told the reviewers that ${job.name} waits for approval (${environments}).`)
  } catch (error) {
    reportServiceFailure(inputs.failOnError, 'could not tell the reviewers', error)
  }
}

/** The run and the environments that wait on a reviewer; undefined, said why, where nothing is to be sent. */
async function readHold(
  inputs: Inputs,
  job: WaitingJob,
): Promise<{ readonly run: WaitingRun; readonly reviewed: readonly PendingDeployment[] } | undefined> {
  const signal = AbortSignal.timeout(READS_TIMEOUT_MS)
  try {
    const octokit = githubClient(inputs.githubToken, { userAgent: USER_AGENT })
    const run = await readWaitingRun(octokit, job, signal)
    if (run.fromFork) {
      core.info(`Signalgrid: ${job.name} waits in a fork's run: nothing is sent.`)
      return undefined
    }
    const pending = await readPendingDeployments(octokit, job, signal)
    const reviewed = pending.filter((deployment) => deployment.reviewers.length > 0)
    if (reviewed.length === 0) {
      core.info(
        `Signalgrid: ${job.name} waits on no reviewer (a wait timer, or an app's rule): nothing is sent.`,
      )
      return undefined
    }
    return { run, reviewed }
  } catch (error) {
    const status = (error as { readonly status?: unknown }).status
    const needs = status === 403 ? '; the workflow needs `permissions: actions: read`' : ''
    const cause = typeof status === 'number' ? `HTTP ${status}: ${causeOf(error)}` : causeOf(error)
    core.warning(
      `Signalgrid: could not read what ${job.name} waits on (${cause})${needs}. Nothing is sent.`,
      ANNOTATION,
    )
    return undefined
  }
}
