import { isDeepStrictEqual } from 'node:util'

export interface UpdateQueueOptions<S> {
  /**
   * Least time between the end of one send and the start of the next (input min-update-interval: the phones
   * drop updates that arrive closer). Counted from the end, since a send arrives at the latest when it ends:
   * a slow send followed by a fast one cannot arrive closer together.
   */
  readonly minIntervalMs: number
  /** When the last send ended, in epoch milliseconds. The activity's start counts as the first send. */
  readonly lastSentAt: number
  /** What the last send carried (the start's content, say), so that the same state is not sent again. */
  readonly lastSent?: S
  /** Sends one state. Never retried by the queue (the client retries); a rejection goes to onSendFailed. */
  readonly send: (state: S) => Promise<unknown>
  /** Whether two states look the same on the phone. Default: structural equality (isDeepStrictEqual). */
  readonly equals?: (a: S, b: S) => boolean
  /** Told of each failed send, e.g. to log it. */
  readonly onSendFailed?: (error: unknown, state: S) => void
}

export interface StopResult<S> {
  /**
   * The latest state that did not go out: offered and never sent, or, when nothing newer was offered, the
   * last one sent if its send failed. The caller folds it into the activity's end.
   */
  readonly unsent: S | undefined
  /** False when the send in flight had not settled within the wait: it may still reach the service. */
  readonly settled: boolean
}

// A box, so that a state may itself be undefined or null.
type Held<S> = { readonly state: S }

/**
 * Spaces and coalesces the states of a live activity (step changes and explicit updates alike, in the
 * order they are offered). A send starts at least `minIntervalMs` after the previous one ended; within that window only the latest
 * state waits, and older ones are dropped; a state equal to the last one sent is not sent again; sends are
 * serialized, so a state never goes out after a newer one. Time comes from Date.now and setTimeout.
 */
export class UpdateQueue<S> {
  readonly #minIntervalMs: number
  readonly #send: (state: S) => Promise<unknown>
  readonly #equals: (a: S, b: S) => boolean
  readonly #onSendFailed: ((error: unknown, state: S) => void) | undefined
  #lastSentAt: number
  #lastSent: Held<S> | undefined
  #failed: Held<S> | undefined
  #pending: Held<S> | undefined
  #inFlight: Promise<void> | undefined
  #timer: ReturnType<typeof setTimeout> | undefined
  #stopped: Promise<StopResult<S>> | undefined

  constructor(options: UpdateQueueOptions<S>) {
    if (!Number.isFinite(options.minIntervalMs) || options.minIntervalMs < 0) {
      throw new RangeError(`minIntervalMs must be a number of 0 or more, got ${options.minIntervalMs}`)
    }
    if (!Number.isFinite(options.lastSentAt)) {
      throw new RangeError(`lastSentAt must be a time in epoch milliseconds, got ${options.lastSentAt}`)
    }
    this.#minIntervalMs = options.minIntervalMs
    this.#lastSentAt = options.lastSentAt
    this.#lastSent = 'lastSent' in options ? { state: options.lastSent as S } : undefined
    this.#send = options.send
    this.#equals = options.equals ?? isDeepStrictEqual
    this.#onSendFailed = options.onSendFailed
  }

  /**
   * Offers the activity's latest state. It replaces any state still waiting, and is sent as soon as the
   * spacing allows and no send is in flight: within this call when both already hold. False (and nothing
   * done) once the queue is stopped.
   */
  offer(state: S): boolean {
    if (this.#stopped) return false
    this.#failed = undefined
    // Equal to what the phone shows or is about to: whatever waited is superseded by it, and moot.
    this.#pending = this.#lastSent && this.#equals(this.#lastSent.state, state) ? undefined : { state }
    this.#pump()
    return true
  }

  /**
   * Another sender of the same activity may have sent as late as `at` (epoch milliseconds): the next send keeps
   * the spacing from then too. A later time than the last send's end only ever delays the next one.
   */
  sentElsewhereAt(at: number): void {
    if (!Number.isFinite(at) || at <= this.#lastSentAt) return
    this.#lastSentAt = at
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#pump()
  }

  /** The earliest time the next send may start, in epoch milliseconds (later still if one is in flight). */
  get nextSendAt(): number {
    return this.#lastSentAt + this.#minIntervalMs
  }

  /** The state waiting to be sent, if any. */
  get pending(): S | undefined {
    return this.#pending?.state
  }

  /**
   * Stops accepting and sending states, waits up to `maxWaitMs` for the send in flight to settle, and
   * returns what did not go out. Nothing is sent after stop is called. Calling it again returns the same.
   */
  stop(maxWaitMs = Number.POSITIVE_INFINITY): Promise<StopResult<S>> {
    if (!this.#stopped) {
      clearTimeout(this.#timer)
      this.#timer = undefined
      this.#stopped = this.#settle(maxWaitMs).then((settled) => ({
        unsent: (this.#pending ?? this.#failed)?.state,
        settled,
      }))
    }
    return this.#stopped
  }

  #pump(): void {
    if (this.#stopped || this.#inFlight || !this.#pending) return
    const wait = this.nextSendAt - Date.now()
    if (wait > 0) {
      this.#timer ??= setTimeout(() => {
        this.#timer = undefined
        this.#pump()
      }, wait)
      return
    }
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#start(this.#pending.state)
  }

  #start(state: S): void {
    this.#pending = undefined
    this.#failed = undefined
    this.#lastSent = { state }
    this.#lastSentAt = Date.now()
    this.#inFlight = this.#sendOnce(state).then(() => {
      this.#inFlight = undefined
      this.#lastSentAt = Math.max(this.#lastSentAt, Date.now())
      this.#pump()
    })
  }

  async #sendOnce(state: S): Promise<void> {
    try {
      await this.#send(state)
    } catch (error) {
      // The phone may not show this state: forget it, so that the next state goes out even if equal.
      this.#lastSent = undefined
      this.#failed = { state }
      try {
        this.#onSendFailed?.(error, state)
      } catch {
        // A failing reporter must not stop the updates.
      }
    }
  }

  async #settle(maxWaitMs: number): Promise<boolean> {
    if (!this.#inFlight) return true
    if (maxWaitMs === Number.POSITIVE_INFINITY) {
      await this.#inFlight
      return true
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), maxWaitMs)
    })
    try {
      return await Promise.race([this.#inFlight.then(() => true), timeout])
    } finally {
      clearTimeout(timer)
    }
  }
}
