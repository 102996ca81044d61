import { redact } from '../net/redact.js'
import { GitHubNoMatchError, type GitHubReadError, unusableAnswer } from './errors.js'
import { type Job, parseJob } from './job.js'
import { type AnnotationsResponse, readAnnotatedEnd } from './job-annotations.js'
import { type FailedRead, JobsApi, type JobsApiOptions } from './jobs-api.js'
import { type PendingResponse, readPendingDeployments } from './pending-deployments.js'
import { type RateLimit, readRateLimit } from './rate-limit.js'
import { MAX_PAGES, onRunner, RunJobs, runAttempt } from './run-jobs.js'

const JOB_ROUTE = 'GET /repos/{owner}/{repo}/actions/jobs/{job_id}'

export type JobResponse =
  | {
      readonly outcome: 'job'
      readonly job: Job
      /** The job's ETag: the next read sends it back, so an unchanged job costs nothing. */
      readonly etag: string | undefined
      readonly rateLimit: RateLimit
    }
  /** 304: the job is as it was. Free against the primary rate limit. */
  | { readonly outcome: 'not-modified'; readonly etag: string | undefined; readonly rateLimit: RateLimit }
  | FailedRead

/** What a read of the run attempt's jobs gave. */
export type RunResponse =
  | {
      readonly outcome: 'jobs'
      /** Every job of the run attempt, as the jobs API lists them. */
      readonly jobs: readonly Job[]
      /** This job's id, once known (`job.check_run_id`, or found by this runner's name). */
      readonly ownJobId: number | undefined
      readonly rateLimit: RateLimit
    }
  /** 304 for every page: no job of the run has changed. Free against the primary rate limit. */
  | { readonly outcome: 'not-modified'; readonly rateLimit: RateLimit }
  | FailedRead

export interface CurrentJobOptions extends JobsApiOptions {
  /** `job.check_run_id` as the runner gives it; empty (older GitHub Enterprise Server): found by runner. */
  readonly jobId?: string
  /** RUNNER_NAME, which finds this job among the run's where `jobId` is empty. */
  readonly runnerName: string
  /** Told why there is no job to read when the API URL or the repository cannot be used. */
  readonly onUnusable?: (problem: string) => void
}

/**
 * The job this step runs in, as the jobs API shows it (jobs-api.ts), and the run attempt's jobs beside it
 * (run-jobs.ts). The job's id comes from `job.check_run_id`; where that is empty the job is found once among
 * the run attempt's jobs by this runner's name. Reads are conditional on the last ETag, so an unchanged job
 * costs nothing against the rate limit. A read never rejects for anything the network or the server does:
 * every outcome is an answer, a failure one of errors.ts.
 */
export class CurrentJob {
  readonly #api: JobsApi
  readonly #run: RunJobs
  readonly #runnerName: string
  #id: number | undefined

  private constructor(options: CurrentJobOptions) {
    this.#api = new JobsApi(options)
    this.#run = new RunJobs(this.#api)
    this.#runnerName = options.runnerName
    const jobId = options.jobId?.trim() ?? ''
    this.#id = /^[1-9]\d*$/.test(jobId) && Number.isSafeInteger(Number(jobId)) ? Number(jobId) : undefined
  }

  /**
   * Undefined when the API URL or the repository cannot be used (`onUnusable` is told why: over plain http
   * to another host, the token would travel in clear). The caller decides whether steps are followed at all.
   */
  static of(options: CurrentJobOptions): CurrentJob | undefined {
    try {
      return new CurrentJob(options)
    } catch (error) {
      options.onUnusable?.(redact((error as Error).message, [options.token]))
      return undefined
    }
  }

  /** This job (`timeoutMs`: a deadline of its own for this read). */
  read(timeoutMs?: number): Promise<JobResponse> {
    return this.#api.take(async () => {
      const answer = this.#id === undefined ? await this.#find() : await this.#getJob(this.#id)
      if (answer.outcome === 'job') this.#id = answer.job.id
      return answer
    }, timeoutMs)
  }

  /** Another job of the run, by its id (the job that sends the run's updates, say). */
  readJob(id: number): Promise<JobResponse> {
    return this.#api.take(() => this.#getJob(id))
  }

  /**
   * What the annotations of a job of the run (this one, or another by its id) tell of its end: timed out, its
   * deployment rejected, or neither (job-annotations.ts). Needs `checks: read`.
   */
  readAnnotatedEnd(id: number): Promise<AnnotationsResponse> {
    return this.#api.take(() => readAnnotatedEnd(this.#api, id))
  }

  /** What the run waits on now: its environments held for approval, each with its reviewers. */
  readPendingDeployments(runId: number): Promise<PendingResponse> {
    return this.#api.take(() => readPendingDeployments(this.#api, runId))
  }

  /**
   * The run attempt's jobs, every page conditional on its last ETag: while no job of the run changes, a read
   * costs nothing against the rate limit. This job is the one `job.check_run_id` names, or the one in progress
   * on this runner.
   */
  readRun(): Promise<RunResponse> {
    return this.#api.take(async () => {
      const read = await this.#run.read({ conditional: true })
      if (!read.changed) return { outcome: 'not-modified', rateLimit: read.rateLimit }
      if (this.#id === undefined && this.#runnerName.trim()) {
        const matches = onRunner(read.jobs, this.#runnerName)
        if (matches.length === 1) this.#id = matches[0]?.id
      }
      return { outcome: 'jobs', jobs: read.jobs, ownJobId: this.#id, rateLimit: read.rateLimit }
    })
  }

  async #getJob(id: number): Promise<JobResponse> {
    const key = `job ${id}`
    const answer = await this.#api.get(JOB_ROUTE, { ...this.#api.repo, job_id: id }, key)
    if (answer.outcome === 'not-modified') return { ...answer, etag: this.#api.etag(key) }
    const parsed = parseJob(await this.#api.json(answer.reply))
    if (!parsed.ok) throw unusableAnswer(this.#api.request, parsed.problem)
    this.#api.remember(key, answer.reply.headers)
    return {
      outcome: 'job',
      job: parsed.job,
      etag: this.#api.etag(key),
      rateLimit: readRateLimit(answer.reply.headers),
    }
  }

  /**
   * Finds the job running on this runner among the run attempt's jobs, reading pages until one holds it. Its
   * id is read directly from then on.
   */
  async #find(): Promise<JobResponse> {
    const runner = this.#runnerName
    if (!runner.trim()) {
      const { runId } = runAttempt()
      return failed(
        new GitHubNoMatchError(`RUNNER_NAME is empty: this job cannot be told among run ${runId}'s jobs`),
      )
    }
    const read = await this.#run.read({
      conditional: false,
      until: (page) => onRunner(page, runner).length > 0,
    })
    const matches = onRunner(read.last, runner)
    const { runId, attempt } = runAttempt()
    if (matches.length > 1) {
      return failed(
        new GitHubNoMatchError(
          `${matches.length} in-progress jobs of run ${runId} attempt ${attempt} ran on runner "${runner}": cannot tell which is this one`,
        ),
      )
    }
    const [found] = matches
    // The listing's ETag is not the job's: the first read by id asks unconditionally.
    if (found) return { outcome: 'job', job: found, etag: undefined, rateLimit: read.rateLimit }
    const within = read.more ? ` in the first ${MAX_PAGES} pages` : ''
    return failed(
      new GitHubNoMatchError(
        `No in-progress job of run ${runId} attempt ${attempt} ran on runner "${runner}" (${read.jobs.length} jobs listed${within})`,
      ),
    )
  }
}

function failed(error: GitHubReadError): FailedRead {
  return { outcome: 'error', error }
}
