// What the end-to-end scenarios share: each scenario's own emulators and jobs (scenarios run concurrently),
// the few views of the emulators' records they assert on, and what every run of the action must leave true,
// so that each test states only what is particular to it. Jobs run dist/ through the runner harness.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, type TestContext } from 'vitest'
import { HISTORY_TIMEOUT_MS } from '../../src/constants.js'
import { BEFORE_LAST_STEPS_MAX } from '../../src/view/run-view.js'
import type { Services } from '../support/action-job.js'
import { CLEAN_STAGE_BOUND_MS, STAGE_OVERHEAD_MS } from '../support/bounds.js'
import { GitHubEmulator, type GitHubEmulatorOptions } from '../support/github-emulator.js'
import { ganttsIn, readGantts } from '../support/mermaid/read-gantt.js'
import {
  type JobResult,
  type JobSpec,
  type PipelineJob,
  runJob,
  runPipeline,
  runStageProcess,
  type StageProcessRunner,
  type StageRecord,
} from '../support/runner-harness.js'
import {
  type RecordedRequest,
  SignalgridEmulator,
  type SignalgridEmulatorOptions,
} from '../support/signalgrid-emulator.js'

export interface ServiceOptions {
  readonly signalgrid?: SignalgridEmulatorOptions
  readonly github?: GitHubEmulatorOptions
}

/**
 * Fresh emulators, closed when the test ends. The phone drops updates closer than 1 s, to go with
 * `min-update-interval: 1` (the scenarios that test the default 5 s say so).
 */
export async function startServices(t: TestContext, options: ServiceOptions = {}): Promise<Services> {
  const [signalgrid, github] = await Promise.all([
    SignalgridEmulator.start({ phoneSpacingMs: 1000, ...options.signalgrid }),
    GitHubEmulator.start(options.github),
  ])
  t.onTestFinished(async () => {
    await Promise.all([signalgrid.close(), github.close()])
  })
  return { signalgrid, github }
}

/**
 * The time a test of jobs that run as they should may need: each stage (pre, main and post of each use of the
 * action) up to STAGE_OVERHEAD_MS to start on a loaded machine, and the user's steps their own time. A
 * scenario of many stages needs more than the suite's 60 s then.
 */
export function jobsTimeoutMs(stages: number, stepsMs: number): number {
  return stages * STAGE_OVERHEAD_MS + stepsMs
}

/** Runs the job; its workspace and RUNNER_TEMP go when the test ends. */
export async function run(t: TestContext, spec: JobSpec): Promise<JobResult> {
  const result = await runJob(spec)
  keepPictures(t, result)
  t.onTestFinished(() => result.remove())
  return result
}

export async function runJobs(t: TestContext, jobs: readonly PipelineJob[]): Promise<JobResult[]> {
  const results = await runPipeline(jobs)
  for (const result of results) keepPictures(t, result)
  t.onTestFinished(async () => {
    await Promise.all(results.map((result) => result.remove()))
  })
  return results
}

/**
 * The pictures of the run the jobs of a test file drew in their job summaries: once its tests are done, Mermaid's
 * own parser reads every one, in one process, and the file fails on any it cannot read (GitHub would show an
 * error box in its place).
 */
const pictures: { readonly gantt: string; readonly where: string }[] = []
afterAll(async () => {
  if (pictures.length === 0) return
  const read = await readGantts(pictures.map((picture) => picture.gantt))
  const refused = read.flatMap((gantt, index) =>
    gantt.ok && gantt.type === 'gantt' ? [] : [`${pictures[index]?.where}: ${JSON.stringify(gantt)}`],
  )
  if (refused.length > 0) {
    throw new Error(`Mermaid cannot read ${refused.length} of the jobs' pictures:\n${refused.join('\n')}`)
  }
}, 60_000)

function keepPictures(t: TestContext, result: JobResult): void {
  for (const gantt of ganttsIn(result.summary))
    pictures.push({ gantt, where: `${t.task.name} (job ${result.jobId})` })
}

/**
 * Runs each stage as the harness does, and after pre waits until the tracker pre started has read the step
 * history (its debug line is in the journal), so the tracker follows the job from its first user step on. A
 * tracker slow to start on a loaded machine (up to STAGE_OVERHEAD_MS), then holding the step change for the
 * history (HISTORY_WAIT_MS), would see a step only that much later, and could see it past the job's expected
 * total. Pre is the action's own step: its time counts for nothing in the bar.
 */
