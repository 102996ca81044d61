// Jobs that share one activity through the run's board, as the scenarios of a matrix and of `activity-name`
// run them: each job (a matrix's leg, or a job giving a name) runs the bundled dist/ as its own runner
// emulation, with its own RUNNER_TEMP and runtime token, the jobs of a run meeting on one artifact-service
// emulator beside the Signalgrid emulator. What the scenarios assert of such jobs is here too.
import type { TestContext } from 'vitest'
import { LEG_WAIT_MS } from '../../src/constants.js'
import { RunKey } from '../../src/matrix/sealed.js'
import { actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import {
  ArtifactEmulator,
  type Leg as BoardLeg,
  type RecordedArtifactRequest,
} from '../support/artifact-emulator.js'
import { STAGE_OVERHEAD_MS } from '../support/bounds.js'
import { nodeRuntimes } from '../support/runner/node-runtimes.js'
import type {
  JobResult,
  JobSpec,
  MatrixLeg,
  NodeRuntime,
  RunStepSpec,
  StageRecord,
  StepSpec,
} from '../support/runner-harness.js'
import { activityView, requestsOf, run, type ServiceOptions, startServices } from './scenario.js'

export const FAST = { 'min-update-interval': '1' }
/** The matrix's title: the workflow's and the job's names. */
export const TITLE = 'CI · build'
const OS = ['linux', 'macos', 'windows', 'freebsd']
/** What `activity-name` the named jobs give. */
export const NAME = 'release'
// The runners' Node: sharing is the same code on every runtime, which the lifecycle suites cover.
const runtime = nodeRuntimes().available.at(-1) as NodeRuntime

/** Fresh emulators of Signalgrid, GitHub and the run's artifacts, closed when the test ends. */
export async function startAll(t: TestContext, options: ServiceOptions = {}) {
  const services = await startServices(t, options)
  const artifacts = await ArtifactEmulator.start()
  t.onTestFinished(() => artifacts.close())
  return { services, artifacts }
}

export interface LegPlan {
  readonly steps?: readonly StepSpec[]
  readonly inputs?: Readonly<Record<string, string>>
  readonly attempt?: number
  readonly debug?: boolean
  /** The workflow's file, where the legs' history is looked up (unset: none is). */
  readonly workflowFile?: string
  /** GITHUB_SERVER_URL (unset: github.com). */
  readonly serverUrl?: string
  /** The leg's runtime token for the artifact service (unset: a new one). */
  readonly board?: BoardLeg
  readonly cancelTimings?: JobSpec['cancelTimings']
  /** How long the leg waits for a runner before it starts (unset: none). */
  readonly queuedMs?: number
  /** The Node the leg's stages run on (unset: the runners' own). */
  readonly runtime?: NodeRuntime
  /**
   * The leg's name in the jobs API (unset: "build (<os>)"); a leg of a called workflow's matrix is named
   * "<caller> / build (<os>)".
   */
  readonly jobName?: string
}

/** The OS of the matrix's leg `index`, its matrix value. */
export const osOf = (index: number) => OS[index] as string

/** One leg of a `count`-leg matrix over OS, run to its end. */
export async function runLeg(
  t: TestContext,
  services: Services,
  artifacts: ArtifactEmulator,
  index: number,
  count: number,
  plan: LegPlan = {},
): Promise<JobResult> {
  const leg: MatrixLeg = {
    index,
    total: count,
    values: { os: OS[index] },
    failFast: plan.inputs?.['fail-fast'] !== 'false',
  }
  return run(
    t,
    jobSpec(
      services,
      plan.runtime ?? runtime,
      [
        actionStep(services, { ...FAST, ...plan.inputs }, { id: 'signalgrid' }),
        ...(plan.steps ?? userSteps(['Build', 'Test'], 300)),
      ],
      {
        context: {
          leg,
          runAttempt: plan.attempt ?? 1,
          workflowFile: plan.workflowFile,
          ...(plan.serverUrl ? { serverUrl: plan.serverUrl } : {}),
          ...(plan.jobName ? { jobName: plan.jobName } : {}),
        },
        debug: plan.debug ?? false,
        artifacts: plan.board ?? artifacts,
        ...(plan.cancelTimings ? { cancelTimings: plan.cancelTimings } : {}),
        ...(plan.queuedMs ? { queuedMs: plan.queuedMs } : {}),
      },
    ),
  )
}

export interface JobPlan {
  /** GITHUB_JOB, and the job's name in the jobs API. */
  readonly job: string
  readonly inputs?: Readonly<Record<string, string>>
  readonly steps?: readonly RunStepSpec[]
  readonly attempt?: number
  readonly leg?: MatrixLeg
  readonly debug?: boolean
}

/** One job of the run that uses the action with `activity-name: release`, run to its end. */
export function runNamed(t: TestContext, services: Services, artifacts: ArtifactEmulator, plan: JobPlan) {
  return run(
    t,
    jobSpec(
      services,
      runtime,
      [
        actionStep(services, { ...FAST, 'activity-name': NAME, ...plan.inputs }, { id: 'sg' }),
        ...(plan.steps ?? userSteps([`${plan.job} step`], 1_500)),
      ],
      {
        context: {
          job: plan.job,
          jobName: plan.job,
          runAttempt: plan.attempt ?? 1,
          ...(plan.leg ? { leg: plan.leg } : {}),
        },
        artifacts,
        debug: plan.debug ?? false,
      },
    ),
  )
}

/** Runs the jobs one after the other, as `needs:` chains them. */
export async function pipeline(
  t: TestContext,
  services: Services,
  artifacts: ArtifactEmulator,
  plans: JobPlan[],
) {
  const results: JobResult[] = []
  for (const plan of plans) results.push(await runNamed(t, services, artifacts, plan))
  return results
}

/** The activity token a named job's main step gave as its output. */
export const tokenOf = (result: JobResult | undefined) => result?.outputs.sg?.['activity-token'] as string

/**
 * How long a step waits for what the other jobs are to do (until): longer than any job of these tests takes
 * when all goes well, and well within the slowest test's time limit. A step that waited in vain goes on, and
 * the test fails on what the phone shows, instead of timing out with its jobs still running.
 */
const UNTIL_MS = 90_000

/** Resolves once `condition` holds, looked at every 10 ms, or after UNTIL_MS. */
export function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + UNTIL_MS
  return new Promise((resolve) => {
    const look = () => (condition() || Date.now() > deadline ? resolve() : setTimeout(look, 10))
    look()
  })
}

