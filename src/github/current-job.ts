import { context } from '@actions/github'
import { deadline } from '../net/deadline.js'
import { classifyNetworkError } from '../net/network-error.js'
import { redact } from '../net/redact.js'
import { parseRetryAfter } from '../net/retry-after.js'
import { seconds } from '../net/seconds.js'
import { ForeignOriginError, type GitHubClient, githubClient, JOBS_PER_PAGE } from './client.js'
import { isRecord, type Job, parseJob } from './job.js'

/** The REST API version every request asks for. */
export const GITHUB_API_VERSION = '2022-11-28'

/** A job with many steps is a few KiB; anything near this is not a job. */
export const MAX_ANSWER_BYTES = 1024 * 1024

export const DEFAULT_TIMEOUT_MS = 10_000

const JOB_ROUTE = 'GET /repos/{owner}/{repo}/actions/jobs/{job_id}'
const RUN_ATTEMPT_JOBS_ROUTE =
  'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs'

// A run has at most 256 jobs per matrix; 10 pages of 100 covers any run we could be part of.
const MAX_PAGES = 10

// GitHub's advice when a secondary rate limit names no time: "wait for at least one minute before retrying"
// (docs.github.com, rest/using-the-rest-api/rate-limits-for-the-rest-api, "Exceeding the rate limit").
const SECONDARY_LIMIT_WAIT_MS = 60_000

/** The primary rate limit as the answer's x-ratelimit-* headers told it; each field undefined when absent. */
export interface RateLimit {
  readonly limit: number | undefined
  readonly remaining: number | undefined
  readonly used: number | undefined
  /** When the window resets, in epoch milliseconds (x-ratelimit-reset is in epoch seconds). */
  readonly resetAt: number | undefined
}

/** Why a read gave no job. `message` is for logs: it names the request and never carries the token. */
export type JobReadError =
  /** HTTP 403 "Resource not accessible by integration": the token lacks `actions: read`. */
  | { readonly kind: 'no-permission'; readonly status: number; readonly message: string }
  /** HTTP 429, or 403 with x-ratelimit-remaining 0, a Retry-After or a rate-limit message. */
  | {
      readonly kind: 'rate-limited'
      readonly status: number
      /** How long to wait before the next request: Retry-After, else until x-ratelimit-reset, else 60 s. */
      readonly retryAfterMs: number
      readonly rateLimit: RateLimit
      readonly message: string
    }
  | { readonly kind: 'not-found'; readonly status: number; readonly message: string }
  | { readonly kind: 'server-error'; readonly status: number; readonly message: string }
  /** Any other status (401, another 403, a redirect, which is never followed so the token stays put, ...). */
  | { readonly kind: 'unexpected-status'; readonly status: number; readonly message: string }
  /** No answer: `code` is Node's or undici's, e.g. ECONNREFUSED. */
  | { readonly kind: 'network'; readonly code: string; readonly message: string }
  | { readonly kind: 'timeout'; readonly message: string }
  /** An answer that is not the JSON expected: not JSON, too large, a field missing or of the wrong type. */
  | { readonly kind: 'malformed'; readonly message: string }
  /** The run attempt lists no single in-progress job on this runner (yet). Only while the job is looked for. */
  | { readonly kind: 'no-match'; readonly message: string }

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
  | { readonly outcome: 'error'; readonly error: JobReadError }

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
  | { readonly outcome: 'error'; readonly error: JobReadError }

export interface CurrentJobOptions {
  /** A token that can read the repository's Actions (`actions: read`). */
  readonly token: string
  /** `job.check_run_id` as the runner gives it; empty (older GitHub Enterprise Server): found by runner. */
  readonly jobId?: string
  /** RUNNER_NAME. Never GITHUB_JOB: that is the YAML key, not the display name, and not unique in matrices. */
  readonly runnerName: string
  /** Per read, every page and body included. Default 10 s. */
  readonly timeoutMs?: number
  /** Put before Octokit's own User-Agent, to name the product that asks. */
  readonly userAgent?: string
  /** Told why there is no job to read when the API URL or the repository cannot be used. */
  readonly onUnusable?: (problem: string) => void
}

type Headers = Readonly<Record<string, string | number | undefined>>
/** What Octokit resolves with; with parseSuccessResponseBody off, `data` is the body still unread. */
interface RawResponse {
  readonly status: number
  readonly headers: Headers
  readonly data: unknown
}

