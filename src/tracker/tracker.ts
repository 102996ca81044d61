import type { Readable } from 'node:stream'
import { getOctokit } from '@actions/github'
import { applyUpdate, journalView } from '../activity/content.js'
import { ActivityFolder, type ActivityRecord, type SentEntry } from '../activity/folder.js'
import { sendJournaled } from '../activity/journal.js'
import { updateLeavesReserve } from '../activity/quota.js'
import { createClient } from '../activity/signalgrid-client.js'
import {
  HISTORY_TIMEOUT_MS,
  HISTORY_WAIT_MS,
  MAX_POLL_BACKOFF_MS,
  POLL_INTERVAL_MS,
  TRACKER_FLUSH_MS,
  TRACKER_FOLDER_VARIABLE,
  TRACKER_MAX_LIFETIME_MS,
  TRACKER_TICK_MS,
} from '../constants.js'
import { CurrentJob, type JobReadError } from '../github/current-job.js'
import { type JobHistory, queryForThisRun, readJobHistory } from '../github/history.js'
import { actionStepNames, type StepProgress, stepNews, stepProgress } from '../github/job-steps.js'
import { readRunContext } from '../github/run-context.js'
import type { SignalgridChannels } from '../signalgrid/channels.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { listen } from './endpoint.js'
import { readHandover, type TrackerSettings } from './handover.js'
import { type SeenJob, stepChangeContent, timedTick } from './timed-progress.js'
import { UpdateQueue } from './update-queue.js'

const NO_PERMISSION_NOTICE =
  'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
  'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).'

/**
 * The background process of an activity, one per job: it follows the job's steps through the jobs API and
 * sends them, with the explicit updates that later uses of the action hand it, through one coalescing
 * queue that respects the phones' spacing. It prints nothing (its stdio is not the job log's) and writes
 * what post must know to the activity folder. Post stops it before the end, so no update follows the end.
 */
export async function runTracker(
  input: Readable = process.stdin,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const path = env[TRACKER_FOLDER_VARIABLE]
  if (!path) return
  const folder = new ActivityFolder(path)
  // Its settings come from its stage, on its stdin: its environment holds no secret (environment.ts).
  const handover = await readHandover(input)
  const record = folder.readRecord()
  if (!handover || !record) return
  const tracker = new Tracker(folder, record, handover.settings)
  // A tracker that post could not reach, nor tell from another process, does not run.
  const endpoint = await listen(handover.endpoint, () => tracker.stop()).catch(() => undefined)
  if (!endpoint) return
  try {
    await tracker.run()
  } finally {
    folder.markStopped()
    endpoint.close()
  }
}

class Tracker {
  readonly #folder: ActivityFolder
  readonly #client: SignalgridChannels
  readonly #queue: UpdateQueue<ActivityContent>
  readonly #stepsFixed: boolean
  readonly #job: CurrentJob | undefined
  readonly #startedAt = Date.now()
  /** This action's own steps: the user did not write them to see them counted. */
  readonly #ownSteps: ReadonlySet<string>
  readonly #githubToken: string
  /** Input timed-updates: time-driven updates this job may still send between step changes. */
  readonly #timedBudget: number
  #record: ActivityRecord
  #progress: StepProgress | undefined
  /** The last answer that changed the user's steps. */
  #seen: SeenJob | undefined
  /**
   * The step history (progress-mode time): read once, after the first answer names the job. 'off' in
   * progress-mode steps and without a job to read.
   */
  #historyState: 'off' | 'unread' | 'reading' | 'read' = 'off'
  #history: JobHistory | undefined
  #historyAbort: AbortController | undefined
  /** A step change waits for the history being read, until this time. */
  #holdUntil = 0
  #held = false
  #explicitSinceStepChange = false
  #timedSent = 0
  /** The highest time-weighted percent shown: that bar never moves back. */
  #estimated = 0
  #fallbackSaid = false
  #nextPollAt = 0
  #failedPolls = 0
  #stopping = false
  #wake: (() => void) | undefined

