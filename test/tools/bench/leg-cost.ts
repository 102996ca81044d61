import { setTimeout as sleep } from 'node:timers/promises'
import { actionStep, jobSpec, type Services, userSteps } from '../../support/action-job.js'
import { ArtifactEmulator } from '../../support/artifact-emulator.js'
import {
  type JobResult,
  type MatrixLeg,
  type NodeRuntime,
  runJob,
  runStageProcess,
  type StageName,
  type StageProcessOptions,
  type StageProcessRunner,
} from '../../support/runner-harness.js'
import type { RecordedRequest } from '../../support/signalgrid-emulator.js'
import {
  checkFloor,
  checkReference,
  floorProcess,
  referenceProcess,
  requestFloor,
  type StageRequest,
} from './floors.js'
import { runMeasured } from './measured-process.js'
import {
  addSample,
  type MeasuredStage,
  type Samples,
  type StageFigures,
  stageFigures,
} from './stage-figures.js'
import { type Spread, spread } from './stats.js'

// What a leg of a shared matrix pays in its stages: a matrix of three legs whose pre and post stages run one
// at a time in a set order, so that each measured stage plays one part of the protocol, alone on the machine.

export type LegRole = 'starter pre' | 'leg pre' | 'leg post' | 'last leg post'

interface RolePlan {
  readonly role: LegRole
  readonly leg: number
  readonly stage: StageName
  readonly sends: StageRequest | undefined
  readonly does: string
}

export const LEG_ROLES: readonly RolePlan[] = [
  {
    role: 'starter pre',
    leg: 0,
    stage: 'pre',
    sends: 'start',
    does: 'claims the start, sends it, publishes the token',
  },
  { role: 'leg pre', leg: 1, stage: 'pre', sends: undefined, does: 'claims the start and finds it taken' },
  {
    role: 'leg post',
    leg: 1,
    stage: 'post',
    sends: 'update',
    does: 'looks, reports, lists the tally, reads the token, updates',
  },
  {
    role: 'last leg post',
    leg: 2,
    stage: 'post',
    sends: 'end',
    does: 'looks and finds every other leg done, reads the token, ends, clears the board',
  },
]

/** The order the legs' pre and post stages run in, one after another; main stages run between them. */
const ORDER = ['0 pre', '1 pre', '2 pre', '1 post', '0 post', '2 post']
const LEGS = 3
const OS = ['ubuntu', 'macos', 'windows']
/** The legs' spacing of updates, short: the end waits this long after the last report (unmeasured here). */
const SPACING_SECONDS = 1

export interface LegStageCost extends StageFigures {
  readonly runtime: string
  readonly version: string
  readonly role: LegRole
  readonly does: string
  readonly sends: StageRequest | undefined
  readonly floor: StageRequest
  /** Calls to the artifact service (Twirp and blob storage) while the stage ran. */
  readonly artifactCalls: Spread
}

/**
 * What loading the matrix code costs a stage: the pre of a leg that cannot share (no runtime token: it loads
 * the matrix chunks, the board fails at once, it sends its own start) against the pre of a job that is not a
 * matrix (the same start), measured in turn in the same runs.
 */
export interface MatrixLoadCost {
  readonly lonePreMs: Spread
  readonly plainPreMs: Spread
  /** Each run's lone leg pre less the plain pre just before it. */
  readonly pairedDifferenceMs: Spread
}

export interface LegCosts {
  readonly stages: readonly LegStageCost[]
  readonly load: MatrixLoadCost
}

/**
 * Each role's stage `runs` times after one warm-up run, each beside its floor (the same request by a bare
 * fetch, or a push for a stage that sends nothing) and `node -e 0`, as the stage costs are measured.
 */
export async function measureLegCosts(
  services: Services,
  runtime: NodeRuntime,
  runs: number,
  progress: (line: string) => void,
): Promise<LegCosts> {
  const recorder = new LegRecorder(services, runtime)
  for (let run = 0; run <= runs; run++) {
    await recorder.runMatrix(run === 0)
    await recorder.runLoadPair(run === 0)
    progress(run === 0 ? 'matrix legs: warm-up done' : `matrix legs: run ${run} of ${runs} done`)
  }
  return recorder.costs()
}

