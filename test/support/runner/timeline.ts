import type { JobStep, SimulatedJob } from '../github/simulated-job.js'
import type { Conclusion, StepRecord } from './types.js'

/**
 * The job's steps as the runner records them: the records the harness returns, mirrored step by step to
 * the jobs API when the job has one, so a process polling it sees the job advance.
 *
 * Numbered as the runner numbers its timeline records (ExecutionContext.cs: CreateChild, CreatePostChild):
 * each record made at set-up ("Set up job", the pre and main steps) takes the next number, 1 to N. When the
 * first post is registered, N+1 to 2N are kept for posts, and each post takes 2N less the posts registered
 * before it: posts registered later run earlier and take lower numbers, so in run order they ascend to 2N.
 * "Complete job" then takes 2N+1 (N+1 when no post was registered). No number changes once given.
 */
export class Timeline {
  readonly #job: SimulatedJob | undefined
  readonly #records: StepRecord[] = []
  /** The runner's _childTimelineRecordOrder: the last number given, doubled when posts are first registered. */
  #order = 0
  #posts = 0

  constructor(job: SimulatedJob | undefined) {
    this.#job = job
  }

  get records(): readonly StepRecord[] {
    return this.#records
  }

  /** A pending step with the next number: one made at set-up, or "Complete job". */
  add(name: string): TimelineStep {
    this.#order += 1
    return this.#step(name, this.#order)
  }

  /** A pending post step, as it is registered. */
  addPost(name: string): TimelineStep {
    if (this.#posts === 0) this.#order *= 2
    const number = this.#order - this.#posts
    this.#posts += 1
    return this.#step(name, number)
  }

  #step(name: string, number: number): TimelineStep {
    return new TimelineStep(name, number, this.#records, this.#job?.addStep(name, { number }))
  }
}

export class TimelineStep {
  readonly name: string
  /** Its number in the jobs API. */
  readonly number: number
  readonly apiStep: JobStep | undefined
  readonly #records: StepRecord[]

  constructor(name: string, number: number, records: StepRecord[], apiStep: JobStep | undefined) {
    this.name = name
    this.number = number
    this.#records = records
    this.apiStep = apiStep
  }

  start(): void {
    this.apiStep?.start()
  }

  /** `outcome` differs from `conclusion` only for a failure let through by continue-on-error. */
  complete(outcome: Conclusion, conclusion: Conclusion = outcome): void {
    this.#records.push({ name: this.name, number: this.number, outcome, conclusion })
    this.apiStep?.complete(conclusion)
  }
}
