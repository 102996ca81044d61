import * as core from '@actions/core'
import { applyUpdate, recordOrDefault } from '../activity/content.js'
import { timedFinalContent } from '../activity/estimate.js'
import { ActivityFolder } from '../activity/folder.js'
import { lastRemaining, quotaWarning } from '../activity/quota.js'
import { summaryMarkdown } from '../activity/summary.js'
import { ANNOTATION, TRACKER_STOP_TIMEOUT_MS } from '../constants.js'
import { type RunContext, readRunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { stopTracker } from '../tracker/control.js'
import { sendEnd, sendFailureAlert } from './end.js'
import { loadJobReader, recordFailedStep } from './failed-step.js'
import { hasCredentials, stageInputs } from './run-stage.js'
import { type InstanceState, readInstanceState } from './state.js'

/**
 * Job end (post runs after failures and cancellation too): the activity ends in the job's colour with how
 * long it took, the failure alert goes out when asked for, and the job summary says what was sent.
 */
export async function post(): Promise<void> {
  const state = readInstanceState()
  if (state.role === undefined || (state.role === 'none' && !state.alone)) return
  const inputs = stageInputs({ reportProblems: false })
  if (!inputs || !hasCredentials(inputs)) return
  const context = readRunContext()
  if (state.role === 'leg') {
    const { finishLeg } = await import('./shared-matrix.js')
    return finishLeg(inputs, context, state)
  }
  await endOwn(inputs, context, state)
  // A leg of a shared matrix that showed its own activity still counts in the matrix's.
  if (state.alone) {
    const { reportAlone } = await import('./shared-matrix.js')
    await reportAlone(inputs, context)
  }
}

/** This instance's own activity: ended when it should be, with the alert and the job summary. */
async function endOwn(inputs: Inputs, context: RunContext, state: InstanceState): Promise<void> {
  if (!state.token) return
  const folder = ActivityFolder.of(context.runnerTemp, state.token)
  const owner = state.role === 'starter' || state.role === 'attacher'
  const ends = shouldEnd(state, inputs)
  // A failed job's post may read the job for the step that failed: what reads it loads while the tracker
  // stops, which post waits for anyway.
  const reader = inputs.jobStatus === 'failure' && (owner || ends) ? loadJobReader(inputs) : undefined
  // The tracker stops (and finishes what it is sending) before the end, so that no update follows it.
  if (owner || ends) await stopTracker(folder, TRACKER_STOP_TIMEOUT_MS)
  if (reader) await recordFailedStep(inputs, context, folder, reader)
  // One moment for "how long it took", so the end and the job summary say the same.
  const endedAt = Date.now()
  if (ends) await endActivity(inputs, context, folder, state, endedAt)
  if (ends && state.activityName) {
    const { forgetName } = await import('./shared-by-name.js')
    await forgetName(inputs, context, state.activityName)
  }
  if (!owner) return
  if (inputs.jobStatus === 'failure' && inputs.failureAlert !== 'none') {
    await sendFailureAlert(inputs.failureAlert, inputs, context, folder, folder.readRecord()?.failedStep)
  }
  const journal = folder.readJournal()
  for (const entry of journal) {
    if (entry.kind === 'notice') core.notice(entry.message, ANNOTATION)
    // The tracker cannot print: what it had to say for the debug log, said here.
    if (entry.kind === 'debug') core.debug(entry.message)
  }
  const low = quotaWarning(lastRemaining(journal))
  if (low) core.warning(low, ANNOTATION)
  const record = folder.readRecord()
  const startedAt = record?.startedAt ?? state.startedAt ?? endedAt
  // Outside a runner (a local run) there is no summary to write to.
  if (process.env.GITHUB_STEP_SUMMARY) {
    // The usual time is the activity's: beside this job's time only where the activity is this job alone.
    const alone = record?.activityStartedAt === undefined || record.activityStartedAt === record.startedAt
    const summary = summaryMarkdown(
      journal,
      inputs.jobStatus,
      endedAt - startedAt,
      alone ? record?.usualMs : undefined,
    )
    await core.summary.addRaw(summary).write()
  }
}

/**
 * The starter ends what it started. An attacher ends when its job fails or is cancelled: the job that
 * would have ended the activity depends on this one and will not run. A job of a named activity, whoever
 * started it, ends only then too: which job is last is the workflow's to say, with `always`. The input can
 * say otherwise.
 */
function shouldEnd(state: InstanceState, inputs: Inputs): boolean {
  const failed = inputs.jobStatus !== 'success'
  switch (inputs.endActivity) {
    case 'always':
      return true
    case 'never':
      return false
    case 'on-failure':
      return failed
    case 'auto':
      if (state.activityName) return failed
      return state.role === 'starter' || (state.role === 'attacher' && failed)
  }
}

async function endActivity(
  inputs: Inputs,
  context: RunContext,
  folder: ActivityFolder,
  state: InstanceState,
  now: number,
): Promise<void> {
  if (folder.readJournal().some((entry) => entry.kind === 'end' && !entry.error)) return
  const record = recordOrDefault(folder, inputs, context, state.token, state.startedAt ?? now)
  // Updates handed over that the tracker never took: the end is the place for them now.
  const latest = folder.takeInbox().reduce(applyUpdate, record.content)
  // From the activity's start, which the run's jobs show (its first job's use of the action), to its end.
  const content = timedFinalContent(
    latest,
    inputs.jobStatus,
    now - (record.activityStartedAt ?? record.startedAt),
    record.failedStep,
    record.usualMs,
  )
  await sendEnd(inputs, folder, state.token, content, inputs.jobStatus, now)
}
