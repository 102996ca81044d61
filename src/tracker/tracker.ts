import type { Readable } from 'node:stream'
import { getOctokit } from '@actions/github'
import { applyUpdate, journalView } from '../activity/content.js'
import { ActivityFolder, type ActivityRecord, type SentEntry } from '../activity/folder.js'
import { sendJournaled } from '../activity/journal.js'
import { updateLeavesReserve } from '../activity/quota.js'
import { viewContent } from '../activity/run-content.js'
import { createClient } from '../activity/signalgrid-client.js'
import {
  HISTORY_TIMEOUT_MS,
  HISTORY_WAIT_MS,
  MAX_POLL_BACKOFF_MS,
  POLL_INTERVAL_MS,
  TRACKER_FLUSH_MS,
  TRACKER_FOLDER_VARIABLE,
  TRACKER_MAX_LIFETIME_MS,
  TRACKER_TICK_MS,
} from '../constants.js'
import { CurrentJob, type JobReadError } from '../github/current-job.js'
import { type RunHistory, readRunHistory, runQueryForThisRun } from '../github/history.js'
import type { Job } from '../github/job.js'
import { readRunContext } from '../github/run-context.js'
import type { SignalgridChannels } from '../signalgrid/channels.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { ownStepName } from '../view/participants.js'
import { type Plan, planRun } from '../view/plan.js'
import { type RunSnapshot, type RunView, runView, viewFloor } from '../view/run-view.js'
import { listen } from './endpoint.js'
import { readHandover, type TrackerSettings } from './handover.js'
import { LEGS_FIRST_LOOK_MS, MatrixLegs } from './matrix-legs.js'
import { leadMs, timedSentBy, timedUpdateWorthSending } from './timed-progress.js'
import { UpdateQueue } from './update-queue.js'
import {
  ALONE_FIRST_MS,
  LATE_SPACINGS,
  LATER_FIRST_WATCHES,
  type Line,
  LOOK_MAX_MS,
  lineOf,
  onLastStep,
  stoppedSending,
  WATCH_SPACINGS,
} from './watch.js'

/**
 * After the job that sent before has begun its post (a time the API gives in whole seconds), how long its last
 * update may still take to arrive: the next sender keeps the spacing from then. Its tracker starts no update
 * once its post has begun; one already under way takes a moment on any working network.
 */
const HANDOVER_SLACK_MS = 2_000

/** What this job's place in the activity's line means, for the debug log. */
const ROLE_WORDS = {
  sender: 'this job shows the run on the phone (of its jobs running, the one the plan expects to end last)',
  next: 'another job shows the run on the phone; this one is next in line, and watches it',
  later: 'another job shows the run on the phone; this one looks at the run now and then',
} as const
const LEGS_WORDS = {
  sender:
    "this leg shows the matrix's legs on the phone (it started the activity, or the leg that did has ended)",
  next: "another leg shows the matrix's legs on the phone; this one watches it, to take over should it end first",
} as const

/** How often, between reads, the tracker takes the view again: the bar moving with the clock, a value waiting. */
const VIEW_EVERY_MS = 1_000

const NO_PERMISSION_NOTICE =
  'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
  'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).'

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
    handover.settings,
    MatrixLegs.of(record, handover.settings, handover.board),
  )
  // A tracker that post could not reach, nor tell from another process, does not run.
  const endpoint = await listen(handover.endpoint, () => tracker.stop()).catch(() => undefined)
  if (!endpoint) return
  try {
    await tracker.run()
  } finally {
    folder.markStopped()
    endpoint.close()
  }
}

/** The reads a tracker makes, each on its own schedule. */
type Read = 'run' | 'own' | 'sender'

