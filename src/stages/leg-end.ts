import * as core from '@actions/core'
import { finalContent, initialContent } from '../activity/content.js'
import { type LegStanding, maySend, nothingForLeg, planLegEnd } from '../activity/end.js'
import { ActivityFolder } from '../activity/folder.js'
import { type JournalFacts, journalFacts } from '../activity/journal.js'
import { JournalSeal } from '../activity/journal-seal.js'
import { legsQuotaAtMost, quotaReserve, updateLeavesReserve } from '../activity/quota.js'
import {
  ANNOTATION,
  MATRIX_POLL_MS,
  MATRIX_TOKEN_WAIT_MS,
  TRACKER_REPORT_STOP_MS,
  TRACKER_STOP_TIMEOUT_MS,
} from '../constants.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { type ReportedLeg, reportLeg } from '../matrix/leg-report.js'
import type { Published } from '../matrix/roster.js'
import type { Tally } from '../matrix/tally.js'
import { causeOf } from '../net/cause.js'
import { stopTracker } from '../tracker/control.js'
import { sendAsPost } from './end.js'
import { afterOthersUpdates, afterTracker, updateStillDue } from './leg-spacing.js'
import { writeLegSummary, writeReportedSummary } from './leg-summary.js'
import { legsStillRunning } from './legs-running.js'
import { sayTrackerJournal, sayTrackerStop } from './report.js'
import { GROUP, goingAlone, legFolder, rosterOf } from './shared-matrix.js'
import { sendStart } from './start.js'
import type { InstanceState } from './state.js'

// A leg's end, in its post: its tracker stopped, its outcome reported on the run's board, then what the end's
// decision (src/activity/end.ts) says: the matrix's end if this leg completes it, the tally, or nothing
// (shared-matrix.ts).

/** A leg's end: its outcome on the board, then the tally on the phone, or the end if it completes the matrix. */
export function finishLeg(inputs: Inputs, context: RunContext, state: InstanceState): Promise<void> {
  return core.group(GROUP, () =>
    finish(inputs, context, {
      token: state.token,
      startedAt: state.startedAt,
      alone: false,
      tracks: state.trackerPid !== undefined,
      matrix: state.matrixName || context.job,
    }),
  )
}

/**
 * The end of a leg that showed an activity of its own, once its post has ended that one: it still reports to
 * the other legs, and takes its part in the matrix's activity if another leg started one, so that this one
 * ends once every leg is done. It never touches the activity of its own again, and says nothing more: its pre
 * said once why it went alone.
 */
export function reportAlone(inputs: Inputs, context: RunContext, state: InstanceState): Promise<void> {
  return core.group(GROUP, () =>
    finish(inputs, context, {
      token: '',
      startedAt: undefined,
      alone: true,
      tracks: false,
      matrix: state.matrixName || context.job,
    }),
  )
}

/**
 * What a leg brings to its end: the matrix's token when it started the activity, when its job began, and
 * whether it showed an activity of its own.
 */
interface LegEnd {
  readonly token: string
  readonly startedAt: number | undefined
  readonly alone: boolean
  /** This leg ran a tracker: the starter's shows the legs; another leg's may have taken them over. */
  readonly tracks: boolean
  /** The matrix's name on the run's board, as this leg joined it. */
  readonly matrix: string
}

