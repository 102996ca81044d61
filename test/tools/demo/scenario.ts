// The job the demo runs: a release workflow's deploy job, with the action as its first step and seven
// steps of the user's, as a newcomer would wire it. One definition for the emulated and the live run.
import { ACTION, actionStep, jobSpec, type Services, userSteps } from '../../support/action-job.js'
import type { ArtifactEmulator } from '../../support/artifact-emulator.js'
import type { GitHubEmulator } from '../../support/github-emulator.js'
import type {
  ActionStepSpec,
  JobContext,
  JobResult,
  JobSpec,
  NodeRuntime,
  PipelineJob,
  RunStepSpec,
  StartedJob,
} from '../../support/runner-harness.js'
import type { DemoOptions, JobOutcome } from './options.js'

export interface DemoStep {
  readonly name: string
  readonly seconds: number
  /** How long it took in the job's last successful run, which the GitHub emulator serves as its history. */
  readonly lastSeconds: number
}

// The tests take most of the job, and a little longer than last time: the bar moves through them by the
// clock (progress-mode time) and the body counts down the time left.
export const DEMO_STEPS: readonly DemoStep[] = [
  { name: 'Check out', seconds: 3, lastSeconds: 3 },
  { name: 'Install dependencies', seconds: 7, lastSeconds: 9 },
  { name: 'Build', seconds: 6, lastSeconds: 6 },
  { name: 'Run tests', seconds: 18, lastSeconds: 15 },
  { name: 'Build image', seconds: 6, lastSeconds: 5 },
  { name: 'Push image', seconds: 4, lastSeconds: 4 },
  { name: 'Deploy to production', seconds: 7, lastSeconds: 8 },
]

/** With --matrix: the legs of a test job, each on its own runner, at its own pace (its steps' time × pace). */
export interface DemoLeg {
  readonly os: string
  readonly pace: number
}

export const MATRIX_LEGS: readonly DemoLeg[] = [
  { os: 'ubuntu', pace: 0.6 },
  { os: 'macos', pace: 0.8 },
  { os: 'windows', pace: 1 },
]

/** With --pipeline, the same steps in three jobs, one after the other, as `needs:` chains them. */
export interface DemoJob {
  readonly name: string
  readonly steps: readonly string[]
}

export const PIPELINE_JOBS: readonly DemoJob[] = [
  { name: 'build', steps: ['Check out', 'Install dependencies', 'Build'] },
  { name: 'test', steps: ['Run tests'] },
  { name: 'deploy', steps: ['Build image', 'Push image', 'Deploy to production'] },
]

/** With --pipeline, how long each job waits for a runner after the one before, in seconds: last time too. */
const RUNNER_WAIT_SECONDS = 3

/** With --matrix, the leg whose step fails with --fail, or during which --cancel cancels it. */
export const FAILING_LEG = 'windows'

/** The step that fails with --fail, and the one during which --cancel cancels the job. */
export const FAILING_STEP = 'Run tests'
export const CANCELLED_STEP = 'Build image'

/** --fast runs each step this many times faster. */
export const FAST_FACTOR = 5

/** Seconds the ended activity stays on the phone (the action's default, 60, is long for a demo). */
export const DISMISSAL_DELAY = 10

/** The repository and run the job belongs to (the GitHub emulator serves this repository). */
export const REPOSITORY = { owner: 'acme', repo: 'storefront' } as const
const SHA = 'c0ffee15d3a7b2e9f4c8a1d6e5b3c7f9a2d4e6b8'
export const CONTEXT: Partial<JobContext> = {
  workflow: 'Release',
  job: 'deploy',
  jobName: 'deploy',
  sha: SHA,
  ref: 'refs/heads/main',
  workflowFile: 'release.yml',
}
/** The matrix job of --matrix, in the same workflow. */
const MATRIX_CONTEXT: Partial<JobContext> = { ...CONTEXT, job: 'test' }

/**
 * The job's last successful run on main, for the time-weighted bar: the same steps, with their times of
 * last time (as fast as this run's with --fast).
 */
