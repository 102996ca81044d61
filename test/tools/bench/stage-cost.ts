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
import { type Floor, floorProcess, referenceProcess } from './floors.js'
import { type MeasuredProcess, runMeasured } from './measured-process.js'
import { type Spread, spread } from './stats.js'

export type Mode = 'activity' | 'push'
/** The requests a stage itself sends (the tracker sends the updates). */
export type StageRequest = 'start' | 'push' | 'end'

export interface StageCase {
  readonly runtime: NodeRuntime
  readonly mode: Mode
  readonly secrets: boolean
}

export interface StageCost {
  readonly runtime: string
  readonly version: string
  readonly mode: Mode
  readonly secrets: boolean
  readonly stage: StageName
  /** The one request the stage sends, checked in every run against what the emulator received. */
  readonly sends: StageRequest | undefined
  /** The request the floor POSTed: the stage's own, or a push for a stage that sends nothing. */
  readonly floor: StageRequest
  readonly durationMs: Spread
  readonly floorDurationMs: Spread
  /** `node -e 0`, for reference. */
  readonly referenceDurationMs: Spread
  /** Median over median: what the budget is checked against. */
  readonly timeRatio: number
  /** Each run's stage over the floor run just before it: the same comparison, less moved by load drifting. */
  readonly pairedTimeRatio: Spread
  /** The floor's median over `node -e 0`'s: what a fetch costs on top of starting Node. */
  readonly floorOverReference: number
  readonly peakRssKiB: Spread
  readonly floorPeakRssKiB: Spread
  readonly referencePeakRssKiB: Spread
  readonly rssRatio: number
  readonly samples: Samples
}

const STAGES: readonly StageName[] = ['pre', 'main', 'post']
// Long enough for the tracker pre started to make its first poll and settle, as in any real job: post
// then stops a tracker that is idle, not one still loading.
const SETTLE_MS = 1_000

/** The one request each stage of a case sends, by the action's design. */
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

interface StageRun {
  readonly call: StageCall
  readonly reference: MeasuredProcess
  readonly floor: MeasuredProcess
  readonly stage: MeasuredProcess
  readonly from: number
  readonly to: number
}

type Samples = {
  durationMs: number[]
  floorDurationMs: number[]
  referenceDurationMs: number[]
  peakRssKiB: number[]
  floorPeakRssKiB: number[]
  referencePeakRssKiB: number[]
}

class CaseRecorder {
  readonly #services: Services
  readonly #case: StageCase
  readonly #requests: Record<StageName, StageRequest | undefined>
  /** The request each sending stage made in the previous job: its floor makes the same one. */
  readonly #lastSent = new Map<StageRequest, RecordedRequest>()
  readonly #samples = new Map<StageName, Samples>()
  readonly #floors = new Map<StageName, StageRequest>()

  constructor(services: Services, stageCase: StageCase) {
    this.#services = services
    this.#case = stageCase
    this.#requests = stageRequests(stageCase)
  }

