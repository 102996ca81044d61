import { cancelledEnding } from '../activity/cancelled-ending.js'
import type { ActivityFolder } from '../activity/folder.js'
import type { ActivityRecord } from '../activity/folder-schema.js'
import { JournalSeal } from '../activity/journal-seal.js'
import { createClient } from '../activity/signalgrid-client.js'
import { FAILED_STEP_LOOKUP_TIMEOUT_MS, POLL_INTERVAL_MS } from '../constants.js'
import { CurrentJob } from '../github/current-job.js'
import { type RunContext, readRunContext } from '../github/run-context.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import type { RunSnapshot } from '../view/run-view.js'
import type { Handover } from './handover.js'
import { HistoryRead, type PlanScope } from './history-read.js'
import { JobWorker } from './job-worker.js'
import { KeptRecord } from './kept-record.js'
import { LastEnd } from './last-end.js'
import { PlaceInLine } from './line.js'
import { LEGS_FIRST_LOOK_MS, type MatrixLegs } from './matrix-legs.js'
import { Reads, type ReadsHost } from './reads.js'
import { Sending } from './sending.js'
import { WATCH_SPACINGS } from './watch.js'

/** The tracker's parts, made once from its stage's handover: what each does is its own module's to say. */
export interface TrackerParts {
  readonly kept: KeptRecord
  /** The runner's worker, which runs the job: gone, the job is over. */
  readonly worker: JobWorker
  /** The reads of the jobs API; undefined where steps are not followed (`track-steps`, or no token). */
  readonly reads: Reads | undefined
  /** The plan from the last successful runs. */
  readonly history: HistoryRead
  /** This job's place in the activity's line: who sends. */
  readonly place: PlaceInLine
  /** What this job sends while it is the one that sends. */
  readonly sending: Sending
  /** The end it sends in post's place. */
  readonly lastEnd: LastEnd
  readonly context: RunContext
  /** The user gave the steps' count (`steps`), which the content keeps. */
  readonly stepsFixed: boolean
}

/** What the parts ask of the tracker that holds them, and tell it: one place for what the constructor wired. */
export interface PartsHost extends ReadsHost {
  /** What the history's plan is made for: this job's step and run as the tracker knows them now. */
  historyScope(): PlanScope
  /** The history's plan, or a leg's token, came in: the tracker decides again with it. */
  planOrTokenRead(which: 'plan' | 'token'): void
  /** The run's jobs as they are now, read again, for a leg's report in its post's place. */
  runNow(): Promise<Pick<RunSnapshot, 'jobs' | 'ownJobId'> | undefined>
  /** Aborted once the tracker's loop ends. */
  readonly stopped: AbortSignal
}

/**
 * The parts, each given only the settings it uses, and the host for what it asks. A leg of a matrix that shows an
 * activity of its own (`matrix: per-leg`, or a shared matrix's leg gone alone): its sibling legs run the action too,
 * each for its own activity, so this leg's job is its run. Without a run to list (GITHUB_RUN_ID unset: not on a
 * runner), this job alone is the run too.
 */
export function trackerParts(
  folder: ActivityFolder,
  record: ActivityRecord,
  { settings: inputs, holding, worker }: Handover,
  legs: MatrixLegs | undefined,
  host: PartsHost,
): TrackerParts {
  const seal = new JournalSeal(inputs.clientKey, folder)
  const kept = new KeptRecord(folder, record, seal)
  const context = readRunContext()
  const spacingMs = inputs.minUpdateIntervalSeconds * 1000
  const watchMs = Math.max(POLL_INTERVAL_MS, WATCH_SPACINGS * spacingMs)
  const byInput = inputs.activityToken === undefined && inputs.activityName === undefined
  // Steps are followed when asked to, with a token to read them with.
  const reader =
    inputs.trackSteps && inputs.githubToken
      ? CurrentJob.of({
          token: inputs.githubToken,
          jobId: inputs.jobId,
          runnerName: context.runnerName,
          userAgent: USER_AGENT,
          // The tracker cannot print: post says it.
          onUnusable: (problem) => kept.notice(`Signalgrid: the job’s steps were not followed: ${problem}.`),
        })
      : undefined
  const ownOnly = (inputs.leg.count > 1 && !legs && byInput) || !/^[1-9]\d*$/.test(context.runId)
  const reads = reader && new Reads(reader, kept, host, { spacingMs, watchMs, ownOnly })
  if (legs && !legs.starter && !ownOnly) {
    reads?.schedule.only('run', Date.now() + Math.max(watchMs, LEGS_FIRST_LOOK_MS))
  }
  // The legs' usual times came with the start: no history to read.
  const history = new HistoryRead({
    enabled: reader !== undefined && inputs.progressMode === 'time' && !legs,
    githubToken: inputs.githubToken,
    scope: () => host.historyScope(),
    debug: (message) => kept.debug(message),
    onRead: () => host.planOrTokenRead('plan'),
    onRedStreak: (redStreak) => kept.keep({ redStreak }),
  })
  const place = new PlaceInLine({
    kept,
    legs,
    stopped: host.stopped,
    onToken: () => host.planOrTokenRead('token'),
    onNoToken: () => host.stop(),
  })
  const stepsFixed = inputs.steps !== undefined
  // The tracker cannot print: a dry run's requests go to its journal, which post prints.
  const say = (line: string) => kept.info(line)
  const client = createClient(inputs, { quiet: true, say })
  const sending = new Sending(
    kept,
    client,
    {
      spacingMs,
      timedBudget: inputs.timedUpdates,
      stepsFixed,
      endsActivity: inputs.endActivity === 'always' || (inputs.endActivity === 'auto' && byInput),
    },
    legs,
    () => history.plan,
  )
  const lastEnd = new LastEnd({
    kept,
    client,
    alertClient: (channels) => createClient(inputs, { channels, quiet: true, say }),
    seal,
    delays: inputs,
    endActivity: inputs.endActivity,
    alert: { kind: inputs.failureAlert, channels: inputs.failureAlertChannels, context, jobId: inputs.jobId },
    whyCancelled: (failedStep) =>
      cancelledEnding(inputs, context, {
        timeoutMs: FAILED_STEP_LOOKUP_TIMEOUT_MS,
        failedStep,
        debug: (message) => kept.debug(message),
      }),
    holding: legs ? undefined : holding,
    // The legs still running, as a post's read of the jobs API would find them: the run read again now.
    ...(legs ? { legs: { legs, run: () => host.runNow() } } : {}),
  })
  // Its last look at the job's record takes two spacings, as the sender alone takes to see a change of it.
  const jobWorker = new JobWorker(worker, 2 * Math.max(POLL_INTERVAL_MS, spacingMs))
  return { kept, worker: jobWorker, reads, history, place, sending, lastEnd, context, stepsFixed }
}