interface RoleRun extends MeasuredStage {
  readonly from: number
  readonly to: number
}

class LegRecorder {
  readonly #services: Services
  readonly #runtime: NodeRuntime
  readonly #lastSent = new Map<StageRequest, RecordedRequest[]>()
  readonly #samples = new Map<LegRole, Samples>()
  readonly #artifactCalls = new Map<LegRole, number[]>()
  readonly #lonePre: number[] = []
  readonly #plainPre: number[] = []

  constructor(services: Services, runtime: NodeRuntime) {
    this.#services = services
    this.#runtime = runtime
  }

  async runMatrix(warmUp: boolean): Promise<void> {
    const artifacts = await ArtifactEmulator.start()
    const done = new Map(ORDER.map((key) => [key, settled()]))
    const measured = new Map<LegRole, RoleRun>()
    let floorActivities: string[] = []
    let running = Promise.resolve()
    // One stage process at a time: a measured stage never shares the machine with another of the legs.
    const alone = <T>(work: () => Promise<T>): Promise<T> => {
      const turn = running.then(work)
      running = turn.then(
        () => {},
        () => {},
      )
      return turn
    }
    const legJob = (leg: number) => {
      const stageProcess: StageProcessRunner = async (options, call) => {
        const key = `${leg} ${call.stage}`
        const before = ORDER[ORDER.indexOf(key) - 1]
        try {
          if (before) await done.get(before)?.settles
          // The end waits for the spacing after the last report before it: not a cost of the stage.
          if (key === ORDER.at(-1)) await sleep(SPACING_SECONDS * 1000)
          const plan = LEG_ROLES.find((role) => role.leg === leg && role.stage === call.stage)
          if (!plan) return await alone(() => runStageProcess(options))
          return await alone(async () => {
            const reference = await runMeasured(referenceProcess(options))
            checkReference(reference)
            const floor = requestFloor(
              this.#services.signalgrid,
              plan.sends,
              plan.sends && this.#lastSent.get(plan.sends),
              floorActivities,
            )
            const floorRun = await runMeasured(floorProcess(floor, options))
            floorActivities = checkFloor(floor, floorRun) ?? floorActivities
            const from = Date.now()
            const stage = await runMeasured(options)
            measured.set(plan.role, { reference, floor: floorRun, stage, from, to: Date.now() })
            return stage.result
          })
        } finally {
          done.get(key)?.settle()
        }
      }
      return runJob(
        jobSpec(
          this.#services,
          this.#runtime,
          [
            actionStep(this.#services, { 'min-update-interval': String(SPACING_SECONDS) }),
            ...userSteps(['Build'], 0),
          ],
          {
            context: { leg: { index: leg, total: LEGS, values: { os: OS[leg] }, failFast: true } },
            artifacts,
            stageProcess,
          },
        ),
      )
    }
    const results = await Promise.all(Array.from({ length: LEGS }, (_, leg) => legJob(leg)))
    try {
      for (const result of results) checkClean(result, 'a leg of the matrix')
      for (const plan of LEG_ROLES) {
        const run = measured.get(plan.role)
        if (!run) throw new Error(`the ${plan.role} did not run`)
        const sent = this.#sentDuring(run)
        const kinds = sent.map((request) => `${request.kind} (${request.outcome})`).join()
        if (kinds !== (plan.sends ? `${plan.sends} (accepted)` : '')) {
          throw new Error(`the ${plan.role} sent [${kinds}], expected [${plan.sends ?? ''}]`)
        }
        if (plan.sends) this.#lastSent.set(plan.sends, sent)
        if (warmUp) continue
        this.#samples.set(plan.role, addSample(this.#samples.get(plan.role), run))
        const calls = artifacts.requests.filter((call) => call.at >= run.from && call.at <= run.to).length
        this.#artifactCalls.set(plan.role, [...(this.#artifactCalls.get(plan.role) ?? []), calls])
      }
    } finally {
      await Promise.all(results.map((result) => result.remove()))
      await artifacts.close()
    }
  }

  /** A job that is not a matrix, then a leg that cannot share: each one's pre, which sends the start. */
  async runLoadPair(warmUp: boolean): Promise<void> {
    const plain = await this.#preOf(undefined)
    const lone = await this.#preOf({ index: 0, total: 2, values: { os: OS[0] }, failFast: true })
    if (warmUp) return
    this.#plainPre.push(plain)
    this.#lonePre.push(lone)
  }

  costs(): LegCosts {
    const stages = LEG_ROLES.map((plan) => {
      const samples = this.#samples.get(plan.role)
      if (!samples) throw new Error(`no ${plan.role} was measured`)
      return {
        runtime: this.#runtime.name,
        version: this.#runtime.version,
        role: plan.role,
        does: plan.does,
        sends: plan.sends,
        floor: plan.sends ?? 'push',
        artifactCalls: spread(this.#artifactCalls.get(plan.role) ?? []),
        ...stageFigures(samples),
      }
    })
    return {
      stages,
      load: {
        lonePreMs: spread(this.#lonePre),
        plainPreMs: spread(this.#plainPre),
        pairedDifferenceMs: spread(this.#lonePre.map((ms, run) => ms - (this.#plainPre[run] as number))),
      },
    }
  }

  /** The duration of the pre of a job (a leg, with `spec`'s context), checked to send the start. */
  async #preOf(leg: MatrixLeg | undefined): Promise<number> {
    let pre: { durationMs: number; from: number; to: number } | undefined
    const stageProcess: StageProcessRunner = async (given, call) => {
      const options = leg ? withoutRuntimeToken(given) : given
      if (call.stage !== 'pre') return runStageProcess(options)
      const from = Date.now()
      const run = await runMeasured(options)
      pre = { durationMs: run.durationMs, from, to: Date.now() }
      return run.result
    }
    const result = await runJob(
      jobSpec(this.#services, this.#runtime, [actionStep(this.#services), ...userSteps(['Build'], 0)], {
        ...(leg ? { context: { leg } } : {}),
        stageProcess,
      }),
    )
    try {
      checkClean(result, leg ? 'a leg that cannot share' : 'a job that is not a matrix')
      if (!pre) throw new Error('pre did not run')
      const sent = this.#sentDuring(pre).map((request) => request.kind)
      if (sent.join() !== 'start') throw new Error(`pre sent [${sent.join()}], expected [start]`)
      return pre.durationMs
    } finally {
      await result.remove()
    }
  }

  /** What Signalgrid received while a stage ran. */
  #sentDuring(run: { readonly from: number; readonly to: number }): RecordedRequest[] {
    return this.#services.signalgrid.requests.filter(
      (request) => request.at >= run.from && request.at <= run.to,
    )
  }
}

/**
 * A stage's options without the runtime token, so that the board fails at once: the runner gives every node
 * stage one, and with no artifact service behind it the artifact client would try again for seconds.
 */
function withoutRuntimeToken(options: StageProcessOptions): StageProcessOptions {
  const { ACTIONS_RUNTIME_TOKEN: _, ...env } = options.env
  return { ...options, env }
}

/** The figures count only if the job ran cleanly: notices (a leg that cannot share says so) are expected. */
function checkClean(result: JobResult, what: string): void {
  const problems = result.annotations.filter((annotation) => annotation.level !== 'notice')
  if (result.status !== 'success' || problems.length > 0 || result.orphans.length > 0) {
    throw new Error(`${what} did not run cleanly: ${result.status}\n${result.log}`)
  }
}

/** A promise settled from outside: one stage's turn, awaited by the stage after it. */
function settled(): { readonly settles: Promise<void>; readonly settle: () => void } {
  let settle!: () => void
  const settles = new Promise<void>((resolve) => {
    settle = resolve
  })
  return { settles, settle }
}
