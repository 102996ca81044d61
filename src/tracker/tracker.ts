import type { Readable } from 'node:stream'
import { withFailedStep } from '../activity/failed-step.js'
import { ActivityFolder } from '../activity/folder.js'
import type { ActivityRecord } from '../activity/folder-schema.js'
import { leaveLastLook } from '../activity/last-look.js'
import {
  TRACKER_FLUSH_MS,
  TRACKER_FOLDER_VARIABLE,
  TRACKER_LOOK_MS,
  TRACKER_MAX_LIFETIME_MS,
} from '../constants.js'
import type { Job } from '../github/job.js'
import { ownStepName } from '../github/own-step.js'
import { type RunSnapshot, runView } from '../view/run-view.js'
import { listen } from './endpoint.js'
import { type Handover, readHandover } from './handover.js'
import type { HistoryRead, PlanScope } from './history-read.js'
import type { JobWorker } from './job-worker.js'
import type { KeptRecord } from './kept-record.js'
import { jobEnding, type LastEnd } from './last-end.js'
import type { PlaceInLine } from './line.js'
import { MatrixLegs } from './matrix-legs.js'
import { type PartsHost, trackerParts } from './parts.js'
import type { Listed, Reads, ReadsHost } from './reads.js'
import type { Sending } from './sending.js'
import { Sleep } from './sleep.js'

/** How late a look may be, to be made in a round due just after it (a read's, say) rather than on its own. */
const LOOK_SLACK_MS = 250

/** Rounds in a row that begin at once, something being due already (a read after a read), before a look's sleep. */
const MAX_RUSHED_ROUNDS = 3

/**
 * The background process of an activity, one per job: it follows the run's jobs through the jobs API and, when
 * it is its job's turn to send (see watch.ts), sends the run's view, with the explicit updates that later uses
 * of the action hand it, through one coalescing queue that respects the phones' spacing. It prints nothing
 * (its stdio is not the job log's) and writes what post must know to the activity folder. Post stops it before
 * the end, so no update follows the end.
 */
export async function runTracker(
  input: Readable = process.stdin,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const path = env[TRACKER_FOLDER_VARIABLE]
  if (!path) return
  const folder = new ActivityFolder(path)
  // Its settings come from its stage, on its stdin: its environment holds no secret (environment.ts).
  const handover = await readHandover(input)
  const record = folder.readRecord()
  if (!handover || !record) return
  const tracker = new Tracker(
    folder,
    record,
    handover,
    MatrixLegs.of(record, handover.settings, handover.board),
  )
  // A tracker that post could not reach, nor tell from another process, does not run.
  const endpoint = await listen(handover.endpoint, () => tracker.stop()).catch(() => undefined)
  if (!endpoint) return
  try {
    await tracker.run()
  } finally {
    folder.markStopped()
    endpoint.sayStopped()
  }
}

/**
 * The tracker's loop, and what ties its parts together: what it reads and when (reads.ts, schedule.ts), the
 * history's plan (history-read.ts), who sends (line.ts), what it sends (sending.ts), and the end it sends in
 * post's place when its job is cancelled and post is never reached (last-end.ts).
 */
class Tracker implements PartsHost {
  readonly #kept: KeptRecord
  readonly #startedAt = Date.now()
  readonly #legs: MatrixLegs | undefined
  readonly #reads: Reads | undefined
  readonly #history: HistoryRead
  readonly #place: PlaceInLine
  readonly #sending: Sending
  readonly #lastEnd: LastEnd
  /** This action's step name when the workflow does not name it. */
  readonly #defaultStep: string
  /** Every name the runner may give it then (a local action's path is not known as the workflow wrote it). */
  readonly #defaultSteps: readonly string[]
  /** Input steps: the user gave the steps' count, which the content keeps. */
  readonly #stepsFixed: boolean
  #stepName: string
  /** The run as last read: the listing, this job's own record laid over it since. */
  #listing: RunSnapshot | undefined
  /** The runner's worker, which runs the job: gone, the job is over. */
  readonly #worker: JobWorker
  #stopping = false
  /** Aborted once the run loop ends: what the tracker started (a read of the board) ends with it. */
  readonly #stopped = new AbortController()
  readonly #sleep = new Sleep()

  constructor(
    folder: ActivityFolder,
    record: ActivityRecord,
    handover: Handover,
    legs: MatrixLegs | undefined,
  ) {
    const parts = trackerParts(folder, record, handover, legs, this)
    this.#kept = parts.kept
    this.#legs = legs
    this.#worker = parts.worker
    this.#reads = parts.reads
    this.#history = parts.history
    this.#place = parts.place
    this.#sending = parts.sending
    this.#lastEnd = parts.lastEnd
    this.#defaultStep = parts.context.actionStepName
    this.#defaultSteps = parts.context.defaultStepNames
    this.#stepName = parts.context.actionStepName
    this.#stepsFixed = parts.stepsFixed
  }