  async runJob(warmUp: boolean): Promise<void> {
    const runs: StageRun[] = []
    // The floor of the end needs an activity of its own to end: the one the start's floor started.
    let floorActivity: string | undefined
    const stageProcess: StageProcessRunner = async (options, call) => {
      const reference = await runMeasured(referenceProcess(options))
      checkReference(reference)
      const floor = this.#floor(call.stage, floorActivity)
      const floorRun = await runMeasured(floorProcess(floor, options))
      floorActivity = checkFloor(floor, floorRun) ?? floorActivity
      const from = Date.now()
      const stageRun = await runMeasured(options)
      runs.push({ call, reference, floor: floorRun, stage: stageRun, from, to: Date.now() })
      return stageRun.result
    }
    const { mode, secrets, runtime } = this.#case
    const credentials: Record<string, string> = secrets ? {} : { 'client-key': '', channel: '' }
    const steps = [
      actionStep(this.#services, { mode, ...credentials }, { id: 'sg' }),
      ...userSteps(['Build'], mode === 'activity' && secrets ? SETTLE_MS : 0),
    ]
    const result = await runJob(jobSpec(this.#services, runtime, steps, { stageProcess }))
    try {
      this.#check(result, runs)
      if (!warmUp) for (const run of runs) this.#record(run)
    } finally {
      await result.remove()
    }
  }

  costs(): StageCost[] {
    return STAGES.map((stage) => {
      const samples = this.#samples.get(stage)
      if (!samples) throw new Error(`no ${stage} stage was measured for ${this.#label()}`)
      const durationMs = spread(samples.durationMs)
      const floorDurationMs = spread(samples.floorDurationMs)
      const peakRssKiB = spread(samples.peakRssKiB)
      const floorPeakRssKiB = spread(samples.floorPeakRssKiB)
      const referenceDurationMs = spread(samples.referenceDurationMs)
      const floor = this.#floors.get(stage)
      if (!floor) throw new Error(`no floor was measured for ${stage} of ${this.#label()}`)
      return {
        runtime: this.#case.runtime.name,
        version: this.#case.runtime.version,
        mode: this.#case.mode,
        secrets: this.#case.secrets,
        stage,
        sends: this.#requests[stage],
        floor,
        durationMs,
        floorDurationMs,
        referenceDurationMs,
        timeRatio: durationMs.median / floorDurationMs.median,
        pairedTimeRatio: spread(
          samples.durationMs.map((duration, run) => duration / (samples.floorDurationMs[run] as number)),
        ),
        floorOverReference: floorDurationMs.median / referenceDurationMs.median,
        peakRssKiB,
        floorPeakRssKiB,
        referencePeakRssKiB: spread(samples.referencePeakRssKiB),
        rssRatio: peakRssKiB.median / floorPeakRssKiB.median,
        samples,
      }
    })
  }

  #floor(stage: StageName, floorActivity: string | undefined): Floor {
    const kind = this.#requests[stage]
    const sent = kind && this.#lastSent.get(kind)
    // A stage that sends nothing is still compared with one POST: loading the toolkit costs about that.
    // The warm-up job has no request of the stage's to copy yet: a push stands in, its figures are dropped.
    if (!kind || !sent) return this.#pushFloor()
    const body = new URLSearchParams(sent.rawBody)
    if (kind === 'end') {
      if (!floorActivity) throw new Error(`${this.#label()}: the floor of the end has no activity to end`)
      body.set('token', floorActivity)
    }
    return { request: kind, url: `${this.#services.signalgrid.url}${sent.path}`, body: body.toString() }
  }

  /** A push as the action sends one (credentials, title, body, severity), to the same server. */
  #pushFloor(): Floor {
    const { signalgrid } = this.#services
    const body = new URLSearchParams({
      client_key: signalgrid.clientKey,
      channel: signalgrid.channel,
      title: 'CI · Build',
      body: 'The job is running: step 1 of 2 (Build)',
      type: 'INFO',
    })
    return { request: 'push', url: `${signalgrid.url}/v1/push`, body: body.toString() }
  }

  /** The figures count only if the job did what the case says: every stage's work done, and only that. */
  #check(result: JobResult, runs: readonly StageRun[]): void {
    const label = this.#label()
    const problems = result.annotations.filter((annotation) => annotation.level !== 'notice')
    if (result.status !== 'success' || problems.length > 0) {
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
      if (kinds.join() !== (expected ? `${expected} (accepted)` : '')) {
        throw new Error(
          `${label}: ${run.call.stage} sent [${kinds.join(', ')}], expected [${expected ?? ''}]`,
        )
      }
      if (expected) this.#lastSent.set(expected, sent[0] as RecordedRequest)
    }
  }

  /** What the stage itself sent while it ran; the tracker's updates are not the stage's. */
  #sentDuring(run: StageRun): RecordedRequest[] {
    return this.#services.signalgrid.requests.filter(
      (request) => request.at >= run.from && request.at <= run.to && request.kind !== 'update',
    )
  }

  #record(run: StageRun): void {
    const { stage } = run.call
    const samples = this.#samples.get(stage) ?? {
      durationMs: [],
      floorDurationMs: [],
      referenceDurationMs: [],
      peakRssKiB: [],
      floorPeakRssKiB: [],
      referencePeakRssKiB: [],
    }
    samples.durationMs.push(run.stage.durationMs)
    samples.floorDurationMs.push(run.floor.durationMs)
    samples.referenceDurationMs.push(run.reference.durationMs)
    samples.peakRssKiB.push(run.stage.peakRssKiB)
    samples.floorPeakRssKiB.push(run.floor.peakRssKiB)
    samples.referencePeakRssKiB.push(run.reference.peakRssKiB)
    this.#samples.set(stage, samples)
    this.#floors.set(stage, this.#requests[stage] ?? 'push')
  }

  #label(): string {
    const { runtime, mode, secrets } = this.#case
    return `${runtime.name} ${mode} ${secrets ? 'with' : 'without'} secrets (${ACTION})`
  }
}

function checkReference(run: MeasuredProcess): void {
  if (run.result.exitCode !== 0)
    throw new Error(`node -e 0 failed (${run.result.exitCode}): ${run.result.stderr}`)
}

/** A floor that failed measures nothing; a start's floor gives the activity the end's floor will end. */
function checkFloor(floor: Floor, run: MeasuredProcess): string | undefined {
  if (run.result.exitCode !== 0) {
    throw new Error(`the floor POST (${floor.request}) failed (${run.result.exitCode}): ${run.result.stderr}`)
  }
  const answer = JSON.parse(run.result.stdout) as { code?: string; activity_update_token?: string }
  if (answer.code !== '200') throw new Error(`the floor POST was refused: ${run.result.stdout.trim()}`)
  return answer.activity_update_token
}
