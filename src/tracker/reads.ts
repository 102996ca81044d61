import { TRACKER_UNREACHABLE_MS } from '../constants.js'
import type { CurrentJob } from '../github/current-job.js'
import { GitHubNoMatchError, type GitHubReadError } from '../github/errors.js'
import type { Job } from '../github/job.js'
import type { Plan } from '../view/plan.js'
import type { RunSnapshot } from '../view/run-view.js'
import type { KeptRecord } from './kept-record.js'
import { type Read, ReadSchedule } from './schedule.js'
import { type Line, onLastStep, stoppedSending } from './watch.js'

const NO_PERMISSION_NOTICE =
  'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
  'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).'

/** The run's jobs as one read shows them. */
export type Listed = Pick<RunSnapshot, 'jobs' | 'ownJobId'>

/** What the reads tell the tracker, and ask of it. */
export interface ReadsHost {
  /**
   * This job's record, as every answer that holds it shows it, before anything else is made of it: true when the
   * job has ended for the tracker (it ended the activity in post's place, or has nothing left to do), which
   * then leaves.
   */
  seen(job: Job): Promise<boolean>
  /** A listing of the run's jobs, or this job's record when it alone is the run and nothing was listed before. */
  listed(listed: Listed, now: number): void
  /** This job's record, read alone, changed. */
  ownChanged(job: Job, now: number): void
  /** This job's place in line, as last taken. */
  line(): Line | undefined
  /** The action's step name, as this job lists it. */
  stepName(): string
  /** When the phone takes the next update. */
  nextSendAt(): number
  /** The plan the line follows, if any. */
  plan(): Plan | undefined
  /** When the activity began, as the run's jobs show it. */
  activityStartedAt(): number
  /**
   * A leg of a shared matrix that did not start the activity: a run it cannot list leaves it nothing to do (the
   * legs' posts show it).
   */
  readonly otherLeg: boolean
  stop(): void
}

/**
 * What the tracker reads of the jobs API, and when (schedule.ts): the run's jobs, this job's record, or the
 * sender's record, whichever is due first; each answer handed to the tracker, each failure tried again later.
 */
export class Reads {
  readonly #reader: CurrentJob
  readonly #kept: KeptRecord
  readonly #host: ReadsHost
  readonly schedule: ReadSchedule
  /** The run's jobs cannot be listed (or this job is a run of its own): this job alone is the run. */
  #ownOnly: boolean
  /** The sender's record, as the next in line last read it, showed it on its last step. */
  #senderOnLastStep = false
  /** Since when the jobs API has not answered, if it has not since the last answer. */
  #unreachableSince: number | undefined
  /** The run's jobs as the last listing that changed showed them: an unchanged one (304) shows the same. */
  #lastRun: Listed | undefined

  constructor(
    reader: CurrentJob,
    kept: KeptRecord,
    host: ReadsHost,
    { spacingMs, watchMs, ownOnly }: { spacingMs: number; watchMs: number; ownOnly: boolean },
  ) {
    this.#reader = reader
    this.#kept = kept
    this.#host = host
    this.schedule = new ReadSchedule(spacingMs, watchMs)
    this.#ownOnly = ownOnly
    if (ownOnly) this.schedule.only('own', 0)
  }

  get ownOnly(): boolean {
    return this.#ownOnly
  }

  /**
   * The run's jobs as they are now, for a decision that cannot wait for the next read (a leg reported in its
   * post's place): one read of the run, off the schedule (unchanged, as the last listing showed them).
   * Undefined where the run cannot be listed.
   */
  async runNow(): Promise<Listed | undefined> {
    if (this.#ownOnly) return undefined
    const answer = await this.#reader.readRun()
    if (answer.outcome === 'jobs') this.#keepRun(answer.jobs, answer.ownJobId)
    return answer.outcome === 'error' ? undefined : this.#lastRun
  }

  #keepRun(jobs: readonly Job[], ownJobId: number | undefined): void {
    if (ownJobId !== undefined && jobs.some((job) => job.id === ownJobId)) this.#lastRun = { jobs, ownJobId }
  }

  /**
   * This job's record, read now, off the schedule, within `timeoutMs`: 'unchanged' since this job's record was last
   * read, or undefined where the API did not answer.
   */
  async readOwnNow(timeoutMs: number): Promise<Job | 'unchanged' | undefined> {
    const answer = await this.#reader.read(timeoutMs)
    if (answer.outcome === 'error') return undefined
    return answer.outcome === 'job' ? answer.job : 'unchanged'
  }

