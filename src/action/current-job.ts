import { type JobAnswer, JobsApiClient, type RunnerJobQuery } from '../github/jobs-api.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'

export interface CurrentJobOptions {
  /** Per read, the body included. Default the jobs API client's. */
  readonly timeoutMs?: number
  /** Told why there is no job to read when the API URL or the repository cannot be used. */
  readonly onUnusable?: (problem: string) => void
}

/**
 * The job this step runs in, as the jobs API shows it. Its id comes from `job.check_run_id`; where that is
 * empty (older GitHub Enterprise Server) the job is found once among the run's jobs by this runner's name.
 * Reads are conditional on the last answer's ETag, so an unchanged job costs nothing against the rate limit.
 */
export class CurrentJob {
  readonly #api: JobsApiClient
  readonly #query: RunnerJobQuery
  #id: number | undefined
  #etag: string | undefined

  private constructor(api: JobsApiClient, id: number | undefined, query: RunnerJobQuery) {
    this.#api = api
    this.#id = id
    this.#query = query
  }

  /**
   * Undefined when step tracking is off, has no token to read with, or cannot use the API's URL or the
   * repository (`onUnusable` is told why: over plain http to another host, the token would travel in clear).
   */
  static of(inputs: Inputs, context: RunContext, options: CurrentJobOptions = {}): CurrentJob | undefined {
    const { timeoutMs, onUnusable } = options
    if (!inputs.trackSteps || !inputs.githubToken) return undefined
    try {
      const api = new JobsApiClient({
        apiUrl: context.apiUrl,
        repository: context.repository,
        token: inputs.githubToken,
        userAgent: USER_AGENT,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
      })
      const id = /^\d+$/.test(inputs.jobId) ? Number(inputs.jobId) : undefined
      const query = {
        runId: Number(context.runId),
        attempt: Number(context.runAttempt),
        runnerName: context.runnerName,
      }
      return new CurrentJob(api, id, query)
    } catch (error) {
      // An API URL or repository the client cannot use: there is no job to read.
      onUnusable?.((error as Error).message)
      return undefined
    }
  }

  async read(): Promise<JobAnswer> {
    try {
      const answer =
        this.#id === undefined
          ? await this.#api.findRunnerJob(this.#query)
          : await this.#api.getJob(this.#id, this.#etag)
      if (answer.outcome !== 'error') this.#etag = answer.etag
      if (answer.outcome === 'job') this.#id = answer.job.id
      return answer
    } catch (error) {
      // The client throws only for ids it cannot use (a run id that is not a number, say).
      return { outcome: 'error', error: { kind: 'malformed', message: (error as Error).message } }
    }
  }
}