export const withTrackerHistory: StageProcessRunner = async (options, call) => {
  const ran = await runStageProcess(options)
  if (call.stage !== 'pre') return ran
  const activities = join(options.env.RUNNER_TEMP as string, 'signalgrid')
  const deadline = Date.now() + STAGE_OVERHEAD_MS + HISTORY_TIMEOUT_MS
  const read = () =>
    existsSync(activities) &&
    readdirSync(activities).some((folder) => {
      const journal = join(activities, folder, 'journal.jsonl')
      return existsSync(journal) && /step history/i.test(readFileSync(journal, 'utf8'))
    })
  while (!read()) {
    if (Date.now() > deadline) throw new Error('the tracker read no step history after pre')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return ran
}

/** A request to the activity endpoint, as the fields that make the content, and how the service took it. */
export interface ActivityRequestView {
  readonly kind: string | undefined
  readonly outcome: string
  readonly title: string | undefined
  readonly body: string | undefined
  readonly severity: string | undefined
  readonly progress: string | undefined
  readonly steps: string | undefined
  readonly dismissalDelay: string | undefined
}

/** The request's view; undefined when there is no request (so that an assertion on it fails plainly). */
export function activityView(request: RecordedRequest | undefined): ActivityRequestView | undefined {
  if (!request) return undefined
  const { fields } = request
  return {
    kind: request.kind,
    outcome: request.outcome,
    title: fields.title,
    body: fields.body,
    severity: fields.severity,
    progress: fields.progress,
    steps: fields.steps,
    dismissalDelay: fields.dismissal_delay,
  }
}

/** The kinds of the requests the service received, in order of arrival, with the answers' outcome. */
export function kinds(services: Services): string[] {
  return services.signalgrid.requests.map((request) => `${request.kind} ${request.outcome}`)
}

export function requestsOf(services: Services, kind: 'start' | 'update' | 'end' | 'push'): RecordedRequest[] {
  return services.signalgrid.requests.filter((request) => request.kind === kind)
}

/** Milliseconds between the arrivals of consecutive requests (to either emulator). */
export function gaps(requests: readonly { readonly at: number }[]): number[] {
  return requests.slice(1).map((request, index) => request.at - (requests[index] as { at: number }).at)
}

/** Whether `at` (ms since the epoch) falls while the stage's process ran. */
export function during(stage: StageRecord, at: number): boolean {
  return at >= stage.startedAt && at <= stage.exitedAt
}

/** One line of the activity's journal: a request the action sent, and which of its processes sent it. */
export interface JournalLine {
  readonly kind: string
  readonly by?: string
  readonly body?: string
  readonly error?: string
}

/**
 * The action's own record of what it sent for the activity in this job: journal.jsonl in the activity's
 * work folder (`<RUNNER_TEMP>/signalgrid/<sha256(token), 16 hex>/`, see src/activity/folder.ts). Only it can tell which
 * process sent a request: the tracker and the stages send the same requests.
 */
export function journal(result: JobResult, token: string): JournalLine[] {
  const folder = createHash('sha256').update(token).digest('hex').slice(0, 16)
  const text = readFileSync(join(result.runnerTemp, 'signalgrid', folder, 'journal.jsonl'), 'utf8')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as JournalLine)
}

/** How the phone must show the user's steps: "Step 3 of 7 · Run tests", bar and segments. */
export interface StepContent {
  readonly body: string
  readonly progress: string
  readonly steps: string
}

/** A step content the tracker could have seen, from one answer of the jobs API, and when it was answered. */
export interface Observation {
  readonly at: number
  readonly content: StepContent
  /** How many of the user's steps the answer showed completed. */
  readonly completed: number
}

/**
 * What the tracker of a job alone in its run saw of its user steps (named `userSteps`, none of them failed):
 * every answer with a body (HTTP 200, no fault injected) the jobs API gave about the job (its own record, or the
 * run's listing, where it is the job of `of` or the only one), to the tracker of job `of` when given, in order.
 * Worked out here from the answers as docs/behaviour.md describes the content, not by the tracker's code: the
 * user's steps are the ones listed by these names, the current one is the first not completed, the bar is the
 * completed fraction rounded down, under 95 until the end (no history: more jobs may come); once one is
 * cancelled, the bar stays at the steps before it.
 */
export function observations(
  services: Services,
  userSteps: readonly string[],
  of?: JobResult,
): Observation[] {
  return services.github.requests.flatMap((request) => {
    if (request.fault || request.answer?.status !== 200) return []
    const path = new URL(request.url, 'http://x').pathname
    const listing = /\/actions\/runs\/\d+\/attempts\/\d+\/jobs$/.test(path)
    if (!listing && !/\/actions\/jobs\/\d+$/.test(path)) return []
    // Octokit sends installation tokens and PATs as `token <token>`.
    if (of && request.headers.authorization !== `token ${of.token}`) return []
    type Listed = { id?: number; steps?: { name: string; status: string; conclusion: string | null }[] }
    const body = JSON.parse(request.answer.body) as Listed & { jobs?: Listed[] }
    const jobs = body.jobs ?? []
    const job = listing
      ? of
        ? jobs.find((listed) => listed.id === of.jobId)
        : jobs.length === 1
          ? jobs[0]
          : undefined
      : body
    // Not an answer about this job's steps: a runs list or a run's jobs, read for the step history.
    if (!Array.isArray(job?.steps)) return []
    const listed = job.steps.filter((step) => userSteps.includes(step.name))
    if (listed.some((step) => step.conclusion === 'failure')) {
      throw new Error('observations() works out jobs without a failed step; assert failures literally')
    }
    const total = listed.length
    // No step of the user's listed yet: nothing to show.
    if (total === 0) return []
    const completed = listed.filter((step) => step.status === 'completed').length
    const current = listed.findIndex((step) => step.status !== 'completed')
    // A cancel stops the bar before the cancelled step; the steps that complete after it count for nothing.
    const cancelled = listed.findIndex((step) => step.conclusion === 'cancelled')
    const words =
      cancelled !== -1
        ? `Cancelled at step ${cancelled + 1} of ${total} · ${(listed[cancelled] as { name: string }).name}`
        : current === -1
          ? `All ${total} steps done`
          : `Step ${current + 1} of ${total} · ${(listed[current] as { name: string }).name}`
    const counted = Math.floor(((cancelled === -1 ? completed : cancelled) * 100) / total)
    const progress = String(Math.min(BEFORE_LAST_STEPS_MAX, counted))
    return [{ at: request.at, content: { body: words, progress, steps: String(total) }, completed }]
  })
}

