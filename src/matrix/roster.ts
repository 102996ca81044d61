import type { Outcome } from '../outcome.js'
import type { Entry, Listing } from './artifact-calls.js'
import { Board } from './board.js'
import { type Leg, labelDigest, placeLabel, shortLabel } from './leg.js'
import type { RunKey } from './sealed.js'
import { CLAIM_POLL_MS, CLAIM_SETTLE_MS, type Claim, SharedActivity } from './shared-activity.js'
import { type LegReport, type Tally, tally } from './tally.js'
import type { Waits } from './waits.js'

/** The shared activity as the leg that started it published it. */
export type Published =
  | {
      readonly token: string
      readonly startedAt: number
      /** How long each leg usually takes, by its label, when the starter found the legs' history. */
      readonly legsUsualMs?: Readonly<Record<string, number>>
      /** The monthly quota left after the start, as its answer said. */
      readonly remaining?: number
      /**
       * The job (`job.check_run_id`) of the leg whose tracker shows the legs between their ends: the starter, with
       * the legs' history. The other legs' trackers watch its record and take over when it ends first, so every
       * leg's post but the last leaves its update to them. Absent when no tracker shows the legs.
       */
      readonly senderJob?: string
      /**
       * The failure alert the activity's start asked for (`failure-alert`, and the channels it goes to), for
       * whichever job ends the activity: in a pipeline shared by a name, that job may not ask for it itself.
       */
      readonly alert?: { readonly kind: 'push' | 'critical'; readonly channels: readonly string[] }
      /** The title the activity started with: the reviewers' job, which shows the run but none of its own, keeps it. */
      readonly title?: string
    }
  /** The start failed: every leg goes on alone. */
  | { readonly failed: true }

/**
 * A matrix's notes on the run's board (artifacts the legs of one run can all read), one small artifact each.
 * Names are unique within a run, so a name is also a claim that exactly one leg wins: the start, and the end.
 * Everything but the legs' reports is per run attempt, so an earlier attempt's notes are never taken for
 * this one's; the reports outlive their attempt, so a re-run of the failed legs still counts the others. Every
 * name carries its tag, and every text is sealed, with the run's key: only what the legs left counts.
 */
export class Roster {
  readonly #prefix: string
  readonly #board: Board
  readonly #activity: SharedActivity<Published>

  constructor(
    /**
     * The matrix's name (matrix-name.ts): its job's key in the workflow, and the call's in a called workflow,
     * the same for every leg of the matrix and for no other matrix of the run.
     */
    matrix: string,
    readonly attempt: number,
    readonly leg: Leg,
    /** The run's key, from the legs' shared secret (the Signalgrid credentials): it signs and seals the notes. */
    readonly key: RunKey,
    /** `job.check_run_id`: the jobs API's id of this leg's job, in its report ('' where the runner gives none). */
    readonly jobId: string,
    /** What this stage may still wait for the other legs. */
    readonly waits: Waits,
  ) {
    this.#prefix = `signalgrid-${matrix}`
    this.#board = new Board(waits)
    // The leg's index is unique in its attempt, whose notes the prefix holds: its post and its tracker claim alike.
    this.#activity = new SharedActivity(`${this.#prefix}-a${attempt}`, String(leg.index), key, this.#board)
  }

  /** Whether this leg is the one to start the activity. */
  claimStart(): Promise<Claim> {
    return this.#activity.claimStart()
  }

  publish(activity: Published): Promise<void> {
    return this.#activity.publish(activity)
  }

  /**
   * The activity once its starter has published it, or undefined if it has not within `timeoutMs`: looked for
   * first in the listing this stage's tally made.
   */
  published(timeoutMs: number, pollMs: number): Promise<Published | undefined> {
    return this.#activity.published(timeoutMs, pollMs, this.#listing)
  }

