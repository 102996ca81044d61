import { setTimeout as sleep } from 'node:timers/promises'
import * as core from '@actions/core'
import { type ApprovalWait, approvalPush, reviewerChannels } from '../activity/approval-push.js'
import { jobReader } from '../activity/job-reader.js'
import { quotaWarning } from '../activity/quota.js'
import { createClient } from '../activity/signalgrid-client.js'
import { ANNOTATION, APPROVAL_READ_FIRST_WAIT_MS, APPROVAL_READS } from '../constants.js'
import type { CurrentJob } from '../github/current-job.js'
import { DEFAULT_TIMEOUT_MS } from '../github/jobs-api.js'
import type { PendingDeployment, PendingResponse } from '../github/pending-deployments.js'
import { type RunContext, runUrl } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { backoffMs } from '../net/backoff.js'
import { causeOf } from '../net/cause.js'
import { showWait } from './approval-update.js'
import { loadBoardSharing } from './load-board-sharing.js'
import { reportServiceFailure } from './report.js'

// A deploy of this run that waits for its environment's reviewers, told to them from inside the run: a job with
// the same `needs:` as the deploy job starts as the deploy job starts waiting, reads what the run waits on, and
// pushes once to the reviewers' channels. Nothing for a wait timer or an app's rule alone (no reviewer), nor for
// a run whose deploy never waits. Loaded only by a use with `mode: approval`.

/**
 * Tells the reviewers of the deploy this run waits on, and shows the wait on the run's activity named `name`; where
 * none must act, a debug line.
 */
export async function tellReviewers(inputs: Inputs, context: RunContext, name: string): Promise<void> {
  let unusable = 'no github-token'
  const reader = await jobReader(inputs, context, DEFAULT_TIMEOUT_MS, (problem) => {
    unusable = problem
  })
  if (!reader) {
    core.warning(`Signalgrid: the reviewers are not told: ${unusable}.`, ANNOTATION)
    return
  }
  const pending = await pendingDeployments(reader, Number(context.runId))
  if (pending.outcome === 'error') {
    // Its message names what is missing: a 403 without `actions: read` says so (errors.ts).
    core.warning(
      `Signalgrid: could not read what this run's deploy waits on (${pending.error.message}). The reviewers ` +
        'are not told.',
      ANNOTATION,
    )
    return
  }
  const reviewed = waitingOnReviewers(pending.deployments)
  if (reviewed.length === 0) return
  const environments = reviewed.map((deployment) => deployment.environment)
  if (!(await firstToTell(inputs, context, name, environments))) return
  const run = await reader.readRun()
  const jobs = run.outcome === 'jobs' ? run.jobs : []
  await push(inputs, reviewed, {
    workflow: context.workflow,
    refName: context.refName,
    jobs: jobs.filter((job) => job.status === 'waiting').map((job) => job.name),
    environments,
    runNumber: context.runNumber,
    url: runUrl(context),
  })
  if (run.outcome === 'jobs' && run.ownJobId !== undefined)
    await showWait(inputs, context, name, { jobs, ownJobId: run.ownJobId }, environments)
  else
    core.debug("Signalgrid: this run's jobs are not read: the activity does not say that the deploy waits.")
}

/** The one push, to the reviewers' channels. */
async function push(
  inputs: Inputs,
  reviewed: readonly PendingDeployment[],
  wait: ApprovalWait,
): Promise<void> {
  const channels = reviewerChannels(
    reviewed.flatMap((deployment) => deployment.reviewers),
    inputs.actorChannels,
    inputs.failureAlertChannels,
  )
  try {
    const answer = await createClient(inputs, { channels }).push(approvalPush(wait))
    core.setOutput('ruuid', answer.ruuid)
    if (answer.remaining !== undefined) core.setOutput('remaining', String(answer.remaining))
    const low = quotaWarning(answer.remaining)
    if (low) core.warning(low, ANNOTATION)
    core.info(
      `Signalgrid: told the reviewers that the deploy waits for approval (${wait.environments.join(', ')}), on ` +
        `${channels.length} channel${channels.length === 1 ? '' : 's'}.`,
    )
  } catch (error) {
    reportServiceFailure(inputs.failOnError, 'could not tell the reviewers', error)
  }
}

/**
 * What the run waits on, read until something is listed, APPROVAL_READS times at most: the deploy job may not be
 * held yet when this job starts. Empty when nothing was at the last read.
 */
async function pendingDeployments(reader: CurrentJob, runId: number): Promise<PendingResponse> {
  for (let read = 1; ; read++) {
    const answer = await reader.readPendingDeployments(runId)
    if (answer.outcome === 'error' || answer.deployments.length > 0 || read === APPROVAL_READS) return answer
    await sleep(backoffMs({ firstMs: APPROVAL_READ_FIRST_WAIT_MS, growth: 2 }, read))
  }
}

/** The deployments a reviewer must approve; each case where none must, said in a debug line. */
function waitingOnReviewers(pending: readonly PendingDeployment[]): PendingDeployment[] {
  if (pending.length === 0) {
    core.debug('Signalgrid: no deploy of this run waits for approval: the reviewers are not told.')
    return []
  }
  const reviewed = pending.filter((deployment) => deployment.reviewers.length > 0)
  if (reviewed.length === 0) {
    core.debug(
      'Signalgrid: the deploy waits on no reviewer (a wait timer, or a rule of an app): nobody is told.',
    )
  }
  return reviewed
}

/**
 * Whether this job is the first of the run attempt to tell of `environments`. Where the run's board cannot say
 * (it does not load, or fails), the push goes: a reviewer told twice is better than a deploy left waiting.
 */
async function firstToTell(
  inputs: Inputs,
  context: RunContext,
  name: string,
  environments: readonly string[],
): Promise<boolean> {
  try {
    const { claimApprovalTold } = await loadBoardSharing()
    const claim = await claimApprovalTold(inputs, context, name, environments)
    if (claim !== 'taken') return true
    core.debug('Signalgrid: the reviewers were told already in this run attempt.')
    return false
  } catch (error) {
    core.debug(
      `Signalgrid: whether the reviewers were told cannot be read (${causeOf(error)}); telling them.`,
    )
    return true
  }
}
