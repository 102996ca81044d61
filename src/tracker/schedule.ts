import { MAX_POLL_BACKOFF_MS, POLL_INTERVAL_MS } from '../constants.js'
import { type Backoff, backoffMs } from '../net/backoff.js'
import type { Plan } from '../view/plan.js'
import { ALONE_FIRST_MS, LATE_SPACINGS, LATER_FIRST_WATCHES, type Line, LOOK_MAX_MS } from './watch.js'

/** The reads a tracker makes, each on its own schedule: the run's jobs, this job's record, the sender's record. */
export type Read = 'run' | 'own' | 'sender'

const NEVER = Number.POSITIVE_INFINITY

/** A read that failed is made again two polls later, then twice as long after each failure, up to the most. */
const FAILED_READ_BACKOFF: Backoff = { firstMs: 2 * POLL_INTERVAL_MS, growth: 2, maxMs: MAX_POLL_BACKOFF_MS }

/**
 * When each read is next due, for this job's place in the activity's line (watch.ts says what each place reads,
 * and why): never, when a read is not made in that place. Counted from the answers, not the requests: a slow
 * answer (a loaded machine, a busy API) must not bring the next request closer than its interval, nor a burst of
 * them once answers are fast again.
 */
export class ReadSchedule {
  readonly #spacingMs: number
  readonly #watchMs: number
  #due: Record<Read, number> = { run: 0, own: NEVER, sender: NEVER }
  /** The next look at the run by a job that does not read it steadily; doubled after each. */
  #lookEveryMs = ALONE_FIRST_MS
  /** When the sender alone in the run next reads the run's jobs in place of its own record. */
  #lookAt = NEVER
  /** This job's place in line when the run was last read: 'together' and 'alone' are the sender's. */
  #lastRole: string | undefined
  /** Until when the rate limit is spent, as the last listing said. */
  #limitedUntil: number | undefined
  #failedReads = 0

  constructor(spacingMs: number, watchMs: number) {
    this.#spacingMs = spacingMs
    this.#watchMs = watchMs
  }