  get stopped(): AbortSignal {
    return this.#stopped.signal
  }

  /** Asks it to stop: it wakes, and ends once what it is sending is sent. */
  stop(): void {
    this.#stopping = true
    this.#sleep.wake()
  }

  /** Follows the job until asked to stop, then leaves what post needs. */
  async run(): Promise<void> {
    const stop = () => this.stop()
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
    try {
      await this.#rounds()
      await this.#leave()
    } finally {
      process.off('SIGTERM', stop)
      process.off('SIGINT', stop)
    }
  }

  /**
   * Round after round, each followed by a sleep until the next thing due (nextRoundAt), or until post's stop or an
   * update handed over wakes it: the tracker is idle between its reads, and each time it wakes costs it about a
   * millisecond of CPU whatever it then does, most of what it costs (docs/cost.md).
   */
  async #rounds(): Promise<void> {
    const unwatch = this.#kept.folder.watchRequests(() => this.#sleep.wake())
    let rushed = 0
    try {
      while (!this.#shouldStop()) {
        const lookedAt = Date.now()
        this.#watchWorker()
        this.#sending.takeInbox()
        await this.#reads?.readDue()
        this.#tick()
        const at = this.#nextRoundAt(lookedAt)
        // Something due already (a read after a read): at once, but never round after round without a sleep.
        rushed = at <= Date.now() ? rushed + 1 : 0
        await this.#sleep.until(rushed > MAX_RUSHED_ROUNDS ? Date.now() + TRACKER_LOOK_MS : at)
      }
    } finally {
      unwatch()
    }
  }

  /** Once stopped: the last look for post's picture, what waits sent, and a failed job's step kept. */
  async #leave(): Promise<void> {
    const waitedForPlan = this.#history.stop()
    this.#stopped.abort()
    if (waitedForPlan && this.#listing) this.#decide(Date.now(), true)
    // Post draws the run in the job summary from what this tracker saw last.
    if (this.#listing) leaveLastLook(this.#kept.folder, this.#listing, this.#history.plan)
    // Anything handed over just before the stop still counts: post folds the unsent state into the end.
    this.#sending.takeInbox()
    // Read while what is sent goes out, and kept after it, as post would keep it.
    const [failed] = await Promise.all([this.#failedJob(), this.#sending.stop()])
    if (failed) this.#keepFailedStep(failed)
  }

  /**
   * This job, read once more, where post asked this tracker to stop after a failure (stopsAfterFailure) and no
   * failed step is kept yet: the step that failed ended a moment ago, seldom seen by a poll. This tracker has
   * Octokit loaded, which post would otherwise load for this one read. Within the time it has to finish sending.
   */
  async #failedJob(): Promise<Job | undefined> {
    if (!this.#reads || this.#kept.current.failedStep || !this.#kept.folder.stopsAfterFailure())
      return undefined
    const answer = await this.#reads.readOwnNow(TRACKER_FLUSH_MS)
    // Unchanged since its last read: as the listing holds it since.
    return answer === 'unchanged' ? this.#ownListed() : answer
  }

  /** The step the job failed at, for the end and the alert, and the job in the last look, for the picture. */
  #keepFailedStep(job: Job): void {
    // Its own step as this tracker found it (a `name:` of the workflow's), as its bar counted the steps.
    const names = [this.#stepName, ...this.#defaultSteps]
    const record = withFailedStep(this.#kept.current, job, names, this.#stepsFixed)
    if (record) this.#kept.keep(record)
    const listing = this.#listing
    if (!listing || job.id !== listing.ownJobId) return
    const jobs = [...listing.jobs.filter((other) => other.id !== job.id), job]
    leaveLastLook(this.#kept.folder, { ...listing, jobs }, this.#history.plan)
  }

  #ownListed(): Job | undefined {
    return this.#listing?.jobs.find((job) => job.id === this.#listing?.ownJobId)
  }

  #shouldStop(): boolean {
    return (
      this.#stopping ||
      this.#kept.folder.stopRequested() ||
      !this.#kept.folder.exists() ||
      this.#worker.lookedLast(Date.now()) ||
      Date.now() - this.#startedAt > TRACKER_MAX_LIFETIME_MS
    )
  }

  /**
   * When the next round has something to do: the next read, the history's wait running out, the bar moving with
   * the clock or a view waiting (when this job sends), the last look after the worker went; and, a look after the
   * last, what nothing wakes it for. A look waits a moment for a round due just after it: one wake for both.
   */
  #nextRoundAt(lookedAt: number): number {
    const due = Math.min(
      this.#reads?.schedule.nextAt ?? Number.POSITIVE_INFINITY,
      this.#history.waitEndsAt,
      this.#place.sends ? this.#sending.nextTickAt : Number.POSITIVE_INFINITY,
      this.#worker.lastLookEndsAt,
    )
    const look = lookedAt + TRACKER_LOOK_MS
    return due <= look + LOOK_SLACK_MS ? due : look
  }

  /** A decision that an answer outside the loop brings: the loop wakes for what it changed (a read due sooner). */
  #decideNow(): void {
    this.#decide(Date.now(), true)
    this.#sleep.wake()
  }

  /**
   * The job's worker gone, the job is over (done, or cut at the cancel timeout): its record, read once more now,
   * says whether the activity must still be ended in post's place.
   */
  #watchWorker(): void {
    const now = Date.now()
    if (this.#worker.justGone(now)) this.#reads?.schedule.only('own', now)
  }

  // What the reads ask of the tracker (ReadsHost).
  line(): ReturnType<ReadsHost['line']> {
    return this.#place.current
  }

  stepName(): string {
    return this.#stepName
  }

  nextSendAt(): number {
    return this.#sending.nextSendAt
  }

  plan(): ReturnType<ReadsHost['plan']> {
    return this.#history.plan
  }

  activityStartedAt(): number {
    return this.#kept.current.activityStartedAt ?? this.#kept.current.startedAt
  }

  get otherLeg(): boolean {
    return this.#legs !== undefined && !this.#legs.starter
  }

  // What the other parts ask of it (PartsHost).
  historyScope(): PlanScope {
    return {
      stepName: this.#stepName,
      ownRun: this.#reads?.ownOnly === true,
      ownRunName: this.#ownListed()?.name,
    }
  }

  planOrTokenRead(which: 'plan' | 'token'): void {
    // A new plan: the step change the bar last moved at is not the plan's.
    if (which === 'plan') this.#sending.forgetStepChange()
    if (this.#listing) this.#decideNow()
  }

  async runNow(): Promise<Pick<RunSnapshot, 'jobs' | 'ownJobId'> | undefined> {
    return this.#reads?.runNow()
  }

  /**
   * This job's record, as read: once the job is cancelled or over and this action's post has not begun, the
   * activity is ended in post's place (what waits to be sent goes first, or into the end); the tracker leaves.
   */
  async seen(job: Job): Promise<boolean> {
    const ending = jobEnding(job, this.#stepName, this.#kept.folder.stopRequested())
    if (ending === 'runs') return false
    if (ending !== 'over') {
      await this.#sending.stop()
      await this.#lastEnd.send(ending.outcome, ending.failedStep)
    }
    this.stop()
    return true
  }

  /** A listing of the run: this job's place in line, once the plan (the history) is read. */
  listed(listed: Listed, now: number): void {
    const own = listed.jobs.find((job) => job.id === listed.ownJobId) as Job
    this.#nameOwnStep(own)
    this.#listing = { ...listed, ownStartedAt: this.#kept.current.startedAt, actionStep: this.#stepName }
    const started = runView(this.#listing, { at: now, plan: this.#history.plan }).startedAt
    if (this.#kept.current.activityStartedAt !== started) this.#kept.keep({ activityStartedAt: started })
    if (this.#history.holdsPlace()) {
      // Nothing read meanwhile: the history's answer (or HISTORY_WAIT_MS) decides.
      this.#reads?.schedule.none()
      return
    }
    this.#decide(now, true)
  }

  /** This job's record, read alone: the run, when its jobs were never listed; laid over the listing otherwise. */
  ownChanged(job: Job, now: number): void {
    if (!this.#listing) {
      // The run's jobs cannot be listed: this job's record is the run.
      this.listed({ jobs: [job], ownJobId: job.id }, now)
      return
    }
    const others = this.#listing.jobs.filter((other) => other.id !== job.id)
    this.#listing = { ...this.#listing, jobs: [...others, job] }
    if (this.#place.sends) this.#sending.show(this.#listing, now)
  }

  /** This job's place in line, from the last listing and the plan: who sends, and what is read next. */
  #decide(now: number, changed: boolean): void {
    const run = this.#listing as RunSnapshot
    const before = this.#place.take(run, this.#history.plan, this.#reads?.ownOnly === true)
    const line = this.#place.current
    if (line?.role === 'sender') {
      if (before !== 'sender' && !this.#legs?.starter) this.#sending.takeOver(line, run, now)
      this.#sending.show(run, now)
    }
    this.#reads?.afterListing(now, changed)
  }

  /** Between reads: a place held for the history is taken once its wait is over; the sender's bar moves. */
  #tick(): void {
    const now = Date.now()
    // The history is slow: this job takes its place in line without the plan, and again once it is read.
    if (this.#history.waitOver(now)) this.#decide(now, true)
    if (this.#place.sends) this.#sending.tick(now)
  }

  /** The action's step name, as this job lists it: a `name:` of the workflow's, found once. */
  #nameOwnStep(own: Job): void {
    if (this.#stepName !== this.#defaultStep) return
    const name = ownStepName(own, this.#kept.current.startedAt, this.#defaultSteps)
    if (name === this.#defaultStep) return
    this.#stepName = name
    this.#history.replan()
  }
}
