// The whole run on the phone, end to end: jobs of one run sharing one activity, each a runner emulation of its
// own running dist/, against the one GitHub emulator (which serves the run's jobs and, in its past, a last
// successful run of the same shape) and the one Signalgrid emulator. Each case asserts what the phone received:
// one start and one end, the bar never back, under 95 until the run's last steps, the time left said, the end's
// duration against the activity's span, and no two updates closer than the spacing.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, type TestContext, test, vi } from 'vitest'
import { formatDuration } from '../../src/activity/content.js'
import { LEGS_FIRST_LOOK_MS } from '../../src/tracker/matrix-legs.js'
import { ACTION, actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import type { ArtifactEmulator } from '../support/artifact-emulator.js'
import { progressError } from '../support/bar-error.js'
import type { FinishedStep, GitHubEmulator, NotBegun } from '../support/github-emulator.js'
import { ganttsIn, readGantts } from '../support/mermaid/read-gantt.js'
import { nodeRuntimes } from '../support/runner/node-runtimes.js'
import type { JobResult, NodeRuntime, RunStepSpec, StageProcessRunner } from '../support/runner-harness.js'
import type { RecordedRequest } from '../support/signalgrid-emulator.js'
import { startAll } from './board-jobs.js'
import {
  activityView,
  expectCleanJob,
  gaps,
  jobsTimeoutMs,
  journal,
  requestsOf,
  run,
  runJobs,
  startServices,
  withTrackerHistory,
} from './scenario.js'

const FAST = { 'min-update-interval': '1' }
const SPACING_MS = 1_000
const WORKFLOW = 'ci.yml'
const S = 1000
// The runners' Node: the run's view is the same code on every runtime, which the lifecycle suites cover.
const runtime = nodeRuntimes().available.at(-1) as NodeRuntime

/** A job of the last successful run: when it began (s from the run's start) and its user steps' seconds. */
interface PastJob {
  readonly name: string
  readonly at: number
  readonly steps: readonly (readonly [string, number])[]
}

/**
 * A successful run of ci.yml on main, its jobs as a runner lists them: "Set up job", this action's pre and
 * main, the user's steps, its post, "Complete job"; at `pace` times the seconds given (whole seconds, as the
 * API has them), each job's start too, the action's pre and post `actionMs` each. Returns the activity's span
 * in it: from the first job's pre to the last one's post.
 */
function servePastRun(github: GitHubEmulator, jobs: readonly PastJob[], pace = 1, actionMs = S): number {
  const past = github.addRun({ workflow: WORKFLOW, headBranch: 'main' })
  const origin = Math.floor((Date.now() - 24 * 60 * 60 * S) / S) * S
  let first = Number.POSITIVE_INFINITY
  let last = 0
  for (const job of jobs) {
    const steps = finishedSteps(job, pace, actionMs)
    const start = origin + Math.round(job.at * pace) * S
    github.createFinishedJob({ runId: past.id, name: job.name }, start, steps)
    first = Math.min(first, start + S)
    last = Math.max(last, start + steps.reduce((total, step) => total + step.durationMs, 0))
  }
  return last - first
}

/**
 * A finished job's steps as a runner lists them: "Set up job", this action's pre and main, the user's steps at
 * `pace` times the seconds given, its post, "Complete job"; the action's pre and post `actionMs` each.
 */
function finishedSteps(job: PastJob, pace = 1, actionMs = S): FinishedStep[] {
  return [
    { name: 'Set up job', durationMs: S },
    { name: `Pre Run ${ACTION}`, durationMs: actionMs },
    { name: `Run ${ACTION}`, durationMs: 0 },
    ...job.steps.map(([name, seconds]) => ({ name, durationMs: Math.round(seconds * pace) * S })),
    { name: `Post Run ${ACTION}`, durationMs: actionMs },
    { name: 'Complete job', durationMs: 0 },
  ]
}

/** A job of this run: the action first (by token or by name), then its steps. */
function jobOf(
  services: Services,
  name: string,
  inputs: Readonly<Record<string, string>>,
  steps: readonly RunStepSpec[],
  artifacts?: ArtifactEmulator,
) {
  return jobSpec(services, runtime, [actionStep(services, { ...FAST, ...inputs }, { id: 'sg' }), ...steps], {
    context: { job: name, jobName: name, workflowFile: WORKFLOW },
    ...(artifacts ? { artifacts } : {}),
    debug: true,
  })
}

/** A leg of the matrix job `job` over `values` (one value each), the action first, named as the runner names it. */
function legOf(
  services: Services,
  job: string,
  values: readonly string[],
  index: number,
  inputs: Readonly<Record<string, string>>,
  steps: readonly RunStepSpec[],
  artifacts: ArtifactEmulator,
) {
  const value = values[index] as string
  return jobSpec(services, runtime, [actionStep(services, { ...FAST, ...inputs }, { id: 'sg' }), ...steps], {
    context: {
      job,
      jobName: `${job} (${value})`,
      workflowFile: WORKFLOW,
      leg: { index, total: values.length, values: { os: value }, failFast: true },
    },
    artifacts,
    debug: true,
  })
}

/** The folder of a matrix leg's tracker that did not start the activity, by the matrix job's key. */
const LEGS_FOLDER_KEY = 'matrix build'

/**
 * A shared matrix "build" over linux, macos and windows, after a run of the same shape in which each leg's one
 * step took the seconds given, in that order: the services, and each leg's run by its index, its step as long
 * as given this time.
 */
async function sharedMatrix(
  t: TestContext,
  usualSeconds: readonly [number, number, number],
  notBegun: NotBegun = 'pending',
) {
  const { services, artifacts } = await startAll(t, { github: { notBegun } })
  const os = ['linux', 'macos', 'windows']
  servePastRun(
    services.github,
    os.map((name, index) => ({
      name: `build (${name})`,
      at: 0,
      steps: [['Test', usualSeconds[index] as number]],
    })),
  )
  const leg = (index: number, ms: number) =>
    run(t, legOf(services, 'build', os, index, {}, userSteps(['Test'], ms), artifacts))
  return { services, leg }
}

const tokenOf = (result: JobResult | undefined) => result?.outputs.sg?.['activity-token'] as string

/**
 * The updates this job's tracker sent, as its journal has them, in order: none when it never sent nor logged. Its
 * folder goes by the activity's token, or by LEGS_FOLDER_KEY for a leg that did not start a shared matrix's.
 */
function trackerUpdates(result: JobResult, token: string): { readonly at: number; readonly body: string }[] {
  if (
    !existsSync(
      join(
        result.runnerTemp,
        'signalgrid',
        createHash('sha256').update(token).digest('hex').slice(0, 16),
        'journal.jsonl',
      ),
    )
  )
    return []
  return journal(result, token)
    .filter((line) => line.kind === 'update' && line.by === 'tracker' && !line.error)
    .map((line) => ({ at: (line as unknown as { at: number }).at, body: line.body ?? '' }))
}

/** The bodies of the updates this job's tracker sent. */
function sentBy(result: JobResult, token: string): string[] {
  return trackerUpdates(result, token).map((update) => update.body)
}

/** When a step of this run began, as the jobs API has it. */
function stepStart(services: Services, result: JobResult, step: string): number {
  const found = services.github.job(result.jobId).steps.find((candidate) => candidate.data.name === step)
    ?.data.startedAt
  if (!found) throw new Error(`no step ${step} began in job ${result.jobId}`)
  return found
}

/** When the step of the action's pre began, as the jobs emulator holds it: the last step begun as pre was spawned. */
function preStepStart(services: Services, result: JobResult): number {
  const spawned = result.stage('sg', 'pre').startedAt
  const begun = services.github
    .job(result.jobId)
    .steps.map((step) => step.data.startedAt)
    .filter((at): at is number => at !== null && at <= spawned)
  if (begun.length === 0) throw new Error(`no step had begun in job ${result.jobId} when its pre was spawned`)
  return Math.max(...begun)
}

/**
 * What every run of the activity leaves on the phone: one start and one end, every job clean, the bar never
 * back and never full before the end, under 95 until `lastStepsFrom` (the run's last step began), updates
 * spaced, the time left said. Returns the updates and the end.
 */
function expectOneBar(
  t: TestContext,
  services: Services,
  results: readonly JobResult[],
  lastStepsFrom: number,
): { readonly updates: RecordedRequest[]; readonly end: RecordedRequest } {
  const { expect } = t
  for (const result of results) expectCleanJob(t, result, services)
  const { signalgrid } = services
  expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, rejected: 0 })
  expect(signalgrid.phone.activities).toHaveLength(1)
  const updates = requestsOf(services, 'update')
  const end = requestsOf(services, 'end')[0] as RecordedRequest
  expect(signalgrid.requests.at(-1)).toBe(end)
  const bars = updates.map((update) => Number(update.fields.progress))
  expect(bars, 'the bar never goes back').toEqual([...bars].sort((a, b) => a - b))
  expect(Math.max(...bars)).toBeLessThan(100)
  const early = updates.filter((update) => update.at < lastStepsFrom)
  for (const update of early) expect(Number(update.fields.progress), update.fields.body).toBeLessThan(95)
  expect(Math.min(...gaps(signalgrid.requests.slice(0, -1)))).toBeGreaterThanOrEqual(SPACING_MS)
  expect(signalgrid.counts.droppedBySpacing).toBe(0)
  return { updates, end }
}