/**
 * A leg's step that ends once `updates` tallies of the matrix's activity have shown on the phone, each counting
 * more legs done: the legs end one after another. Time-driven updates, the bar moving with the clock between
 * the legs' ends ("0 of 3 legs done · about 50s left"), count no leg.
 */
export function afterUpdates(services: Services, updates: number): RunStepSpec {
  const tallies = () =>
    new Set(
      requestsOf(services, 'update').flatMap((update) => {
        const done = Number(/^(\d+) of \d+ legs? done/.exec(update.fields.body ?? '')?.[1] ?? 0)
        return done > 0 ? [done] : []
      }),
    )
  return {
    run: 'test',
    name: 'Test',
    sleepMs: 300,
    does: () => until(() => tallies().size >= updates),
  }
}

/**
 * The step of two legs that finish in the same second, made certain: their reports are held until both have
 * arrived, so that each leg reads a tally that holds both, and both claim the end. One step object for both.
 */
export function togetherStep(artifacts: ArtifactEmulator): RunStepSpec {
  const reported = (call: RecordedArtifactRequest) =>
    call.kind === 'FinalizeArtifact' && call.name?.includes('-leg-') === true
  const bothReporting = until(() => artifacts.requests.filter(reported).length >= 2)
  // Armed once both legs are in their step: a leg still in its pre would have its own uploads held.
  let inStep = 0
  const bothInStep = until(() => inStep === 2)
  return {
    run: 'test',
    name: 'Test',
    sleepMs: 300,
    does: async () => {
      inStep += 1
      if (inStep === 2) {
        artifacts.inject('FinalizeArtifact', { type: 'held', until: bothReporting }, 2, (call) =>
          reported(call),
        )
      }
      await bothInStep
    },
  }
}

