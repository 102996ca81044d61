// The end of last resort. A cancelled job still runs its posts, this action's last of all, but only until the
// runner's cancel timeout: a slow post of another action (a cache being saved) can outlast it, and then the worker
// is killed, and neither this action's post nor the runner's clean-up runs (../shared lifecycle: Cancellation).
// The tracker is then the one process of the action still there: when its job's record shows the job cancelled,
// or over, and this action's post has not begun, it ends the activity as post would have, and leaves. A leg of a
// shared matrix does what its post would have done there: it reports the leg on the run's board, so that the other
// legs count it, and ends the matrix's activity only as the last leg to report (or the holder of the end's claim).
//
// At once, not after a grace: a step concludes `cancelled` only once the runner has stopped it (SIGINT, SIGTERM
// 7.5 s later, a kill 2.5 s after that), so the job's outcome is settled by then, and nothing bounds when post
// would come, or whether it will. Post, when it does come, stops the tracker first (it finishes the end it is
// sending), finds the end sealed in the journal, and sends nothing more.
import { applyUpdate } from '../activity/content.js'
import { type AlertAsked, type Holding, planLegEnd, planOwnEnd } from '../activity/end.js'
import { type DismissalDelays, type EndHost, sendPlan } from '../activity/end-sending.js'
import type { Ending } from '../activity/failure-alert.js'
import { journalFacts } from '../activity/journal.js'
import type { JournalSeal } from '../activity/journal-seal.js'
import type { Job } from '../github/job.js'
import { actionStepNames, begun, stepProgress } from '../github/job-steps.js'
import { postStepName } from '../github/names.js'
import type { EndActivity } from '../inputs.js'
import type { ReportAnswer } from '../matrix/board-request.js'
import type { Outcome } from '../outcome.js'
import type { SignalgridChannels } from '../signalgrid/channels.js'
import type { RunSnapshot } from '../view/run-view.js'
import type { KeptRecord } from './kept-record.js'
import type { MatrixLegs } from './matrix-legs.js'

/** What this job's record says of its end, to its tracker. */
export type JobEnding =
  /** The job runs, or its post is under way (post stops the tracker and ends what it should). */
  | 'runs'
  /** The job is over and nothing is left to do: the tracker leaves. */
  | 'over'
  /** The job was cancelled (or is over) and this action's post has not begun: the end of last resort. */
  | { readonly outcome: Outcome; readonly failedStep: string | undefined }

/**
 * What this job's record, as read now, says of its end. `stepName`: this action's step, as the job names it.
 * `postAsked`: this action's post has asked the tracker to stop, its first act: a job completed whose post never
 * asked is a post never reached (its worker killed at the cancel timeout), whatever the post's record says.
 */
export function jobEnding(job: Job, stepName: string, postAsked: boolean): JobEnding {
  const completed = job.status === 'completed'
  const cancelled =
    job.steps.some((step) => step.conclusion === 'cancelled') || job.conclusion === 'cancelled'
  if (!completed && !cancelled) return 'runs'
  if (postAsked) return completed ? 'over' : 'runs'
  // Running, its post listed as begun: post asks any moment now.
  const post = postStepName(stepName)
  const posting = job.steps.some((step) => step.name === post && begun(step))
  if (posting && !completed) return 'runs'
  // A job failed and then cancelled (as fail-fast does to the legs still running) ends red, naming the step.
  const failed = stepProgress(job, actionStepNames(stepName)).failed
  if (failed || job.conclusion === 'failure') return { outcome: 'failure', failedStep: failed?.name }
  if (cancelled) return { outcome: 'cancelled', failedStep: undefined }
  return { outcome: 'success', failedStep: undefined }
}

export interface LastEndOptions {
  readonly kept: KeptRecord
  readonly client: SignalgridChannels
  /** The client of the failure alert's channels. */
  readonly alertClient: (channels: readonly string[]) => SignalgridChannels
  readonly seal: JournalSeal
  readonly delays: DismissalDelays
  readonly endActivity: EndActivity
  readonly alert: AlertAsked
  /** Why a cancelled job ended, as GitHub shows it (timed out, superseded): read as post reads it. */
  readonly whyCancelled: (failedStep: string | undefined) => Promise<Ending>
  /**
   * How this job's use of the action holds the activity, as its stage said; undefined for a leg of a shared
   * matrix, whose post reports to the other legs on the run's board (`legs`).
   */
  readonly holding: Holding | undefined
  /** A leg of a shared matrix: its legs, and the run's jobs as they are now (listed again, or as last listed). */
  readonly legs?: {
    readonly legs: MatrixLegs
    readonly run: () => Promise<Pick<RunSnapshot, 'jobs' | 'ownJobId'> | undefined>
  }
}

const OUTCOME_WORDS: Record<Outcome, string> = {
  success: 'the job succeeded',
  failure: 'the job failed',
  cancelled: 'the job was cancelled',
}

/**
 * Ends the activity in post's place, once, as post would have (src/activity/end.ts decides it for both): the end
 * and the failure alert, or, for a leg of a shared matrix, its report on the run's board and what that makes of it.
 */
export class LastEnd {
  readonly #options: LastEndOptions
  #sent = false

  constructor(options: LastEndOptions) {
    this.#options = options
  }

