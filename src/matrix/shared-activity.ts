import { setTimeout as sleep } from 'node:timers/promises'
import * as board from './board.js'
import { seal, unseal } from './sealed.js'

/**
 * One activity that jobs of a run share through the run's board: whoever claims the start sends it and
 * publishes the token, sealed; the others read it. The notes' names begin with `prefix`, which holds the run
 * attempt, so that an earlier attempt's notes are never taken for this one's. `Published` is what the starter
 * publishes: the matrix and the jobs sharing a name each say what they need.
 */
export class SharedActivity<Published> {
  constructor(
    /** The start of every note's name: who shares the activity, and in which attempt. */
    readonly prefix: string,
    /** What a claim says about who made it (a leg's index, a job's key): read by nothing, shown in the run. */
    readonly claimant: string,
    /** The shared secret (the Signalgrid credentials), which seals the activity's token. */
    readonly secret: string,
  ) {}

  /** Whether this one is the one to start the activity. */
  async claimStart(): Promise<boolean> {
    return (await board.claim(this.name('start'), this.claimant)) === 'claimed'
  }

  async publish(activity: Published): Promise<void> {
    const sealed = seal(JSON.stringify(activity), this.secret, this.name('activity'))
    await board.claim(this.name('activity'), sealed)
  }

  /**
   * The activity once its starter has published it; undefined when it has not within `timeoutMs` of the
   * start's claim. The token follows the claim by one upload, so a job that comes long after the claim and
   * finds no token (the activity has ended and its note is gone, or its starter died) looks once, not for
   * the whole bound.
   */
  async published(timeoutMs: number, pollMs: number): Promise<Published | undefined> {
    const lookedFirst = Date.now()
    for (;;) {
      const listing = await board.list(`${this.prefix}-`)
      const entry = (what: string) => listing.entries.find((listed) => listed.name === this.name(what))
      const note = entry('activity')
      const sealed = note && (await board.readEntry(note))
      const text = sealed === undefined ? undefined : unseal(sealed, this.secret, this.name('activity'))
      if (text !== undefined) return JSON.parse(text) as Published
      const claimedAt = Math.min(lookedFirst, entry('start')?.createdAt?.getTime() ?? lookedFirst)
      if (Date.now() + pollMs > claimedAt + timeoutMs) return undefined
      await sleep(pollMs)
    }
  }

  /**
   * Whether this one is the one to end the activity. `seen`, a listing just made, spares the look before the
   * claim; the service's refusal of a name taken since is still the lock.
   */
  async claimEnd(seen?: board.Listing): Promise<boolean> {
    return (await board.claim(this.name('end'), this.claimant, seen)) === 'claimed'
  }

  /** The token's note, once the activity has ended: nothing a later reader could use is left behind. */
  async clear(): Promise<void> {
    await board.remove(this.name('activity'))
  }

  name(what: string): string {
    return `${this.prefix}-${what}`
  }
}
