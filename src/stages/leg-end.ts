import * as core from '@actions/core'
import { finalContent, initialContent, journalView } from '../activity/content.js'
import { sealedEnd, sealedReport } from '../activity/end.js'
import { ActivityFolder } from '../activity/folder.js'
import type { JournalEntry } from '../activity/folder-schema.js'
import { sendJournaled } from '../activity/journal.js'
import { JournalSeal } from '../activity/journal-seal.js'
import { legsContent, legsFinalContent } from '../activity/legs-content.js'
import { lastRemaining, QUOTA_KEPT_NOTICE, quotaReserve } from '../activity/quota.js'
import { createClient } from '../activity/signalgrid-client.js'
import {
  ANNOTATION,
  LEGS_RUNNING_TIMEOUT_MS,
  MATRIX_POLL_MS,
  MATRIX_TOKEN_WAIT_MS,
  TRACKER_REPORT_STOP_MS,
  TRACKER_STOP_TIMEOUT_MS,
} from '../constants.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { type ReportedLeg, reportLeg } from '../matrix/leg-report.js'
import type { Published } from '../matrix/roster.js'
import { type Tally, unreported } from '../matrix/tally.js'
import type { Waits } from '../matrix/waits.js'
import type { Outcome } from '../outcome.js'
import { activityChannelCount } from '../signalgrid/channels.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { stopTracker } from '../tracker/control.js'
import { sendEnd, sendFailureAlert } from './end.js'
import { postBeganAt, writeJobSummary } from './job-summary.js'
import { reportServiceFailure, sayTrackerJournal, sayTrackerStop } from './report.js'
import { causeOf, GROUP, goingAlone, legFolder, rosterOf } from './shared-matrix.js'
import { sendStart } from './start.js'
import type { InstanceState } from './state.js'

// A leg's end, in its post: its tracker stopped, its outcome reported on the run's board, then the tally on
// the phone, or the matrix's end if this leg completes it (shared-matrix.ts).

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
  // This leg's tracker stops first: nothing it sends may follow what this leg shows, and the next in line takes
  // over once it sees this leg's post begin.
  const trackerFolder = state.token
    ? ActivityFolder.of(context.runnerTemp, state.token)
    : state.tracks
      ? legFolder(context)
      : undefined
  if (trackerFolder) {
    const seal = new JournalSeal(inputs.clientKey, trackerFolder)
    // Asked to stop before its journal is read: a tracker that marks a report of this leg begun after this looks
    // for the request next, and leaves the report to this post (src/tracker/last-end.ts). One that began before
    // is let finish: its report may have won the end's claim, which nobody else then makes.
    trackerFolder.requestStop()
    const reporting = sealedReport(trackerFolder.readJournal(), seal, 'begun')
    const tracker = await stopTracker(
      trackerFolder,
      reporting ? TRACKER_REPORT_STOP_MS : TRACKER_STOP_TIMEOUT_MS,
    )
    sayTrackerStop(tracker.outcome)
    await tracker.exited
    sayTrackerJournal(trackerFolder.readJournal(), seal)
    // The job was cancelled, and the tracker, seeing this post not begun, reported this leg in its place.
    if (sealedReport(trackerFolder.readJournal(), seal, 'done'))
      return writeReportedSummary(inputs, context, state, trackerFolder)
  }
  const roster = rosterOf(inputs, context, state.matrix)
  let end: ReportedLeg
  try {
    end = await reportLeg(roster, inputs.jobStatus, {
      alone: state.alone,
      stillRunning: (tally) => legsStillRunning(inputs, tally),
    })
  } catch (error) {
    return cannotReport(inputs, context, state, error)
  }
  if (end.over) {
    if (!state.alone) core.debug("Signalgrid: the matrix's activity is over; this leg only reports.")
    return
  }
  const { tally, last, lagMs, claim } = end
  if (claim === 'taken') {
    core.debug('Signalgrid: the matrix is complete, and another leg claimed its end.')
    return
  }
  const ends = claim !== undefined
  // Where this leg's tracker read the token to take the legs over, its folder has it: no call to read it again.
  const held = state.token ? undefined : heldByTracker(trackerFolder)
  const activity = state.token
    ? { token: state.token, startedAt: state.startedAt ?? Date.now() }
    : (held ?? (await roster.published(MATRIX_TOKEN_WAIT_MS, MATRIX_POLL_MS).catch(() => undefined)))
  if (!activity || 'failed' in activity) {
    // A leg alone has shown its own already.
    if (state.alone) return
    if (!activity)
      core.notice("Signalgrid: the matrix's activity did not appear; this leg shows its own.", ANNOTATION)
    return showAlone(inputs, context, state)
  }

  const folder = held
    ? (trackerFolder as ActivityFolder)
    : ActivityFolder.of(context.runnerTemp, activity.token)
  if (!folder.exists()) {
    folder.create({
      token: activity.token,
      startedAt: activity.startedAt,
      content: initialContent(inputs, context),
      quotaReserve: quotaReserve(inputs),
      ...(activity.legsUsualMs ? { legsUsualMs: activity.legsUsualMs } : {}),
    })
  }
  const record = folder.readRecord()
  const content = record?.content ?? initialContent(inputs, context)
  const legsUsualMs = record?.legsUsualMs
  // The update this leg's tracker last sent, if it showed the legs: what this leg sends keeps the spacing after it.
  const trackerSentAt = trackerFolder && lastSentByTracker(trackerFolder)
  if (ends) {
    await afterOthersUpdates(tally, inputs, roster.waits, lagMs, trackerSentAt)
    const endedAt = Date.now()
    const end = legsFinalContent(content, tally, endedAt - activity.startedAt, legsUsualMs)
    await sendEnd(inputs, folder, activity.token, end, tally.outcome, endedAt)
    if (tally.outcome === 'failure' && inputs.failureAlert !== 'none') {
      await sendFailureAlert(inputs.failureAlert, inputs, context, folder, tally.failedLabel)
    }
    // The sealed token is no use once the activity has ended, nor is the rest but what a re-run needs.
    await roster.clear(tally.outcome, !last).catch((error: unknown) => {
      core.debug(`Signalgrid: the run's board was not cleared (${causeOf(error)}).`)
    })
  } else if (state.token ? state.tracks : held !== undefined || activity.senderJob !== undefined) {
    // The starter knows it from its own tracker: it published the job the others watch only with one.
    core.debug("Signalgrid: the legs' trackers show the matrix: the one that sends shows this leg done.")
  } else if (!updateLeavesReserve(folder, activity, tally, inputs, context.runAttempt)) {
    core.notice(QUOTA_KEPT_NOTICE, ANNOTATION)
  } else {
    await afterTracker(trackerSentAt, inputs, roster.waits)
    const elapsedMs = Date.now() - activity.startedAt
    const update = legsContent(content, tally, legsUsualMs, elapsedMs, inputs.timedUpdates)
    const entry = { at: Date.now(), kind: 'update', by: 'post', ...journalView(update) } as const
    await sendJournaled(folder, entry, () =>
      createClient(inputs).updateActivity(activity.token, update),
    ).catch((error) => reportServiceFailure(inputs.failOnError, 'could not update the activity', error))
  }
  // A leg alone wrote its job summary as it ended its own activity.
  if (!state.alone) {
    // What this leg sent: by its tracker, where it took the legs over, and by its post.
    const journal =
      trackerFolder && trackerFolder.path !== folder.path
        ? [...trackerFolder.readJournal(), ...folder.readJournal()].sort((a, b) => a.at - b.at)
        : folder.readJournal()
    await writeLegSummary(inputs, trackerFolder, {
      journal,
      whole: ends,
      heading: content.title,
      outcome: tally.outcome,
      startedAt: state.startedAt ?? activity.startedAt,
    })
  }
}

