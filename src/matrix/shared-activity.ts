import type { Entry, Listing } from './artifact-calls.js'
import type { Board } from './board.js'
import type { RunKey } from './sealed.js'

/**
 * How long an unsure claim (refused, or unanswered) that no listing shows may take to be listed before it is
 * made again under the next name. An upload is listed within a moment, but blob storage tries a refused
 * connection again at once, then 4 s later: another leg's claim that met one is listed a little after 4 s.
 */
export const CLAIM_SETTLE_MS = 6_000

/**
 * When an unsure claim is first looked for: another leg's upload under way, or this claim carried out with
 * its answer lost, is listed within a moment. Each next look waits twice as long, and the last is at the end
 * (0.25, 0.75, 1.75, 3.75 and 6 s).
 */
export const CLAIM_POLL_MS = 250

/** How many names a claim tries: "start", then "start-2" and "start-3" after names found burnt. */
const CLAIM_ROUNDS = 3

/**
 * A claim's outcome: this one holds it, another does, or nobody can be found to hold it (every name it tried
 * was refused or went unanswered, and none was ever listed).
 */
export type Claim = 'claimed' | 'taken' | 'unknown'

/**
 * One activity that jobs of a run share through the run's board: whoever claims the start sends it and
 * publishes the token, sealed; the others read it. The notes' names begin with `prefix`, which holds the run
 * attempt, so that an earlier attempt's notes are never taken for this one's, and end with their tag: a note
 * whose tag is not the run's key's for its name is none of the jobs', and counts for nothing (a claim
 * included: it holds nothing, and costs no call to tell). `Published` is what the starter publishes: the
 * matrix and the jobs sharing a name each say what they need.
 */
export class SharedActivity<Published> {
  constructor(
    /** The start of every note's name: who shares the activity, and in which attempt. */
    readonly prefix: string,
    /**
     * What a claim says about who made it, unique among those that claim: the same in every process of one job
     * that may claim (a leg's index, which its post and its tracker both claim the end by), so that a claim one of
     * them made is known for this job's own by the other; with a nonce where no two processes of a job claim (a
     * job sharing a name claims the start in one stage).
     */
    readonly claimant: string,
    /** The run's key (from the Signalgrid credentials): it signs the notes' names and seals the token. */
    readonly key: RunKey,
    /** The board as this stage uses it, with what the stage may still wait for the others. */
    readonly board: Board,
  ) {}

  /** Whether this one is the one to start the activity. An activity that has ended is not started again. */
  claimStart(): Promise<Claim> {
    return this.#claim('start')
  }

  /**
   * Whether this one is the one to end the activity. `seen`, a listing just made, spares the look before the
   * claim; the service's refusal of a name taken since is still the lock.
   */
  claimEnd(seen?: Listing): Promise<Claim> {
    return this.#claim('end', seen)
  }

  /** Whether `listing` shows an end claimed by another: one of this job's own is no end of the activity yet. */
  async endClaimedByOther(listing: Listing): Promise<boolean> {
    for (const note of this.notes(listing, 'end'))
      if (!(await this.board.holds(note, this.claimant))) return true
    return false
  }

  /** The token, sealed, under a name only the starter leaves. */
  async publish(activity: Published): Promise<void> {
    const name = this.name('activity')
    await this.board.leave(name, this.key.seal(JSON.stringify(activity), name), (left) =>
      this.key.signed(left),
    )
  }

  /**
   * The activity once its starter has published it; undefined when it has not within `timeoutMs` of the
   * start's claim (or within what this stage may still wait). The token follows the claim by one upload, so a
   * job that comes long after the claim and finds no token (the activity has ended and its note is gone, or its
   * starter died) looks once, not for the whole bound. `seen`, a listing this stage made, is the first look.
   * Every note of the token is tried, oldest first: the first that opens is the token.
   */
  async published(timeoutMs: number, pollMs: number, seen?: Listing): Promise<Published | undefined> {
    const lookedFirst = Date.now()
    let next = seen
    const found = await this.board.waits.until(
      "the activity's token",
      timeoutMs,
      pollMs,
      async () => {
        const listing = next ?? (await this.board.list(`${this.prefix}-`))
        next = undefined
        const text = await this.#opened(this.notes(listing, 'activity'))
        if (text !== undefined) return { activity: JSON.parse(text) as Published }
        // Counted from the claim: once its bound has passed, the token is not coming.
        const [claim] = this.notes(listing, 'start')
        const claimedAt = Math.min(lookedFirst, claim?.createdAt?.getTime() ?? lookedFirst)
        return Date.now() + pollMs > claimedAt + timeoutMs ? { activity: undefined } : undefined
      },
      'soon',
    )
    return found?.activity
  }

