import { setTimeout as sleep } from 'node:timers/promises'

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
    this.log(`Signalgrid: waited ${seconds(waitMs)} for ${what}.`)
  }

  /**
   * Asks `probe` every `pollMs` until it answers, for at most `ms` (and never past the budget): its answer,
   * or undefined when it has none by then. The first look is at once; `backoff` waits `pollMs` before it
   * instead, twice as long before each next one, and takes a last look at the end of `ms` when the next wait
   * would pass it.
   */
  async until<T>(
    what: string,
    ms: number,
    pollMs: number,
    probe: () => Promise<T | undefined>,
    backoff = false,
  ): Promise<T | undefined> {
    const began = Date.now()
    const endsAt = Math.min(began + ms, this.#endsAt)
    let nextMs = pollMs
    if (backoff) {
      if (began + nextMs > endsAt) return undefined
      await sleep(nextMs)
    }
    for (;;) {
      const answer = await probe()
      const waited = seconds(Date.now() - began)
      if (answer !== undefined) {
        this.log(`Signalgrid: waited ${waited} for ${what}.`)
        return answer
      }
      if (backoff) nextMs *= 2
      const leftMs = endsAt - Date.now()
      if (leftMs < pollMs) {
        this.log(`Signalgrid: waited ${waited} for ${what}, in vain.`)
        return undefined
      }
      await sleep(Math.min(nextMs, leftMs))
    }
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}