/**
 * The end says how long the activity took, from its start (when the first job's use of the action began: its pre's
 * step, as the jobs API lists it in whole seconds) to when the end was made, rounded to the second; and the same
 * span in the last successful run. When the end was made is known to lie between the last jobs' last steps' end
 * (their posts make it after) and its arrival, and the API's start within a second of the step's: the words must
 * fall within that window. (On a loaded machine a post can make the end a second or more before it arrives.)
 */
function expectEndAgainstSpan(
  t: TestContext,
  services: Services,
  first: JobResult,
  last: readonly JobResult[],
  end: RecordedRequest,
  usualMs: number,
): void {
  const { expect } = t
  const said = /^Succeeded in (?:(\d+)m )?(\d+)s \(usually (.+)\)$/.exec(end.fields.body ?? '')
  expect(said, end.fields.body).not.toBeNull()
  expect(said?.[3]).toBe(formatDuration(usualMs))
  // The activity begins between the pre step's start and its pre's exit (later on a loaded machine): the
  // shortest span the end may say runs from the exit, the longest from the step's start.
  const stepStart = preStepStart(services, first)
  const preExit = first.stage('sg', 'pre').exitedAt
  const stepsDone = Math.max(...last.map((result) => stepsDoneAt(services, result)))
  const seconds = Number(said?.[1] ?? 0) * 60 + Number(said?.[2])
  expect(seconds).toBeGreaterThanOrEqual((stepsDone - preExit - S) / S - 0.5)
  expect(seconds).toBeLessThanOrEqual((end.at - stepStart + S) / S + 0.5)
  expect(activityView(end)).toMatchObject({ kind: 'end', severity: 'SUCCESS', progress: '100' })
}

/** When the job's steps before its posts were over, as the jobs emulator holds them. */
function stepsDoneAt(services: Services, result: JobResult): number {
  const done = services.github
    .job(result.jobId)
    .steps.filter((step) => !step.data.name.startsWith('Post ') && step.data.name !== 'Complete job')
    .map((step) => step.data.completedAt)
    .filter((at): at is number => at !== null)
  if (done.length === 0) throw new Error(`no step of job ${result.jobId} completed`)
  return Math.max(...done)
}

/**
 * A shared matrix of three legs after a run of the same shape: at most one update per leg, and the time-driven
 * ones (6 by default, for the whole matrix) beside them; a green end that says the usual time; GitHub, every
 * request answered (304s too), within 5 per job plus one per 5 s: the history once, the sender's reads of the
 * run, and the other legs' looks and watches.
 */