class Tracker {
  readonly #folder: ActivityFolder
  readonly #client: SignalgridChannels
  readonly #queue: UpdateQueue<ActivityContent>
  readonly #stepsFixed: boolean
  readonly #reader: CurrentJob | undefined
  readonly #startedAt = Date.now()
  readonly #githubToken: string
  /** Input timed-updates: time-driven updates this job may still send between step changes. */
  readonly #timedBudget: number
  readonly #spacingMs: number
  /** How often the next in line reads the sender's record. */
  readonly #watchMs: number
  /** This action's step name when the workflow does not name it. */
  readonly #defaultStep: string
  /** This job ends the activity when it succeeds: counting steps, they take what is left of the bar. */
  readonly #endsActivity: boolean
  /** The legs of a shared matrix, when this job is one: one leg at a time sends their view. */
  readonly #legs: MatrixLegs | undefined
  #record: ActivityRecord
  /** The run as last read: the listing, this job's own record laid over it since. */
  #listing: RunSnapshot | undefined
  /** The run as last shown, when this job sends (a listing that lags behind it is not). */
  #run: RunSnapshot | undefined
  /** Until when the rate limit is spent, as the last answer said. */
  #limitedUntil: number | undefined
  #line: Line | undefined
  /** The run's jobs cannot be listed: this job alone is the run. */
  #ownOnly = false
  #stepName: string
  /**
   * The last successful run (progress-mode time): read once, when this job first sends. 'off' in progress-mode
   * steps and without a job to read.
   */
  #historyState: 'off' | 'unread' | 'reading' | 'read' = 'off'
  #history: RunHistory | undefined
  #plan: Plan | undefined
  #historyAbort: AbortController | undefined
  /**
   * This job's place in line waits for the history being read, until this time: the line follows the plan. Past
   * it, the place is taken without one, and taken again once the history is read.
   */
  #holdUntil = 0
  #awaitingPlan = false
  /** The step change last offered (RunView.key). */
  #key: string | undefined
  /** How many of the run's steps the last listing had completed: a listing with fewer lags. */
  #completed = -1
  /** The least the run's bar may show (viewFloor of the last listing). */
  #floor = 0
  /** The highest bar this tracker offered: it never moves back. */
  #shown = 0
  #explicitSinceStepChange = false
  #timedSent = 0
  /** When each read is due; never, when it is not made in this job's current place in line. */
  #due: Record<Read, number> = { run: 0, own: Number.POSITIVE_INFINITY, sender: Number.POSITIVE_INFINITY }
  /** The next look at the run by a job that does not read it steadily; doubled after each. */
  #lookEveryMs = ALONE_FIRST_MS
  /** What waits in the queue, if anything, is a view (not an explicit update): it may be taken again. */
  #pendingIsView = false
  /** When the view was last taken between reads (see #tick). */
  #lookedAt = 0
  /** The sender's record, as the next in line last read it, showed it on its last step. */
  #senderOnLastStep = false
  /** When the sender alone in the run next reads the run's jobs in place of its own record. */
  #lookAt = Number.POSITIVE_INFINITY
  /** This job's place in line when the run was last read: 'together' and 'alone' are the sender's. */
  #lastRole: string | undefined
  #failedReads = 0
  #stopping = false
  /** Aborted once the run loop ends: what the tracker started (a read of the board) ends with it. */
  readonly #stopped = new AbortController()
  #wake: (() => void) | undefined

