import { applyUpdate, journalView } from '../activity/content.js'
import type { SentEntry } from '../activity/folder-schema.js'
import { sendJournaled } from '../activity/journal.js'
import { updateLeavesReserve } from '../activity/quota.js'
import { viewContent } from '../activity/run-content.js'
import { POLL_INTERVAL_MS, TRACKER_FLUSH_MS } from '../constants.js'
import type { SignalgridChannels } from '../signalgrid/channels.js'
import type { ActivityContent } from '../signalgrid/types.js'
import type { Plan } from '../view/plan.js'
import { type RunSnapshot, type RunView, runView, viewFloor } from '../view/run-view.js'
import type { KeptRecord } from './kept-record.js'
import type { MatrixLegs } from './matrix-legs.js'
import { leadMs, timedSentBy, timedUpdateWorthSending } from './timed-progress.js'
import { UpdateQueue } from './update-queue.js'
import type { Line } from './watch.js'

/**
 * After the job that sent before has begun its post (a time the API gives in whole seconds), how long its last
 * update may still take to arrive: the next sender keeps the spacing from then. Its tracker starts no update
 * once its post has begun; one already under way takes a moment on any working network.
 */
const HANDOVER_SLACK_MS = 2_000

/** How often, between reads, the tracker takes the view again: the bar moving with the clock, a value waiting. */
const VIEW_EVERY_MS = 1_000

export interface SendingSettings {
  /** The least time between two updates (input min-update-interval). */
  readonly spacingMs: number
  /** Input timed-updates: time-driven updates this job may still send between step changes. */
  readonly timedBudget: number
  /** Input steps: the user gave the steps' count, which the content keeps. */
  readonly stepsFixed: boolean
  /** This job ends the activity when it succeeds: counting steps, they take what is left of the bar. */
  readonly endsActivity: boolean
}

/**
 * What the tracker sends: the run's view when its job sends (a step change as soon as it is seen, the bar moving
 * with the clock when that is worth a request), and the explicit updates later uses of the action hand it, all
 * through one queue that keeps the phones' spacing and coalesces what waits.
 */
export class Sending {
  readonly #kept: KeptRecord
  readonly #client: SignalgridChannels
  readonly #settings: SendingSettings
  readonly #legs: MatrixLegs | undefined
  readonly #plan: () => Plan | undefined
  readonly #queue: UpdateQueue<ActivityContent>
  /** The run as last shown, when this job sends (a listing that lags behind it is not). */
  #run: RunSnapshot | undefined
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
  /** What waits in the queue, if anything, is a view (not an explicit update): it may be taken again. */
  #pendingIsView = false
  /** When the view was last taken between reads (see tick). */
  #lookedAt = 0

