// The end of last resort. A cancelled job still runs its posts, this action's last of all, but only until the
// runner's cancel timeout: a slow post of another action (a cache being saved) can outlast it, and then the worker
// is killed, and neither this action's post nor the runner's clean-up runs (../shared lifecycle: Cancellation).
// The tracker is then the one process of the action still there: when its job's record shows the job cancelled,
// or over, and this action's post has not begun, it ends the activity as post would have, and leaves.
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
import type { Job } from '../github/job.js'
import { actionStepNames, stepProgress } from '../github/job-steps.js'
import type { EndActivity, JobStatus } from '../inputs.js'
import type { SignalgridChannels } from '../signalgrid/channels.js'
import type { KeptRecord } from './kept-record.js'

/** What this job's record says of its end, to its tracker. */
export type JobEnding =
  /** The job runs, or its post is under way (post stops the tracker and ends what it should). */
  | 'runs'
  /** The job is over and nothing is left to do: the tracker leaves. */
  | 'over'
  /** The job was cancelled (or is over) and this action's post has not begun: the end of last resort. */
  | { readonly outcome: Exclude<JobStatus, 'success'>; readonly failedStep: string | undefined }

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
   * matrix, whose post reports to the other legs on the run's board, which a tracker cannot write to.
   */
  readonly holding: Holding | undefined
}

const OUTCOME_WORDS: Record<JobStatus, string> = {
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

  async send(outcome: JobStatus, failedStep: string | undefined): Promise<void> {
    const { kept, client, seal, delays, endActivity, holding } = this.#options
    if (this.#sent) return
    this.#sent = true
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
}