function expectLegsEnd(
  t: TestContext,
  services: Services,
  legs: readonly JobResult[],
  updates: readonly RecordedRequest[],
  end: RecordedRequest,
): void {
  const { expect } = t
  expect(updates.length).toBeLessThanOrEqual(3 + 6)
  expect(activityView(end)).toMatchObject({
    kind: 'end',
    severity: 'SUCCESS',
    body: expect.stringMatching(/^Succeeded in \d+s \(usually \d+s\) · 3 legs$/),
  })
  const activitySeconds = (end.at - (requestsOf(services, 'start')[0]?.at as number)) / S
  expect(services.github.requests.length).toBeLessThanOrEqual(5 * legs.length + activitySeconds / 5)
}

/**
 * The legs that each update says are done follow the run's listing, which says a leg is done once its job has
 * completed (its post through): never more legs than were listed completed when it went, and every leg listed
 * completed a look at the run, the spacing and a moment's slack before it. On a busy machine a leg's post may take
 * longer than the legs still running: their updates then rightly say fewer legs done than the test's pace would.
 */
function expectLegsDoneAsListed(
  t: TestContext,
  services: Services,
  legs: readonly JobResult[],
  updates: readonly RecordedRequest[],
): void {
  const completed = legs.map(
    (result) => services.github.job(result.jobId).asOf(Date.now()).completedAt ?? Number.POSITIVE_INFINITY,
  )
  const doneBy = (at: number) => completed.filter((moment) => moment <= at).length
  for (const update of updates) {
    const said = Number(/^(\d) of \d legs done/.exec(update.fields.body ?? '')?.[1])
    const why = `${update.fields.body} at ${update.at}; legs completed at ${completed.join(', ')}`
    t.expect(said, why).toBeLessThanOrEqual(doneBy(update.at))
    t.expect(said, why).toBeGreaterThanOrEqual(doneBy(update.at - LISTED_WITHIN_MS))
  }
}

/** A leg listed completed shows within a look at the run (3 s here), the spacing, and 2 s for a busy machine. */
const LISTED_WITHIN_MS = 3 * S + SPACING_MS + 2 * S

/** A job of a pipeline by token: its name and its steps. */
interface ChainedJob {
  readonly name: string
  readonly steps: readonly RunStepSpec[]
}

/**
 * Jobs one after the other, as `needs:` chains them, sharing one activity by token (recipe 2): the first starts
 * it (and ends it only on failure), the others attach, the last ends it.
 */
function pipelineByToken(
  t: TestContext,
  services: Services,
  jobs: readonly ChainedJob[],
  stageProcess?: StageProcessRunner,
): Promise<JobResult[]> {
  return runJobs(
    t,
    jobs.map((job, index) => (previous: readonly JobResult[]) => {
      const last = index === jobs.length - 1
      const inputs: Record<string, string> =
        index === 0
          ? { 'end-activity': 'on-failure' }
          : { 'activity-token': tokenOf(previous[0]), ...(last ? { 'end-activity': 'always' } : {}) }
      return { ...jobOf(services, job.name, inputs, job.steps), ...(stageProcess ? { stageProcess } : {}) }
    }),
  )
}

/**
 * The job summaries' pictures of a pipeline of build, test and deploy (one step each): the job that ended the
 * activity draws all three, each against its usual time, under the title the end says; the others draw their own
 * steps, and say which job holds the whole. Mermaid's own parser reads each as drawn.
 */
