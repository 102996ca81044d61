import * as board from './board.js'
import type { Leg } from './leg.js'
import { SharedActivity } from './shared-activity.js'
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
  readonly #activity: SharedActivity<Published>

  constructor(
    /** GITHUB_JOB: the job's key in the workflow, the same for every leg of its matrix. */
    job: string,
    readonly attempt: number,
    readonly leg: Leg,
    /** The legs' shared secret (the Signalgrid credentials), which seals the activity's token. */
    readonly secret: string,
  ) {
    this.#prefix = `signalgrid-${job}`
    this.#activity = new SharedActivity(`${this.#prefix}-a${attempt}`, String(leg.index), secret)
  }

  /** Whether this leg is the one to start the activity. */
  claimStart(): Promise<boolean> {
    return this.#activity.claimStart()
  }

  publish(activity: Published): Promise<void> {
    return this.#activity.publish(activity)
  }

  /** The activity once its starter has published it, or undefined if it has not within `timeoutMs`. */
  published(timeoutMs: number, pollMs: number): Promise<Published | undefined> {
    return this.#activity.published(timeoutMs, pollMs)
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
  claimEnd(): Promise<boolean> {
    return this.#activity.claimEnd()
  }

  /** The token's note, once the activity has ended: nothing a later reader could use is left behind. */
  clear(): Promise<void> {
    return this.#activity.clear()
  }

  #name(what: string): string {
    return this.#activity.name(what)
  }
}