async function finish(inputs: Inputs, context: RunContext, state: LegEnd): Promise<void> {
  const trackerFolder = state.token
    ? ActivityFolder.of(context.runnerTemp, state.token)
    : state.tracks
      ? legFolder(context)
      : undefined
  const trackerJournal = trackerFolder && (await stopLegTracker(inputs, trackerFolder))
  // The job was cancelled, and the tracker, seeing this post not begun, reported this leg in its place.
  if (trackerFolder && trackerJournal?.report === 'done') {
    return writeReportedSummary(inputs, context, state.startedAt, trackerFolder)
  }
  const roster = rosterOf(inputs, context, state.matrix)
  let reported: ReportedLeg
  try {
    reported = await reportLeg(roster, inputs.jobStatus, {
      alone: state.alone,
      stillRunning: (tally) => legsStillRunning(inputs, tally),
    })
  } catch (error) {
    return cannotReport(inputs, context, state, error)
  }
  const standing = standingOf(reported)
  if (!maySend(standing)) {
    if (!(state.alone && standing.over)) core.debug(`Signalgrid: ${nothingForLeg(standing)}.`)
    return
  }
  // Where this leg's tracker read the token to take the legs over, its folder has it: no call to read it again.
  const held = state.token ? undefined : heldByTracker(trackerFolder)
  const published = state.token
    ? { token: state.token, startedAt: state.startedAt ?? Date.now() }
    : (held ?? (await roster.published(MATRIX_TOKEN_WAIT_MS, MATRIX_POLL_MS).catch(() => undefined)))
  if (!published || 'failed' in published) {
    // A leg alone has shown its own already.
    if (state.alone) return
    if (!published)
      core.notice("Signalgrid: the matrix's activity did not appear; this leg shows its own.", ANNOTATION)
    return showAlone(inputs, context, state)
  }

  const folder = held
    ? (trackerFolder as ActivityFolder)
    : ActivityFolder.of(context.runnerTemp, published.token)
  if (!folder.exists()) {
    folder.create({
      token: published.token,
      startedAt: published.startedAt,
      content: initialContent(inputs, context),
      quotaReserve: quotaReserve(inputs),
      ...(published.legsUsualMs ? { legsUsualMs: published.legsUsualMs } : {}),
    })
  }
  const record = folder.readRecord()
  const content = record?.content ?? initialContent(inputs, context)
  const own =
    folder.path === trackerFolder?.path
      ? trackerJournal
      : journalFacts(folder.readJournal(), new JournalSeal(inputs.clientKey, folder))
  const activity = {
    token: published.token,
    startedAt: published.startedAt,
    legsUsualMs: record?.legsUsualMs,
  }
  const plan = (at: number) =>
    planLegEnd({
      standing,
      activity,
      latest: () => content,
      // The starter knows it from its own tracker: it published the job the others watch only with one.
      shownByTrackers: state.token ? state.tracks : held !== undefined || published.senderJob !== undefined,
      updateLeavesReserve: leavesReserve(own, published, standing.tally, inputs, context.runAttempt),
      alert: {
        kind: inputs.failureAlert,
        channels: inputs.failureAlertChannels,
        context,
        jobId: inputs.jobId,
      },
      // An end this leg's tracker sent, in its post's place, before it was stopped: it holds the end's claim.
      journal: { ...(own ?? NO_JOURNAL), ended: trackerJournal?.ended === true },
      at,
      timedUpdates: inputs.timedUpdates,
    })
  // What this leg sends keeps the spacing after the updates of the legs that reported before it, and after the one
  // its tracker last sent, if it showed the legs; what it sends is then as of that moment.
  const first = plan(Date.now())
  const trackerSentAt = trackerJournal?.trackerSentAt
  if ('end' in first && first.end) {
    const lagMs = reported.over ? 0 : reported.lagMs
    await afterOthersUpdates(standing.tally, inputs, roster.waits, lagMs, trackerSentAt)
  } else if ('update' in first && first.update) {
    await afterTracker(trackerSentAt, inputs, roster.waits)
  }
  const last = plan(Date.now())
  if ('noActivity' in last) return showAlone(inputs, context, state)
  const late = last.update !== undefined && !(await updateStillDue(standing.tally, inputs, roster))
  const sending = late
    ? { says: "the matrix's end went out meanwhile: this leg sends no update after it" }
    : last
  if (sending.notice) core.notice(sending.notice, ANNOTATION)
  core.debug(`Signalgrid: ${sending.says}.`)
  await sendAsPost(sending, inputs, folder, (outcome, fresh) =>
    // The sealed token is no use once the activity has ended, nor is the rest but what a re-run needs.
    roster.clear(outcome, fresh).catch((error: unknown) => {
      core.debug(`Signalgrid: the run's board was not cleared (${causeOf(error)}).`)
    }),
  )
  // A leg alone wrote its job summary as it ended its own activity.
  if (state.alone) return
  await writeLegSummary(inputs, trackerFolder, folder, {
    whole: standing.ends === 'this leg',
    heading: content.title,
    outcome: standing.tally.outcome,
    startedAt: state.startedAt ?? published.startedAt,
  })
}

/**
 * Stops this leg's tracker, and says what it had to say: its journal once it has stopped. Asked to stop before its
 * journal is read: a tracker that marks a report of this leg begun after this looks for the request next, and
 * leaves the report to this post (src/tracker/last-end.ts). One that began before is let finish.
 */