  /** The read that is due first, if one is due. */
  async readDue(): Promise<void> {
    const read = this.schedule.due(Date.now(), this.#ownOnly)
    if (read === 'run') await this.#readRun()
    else if (read === 'own') await this.#readOwn()
    else if (read === 'sender') await this.#watchSender()
  }

  async #readRun(): Promise<void> {
    const answer = await this.#reader.readRun()
    const now = Date.now()
    if (answer.outcome === 'error') return this.#failed('run', answer.error)
    this.#answered()
    this.schedule.limitedUntil(answer.rateLimit.remaining === 0 ? answer.rateLimit.resetAt : undefined)
    if (answer.outcome === 'not-modified') {
      return this.afterListing(now, false)
    }
    this.#keepRun(answer.jobs, answer.ownJobId)
    const own = answer.jobs.find((job) => job.id === answer.ownJobId)
    if (!own) {
      // Not listed yet, or no longer on this runner's record: as a failed read, less and less often.
      return this.#failed('run', new GitHubNoMatchError("this job is not among the run's jobs"))
    }
    if (await this.#host.seen(own)) return
    this.#host.listed({ jobs: answer.jobs, ownJobId: own.id }, now)
  }

  async #readOwn(): Promise<void> {
    const answer = await this.#reader.read()
    const now = Date.now()
    if (answer.outcome === 'error') return this.#failed('own', answer.error)
    this.#answered()
    const limited = answer.rateLimit.remaining === 0 ? (answer.rateLimit.resetAt ?? 0) : 0
    const done = answer.outcome === 'job' && answer.job.status === 'completed'
    this.schedule.afterOwn(now, done, limited)
    if (answer.outcome === 'not-modified') return
    if (await this.#host.seen(answer.job)) return
    this.#host.ownChanged(answer.job, now)
    this.schedule.ownNotBefore(this.#host.nextSendAt())
  }

  /** The next in line watches the sender's record: once its post has begun, the listing says who sends now. */
  async #watchSender(): Promise<void> {
    const sender = this.#host.line()?.sender
    if (sender === undefined) return this.schedule.senderGone(Date.now())
    const answer = await this.#reader.readJob(sender)
    const now = Date.now()
    if (answer.outcome === 'job') this.#senderOnLastStep = onLastStep(answer.job, this.#host.stepName())
    const stopped =
      answer.outcome === 'error' ||
      (answer.outcome === 'job' && stoppedSending(answer.job, this.#host.stepName()))
    this.schedule.afterWatch(now, this.#senderOnLastStep, stopped)
  }

  #answered(): void {
    this.schedule.answered()
    this.#unreachableSince = undefined
  }

  #failed(read: Read, error: GitHubReadError): void {
    const now = Date.now()
    if (!this.#reachable(error, now)) {
      // No one to ask whether the job still runs: post ends the activity without the tracker.
      const minutes = TRACKER_UNREACHABLE_MS / 60_000
      this.#kept.debug(
        `Signalgrid: the jobs API has not answered for ${minutes} minutes: the tracker leaves.`,
      )
      this.#host.stop()
      return
    }
    switch (error.kind) {
      case 'no-permission':
        this.#kept.notice(NO_PERMISSION_NOTICE)
        this.#kept.debug(`Signalgrid: the run's jobs could not be read (${error.message}): no step progress.`)
        this.schedule.none()
        return
      case 'rate-limited':
        this.schedule.limited(read, error.retryAfterMs, now)
        return
      case 'not-found':
        // A leg waiting in line that cannot list the run cannot tell when to take over: the legs' posts show it.
        if (this.#host.otherLeg) {
          this.#host.stop()
          return
        }
        if (read === 'run' && !this.#ownOnly) {
          // The run's jobs cannot be listed here: this job shows its own steps, as a run of one.
          this.#ownOnly = true
          this.#kept.debug(
            `Signalgrid: the run's jobs could not be listed (${error.message}): this job shows its own steps.`,
          )
          this.schedule.only('own', now)
          return
        }
        break
    }
    this.schedule.failed(read, now)
  }

  /**
   * Whether the jobs API has answered within TRACKER_UNREACHABLE_MS: no connection, a timeout or a server error is
   * no answer; anything else, if not the one asked for, is one.
   */
  #reachable(error: GitHubReadError, now: number): boolean {
    if (error.kind !== 'network' && error.kind !== 'timeout' && error.kind !== 'server-error') {
      this.#unreachableSince = undefined
      return true
    }
    this.#unreachableSince ??= now
    return now - this.#unreachableSince < TRACKER_UNREACHABLE_MS
  }

  /** When each read is next due, for this job's place in line after a listing of the run. */
  afterListing(now: number, changed: boolean): void {
    const host = this.#host
    this.schedule.afterListing(host.line(), now, changed, {
      plan: host.plan(),
      startedAt: host.activityStartedAt(),
    })
  }
}