/**
 * The summary of a leg whose tracker reported it on the run's board in this post's place (and ended the matrix,
 * if its report was the last): what the tracker sent, and the picture it left.
 */
function writeReportedSummary(
  inputs: Inputs,
  context: RunContext,
  state: LegEnd,
  trackerFolder: ActivityFolder,
): Promise<void> {
  core.debug("Signalgrid: this leg's tracker reported it on the run's board as its job was cancelled.")
  const journal = trackerFolder.readJournal()
  const record = trackerFolder.readRecord()
  const seal = new JournalSeal(inputs.clientKey, trackerFolder)
  return writeLegSummary(inputs, trackerFolder, {
    journal,
    whole: sealedEnd(journal, seal),
    heading: record?.content.title ?? initialContent(inputs, context).title,
    outcome: inputs.jobStatus,
    startedAt: state.startedAt ?? record?.startedAt ?? Date.now(),
  })
}

/**
 * This leg's job summary: what it sent, and the picture its tracker left (the leg that ends the matrix draws
 * its legs as its tracker last saw them; another, its own steps).
 */
async function writeLegSummary(
  inputs: Inputs,
  trackerFolder: ActivityFolder | undefined,
  sent: {
    readonly journal: readonly JournalEntry[]
    readonly whole: boolean
    readonly heading: string
    readonly outcome: Outcome
    readonly startedAt: number
  },
): Promise<void> {
  const endedAt = Date.now()
  const request = {
    whole: sent.whole,
    heading: sent.heading,
    outcome: sent.outcome,
    jobOutcome: inputs.jobStatus,
    endedAt,
    postBeganAt: postBeganAt(),
  }
  await writeJobSummary({
    journal: sent.journal,
    status: inputs.jobStatus,
    durationMs: endedAt - sent.startedAt,
    ...(trackerFolder ? { picture: { folder: trackerFolder, request } } : {}),
  })
}