async function expectPictures(
  t: TestContext,
  jobs: {
    readonly whole: JobResult
    /** The other jobs, by name. */
    readonly others: Readonly<Record<string, JobResult>>
    readonly end: RecordedRequest
    readonly usualMs: number
  },
): Promise<void> {
  const { expect } = t
  const others = Object.entries(jobs.others)
  const summaries = [jobs.whole, ...others.map(([, result]) => result)].map((result) => result.summary)
  const gantts = summaries.map(ganttsIn)
  for (const found of gantts) expect(found).toHaveLength(1)
  const [whole, ...own] = await readGantts(gantts.map((found) => found[0] as string))
  if (!whole?.ok) throw new Error(`Mermaid could not read the whole run's picture: ${JSON.stringify(whole)}`)
  const said = (jobs.end.fields.body ?? '').replace('Succeeded', 'succeeded')
  expect(whole.title).toBe(`${jobs.end.fields.title} · ${said}`)
  expect(whole.title).toContain(`(usually ${formatDuration(jobs.usualMs)})`)
  const sections = [...new Set(whole.tasks.map((task) => task.section))]
  expect(sections).toEqual(['build', 'test', 'deploy'])
  const steps = { build: 'Compile', test: 'Unit tests', deploy: 'Release' } as const
  for (const section of sections) {
    const tasks = whole.tasks.filter((task) => task.section === section)
    // Its usual time from the last successful run (the action's pre and post and its step), and its step.
    expect(tasks.find((task) => /^\u2060usually \ds$/.test(task.name))?.tags).toEqual(['done'])
    expect(
      tasks.some((task) => task.name.startsWith(`\u2060${steps[section as keyof typeof steps]} · `)),
    ).toBe(true)
  }
  others.forEach(([name, result], index) => {
    const picture = own[index]
    if (!picture?.ok) throw new Error(`Mermaid could not read a job's picture: ${JSON.stringify(picture)}`)
    expect([...new Set(picture.tasks.map((task) => task.section))]).toEqual([name])
    expect(result.summary).toContain(
      'The whole run is drawn in the job summary of the job that ends the activity (deploy, by the last successful run).',
    )
  })
  // What was sent, below the picture, folded.
  for (const summary of summaries)
    expect(summary).toMatch(/```\n\n(.*\n\n)?<details>\n<summary>Job ✅ succeeded in /)
}

const saysTimeLeft = (body: string | undefined) => / left$|taking longer than usual$/.test(body ?? '')

/** The pace of five successful runs, newest first: the newest took 1.7 times as long as the four before it. */
const SLOW_NEWEST = [1.7, 1, 0.96, 1.04, 0.98]

/**
 * The updates that said "taking longer than usual" before the activity had run as long as the slowest of the
 * runs served (`slowestMs`; after SLOW_NEWEST's runs, 1.7 times the usual time): none may, whatever the machine's
 * load makes of this run's pace.
 */
function lateTooSoon(updates: readonly RecordedRequest[], startedAt: number, slowestMs: number): string[] {
  return updates
    .filter((update) => update.fields.body?.includes('taking longer than usual'))
    .filter((update) => update.at - startedAt <= slowestMs)
    .map((update) => `${((update.at - startedAt) / S).toFixed(1)} s: ${update.fields.body}`)
}

/**
 * Five successful runs of the same shape, at SLOW_NEWEST's paces, the action's own steps as quick as the runner
 * emulation's, so that a run of the harness goes at the usual pace: the activity's usual span, their median.
 */
function serveSlowNewest(github: GitHubEmulator, jobs: readonly PastJob[]): number {
  const spans = [...SLOW_NEWEST].reverse().map((pace) => servePastRun(github, jobs, pace, 0))
  return [...spans].sort((a, b) => a - b)[Math.floor(spans.length / 2)] as number
}

/**
 * How far the bar the phone showed was from the clock, in points: against the elapsed share of the activity,
 * from its start (the first job's pre, which here waits for the history) to the end of the last of the user's
 * steps of every job.
 */
function barError(services: Services, results: readonly JobResult[], steps: readonly string[]): number {
  const user = results.flatMap((result) =>
    services.github
      .job(result.jobId)
      .steps.map((step) => step.data)
      .filter((step) => steps.includes(step.name)),
  )
  const shown = (services.signalgrid.phone.activities[0]?.history ?? [])
    .filter((message) => message.shown)
    .map((message) => ({ at: message.at, progress: message.content.progress }))
  const from = results[0]?.stage('sg', 'pre').startedAt as number
  return progressError(shown, from, Math.max(...user.map((step) => step.completedAt as number)))
}

vi.setConfig({ maxConcurrency: 16 })

describe.concurrent('the whole run on the phone', { timeout: jobsTimeoutMs(12, 20_000) }, () => {
  test('a pipeline by token (recipe 2), after a run of the same shape: one bar, the time left, an honest end', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    const usualMs = servePastRun(services.github, [
      { name: 'build', at: 0, steps: [['Compile', 3]] },
      { name: 'test', at: 7, steps: [['Unit tests', 4]] },
      { name: 'deploy', at: 15, steps: [['Release', 3]] },
    ])
    const results = await pipelineByToken(t, services, [
      { name: 'build', steps: userSteps(['Compile'], 3_000) },
      { name: 'test', steps: userSteps(['Unit tests'], 4_000) },
      { name: 'deploy', steps: userSteps(['Release'], 3_000) },
    ])
    const [build, testing, deploy] = results as [JobResult, JobResult, JobResult]
    const token = tokenOf(build)
    for (const result of results) expect(result.status).toBe('success')
    const { updates, end } = expectOneBar(t, services, results, stepStart(services, deploy, 'Release'))
    // Each job names itself and its step, with the time left of the whole activity; between jobs, what comes next.
    for (const body of sentBy(build, token)) {
      expect(body).toMatch(/^(build · Step 1 of 1 · Compile|build done · next: test) · .* left$/)
    }
    for (const body of sentBy(testing, token)) {
      expect(body).toMatch(
        /^(test · Step 1 of 1 · Unit tests|test done · next: deploy) · (.* left|taking longer than usual)$/,
      )
    }
    expect(sentBy(deploy, token).length).toBeGreaterThanOrEqual(1)
    expect(updates.every((update) => saysTimeLeft(update.fields.body))).toBe(true)
    // The first job's bar covers the jobs to come: it stays well short of where counting its one step would put it.
    const buildBars = updates
      .filter((update) => update.fields.body?.startsWith('build'))
      .map((update) => Number(update.fields.progress))
    expect(Math.max(...buildBars)).toBeLessThan(60)
    expectEndAgainstSpan(t, services, build, [deploy], end, usualMs)
    expect(end.fields.title).toBe('CI · deploy')
    await expectPictures(t, { whole: deploy, others: { build, test: testing }, end, usualMs })
  })

  test('a deploy approved after 2h 10m of waiting: the bar and the time left as after a wait of 2 minutes, never late, and the picture says it waited for approval', async (t) => {
    const { expect } = t
    const { services, artifacts } = await startAll(t)
    // Usually test runs for 5 min, then deploy, approved within seconds, releases for 10 min.
    const testJob: PastJob = { name: 'test', at: 0, steps: [['Unit tests', 300]] }
    const pipeline: PastJob[] = [testJob, { name: 'deploy', at: 308, steps: [['Release', 600]] }]
    for (let runs = 0; runs < 3; runs++) servePastRun(services.github, pipeline)
    // This run's test job ended 2h 10m 20s ago, listed with its use of the action (not run: no activity is
    // published under the name, so deploy starts it); the deploy job, created with the run, waited from then for
    // its approval, and a runner takes it now.
    const testSteps = finishedSteps(testJob)
    const testMs = testSteps.reduce((total, step) => total + step.durationMs, 0)
    const waitedMs = (2 * 60 * 60 + 10 * 60 + 20) * S
    const testStart = Math.floor((Date.now() - waitedMs - testMs) / S) * S
    services.github.createFinishedJob({ name: 'test' }, testStart, testSteps)
    const testEnd = testStart + testMs
    const deploy = await run(t, {
      ...jobOf(
        services,
        'deploy',
        { 'activity-name': 'deploy', 'end-activity': 'always' },
        userSteps(['Release'], 2_000),
        artifacts,
      ),
      createdAt: testStart,
      stageProcess: withTrackerHistory,
    })
    expect(deploy.status).toBe('success')
    const releasing = services.github
      .job(deploy.jobId)
      .steps.find((step) => step.data.name === 'Release')?.data
    // Under 95 while it releases: the hours of waiting do not fill the bar.
    const { updates, end } = expectOneBar(t, services, [deploy], releasing?.completedAt as number)
    expect(activityView(end)).toMatchObject({ kind: 'end', severity: 'SUCCESS', progress: '100' })
    // The end's time is the run's, the wait in it said: not hours of the jobs' work against their usual 15 min.
    expect(end.fields.body).toMatch(
      /^Succeeded in 2h 1\dm \(usually 15m \d+s\), 2h 10m of it waiting for approval$/,
    )
    // The wait counts for 2 minutes, as a wait does in the plan; the rest held the activity. Gone by: test's span
    // (its pre to its end), those 2 minutes and deploy's time so far; left: Release's usual 10 min and the post.
    const deployBegan = stepStart(services, deploy, `Pre Run ${ACTION}`)
    const planned = (at: number) => {
      const gone = testEnd - (testStart + S) + 2 * 60 * S + (at - deployBegan)
      const left = (releasing?.startedAt as number) + 601 * S - at
      return Math.floor((gone * 100) / (gone + left))
    }
    const first = updates.find((update) =>
      update.fields.body?.startsWith('deploy · Step 1 of 1 · Release · '),
    )
    expect(first?.fields.body).toBe('deploy · Step 1 of 1 · Release · about 10 min left')
    expect(Math.abs(Number(first?.fields.progress) - planned(first?.at as number))).toBeLessThanOrEqual(2)
    // Every update says the time left: none says the activity takes longer than usual.
    expect(updates.map((update) => update.fields.body).filter((body) => !/ left$/.test(body ?? ''))).toEqual(
      [],
    )
    // The job summary's picture: in deploy's section, the wait from test's end to deploy's first step, drawn as a
    // wait for approval (a span this long is drawn in thousandths of a minute).
    const gantts = ganttsIn(deploy.summary)
    expect(gantts).toHaveLength(1)
    const deploySection = gantts[0]?.split('\n    section ').find((section) => section.startsWith('deploy\n'))
    const wait = /^ {4}\u2060⏳ waited (.+) : done, (\d+), (\d+)$/m.exec(deploySection ?? '')
    expect(wait?.[1], deploy.summary).toBe('2h 10m for approval')
    const drawnMs = (Number(wait?.[3]) - Number(wait?.[2])) * 60
    expect(Math.abs(drawnMs - (deployBegan - testEnd))).toBeLessThan(2 * S)
  })

  test('a fan-out by name (recipe 6) with two jobs side by side: one sender at a time, both named, one bar', async (t) => {
    const { expect } = t
    const { services, artifacts } = await startAll(t)
    const usualMs = servePastRun(services.github, [
      { name: 'build', at: 0, steps: [['Compile', 2]] },
      { name: 'test', at: 6, steps: [['Unit tests', 6]] },
      { name: 'lint', at: 6, steps: [['Lint', 4]] },
      { name: 'deploy', at: 16, steps: [['Release', 3]] },
    ])
    const named = (name: string, steps: readonly RunStepSpec[], inputs: Record<string, string> = {}) =>
      run(t, jobOf(services, name, { 'activity-name': 'deploy', ...inputs }, steps, artifacts))
    const build = await named('build', userSteps(['Compile'], 2_000))
    const [testing, lint] = await Promise.all([
      named('test', userSteps(['Unit tests'], 6_000)),
      named('lint', userSteps(['Lint'], 4_000)),
    ])
    const deploy = await named('deploy', userSteps(['Release'], 3_000), { 'end-activity': 'always' })
    const results = [build, testing as JobResult, lint as JobResult, deploy]
    for (const result of results) expect(result.status).toBe('success')
    const token = tokenOf(build)
    const { updates, end } = expectOneBar(t, services, results, stepStart(services, deploy, 'Release'))
    // Side by side, both are named in one view, sent by one of them at a time: the other sends only once the
    // first has stopped (its post began), never in between.
    expect(updates.some((update) => /^(test, lint|lint, test) · /.test(update.fields.body ?? ''))).toBe(true)
    const times = (result: JobResult) => trackerUpdates(result, token).map((update) => update.at)
    const [fromTest, fromLint] = [times(testing as JobResult), times(lint as JobResult)]
    const [first, second] =
      (fromTest[0] ?? Number.POSITIVE_INFINITY) < (fromLint[0] ?? Number.POSITIVE_INFINITY)
        ? [fromTest, fromLint]
        : [fromLint, fromTest]
    expect(first.length).toBeGreaterThanOrEqual(1)
    if (second.length > 0) expect(Math.min(...second)).toBeGreaterThan(Math.max(...first))
    expectEndAgainstSpan(t, services, build, [deploy], end, usualMs)
  })

  test('a matrix job inside a named pipeline: its legs side by side ("1 of 2 legs done"), the time left, one bar', async (t) => {
    const { expect } = t
    const { services, artifacts } = await startAll(t)
    const usualMs = servePastRun(services.github, [
      { name: 'build', at: 0, steps: [['Compile', 2]] },
      { name: 'test (linux)', at: 6, steps: [['Unit tests', 4]] },
      { name: 'test (macos)', at: 6, steps: [['Unit tests', 7]] },
      { name: 'deploy', at: 17, steps: [['Release', 3]] },
    ])
    const named = { 'activity-name': 'deploy' }
    const build = await run(t, jobOf(services, 'build', named, userSteps(['Compile'], 2_000), artifacts))
    const os = ['linux', 'macos']
    const legs = await Promise.all(
      [4_000, 7_000].map((ms, index) =>
        run(t, legOf(services, 'test', os, index, named, userSteps(['Unit tests'], ms), artifacts)),
      ),
    )
    const deploy = await run(
      t,
      jobOf(
        services,
        'deploy',
        { ...named, 'end-activity': 'always' },
        userSteps(['Release'], 3_000),
        artifacts,
      ),
    )
    const results = [build, ...legs, deploy]
    for (const result of results) expect(result.status).toBe('success')
    const { updates, end } = expectOneBar(t, services, results, stepStart(services, deploy, 'Release'))
    // While both legs run the phone counts them, with the time left of the whole activity; the legs are one
    // matrix job, not two jobs named side by side.
    const bodies = updates.map((update) => update.fields.body ?? '')
    expect(
      bodies.some((body) => /^[01] of 2 legs done · (.* left|taking longer than usual)$/.test(body)),
    ).toBe(true)
    expect(bodies.filter((body) => body.includes('test (linux), test (macos)'))).toEqual([])
    expect(updates.every((update) => saysTimeLeft(update.fields.body))).toBe(true)
    expectEndAgainstSpan(t, services, build, [deploy], end, usualMs)
  })

  test('a shared matrix (recipe 5), after a run of the same shape: the bar moves between the legs’ ends, the time left, one update per leg at most', async (t) => {
    const { expect } = t
    const { services, leg } = await sharedMatrix(t, [15, 8, 4])
    // linux, the longest, claims the start before the others begin: its tracker shows the matrix throughout.
    // Its tracker then has some 10 s to see windows done, whatever the load: it reads the run every 3 s.
    const linux = leg(0, 14_000)
    await sleep(1_500)
    const others = Promise.all([leg(1, 7_000), leg(2, 3_000)])
    const legs = [await linux, ...(await others)]
    for (const result of legs) expect(result.status).toBe('success')
    const token = requestsOf(services, 'end')[0]?.fields.token as string
    expect(tokenOf(legs[0])).toBe(token)
    const { updates, end } = expectOneBar(t, services, legs, Number.POSITIVE_INFINITY)
    // The legs' words, with the time left; no leg's own steps.
    for (const update of updates) {
      expect(update.fields.body).toMatch(
        /^[0-2] of 3 legs done · (about \d+s left|a few seconds left|taking longer than usual)$/,
      )
    }
    // The bar moved with the clock before the first leg ended (windows, the shortest), sent by linux's tracker.
    const firstEnd = legs[2]?.stage('sg', 'post').startedAt as number
    expect(updates.some((update) => update.at < firstEnd && Number(update.fields.progress) > 0)).toBe(true)
    // linux's tracker sends every update, the legs' ends among them: the other legs' posts leave theirs to it.
    expect(sentBy(legs[0] as JobResult, token).length).toBe(updates.length)
    expectLegsDoneAsListed(t, services, legs, updates)
    expectLegsEnd(t, services, legs, updates, end)
  })

  // Whether the API lists a step not begun as `pending` or `queued`, a post not begun is no handover.
  test.for(['pending', 'queued'] as const)(
    'a shared matrix whose starting leg ends first (steps not begun %s): the legs still running take the legs over one after another, with the time left, and nothing goes back',
    async (notBegun, t) => {
      const { expect } = t
      const { services, leg } = await sharedMatrix(t, [20, 12, 4], notBegun)
      // windows, the shortest, claims the start before the others begin: its job ends while they run. macos comes
      // first in line after it (the higher job id), and ends while linux runs.
      const starting = leg(2, 3_000)
      await sleep(1_500)
      const linuxRun = leg(0, 22_000)
      await sleep(100)
      const macosRun = leg(1, 13_000)
      const windows = await starting
      const [linux, macos] = await Promise.all([linuxRun, macosRun])
      const legs = [windows, linux, macos] as JobResult[]
      for (const result of legs) expect(result.status).toBe('success')
      const token = requestsOf(services, 'end')[0]?.fields.token as string
      expect(tokenOf(windows)).toBe(token)
      const { updates, end } = expectOneBar(t, services, legs, Number.POSITIVE_INFINITY)
      for (const update of updates) {
        expect(update.fields.body).toMatch(
          /^[0-2] of 3 legs done · (about \d+s left|a few seconds left|taking longer than usual)$/,
        )
      }
      // Every update came from a tracker, one at a time: windows's until its post began, then macos's until its
      // post began, then linux's; the legs' posts left theirs to them.
      const fromWindows = trackerUpdates(windows, token)
      const fromMacos = trackerUpdates(macos, LEGS_FOLDER_KEY)
      const fromLinux = trackerUpdates(linux, LEGS_FOLDER_KEY)
      expect(fromWindows.length + fromMacos.length + fromLinux.length).toBe(updates.length)
      const at = (line: { readonly at: number }) => line.at
      const post = (result: JobResult) => result.stage('sg', 'post').startedAt as number
      // Each took over after the post of the one before began (which stopped its tracker, a moment later), and
      // said where the legs were with the time left.
      expect(fromMacos.length).toBeGreaterThanOrEqual(1)
      expect(Math.min(...fromMacos.map(at))).toBeGreaterThan(Math.max(post(windows), ...fromWindows.map(at)))
      expect(fromLinux.length).toBeGreaterThanOrEqual(1)
      expect(Math.min(...fromLinux.map(at))).toBeGreaterThan(Math.max(post(macos), ...fromMacos.map(at)))
      // macos's first update: within its first look at the run (the token is there by then), the token's read
      // from the board and the spacing, from when its tracker began (as its pre ended: Node's start-up, a while
      // on a busy machine, is not the tracker's). linux's, next in line, watching macos's record (every 3 s
      // here): within a watch, a look at the run, the read, the handover's slack and the spacing.
      expect(Math.min(...fromMacos.map(at)) - macos.stage('sg', 'pre').exitedAt).toBeLessThan(
        LEGS_FIRST_LOOK_MS + 8 * S,
      )
      expect(Math.min(...fromLinux.map(at)) - post(macos)).toBeLessThan(3 * S + 3 * S + 5 * S + 2 * S + S)
      expectLegsDoneAsListed(t, services, legs, updates)
      expectLegsEnd(t, services, legs, updates, end)
    },
  )

  test('the sender’s job ends while another runs: the other takes over within three spacings, nothing goes back', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    // Last time lint took longest: the job expected to end last sends. This time it ends long before test.
    const usualMs = servePastRun(services.github, [
      { name: 'build', at: 0, steps: [['Compile', 2]] },
      { name: 'lint', at: 6, steps: [['Lint', 14]] },
      { name: 'test', at: 6, steps: [['Unit tests', 12]] },
    ])
    const build = await run(
      t,
      jobOf(services, 'build', { 'end-activity': 'on-failure' }, userSteps(['Compile'], 2_000)),
    )
    const token = tokenOf(build)
    // lint sends (and begins first, as it would without a plan), and ends long before test.
    const linting = run(
      t,
      jobOf(
        services,
        'lint',
        { 'activity-token': token, 'end-activity': 'never' },
        userSteps(['Lint'], 4_000),
      ),
    )
    await sleep(1_100)
    const testing = run(
      t,
      jobOf(
        services,
        'test',
        { 'activity-token': token, 'end-activity': 'always' },
        userSteps(['Unit tests'], 12_000),
      ),
    )
    const [lint, test] = await Promise.all([linting, testing])
    const results = [build, lint, test]
    for (const result of results) expect(result.status).toBe('success')
    const { end } = expectOneBar(t, services, results, stepStart(services, test, 'Unit tests'))
    const fromLint = trackerUpdates(lint, token)
    const fromTest = trackerUpdates(test, token)
    expect(fromLint.length).toBeGreaterThanOrEqual(1)
    expect(fromTest.length).toBeGreaterThanOrEqual(1)
    const lintPost = lint.stage('sg', 'post').startedAt
    const at = (line: { readonly at: number }) => line.at
    // test sent nothing while lint did; it took over after lint's post began, within three spacings (its watch),
    // the handover's slack, the spacing and a poll.
    expect(Math.min(...fromTest.map(at))).toBeGreaterThan(lintPost)
    expect(Math.min(...fromTest.map(at)) - lintPost).toBeLessThan(3 * 3 * S + 2 * S + 3 * S + 2 * S)
    expect(fromTest.some((line) => line.body?.startsWith('test · Step 1 of 1 · Unit tests'))).toBe(true)
    expectEndAgainstSpan(t, services, build, [lint, test], end, usualMs)
  })

  test('a job the history does not know weighs what the others took; the bar never goes back when it appears', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    // Last time there was no scan.
    const usualMs = servePastRun(services.github, [
      { name: 'build', at: 0, steps: [['Compile', 3]] },
      { name: 'deploy', at: 7, steps: [['Release', 3]] },
    ])
    const results = await pipelineByToken(t, services, [
      { name: 'build', steps: userSteps(['Compile'], 3_000) },
      { name: 'scan', steps: userSteps(['Scan'], 4_000) },
      { name: 'deploy', steps: userSteps(['Release'], 3_000) },
    ])
    const [build, scan, deploy] = results as [JobResult, JobResult, JobResult]
    const token = tokenOf(build)
    for (const result of results) expect(result.status).toBe('success')
    const { end } = expectOneBar(t, services, results, stepStart(services, deploy, 'Release'))
    expect(sentBy(scan, token).some((body) => body.startsWith('scan · Step 1 of 1 · Scan · '))).toBe(true)
    const said = /^Succeeded in (\d+)s \(usually (.+)\)$/.exec(end.fields.body ?? '')
    expect(said?.[2]).toBe(formatDuration(usualMs))
  })

  test('a job that fails mid-pipeline: red at once, named, the bar where it broke, one red end', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    servePastRun(services.github, [
      { name: 'build', at: 0, steps: [['Compile', 3]] },
      {
        name: 'test',
        at: 7,
        steps: [
          ['Unit tests', 4],
          ['Upload logs', 3],
        ],
      },
      { name: 'deploy', at: 18, steps: [['Release', 3]] },
    ])
    const [build, testing] = (await pipelineByToken(t, services, [
      { name: 'build', steps: userSteps(['Compile'], 3_000) },
      {
        name: 'test',
        steps: [
          { run: 'npm test', name: 'Unit tests', sleepMs: 2_000, result: 'failure' },
          // Long enough for the tracker to see the failure.
          { run: 'upload', name: 'Upload logs', if: 'always()', sleepMs: 4_000 },
        ],
      },
    ])) as [JobResult, JobResult]
    expect([build.status, testing.status]).toEqual(['success', 'failure'])
    const { updates, end } = expectOneBar(t, services, [build, testing], Number.POSITIVE_INFINITY)
    const failure = updates.at(-1) as RecordedRequest
    expect(activityView(failure)).toMatchObject({
      body: 'test · Failed at step 1 of 2 · Unit tests',
      severity: 'CRIT',
    })
    expect(activityView(end)).toMatchObject({
      kind: 'end',
      severity: 'CRIT',
      body: expect.stringMatching(/^Failed at “Unit tests” after \d+s$/),
      // Where it broke: no further than the red update, never back from it.
      progress: failure.fields.progress,
    })
  })

  test('a cancelled run: yellow at once, the bar where it stopped, one end', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    servePastRun(services.github, [
      { name: 'build', at: 0, steps: [['Compile', 3]] },
      { name: 'test', at: 7, steps: [['Unit tests', 8]] },
    ])
    const [build, testing] = (await pipelineByToken(t, services, [
      { name: 'build', steps: userSteps(['Compile'], 3_000) },
      { name: 'test', steps: [{ run: 'npm test', name: 'Unit tests', sleepMs: 4_000, result: 'cancelled' }] },
    ])) as [JobResult, JobResult]
    expect(testing.status).toBe('cancelled')
    const { updates, end } = expectOneBar(t, services, [build, testing], Number.POSITIVE_INFINITY)
    expect(activityView(end)).toMatchObject({
      kind: 'end',
      severity: 'WARN',
      body: expect.stringMatching(/^Cancelled after \d+s$/),
    })
    expect(Number(end.fields.progress)).toBeGreaterThanOrEqual(Number(updates.at(-1)?.fields.progress))
    expect(Number(end.fields.progress)).toBeLessThan(95)
  })

  test('a first run without history: the steps counted over the jobs known so far, never back, no time left', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    const results = await pipelineByToken(t, services, [
      { name: 'build', steps: userSteps(['Compile', 'Package'], 1_500) },
      { name: 'test', steps: userSteps(['Unit tests'], 3_000) },
      { name: 'deploy', steps: userSteps(['Release'], 2_000) },
    ])
    const [build, testing] = results as [JobResult, JobResult, JobResult]
    const token = tokenOf(build)
    for (const result of results) expect(result.status).toBe('success')
    // Nobody knows the jobs still to come: under 95 all along, not only until the last steps.
    const { updates, end } = expectOneBar(t, services, results, Number.POSITIVE_INFINITY)
    expect(updates.length).toBeGreaterThanOrEqual(2)
    expect(updates.filter((update) => saysTimeLeft(update.fields.body))).toEqual([])
    // While build runs it is the only job anyone knows of: a run of one, not named; done, it is not the activity.
    for (const body of sentBy(build, token)) {
      expect(body).toMatch(/^(Step [12] of 2 · (Compile|Package)|build done)$/)
    }
    expect(sentBy(testing, token).some((body) => body.startsWith('test · Step 1 of 1 · Unit tests'))).toBe(
      true,
    )
    // The end counts the activity's span, with nothing to compare it with.
    const said = /^Succeeded in (\d+)s$/.exec(end.fields.body ?? '')
    expect(said, end.fields.body).not.toBeNull()
    expect(
      Math.abs(Number(said?.[1]) - (end.at - build.stage('sg', 'pre').startedAt) / S),
    ).toBeLessThanOrEqual(1.5)
  })

  test('without actions: read, each job says why in its debug log and the phone still gets one start and one end', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    services.github.inject('jobs', { type: 'forbidden' }, 'always')
    services.github.inject('job', { type: 'forbidden' }, 'always')
    const results = await pipelineByToken(t, services, [
      { name: 'build', steps: userSteps(['Compile'], 1_500) },
      { name: 'deploy', steps: userSteps(['Release'], 1_500) },
    ])
    for (const result of results) {
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services)
      expect(
        result.log.split('\n').filter((line) => line.includes("the run's jobs could not be read")),
      ).toHaveLength(1)
    }
    expect(services.signalgrid.requests.map((request) => request.kind)).toEqual(['start', 'end'])
  })
})

describe.concurrent('after five runs, the newest 1.7 times as long as the others', {
  timeout: jobsTimeoutMs(12, 40_000),
}, () => {
  // Each job's tracker has read the history before its steps begin (withTrackerHistory): on a loaded machine a
  // tracker slow to start would otherwise count the first steps, whatever the plan.
  test('a job alone at the usual pace: the bar with the clock, never late, the end’s “usually” the runs’ median', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    const steps: [string, number][] = [
      ['Build', 2],
      ['Test', 20],
      ['Package', 2],
    ]
    const usualMs = serveSlowNewest(services.github, [{ name: 'build', at: 0, steps }])
    const build = await run(t, {
      ...jobOf(
        services,
        'build',
        {},
        steps.flatMap(([name, seconds]) => userSteps([name], seconds * S)),
      ),
      stageProcess: withTrackerHistory,
    })
    expect(build.status).toBe('success')
    const { updates, end } = expectOneBar(t, services, [build], stepStart(services, build, 'Package'))
    expect(
      lateTooSoon(updates, build.stage('sg', 'pre').startedAt, Math.max(...SLOW_NEWEST) * usualMs),
    ).toEqual([])
    // The newest run alone (40 s) would plan Test at 34 s, and hold the bar behind the clock throughout.
    expect(barError(services, [build], ['Build', 'Test', 'Package'])).toBeLessThanOrEqual(8)
    expectEndAgainstSpan(t, services, build, [build], end, usualMs)
    expect(usualMs).toBe(24 * S)
  })

  test('a pipeline by token at the usual pace: one bar with the clock, never late, the end’s “usually” the runs’ median', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    // Each job set up (1 s) as the one before it ends.
    const usualMs = serveSlowNewest(services.github, [
      { name: 'build', at: 0, steps: [['Compile', 5]] },
      { name: 'test', at: 6, steps: [['Unit tests', 8]] },
      { name: 'deploy', at: 15, steps: [['Release', 5]] },
    ])
    const results = await pipelineByToken(
      t,
      services,
      [
        { name: 'build', steps: userSteps(['Compile'], 5_000) },
        { name: 'test', steps: userSteps(['Unit tests'], 8_000) },
        { name: 'deploy', steps: userSteps(['Release'], 5_000) },
      ],
      withTrackerHistory,
    )
    const [build, , deploy] = results as [JobResult, JobResult, JobResult]
    for (const result of results) expect(result.status).toBe('success')
    const { updates, end } = expectOneBar(t, services, results, stepStart(services, deploy, 'Release'))
    expect(updates.every((update) => saysTimeLeft(update.fields.body))).toBe(true)
    expect(
      lateTooSoon(updates, build.stage('sg', 'pre').startedAt, Math.max(...SLOW_NEWEST) * usualMs),
    ).toEqual([])
    expect(barError(services, results, ['Compile', 'Unit tests', 'Release'])).toBeLessThanOrEqual(8)
    expectEndAgainstSpan(t, services, build, [deploy], end, usualMs)
  })
})

describe.concurrent('after two runs of different shapes', { timeout: jobsTimeoutMs(3, 60_000) }, () => {
  test('a job alone: the newest run’s shape, the bar within 5 points of the clock, never late', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    const steps: [string, number][] = [
      ['Build', 2],
      ['Test', 40],
      ['Package', 2],
    ]
    // The same 44 s shared otherwise: the older built for 22 s before its cache came to hit; the newest, of this
    // run's shape, builds in 2 s and tests for 40 (the suite grew).
    const olderMs = servePastRun(services.github, [
      {
        name: 'build',
        at: 0,
        steps: [
          ['Build', 22],
          ['Test', 20],
          ['Package', 2],
        ],
      },
    ])
    const usualMs = servePastRun(services.github, [{ name: 'build', at: 0, steps }])
    const build = await run(t, {
      ...jobOf(
        services,
        'build',
        {},
        steps.flatMap(([name, seconds]) => userSteps([name], seconds * S)),
      ),
      stageProcess: withTrackerHistory,
    })
    expect(build.status).toBe('success')
    const { updates, end } = expectOneBar(t, services, [build], stepStart(services, build, 'Package'))
    const startedAt = build.stage('sg', 'pre').startedAt
    expect(lateTooSoon(updates, startedAt, Math.max(usualMs, olderMs))).toEqual([])
    // Both runs' mean (Build 12 s, Test 30 s) would run the bar ahead of the clock through the tests, near its
    // ceiling with 10 s of them left: 7 points off or more.
    expect(barError(services, [build], ['Build', 'Test', 'Package'])).toBeLessThanOrEqual(5)
    expectEndAgainstSpan(t, services, build, [build], end, usualMs)
  })
})