/**
 * The job this step runs in, as the jobs API shows it, read through the toolkit's Octokit pinned to the API's
 * origin (githubClient): its base URL (GHES) and proxy come from the environment as for every other action,
 * and `context` names the repository
 * and the run. The job's id comes from `job.check_run_id`; where that is empty the job is found once among
 * the run attempt's jobs by this runner's name. Reads are conditional on the last ETag, so an unchanged job
 * costs nothing against the rate limit. A read never rejects for anything the network or the server does:
 * every outcome is a JobResponse.
 */
export class CurrentJob {
  readonly #octokit: GitHubClient
  readonly #repo: { readonly owner: string; readonly repo: string }
  readonly #token: string
  readonly #runnerName: string
  readonly #timeoutMs: number
  /** The only origin the token is sent to. */
  readonly #origin: string
  #id: number | undefined
  /** The last ETag of each thing read (a job by its id, a page of the run's jobs), so that reading it again costs nothing while it has not changed. */
  readonly #etags = new Map<string, string>()
  /** The run's jobs, page by page, as last read: a page answered 304 is the one kept. */
  readonly #pages = new Map<number, { readonly jobs: readonly Job[]; readonly more: boolean }>()
  /** The read under way: reads take turns, as they share the deadline and the request named in messages. */
  #reading: Promise<unknown> = Promise.resolve()
  #signal: AbortSignal | undefined
  #request = 'GET'

