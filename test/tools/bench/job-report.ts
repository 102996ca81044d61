import type { TokenUsage } from '../../support/github-emulator.js'
import { jobChanges, type SignalgridFigures, signalgridFigures, updateLatencies } from './job-figures.js'
import type { ProcessFootprint } from './proc.js'
import { type Spread, spread } from './stats.js'
import { githubRequestTarget, LATENCY_MS, signalgridRequestTarget } from './targets.js'
import { postStep, SPACING_SECONDS, type TrackedJob } from './tracked-job.js'

/** The figures of one tracked job, each with its target. */
export interface JobReport {
  readonly stepCount: number
  readonly channels: number
  readonly stepSeconds: number
  readonly wallSeconds: number
  readonly signalgrid: SignalgridFigures & { readonly target: number; readonly ok: boolean }
  readonly github: {
    /** 200s (ok), 304s (notModified) and errors (other) the job's token got. */
    readonly usage: TokenUsage
    /** Answers that count against the rate limit: 200s and errors; 304s do not. */
    readonly rateLimited: number
    /** Changes of the job while the tracker ran (see jobChanges). */
    readonly jobChanges: number
    readonly target: number
    readonly ok: boolean
  }
  readonly latency: {
    readonly measured: Spread | undefined
    readonly samplesMs: readonly number[]
    readonly heldBack: number
    readonly inEnd: number
    readonly target: number
    /** Undefined when no completion could be measured (every one held back or carried by the end). */
    readonly ok: boolean | undefined
  }
  readonly tracker: ProcessFootprint
}

export function jobReport(job: TrackedJob): JobReport {
  const signalgrid = signalgridFigures(job.signalgrid)
  // Each channel has an activity of its own: the same requests again for each.
  const signalgridTarget = signalgridRequestTarget(job.stepCount, signalgrid.activitySeconds) * job.channels
  // The tracker starts once the start is answered, and post stops it.
  const trackerFrom = job.signalgrid.find((request) => request.kind === 'start')?.at as number
  const trackerTo = postStep(job).startedAt as number
  const events = job.steps.flatMap((step) => [step.startedAt, step.completedAt]).filter((at) => at !== null)
  const changes = jobChanges(events, trackerFrom, trackerTo)
  const rateLimited = job.github.ok + job.github.other
  const completions = job.userSteps.map((step) => step.completedAt as number)
  const latency = updateLatencies(completions, job.signalgrid, job.stepCount, SPACING_SECONDS * 1000)
  const measured = latency.measuredMs.length > 0 ? spread(latency.measuredMs) : undefined
  return {
    stepCount: job.stepCount,
    channels: job.channels,
    stepSeconds: job.stepMs / 1000,
    wallSeconds: job.wallMs / 1000,
    signalgrid: { ...signalgrid, target: signalgridTarget, ok: signalgrid.total <= signalgridTarget },
    github: {
      usage: job.github,
      rateLimited,
      jobChanges: changes,
      target: githubRequestTarget(1, signalgrid.activitySeconds),
      ok: rateLimited <= githubRequestTarget(1, signalgrid.activitySeconds),
    },
    latency: {
      measured,
      samplesMs: latency.measuredMs,
      heldBack: latency.heldBack,
      inEnd: latency.inEnd,
      target: LATENCY_MS,
      ok: measured && measured.max <= LATENCY_MS,
    },
    tracker: job.tracker,
  }
}