  /**
   * Whether the activity is over for good, as the tally's listing shows it: another leg claimed its end, or its
   * notes are gone (the leg that ended it cleared them). A leg that reports then has nothing to show. An end this
   * leg claimed itself (its tracker, in its post's place, stopped before it sent the end) is this leg's to send.
   */
  async isOver(): Promise<boolean> {
    const listing = this.#listing
    if (!listing) return false
    const notes = (what: string) => this.#activity.notes(listing, what).length > 0
    return (!notes('start') && !notes('activity')) || (await this.#activity.endClaimedByOther(listing))
  }

  /** Says this leg runs again in this attempt, so that its earlier report does not count for it. */
  async join(): Promise<void> {
    if (this.attempt > 1) {
      await this.#board.leave(this.#name(`joined-${this.leg.index}`), String(this.leg.index), this.#signed)
    }
  }

  /** This leg's outcome, in its entry's name: the tally reads every leg's from one listing. */
  async report(outcome: Outcome): Promise<void> {
    const name = this.#reportName(outcome)
    await this.#board.leave(name, this.key.seal(this.leg.label, name), this.#signed)
  }

  /** The board as this stage last looked at it: the tally, the token and the end's claim are read there. */
  #listing: Listing | undefined

  /** Looks at the board: every leg's report, the legs that joined this attempt, the activity's notes. One call. */
  async look(): Promise<void> {
    this.#listing = await this.#board.list(`${this.#prefix}-`)
  }

  /**
   * Looks at the board once this leg has reported. A listing that does not show this leg's own report lags
   * behind the service (one report saw a later job list 9 of 18 artifacts): it is looked at again until it
   * does, within the stage's waits, so that of two legs that report one after the other the later one sees
   * both reports and ends the activity. Without a lag, one call. Says how long the listing lagged: a leg that
   * reported just before this one lags as long before it sends its update.
   */
  async lookAfterReport(): Promise<number> {
    const reportedAt = Date.now()
    await this.look()
    if (this.#listsOwnReport()) return 0
    await this.waits.until(
      "the board to list this leg's report",
      CLAIM_SETTLE_MS,
      CLAIM_POLL_MS,
      async () => {
        await this.look()
        return this.#listsOwnReport() || undefined
      },
      'backoff',
    )
    return Date.now() - reportedAt
  }

  /** Whether the last look found this leg's report of this attempt. */
  #listsOwnReport(): boolean {
    return this.#notes(this.#listing).some(({ what }) => {
      const report = REPORT.exec(what)
      return Number(report?.[1]) === this.leg.index && Number(report?.[2]) === this.attempt
    })
  }

  /**
   * The notes of a listing the legs left, each with what its name says after the prefix: those whose tag is
   * the run key's for their names, a note left again ("-r2") as the note itself.
   */
  #notes(listing: Listing | undefined): { readonly entry: Entry; readonly what: string }[] {
    if (!listing) return []
    return listing.entries.flatMap((entry) => {
      const name = this.key.verified(entry.name)
      return name?.startsWith(listing.prefix) ? [{ entry, what: name.slice(listing.prefix.length) }] : []
    })
  }

  /**
   * The tally as the last look found the board, this leg counted with `outcome` whether its report was
   * listed or not; a download only for the failed leg the phone names, when it is another leg.
   */
  async tally(outcome: Outcome): Promise<Tally> {
    const { counted, entries } = this.#count(outcome)
    const [failed] = counted.failed
    return { ...counted, failedLabel: failed && (await this.#labelOf(failed, entries.get(failed))) }
  }

  /**
   * Whether every other leg is done, as the last look found the board. This leg is then the last: no other
   * leg can see the matrix complete, so it ends the activity with no claim, and reports only what a re-run
   * will need.
   */
  othersDone(outcome: Outcome): boolean {
    return this.#count(outcome).counted.done.length === this.leg.count
  }

  #count(outcome: Outcome): {
    counted: Omit<Tally, 'failedLabel'>
    entries: Map<LegReport, Entry>
  } {
    const entries = new Map<LegReport, Entry>()
    const rerun = new Set<number>()
    for (const { entry, what } of this.#notes(this.#listing)) {
      const report = REPORT.exec(what)
      const joined = JOINED.exec(what)
      if (report) {
        const parsed = {
          index: Number(report[1]),
          attempt: Number(report[2]),
          outcome: report[3] as Outcome,
          digest: report[4] as string,
          job: report[5],
          // A report without its time counts as just made: the end then waits the whole spacing after it.
          at: entry.createdAt?.getTime() ?? Date.now(),
        }
        entries.set(parsed, entry)
      } else if (joined && Number(joined[1]) === this.attempt) {
        rerun.add(Number(joined[2]))
      }
    }
    const own: LegReport = {
      index: this.leg.index,
      attempt: this.attempt,
      outcome,
      digest: labelDigest(this.leg.label),
      job: this.#job(),
      at: Date.now(),
    }
    const reports = [...entries.keys()]
    const counted = this.#listsOwnReport() ? reports : [...reports, own]
    return { counted: tally(counted, this.leg, this.attempt, rerun), entries }
  }

  /** Whether this leg is the one to end the activity. */
  claimEnd(): Promise<Claim> {
    return this.#activity.claimEnd(this.#listing)
  }

  /**
   * Once the activity has ended, the board is cleared of what nobody needs, earlier attempts' notes
   * included: nothing is left of a matrix that succeeded; of one that failed, only what a re-run of its failed
   * legs needs (the reports of the legs that succeeded) and this attempt's end claim, which tells a leg that
   * starts later in it (a queued leg of a matrix that continues on error) that the activity is over. Two
   * calls a note, after a `fresh` listing: a leg that won the end's claim against another that finished with
   * it may not have seen that leg's report; the last leg saw them all.
   */
  async clear(outcome: Outcome, fresh: boolean): Promise<void> {
    const listing = fresh || !this.#listing ? await this.#board.list(`${this.#prefix}-`) : this.#listing
    const end = new Set(this.#activity.notes(listing, 'end'))
    // What the legs did not leave is not theirs to clear: it goes when it expires.
    const cleared = this.#notes(listing)
      .filter(({ entry, what }) => {
        const report = REPORT.exec(what)
        if (report) return outcome !== 'success' ? report[3] !== 'success' : true
        return NOTE.test(what) && (outcome === 'success' || !end.has(entry))
      })
      .map(({ entry }) => entry)
    // The end's claims go last: a leg that sees them gone sees the rest gone too, so it knows the activity has
    // ended and does not claim its end again.
    await this.#board.removeListed(cleared.filter((entry) => !end.has(entry)))
    await this.#board.removeListed(cleared.filter((entry) => end.has(entry)))
  }

  #name(what: string): string {
    return this.#activity.name(what)
  }

  /** A note's name with its tag: the board leaves each name it tries as this makes it. */
  readonly #signed = (name: string): string => this.key.signed(name)

  /**
   * A report's entry: it outlives its attempt, and its name says all of it but the leg's label, which it holds
   * (the name has its digest: "build-leg-3-a1-failure-5f2c…").
   */
  #reportName(outcome: Outcome): string {
    const job = this.#job() === undefined ? '' : `-j${this.jobId}`
    return `${this.#prefix}-leg-${this.leg.index}-a${this.attempt}-${outcome}-${labelDigest(this.leg.label)}${job}`
  }

  #job(): string | undefined {
    return /^\d+$/.test(this.jobId) ? this.jobId : undefined
  }

  /**
   * The label of a leg that reported: this leg's own, or the text of its report, unsealed and cut to what a
   * lock screen shows; its place when the text does not open (swapped under the report's name).
   */
  async #labelOf(report: LegReport, entry: Entry | undefined): Promise<string> {
    if (report.index === this.leg.index) return this.leg.label
    const sealed = entry && (await this.#board.readEntry(entry))
    const name = entry && this.key.verified(entry.name)
    const label = sealed === undefined || name === undefined ? undefined : this.key.unseal(sealed, name)
    return label ? shortLabel(label) : placeLabel(report.index)
  }
}

/**
 * What follows the prefix in a report's name (with the leg's job id), and in a leg's note that it joined an
 * attempt, its tag taken off.
 */
const REPORT = /^leg-(\d+)-a(\d+)-(success|failure|cancelled)-([0-9a-f]{12})(?:-j(\d+))?$/
const JOINED = /^a(\d+)-joined-(\d+)$/
/** What follows the prefix in the name of any attempt's note: its claims, its token, the legs that joined it. */
const NOTE = /^a\d+-(?:start|end|activity|joined-\d+)(?:-\d+)?$/
