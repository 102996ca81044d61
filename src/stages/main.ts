import * as core from '@actions/core'
import { applyUpdate, journalView, recordOrDefault, requestedUpdate } from '../activity/content.js'
import { testAlert } from '../activity/failure-alert.js'
import { ActivityFolder } from '../activity/folder.js'
import type { UpdateFields } from '../activity/folder-schema.js'
import { sendJournaled } from '../activity/journal.js'
import { QUOTA_KEPT_NOTICE, quotaWarning, updateLeavesReserve } from '../activity/quota.js'
import { createClient } from '../activity/signalgrid-client.js'
import { ANNOTATION } from '../constants.js'
import { defaultTitle, type RunContext, readRunContext, runUrl } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import type { SignalgridChannels } from '../signalgrid/channels.js'
import type { PushMessage, SignalgridResponse } from '../signalgrid/types.js'
import { isTrackerRunning } from '../tracker/control.js'
import { reportServiceFailure } from './report.js'
import { hasCredentials, noSecrets, stageInputs } from './run-stage.js'
import { joinOrStart } from './setup.js'
import { readInstanceState, saveInstanceState } from './state.js'

/**
 * The step itself. In activity mode it sends the update its inputs ask for (handing it to the tracker, so
 * it never waits for the spacing window) and does pre's work when pre did not run. In push mode it sends
 * the push; in approval mode it tells the reviewers of the deploy this run waits on.
 */
export async function main(): Promise<void> {
  const preRan = readInstanceState().role !== undefined
  const inputs = stageInputs({ reportProblems: !preRan })
  if (!inputs) return
  if (!hasCredentials(inputs)) {
    if (!preRan) noSecrets(inputs)
    return
  }
  const context = readRunContext()
  if (inputs.mode === 'push') {
    await sendPush(inputs, context)
    return
  }
  if (inputs.mode === 'test-alert') {
    await sendTestAlert(inputs, context)
    return
  }
  if (inputs.mode === 'alert') {
    // Its post sends the alert: a local action (no pre) says so here.
    if (!preRan) saveInstanceState({ role: 'alert', startedAt: Date.now() })
    return
  }
  if (inputs.mode === 'close') {
    // A closing job's work (the run read, the board, the picture) loads only in a closing job.
    const { closeRun } = await import('./close.js')
    await closeRun(inputs, context)
    return
  }
  if (inputs.mode === 'approval') {
    const { tellReviewers } = await import('./approval.js')
    await tellReviewers(inputs, context, inputs.activityName as string)
    return
  }
  const state = preRan ? readInstanceState() : await joinOrStart(inputs, context, 'main')
  if (state.role === 'none' || !state.token) return

  // A starter's start already showed what its inputs ask for; anyone else's update is news.
  const update = requestedUpdate(inputs)
  const answer =
    update && JSON.stringify(update) !== state.shownUpdate
      ? await sendUpdate(inputs, context, state.token, update)
      : undefined
  core.setOutput('activity-token', state.token)
  const ruuid = answer?.ruuid ?? state.ruuid
  const remaining = answer?.remaining ?? (state.remaining === '' ? undefined : state.remaining)
  if (ruuid) core.setOutput('ruuid', ruuid)
  if (remaining !== undefined) core.setOutput('remaining', String(remaining))
}

async function sendPush(inputs: Inputs, context: RunContext): Promise<void> {
  await push(inputs, createClient(inputs), 'could not send the push', {
    title: inputs.title ?? defaultTitle(context),
    body: inputs.body ?? `${context.repository} @ ${context.refName}\n${runUrl(context, inputs.jobId)}`,
    severity: inputs.severity ?? 'INFO',
    critical: inputs.critical,
  })
}

/** The failure alert's test, to the alert's channels: the input check saw to it that an alert is set. */
async function sendTestAlert(inputs: Inputs, context: RunContext): Promise<void> {
  if (inputs.failureAlert === 'none') return
  const client = createClient(inputs, { channels: inputs.failureAlertChannels })
  await push(
    inputs,
    client,
    'could not send the test alert',
    testAlert(inputs.failureAlert, context, inputs.jobId),
  )
}

async function push(
  inputs: Inputs,
  client: SignalgridChannels,
  what: string,
  message: PushMessage,
): Promise<void> {
  try {
    const answer = await client.push(message)
    core.setOutput('ruuid', answer.ruuid)
    if (answer.remaining !== undefined) core.setOutput('remaining', String(answer.remaining))
    const low = quotaWarning(answer.remaining)
    if (low) core.warning(low, ANNOTATION)
  } catch (error) {
    reportServiceFailure(inputs.failOnError, what, error)
  }
}

/**
 * Gives an explicit update to the activity's tracker, which sends it in turn with the step changes when
 * the spacing allows; main does not wait. Without a tracker (it died, or could not start), it is sent now,
 * the activity's last known content filling in what the update does not set.
 */
async function sendUpdate(
  inputs: Inputs,
  context: RunContext,
  token: string,
  update: UpdateFields,
): Promise<SignalgridResponse | undefined> {
  const at = Date.now()
  const folder = ActivityFolder.of(context.runnerTemp, token)
  if (await isTrackerRunning(folder)) {
    folder.postToInbox({ at, ...update })
    return undefined
  }
  const record = recordOrDefault(folder, inputs, context, token, at)
  if (!updateLeavesReserve(folder.readJournal(), record)) {
    core.notice(QUOTA_KEPT_NOTICE, ANNOTATION)
    return undefined
  }
  const content = applyUpdate(record.content, update)
  try {
    const entry = { at, kind: 'update', by: 'main', ...journalView(content) } as const
    const answer = await sendJournaled(folder, entry, () =>
      createClient(inputs).updateActivity(token, content),
    )
    folder.writeRecord({ ...record, content })
    return answer
  } catch (error) {
    reportServiceFailure(inputs.failOnError, 'could not update the activity', error)
    return undefined
  }
}