  private constructor(options: CurrentJobOptions) {
    this.#octokit = githubClient(options.token, {
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
      // Octokit's other hooks (the token's among them) see the same options afterwards: changed in place.
      beforeRequest: (request, target) => {
        this.#request = `${request.method} ${target.pathname}${target.search}`
        request.headers = { ...request.headers, 'x-github-api-version': GITHUB_API_VERSION }
        request.request = {
          ...request.request,
          signal: this.#signal,
          // A redirect is an answer to report, not to follow: the token stays with the API.
          redirect: 'manual',
          // Bodies are read here, with a bound: nothing about an answer is trusted, its size included.
          parseSuccessResponseBody: false,
        }
      },
    })
    this.#origin = new URL(String(this.#octokit.request.endpoint.DEFAULTS.baseUrl)).origin
    this.#repo = repository()
    this.#token = options.token
    this.#runnerName = options.runnerName
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
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
  read(timeoutMs = this.#timeoutMs): Promise<JobResponse> {
    return this.#take(async () => {
      const answer = this.#id === undefined ? await this.#find() : await this.#getJob(this.#id)
      if (answer.outcome === 'job') this.#id = answer.job.id
      return answer
    }, timeoutMs)
  }

  /** Another job of the run, by its id (the job that sends the run's updates, say). */
  readJob(id: number): Promise<JobResponse> {
    return this.#take(() => this.#getJob(id))
  }

  /**
   * The run attempt's jobs, 100 a page, each page conditional on its last ETag: while no job of the run
   * changes, a read costs nothing against the rate limit. This job is the one `job.check_run_id` names, or
   * the one in progress on this runner.
   */
  readRun(): Promise<RunResponse> {
    return this.#take(() => this.#readRun())
  }

  /** Runs one read at a time, within its deadline; whatever the network or the server does becomes an answer. */
  #take<T extends JobResponse | RunResponse>(
    read: () => Promise<T>,
    timeoutMs = this.#timeoutMs,
  ): Promise<T | { outcome: 'error'; error: JobReadError }> {
    const answer = this.#reading.then(async () => {
      const readDeadline = deadline(timeoutMs)
      this.#signal = readDeadline.signal
      this.#request = 'GET'
      try {
        return await read()
      } catch (error) {
        const failure = this.#failure(error, readDeadline.signal, timeoutMs)
        return {
          outcome: 'error' as const,
          error: { ...failure, message: redact(failure.message, [this.#token]) },
        }
      } finally {
        readDeadline.clear()
        this.#signal = undefined
      }
    })
    this.#reading = answer
    return answer
  }

  async #getJob(id: number): Promise<JobResponse> {
    const key = `job ${id}`
    const answer = await this.#conditional(JOB_ROUTE, { job_id: id }, key)
    if (answer.outcome === 'not-modified') return { ...answer, etag: this.#etags.get(key) }
    const parsed = parseJob(await this.#json(answer.reply))
    if (!parsed.ok) throw new ReadFailure(malformed(this.#request, parsed.problem))
    this.#remember(key, answer.reply.headers)
    return {
      outcome: 'job',
      job: parsed.job,
      etag: this.#etags.get(key),
      rateLimit: readRateLimit(answer.reply.headers),
    }
  }

  async #readRun(): Promise<RunResponse> {
    const { runId } = context
    const attempt = Number.isSafeInteger(context.runAttempt) ? context.runAttempt : 1
    if (!Number.isSafeInteger(runId) || runId < 1 || attempt < 1) {
      const message = `GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT name no run attempt (${runId}, ${attempt}): the run's jobs cannot be read`
      return { outcome: 'error', error: { kind: 'malformed', message } }
    }
    let changed = false
    let rateLimit: RateLimit | undefined
    const jobs: Job[] = []
    for (let page = 1; page <= MAX_PAGES; page++) {
      const key = `run page ${page}`
      const answer = await this.#conditional(
        RUN_ATTEMPT_JOBS_ROUTE,
        { run_id: runId, attempt_number: attempt, per_page: JOBS_PER_PAGE, page },
        key,
      )
      rateLimit = answer.outcome === 'not-modified' ? answer.rateLimit : readRateLimit(answer.reply.headers)
      let read = this.#pages.get(page)
      if (answer.outcome === 'fresh' || !read) {
        const reply = answer.outcome === 'fresh' ? answer.reply : undefined
        // Only a page read before can be unchanged: its ETag is kept with it.
        if (!reply) throw new ReadFailure(malformed(this.#request, `page ${page} unchanged, never read`))
        const json = await this.#json(reply)
        const listed = isRecord(json) ? json.jobs : undefined
        if (!Array.isArray(listed)) throw new ReadFailure(malformed(this.#request, 'jobs is not an array'))
        const parsed = listed.map((job) => parseJob(job))
        const problem = parsed.find((result) => !result.ok)
        if (problem && !problem.ok) throw new ReadFailure(malformed(this.#request, problem.problem))
        read = {
          jobs: parsed.flatMap((result) => (result.ok ? [result.job] : [])),
          more: /rel="?next/i.test(String(header(reply.headers, 'link') ?? '')),
        }
        this.#pages.set(page, read)
        this.#remember(key, reply.headers)
        changed = true
      }
      jobs.push(...read.jobs)
      if (!read.more) break
    }
    if (!changed) return { outcome: 'not-modified', rateLimit: rateLimit as RateLimit }
    if (this.#id === undefined) {
      const runner = this.#runnerName
      const matches = jobs.filter((job) => job.runnerName === runner && job.status === 'in_progress')
      if (runner.trim() && matches.length === 1) this.#id = matches[0]?.id
    }
    return { outcome: 'jobs', jobs, ownJobId: this.#id, rateLimit: rateLimit as RateLimit }
  }

  /** A GET conditional on the last ETag under `key`: the answer to read, or 304. */
  async #conditional(
    route: string,
    parameters: Record<string, unknown>,
    key: string,
  ): Promise<
    | { readonly outcome: 'fresh'; readonly reply: RawResponse }
    | { readonly outcome: 'not-modified'; readonly rateLimit: RateLimit }
  > {
    const etag = this.#etags.get(key)
    try {
      const reply: RawResponse = await this.#octokit.request(route, {
        ...this.#repo,
        ...parameters,
        headers: etag ? { 'if-none-match': etag } : {},
      })
      return { outcome: 'fresh', reply }
    } catch (error) {
      // Octokit raises a 304 as an error; for a conditional request it is the cheapest answer there is.
      if (!isHttpError(error) || error.status !== 304) throw error
      const { headers } = error.response
      this.#remember(key, headers)
      return { outcome: 'not-modified', rateLimit: readRateLimit(headers) }
    }
  }

  #remember(key: string, headers: Headers): void {
    const etag = header(headers, 'etag')
    if (etag) this.#etags.set(key, etag)
  }

  /**
   * Finds the job running on this runner: the run attempt's jobs, 100 a page, the one whose runner_name is
   * this runner's and whose status is in_progress. Stops at the first page that holds a match. Its id is
   * read directly from then on.
   */
  async #find(): Promise<JobResponse> {
    const { runId } = context
    // GITHUB_RUN_ATTEMPT came later than GITHUB_RUN_ID; without it the run has had one attempt.
    const attempt = Number.isSafeInteger(context.runAttempt) ? context.runAttempt : 1
    if (!Number.isSafeInteger(runId) || runId < 1 || attempt < 1) {
      const message = `GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT name no run attempt (${runId}, ${attempt}): this job cannot be looked for among its run's jobs`
      return failed({ kind: 'malformed', message })
    }
    const runner = this.#runnerName
    if (!runner.trim()) {
      return failed({
        kind: 'no-match',
        message: `RUNNER_NAME is empty: this job cannot be told among run ${runId}'s jobs`,
      })
    }
    const pages = this.#octokit.paginate.iterator(RUN_ATTEMPT_JOBS_ROUTE, {
      ...this.#repo,
      run_id: runId,
      attempt_number: attempt,
      per_page: JOBS_PER_PAGE,
    })
    let listed = 0
    let page = 0
    let more = false
    for await (const reply of pages) {
      page += 1
      const json = await this.#json(reply as RawResponse)
      const jobs = isRecord(json) ? json.jobs : undefined
      if (!Array.isArray(jobs)) throw new ReadFailure(malformed(this.#request, 'jobs is not an array'))
      listed += jobs.length
      const matches = jobs.filter(
        (job) => isRecord(job) && job.runner_name === runner && job.status === 'in_progress',
      )
      if (matches.length > 1) {
        return failed({
          kind: 'no-match',
          message: `${matches.length} in-progress jobs of run ${runId} attempt ${attempt} ran on runner "${runner}": cannot tell which is this one`,
        })
      }
      if (matches.length === 1) {
        const parsed = parseJob(matches[0])
        if (!parsed.ok) throw new ReadFailure(malformed(this.#request, parsed.problem))
        // The listing's ETag is not the job's: the first read by id asks unconditionally.
        return { outcome: 'job', job: parsed.job, etag: undefined, rateLimit: readRateLimit(reply.headers) }
      }
      more = /rel="?next/i.test(String(header(reply.headers, 'link') ?? ''))
      if (page === MAX_PAGES) break
    }
    const within = more ? ` in the first ${MAX_PAGES} pages` : ''
    return failed({
      kind: 'no-match',
      message: `No in-progress job of run ${runId} attempt ${attempt} ran on runner "${runner}" (${listed} jobs listed${within})`,
    })
  }

  /** The JSON of a 200 answer whose body Octokit left unread; any other status is refused. */
  async #json(reply: RawResponse): Promise<unknown> {
    if (reply.status !== 200) {
      await cancel(reply.data)
      throw new ReadFailure(refusal(this.#request, reply.status, reply.headers, undefined, this.#origin))
    }
    const body = await readBounded(reply.data, MAX_ANSWER_BYTES)
    if (body === undefined) {
      throw new ReadFailure(
        malformed(this.#request, `the answer is larger than ${MAX_ANSWER_BYTES / 1024} KiB`),
      )
    }
    // GitHub does not echo tokens, but nothing read from an answer (a field quoted in a problem) may carry it
    // on into a log: scrub it before anything is parsed.
    const text = redact(body, [this.#token])
    try {
      return JSON.parse(text)
    } catch {
      throw new ReadFailure(malformed(this.#request, `the answer is not JSON (${text.length} characters)`))
    }
  }

  #failure(error: unknown, signal: AbortSignal, timeoutMs: number): JobReadError {
    if (signal.aborted) {
      return { kind: 'timeout', message: `${this.#request}: no answer within ${seconds(timeoutMs)}` }
    }
    if (error instanceof ReadFailure) return error.failure
    if (error instanceof ForeignOriginError) {
      return malformed(this.#request, `the next page is on another host (${error.host}); not followed`)
    }
    if (isHttpError(error)) {
      const { status, headers, data } = error.response
      return refusal(this.#request, status, headers, errorMessage(data), this.#origin)
    }
    const { code, description } = classifyNetworkError(error)
    const host = new URL(this.#origin).host
    return {
      kind: 'network',
      code,
      message: `${this.#request}: could not reach ${host}: ${description} (${code})`,
    }
  }
}

/** A classified failure, carried out of Octokit's calls (and its paginator) to the read that catches it. */
class ReadFailure extends Error {
  constructor(readonly failure: JobReadError) {
    super(failure.message)
  }
}

interface HttpError {
  readonly status: number
  readonly response: RawResponse
}

// Octokit's RequestError, told by its shape: it is one only when an answer came (a network failure is a
// RequestError too, with status 500 and no response).
function isHttpError(error: unknown): error is HttpError {
  if (!(error instanceof Error)) return false
  const { status, response } = error as Partial<HttpError>
  return typeof status === 'number' && isRecord(response) && typeof response.status === 'number'
}

/** What a non-200, non-304 answer means. */
function refusal(request: string, status: number, headers: Headers, said = '', origin: string): JobReadError {
  const message = `${request}: HTTP ${status}${said ? `: ${said}` : ''}`
  const rateLimit = readRateLimit(headers)
  const retryAfterMs = parseRetryAfter(header(headers, 'retry-after'))
  // Rate limits come as 429 or 403 (docs: "Exceeding the rate limit"); tell them from a missing permission.
  const limited =
    status === 429 ||
    (status === 403 && (rateLimit.remaining === 0 || retryAfterMs !== undefined || /rate limit/i.test(said)))
  if (limited) {
    const resetMs =
      rateLimit.remaining === 0 && rateLimit.resetAt !== undefined
        ? rateLimit.resetAt - Date.now()
        : undefined
    const wait = Math.max(0, retryAfterMs ?? resetMs ?? SECONDARY_LIMIT_WAIT_MS)
    return {
      kind: 'rate-limited',
      status,
      retryAfterMs: wait,
      rateLimit,
      message: `${message} (wait ${Math.ceil(wait / 1000)} s)`,
    }
  }
  if (status === 403 && /resource not accessible by integration/i.test(said)) {
    return {
      kind: 'no-permission',
      status,
      message: `${message}: the token needs the actions: read permission`,
    }
  }
  if (status === 404) return { kind: 'not-found', status, message }
  if (status >= 500) return { kind: 'server-error', status, message }
  if (status >= 300 && status < 400) {
    const host = new URL(origin).host
    return {
      kind: 'unexpected-status',
      status,
      message: `${message} (redirect not followed: the token stays with ${host})`,
    }
  }
  return { kind: 'unexpected-status', status, message }
}

function malformed(request: string, problem: string): JobReadError {
  return { kind: 'malformed', message: `${request}: unusable answer: ${problem}` }
}

function failed(error: JobReadError): JobResponse {
  return { outcome: 'error', error }
}

/**
 * GitHub's error JSON carries `message`; a proxy's page does not. Octokit decodes JSON answers and hands
 * others over as text. Clipped: it goes into logs.
 */
function errorMessage(data: unknown): string {
  let json = data
  if (typeof data === 'string') {
    try {
      json = JSON.parse(data)
    } catch {
      return ''
    }
  }
  const message = isRecord(json) && typeof json.message === 'string' ? json.message.trim() : ''
  return message.length > 200 ? `${message.slice(0, 200)}…` : message
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name]
  return value === undefined ? undefined : String(value)
}

function readRateLimit(headers: Headers): RateLimit {
  const reset = headerInteger(headers, 'x-ratelimit-reset')
  return {
    limit: headerInteger(headers, 'x-ratelimit-limit'),
    remaining: headerInteger(headers, 'x-ratelimit-remaining'),
    used: headerInteger(headers, 'x-ratelimit-used'),
    resetAt: reset === undefined ? undefined : reset * 1000,
  }
}

function headerInteger(headers: Headers, name: string): number | undefined {
  const value = header(headers, name)?.trim()
  return value && /^\d+$/.test(value) ? Number(value) : undefined
}

interface WebStream {
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> }
  cancel(): Promise<void>
}

function isWebStream(value: unknown): value is WebStream {
  return typeof value === 'object' && value !== null && typeof (value as WebStream).getReader === 'function'
}

/** The body as text, or undefined once it grows past `limit` bytes (the rest is never read). */
async function readBounded(body: unknown, limit: number): Promise<string | undefined> {
  if (!isWebStream(body)) return typeof body === 'string' ? body : ''
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value?.byteLength ?? 0
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}

async function cancel(body: unknown): Promise<void> {
  if (isWebStream(body)) await body.cancel().catch(() => {})
}

/** `context.repo`, from GITHUB_REPOSITORY (or the event's repository), checked for the owner/name shape. */
function repository(): { owner: string; repo: string } {
  let repo: { owner: string; repo: string }
  try {
    repo = context.repo
  } catch {
    throw new TypeError('GITHUB_REPOSITORY is not set: there is no repository to read the job from')
  }
  if (![repo.owner, repo.repo].every((part) => typeof part === 'string' && /^[A-Za-z0-9._-]+$/.test(part))) {
    throw new TypeError(
      `repository must be owner/name, got ${JSON.stringify(process.env.GITHUB_REPOSITORY ?? '')}`,
    )
  }
  return repo
}
