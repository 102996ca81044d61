import { applyUpdate, journalView } from '../activity/content.js'
import { ActivityFolder, type ActivityRecord, type SentEntry } from '../activity/folder.js'
import { sendJournaled } from '../activity/journal.js'
import { lastRemaining } from '../activity/quota.js'
import { createClient } from '../activity/signalgrid-client.js'
import { stepContent } from '../activity/step-content.js'
import {
  POLL_INTERVAL_MS,
  TRACKER_FLUSH_MS,
  TRACKER_FOLDER_VARIABLE,
  TRACKER_MAX_LIFETIME_MS,
  TRACKER_TICK_MS,
} from '../constants.js'
import { CurrentJob, type JobReadError } from '../github/current-job.js'
import { actionStepNames, type StepProgress, stepNews, stepProgress } from '../github/job-steps.js'
import { readRunContext } from '../github/run-context.js'
import { type Inputs, readInputs } from '../inputs.js'
import type { SignalgridClient } from '../signalgrid/client.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { UpdateQueue } from './update-queue.js'

const MAX_POLL_BACKOFF_MS = 60_000

const NO_PERMISSION_NOTICE =
  'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
  'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).'

/**
 * The background process of an activity, one per job: it follows the job's steps through the jobs API and
 * sends them, with the explicit updates that later uses of the action hand it, through one coalescing
 * queue that respects the phones' spacing. It prints nothing (its stdio is not the job log's) and writes
 * what post must know to the activity folder. Post stops it before the end, so no update follows the end.
 */
export async function runTracker(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const path = env[TRACKER_FOLDER_VARIABLE]
  if (!path) return
  const folder = new ActivityFolder(path)
  const record = folder.readRecord()
  try {
    if (record) await new Tracker(folder, record, readInputs()).run()
  } finally {
    folder.markStopped()
  }
}

class Tracker {
  readonly #folder: ActivityFolder
  readonly #client: SignalgridClient
  readonly #queue: UpdateQueue<ActivityContent>
  readonly #stepsFixed: boolean
  readonly #job: CurrentJob | undefined
  readonly #startedAt = Date.now()
  /** This action's own steps: the user did not write them to see them counted. */
  readonly #ownSteps: ReadonlySet<string>
  #record: ActivityRecord
  #progress: StepProgress | undefined
  #nextPollAt = 0
  #failedPolls = 0
  #stopping = false
  #wake: (() => void) | undefined