  constructor(
    folder: ActivityFolder,
    record: ActivityRecord,
    inputs: TrackerSettings,
    legs: MatrixLegs | undefined,
  ) {
    this.#folder = folder
    this.#record = record
    this.#client = createClient(inputs, { quiet: true })
    this.#stepsFixed = inputs.steps !== undefined
    this.#githubToken = inputs.githubToken
    this.#timedBudget = inputs.timedUpdates
    this.#spacingMs = inputs.minUpdateIntervalSeconds * 1000
    this.#watchMs = Math.max(POLL_INTERVAL_MS, WATCH_SPACINGS * this.#spacingMs)
    this.#endsActivity =
      inputs.endActivity === 'always' ||
      (inputs.endActivity === 'auto' &&
        inputs.activityToken === undefined &&
        inputs.activityName === undefined)
    const context = readRunContext()
    this.#defaultStep = context.actionStepName
    this.#stepName = context.actionStepName
    // Steps are followed when asked to, with a token to read them with.
    this.#reader =
      inputs.trackSteps && inputs.githubToken
        ? CurrentJob.of({
            token: inputs.githubToken,
            jobId: inputs.jobId,
            runnerName: context.runnerName,
            userAgent: USER_AGENT,
            // The tracker cannot print: post says it.
            onUnusable: (problem) => {
              const message = `Signalgrid: the job’s steps were not followed: ${problem}.`
              folder.appendJournal({ at: Date.now(), kind: 'notice', message })
            },
          })
        : undefined
    this.#legs = legs
    // The start said no leg is done: the first step change is the first leg's end. A leg that takes over from
    // the starter shows what the legs are at as it does.
    if (legs?.starter) this.#key = legs.startKey
    if (legs && !legs.starter) this.#due.run = Date.now() + Math.max(this.#watchMs, LEGS_FIRST_LOOK_MS)
    // The legs' usual times came with the start: no history to read.
    if (this.#reader && inputs.progressMode === 'time' && !this.#legs) this.#historyState = 'unread'
    // A leg of a matrix that shows an activity of its own (`matrix: per-leg`, or a shared matrix's leg gone
    // alone): its sibling legs run the action too, each for its own activity, so this leg's job is its run.
    const ownLeg =
      inputs.leg.count > 1 &&
      !this.#legs &&
      inputs.activityToken === undefined &&
      inputs.activityName === undefined
    // Without a run to list (GITHUB_RUN_ID unset: not on a runner), this job alone is the run too.
    if (ownLeg || !/^[1-9]\d*$/.test(context.runId)) {
      this.#ownOnly = true
      this.#due = { run: Number.POSITIVE_INFINITY, own: 0, sender: Number.POSITIVE_INFINITY }
    }
    // The start counts as the first send for the spacing; an attached activity was last sent by another job.
    const start = folder
      .readJournal()
      .find((entry): entry is SentEntry => entry.kind === 'start' && !entry.error)
    this.#queue = new UpdateQueue<ActivityContent>({
      minIntervalMs: this.#spacingMs,
      lastSentAt: start?.at ?? Date.now(),
      ...(start ? { lastSent: record.content } : {}),
      send: (content) => this.#send(content),
    })
  }

  /** Asks it to stop: it wakes, and ends once what it is sending is sent. */
  stop(): void {
    this.#stopping = true
    this.#wake?.()
  }

  async run(): Promise<void> {
    const stop = () => this.stop()
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
    while (!this.#shouldStop()) {
      this.#takeInbox()
      if (this.#reader) await this.#readDue(this.#reader)
      this.#tick()
      const due = Math.min(...Object.values(this.#due)) - Date.now()
      await this.#sleep(Math.max(0, Math.min(TRACKER_TICK_MS, due)) || TRACKER_TICK_MS)
    }
    // A history still being read is not waited for: the run is shown counted.
    this.#historyAbort?.abort()
    this.#stopped.abort()
    if (this.#historyState === 'reading') this.#historyState = 'read'
    if (this.#awaitingPlan && this.#listing) this.#decide(Date.now(), true)
    // Anything handed over just before the stop still counts: post folds the unsent state into the end.
    this.#takeInbox()
    const { unsent } = await this.#queue.stop(TRACKER_FLUSH_MS)
    if (unsent) this.#save(unsent)
  }

  #shouldStop(): boolean {
    return (
      this.#stopping ||
      this.#folder.stopRequested() ||
      !this.#folder.exists() ||
      Date.now() - this.#startedAt > TRACKER_MAX_LIFETIME_MS
    )
  }

  /** Explicit updates from later uses of the action, oldest first. */
  #takeInbox(): void {
    for (const update of this.#folder.takeInbox()) {
      // What a later use of the action says stays shown until the next step change: no timer overwrites it.
      this.#explicitSinceStepChange = true
      const content = applyUpdate(this.#record.content, update)
      this.#pendingIsView = false
      // A failed step keeps the activity red whatever a later update says.
      this.#offer(this.#record.failedStep ? { ...content, severity: 'CRIT' } : content)
    }
  }

  /** The read that is due first, if one is due. */
  async #readDue(reader: CurrentJob): Promise<void> {
    const now = Date.now()
    const [read, at] = (Object.entries(this.#due) as [Read, number][]).sort((a, b) => a[1] - b[1])[0] as [
      Read,
      number,
    ]
    if (at > now) return
    // A look at the run, when one is due, takes the place of the poll of this job's record: it holds it too.
    if (read === 'run' || (read === 'own' && now >= this.#lookAt && !this.#ownOnly))
      await this.#readRun(reader)
    else if (read === 'own') await this.#readOwn(reader)
    else await this.#watchSender(reader)
  }

  async #readRun(reader: CurrentJob): Promise<void> {
    const answer = await reader.readRun()
    // Counted from the answer, not the request: a slow answer (a loaded machine, a busy API) must not bring
    // the next request closer than the interval, nor a burst of them once answers are fast again.
    const now = Date.now()
    if (answer.outcome === 'error') return this.#readFailed('run', answer.error)
    this.#failedReads = 0
    this.#limitedUntil = answer.rateLimit.remaining === 0 ? answer.rateLimit.resetAt : undefined
    if (answer.outcome === 'not-modified') return this.#schedule(now, false)
    const own = answer.jobs.find((job) => job.id === answer.ownJobId)
    if (!own) {
      // Not listed yet, or no longer on this runner's record: as a failed read, less and less often.
      return this.#readFailed('run', { kind: 'no-match', message: "this job is not among the run's jobs" })
    }
    this.#listed({ jobs: answer.jobs, ownJobId: own.id }, now)
  }

  async #readOwn(reader: CurrentJob): Promise<void> {
    const answer = await reader.read()
    const now = Date.now()
    if (answer.outcome === 'error') return this.#readFailed('own', answer.error)
    this.#failedReads = 0
    const limited = answer.rateLimit.remaining === 0 ? (answer.rateLimit.resetAt ?? 0) : 0
    const done = answer.outcome === 'job' && answer.job.status === 'completed'
    this.#due.own = done ? Number.POSITIVE_INFINITY : Math.max(now + POLL_INTERVAL_MS, limited)
    if (answer.outcome === 'not-modified') return
    if (!this.#listing) {
      // The run's jobs cannot be listed: this job's record is the run.
      this.#listed({ jobs: [answer.job], ownJobId: answer.job.id }, now)
    } else {
      const others = this.#listing.jobs.filter((job) => job.id !== answer.job.id)
      this.#listing = { ...this.#listing, jobs: [...others, answer.job] }
      if (this.#line?.role === 'sender') this.#show(this.#listing, now)
    }
    // After a change, not again before the phone takes another update (its change was sent, or waits): a
    // change seen any sooner could not reach the phone sooner.
    if (!done) this.#due.own = Math.max(this.#due.own, this.#queue.nextSendAt)
  }

  /** The next in line watches the sender's record: once its post has begun, the listing says who sends now. */
  async #watchSender(reader: CurrentJob): Promise<void> {
    const sender = this.#line?.sender
    if (sender === undefined) {
      this.#due.sender = Number.POSITIVE_INFINITY
      this.#due.run = Date.now()
      return
    }
    const answer = await reader.readJob(sender)
    const now = Date.now()
    // While the sender is on its last step its end is near, and its record unchanged (free) until then.
    if (answer.outcome === 'job') this.#senderOnLastStep = onLastStep(answer.job, this.#stepName)
    this.#due.sender =
      now + (this.#senderOnLastStep ? Math.max(POLL_INTERVAL_MS, this.#spacingMs) : this.#watchMs)
    if (answer.outcome === 'not-modified') return
    if (answer.outcome === 'error' || stoppedSending(answer.job, this.#stepName)) {
      this.#due.sender = Number.POSITIVE_INFINITY
      this.#due.run = now
    }
  }

  /** A listing of the run: this job's place in line, once the plan (the history) is read. */
  #listed(listed: Pick<RunSnapshot, 'jobs' | 'ownJobId'>, now: number): void {
    const own = listed.jobs.find((job) => job.id === listed.ownJobId) as Job
    this.#nameOwnStep(own)
    this.#listing = { ...listed, ownStartedAt: this.#record.startedAt, actionStep: this.#stepName }
    const started = runView(this.#listing, { at: now, plan: this.#plan }).startedAt
    if (this.#record.activityStartedAt !== started) this.#keep({ activityStartedAt: started })
    if (this.#historyState === 'unread') this.#readHistory()
    if (this.#historyState === 'reading') {
      // Nothing read meanwhile: the history's answer (or HISTORY_WAIT_MS) decides.
      this.#awaitingPlan = true
      this.#due = {
        run: Number.POSITIVE_INFINITY,
        own: Number.POSITIVE_INFINITY,
        sender: Number.POSITIVE_INFINITY,
      }
      return
    }
    this.#decide(now, true)
  }

  /** This job's place in line, from the last listing and the plan: who sends, and what is read next. */
  #decide(now: number, changed: boolean): void {
    const run = this.#listing as RunSnapshot
    const before = this.#line?.role
    // Alone in the run: this job sends.
    const line = this.#ownOnly
      ? {
          role: 'sender' as const,
          sender: undefined,
          together: false,
          handedOverAt: undefined,
          aheadEndsIn: undefined,
          endsIn: undefined,
        }
      : this.#legs
        ? this.#legsLine(run)
        : lineOf(run, this.#plan)
    this.#line = line
    if (line.role !== before) {
      const words = this.#legs && line.role !== 'later' ? LEGS_WORDS[line.role] : ROLE_WORDS[line.role]
      this.#debug(`Signalgrid: ${words}.`)
    }
    if (line.role === 'sender') {
      const takesOver = before !== 'sender' && !this.#legs?.starter
      if (takesOver && line.handedOverAt !== undefined) {
        // The job that sent before may still be finishing an update when its post begins.
        this.#queue.sentElsewhereAt(line.handedOverAt + HANDOVER_SLACK_MS)
      }
      if (takesOver && this.#legs) {
        // The legs' time-driven updates so far were the starter's: the matrix's budget, not this leg's own.
        this.#timedSent = timedSentBy(
          this.#legs.view(run, now, this.#record.startedAt).percent,
          this.#timedBudget,
        )
      }
      this.#show(run, now)
    }
    this.#schedule(now, changed)
  }

  /**
   * A leg's place in its matrix's line. First in line without the token (the starter may still be ahead of it),
   * it reads the token from the board and watches the run meanwhile: it sends once it holds the token and finds
   * itself first.
   */
  #legsLine(run: RunSnapshot): Line {
    const legs = this.#legs as MatrixLegs
    const line = legs.line(run)
    if (line.role !== 'sender' || legs.holdsToken) return line
    if (line.needsToken && legs.readDue) this.#readToken(legs)
    return { ...line, role: 'next', sender: undefined }
  }

  /** The token from the board: with it, this leg's place is taken again, and it sends if it is first. */
  #readToken(legs: MatrixLegs): void {
    legs.readToken(this.#stopped.signal).then(
      (published) => {
        if (published === 'none') {
          this.#debug("Signalgrid: no leg's tracker shows the matrix's legs: each leg's post does.")
          this.stop()
          return
        }
        if (published === 'unread') {
          this.#debug("Signalgrid: the matrix's activity could not be read from the run's artifacts.")
          return
        }
        this.#keep({
          token: published.token,
          startedAt: published.startedAt,
          ...(published.legsUsualMs ? { legsUsualMs: published.legsUsualMs } : {}),
        })
        if (this.#listing) this.#decide(Date.now(), true)
      },
      () => {},
    )
  }

  /** What the phone shows of the run, when this job sends it: a step change offered as soon as it is seen. */
  #show(run: RunSnapshot, now: number): void {
    const completed = run.jobs.reduce(
      (count, job) => count + job.steps.filter((step) => step.status === 'completed').length,
      0,
    )
    // A lagging copy of the run would move the bar and the words backwards: keep what was seen.
    if (completed < this.#completed) return
    this.#completed = completed
    this.#run = run
    this.#floor = viewFloor(run, this.#plan, now)
    this.#offerStepChange()
  }

  /** The action's step name, as this job lists it: a `name:` of the workflow's, found once. */
  #nameOwnStep(own: Job): void {
    if (this.#stepName !== this.#defaultStep) return
    const name = ownStepName(own, this.#record.startedAt, this.#defaultStep)
    if (name === this.#defaultStep) return
    this.#stepName = name
    if (this.#history) this.#plan = this.#planned(this.#history)
  }

  /** When each read is next due, for this job's place in line, after a listing of the run. */
  #schedule(now: number, changed: boolean): void {
    const line = this.#line
    const notBefore = this.#limitedUntil ?? 0
    if (!line) {
      this.#due.run = Math.max(now + POLL_INTERVAL_MS, notBefore)
      return
    }
    const role = line.role === 'sender' ? (line.together ? 'together' : 'alone') : line.role
    if (role !== this.#lastRole) {
      this.#lookEveryMs = role === 'later' ? LATER_FIRST_WATCHES * this.#watchMs : ALONE_FIRST_MS
    }
    this.#lastRole = role
    const look = () => {
      const at = now + this.#lookEveryMs
      this.#lookEveryMs = Math.min(LOOK_MAX_MS, this.#lookEveryMs * 2)
      return at
    }
    switch (role) {
      case 'together': {
        this.#lookAt = Number.POSITIVE_INFINITY
        // While the run changes, no more than the phone takes (and, for a long run, a hundred reads in all).
        const usual = this.#plan ? this.#plan.spanMs / 100 : 0
        const after = changed ? Math.max(this.#spacingMs, POLL_INTERVAL_MS, usual) : POLL_INTERVAL_MS
        this.#due = {
          run: Math.max(now + after, notBefore),
          own: Number.POSITIVE_INFINITY,
          sender: Number.POSITIVE_INFINITY,
        }
        return
      }
      case 'alone':
        // This job's record, polled; the run looked at now and then, in place of one of those polls.
        this.#lookAt = Math.max(look(), notBefore)
        this.#due = {
          run: Number.POSITIVE_INFINITY,
          own: Math.max(
            now + (changed ? Math.max(POLL_INTERVAL_MS, this.#spacingMs) : POLL_INTERVAL_MS),
            notBefore,
          ),
          sender: Number.POSITIVE_INFINITY,
        }
        return
      case 'next':
        this.#lookAt = Number.POSITIVE_INFINITY
        // No job to watch (a leg first in line, waiting for the token): the run, as often.
        this.#due = {
          run:
            line.sender === undefined ? Math.max(now + this.#watchMs, notBefore) : Number.POSITIVE_INFINITY,
          own: Number.POSITIVE_INFINITY,
          sender:
            line.sender === undefined
              ? Number.POSITIVE_INFINITY
              : Math.max(now + (line.watchEvery ?? 1) * this.#watchMs, notBefore),
        }
        return
      case 'later': {
        this.#lookAt = Number.POSITIVE_INFINITY
        // The line is in the order the jobs end: by the plan this job ends before those ahead of it, and needs
        // to look only if it runs well past that (the run going otherwise than planned).
        const startedAt = this.#record.activityStartedAt ?? this.#record.startedAt
        const planned = Math.max(line.endsIn ?? Number.NaN, line.aheadEndsIn ?? Number.NaN)
        const byPlan = Number.isFinite(planned)
          ? startedAt + planned + Math.max(LATE_SPACINGS * this.#spacingMs, (this.#plan?.spanMs ?? 0) / 10)
          : undefined
        this.#due = {
          run: Math.max(byPlan !== undefined && byPlan > now ? byPlan : look(), notBefore),
          own: Number.POSITIVE_INFINITY,
          sender: Number.POSITIVE_INFINITY,
        }
      }
    }
  }

  /** Offers the content of the last step change the run shows. */
  #offerStepChange(): void {
    if (!this.#run || this.#line?.role !== 'sender') return
    const view = this.#viewNow()
    // Nothing to say yet (no step of the user's listed): the start's words stand.
    if (view.key === this.#key || !view.words) return
    this.#key = view.key
    this.#explicitSinceStepChange = false
    this.#offerView(view)
  }

  /** The view for the span the value will stand: from now to the next update, taken at its middle. */
  #viewNow(): RunView {
    const run = this.#run as RunSnapshot
    const now = Date.now()
    if (this.#legs) return this.#legs.view(run, now, this.#record.startedAt)
    const options = { plan: this.#plan, floor: this.#floor, endsActivity: this.#endsActivity }
    const view = runView(run, { ...options, at: now })
    const lead = leadMs(view, now, {
      spacingMs: this.#spacingMs,
      pollMs: POLL_INTERVAL_MS,
      // The next job's set-up and pre, about a poll; its tracker's first read; the handover and the spacing.
      handoverMs: 2 * POLL_INTERVAL_MS + HANDOVER_SLACK_MS + this.#spacingMs,
      updates: { lastSent: this.#record.content.progress, sent: this.#timedSent, budget: this.#timedBudget },
    })
    return lead > 0 ? runView(run, { ...options, at: now + lead }) : view
  }

  /** Whether the bar moves with the clock: by the plan, or by the legs' usual times. */
  #timed(): boolean {
    return this.#plan !== undefined || this.#legs?.timed === true
  }

  #offerView(view: RunView): void {
    this.#pendingIsView = true
    this.#shown = Math.max(this.#shown, view.percent)
    const content = viewContent(this.#record.content, { ...view, percent: this.#shown }, this.#stepsFixed)
    if (view.basis === 'time' && view.usualMs !== this.#record.usualMs) this.#keep({ usualMs: view.usualMs })
    this.#offer(content, view.failed?.own ? view.failed.step : undefined)
  }

  /**
   * Between reads: a step change held for the history goes once its wait is over, and the bar moves with the
   * clock when that is worth a request. Only while nothing waits in the queue and the spacing allows a send,
   * so that every time-driven update offered is one sent, and counted against the budget once.
   */
  #tick(): void {
    const now = Date.now()
    if (this.#awaitingPlan && now >= this.#holdUntil) {
      // The history is slow: this job takes its place in line without the plan, and again once it is read.
      this.#awaitingPlan = false
      this.#decide(now, true)
    }
    if (!this.#run || this.#line?.role !== 'sender') return
    // The bar moves with the clock: once a second is often enough to take it again.
    if (now - this.#lookedAt < VIEW_EVERY_MS) return
    this.#lookedAt = now
    if (this.#queue.pending !== undefined) {
      // A view waiting for the spacing is taken again now: the value stands from when it leaves, not from when it
      // was first offered.
      if (this.#pendingIsView && this.#timed()) this.#offerView(this.#viewNow())
      return
    }
    if (now < this.#queue.nextSendAt) return
    if (!this.#timed() || this.#explicitSinceStepChange || this.#timedBudget <= 0) return
    const view = this.#viewNow()
    if (view.state !== 'running' && view.state !== 'between') return
    const worth = timedUpdateWorthSending({
      percent: Math.max(view.percent, this.#shown),
      lastSent: this.#record.content.progress,
      sent: this.#timedSent,
      budget: this.#timedBudget,
    })
    if (!worth) return
    this.#timedSent++
    this.#offerView(view)
  }

  /**
   * Reads the last few successful runs, once, after the first listing of the run: every job of them with its
   * steps' times, the activity's plan, which weighs the bar and puts the line in the order the jobs end.
   */
  #readHistory(): void {
    this.#historyState = 'reading'
    this.#holdUntil = Date.now() + HISTORY_WAIT_MS
    const controller = new AbortController()
    this.#historyAbort = controller
    const timer = setTimeout(() => controller.abort(), HISTORY_TIMEOUT_MS)
    readHistory(this.#githubToken, controller.signal)
      .then(
        (read) => {
          if (this.#historyState !== 'reading') return
          this.#historyState = 'read'
          this.#history = read.history
          this.#plan = read.history ? this.#planned(read.history) : undefined
          this.#debug(read.message)
          this.#awaitingPlan = false
          this.#key = undefined
          if (this.#listing) this.#decide(Date.now(), true)
        },
        () => {},
      )
      .finally(() => clearTimeout(timer))
  }

  /** The plan from the history, or undefined with the reason in the debug log. */
  #planned(history: RunHistory): Plan | undefined {
    // A job that is its own run plans by its own job of the history alone.
    const ownName = this.#listing?.jobs.find((job) => job.id === this.#listing?.ownJobId)?.name
    const plan = planRun(history, this.#stepName, (job) => !this.#ownOnly || job.name === ownName)
    if (!plan.ok) this.#debug(`Signalgrid: no plan of the activity (${plan.reason}): counting steps.`)
    return plan.ok ? plan.plan : undefined
  }

  /** A line for the debug log: post prints it. */
  #debug(message: string): void {
    this.#folder.appendJournal({ at: Date.now(), kind: 'debug', message })
  }

  #readFailed(read: Read, error: JobReadError): void {
    const now = Date.now()
    switch (error.kind) {
      case 'no-permission':
        this.#folder.appendJournal({ at: now, kind: 'notice', message: NO_PERMISSION_NOTICE })
        this.#debug(`Signalgrid: the run's jobs could not be read (${error.message}): no step progress.`)
        this.#due = {
          run: Number.POSITIVE_INFINITY,
          own: Number.POSITIVE_INFINITY,
          sender: Number.POSITIVE_INFINITY,
        }
        return
      case 'rate-limited':
        this.#due[read] = now + error.retryAfterMs
        return
      case 'not-found':
        // A leg waiting in line that cannot list the run cannot tell when to take over: the legs' posts show it.
        if (this.#legs && !this.#legs.starter) {
          this.stop()
          return
        }
        if (read === 'run' && !this.#ownOnly) {
          // The run's jobs cannot be listed here: this job shows its own steps, as a run of one.
          this.#ownOnly = true
          this.#debug(
            `Signalgrid: the run's jobs could not be listed (${error.message}): this job shows its own steps.`,
          )
          this.#due = { run: Number.POSITIVE_INFINITY, own: now, sender: Number.POSITIVE_INFINITY }
          return
        }
        break
    }
    // The job may not be listed yet, GitHub may be down: try again, less and less often.
    this.#failedReads++
    this.#due[read] = now + Math.min(MAX_POLL_BACKOFF_MS, POLL_INTERVAL_MS * 2 ** this.#failedReads)
  }

  #offer(content: ActivityContent, failedStep?: string): void {
    this.#save(content, failedStep)
    this.#queue.offer(content)
  }

  /** Sends one update to every channel, unless the quota left is what the end (and the alert) will need. */
  async #send(content: ActivityContent): Promise<void> {
    if (!updateLeavesReserve(this.#folder.readJournal(), this.#record, this.#legs?.quotaAtMost)) return
    const entry = { at: Date.now(), kind: 'update', by: 'tracker', ...journalView(content) } as const
    await sendJournaled(this.#folder, entry, () => this.#client.updateActivity(this.#record.token, content))
  }

  /** Keeps the latest content (and the failed step) in the folder, where post builds the end from it. */
  #save(content: ActivityContent, failedStep?: string): void {
    this.#keep({ content, ...(failedStep && !this.#record.failedStep ? { failedStep } : {}) })
  }

  #keep(change: Partial<ActivityRecord>): void {
    this.#record = { ...this.#record, ...change }
    this.#folder.writeRecord(this.#record)
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms)
      this.#wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  }
}

/**
 * The last few successful runs of this workflow, through an Octokit of its own (the jobs API client's hooks are
 * for reading this run). Never rejects: anything that goes wrong is a message for the debug log.
 */
async function readHistory(
  token: string,
  signal: AbortSignal,
): Promise<{ readonly history: RunHistory | undefined; readonly message: string }> {
  try {
    const octokit = getOctokit(token, { userAgent: USER_AGENT })
    const result = await readRunHistory(octokit, runQueryForThisRun(signal))
    return {
      history: result.ok ? result.history : undefined,
      message: `Signalgrid: ${result.message}${result.ok ? '' : ': counting steps'}.`,
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { history: undefined, message: `Signalgrid: no step history (${detail}): counting steps.` }
  }
}
