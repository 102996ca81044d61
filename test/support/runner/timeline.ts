import type { JobStep, SimulatedJob } from '../github/simulated-job.js'
import type { Conclusion, StepRecord } from './types.js'

/**
 * The job's steps as the runner records them: the records the harness returns, mirrored step by step to
 * the jobs API when the job has one, so a process polling it sees the job advance.
 */
export class Timeline {
  readonly #job: SimulatedJob | undefined
  readonly #records: StepRecord[] = []

  constructor(job: SimulatedJob | undefined) {
    this.#job = job
  }

  get records(): readonly StepRecord[] {
    return this.#records
  }

  /** A pending step, at the end or before another one. */
  add(name: string, before?: TimelineStep): TimelineStep {
    return new TimelineStep(name, this.#records, this.#job?.addStep(name, { before: before?.apiStep }))
  }
}

export class TimelineStep {
  readonly name: string
  readonly apiStep: JobStep | undefined
  readonly #records: StepRecord[]

  constructor(name: string, records: StepRecord[], apiStep: JobStep | undefined) {
    this.name = name
    this.#records = records
    this.apiStep = apiStep
  }

  start(): void {
    this.apiStep?.start()
  }

  /** `outcome` differs from `conclusion` only for a failure let through by continue-on-error. */
  complete(outcome: Conclusion, conclusion: Conclusion = outcome): void {
    this.#records.push({ name: this.name, outcome, conclusion })
    this.apiStep?.complete(conclusion)
  }
}