  async send(outcome: Outcome, failedStep: string | undefined): Promise<void> {
    const { kept, endActivity, holding, legs, alert, seal } = this.#options
    if (this.#sent) return
    this.#sent = true
    if (legs) return this.#reportLeg(legs.legs, outcome, await legs.run())
    if (!holding) return
    if (failedStep && !kept.current.failedStep) kept.keep({ failedStep })
    const folder = kept.folder
    const record = kept.current
    const plan = planOwnEnd({
      outcome,
      ...(outcome === 'cancelled' ? { ending: await this.#options.whyCancelled(record.failedStep) } : {}),
      endActivity,
      holding,
      alert,
      journal: journalFacts(folder.readJournal(), seal),
      record,
      // Updates handed over that were never sent: the end is the place for them now, as in post.
      latest: () => folder.takeInbox().reduce(applyUpdate, record.content),
      at: Date.now(),
    })
    // A failed end is in the journal: post, should it run after all, sends it again.
    const sent = await sendPlan(plan, this.#host())
    kept.debug(
      plan.end && sent
        ? `Signalgrid: ${OUTCOME_WORDS[outcome]} and this action's post had not begun: the tracker ended the activity.`
        : `Signalgrid: ${plan.says}.`,
    )
  }

  /** How the tracker carries a plan out: what it cannot print goes to its journal, which post prints. */
  #host(extra: Pick<EndHost, 'done' | 'clear'> = {}): EndHost {
    const { kept, client, alertClient, seal, delays } = this.#options
    return {
      journal: { folder: kept.folder, seal },
      by: 'tracker',
      client,
      alertClient,
      delays,
      failed: (what, error) =>
        kept.debug(`Signalgrid: ${what} (${error instanceof Error ? error.message : String(error)}).`),
      ...extra,
    }
  }

  /**
   * A leg of a shared matrix, in its post's place: its report left on the run's board, and, where that makes it
   * the leg that ends the matrix, the matrix's end, then the board cleared, as the post would have. A report is a
   * few calls to the board, and may win the end's claim, which no other leg then makes: a tracker stopped between
   * the claim and the end leaves the end to its post, which knows the claim for its leg's own. So it marks the
   * report begun, then looks whether post has asked it to stop; post asks first, then looks for the mark
   * (stages/leg-end.ts): of the two, one sees the other's. Post here already, the report is post's; post come
   * since, it waits for this one to finish. The line 'done' goes in the journal once the end is sent: post then
   * leaves no other report and no other end.
   */
  async #reportLeg(
    legs: MatrixLegs,
    outcome: Outcome,
    run: Pick<RunSnapshot, 'jobs' | 'ownJobId'> | undefined,
  ): Promise<void> {
    const { kept, seal, alert } = this.#options
    const folder = kept.folder
    const done = `Signalgrid: ${OUTCOME_WORDS[outcome]} and this action's post had not begun`
    const mark = (phase: 'begun' | 'done') => () =>
      folder.appendJournal(seal.seal({ at: Date.now(), kind: 'report', phase, outcome }))
    mark('begun')()
    if (folder.stopRequested()) {
      kept.debug(`${done} when the tracker saw it, but has now: this leg's report is post's.`)
      return
    }
    const answer = await legs.report(outcome, run)
    if (!answer) {
      kept.debug(`${done}, but the run's board did not take this leg's outcome: the tracker left it to post.`)
      return
    }
    const record = kept.current
    // The starter, or a leg that took the legs over, holds the token; another learns it from the board.
    const fromBoard = answer.over ? undefined : answer.activity
    const published = record.token ? { token: record.token, startedAt: record.startedAt } : fromBoard
    const plan = planLegEnd({
      standing: standingOf(answer),
      activity: published && {
        token: published.token,
        startedAt: published.startedAt,
        legsUsualMs: record.legsUsualMs ?? fromBoard?.legsUsualMs,
      },
      latest: () => folder.takeInbox().reduce(applyUpdate, record.content),
      // The legs' trackers show the tally: this one, stopping, sends none.
      shownByTrackers: true,
      updateLeavesReserve: false,
      alert,
      journal: journalFacts(folder.readJournal(), seal),
      at: Date.now(),
      timedUpdates: 0,
    })
    if ('noActivity' in plan) {
      kept.debug("Signalgrid: the matrix's activity could not be read from the run's artifacts: not ended.")
      return
    }
    const clear = async (tallied: Outcome, fresh: boolean) => void (await legs.clear(tallied, fresh))
    // An end that fell to this leg and did not go out is left to post, should it come: no line 'done' then.
    if (!(await sendPlan(plan, this.#host({ done: mark('done'), clear })))) {
      kept.debug("Signalgrid: the matrix's end did not go out: it is left to this leg's post.")
      return
    }
    kept.debug(
      answer.over
        ? `${done}; the matrix's activity was over already.`
        : plan.end
          ? `${done}: the tracker reported this leg on the run's board and ended the matrix's activity.`
          : `${done}: the tracker reported this leg on the run's board; the legs still to end end the matrix's activity.`,
    )
  }
}

/** Where the board's answer to the tracker's report leaves this leg: it ends the matrix, or nobody does yet. */
function standingOf(answer: ReportAnswer) {
  if (answer.over) return answer
  const { tally, last, ends } = answer
  return { over: false, tally, last, ends: ends ? 'this leg' : 'nobody yet' } as const
}