  /** When the first read is next due. */
  get nextAt(): number {
    return Math.min(...Object.values(this.#due))
  }

  /**
   * The read due first at `now`, if one is. A look at the run, when one is due, takes the place of the poll of
   * this job's record: it holds it too (unless this job alone is the run).
   */
  due(now: number, ownOnly: boolean): Read | undefined {
    const [read, at] = (Object.entries(this.#due) as [Read, number][]).sort((a, b) => a[1] - b[1])[0] as [
      Read,
      number,
    ]
    if (at > now) return undefined
    if (read === 'run' || (read === 'own' && now >= this.#lookAt && !ownOnly)) return 'run'
    return read
  }

  /** Only `read` is made from now on, first at `at` (this job alone is the run, or a leg's first look). */
  only(read: Read, at: number): void {
    this.#due = { run: NEVER, own: NEVER, sender: NEVER, [read]: at }
  }

  /** Nothing is read (the token may not read the run; the place in line waits for the history). */
  none(): void {
    this.#due = { run: NEVER, own: NEVER, sender: NEVER }
  }

  /** An answer came: failures are counted anew. */
  answered(): void {
    this.#failedReads = 0
  }

  /** A listing said until when the rate limit is spent (undefined: it is not). */
  limitedUntil(at: number | undefined): void {
    this.#limitedUntil = at
  }

  /** The rate limit is spent: `read` waits as long as the answer said. */
  limited(read: Read, retryAfterMs: number, now: number): void {
    this.#due[read] = now + retryAfterMs
  }

  /** The read failed (the job may not be listed yet, GitHub may be down): tried again, less and less often. */
  failed(read: Read, now: number): void {
    this.#failedReads++
    this.#due[read] = now + backoffMs(FAILED_READ_BACKOFF, this.#failedReads)
  }

  /** After this job's own record was read: polled while the job runs, never before `limitedUntil`. */
  afterOwn(now: number, done: boolean, limitedUntil: number): void {
    this.#due.own = done ? NEVER : Math.max(now + POLL_INTERVAL_MS, limitedUntil)
  }

  /**
   * After a change of this job's record, not again before the phone takes another update (its change was sent,
   * or waits): a change seen any sooner could not reach the phone sooner.
   */
  ownNotBefore(at: number): void {
    this.#due.own = Math.max(this.#due.own, at)
  }

  /**
   * After the sender's record was read by the next in line: every watch, or every spacing while the sender is on
   * its last step (its end is near, and its record unchanged, free, until then). Once it has stopped sending
   * (or cannot be read), the run is read at once: the listing says who sends now.
   */
  afterWatch(now: number, onLastStep: boolean, stopped: boolean): void {
    this.#due.sender = now + (onLastStep ? Math.max(POLL_INTERVAL_MS, this.#spacingMs) : this.#watchMs)
    if (stopped) this.senderGone(now)
  }

  /** No sender to watch: the run is read now. */
  senderGone(now: number): void {
    this.#due.sender = NEVER
    this.#due.run = now
  }

  /** When each read is next due, for this job's place in line after a listing of the run (`line`). */
  afterListing(
    line: Line | undefined,
    now: number,
    changed: boolean,
    { plan, startedAt }: { readonly plan: Plan | undefined; readonly startedAt: number },
  ): void {
    const notBefore = this.#limitedUntil ?? 0
    if (!line) {
      this.#due.run = Math.max(now + POLL_INTERVAL_MS, notBefore)
      return
    }
    const role = line.role === 'sender' ? (line.together ? 'together' : 'alone') : line.role
    if (role !== this.#lastRole) {
      this.#lookEveryMs = role === 'later' ? LATER_FIRST_WATCHES * this.#watchMs : ALONE_FIRST_MS
    }
    this.#lastRole = role
    const look = () => {
      const at = now + this.#lookEveryMs
      this.#lookEveryMs = Math.min(LOOK_MAX_MS, this.#lookEveryMs * 2)
      return at
    }
    switch (role) {
      case 'together': {
        this.#lookAt = NEVER
        // While the run changes, no more than the phone takes (and, for a long run, a hundred reads in all).
        const usual = plan ? plan.spanMs / 100 : 0
        const after = changed ? Math.max(this.#spacingMs, POLL_INTERVAL_MS, usual) : POLL_INTERVAL_MS
        this.only('run', Math.max(now + after, notBefore))
        return
      }
      case 'alone':
        // This job's record, polled; the run looked at now and then, in place of one of those polls.
        this.#lookAt = Math.max(look(), notBefore)
        this.only(
          'own',
          Math.max(
            now + (changed ? Math.max(POLL_INTERVAL_MS, this.#spacingMs) : POLL_INTERVAL_MS),
            notBefore,
          ),
        )
        return
      case 'next':
        this.#lookAt = NEVER
        // No job to watch (a leg first in line, waiting for the token): the run, as often.
        if (line.sender === undefined) this.only('run', Math.max(now + this.#watchMs, notBefore))
        else this.only('sender', Math.max(now + (line.watchEvery ?? 1) * this.#watchMs, notBefore))
        return
      case 'later': {
        this.#lookAt = NEVER
        // The line is in the order the jobs end: by the plan this job ends before those ahead of it, and needs
        // to look only if it runs well past that (the run going otherwise than planned).
        const planned = Math.max(line.endsIn ?? Number.NaN, line.aheadEndsIn ?? Number.NaN)
        const byPlan = Number.isFinite(planned)
          ? startedAt + planned + Math.max(LATE_SPACINGS * this.#spacingMs, (plan?.spanMs ?? 0) / 10)
          : undefined
        this.only('run', Math.max(byPlan !== undefined && byPlan > now ? byPlan : look(), notBefore))
      }
    }
  }
}