async function stopLegTracker(inputs: Inputs, folder: ActivityFolder): Promise<JournalFacts> {
  const seal = new JournalSeal(inputs.clientKey, folder)
  folder.requestStop()
  const reporting = journalFacts(folder.readJournal(), seal).report !== undefined
  const tracker = await stopTracker(folder, reporting ? TRACKER_REPORT_STOP_MS : TRACKER_STOP_TIMEOUT_MS)
  sayTrackerStop(tracker.outcome)
  await tracker.exited
  const journal = folder.readJournal()
  sayTrackerJournal(journal, seal)
  return journalFacts(journal, seal)
}

/** Where the board's answer leaves this leg, as the end's decision reads it. */
function standingOf(reported: ReportedLeg): LegStanding {
  if (reported.over) return reported
  const { tally, last, claim } = reported
  const ends = claim === undefined ? 'nobody yet' : claim === 'taken' ? 'another leg' : 'this leg'
  return { over: false, tally, last, ends }
}

/** A journal with nothing in it. */
const NO_JOURNAL: JournalFacts = {
  ended: false,
  alerted: false,
  report: undefined,
  remaining: undefined,
  trackerSentAt: undefined,
}

/**
 * The activity as this leg's tracker read it from the board (the starter showed the legs with a tracker, so the
 * others take over): undefined where it read none.
 */
function heldByTracker(folder: ActivityFolder | undefined): Published | undefined {
  const record = folder?.readRecord()
  if (!record?.token) return undefined
  return {
    token: record.token,
    startedAt: record.startedAt,
    ...(record.legsUsualMs ? { legsUsualMs: record.legsUsualMs } : {}),
  }
}

/**
 * Whether this leg's update, one request to each of the activity's channels, leaves what the end and the alert need
 * of the most the monthly quota can have left: the count the start's answer gave (this leg's journal holds it when
 * it started the activity), less what the legs done since may have spent (legsQuotaAtMost).
 */
function leavesReserve(
  journal: JournalFacts | undefined,
  activity: Extract<Published, { token: string }>,
  tally: Tally,
  inputs: Inputs,
  attempt: number,
): boolean {
  const started = journal?.remaining ?? activity.remaining
  if (started === undefined) return true
  const others = tally.done.filter(
    (report) => report.attempt === attempt && report.index !== inputs.leg.index,
  )
  // The starting leg's tracker may have spent its timed updates too.
  const timed = activity.senderJob !== undefined ? inputs.timedUpdates : 0
  const atMost = legsQuotaAtMost(started, others.length, timed, activity.token)
  return updateLeavesReserve([], { token: activity.token, quotaReserve: quotaReserve(inputs) }, atMost)
}

/**
 * A leg whose end the board could not take (it stayed unreachable through the leg's waits): no other leg can
 * count it, so none would ever see the matrix complete. A leg alone says no more (its pre said so). The leg
 * that started the activity holds its token, and ends it with its own outcome: nobody else could, and an
 * activity left on the phone until it expires is worse than one ended before the other legs are done. Any
 * other leg shows its own, started and ended, and leaves the matrix's alone.
 */
async function cannotReport(
  inputs: Inputs,
  context: RunContext,
  state: LegEnd,
  error: unknown,
): Promise<void> {
  if (state.alone) {
    core.debug(`Signalgrid: this leg's outcome could not be left for the other legs (${causeOf(error)}).`)
    return
  }
  goingAlone(error)
  return showAlone(inputs, context, state)
}

/**
 * What this leg would have shown alone: the end of the activity it started, or, without one, an activity
 * of its own, started and ended, so that its outcome still reaches the phone.
 */
async function showAlone(inputs: Inputs, context: RunContext, state: LegEnd): Promise<void> {
  const now = Date.now()
  const base = initialContent(inputs, context)
  const token = state.token || (await sendStart(inputs, context, base, 'post', now))?.activityUpdateToken
  if (!token) return
  const content = finalContent(base, inputs.jobStatus, now - (state.startedAt ?? now))
  const end = { token, content, outcome: inputs.jobStatus }
  await sendAsPost({ end, says: 'this leg alone' }, inputs, ActivityFolder.of(context.runnerTemp, token))
}