/** The observations that changed the content, each the first of its run (what "a step change" is). */
export function changes(observed: readonly Observation[]): Observation[] {
  return observed.filter(
    (observation, index) =>
      index === 0 || !sameContent(observation.content, (observed[index - 1] as Observation).content),
  )
}

export function stepContentOf(request: RecordedRequest | undefined): StepContent | undefined {
  if (!request) return undefined
  return {
    body: request.fields.body ?? '',
    progress: request.fields.progress ?? '',
    steps: request.fields.steps ?? '',
  }
}

function sameContent(a: StepContent, b: StepContent): boolean {
  return a.body === b.body && a.progress === b.progress && a.steps === b.steps
}

/**
 * What ran in the background of the job after each stage, as "<stage> <instance>: <processes>", where
 * the action's tracker is "tracker" and anything else is its command.
 */
export function background(result: JobResult): string[] {
  return result.stages.map((stage) => {
    const running = stage.runningAfter.map((process) =>
      isTracker(process.command) ? 'tracker' : process.command,
    )
    return `${stage.stage} ${stage.instance}: ${running.join(', ') || '-'}`
  })
}

function isTracker(command: string): boolean {
  return command.endsWith('/dist/tracker/index.js')
}

/**
 * What every run of the action leaves true, whatever the scenario: each stage exited 0 by itself within
 * `stageLimitMs` (default CLEAN_STAGE_BOUND_MS: the services answer at once; scenarios of an outage pass the
 * bound of the stage it hits), without a child holding its output; at most one tracker process ever ran, and it was gone
 * once the last stage ended, so the job's end found nothing to kill; no secret (client key, every channel, job
 * token) appears anywhere but in the add-mask commands that hide it; the service refused nothing, and nothing
 * of an activity arrived after its end.
 */
export function expectCleanJob(
  t: TestContext,
  result: JobResult,
  services: Services,
  options: { readonly stageLimitMs?: number } = {},
): void {
  const { expect } = t
  for (const stage of result.stages) {
    expect(stage, `${stage.stage} ${stage.instance}`).toMatchObject({
      exitCode: 0,
      signal: null,
      timedOut: false,
      inheritedStdio: false,
    })
    expect(stage.durationMs, `${stage.stage} ${stage.instance} took`).toBeLessThan(
      options.stageLimitMs ?? CLEAN_STAGE_BOUND_MS,
    )
  }
  const trackers = new Set(
    result.stages.flatMap((stage) => stage.runningAfter.filter((process) => isTracker(process.command))),
  )
  expect(new Set([...trackers].map((process) => process.pid)).size).toBeLessThanOrEqual(1)
  const last = result.stages.at(-1)
  // What the last stage said of the tracker's stop: why a process was left, should one be.
  const said = last?.stdout.split('\n').filter((line) => /tracker/i.test(line))
  expect(last?.runningAfter, `${last?.stage} said: ${said?.join('\n')}`).toEqual([])
  expect(result.orphans).toEqual([])

  const secrets = [services.signalgrid.clientKey, ...services.signalgrid.channels, result.token]
  const outputs = result.stages.flatMap((stage) => [
    ...`${stage.stdout}\n${stage.stderr}`.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    ...Object.values(stage.state),
    ...Object.values(stage.env),
    ...Object.values(stage.outputs),
    stage.summary,
  ])
  for (const secret of secrets) {
    for (const text of [...outputs, result.log, JSON.stringify(result.annotations)]) {
      expect(text.includes(secret), `a secret in: ${text}`).toBe(false)
    }
  }

  const { signalgrid } = services
  expect(signalgrid.requests.filter((request) => request.outcome !== 'accepted')).toEqual([])
  for (const activity of signalgrid.phone.activities) {
    const endedAt = activity.view.endedAt ?? Number.POSITIVE_INFINITY
    const late = signalgrid.requests.filter((request) => request.fields.token === activity.view.token)
    expect(late.filter((request) => request.at > endedAt)).toEqual([])
  }
}
