import type { ActivityRecord } from '../activity/folder-schema.js'
import { legsUsual } from '../activity/legs-content.js'
import { legsQuotaAtMost } from '../activity/quota.js'
import { BOARD_TASK_TIMEOUT_MS } from '../constants.js'
import type { BoardRequest, ReportAnswer } from '../matrix/board-request.js'
import { labelDigest, shortLabel } from '../matrix/leg.js'
import type { Published } from '../matrix/roster.js'
import type { Outcome } from '../outcome.js'
import { type LegsUsual, legsKey, legsLeadMs, legsListed, legsOf, legsRunView } from '../view/legs.js'
import type { RunSnapshot, RunView } from '../view/run-view.js'
import { clearBoard, readPublished, reportOnBoard } from './board-read.js'
import type { TrackerSettings } from './handover.js'
import { type LegsPlace, type Line, legsLineOf } from './watch.js'

/**
 * How long a tracker gives the run's board to answer, the reading process's start included: a takeover is late
 * by as much at most, and a board that does not answer by then is asked again at the next look at the run.
 */
const TOKEN_READ_TIMEOUT_MS = 10_000
/** Reads of the token a leg makes at most: each costs calls to the run's artifacts, which the matrix shares. */
const TOKEN_READS = 3
/**
 * A leg waiting in line first looks at the run this long after its tracker starts (or a watch of the next in line,
 * if longer): the starter has published the token by then, within seconds of its start, and a short matrix's
 * legs do not each read the run at once.
 */
export const LEGS_FIRST_LOOK_MS = 10_000

/**
 * A shared matrix's legs, as the tracker of one leg follows them. Every leg runs one; the leg that started the
 * activity holds its token and sends the legs' view (src/view/legs.ts) until its job ends. The others wait in
 * line (watch.ts, legsLineOf) and read the token from the run's board only when they are first in line and a
 * leg has stopped: the one that then sends takes the legs over with the view every leg computes from the same
 * listing, so the phone never goes back.
 */
export class MatrixLegs {
  readonly count: number
  /** This leg started the activity: its record has the token from the start. */
  readonly starter: boolean
  readonly #board: BoardRequest | undefined
  readonly #timedBudget: number
  #usual: LegsUsual
  #quotaAtMost: number | undefined
  #starterJob: number | undefined
  #token: 'held' | 'unread' | 'reading' = 'unread'
  #reads = 0

  private constructor(
    count: number,
    timedBudget: number,
    usualMs: ActivityRecord['legsUsualMs'],
    board: BoardRequest | undefined,
    starter: boolean,
  ) {
    this.count = count
    this.#timedBudget = timedBudget
    this.starter = starter
    this.#board = board
    this.#usual = legsUsual(usualMs ?? {})
    if (this.starter) this.#token = 'held'
  }

  /**
   * The legs, when this tracker's job is a leg of a shared matrix: the starter's record has the legs' usual
   * times from its start, another leg's tracker has what reading the board takes (and the starter's, what
   * reporting its leg on it takes, in its post's place). Undefined otherwise.
   */
  static of(
    record: ActivityRecord,
    settings: Pick<TrackerSettings, 'leg' | 'timedUpdates'>,
    board: BoardRequest | undefined,
  ): MatrixLegs | undefined {
    const { leg, timedUpdates } = settings
    if (leg.count < 2) return undefined
    if (record.legsUsualMs) return new MatrixLegs(leg.count, timedUpdates, record.legsUsualMs, board, true)
    return board ? new MatrixLegs(leg.count, timedUpdates, undefined, board, false) : undefined
  }

  /** This tracker can send: it holds the activity's token. */
  get holdsToken(): boolean {
    return this.#token === 'held'
  }

  /** Whether a read of the token may start: none is under way, and this leg has not used up its reads. */
  get readDue(): boolean {
    return this.#token === 'unread' && this.#reads < TOKEN_READS
  }

