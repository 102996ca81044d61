import type { CancelSignals } from './stage-process.js'

/**
 * How the runner spaces a job's cancellation: the signals to the step it cancels (ProcessInvoker.cs), and
 * when the worker is killed with whatever it still runs (JobDispatcher.cs). A test shortens them to run fast.
 */
export interface CancelTimings extends CancelSignals {
  /**
   * From the cancel to the worker's kill: the job's cancel timeout (cancel-timeout-minutes, 5 by default, at
   * least 1 minute) less 15 s. The posts not yet run then never run, "Complete job" never runs, and nothing
   * cleans up the job's processes.
   */
  readonly workerKilledAfterMs: number
}

/** When the runner kills the worker after a cancel, for a job's `cancel-timeout-minutes`. */
export function workerKilledAfterMs(cancelTimeoutMinutes: number): number {
  return Math.max(60_000, cancelTimeoutMinutes * 60_000) - 15_000
}

/** The runner's own: SIGTERM 7.5 s after SIGINT, SIGKILL 2.5 s after that, the worker killed at 4 min 45 s. */
export const RUNNER_CANCEL_TIMINGS: CancelTimings = {
  sigtermAfterMs: 7_500,
  killAfterMs: 2_500,
  workerKilledAfterMs: workerKilledAfterMs(5),
}

/** A promise with its resolve at hand. */
export class Deferred<T = void> {
  readonly promise: Promise<T>
  #resolve!: (value: T) => void
  #settled = false

  constructor() {
    this.promise = new Promise<T>((resolve) => {
      this.#resolve = resolve
    })
  }

  get settled(): boolean {
    return this.#settled
  }

  resolve(value: T): void {
    this.#settled = true
    this.#resolve(value)
  }
}