/** A stage's bound when it may wait for other legs, and make `ownMs` of retries of its own. */
export function stageLimit(ownMs = 0): number {
  return LEG_WAIT_MS + ownMs + STAGE_OVERHEAD_MS
}

/** What the phone was sent of one kind, as the phone shows it. */
export const view = (services: Services, kind: 'start' | 'update' | 'end') =>
  requestsOf(services, kind).map((request) => activityView(request))

/** One activity: one start, one end, and nothing sent to it after its end. */
export function expectOneActivity(t: TestContext, services: Services): void {
  const activity = services.signalgrid.requests.filter((request) => request.kind !== 'push')
  t.expect(activity.filter((request) => request.kind === 'start')).toHaveLength(1)
  t.expect(activity.filter((request) => request.kind === 'end')).toHaveLength(1)
  t.expect(activity.at(-1)?.kind).toBe('end')
}

/** How long a stage says (in its debug lines) it waited for the other legs, all its waits together. */
export function waitedMs(stage: StageRecord): number {
  const waits = [...stage.stdout.matchAll(/::debug::Signalgrid: waited (\d+\.\d) s for/g)]
  return waits.reduce((sum, wait) => sum + Number(wait[1]) * 1000, 0)
}

/**
 * No stage of any leg waited more than LEG_WAIT_MS for the others, and none took longer than that, its own
 * calls (`ownMs`: a retry the artifact client makes) and a stage's start-up under load.
 */
export function expectWaitsBounded(t: TestContext, results: readonly JobResult[], ownMs = 0): void {
  for (const result of results) {
    for (const stage of result.stages) {
      t.expect(waitedMs(stage), `${stage.stage} waited`).toBeLessThanOrEqual(LEG_WAIT_MS)
      t.expect(stage.durationMs, `${stage.stage} took`).toBeLessThan(stageLimit(ownMs))
    }
  }
}

/** The artifacts of the matrix left in the run's Artifacts list, the reports by leg and outcome, untagged. */
export function leftOnBoard(artifacts: ArtifactEmulator): string[] {
  return artifacts.shown('signalgrid-').map((name) =>
    name
      .replace(/(-r\d+)?-[0-9a-f]{32}$/, '')
      .replace(/^signalgrid-build-/, '')
      .replace(/^(leg-\d+-a\d+-\w+)-.*$/, '$1'),
  )
}

/**
 * The legs' last successful run of ci.yml on main, "build (<os>)" each, its "Test" step taking `seconds`: the leg
 * that starts the matrix's activity reads their usual times from it. Returns that run.
 */
export function legsHistory(services: Services, seconds: Readonly<Record<string, number>>) {
  const earlier = services.github.addRun({ workflow: 'ci.yml', headBranch: 'main', conclusion: 'success' })
  for (const [os, taken] of Object.entries(seconds)) {
    services.github.createFinishedJob({ runId: earlier.id, name: `build (${os})` }, earlier.createdAt, [
      { name: 'Set up job', durationMs: 1000 },
      { name: 'Test', durationMs: taken * 1000 },
      { name: 'Complete job', durationMs: 0 },
    ])
  }
  return earlier
}

/** The run's id and repository as the runner emulation gives them to every job of a scenario. */
export const RUN_ID = '7000000001'
const repositoryOf = (services: Services) => `${services.github.owner}/${services.github.repo}`

/**
 * The key the legs of a matrix derive from the secrets they are given, for this run (or another): what a
 * scenario plants under a note's own name, as only a step that knew the name could.
 */
export const matrixKey = (services: Services, runId = RUN_ID, repository = repositoryOf(services)) =>
  new RunKey(`${services.signalgrid.clientKey}\n${services.signalgrid.channel}`, repository, runId)

/** The key of the jobs that share a name: the client key alone, for this run (or another). */
export const nameKey = (services: Services, runId = RUN_ID, repository = repositoryOf(services)) =>
  new RunKey(services.signalgrid.clientKey, repository, runId)
