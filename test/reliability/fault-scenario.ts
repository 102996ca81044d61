// Runs one cell of the fault matrix (or one fault of the tracker process) as a whole job through the runner
// harness, on the bundled dist/, against emulators of its own; then judges what the job did.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import { MAX_POLL_BACKOFF_MS, POLL_INTERVAL_MS, TRACKER_STOP_TIMEOUT_MS } from '../../src/constants.js'
import { IDEMPOTENT_RETRY } from '../../src/signalgrid/client.js'
import { ACTION, actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { STAGE_BOUNDS_MS } from '../support/bounds.js'
import { GitHubEmulator, type GitHubFault } from '../support/github-emulator.js'
import type { FaultFigures } from '../support/reliability-figures.js'
import {
  type JobResult,
  type JobSpec,
  type NodeRuntime,
  type RunningJob,
  runJob,
  type StageName,
  type StepSpec,
} from '../support/runner-harness.js'
import { SignalgridEmulator, type SignalgridFault } from '../support/signalgrid-emulator.js'
import { stackTraceLines } from '../support/stack-traces.js'
import type { Cell, FaultName, Message, Template, TrackerFault } from './fault-matrix.js'

const REPOSITORY_ROOT = new URL('../../', import.meta.url).pathname
const STEP_MS = 1_000

/** What one job did, kept once its emulators are closed and its folders removed. */
export interface Observation {
  readonly result: JobResult
  readonly signalgrid: SignalgridEmulator
  readonly github: GitHubEmulator
  /** The fault met the code: a request got it, or the code reported meeting it. */
  readonly met: boolean
  /** For the tracker faults: what the job must show beyond the common properties. */
  readonly extraProblems: readonly string[]
}

/** A scenario: the job's steps and spec, the faults to set up, and how to tell the fault met the code. */
interface Scenario {
  readonly steps: StepSpec[]
  readonly spec?: Partial<JobSpec>
  /** Evidence that the fault met the code, read once the job is over. */
  readonly met: () => boolean
  readonly extraProblems?: (result: JobResult) => string[]
  /** Removes what the scenario made besides the job (a copy of the action). */
  readonly cleanup?: () => void
}

export async function observeCell(cell: Cell, runtime: NodeRuntime): Promise<Observation> {
  return observe(runtime, (services) => cellScenario(cell, services))
}

export async function observeTrackerFault(fault: TrackerFault, runtime: NodeRuntime): Promise<Observation> {
  return observe(runtime, (services) => trackerScenario(fault, services))
}

async function observe(
  runtime: NodeRuntime,
  scenario: (services: Services) => Promise<Scenario>,
): Promise<Observation> {
  const signalgrid = await SignalgridEmulator.start()
  const github = await GitHubEmulator.start()
  const services = { signalgrid, github }
  let made: Scenario | undefined
  let result: JobResult | undefined
  try {
    await pace()
    made = await scenario(services)
    // The job's processes yield to this one, where the emulators answer: as real services on other machines
    // would, they answer promptly however many jobs keep the cores busy.
    result = await runJob(jobSpec(services, runtime, made.steps, { niceness: 10, ...made.spec }))
    return { result, signalgrid, github, met: made.met(), extraProblems: made.extraProblems?.(result) ?? [] }
  } finally {
    made?.cleanup?.()
    await Promise.all([signalgrid.close(), github.close(), result?.remove()])
  }
}

/**
 * Jobs start one at a time, JOB_START_SPACING_MS apart. Starting is what costs a job CPU (Node processes
 * booting): two dozen at once would leave the emulators, in this process, seconds behind, while a refused
 * service must come back within the client's retry schedule of a second or so.
 */
const JOB_START_SPACING_MS = 150
let nextStart = 0

function pace(): Promise<void> {
  const at = Math.max(Date.now(), nextStart)
  nextStart = at + JOB_START_SPACING_MS
  return new Promise((resolve) => setTimeout(resolve, at - Date.now()))
}

const OPERATION: Readonly<Record<'start' | 'end' | 'push' | 'alert', { stage: StageName; name: string }>> = {
  start: { stage: 'pre', name: 'activity start' },
  end: { stage: 'post', name: 'activity end' },
  push: { stage: 'main', name: 'push' },
  alert: { stage: 'post', name: 'push' },
}

async function cellScenario(cell: Cell, services: Services): Promise<Scenario> {
  const { signalgrid, github } = services
  const inputs = { 'min-update-interval': '1', 'fail-on-error': String(cell.failOnError) }
  const steps = templateSteps(cell.template, services, inputs)
  if (cell.fault !== 'refused') {
    const faulted = () =>
      cell.kind === 'jobs API'
        ? github.requests.filter((request) => request.fault).length
        : signalgrid.requests.filter((request) => request.fault && request.kind === emulatorKind(cell)).length
    if (cell.kind === 'jobs API') github.inject('job', ...githubFault(cell.fault))
    else {
      const processed = cell.kind !== 'end' && cell.kind !== 'update'
      signalgrid.inject(emulatorKind(cell), ...signalgridFault(cell.fault, processed))
    }
    return { steps, met: () => faulted() > 0 }
  }

  // A refused connection leaves no trace on the emulator: the evidence is what the code did about it.
  let met = false
  if (cell.kind === 'jobs API') {
    // The tracker reads the API as it starts, while it is down; its first read that arrives comes after.
    let backAt = Number.POSITIVE_INFINITY
    await github.down()
    insertAfter(steps, 'Checkout', {
      run: 'echo the API is back',
      does: async (job: RunningJob) => {
        met = (await trackerProcesses(job)).length > 0
        await github.up()
        backAt = Date.now()
      },
    })
    // Until the tracker reads again: after n failed reads it waits POLL_INTERVAL_MS × 2^n, at most
    // MAX_POLL_BACKOFF_MS, and how many reads failed depends on how long the job took to get here.
    insertAfter(steps, 'echo the API is back', {
      run: 'make lint',
      name: 'Lint',
      does: async () => {
        const deadline = Date.now() + MAX_POLL_BACKOFF_MS + POLL_INTERVAL_MS
        while (github.requests.length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      },
    })
    return { steps, met: () => met && (github.requests[0]?.at ?? 0) >= backAt }
  }
  if (cell.kind === 'update') {
    insertAfter(steps, 'Checkout', { run: 'echo outage', does: () => signalgrid.down() })
    insertAfter(steps, 'Build', {
      run: 'echo the service is back',
      does: async (job: RunningJob) => {
        const refused = (entry: JournalLine) =>
          entry.kind === 'update' && /ECONNREFUSED/.test(entry.error ?? '')
        met = await journalShows(job, refused)
        await signalgrid.up()
      },
    })
    return { steps, met: () => met }
  }
  const operation = OPERATION[cell.kind]
  const retry = new RegExp(
    `^::debug::Signalgrid ${operation.name}: attempt \\d+ failed \\(.*ECONNREFUSED.*\\); retrying`,
  )
  const onOutput = (line: string, from: { stage: StageName }) => {
    if (met || from.stage !== operation.stage || !retry.test(line)) return
    met = true
    void signalgrid.up()
  }
  if (cell.kind === 'start') await signalgrid.down()
  if (cell.kind === 'end') steps.push({ run: 'echo outage', does: () => signalgrid.down() })
  if (cell.kind === 'push') insertAfter(steps, 'Build', { run: 'echo outage', does: () => signalgrid.down() })
  // The alert follows the end at once: the service goes down as it answers the end.
  if (cell.kind === 'alert') signalgrid.inject('end', { type: 'goes-down' })
  return { steps, spec: { onOutput }, met: () => met }
}

/** The jobs each kind of request is made in: an activity, one that fails with an alert, a push. */
function templateSteps(template: Template, services: Services, inputs: Record<string, string>): StepSpec[] {
  switch (template) {
    case 'activity':
      return [
        actionStep(services, inputs, { id: 'sg' }),
        ...userSteps(['Checkout', 'Build', 'Test', 'Package'], STEP_MS),
      ]
    case 'alert':
      return [
        actionStep(services, { ...inputs, 'failure-alert': 'critical' }, { id: 'sg' }),
        ...userSteps(['Checkout', 'Build'], STEP_MS),
        { run: 'make test', name: 'Test', sleepMs: STEP_MS, result: 'failure' },
      ]
    case 'push':
      return [
        ...userSteps(['Build'], 300),
        actionStep(
          services,
          { ...inputs, mode: 'push', title: 'Release 1.2.3', body: 'Deployed' },
          { id: 'sg' },
        ),
      ]
  }
}

function emulatorKind(cell: Cell): 'start' | 'update' | 'end' | 'push' {
  if (cell.kind === 'alert') return 'push'
  if (cell.kind === 'jobs API') throw new Error('the jobs API is not a Signalgrid request')
  return cell.kind
}

/**
 * The fault and how many requests it applies to. `processed`: whether the service acts on the request
 * before the fault strikes. For starts and pushes it does (where the fault allows it): the case where a
 * careless retry would duplicate. For updates and ends it does not: the case where only a retry delivers.
 */
function signalgridFault(
  fault: Exclude<FaultName, 'refused'>,
  processed: boolean,
): [SignalgridFault, number | 'always'] {
  switch (fault) {
    case '500 once':
      return [{ type: 'status', status: 500, processed }, 1]
    case '500 three times':
      return [{ type: 'status', status: 500, processed }, 3]
    case '500 always':
      return [{ type: 'status', status: 500, processed }, 'always']
    case '503 Retry-After 1 s':
      return [{ type: 'status', status: 503, retryAfter: '1' }, 1]
    case '429 Retry-After 1 s':
      return [{ type: 'status', status: 429, retryAfter: '1' }, 1]
    case '429 Retry-After 120 s':
      return [{ type: 'status', status: 429, retryAfter: '120' }, 1]
    case 'hang':
      return [{ type: 'hang', processed }, 1]
    case 'reset':
      return [{ type: 'reset', processed }, 1]
    case 'non-JSON':
      return [{ type: 'non-json', processed }, 1]
    case '200 code "400"':
      return [{ type: 'refusal', text: 'Parameter error: injected refusal' }, 1]
    case 'slow 10 s':
      return [{ type: 'latency', ms: 10_000 }, 1]
    case 'truncated':
      return [{ type: 'truncated' }, 1]
  }
}

function githubFault(fault: Exclude<FaultName, 'refused'>): [GitHubFault, number | 'always'] {
  switch (fault) {
    case '500 once':
      return [{ type: 'status', status: 500 }, 1]
    case '500 three times':
      return [{ type: 'status', status: 500 }, 3]
    case '500 always':
      return [{ type: 'status', status: 500 }, 'always']
    case '503 Retry-After 1 s':
      return [{ type: 'status', status: 503, retryAfter: '1' }, 1]
    case '429 Retry-After 1 s':
      return [{ type: 'status', status: 429, retryAfter: '1' }, 1]
    case '429 Retry-After 120 s':
      return [{ type: 'status', status: 429, retryAfter: '120' }, 1]
    case 'hang':
      return [{ type: 'hang' }, 1]
    case 'reset':
      return [{ type: 'reset' }, 1]
    case 'non-JSON':
      return [{ type: 'non-json' }, 1]
    case '200 code "400"':
      // GitHub has no such convention; what a client must survive is the same: an HTTP 200 that is not a job.
      return [
        { type: 'status', status: 200, body: JSON.stringify({ text: 'Parameter error', code: '400' }) },
        1,
      ]
    case 'slow 10 s':
      return [{ type: 'latency', ms: 10_000 }, 1]
    case 'truncated':
      return [{ type: 'truncated' }, 1]
  }
}

async function trackerScenario(fault: TrackerFault, services: Services): Promise<Scenario> {
  let met = false
  const effects: Record<TrackerFault, (job: RunningJob) => Promise<void>> = {
    killed: async (job) => {
      met = signal(await trackerProcesses(job), 'SIGKILL')
    },
    hung: async (job) => {
      met = signal(await trackerProcesses(job), 'SIGSTOP')
    },
    'never started': async (job) => {
      met = (await trackerProcesses(job)).length === 0
    },
  }
  const steps: StepSpec[] = [
    actionStep(services, { 'min-update-interval': '1' }, { id: 'sg' }),
    ...userSteps(['Checkout'], STEP_MS),
    { run: `echo the tracker is ${fault}`, does: effects[fault] },
    ...userSteps(['Build'], STEP_MS),
    // A later use of the action asks for an update: it goes to the tracker, or straight out without one.
    actionStep(services, { progress: '70', body: 'Deploying' }, { id: 'progress' }),
    ...userSteps(['Deploy'], STEP_MS),
  ]
  const actionDir = fault === 'never started' ? actionWithoutTracker() : undefined
  return {
    steps,
    spec: actionDir ? { actionDir: actionDir.path } : {},
    met: () => met,
    cleanup: () => actionDir?.remove(),
    extraProblems: (result) => {
      const problems: string[] = []
      const explicit = services.signalgrid.requests.some(
        (request) =>
          request.kind === 'update' && request.outcome === 'accepted' && request.fields.progress === '70',
      )
      if (fault === 'hung') {
        // Handed to the hung tracker, the update never goes out by itself; post waited, then killed it.
        const post = result.stage('sg', 'post').durationMs
        if (post < TRACKER_STOP_TIMEOUT_MS)
          problems.push(`post took ${post} ms: it did not wait for the hung tracker`)
      } else if (!explicit) {
        problems.push(
          'the explicit update (progress 70) never reached the service: main did not send it itself',
        )
      }
      return problems
    },
  }
}

/** A copy of the action whose tracker bundle is missing: the tracker process dies as it starts. */
function actionWithoutTracker(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'action-without-tracker-'))
  cpSync(join(REPOSITORY_ROOT, 'action.yml'), join(path, 'action.yml'))
  for (const stage of ['action', 'pre', 'main', 'post']) {
    cpSync(join(REPOSITORY_ROOT, 'dist', stage), join(path, 'dist', stage), { recursive: true })
  }
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

async function trackerProcesses(job: RunningJob): Promise<number[]> {
  const processes = await job.processes()
  return processes.filter((found) => found.command.includes('tracker/index.js')).map((found) => found.pid)
}

function signal(pids: readonly number[], name: NodeJS.Signals): boolean {
  for (const pid of pids) process.kill(pid, name)
  return pids.length > 0
}

interface JournalLine {
  readonly kind: string
  readonly error?: string
}

/**
 * Whether the activity's journal (RUNNER_TEMP/signalgrid/<id>/journal.jsonl) comes to show an entry: the
 * tracker sees a step change within a poll, then spends at most its retry budget on the update.
 */
function journalShows(job: RunningJob, wanted: (entry: JournalLine) => boolean): Promise<boolean> {
  const folder = join(job.runnerTemp, 'signalgrid')
  // Whole lines only: the tracker may be appending the last one.
  const shows = () =>
    readdirSafe(folder).some((activity) =>
      readSafe(join(folder, activity, 'journal.jsonl'))
        .split('\n')
        .slice(0, -1)
        .some((line) => wanted(JSON.parse(line) as JournalLine)),
    )
  return expect
    .poll(shows, { timeout: POLL_INTERVAL_MS + IDEMPOTENT_RETRY.deadlineMs, interval: 100 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    )
}

function readdirSafe(path: string): string[] {
  try {
    return readdirSync(path)
  } catch {
    return []
  }
}

function readSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

/** Inserts a step after the one named (or run) so. */
function insertAfter(steps: StepSpec[], name: string, step: StepSpec): void {
  const index = steps.findIndex(
    (candidate) => (candidate.name ?? ('run' in candidate ? candidate.run : '')) === name,
  )
  if (index < 0) throw new Error(`no step named ${name}`)
  steps.splice(index + 1, 0, step)
}

function closestToBound(result: JobResult): FaultFigures['closest'] {
  const share = (stage: JobResult['stages'][number]) => stage.durationMs / STAGE_BOUNDS_MS[stage.stage]
  const [closest] = [...result.stages].sort((a, b) => share(b) - share(a))
  if (!closest) return { stage: 'none', ms: 0, boundMs: 1 }
  return { stage: closest.stage, ms: closest.durationMs, boundMs: STAGE_BOUNDS_MS[closest.stage] }
}

/** What each message says when a request failed for good. */
const MESSAGES: Readonly<Record<Message, RegExp>> = {
  start: /^Signalgrid: could not start the activity/,
  end: /^Signalgrid: could not end the activity; it may stay on the phone/,
  push: /^Signalgrid: could not send the push/,
  alert: /^Signalgrid: could not send the failure alert/,
}
const MAY_STAY = /stays? on the phone/

export interface Expectation {
  readonly template: Template
  readonly phone: 'ended' | 'left on' | 'nothing'
  readonly pushes: 0 | 1
  readonly message: Message | undefined
  readonly failingStage: StageName | undefined
}

/** Every property a job must show whatever fault it met, and the figures the table counts. */
export function judge(
  expected: Expectation,
  observation: Observation,
  runtime: NodeRuntime,
): { problems: string[]; figures: FaultFigures } {
  const { result, signalgrid } = observation
  const problems: string[] = []
  if (!observation.met) problems.push('the fault never met the code')

  // The job's own result: no stage fails, but the one fail-on-error makes fail.
  for (const stage of result.stages) {
    const shouldFail = stage.stage === expected.failingStage
    if (shouldFail && (stage.conclusion !== 'failure' || stage.exitCode !== 1)) {
      problems.push(`${stage.stage} should fail (fail-on-error) with exit code 1, got ${stage.exitCode}`)
    }
    if (!shouldFail && stage.conclusion !== 'success') {
      problems.push(
        `${stage.stage} failed: exit code ${stage.exitCode}, signal ${stage.signal}, timed out ${stage.timedOut}`,
      )
    }
    for (const line of stackTraceLines(`${stage.stdout}\n${stage.stderr}`))
      problems.push(`${stage.stage} shows a stack trace: ${line}`)
  }
  const status = expected.failingStage || expected.template === 'alert' ? 'failure' : 'success'
  if (result.status !== status) problems.push(`the job ended ${result.status}, not ${status}`)

  // What the action said: exactly the one message the fault calls for, as a warning or as the error.
  const ours = result.annotations.filter((annotation) => annotation.step.includes(ACTION))
  const level = expected.failingStage ? 'error' : 'warning'
  const said = ours.map((annotation) => `${annotation.level}: ${annotation.message}`)
  const message = expected.message && MESSAGES[expected.message]
  const saidRight =
    message === undefined
      ? ours.length === 0
      : ours.length === 1 && ours[0]?.level === level && message.test(ours[0].message)
  if (!saidRight) {
    const wanted = message ? `one ${level} matching ${message}` : 'nothing'
    problems.push(`the action said ${JSON.stringify(said)}; expected ${wanted}`)
  }

  // The phone: one activity at most, ended or said to stay; the pushes asked for, never twice.
  const activities = signalgrid.phone.activities
  const left = activities.filter((activity) => !activity.view.ended).length
  const saidToStay = ours.some((annotation) => MAY_STAY.test(annotation.message))
  const shown: typeof expected.phone = activities.length === 0 ? 'nothing' : left > 0 ? 'left on' : 'ended'
  if (shown !== expected.phone) problems.push(`the phone shows the activity ${shown}, not ${expected.phone}`)
  if (left > 0 && !saidToStay) problems.push('an activity stays on the phone and no message says it may')
  const pushes = signalgrid.phone.notifications.length
  if (pushes !== expected.pushes) problems.push(`${pushes} pushes on the phone, not ${expected.pushes}`)
  // The emulator's count of what it took: a start or push it took twice is a second activity or alert.
  const { starts, pushes: taken } = signalgrid.counts
  const duplicates =
    Math.max(0, starts - (expected.template === 'push' ? 0 : 1)) +
    Math.max(0, taken - (expected.template === 'activity' ? 0 : 1))
  if (duplicates > 0) problems.push(`${duplicates} duplicates: ${starts} starts and ${taken} pushes taken`)
  if (signalgrid.counts.updatesAfterEnd > 0)
    problems.push(`${signalgrid.counts.updatesAfterEnd} updates arrived after the end`)

  // Time and processes: every stage within its bound, nothing left running at job end.
  const slow = result.stages.filter((stage) => stage.durationMs > STAGE_BOUNDS_MS[stage.stage])
  for (const stage of slow)
    problems.push(
      `${stage.stage} took ${stage.durationMs} ms, beyond its ${STAGE_BOUNDS_MS[stage.stage]} ms bound`,
    )
  if (result.orphans.length > 0) problems.push(`processes left at job end: ${JSON.stringify(result.orphans)}`)
  problems.push(...observation.extraProblems)

  const figures: FaultFigures = {
    suite: 'faults',
    runtime: runtime.name,
    met: observation.met,
    survived: problems.length === 0,
    endDue: expected.phone === 'ended',
    endDelivered: activities.length > 0 && left === 0,
    leftOnPhone: left,
    leftOnPhoneSaid: saidToStay ? left : 0,
    duplicates,
    stages: result.stages.length,
    stagesWithinBound: result.stages.length - slow.length,
    closest: closestToBound(result),
  }
  return { problems, figures }
}