export function serveLastRun(github: GitHubEmulator, options: DemoOptions): void {
  const run = github.addRun({ workflow: 'release.yml', name: 'Release', headBranch: 'main' })
  // A day ago, on a whole second: the API gives step times to the second.
  const start = Math.floor((Date.now() - 24 * 60 * 60 * 1000) / 1000) * 1000
  if (options.pipeline) {
    let at = start
    for (const job of PIPELINE_JOBS) {
      const steps = [
        { name: 'Set up job', durationMs: 1000 },
        { name: `Pre Run ${ACTION}`, durationMs: 0 },
        { name: `Run ${ACTION}`, durationMs: 0 },
        ...job.steps.map((name) => ({ name, durationMs: scaledMs(demoStep(name).lastSeconds, options) })),
        { name: `Post Run ${ACTION}`, durationMs: 0 },
        { name: 'Complete job', durationMs: 0 },
      ]
      github.createFinishedJob({ runId: run.id, name: job.name, workflowName: 'Release' }, at, steps)
      at += steps.reduce((sum, step) => sum + step.durationMs, 0) + scaledMs(RUNNER_WAIT_SECONDS, options)
    }
    return
  }
  github.createFinishedJob({ runId: run.id, name: 'deploy', workflowName: 'Release' }, start, [
    { name: 'Set up job', durationMs: 1000 },
    { name: `Pre Run ${ACTION}`, durationMs: 0 },
    { name: `Run ${ACTION}`, durationMs: 0 },
    ...DEMO_STEPS.map((step) => ({ name: step.name, durationMs: scaledMs(step.lastSeconds, options) })),
    { name: `Post Run ${ACTION}`, durationMs: 0 },
    { name: 'Complete job', durationMs: 0 },
  ])
  // The legs of --matrix in the same run, each at its pace: the shared bar weighs a leg done by its time.
  for (const leg of MATRIX_LEGS) {
    const steps = DEMO_STEPS.map((step) => ({
      name: step.name,
      durationMs: scaledMs(step.lastSeconds * leg.pace, options),
    }))
    github.createFinishedJob({ runId: run.id, name: legName(leg), workflowName: 'Release' }, start, [
      { name: 'Set up job', durationMs: 1000 },
      ...steps,
      { name: 'Complete job', durationMs: 0 },
    ])
  }
}

/** A leg's name as the jobs API gives it: "test (ubuntu)". */
const legName = (leg: DemoLeg) => `test (${leg.os})`

/** Where the action sends its requests: the emulator, or the real service with the user's secrets. */
export type Target =
  | { readonly kind: 'emulator'; readonly services: Services }
  | {
      readonly kind: 'live'
      readonly github: Services['github']
      readonly clientKey: string
      readonly channel: string
      /** A proxy the user's environment names, given to the job as a workflow's `env:` would. */
      readonly env: Readonly<Record<string, string>>
      /** Another service URL than the action's default (the demo's own tests use an emulator). */
      readonly baseUrl?: string
    }

/** The inputs of the action's step besides the secrets, as a workflow would write them under `with:`. */
export function actionInputs(options: DemoOptions): Record<string, string> {
  return {
    'progress-legend': 'true',
    'start-text': `commit ${SHA.slice(0, 7)}`,
    'end-text': 'production',
    'dismissal-delay': String(DISMISSAL_DELAY),
    'failure-alert': 'critical',
    // Real phones ignore updates closer than about 5 s: only the emulated phone is told to keep up.
    ...(options.fast && !options.live ? { 'min-update-interval': '1' } : {}),
  }
}

/** `seconds` of the demo in ms: FAST_FACTOR times shorter with --fast. */
function scaledMs(seconds: number, options: DemoOptions): number {
  return Math.round((seconds * 1000) / (options.fast ? FAST_FACTOR : 1))
}

/** How long the step takes in this run (on a leg of `pace`), in ms. */
export function stepMs(step: DemoStep, options: DemoOptions, pace = 1): number {
  return scaledMs(step.seconds * pace, options)
}

function demoStep(name: string): DemoStep {
  const step = DEMO_STEPS.find((candidate) => candidate.name === name)
  if (!step) throw new Error(`no demo step ${name}`)
  return step
}

/**
 * The job's steps; with --matrix, those of `leg`, where only the failing leg fails or is cancelled; with
 * --pipeline, those of `job`.
 */