  constructor(folder: ActivityFolder, record: ActivityRecord, inputs: TrackerSettings) {
    this.#folder = folder
    this.#record = record
    this.#client = createClient(inputs, { quiet: true })
    this.#stepsFixed = inputs.steps !== undefined
    this.#githubToken = inputs.githubToken
    this.#timedBudget = inputs.timedUpdates
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
    if (this.#job && inputs.progressMode === 'time') this.#historyState = 'unread'
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

  /** Asks it to stop: it wakes, and ends once what it is sending is sent. */
  stop(): void {
    this.#stopping = true
    this.#wake?.()
  }

  async run(): Promise<void> {
    const stop = () => this.stop()
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
    while (!this.#shouldStop()) {
      this.#takeInbox()
      if (this.#job && Date.now() >= this.#nextPollAt) await this.#poll(this.#job)
      this.#tick()
      await this.#sleep(
        Math.max(0, Math.min(TRACKER_TICK_MS, this.#nextPollAt - Date.now())) || TRACKER_TICK_MS,
      )
    }
    // A history still being read is not waited for: the step it held back is offered counted.
    this.#historyAbort?.abort()
    if (this.#historyState === 'reading') this.#historyState = 'read'
    if (this.#held) this.#offerStepChange()
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
      // What a later use of the action says stays shown until the next step change: no timer overwrites it.
      this.#explicitSinceStepChange = true
      const content = applyUpdate(this.#record.content, update)
      // A failed step keeps the activity red whatever a later update says.
      this.#offer(this.#record.failedStep ? { ...content, severity: 'CRIT' } : content)
    }
  }

  async #poll(job: CurrentJob): Promise<void> {
    const answer = await job.read()
    // Counted from the answer, not the request: a slow answer (a loaded machine, a busy API) must not bring
    // the next request closer than the interval, nor a burst of them once answers are fast again.
    this.#nextPollAt = Date.now() + POLL_INTERVAL_MS
    if (answer.outcome === 'error') {
      this.#pollFailed(answer.error)
      return
    }
    this.#failedPolls = 0
    if (answer.rateLimit.remaining === 0 && answer.rateLimit.resetAt !== undefined) {
      this.#nextPollAt = Math.max(this.#nextPollAt, answer.rateLimit.resetAt)
    }
    if (answer.outcome === 'not-modified') return
    if (this.#historyState === 'unread') this.#readHistory(answer.job.name)
    if (answer.job.status === 'completed') this.#nextPollAt = Number.POSITIVE_INFINITY
    const progress = stepProgress(answer.job, this.#ownSteps)
    const news = stepNews(progress, this.#progress)
    // A lagging copy of the job would move the bar backwards: keep what was seen. An answer where only
    // other steps moved (this action's own, say) is no step change: the step content it would offer again is
    // older than an explicit update shown since, and must not replace it.
    if (news !== 'new') return
    this.#progress = progress
    this.#seen = { job: answer.job, progress }
    this.#explicitSinceStepChange = false
    this.#offerStepChange()
  }

  /** Offers the content of the last step change: by time when the history allows, counted otherwise. */
  #offerStepChange(): void {
    const seen = this.#seen
    if (!seen) return
    this.#held = this.#historyState === 'reading' && Date.now() < this.#holdUntil
    if (this.#held) return
    const change = stepChangeContent(this.#record.content, seen, {
      history: this.#history,
      now: Date.now(),
      previous: this.#estimated,
      excluded: this.#ownSteps,
      stepsFixed: this.#stepsFixed,
    })
    if (change.fallback && !this.#fallbackSaid) {
      this.#fallbackSaid = true
      this.#debug(`Signalgrid: ${change.fallback}.`)
    }
    if (change.estimate) this.#estimated = Math.max(this.#estimated, change.estimate.percent)
    this.#offer(change.content, seen.progress.failed?.name)
  }

  /**
   * Between polls: a step change held for the history goes once its wait is over, and the bar moves inside
   * a long step when that is worth a request. Only while nothing waits in the queue and the spacing allows
   * a send, so that every time-driven update offered is one sent, and counted against the budget once.
   */
  #tick(): void {
    const now = Date.now()
    if (this.#held && now >= this.#holdUntil) this.#offerStepChange()
    if (this.#held || this.#queue.pending !== undefined || now < this.#queue.nextSendAt) return
    const update = timedTick({
      content: this.#record.content,
      seen: this.#seen,
      history: this.#history,
      explicitSinceStepChange: this.#explicitSinceStepChange,
      sent: this.#timedSent,
      budget: this.#timedBudget,
      previous: this.#estimated,
      excluded: this.#ownSteps,
      now,
    })
    if (!update) return
    this.#timedSent++
    this.#estimated = Math.max(this.#estimated, update.estimate.percent)
    this.#offer(update.content)
  }

  /**
   * Reads the step history in the background: the polls go on meanwhile. The job's display name (not
   * GITHUB_JOB, the YAML key) is what the earlier run's jobs are listed by, so a matrix leg finds its own leg.
   */
  #readHistory(jobName: string): void {
    this.#historyState = 'reading'
    this.#holdUntil = Date.now() + HISTORY_WAIT_MS
    const controller = new AbortController()
    this.#historyAbort = controller
    const timer = setTimeout(() => controller.abort(), HISTORY_TIMEOUT_MS)
    readHistory(this.#githubToken, jobName, controller.signal)
      .then(
        (read) => {
          if (this.#historyState !== 'reading') return
          this.#historyState = 'read'
          this.#debug(read.message)
          if (read.history) {
            this.#history = read.history
            if (read.history.usualMs !== undefined) {
              this.#record = { ...this.#record, usualMs: read.history.usualMs }
              this.#folder.writeRecord(this.#record)
            }
          }
          if (this.#held) this.#offerStepChange()
        },
        () => {},
      )
      .finally(() => clearTimeout(timer))
  }

  /** A line for the debug log: post prints it. */
  #debug(message: string): void {
    this.#folder.appendJournal({ at: Date.now(), kind: 'debug', message })
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

  /** Sends one update to every channel, unless the quota left is what the end (and the alert) will need. */
  async #send(content: ActivityContent): Promise<void> {
    if (!updateLeavesReserve(this.#folder.readJournal(), this.#record)) return
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

/**
 * The step history of this job, through an Octokit of its own (the jobs API client's hooks are for reading
 * the current job). Never rejects: anything that goes wrong is a message for the debug log.
 */
async function readHistory(
  token: string,
  jobName: string,
  signal: AbortSignal,
): Promise<{ readonly history: JobHistory | undefined; readonly message: string }> {
  try {
    const octokit = getOctokit(token, { userAgent: USER_AGENT })
    const result = await readJobHistory(octokit, queryForThisRun(jobName, signal))
    return {
      history: result.ok ? result.history : undefined,
      message: `Signalgrid: ${result.message}${result.ok ? '' : ': counting steps'}.`,
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { history: undefined, message: `Signalgrid: no step history (${detail}): counting steps.` }
  }
}
