import { INPUT_DEFAULTS } from '../../../src/action-inputs.js'
import { actionStep, jobSpec, userSteps } from '../../support/action-job.js'
import {
  type ArtifactCall,
  ArtifactEmulator,
  type RecordedArtifactRequest,
} from '../../support/artifact-emulator.js'
import { progressError } from '../../support/bar-error.js'
import { GitHubEmulator } from '../../support/github-emulator.js'
import { type NodeRuntime, runJob, type StageName } from '../../support/runner-harness.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import { ALIKE, type History, historyRequests, pastStepMs, servePastRuns } from './histories.js'
import { type SaidOfTime, saidOfTime } from './progress-error.js'

// What a matrix costs in requests: the same matrix run twice side by side, its legs sharing one activity
// (the default) and with `matrix: per-leg`, each on its own emulators; then a shared matrix of WIDE_LEGS legs
// alone, for what the run's GitHub requests come to at that width.

export const MATRIX_LEGS = 6
export const WIDE_LEGS = 20
export const MATRIX_STEPS = 10
/**
 * Leg i's steps take this plus (i mod 6) × LEG_STEP_SPREAD_MS: the legs end one after another, as on real
 * runners.
 */
export const MATRIX_STEP_MS = 5_000
export const LEG_STEP_SPREAD_MS = 500
const WORKFLOW = 'ci.yml'
const OS = ['ubuntu-22.04', 'ubuntu-24.04', 'macos-14', 'macos-15', 'windows-2022', 'windows-2025']
/** The legs' values: the six runners, then again with a second Node version for a wider matrix. */
const legValue = (index: number) =>
  `${OS[index % OS.length]}${index < OS.length ? '' : `, ${20 + 2 * Math.floor(index / OS.length)}`}`
const stepMs = (index: number) => MATRIX_STEP_MS + (index % OS.length) * LEG_STEP_SPREAD_MS

export type MatrixMode = 'shared' | 'per-leg'

export interface MatrixRequests {
  readonly mode: MatrixMode
  readonly legs: number
  readonly wallSeconds: number
  readonly signalgrid: {
    readonly total: number
    readonly starts: number
    readonly updates: number
    readonly ends: number
  }
  /** Calls to the artifact service by kind, Twirp and blob storage. */
  readonly artifactCalls: Readonly<Partial<Record<ArtifactCall, number>>>
  readonly artifactTotal: number
  /** Each leg's calls, in the legs' order: in its pre, and in its post. */
  readonly artifactByStage: readonly { readonly pre: number; readonly post: number }[]
  /**
   * Rate-limited GitHub requests (200s and errors) of all the legs' tokens; 304s apart; of them, the history's
   * (the runs lists and the jobs of the runs read).
   */
  readonly github: { readonly rateLimited: number; readonly notModified: number; readonly history: number }
  /**
   * Shared: the bar the phone showed against the elapsed fraction of the matrix (its legs' first step's start
   * to their last step's end), in points; per leg (an activity each) not measured.
   */
  readonly errorPoints: number | undefined
  /** What the phone was told of the usual time (shared: the one activity's; per leg: the first's). */
  readonly words: SaidOfTime
}

/** A matrix's requests, shared then per-leg, run side by side; then a wide shared matrix alone. */
export async function runMatrixRequests(runtime: NodeRuntime): Promise<MatrixRequests[]> {
  const pair = await Promise.all(
    (['shared', 'per-leg'] as const).map((mode) => runMatrix(runtime, mode, MATRIX_LEGS)),
  )
  return [...pair, await runMatrix(runtime, 'shared', WIDE_LEGS)]
}

const stepNames = () => Array.from({ length: MATRIX_STEPS }, (_, index) => `Step ${index + 1}`)

/**
 * The workflow's successful runs of the matrix, as real ones have: per leg, each leg's tracker reads its own
 * leg's steps; shared, the starter reads every leg's time once.
 */
export function serveLegRuns(github: GitHubEmulator, history: History, legCount: number): void {
  servePastRuns(github, history, (runId, run, start) => {
    for (let index = 0; index < legCount; index++) {
      const legMs = stepNames().map(() => stepMs(index))
      github.createFinishedJob({ runId, name: `build (${legValue(index)})` }, start, [
        { name: 'Set up job', durationMs: 1000 },
        ...stepNames().map((name, step) => ({
          name,
          durationMs: pastStepMs(history, run, index, step, legMs),
        })),
        { name: 'Complete job', durationMs: 0 },
      ])
    }
  })
}

