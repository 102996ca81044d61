// The runner's worker: the process that runs the job, and every stage of it (a stage's parent). It exits when the
// job is done, and is killed at the cancel timeout when a post outlasts it; then nothing ends the tracker on a
// self-hosted runner (no "Complete job", no clean-up of orphans). Whether it is there costs the tracker nothing to
// ask, where the jobs API would cost every job a request every few seconds.

/** The stage's parent, when it can be told from the init process and from no process at all (a container's). */
export function stageParent(): number | undefined {
  return process.ppid > 1 ? process.ppid : undefined
}

/**
 * Whether the worker `pid` still runs. A process of another user answers EPERM: it runs. Another process could
 * take the pid of one gone, long after: the tracker would then only go on, as it did before it asked.
 */
export function workerRuns(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The job's worker, as the tracker watches it: once it is gone, the job is over (done, or cut at the cancel
 * timeout), and the tracker looks at its job's record once more, for `lastLookMs`, then leaves.
 */
export class JobWorker {
  readonly #pid: number | undefined
  readonly #lastLookMs: number
  #goneAt: number | undefined

  /** `pid`: the handover's, if it is one. */
  constructor(pid: number | undefined, lastLookMs: number) {
    this.#pid = Number.isSafeInteger(pid) && (pid as number) > 1 ? pid : undefined
    this.#lastLookMs = lastLookMs
  }

  /** Whether the worker has just been found gone: true once. */
  justGone(now: number): boolean {
    if (this.#pid === undefined || this.#goneAt !== undefined || workerRuns(this.#pid)) return false
    this.#goneAt = now
    return true
  }

  /** Whether the last look at the job's record, since the worker went, has had its time. */
  lookedLast(now: number): boolean {
    return now >= this.lastLookEndsAt
  }

  /** When the last look at the job's record has had its time, once the worker is gone. */
  get lastLookEndsAt(): number {
    return this.#goneAt === undefined ? Number.POSITIVE_INFINITY : this.#goneAt + this.#lastLookMs
  }
}
