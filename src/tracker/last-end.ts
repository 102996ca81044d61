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
import {
  type DismissalDelays,
  endContent,
  endsActivity,
  type Holding,
  sealedEnd,
  sendSealedEnd,
} from '../activity/end.js'
import type { JournalSeal } from '../activity/journal-seal.js'
import { legsFinalContent } from '../activity/legs-content.js'
import type { Job } from '../github/job.js'
import { actionStepNames, stepProgress } from '../github/job-steps.js'
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
  | { readonly outcome: Exclude<Outcome, 'success'>; readonly failedStep: string | undefined }

/** What this job's record, as read now, says of its end. `stepName`: this action's step, as the job names it. */
export function jobEnding(job: Job, stepName: string): JobEnding {
  const completed = job.status === 'completed'
  const cancelled =
    job.steps.some((step) => step.conclusion === 'cancelled') || job.conclusion === 'cancelled'
  if (!completed && !cancelled) return 'runs'
  const post = `Post ${stepName}`
  const posted = job.steps.some(
    (step) => step.name === post && step.status !== 'pending' && step.status !== 'queued',
  )
  if (posted) return completed ? 'over' : 'runs'
  // A job failed and then cancelled (as fail-fast does to the legs still running) ends red, naming the step.
  const failed = stepProgress(job, actionStepNames(stepName)).failed
  if (failed || job.conclusion === 'failure') return { outcome: 'failure', failedStep: failed?.name }
  return cancelled ? { outcome: 'cancelled', failedStep: undefined } : 'over'
}

export interface LastEndOptions {
  readonly kept: KeptRecord
  readonly client: SignalgridChannels
  readonly seal: JournalSeal
  readonly delays: DismissalDelays
  readonly endActivity: EndActivity
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

type EndedOutcome = Exclude<Outcome, 'success'>

const OUTCOME_WORDS: Record<Outcome, string> = {
  success: 'the job succeeded',
  failure: 'the job failed',
  cancelled: 'the job was cancelled',
}

/** Ends the activity in post's place, once, when the rule of who ends it says this job does. */
export class LastEnd {
  readonly #options: LastEndOptions
  #sent = false

  constructor(options: LastEndOptions) {
    this.#options = options
  }

  async send(outcome: EndedOutcome, failedStep: string | undefined): Promise<void> {
    const { kept, client, seal, delays, endActivity, holding, legs } = this.#options
    if (this.#sent) return
    this.#sent = true
    if (legs) return this.#reportLeg(legs.legs, outcome, await legs.run())
    if (!holding || !endsActivity(endActivity, holding, outcome)) {
      kept.debug(`Signalgrid: ${OUTCOME_WORDS[outcome]}, and this job does not end the activity.`)
      return
    }
    const folder = kept.folder
    if (sealedEnd(folder.readJournal(), seal)) return
    if (failedStep && !kept.current.failedStep) kept.keep({ failedStep })
    const record = kept.current
    // Updates handed over that were never sent: the end is the place for them now, as in post.
    const latest = folder.takeInbox().reduce(applyUpdate, record.content)
    const at = Date.now()
    const content = endContent(record, latest, outcome, at)
    const end = { folder, token: record.token, content, outcome, delays, at, by: 'tracker' } as const
    // A failed end is in the journal: post, should it run after all, sends it again.
    await sendSealedEnd(client, seal, end).catch(() => {})
    kept.debug(
      `Signalgrid: ${OUTCOME_WORDS[outcome]} and this action's post had not begun: the tracker ended the activity.`,
    )
  }

  /**
   * A leg of a shared matrix, in its post's place: its report left on the run's board, and, where that makes it
   * the leg that ends the matrix, the matrix's end, then the board cleared, as the post would have. A report is a
   * few calls to the board, and may win the end's claim, which no other leg then makes: a tracker killed between
   * the claim and the end would lose the end. So it marks the report begun, then looks whether post has asked it
   * to stop; post asks first, then looks for the mark (stages/leg-end.ts): of the two, one sees the other's. Post
   * here already, the report is post's; post come since, it waits for this one to finish. The line 'done' goes
   * in the journal once the end is sent: post then leaves no other report and no other end.
   */
  async #reportLeg(
    legs: MatrixLegs,
    outcome: EndedOutcome,
    run: Pick<RunSnapshot, 'jobs' | 'ownJobId'> | undefined,
  ): Promise<void> {
    const { kept, seal } = this.#options
    const folder = kept.folder
    const done = `Signalgrid: ${OUTCOME_WORDS[outcome]} and this action's post had not begun`
    folder.appendJournal(seal.seal({ at: Date.now(), kind: 'report', phase: 'begun', outcome }))
    if (folder.stopRequested()) {
      kept.debug(`${done} when the tracker saw it, but has now: this leg's report is post's.`)
      return
    }
    const answer = await legs.report(outcome, run)
    if (!answer) {
      kept.debug(`${done}, but the run's board did not take this leg's outcome: the tracker left it to post.`)
      return
    }
    const ends = !answer.over && answer.ends
    // An end that fell to this leg and did not go out is left to post, should it come: no line 'done' then.
    if (ends && !(await this.#endLegs(answer))) return
    folder.appendJournal(seal.seal({ at: Date.now(), kind: 'report', phase: 'done', outcome }))
    if (answer.over) {
      kept.debug(`${done}; the matrix's activity was over already.`)
      return
    }
    if (ends) await legs.clear(answer.tally.outcome, !answer.last)
    kept.debug(
      ends
        ? `${done}: the tracker reported this leg on the run's board and ended the matrix's activity.`
        : `${done}: the tracker reported this leg on the run's board; the legs still to end end the matrix's activity.`,
    )
  }

  /**
   * The matrix's end, as the leg's post would have sent it: the tally's outcome, and the legs behind it. Whether
   * the service took it.
   */
  async #endLegs(answer: Extract<ReportAnswer, { over: false }>): Promise<boolean> {
    const { kept, client, seal, delays } = this.#options
    const folder = kept.folder
    const record = kept.current
    // The starter, or a leg that took the legs over, holds the token; another learns it from the board.
    const activity = record.token ? { token: record.token, startedAt: record.startedAt } : answer.activity
    if (!activity) {
      kept.debug("Signalgrid: the matrix's activity could not be read from the run's artifacts: not ended.")
      return false
    }
    const latest = folder.takeInbox().reduce(applyUpdate, record.content)
    const at = Date.now()
    const usualMs = record.legsUsualMs ?? answer.activity?.legsUsualMs
    const content = legsFinalContent(latest, answer.tally, at - activity.startedAt, usualMs)
    const { outcome } = answer.tally
    const end = { folder, token: activity.token, content, outcome, delays, at, by: 'tracker' } as const
    return sendSealedEnd(client, seal, end).then(
      () => true,
      () => {
        kept.debug("Signalgrid: the matrix's end did not go out: it is left to this leg's post.")
        return false
      },
    )
  }
}