  /**
   * The token's text from the first of `notes` that opens with the run's key; undefined when none does (a note
   * whose text was swapped under its name, by a step that deleted it and left another).
   */
  async #opened(notes: readonly Entry[]): Promise<string | undefined> {
    for (const note of notes) {
      const sealed = await this.board.readEntry(note)
      const text = sealed === undefined ? undefined : this.key.unseal(sealed, this.name('activity'))
      if (text !== undefined) return text
    }
    return undefined
  }

  /** The token's notes, once the activity has ended: nothing a later reader could use is left behind. */
  async clear(): Promise<void> {
    await this.board.removeListed(this.notes(await this.board.list(`${this.prefix}-`), 'activity'))
  }

  /**
   * The notes of `what` a listing holds whose tags are the run key's, under its own name and the names it was
   * left or claimed again under ("start-2", "activity-r2"), oldest first.
   */
  notes(listing: Listing, what: string): Entry[] {
    const name = this.name(what)
    return listing.entries.filter((entry) => {
      const verified = this.key.verified(entry.name)
      return verified?.startsWith(name) === true && /^(-\d+)?$/.test(verified.slice(name.length))
    })
  }

  name(what: string): string {
    return `${this.prefix}-${what}`
  }

  /**
   * The one claim of `what` among all who make it. A claim the service refuses and no listing shows is either
   * an upload under way, listed within a moment, or a burnt name (a create never finalized, or one whose
   * answer was lost, which the client's retry then met): nobody would hold it. A claim whose answer a network
   * error or the deadline cut is the same, or this claim itself, carried out: its text is the claimant, unique
   * among those that claim, so the digest a listing gives tells it from another's. So an unsure claim is looked
   * for until CLAIM_SETTLE_MS has passed, and made again under the next name if it never shows. A claim found
   * listed as the first look finds it is this job's own where its text is (a leg's tracker that claimed the end
   * in its post's place, then was stopped before it sent it): whoever of the job finishes knows it holds the
   * claim. A listed end claim also holds the start: an activity that has ended is not started again; and notes
   * cleared hold the end, for the same reason.
   */
  async #claim(what: 'start' | 'end', seen?: Listing): Promise<Claim> {
    const text = this.claimant
    let listing = seen ?? (await this.board.list(`${this.prefix}-`))
    // Once the activity has ended, its notes are cleared, the end's claim last: an end claim made then
    // would send a second end.
    const cleared = (shown: Listing) =>
      this.notes(shown, 'start').length === 0 && this.notes(shown, 'activity').length === 0
    const held = (shown: Listing) =>
      this.notes(shown, what).length > 0 ||
      this.notes(shown, 'end').length > 0 ||
      (what === 'end' && cleared(shown))
    const whose = async (shown: Listing): Promise<Claim> => {
      for (const note of this.notes(shown, what)) if (await this.board.holds(note, text)) return 'claimed'
      return 'taken'
    }
    for (let round = 1; round <= CLAIM_ROUNDS; round++) {
      if (held(listing)) return whose(listing)
      const name = this.key.signed(round === 1 ? this.name(what) : `${this.name(what)}-${round}`)
      const outcome = await this.board.claim(name, text, listing)
      if (outcome === 'claimed') return 'claimed'
      if (outcome === 'listed') return 'taken'
      let last = listing
      const shown = await this.board.waits.until(
        `"${name}", unsure, to be listed`,
        CLAIM_SETTLE_MS,
        CLAIM_POLL_MS,
        async () => {
          last = await this.board.list(`${this.prefix}-`)
          return held(last) ? last : undefined
        },
        'backoff',
      )
      if (shown) return whose(shown)
      listing = last
      if (this.board.waits.leftMs() === 0) break
    }
    return 'unknown'
  }
}