  /**
   * The most the monthly quota can hold when this leg takes the legs over: what the start's answer said, less
   * an update per leg and the matrix's time-driven updates, on each channel. Undefined where it is not known.
   */
  get quotaAtMost(): number | undefined {
    return this.#quotaAtMost
  }

  /** Whether the bar moves with the clock: by the legs' usual times. */
  get timed(): boolean {
    return this.#usual.size > 0
  }

  /** What the start said: no leg done. */
  get startKey(): string {
    return legsKey({ count: this.count, done: [], failed: 0 })
  }

  /** This leg's place in the matrix's line, from one listing of the run. */
  line(run: RunSnapshot): Line & LegsPlace {
    return legsLineOf(run, this.starter ? run.ownJobId : this.#starterJob, this.count)
  }

  /** The legs as the listing shows them, for the moment it is sent and the lead every sender takes (legsLeadMs). */
  view(run: RunSnapshot, now: number, startedAt: number): RunView {
    const listed = legsListed(run)
    // Named as the legs' reports name them: their labels cut to what a lock screen shows, by digest.
    const legs = {
      count: this.count,
      done: listed.done.map((label) => labelDigest(shortLabel(label))),
      failed: listed.failed.length,
      failedLabel: listed.failed[0] === undefined ? undefined : shortLabel(listed.failed[0]),
      queued: listed.queued.map((label) => labelDigest(shortLabel(label))),
    }
    return legsRunView(
      legs,
      this.#usual,
      now - startedAt,
      startedAt,
      legsLeadMs(this.#usual, this.#timedBudget),
    )
  }

  /**
   * Reads the activity as its starter published it, once a read is due and none is under way: the token, and
   * which job started it. 'unread' when none was read (the board did not answer, or this leg has read it as
   * often as it may); 'none' when there is nothing to take over (the start failed, or the starter shows the
   * legs with no tracker); otherwise this leg holds the token from then on.
   */
  async readToken(signal: AbortSignal): Promise<Extract<Published, { token: string }> | 'unread' | 'none'> {
    if (!this.#board || !this.readDue) return 'unread'
    this.#token = 'reading'
    this.#reads++
    const published = await readPublished(this.#board, TOKEN_READ_TIMEOUT_MS, { signal })
    this.#token = 'unread'
    if (!published) return 'unread'
    if ('failed' in published || published.senderJob === undefined) return 'none'
    this.#token = 'held'
    this.#usual = legsUsual(published.legsUsualMs ?? {})
    if (published.remaining !== undefined) {
      this.#quotaAtMost = legsQuotaAtMost(published.remaining, this.count, this.#timedBudget, published.token)
    }
    this.#starterJob = Number(published.senderJob)
    return published
  }

  /**
   * Reports this leg on the run's board as its post would have, its job cancelled and its post not begun: the
   * board's answer (src/matrix/leg-report.ts), or undefined where this tracker cannot reach the board or it did
   * not answer. The legs `run` (a listing just made) shows running tell whether the matrix is complete early, as
   * a post's read of the jobs API does; with no listing, every leg is taken to run.
   */
  report(
    outcome: Outcome,
    run: Pick<RunSnapshot, 'jobs' | 'ownJobId'> | undefined,
  ): Promise<ReportAnswer | undefined> {
    if (!this.#board) return Promise.resolve(undefined)
    const running =
      run &&
      legsOf(run)
        .filter(({ job }) => job.id !== run.ownJobId && job.status === 'in_progress')
        .map(({ job }) => String(job.id))
    const task = { kind: 'report', outcome, ...(running ? { running } : {}) } as const
    return reportOnBoard(this.#board, task, BOARD_TASK_TIMEOUT_MS)
  }

  /** Clears the board as the leg that ended the matrix does (Roster.clear): whether it was. */
  clear(outcome: Outcome, fresh: boolean): Promise<boolean> {
    if (!this.#board) return Promise.resolve(false)
    return clearBoard(this.#board, { kind: 'clear', outcome, fresh }, BOARD_TASK_TIMEOUT_MS)
  }
}
