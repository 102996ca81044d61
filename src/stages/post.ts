import * as core from '@actions/core'
import { applyUpdate, recordOrDefault } from '../activity/content.js'
import { endsActivity, planOwnEnd } from '../activity/end.js'
import type { Ending } from '../activity/failure-alert.js'
import { ActivityFolder } from '../activity/folder.js'
import type { ActivityRecord } from '../activity/folder-schema.js'
import { journalFacts } from '../activity/journal.js'
import { JournalSeal } from '../activity/journal-seal.js'
import { lastRemaining, quotaWarning } from '../activity/quota.js'
import { ANNOTATION, FAILED_STEP_LOOKUP_TIMEOUT_MS, TRACKER_STOP_TIMEOUT_MS } from '../constants.js'
import type { Job } from '../github/job.js'
import { defaultTitle, type RunContext, readRunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { stopTracker } from '../tracker/control.js'
import { ownsActivity } from './early-stop.js'
import { alertAsked, sendAsPost } from './end.js'
import { recordFailedStep } from './failed-step.js'
import { postBeganAt, writeJobSummary } from './job-summary.js'
import { loadBoardSharing } from './load-board-sharing.js'
import { sayTrackerJournal, sayTrackerStop } from './report.js'
import { hasCredentials, stageInputs } from './run-stage.js'
import { holdingOf, type InstanceState, readInstanceState } from './state.js'

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
  if (state.role === 'alert') {
    const { alertOnly } = await import('./alert-only.js')
    return alertOnly(inputs, context, state.startedAt ?? postBeganAt())
  }
  if (state.role === 'leg') {
    const { finishLeg } = await loadBoardSharing()
    return finishLeg(inputs, context, state)
  }
  await endOwn(inputs, context, state)
  // A leg of a shared matrix that showed its own activity still counts in the matrix's.
  if (state.alone) {
    const { reportAlone } = await loadBoardSharing()
    await reportAlone(inputs, context, state)
  }
}

/** This instance's own activity: ended when it should be, with the alert and the job summary. */
async function endOwn(inputs: Inputs, context: RunContext, state: InstanceState): Promise<void> {
  if (!state.token) return
  const folder = ActivityFolder.of(context.runnerTemp, state.token)
  const owner = ownsActivity(state.role)
  const holding = holdingOf(state)
  const ends = endsActivity(inputs.endActivity, holding, inputs.jobStatus)
  const readsJob = inputs.jobStatus === 'failure' && (owner || ends)
  // The tracker stops (and finishes what it is sending) before the end, so that no update follows it. After a
  // failure it reads the job once more as it stops, for the step that failed: post reads it only where the
  // tracker kept none. Its process exits beside the end and the job summary, and post waits for that last.
  const tracker = owner || ends ? await stopTracker(folder, TRACKER_STOP_TIMEOUT_MS, readsJob) : undefined
  if (tracker) sayTrackerStop(tracker.outcome)
  try {
    const failedJob = readsJob ? await recordFailedStep(inputs, context, folder) : undefined
    // One moment for "how long it took", so the end and the job summary say the same.
    const endedAt = Date.now()
    const seal = new JournalSeal(inputs.clientKey, folder)
    const record = recordOrDefault(folder, inputs, context, state.token, state.startedAt ?? endedAt)
    // A named activity's end is the first claimer's: two jobs that fail side by side send one end, one alert.
    const named =
      ends && state.activityName ? await claimNamedEnd(inputs, context, state.activityName) : undefined
    const plan = planOwnEnd({
      outcome: inputs.jobStatus,
      ...(inputs.jobStatus === 'cancelled' ? { ending: await whyCancelled(inputs, context, record) } : {}),
      endActivity: inputs.endActivity,
      holding,
      // The alert is the owner's to send: a later use of the action in the job does not send it again.
      alert: alertAsked(owner ? inputs : undefined, context, inputs.jobId, named?.published, {
        title: record.content.title,
        streak: record.redStreak,
      }),
      endedElsewhere: named?.ends === false,
      // Ended already, by another use of the action in this job or by the tracker when it saw the job cancelled.
      journal: journalFacts(folder.readJournal(), seal),
      record,
      // Updates handed over that the tracker never took: the end is the place for them now.
      latest: () => folder.takeInbox().reduce(applyUpdate, record.content),
      at: endedAt,
    })
    core.debug(`Signalgrid: ${plan.says}.`)
    await sendAsPost(plan, inputs, folder)
    if (named?.ends && state.activityName) {
      const { forgetName } = await loadBoardSharing()
      await forgetName(inputs, context, state.activityName)
    }
    if (owner) await summarize(inputs, context, folder, state, { ends, endedAt, failedJob })
  } finally {
    await tracker?.exited
  }
}

/** What the activity's owner says once the end and the alert are out: the quota, and the job summary. */
async function summarize(
  inputs: Inputs,
  context: RunContext,
  folder: ActivityFolder,
  state: InstanceState,
  { ends, endedAt, failedJob }: { ends: boolean; endedAt: number; failedJob: Job | undefined },
): Promise<void> {
  const record = folder.readRecord()
  const journal = folder.readJournal()
  sayTrackerJournal(journal, new JournalSeal(inputs.clientKey, folder))
  const low = quotaWarning(lastRemaining(journal))
  if (low) core.warning(low, ANNOTATION)
  const startedAt = record?.startedAt ?? state.startedAt ?? endedAt
  // The usual time is the activity's: beside this job's time only where the activity is this job alone.
  const alone = record?.activityStartedAt === undefined || record.activityStartedAt === record.startedAt
  await writeJobSummary({
    journal,
    status: inputs.jobStatus,
    durationMs: endedAt - startedAt,
    ...(alone && record?.usualMs !== undefined ? { usualMs: record.usualMs } : {}),
    picture: {
      from: folder,
      request: {
        whole: ends,
        heading: record?.content.title ?? defaultTitle(context),
        outcome: inputs.jobStatus,
        jobOutcome: inputs.jobStatus,
        endedAt,
        postBeganAt: postBeganAt(),
        ...(failedJob ? { ownJob: failedJob } : {}),
      },
    },
  })
}

/** The end of a named activity is claimed on the run's board, which only the sharing chunk loads. */
async function claimNamedEnd(
  inputs: Inputs,
  context: RunContext,
  name: string,
): ReturnType<Awaited<ReturnType<typeof loadBoardSharing>>['claimNamedEnd']> {
  return (await loadBoardSharing()).claimNamedEnd(inputs, context, name)
}

/**
 * A cancelled job's ending as GitHub shows it (timed out, superseded, or cancelled): read only for a cancelled
 * job's end, where what reads it (Octokit) loads.
 */
async function whyCancelled(inputs: Inputs, context: RunContext, record: ActivityRecord): Promise<Ending> {
  const { cancelledEnding } = await import('../activity/cancelled-ending.js')
  return cancelledEnding(inputs, context, {
    timeoutMs: FAILED_STEP_LOOKUP_TIMEOUT_MS,
    failedStep: record.failedStep,
    debug: (message) => core.debug(message),
  })
}
