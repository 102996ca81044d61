import { ACTION, actionStep, jobSpec, type Services, userSteps } from '../../support/action-job.js'
import type {
  JobResult,
  NodeRuntime,
  StageCall,
  StageName,
  StageProcessRunner,
} from '../../support/runner-harness.js'
import { runJob } from '../../support/runner-harness.js'
import type { RecordedRequest } from '../../support/signalgrid-emulator.js'
import {
  checkFloor,
  checkReference,
  type Floor,
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

export type Mode = 'activity' | 'push'

export interface StageCase {
  readonly runtime: NodeRuntime
  readonly mode: Mode
  readonly secrets: boolean
  /** How many channels `channel` names: each sending stage sends its request to each, at once. */
  readonly channels: number
  /** The user's step fails: post also reads the job for the failed step, and ends the activity red. */
  readonly failed: boolean
  /**
   * false: every stage runs with NODE_DISABLE_COMPILE_CACHE=1, as the stages ran before the compile cache
   * (the tracker, which does not get the variable, still writes it; no stage reads it).
   */
  readonly compileCache: boolean
}

export interface StageCost extends StageFigures {
  readonly runtime: string
  readonly version: string
  readonly mode: Mode
  readonly secrets: boolean
  readonly channels: number
  readonly failed: boolean
  readonly compileCache: boolean
  readonly stage: StageName
  /** The request the stage sends (once per channel), checked in every run against what the emulator received. */
  readonly sends: StageRequest | undefined
  /** The request the floor POSTed: the stage's own, or a push for a stage that sends nothing. */
  readonly floor: StageRequest
  /** How many of it the floor POSTed at once: the stage's requests, one per channel. */
  readonly floorRequests: number
}

const STAGES: readonly StageName[] = ['pre', 'main', 'post']
// Long enough for the tracker pre started to make its first poll and settle, as in any real job: post
// then stops a tracker that is idle, not one still loading.
const SETTLE_MS = 1_000

/** The one request each stage of a case sends (to each channel), by the action's design. */
export function stageRequests(
  stageCase: Pick<StageCase, 'mode' | 'secrets'>,
): Record<StageName, StageRequest | undefined> {
  if (!stageCase.secrets) return { pre: undefined, main: undefined, post: undefined }
  return stageCase.mode === 'activity'
    ? { pre: 'start', main: undefined, post: 'end' }
    : { pre: undefined, main: 'push', post: undefined }
}

/**
 * Every stage of every case, each run `runs` times (after one warm-up job whose figures are dropped), a job
 * of each case in turn so that drifting machine load spreads over all of them. Within a job each stage's
 * floor runs just before the stage, and `node -e 0` (for reference) just before the floor, all three with
 * the same runtime, environment and folder.
 */
export async function measureStageCosts(
  services: Services,
  cases: readonly StageCase[],
  runs: number,
  progress: (line: string) => void,
): Promise<StageCost[]> {
  const recorders = cases.map((stageCase) => new CaseRecorder(services, stageCase))
  for (let run = 0; run <= runs; run++) {
    for (const recorder of recorders) await recorder.runJob(run === 0)
    progress(run === 0 ? 'stage costs: warm-up done' : `stage costs: run ${run} of ${runs} done`)
  }
  return recorders.flatMap((recorder) => recorder.costs())
}

interface StageRun extends MeasuredStage {
  readonly call: StageCall
  readonly from: number
  readonly to: number
}

class CaseRecorder {
  readonly #services: Services
  readonly #case: StageCase
  readonly #requests: Record<StageName, StageRequest | undefined>
  /** The requests each sending stage made in the previous job, one per channel: its floor makes the same. */
  readonly #lastSent = new Map<StageRequest, RecordedRequest[]>()
  readonly #samples = new Map<StageName, Samples>()
  readonly #floors = new Map<StageName, Floor>()

  constructor(services: Services, stageCase: StageCase) {
    this.#services = services
    this.#case = stageCase
    this.#requests = stageRequests(stageCase)
  }

  async runJob(warmUp: boolean): Promise<void> {
    const runs: StageRun[] = []
    const floors = new Map<StageName, Floor>()
    // The floor of the end needs activities of its own to end: the ones the start's floor started.
    let floorActivities: string[] = []
    const stageProcess: StageProcessRunner = async (options, call) => {
      const reference = await runMeasured(referenceProcess(options))
      checkReference(reference)
      const floor = this.#floor(call.stage, floorActivities)
      floors.set(call.stage, floor)
      const floorRun = await runMeasured(floorProcess(floor, options))
      floorActivities = checkFloor(floor, floorRun) ?? floorActivities
      const from = Date.now()
      const stageRun = await runMeasured(options)
      runs.push({ call, reference, floor: floorRun, stage: stageRun, from, to: Date.now() })
      return stageRun.result
    }
    const { mode, secrets, runtime, channels, failed, compileCache } = this.#case
    const channel = this.#services.signalgrid.channels.slice(0, channels).join('\n')
    const credentials: Record<string, string> = secrets ? { channel } : { 'client-key': '', channel: '' }
    const steps = [
      actionStep(this.#services, { mode, ...credentials }, { id: 'sg' }),
      ...userSteps(
        ['Build'],
        mode === 'activity' && secrets ? SETTLE_MS : 0,
        failed ? { result: 'failure' } : {},
      ),
    ]
    const env = compileCache ? {} : { env: { NODE_DISABLE_COMPILE_CACHE: '1' } }
    const result = await runJob(jobSpec(this.#services, runtime, steps, { stageProcess, ...env }))
    try {
      this.#check(result, runs)
      if (!warmUp) for (const run of runs) this.#record(run, floors.get(run.call.stage) as Floor)
    } finally {
      await result.remove()
    }
  }

  costs(): StageCost[] {
    return STAGES.map((stage) => {
      const samples = this.#samples.get(stage)
      if (!samples) throw new Error(`no ${stage} stage was measured for ${this.#label()}`)
      const floor = this.#floors.get(stage)
      if (!floor) throw new Error(`no floor was measured for ${stage} of ${this.#label()}`)
      return {
        runtime: this.#case.runtime.name,
        version: this.#case.runtime.version,
        mode: this.#case.mode,
        secrets: this.#case.secrets,
        channels: this.#case.channels,
        failed: this.#case.failed,
        compileCache: this.#case.compileCache,
        stage,
        sends: this.#requests[stage],
        floor: floor.request,
        floorRequests: floor.bodies.length,
        ...stageFigures(samples),
      }
    })
  }

  #floor(stage: StageName, floorActivities: readonly string[]): Floor {
    const kind = this.#requests[stage]
    return requestFloor(this.#services.signalgrid, kind, kind && this.#lastSent.get(kind), floorActivities)
  }

  /** The figures count only if the job did what the case says: every stage's work done, and only that. */
  #check(result: JobResult, runs: readonly StageRun[]): void {
    const label = this.#label()
    // A failed job's failing step says so; the action's own steps say nothing but notices.
    const problems = result.annotations.filter(
      (annotation) => annotation.level !== 'notice' && annotation.step !== 'Build',
    )
    if (result.status !== (this.#case.failed ? 'failure' : 'success') || problems.length > 0) {
      throw new Error(`${label}: the job did not run cleanly: ${result.status}\n${result.log}`)
    }
    if (result.orphans.length > 0) throw new Error(`${label}: post left the tracker running`)
    if (runs.map((run) => run.call.stage).join() !== STAGES.join()) {
      throw new Error(`${label}: stages ran as ${runs.map((run) => run.call.stage).join()}`)
    }
    for (const run of runs) {
      const sent = this.#sentDuring(run)
      const expected = this.#requests[run.call.stage]
      const kinds = sent.map((request) => `${request.kind} (${request.outcome})`)
      const each = expected ? Array.from({ length: this.#case.channels }, () => `${expected} (accepted)`) : []
      if (kinds.join() !== each.join()) {
        throw new Error(
          `${label}: ${run.call.stage} sent [${kinds.join(', ')}], expected [${expected ?? ''}]`,
        )
      }
      if (expected) this.#lastSent.set(expected, sent)
    }
  }

  /** What the stage itself sent while it ran; the tracker's updates are not the stage's. */
  #sentDuring(run: StageRun): RecordedRequest[] {
    return this.#services.signalgrid.requests.filter(
      (request) => request.at >= run.from && request.at <= run.to && request.kind !== 'update',
    )
  }

  #record(run: StageRun, floor: Floor): void {
    const { stage } = run.call
    this.#samples.set(stage, addSample(this.#samples.get(stage), run))
    this.#floors.set(stage, floor)
  }

  #label(): string {
    const { runtime, mode, secrets, channels, failed, compileCache } = this.#case
    const job = `${failed ? 'failed ' : ''}${mode} job ${secrets ? 'with' : 'without'} secrets`
    return `${runtime.name} ${job} on ${channels} channel(s)${compileCache ? '' : ' without the compile cache'} (${ACTION})`
  }
}