export function demoSteps(options: DemoOptions, leg?: DemoLeg, job?: DemoJob): RunStepSpec[] {
  const ending = leg === undefined || leg.os === FAILING_LEG
  const steps = job ? job.steps.map(demoStep) : DEMO_STEPS
  return steps.flatMap((step) => {
    const ends = !ending
      ? {}
      : options.outcome === 'failure' && step.name === FAILING_STEP
        ? { result: 'failure' as const }
        : options.outcome === 'cancelled' && step.name === CANCELLED_STEP
          ? { result: 'cancelled' as const }
          : {}
    return userSteps([step.name], stepMs(step, options, leg?.pace), ends)
  })
}

/**
 * How each of the demo's jobs should end: with --matrix, the failing leg as asked, the others green; with
 * --pipeline, the job that holds the failing (or cancelled) step as asked, those before it green, none after it.
 */
export function plannedOutcomes(options: DemoOptions): JobOutcome[] {
  if (options.pipeline) {
    const broken = options.outcome === 'failure' ? FAILING_STEP : CANCELLED_STEP
    const at = PIPELINE_JOBS.findIndex((job) => job.steps.includes(broken))
    return options.outcome === 'success'
      ? PIPELINE_JOBS.map(() => 'success')
      : [...PIPELINE_JOBS.slice(0, at).map(() => 'success' as const), options.outcome]
  }
  if (!options.matrix) return [options.outcome]
  return MATRIX_LEGS.map((leg) => (leg.os === FAILING_LEG ? options.outcome : 'success'))
}

/**
 * The legs of --matrix: each a job on its own runner, sharing one activity through the run's artifacts (the
 * artifact-service emulator, a runtime token per leg).
 */
export function matrixJobs(
  options: DemoOptions,
  services: Services,
  artifacts: ArtifactEmulator,
  runtime: NodeRuntime,
  onStart: (leg: number, job: StartedJob) => void,
): JobSpec[] {
  return MATRIX_LEGS.map((leg, index) =>
    jobSpec(services, runtime, [actionStep(services, actionInputs(options)), ...demoSteps(options, leg)], {
      context: {
        ...MATRIX_CONTEXT,
        jobName: legName(leg),
        leg: { index, total: MATRIX_LEGS.length, values: { os: leg.os }, failFast: false },
      },
      artifacts,
      onStart: (job) => onStart(index, job),
    }),
  )
}

/**
 * The jobs of --pipeline, each on its own runner, as recipe 2 wires them: the first starts the activity (and ends
 * it only when it fails), the others attach by its token, the last ends it.
 */
export function pipelineJobs(
  options: DemoOptions,
  services: Services,
  runtime: NodeRuntime,
  onStart: (index: number, job: StartedJob) => void,
): PipelineJob[] {
  return PIPELINE_JOBS.map((job, index) => (previous: readonly JobResult[]) => {
    const token = previous[0]?.outputs.sg?.['activity-token'] ?? ''
    const chained =
      index === 0
        ? { 'end-activity': 'on-failure' }
        : {
            'activity-token': token,
            ...(index === PIPELINE_JOBS.length - 1 ? { 'end-activity': 'always' } : {}),
          }
    // As recipe 2 has it: every job gives the activity one title, which the phone keeps from job to job.
    const inputs = { ...actionInputs(options), title: 'Release main', ...chained }
    const action = actionStep(services, inputs, { id: 'sg' })
    return jobSpec(services, runtime, [action, ...demoSteps(options, undefined, job)], {
      context: { ...CONTEXT, job: job.name, jobName: job.name },
      ...(index > 0 ? { queuedMs: scaledMs(RUNNER_WAIT_SECONDS, options) } : {}),
      onStart: (started) => onStart(index, started),
    })
  })
}

export function demoJob(
  options: DemoOptions,
  target: Target,
  runtime: NodeRuntime,
  onStart: (job: StartedJob) => void,
): JobSpec {
  const inputs = actionInputs(options)
  const spec = { context: CONTEXT, onStart }
  if (target.kind === 'emulator') {
    const { services } = target
    return jobSpec(services, runtime, [actionStep(services, inputs), ...demoSteps(options)], spec)
  }
  // base-url left to the action's default: the real service, reached as a workflow would reach it.
  const action: ActionStepSpec = {
    uses: ACTION,
    with: {
      'client-key': target.clientKey,
      channel: target.channel,
      ...inputs,
      ...(target.baseUrl ? { 'base-url': target.baseUrl } : {}),
    },
  }
  return {
    runtime,
    github: target.github,
    secrets: [target.clientKey, target.channel],
    steps: [action, ...demoSteps(options)],
    env: target.env,
    ...spec,
  }
}
