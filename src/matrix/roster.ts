import { setTimeout as sleep } from 'node:timers/promises'
import * as board from './board.js'
import type { Leg } from './leg.js'
import { seal, unseal } from './sealed.js'
import { type LegResult, type Tally, tally } from './tally.js'

/** The shared activity as the leg that started it published it. */
export type Published =
  | {
      readonly token: string
      readonly startedAt: number
      /** How long each leg usually takes, by its label, when the starter found the legs' history. */
      readonly legsUsualMs?: Readonly<Record<string, number>>
      /** The monthly quota left after the start, as its answer said. */
      readonly remaining?: number
    }
  /** The start failed: every leg goes on alone. */
  | { readonly failed: true }

/**
 * A matrix's notes on the run's board (artifacts the legs of one run can all read), one small artifact each.
 * Names are unique within a run, so a name is also a claim that exactly one leg wins: the start, and the end.
 * Everything but the legs' reports is per run attempt, so an earlier attempt's notes are never taken for
 * this one's; the reports outlive their attempt, so a re-run of the failed legs still counts the others.
 */
export class Roster {
  readonly #prefix: string

  constructor(
    /** GITHUB_JOB: the job's key in the workflow, the same for every leg of its matrix. */
    job: string,
    readonly attempt: number,
    readonly leg: Leg,
    /** The legs' shared secret (the Signalgrid credentials), which seals the activity's token. */
    readonly secret: string,
  ) {
    this.#prefix = `signalgrid-${job}`
  }

  /** Whether this leg is the one to start the activity. */
  async claimStart(): Promise<boolean> {
    return (await board.claim(this.#name('start'), String(this.leg.index))) === 'claimed'
  }

  async publish(activity: Published): Promise<void> {
    const sealed = seal(JSON.stringify(activity), this.secret, this.#name('activity'))
    await board.claim(this.#name('activity'), sealed)
  }

  /** The activity once its starter has published it, or undefined if it has not within `timeoutMs`. */
  async published(timeoutMs: number, pollMs: number): Promise<Published | undefined> {
    const giveUpAt = Date.now() + timeoutMs
    for (;;) {
      const sealed = await board.read(this.#name('activity'))
      const text = sealed === undefined ? undefined : unseal(sealed, this.secret, this.#name('activity'))
      if (text !== undefined) return JSON.parse(text) as Published
      if (Date.now() + pollMs > giveUpAt) return undefined
      await sleep(pollMs)
    }
  }

  /** Says this leg runs again in this attempt, so that its earlier report does not count for it. */
  async join(): Promise<void> {
    if (this.attempt > 1) await board.claim(this.#name(`joined-${this.leg.index}`), String(this.leg.index))
  }

  async report(outcome: LegResult['outcome']): Promise<void> {
    const result: LegResult = {
      index: this.leg.index,
      label: this.leg.label,
      outcome,
      attempt: this.attempt,
      at: Date.now(),
    }
    await board.claim(`${this.#prefix}-leg-${this.leg.index}-a${this.attempt}`, JSON.stringify(result))
  }

  async tally(): Promise<Tally> {
    const reports = [...(await board.readAll(`${this.#prefix}-leg-`)).values()].map(
      (text) => JSON.parse(text) as LegResult,
    )
    const joined = this.#name('joined-')
    const rerun = new Set((await board.names(joined)).map((name) => Number(name.slice(joined.length))))
    return tally(reports, this.leg, this.attempt, rerun)
  }

  /** Whether this leg is the one to end the activity. */
  async claimEnd(): Promise<boolean> {
    return (await board.claim(this.#name('end'), String(this.leg.index))) === 'claimed'
  }

  /** The token's note, once the activity has ended: nothing a later reader could use is left behind. */
  async clear(): Promise<void> {
    await board.remove(this.#name('activity'))
  }

  #name(what: string): string {
    return `${this.#prefix}-a${this.attempt}-${what}`
  }
}
