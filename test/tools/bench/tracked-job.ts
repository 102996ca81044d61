import { State } from '../../../src/constants.js'
import { ACTION, actionStep, jobSpec, userSteps } from '../../support/action-job.js'
import type { StepData } from '../../support/github/simulated-job.js'
import { GitHubEmulator, type TokenUsage } from '../../support/github-emulator.js'
import { type NodeRuntime, runJob, runStageProcess } from '../../support/runner-harness.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import type { SentRequest } from './job-figures.js'
import { type ProcessFootprint, readProcessFootprint } from './proc.js'

/** The account's channels beside the emulator's own, for the jobs on several channels. */
export const OTHER_CHANNELS = ['ch_bench_second_5d1f0a9e', 'ch_bench_third_8a2e6c4b']

/** The least spacing between updates the job asks for: the action's default, said here so figures can use it. */
export const SPACING_SECONDS = 5

export interface TrackedJob {
  readonly stepCount: number
  /** How many channels the job's activity is on. */
  readonly channels: number
  readonly stepMs: number
  readonly wallMs: number
  readonly signalgrid: readonly SentRequest[]
  readonly github: TokenUsage
  /** The job's steps as the jobs API has them at the end, with their times. */
  readonly steps: readonly StepData[]
  /** The user's steps, in order. */
  readonly userSteps: readonly StepData[]
  /** The tracker, read just before post stops it. */
  readonly tracker: ProcessFootprint
}

/**
 * A job that uses the action (activity mode, step tracking) followed by `stepCount` steps of `stepMs`
 * each, on its own emulators, through the runner harness. Just before post runs, the tracker's footprint
 * is read from /proc: post stops it.
 */
export async function runTrackedJob(
  runtime: NodeRuntime,
  stepCount: number,
  stepMs: number,
  channels = 1,
): Promise<TrackedJob> {
  const signalgrid = await SignalgridEmulator.start({ quota: 1_000_000, otherChannels: OTHER_CHANNELS })
  const github = await GitHubEmulator.start()
  const services = { signalgrid, github }
  const names = Array.from({ length: stepCount }, (_, index) => `Step ${index + 1}`)
  let tracker: ProcessFootprint | undefined
  const begin = Date.now()
  const result = await runJob(
    jobSpec(
      services,
      runtime,
      [
        actionStep(
          services,
          {
            'min-update-interval': String(SPACING_SECONDS),
            channel: signalgrid.channels.slice(0, channels).join('\n'),
          },
          { id: 'sg' },
        ),
        ...userSteps(names, stepMs),
      ],
      {
        stageProcess: (options, call) => {
          if (call.stage === 'post') tracker = readTracker(options.env[`STATE_${State.trackerPid}`])
          return runStageProcess(options)
        },
      },
    ),
  )
  const wallMs = Date.now() - begin
  try {
    if (result.status !== 'success' || result.orphans.length > 0) {
      throw new Error(
        `the tracked job did not run cleanly (${result.status}, ${result.orphans.length} orphans)`,
      )
    }
    if (!tracker) throw new Error('post did not run: the tracker was never read')
    const steps = github.job(result.jobId).steps.map((step) => step.data)
    return {
      stepCount,
      channels,
      stepMs,
      wallMs,
      signalgrid: signalgrid.requests.map((request) => ({
        at: request.at,
        kind: request.kind,
        progress: request.fields.progress === undefined ? undefined : Number(request.fields.progress),
      })),
      github: github.usage(result.token),
      steps,
      userSteps: names.map((name) => {
        const step = steps.find((candidate) => candidate.name === name)
        if (!step) throw new Error(`the jobs API has no step ${name}`)
        return step
      }),
      tracker,
    }
  } finally {
    await result.remove()
    await signalgrid.close()
    await github.close()
  }
}

/** When post starts: the name the jobs API gives our post step. */
export function postStep(job: TrackedJob): StepData {
  const post = job.steps.find((step) => step.name === `Post Run ${ACTION}`)
  if (!post?.startedAt) throw new Error('the jobs API has no started post step')
  return post
}

function readTracker(pid: string | undefined): ProcessFootprint {
  if (!pid) throw new Error('pre saved no tracker pid: no tracker ran')
  const footprint = readProcessFootprint(Number(pid))
  if (!footprint.command.includes('tracker/index.js')) {
    throw new Error(`process ${pid} is not the tracker: ${footprint.command}`)
  }
  return footprint
}
