import { type RedStreak, redStreakOf } from '../activity/failure-alert.js'
import { HISTORY_TIMEOUT_MS, HISTORY_WAIT_MS } from '../constants.js'
import { githubClient } from '../github/client.js'
import type { RunHistory } from '../github/history.js'
import { loadHistoryReader } from '../github/load-history.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { type Plan, planRun } from '../view/plan.js'

/** What the plan is made for: the action's step name, and this job's name when it is its own run. */
export interface PlanScope {
  readonly stepName: string
  /** This job is its own run (a leg of its own, or the run's jobs cannot be listed): its name, to plan by it alone. */
  readonly ownRunName: string | undefined
  readonly ownRun: boolean
}

export interface HistoryReadOptions {
  /** Whether the history is read at all: progress-mode time, with a job to read, outside a shared matrix. */
  readonly enabled: boolean
  readonly githubToken: string
  readonly scope: () => PlanScope
  readonly debug: (message: string) => void
  /** Told once the history has been read, in time: the plan is there (or is not, said in the debug log). */
  readonly onRead: () => void
  /** Told the failed runs just before this one, where the history's list shows some. */
  readonly onRedStreak: (streak: RedStreak) => void
}

/**
 * The last successful run of this workflow (progress-mode time), read once, after the first listing of the run:
 * every job of it with its steps' times, the activity's plan, which weighs the bar and puts the line in the order
 * the jobs end. This job's place in line waits for it a moment (HISTORY_WAIT_MS); past that, the place is taken
 * without one, and taken again once it is read.
 */
export class HistoryRead {
  readonly #options: HistoryReadOptions
  #state: 'off' | 'unread' | 'reading' | 'read'
  #history: RunHistory | undefined
  #plan: Plan | undefined
  #abort: AbortController | undefined
  #holdUntil = 0
  #awaitingPlan = false

  constructor(options: HistoryReadOptions) {
    this.#options = options
    this.#state = options.enabled ? 'unread' : 'off'
  }

  get plan(): Plan | undefined {
    return this.#plan
  }

  /**
   * After a listing of the run: the read starts, once. True while this job's place in line waits for it (nothing
   * is read meanwhile: its answer, or the wait's end, decides).
   */
  holdsPlace(): boolean {
    if (this.#state === 'unread') this.#read()
    if (this.#state !== 'reading') return false
    this.#awaitingPlan = true
    return true
  }

  /** When the place in line stops waiting for the history, if it waits. */
  get waitEndsAt(): number {
    return this.#awaitingPlan ? this.#holdUntil : Number.POSITIVE_INFINITY
  }

  /** Whether the wait for the history has just run out: the place is taken without the plan. */
  waitOver(now: number): boolean {
    if (!this.#awaitingPlan || now < this.#holdUntil) return false
    this.#awaitingPlan = false
    return true
  }

  /** The plan made again for a new scope (the action's step found by its name). */
  replan(): void {
    if (this.#history) this.#plan = this.#planned(this.#history)
  }

  /**
   * The tracker stops: a history still being read is not waited for, and the run is shown counted. True when the
   * place in line was still waiting for it, and must be taken now.
   */
  stop(): boolean {
    this.#abort?.abort()
    if (this.#state === 'reading') this.#state = 'read'
    return this.#awaitingPlan
  }

  #read(): void {
    this.#state = 'reading'
    this.#holdUntil = Date.now() + HISTORY_WAIT_MS
    const controller = new AbortController()
    this.#abort = controller
    const timer = setTimeout(() => controller.abort(), HISTORY_TIMEOUT_MS)
    readHistory(this.#options.githubToken, controller.signal)
      .then(
        (read) => {
          if (this.#state !== 'reading') return
          this.#state = 'read'
          this.#history = read.history
          this.#plan = read.history ? this.#planned(read.history) : undefined
          this.#options.debug(read.message)
          const streak = read.history && redStreakOf(read.history.previous)
          if (streak) this.#options.onRedStreak(streak)
          this.#awaitingPlan = false
          this.#options.onRead()
        },
        () => {},
      )
      .finally(() => clearTimeout(timer))
  }

  /** The plan from the history, or undefined with the reason in the debug log. */
  #planned(history: RunHistory): Plan | undefined {
    const scope = this.#options.scope()
    // A job that is its own run plans by its own job of the history alone.
    const plan = planRun(history, scope.stepName, (job) => !scope.ownRun || job.name === scope.ownRunName)
    if (!plan.ok) this.#options.debug(`Signalgrid: no plan of the activity (${plan.reason}): counting steps.`)
    return plan.ok ? plan.plan : undefined
  }
}

/**
 * The last few successful runs of this workflow, through an Octokit of its own (the jobs API client's hooks are
 * for reading this run). Never rejects: anything that goes wrong is a message for the debug log.
 */
async function readHistory(
  token: string,
  signal: AbortSignal,
): Promise<{ readonly history: RunHistory | undefined; readonly message: string }> {
  try {
    const { readRunHistory, runQueryForThisRun } = await loadHistoryReader()
    const octokit = githubClient(token, { userAgent: USER_AGENT })
    const result = await readRunHistory(octokit, runQueryForThisRun(signal))
    return {
      history: result.ok ? result.history : undefined,
      message: `Signalgrid: ${result.message}${result.ok ? '' : ': counting steps'}.`,
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { history: undefined, message: `Signalgrid: no step history (${detail}): counting steps.` }
  }
}
