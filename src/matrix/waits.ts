import { setTimeout as sleep } from 'node:timers/promises'
import { type Backoff, backoffMs } from '../net/backoff.js'
import { seconds } from '../net/seconds.js'

/**
 * What one stage of a leg may spend on the run's board, its calls (each cut at what is left) and its waits for
 * other legs together: a leg never holds its job up for the board longer than that, whatever the others and
 * the service do. Each wait says in the debug log what it waited for and how long.
 */
export class Waits {
  readonly #endsAt: number

  constructor(
    budgetMs: number,
    readonly log: (line: string) => void,
  ) {
    this.#endsAt = Date.now() + budgetMs
  }

  /** What is left of the stage's budget. */
  leftMs(): number {
    return Math.max(0, this.#endsAt - Date.now())
  }

  /** Sleeps `ms`, or what is left of the budget if less. */
  async sleep(what: string, ms: number): Promise<void> {
    const waitMs = Math.min(ms, this.leftMs())
    if (waitMs <= 0) return
    await sleep(waitMs)
    this.log(`Signalgrid: waited ${seconds(waitMs, { measured: true })} for ${what}.`)
  }

  /**
   * Asks `probe` until it answers, for at most `ms` (and never past the budget): its answer, or undefined when
   * it has none by then. `spacing` says when it looks; it takes a last look at the end of `ms` when the next
   * wait would pass it, and none when less than its first wait is left.
   */
  async until<T>(
    what: string,
    ms: number,
    pollMs: number,
    probe: () => Promise<T | undefined>,
    spacing: Spacing,
  ): Promise<T | undefined> {
    const began = Date.now()
    const endsAt = Math.min(began + ms, this.#endsAt)
    const backoff: Backoff =
      spacing === 'soon'
        ? { firstMs: Math.min(SOON_MS, pollMs), growth: 2, maxMs: pollMs }
        : { firstMs: pollMs, growth: 2 }
    const { firstMs } = backoff
    let pauses = 0
    const wait = async (forMs: number) => {
      await sleep(forMs)
      pauses++
    }
    if (spacing === 'backoff') {
      if (began + firstMs > endsAt) return undefined
      await wait(firstMs)
    }
    for (;;) {
      const answer = await probe()
      const waited = seconds(Date.now() - began, { measured: true })
      if (answer !== undefined) {
        this.log(`Signalgrid: waited ${waited} for ${what}.`)
        return answer
      }
      const leftMs = endsAt - Date.now()
      if (leftMs < firstMs) {
        this.log(`Signalgrid: waited ${waited} for ${what}, in vain.`)
        return undefined
      }
      await wait(Math.min(backoffMs(backoff, pauses + 1), leftMs))
    }
  }
}

/**
 * When until() looks: 'backoff' first after `pollMs`, then twice as long before each next look (what it waits
 * for takes a moment to show: an upload under way); 'soon' at once, then after SOON_MS and twice as long before
 * each next look, up to `pollMs` (what it waits for most likely comes soon after the wait began: the token,
 * one upload after the claim, which a stage that has spent most of its budget must not miss by a whole poll).
 */
export type Spacing = 'backoff' | 'soon'

/** The first wait of a 'soon' until(): an upload, on a service that answers promptly. */
const SOON_MS = 250