/**
 * How many other legs of the matrix still run and have not reported, when a leg failed under fail-fast or one
 * was cancelled before every leg was done. Fail-fast cancels the other legs once the failed leg's job has
 * ended, so at this leg's end they all still run either way; those that run will report (cancelled, or
 * their own outcome when the job continues on error), and the last of them ends the activity. Legs not
 * started yet (queued, waiting) are taken as cancelled: they never start under fail-fast. Asked of the jobs API (`actions: read`),
 * only on this path; when it cannot say, none: the end goes out now, as a second end is harmless and none is
 * not.
 */
async function legsStillRunning(inputs: Inputs, tally: Tally): Promise<number> {
  const jobId = Number(inputs.jobId)
  if (!inputs.githubToken || !Number.isSafeInteger(jobId) || jobId <= 0) return 0
  const signal = AbortSignal.timeout(LEGS_RUNNING_TIMEOUT_MS)
  try {
    // Loaded here: only a leg that ends the matrix early asks, and Octokit is large.
    const [{ githubClient }, { readMatrixJobs }] = await Promise.all([
      import('../github/client.js'),
      import('../github/matrix-legs.js'),
    ])
    const legs = await readMatrixJobs(
      githubClient(inputs.githubToken, { userAgent: USER_AGENT }),
      jobId,
      signal,
    )
    if (!legs) throw new Error("this leg is not among the run attempt's jobs")
    const inProgress = legs.filter((leg) => leg.id !== jobId && leg.status === 'in_progress')
    const running = new Set(
      unreported(
        inProgress.map((leg) => String(leg.id)),
        tally,
      ),
    )
    const names = inProgress.filter((leg) => running.has(String(leg.id))).map((leg) => leg.name)
    core.debug(`Signalgrid: ${names.length} other legs still run: ${names.join(', ')}.`)
    return names.length
  } catch (error) {
    core.debug(
      `Signalgrid: the jobs API cannot say which legs still run (${causeOf(error)}); the matrix ends now.`,
    )
    return 0
  }
}

/**
 * A leg that reported just before this one may still be sending its update: the end waits until the spacing
 * has passed since then, so that nothing arrives after it and the phones do not drop it as too close. Under a
 * listing that lags (`lagMs`, as this leg found it), that leg looked at the board as much later.
 */
async function afterOthersUpdates(
  tally: Tally,
  inputs: Inputs,
  waits: Waits,
  lagMs: number,
  trackerSentAt: number | undefined,
): Promise<void> {
  const spacingMs = inputs.minUpdateIntervalSeconds * 1000 + lagMs
  const others = tally.done.filter((report) => report.index !== inputs.leg.index).map((report) => report.at)
  if (trackerSentAt !== undefined) others.push(trackerSentAt)
  const waitMs = Math.min(spacingMs, Math.max(0, ...others) + spacingMs - Date.now())
  await waits.sleep('the update of the leg that reported last to go first', waitMs)
}

/** This leg's update waits out the spacing after the last one its tracker sent. */
async function afterTracker(sentAt: number | undefined, inputs: Inputs, waits: Waits): Promise<void> {
  if (sentAt === undefined) return
  const waitMs = sentAt + inputs.minUpdateIntervalSeconds * 1000 - Date.now()
  if (waitMs > 0) await waits.sleep("the spacing after the tracker's last update", waitMs)
}

/** When the tracker of this leg's activity last sent an update that went out; undefined if it sent none. */
function lastSentByTracker(folder: ActivityFolder): number | undefined {
  const sent = folder
    .readJournal()
    .filter((entry) => entry.kind === 'update' && 'by' in entry && entry.by === 'tracker' && !entry.error)
    .map((entry) => entry.at)
  return sent.length === 0 ? undefined : Math.max(...sent)
}

/**
 * Whether this leg's update, one request to each of the activity's channels, leaves what the end and the
 * alert need of the most the monthly quota can have left: the count the start's answer gave (this leg's
 * journal holds it when it started the activity), less the update each other leg done has sent since to each
 * channel. The account's other jobs spend it too, so the quota may hold less, never more.
 */
function updateLeavesReserve(
  folder: ActivityFolder,
  activity: Published & { token: string },
  tally: Tally,
  inputs: Inputs,
  attempt: number,
): boolean {
  const started =
    lastRemaining(folder.readJournal()) ?? ('remaining' in activity ? activity.remaining : undefined)
  if (started === undefined) return true
  const channels = activityChannelCount(activity.token)
  const updated = tally.done.filter(
    (report) => report.attempt === attempt && report.index !== inputs.leg.index,
  )
  // The starting leg's tracker may have spent its timed updates too.
  const timed = 'senderJob' in activity && activity.senderJob !== undefined ? inputs.timedUpdates : 0
  return started - (updated.length + 1 + timed) * channels >= quotaReserve(inputs)
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
  const end = finalContent(base, inputs.jobStatus, now - (state.startedAt ?? now))
  await sendEnd(inputs, ActivityFolder.of(context.runnerTemp, token), token, end, inputs.jobStatus, now)
}
