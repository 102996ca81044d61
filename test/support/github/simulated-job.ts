export type JobStatus = 'queued' | 'waiting' | 'in_progress' | 'completed'
/**
 * A step not started yet is `pending` here; the API says `pending` (seen in live answers) or `queued` (the
 * documented enum), as the emulator is told (GitHubEmulatorOptions.notBegun).
 */
export type StepStatus = 'pending' | 'in_progress' | 'completed'
export type Conclusion = 'success' | 'failure' | 'cancelled' | 'skipped'

/** What a job is, at plausible values (a test sets those it is about). */
export const DEFAULT_IDENTITY = {
  runId: 7_000_000_001,
  runAttempt: 1,
  /** The job's display name (not the YAML key). */
  name: 'build',
  runnerName: 'GitHub Actions 1000000001',
  workflowName: 'CI',
  headSha: 'c0ffee0000000000000000000000000000000000',
  headBranch: 'main',
}

export type JobIdentity = Readonly<typeof DEFAULT_IDENTITY> & { readonly id: number }

/** A step as recorded at one moment; times are ms since the epoch. */
export interface StepData {
  readonly name: string
  /** The step's number in the API, which the runner gives it when it makes its record (see addStep). */
  readonly number: number
  readonly status: StepStatus
  readonly conclusion: Conclusion | null
  readonly startedAt: number | null
  readonly completedAt: number | null
}

/** An annotation of the job's check run: `annotation_level` and `message`, as GitHub adds them of its own. */
export interface AnnotationData {
  readonly level: 'notice' | 'warning' | 'failure'
  readonly message: string
}

/**
 * GitHub's annotations for a job it cancelled past its time limit (`limit` as it words it: "30m0s"), beside the
 * runner's for the step that ran ("The operation was canceled."): ../shared runner lifecycle, "How runs end".
 */
export function timeoutAnnotations(limit: string): readonly AnnotationData[] {
  return [
    { level: 'failure', message: `The job has exceeded the maximum execution time of ${limit}` },
    { level: 'failure', message: 'The operation was canceled.' },
  ]
}

/** The same, as older runs word it: "… on runner X … of 30 minutes." */
export function olderTimeoutAnnotation(runnerName: string, minutes: number): AnnotationData {
  return {
    level: 'failure',
    message: `The job running on runner ${runnerName} has exceeded the maximum execution time of ${minutes} minutes.`,
  }
}

/** GitHub's annotation for a job whose deployment's approval was rejected. */
export const REJECTED_ANNOTATION: AnnotationData = {
  level: 'failure',
  message: "The deployment was rejected or didn't satisfy other protection rules",
}

/** The whole job as recorded at one moment. */
export interface JobData extends JobIdentity {
  readonly status: JobStatus
  readonly conclusion: Conclusion | null
  readonly createdAt: number
  readonly startedAt: number | null
  readonly completedAt: number | null
  readonly steps: readonly StepData[]
  /** Its check run's annotations, in the order they were added. */
  readonly annotations: readonly AnnotationData[]
}

interface Snapshot {
  readonly at: number
  readonly data: JobData
}

/**
 * A step of a simulated job, driven by whoever simulates the runner. Steps are told apart by handle, not by
 * name: three uses of one action give three steps named alike.
 */
export class JobStep {
  readonly #job: SimulatedJob
  #data: StepData

  constructor(job: SimulatedJob, name: string, number: number) {
    this.#job = job
    this.#data = { name, number, status: 'pending', conclusion: null, startedAt: null, completedAt: null }
  }

  get data(): StepData {
    return this.#data
  }

  /** Starts the step now, or at `at` (ms since the epoch) to build a job of the past. */
  start(at: number = Date.now()): void {
    this.#change({ status: 'in_progress', startedAt: at })
  }

  /** Completes the step; a step that never started (skipped) gets its start time too, as the API shows. */
  complete(conclusion: Conclusion, at: number = Date.now()): void {
    this.#change({ status: 'completed', conclusion, startedAt: this.#data.startedAt ?? at, completedAt: at })
  }

  #change(change: Partial<StepData>): void {
    this.#data = { ...this.#data, ...change }
    this.#job.recordChange()
  }
}

/**
 * A job of the jobs API whose steps change as a simulated runner drives it. Every change is kept with its
 * time, so the API can serve the job as it was some time ago (the real API lags).
 */