/** One matrix of `legCount` legs, shared or per leg, after the history's runs, on its own emulators. */
export async function runMatrix(
  runtime: NodeRuntime,
  mode: MatrixMode,
  legCount: number,
  history: History = ALIKE,
): Promise<MatrixRequests> {
  const signalgrid = await SignalgridEmulator.start({ quota: 1_000_000 })
  const github = await GitHubEmulator.start()
  const artifacts = await ArtifactEmulator.start()
  const services = { signalgrid, github }
  const names = stepNames()
  serveLegRuns(github, history, legCount)
  const begin = Date.now()
  const legs = Array.from({ length: legCount }, () => artifacts.leg())
  const results = await Promise.all(
    Array.from({ length: legCount }, (_, index) =>
      runJob(
        jobSpec(
          services,
          runtime,
          [actionStep(services, { matrix: mode }), ...userSteps(names, stepMs(index))],
          {
            context: {
              leg: { index, total: legCount, values: { os: legValue(index) }, failFast: true },
              workflowFile: WORKFLOW,
            },
            artifacts: legs[index] as (typeof legs)[number],
          },
        ),
      ),
    ),
  )
  const wallSeconds = (Date.now() - begin) / 1000
  try {
    for (const result of results) {
      const problems = result.annotations.filter((annotation) => annotation.level !== 'notice')
      if (result.status !== 'success' || problems.length > 0 || result.orphans.length > 0) {
        throw new Error(`a leg of the ${mode} matrix did not run cleanly: ${result.status}\n${result.log}`)
      }
    }
    const count = (kind: string) => signalgrid.requests.filter((request) => request.kind === kind).length
    const artifactCalls: Partial<Record<ArtifactCall, number>> = {}
    for (const call of artifacts.requests) {
      if (call.kind) artifactCalls[call.kind] = (artifactCalls[call.kind] ?? 0) + 1
    }
    const usage = results.map((result) => github.usage(result.token))
    const user = results.flatMap((result) =>
      github
        .job(result.jobId)
        .steps.map((step) => step.data)
        .filter((step) => names.includes(step.name)),
    )
    const [activity] = signalgrid.phone.activities
    const shown = (activity?.history ?? [])
      .filter((message) => message.shown)
      .map((message) => ({ at: message.at, progress: message.content.progress }))
    const errorPoints =
      mode === 'shared'
        ? progressError(
            shown,
            Math.min(...user.map((step) => step.startedAt as number)),
            Math.max(...user.map((step) => step.completedAt as number)),
          )
        : undefined
    return {
      mode,
      legs: legCount,
      wallSeconds,
      signalgrid: {
        total: signalgrid.requests.length,
        starts: count('start'),
        updates: count('update'),
        ends: count('end'),
      },
      artifactCalls,
      artifactTotal: artifacts.requests.length,
      artifactByStage: results.map((result, index) => {
        const calls = callsOf(artifacts, legs[index]?.job)
        const during = (stage: StageName) => {
          const ran = result.stages.find((record) => record.stage === stage)
          return calls.filter((call) => ran && call.at >= ran.startedAt && call.at <= ran.exitedAt).length
        }
        return { pre: during('pre'), post: during('post') }
      }),
      github: {
        rateLimited: usage.reduce((sum, used) => sum + used.ok + used.other, 0),
        notModified: usage.reduce((sum, used) => sum + used.notModified, 0),
        history: historyRequests(github),
      },
      errorPoints,
      words: saidOfTime(
        (activity?.history ?? []).filter((message) => message.shown).map((message) => message.content.body),
      ),
    }
  } finally {
    await Promise.all(results.map((result) => result.remove()))
    await Promise.all([signalgrid.close(), github.close(), artifacts.close()])
  }
}

/**
 * The calls one leg made: its Twirp calls carry its runtime token; its blob storage calls go to the URLs the
 * answers to its own CreateArtifact and GetSignedArtifactURL gave it.
 */
function callsOf(artifacts: ArtifactEmulator, job: string | undefined): RecordedArtifactRequest[] {
  const blobs = new Set<string>()
  return artifacts.requests.filter((call) => {
    if (call.job !== undefined) {
      if (call.job !== job) return false
      const url = /"signed_(?:upload_)?url":"([^"]+)"/.exec(call.answer?.body ?? '')?.[1]
      if (url) blobs.add(new URL(url).pathname)
      return true
    }
    return blobs.has(call.path)
  })
}

/**
 * The shared matrix's target: one start, an update per leg that ends before the last, the starter's tracker's
 * timed updates (the bench's matrix has a history), one end.
 */
export function sharedRequestTarget(legs: number): number {
  return legs + 1 + Number(INPUT_DEFAULTS['timed-updates'])
}