  constructor(folder: ActivityFolder, record: ActivityRecord, inputs: Inputs) {
    this.#folder = folder
    this.#record = record
    this.#client = createClient(inputs)
    this.#stepsFixed = inputs.steps !== undefined
    const context = readRunContext()
    // Steps are followed when asked to, with a token to read them with.
    this.#job =
      inputs.trackSteps && inputs.githubToken
        ? CurrentJob.of({
            token: inputs.githubToken,
            jobId: inputs.jobId,
            runnerName: context.runnerName,
            userAgent: USER_AGENT,
            // The tracker cannot print: post says it.
            onUnusable: (problem) => {
              const message = `Signalgrid: the job’s steps were not followed: ${problem}.`
              folder.appendJournal({ at: Date.now(), kind: 'notice', message })
            },
          })
        : undefined
    this.#ownSteps = actionStepNames(context.actionStepName)
    // The start counts as the first send for the spacing; an attached activity was last sent by another job.
    const start = folder
      .readJournal()
      .find((entry): entry is SentEntry => entry.kind === 'start' && !entry.error)
    this.#queue = new UpdateQueue<ActivityContent>({
      minIntervalMs: inputs.minUpdateIntervalSeconds * 1000,
      lastSentAt: start?.at ?? Date.now(),
      ...(start ? { lastSent: record.content } : {}),
      send: (content) => this.#send(content),
    })
  }

  async run(): Promise<void> {
    const stop = () => {
      this.#stopping = true
      this.#wake?.()
    }
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
    while (!this.#shouldStop()) {
      this.#takeInbox()
      if (this.#job && Date.now() >= this.#nextPollAt) await this.#poll(this.#job)
      await this.#sleep(
        Math.max(0, Math.min(TRACKER_TICK_MS, this.#nextPollAt - Date.now())) || TRACKER_TICK_MS,
      )
    }
    // Anything handed over just before the stop still counts: post folds the unsent state into the end.
    this.#takeInbox()
    const { unsent } = await this.#queue.stop(TRACKER_FLUSH_MS)
    if (unsent) this.#save(unsent)
  }

  #shouldStop(): boolean {
    return (
      this.#stopping ||
      this.#folder.stopRequested() ||
      !this.#folder.exists() ||
      Date.now() - this.#startedAt > TRACKER_MAX_LIFETIME_MS
    )
  }

  /** Explicit updates from later uses of the action, oldest first. */
  #takeInbox(): void {
    for (const update of this.#folder.takeInbox()) {
      const content = applyUpdate(this.#record.content, update)
      // A failed step keeps the activity red whatever a later update says.
      this.#offer(this.#record.failedStep ? { ...content, severity: 'CRIT' } : content)
    }
  }

  async #poll(job: CurrentJob): Promise<void> {
    this.#nextPollAt = Date.now() + POLL_INTERVAL_MS
    const answer = await job.read()
    if (answer.outcome === 'error') {
      this.#pollFailed(answer.error)
      return
    }
    this.#failedPolls = 0
    if (answer.rateLimit.remaining === 0 && answer.rateLimit.resetAt !== undefined) {
      this.#nextPollAt = Math.max(this.#nextPollAt, answer.rateLimit.resetAt)
    }
    if (answer.outcome === 'not-modified') return
    if (answer.job.status === 'completed') this.#nextPollAt = Number.POSITIVE_INFINITY
    const progress = stepProgress(answer.job, this.#ownSteps)
    const news = stepNews(progress, this.#progress)
    // A lagging copy of the job would move the bar backwards: keep what was seen. An answer where only
    // other steps moved (this action's own, say) is no step change: the step content it would offer again is
    // older than an explicit update shown since, and must not replace it.
    if (news !== 'new') return
    this.#progress = progress
    this.#offer(stepContent(this.#record.content, progress, this.#stepsFixed), progress.failed?.name)
  }

  #pollFailed(error: JobReadError): void {
    switch (error.kind) {
      case 'no-permission':
        this.#folder.appendJournal({ at: Date.now(), kind: 'notice', message: NO_PERMISSION_NOTICE })
        this.#nextPollAt = Number.POSITIVE_INFINITY
        return
      case 'rate-limited':
        this.#nextPollAt = Date.now() + error.retryAfterMs
        return
      default:
        // The job may not be listed yet, GitHub may be down: try again, less and less often.
        this.#failedPolls++
        this.#nextPollAt =
          Date.now() + Math.min(MAX_POLL_BACKOFF_MS, POLL_INTERVAL_MS * 2 ** this.#failedPolls)
    }
  }

  #offer(content: ActivityContent, failedStep?: string): void {
    this.#save(content, failedStep)
    this.#queue.offer(content)
  }

  /** Sends one update, unless the quota left is what the end (and the alert) will need. */
  async #send(content: ActivityContent): Promise<void> {
    const remaining = lastRemaining(this.#folder.readJournal())
    if (remaining !== undefined && remaining <= this.#record.quotaReserve) return
    const entry = { at: Date.now(), kind: 'update', by: 'tracker', ...journalView(content) } as const
    await sendJournaled(this.#folder, entry, () => this.#client.updateActivity(this.#record.token, content))
  }

  /** Keeps the latest content (and the failed step) in the folder, where post builds the end from it. */
  #save(content: ActivityContent, failedStep?: string): void {
    this.#record = {
      ...this.#record,
      content,
      ...(failedStep && !this.#record.failedStep ? { failedStep } : {}),
    }
    this.#folder.writeRecord(this.#record)
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms)
      this.#wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  }
}