export class SimulatedJob {
  readonly identity: JobIdentity
  readonly #createdAt: number
  readonly #steps: JobStep[] = []
  readonly #snapshots: Snapshot[] = []
  readonly #annotations: AnnotationData[] = []
  /** Where the job is now: queued until it starts. */
  #progress: Pick<JobData, 'status' | 'conclusion' | 'startedAt' | 'completedAt'> = {
    status: 'queued',
    conclusion: null,
    startedAt: null,
    completedAt: null,
  }

  /** `createdAt`: when GitHub created it (ms since the epoch), now unless given. */
  constructor(identity: JobIdentity, createdAt: number = Date.now()) {
    this.identity = identity
    this.#createdAt = createdAt
    this.recordChange()
  }

  get id(): number {
    return this.identity.id
  }

  get status(): JobStatus {
    return this.#progress.status
  }

  get steps(): readonly JobStep[] {
    return this.#steps
  }

  /**
   * A pending step, numbered `number`, or one past the highest number so far. A number never changes once
   * given, and the steps are listed by number: the runner gives a post step a number below those of posts
   * registered before it (test/support/runner/timeline.ts), so that the list is in run order.
   */
  addStep(name: string, options: { number?: number } = {}): JobStep {
    const number = options.number ?? Math.max(0, ...this.#steps.map((step) => step.data.number)) + 1
    if (!Number.isInteger(number) || number < 1)
      throw new RangeError(`a step number is 1 or more; got ${number}`)
    const taken = this.#steps.find((step) => step.data.number === number)
    if (taken) throw new Error(`job ${this.id} has step ${number} already: ${taken.data.name}`)
    const step = new JobStep(this, name, number)
    const index = this.#steps.findIndex((other) => other.data.number > number)
    this.#steps.splice(index < 0 ? this.#steps.length : index, 0, step)
    this.recordChange()
    return step
  }

  /** Held by its environment's protection rule (a reviewer, a wait timer): listed `waiting` until it starts. */
  holdForApproval(): void {
    this.#progress = { ...this.#progress, status: 'waiting' }
    this.recordChange()
  }

  /** Starts the job now, or at `at` (ms since the epoch) to build a job of the past. */
  start(at: number = Date.now()): void {
    this.#progress = { ...this.#progress, status: 'in_progress', startedAt: at }
    this.recordChange()
  }

  complete(conclusion: Conclusion, at: number = Date.now()): void {
    this.#progress = { ...this.#progress, status: 'completed', conclusion, completedAt: at }
    this.recordChange()
  }

  /** Adds annotations to the job's check run, as GitHub or the runner does. */
  annotate(...annotations: readonly AnnotationData[]): void {
    this.#annotations.push(...annotations)
    this.recordChange()
  }

  /**
   * Past its time limit, as GitHub shows it: the job annotated (timeoutAnnotations), then cancelled as a person's
   * cancel, the step running with it. A job the runner emulator runs is cancelled by it
   * instead: annotate it, then cancel the runner's job.
   */
  timeOut(limit = '30m0s', at: number = Date.now()): void {
    this.annotate(...timeoutAnnotations(limit))
    for (const step of this.#steps) {
      if (step.data.status === 'in_progress') step.complete('cancelled', at)
    }
    this.complete('cancelled', at)
  }

  /**
   * Its deployment's approval rejected, as GitHub shows it: the job, which ran no step, concludes `failure` with
   * REJECTED_ANNOTATION.
   */
  reject(at: number = Date.now()): void {
    if (this.#steps.length > 0) throw new Error(`job ${this.id} has steps: a rejected job never ran one`)
    this.annotate(REJECTED_ANNOTATION)
    this.complete('failure', at)
  }

  /** The job as it was at `at`: its last change no later than that, or its first when it is younger. */
  asOf(at: number): JobData {
    const earlier = this.#snapshots.findLast((snapshot) => snapshot.at <= at)
    return (earlier ?? (this.#snapshots[0] as Snapshot)).data
  }

  /** Called on every change of the job or one of its steps. */
  recordChange(): void {
    this.#snapshots.push({
      at: Date.now(),
      data: {
        ...this.identity,
        ...this.#progress,
        createdAt: this.#createdAt,
        steps: this.#steps.map((step) => step.data),
        annotations: [...this.#annotations],
      },
    })
  }
}