  constructor(
    kept: KeptRecord,
    client: SignalgridChannels,
    settings: SendingSettings,
    legs: MatrixLegs | undefined,
    plan: () => Plan | undefined,
  ) {
    this.#kept = kept
    this.#client = client
    this.#settings = settings
    this.#legs = legs
    this.#plan = plan
    // The start said no leg is done: the first step change is the first leg's end. A leg that takes over from
    // the starter shows what the legs are at as it does.
    if (legs?.starter) this.#key = legs.startKey
    // The start counts as the first send for the spacing; an attached activity was last sent by another job.
    const start = kept.folder
      .readJournal()
      .find((entry): entry is SentEntry => entry.kind === 'start' && !entry.error)
    this.#queue = new UpdateQueue<ActivityContent>({
      minIntervalMs: settings.spacingMs,
      lastSentAt: start?.at ?? Date.now(),
      ...(start ? { lastSent: kept.current.content } : {}),
      send: (content) => this.#send(content),
    })
  }

  /** When the phone takes the next update. */
  get nextSendAt(): number {
    return this.#queue.nextSendAt
  }

  /**
   * When tick next has something to do, when this job sends: a view waiting is taken again every look, and the bar
   * moving with the clock offers nothing before the phone takes an update.
   */
  get nextTickAt(): number {
    const work = this.#tickWork()
    if (work === undefined) return Number.POSITIVE_INFINITY
    const look = this.#lookedAt + VIEW_EVERY_MS
    return work === 'view waiting' ? look : Math.max(look, this.#queue.nextSendAt)
  }

  /** The step change last offered is offered again (the plan has come: the view it gives may differ). */
  forgetStepChange(): void {
    this.#key = undefined
  }

  /** Explicit updates from later uses of the action, oldest first. */
  takeInbox(): void {
    for (const update of this.#kept.folder.takeInbox()) {
      // What a later use of the action says stays shown until the next step change: no timer overwrites it.
      this.#explicitSinceStepChange = true
      const content = applyUpdate(this.#kept.current.content, update)
      this.#pendingIsView = false
      // A failed step keeps the activity red whatever a later update says.
      this.#offer(this.#kept.current.failedStep ? { ...content, severity: 'CRIT' } : content)
    }
  }

  /**
   * This job sends from now on (`takesOver`: another job sent before it): the spacing is kept after that job's
   * last update, and a leg counts the legs' time-driven updates so far as spent.
   */
  takeOver(line: Line, run: RunSnapshot, now: number): void {
    if (line.handedOverAt !== undefined) {
      // The job that sent before may still be finishing an update when its post begins.
      this.#queue.sentElsewhereAt(line.handedOverAt + HANDOVER_SLACK_MS)
    }
    if (this.#legs) {
      // The legs' time-driven updates so far were the starter's: the matrix's budget, not this leg's own.
      this.#timedSent = timedSentBy(
        this.#legs.view(run, now, this.#kept.current.startedAt).percent,
        this.#settings.timedBudget,
      )
    }
  }

  /** What the phone shows of the run, when this job sends it: a step change offered as soon as it is seen. */
  show(run: RunSnapshot, now: number): void {
    const completed = run.jobs.reduce(
      (count, job) => count + job.steps.filter((step) => step.status === 'completed').length,
      0,
    )
    // A lagging copy of the run would move the bar and the words backwards: keep what was seen.
    if (completed < this.#completed) return
    this.#completed = completed
    this.#run = run
    this.#floor = viewFloor(run, this.#plan(), now)
    this.#offerStepChange()
  }

  /**
   * Between reads, when this job sends: the bar moves with the clock when that is worth a request. Only while
   * nothing waits in the queue and the spacing allows a send, so that every time-driven update offered is one
   * sent, and counted against the budget once.
   */
  tick(now: number): void {
    if (!this.#run) return
    // The bar moves with the clock: once a second is often enough to take it again.
    if (now - this.#lookedAt < VIEW_EVERY_MS) return
    this.#lookedAt = now
    const work = this.#tickWork()
    if (work === 'view waiting') {
      // A view waiting for the spacing is taken again now: the value stands from when it leaves, not from when it
      // was first offered.
      this.#offerView(this.#viewNow())
      return
    }
    if (work !== 'time-driven' || now < this.#queue.nextSendAt) return
    const view = this.#viewNow()
    if (view.state !== 'running' && view.state !== 'between') return
    const worth = timedUpdateWorthSending({
      percent: Math.max(view.percent, this.#shown),
      lastSent: this.#kept.current.content.progress,
      sent: this.#timedSent,
      budget: this.#settings.timedBudget,
    })
    if (!worth) return
    this.#timedSent++
    this.#offerView(view)
  }

  /** Sends what waits, for a moment; what did not go out stays in the record, where post folds it into the end. */
  async stop(): Promise<void> {
    const { unsent } = await this.#queue.stop(TRACKER_FLUSH_MS)
    if (unsent) this.#kept.save(unsent)
  }

  /** Offers the content of the last step change the run shows. */
  #offerStepChange(): void {
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
    const record = this.#kept.current
    if (this.#legs) return this.#legs.view(run, now, record.startedAt)
    const { spacingMs, timedBudget, endsActivity } = this.#settings
    const options = { plan: this.#plan(), floor: this.#floor, endsActivity }
    const view = runView(run, { ...options, at: now })
    const lead = leadMs(view, now, {
      spacingMs,
      pollMs: POLL_INTERVAL_MS,
      // The next job's set-up and pre, about a poll; its tracker's first read; the handover and the spacing.
      handoverMs: 2 * POLL_INTERVAL_MS + HANDOVER_SLACK_MS + spacingMs,
      updates: { lastSent: record.content.progress, sent: this.#timedSent, budget: timedBudget },
    })
    return lead > 0 ? runView(run, { ...options, at: now + lead }) : view
  }

  /**
   * What tick may do when it looks: take again the view waiting in the queue, or, while nothing waits, offer the
   * bar moved with the clock; undefined for neither. One answer for tick and for nextTickAt, which says when the
   * tracker must wake for it.
   */
  #tickWork(): 'view waiting' | 'time-driven' | undefined {
    if (!this.#run || !this.#timed()) return undefined
    if (this.#queue.pending !== undefined) return this.#pendingIsView ? 'view waiting' : undefined
    if (this.#explicitSinceStepChange || this.#settings.timedBudget <= 0) return undefined
    return 'time-driven'
  }

  /** Whether the bar moves with the clock: by the plan, or by the legs' usual times. */
  #timed(): boolean {
    return this.#plan() !== undefined || this.#legs?.timed === true
  }

  #offerView(view: RunView): void {
    this.#pendingIsView = true
    this.#shown = Math.max(this.#shown, view.percent)
    const record = this.#kept.current
    const content = viewContent(record.content, { ...view, percent: this.#shown }, this.#settings.stepsFixed)
    if (view.basis === 'time' && view.usualMs !== record.usualMs) this.#kept.keep({ usualMs: view.usualMs })
    if (view.approvalWaitMs > 0 && view.approvalWaitMs !== record.approvalWaitMs)
      this.#kept.keep({ approvalWaitMs: view.approvalWaitMs })
    this.#offer(content, view.failed?.own ? view.failed.step : undefined)
  }

  #offer(content: ActivityContent, failedStep?: string): void {
    this.#kept.save(content, failedStep)
    this.#queue.offer(content)
  }

  /** Sends one update to every channel, unless the quota left is what the end (and the alert) will need. */
  async #send(content: ActivityContent): Promise<void> {
    const folder = this.#kept.folder
    if (!updateLeavesReserve(folder.readJournal(), this.#kept.current, this.#legs?.quotaAtMost)) return
    const entry = { at: Date.now(), kind: 'update', by: 'tracker', ...journalView(content) } as const
    await sendJournaled(folder, entry, () => this.#client.updateActivity(this.#kept.current.token, content))
  }
}
