// The job the demo runs: a release workflow's deploy job, with the action as its first step and seven
// steps of the user's, as a newcomer would wire it. One definition for the emulated and the live run.
import { ACTION, actionStep, jobSpec, type Services, userSteps } from '../../support/action-job.js'
import type { ArtifactEmulator } from '../../support/artifact-emulator.js'
import type { GitHubEmulator } from '../../support/github-emulator.js'
import type {
  ActionStepSpec,
  JobContext,
  JobSpec,
  NodeRuntime,
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
  const last = (seconds: number) => Math.round((seconds * 1000) / (options.fast ? FAST_FACTOR : 1))
  github.createFinishedJob({ runId: run.id, name: 'deploy', workflowName: 'Release' }, start, [
    { name: 'Set up job', durationMs: 1000 },
    { name: `Pre Run ${ACTION}`, durationMs: 0 },
    { name: `Run ${ACTION}`, durationMs: 0 },
    ...DEMO_STEPS.map((step) => ({ name: step.name, durationMs: last(step.lastSeconds) })),
    { name: `Post Run ${ACTION}`, durationMs: 0 },
    { name: 'Complete job', durationMs: 0 },
  ])
  // The legs of --matrix in the same run, each at its pace: the shared bar weighs a leg done by its time.
  for (const leg of MATRIX_LEGS) {
    const steps = DEMO_STEPS.map((step) => ({
      name: step.name,
      durationMs: last(step.lastSeconds * leg.pace),
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

/** How long the step takes in this run (on a leg of `pace`), in ms. */
export function stepMs(step: DemoStep, options: DemoOptions, pace = 1): number {
  return Math.round((step.seconds * 1000 * pace) / (options.fast ? FAST_FACTOR : 1))
}

/** The job's steps; with --matrix, those of `leg`, where only the failing leg fails or is cancelled. */
export function demoSteps(options: DemoOptions, leg?: DemoLeg): RunStepSpec[] {
  const ending = leg === undefined || leg.os === FAILING_LEG
  return DEMO_STEPS.flatMap((step) => {
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

/** How each of the demo's jobs should end: with --matrix, the failing leg as asked, the others green. */
export function plannedOutcomes(options: DemoOptions): JobOutcome[] {
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
