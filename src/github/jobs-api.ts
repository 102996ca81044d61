import { type Answer, type AnswerHeaders, exchange } from '../http/exchange.js'
import { isLoopback } from '../http/loopback.js'
import { classifyNetworkError } from '../http/network-error.js'
import { parseRetryAfter } from '../http/retry.js'
import { isRecord, type Job, parseJob } from './job.js'

/** The REST API version every request asks for. */
export const GITHUB_API_VERSION = '2022-11-28'

/** A job with many steps is a few KiB; anything near this is not a job. */
export const MAX_ANSWER_BYTES = 1024 * 1024

export const DEFAULT_TIMEOUT_MS = 10_000

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

/** Why a request gave no job. `message` is for logs: it names the request and never carries the token. */
export type JobsApiError =
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
  /** The run attempt lists no single in-progress job on this runner (yet). Only from findRunnerJob. */
  | { readonly kind: 'no-match'; readonly message: string }

export type JobAnswer =
  | {
      readonly outcome: 'job'
      readonly job: Job
      /** Send it back as `etag` on the next getJob, so an unchanged job costs nothing. */
      readonly etag: string | undefined
      readonly rateLimit: RateLimit
    }
  /** 304: the job is as it was. Free against the primary rate limit. `etag` is the one to send next time. */
  | { readonly outcome: 'not-modified'; readonly etag: string | undefined; readonly rateLimit: RateLimit }
  | { readonly outcome: 'error'; readonly error: JobsApiError }

export interface JobsApiOptions {
  /** GITHUB_API_URL: https://api.github.com, or e.g. https://ghes.example/api/v3 on Enterprise Server. */
  readonly apiUrl: string
  /** GITHUB_REPOSITORY: `owner/name`. */
  readonly repository: string
  /** A token that can read the repository's Actions (`actions: read`). */
  readonly token: string
  /** GitHub requires one; the caller names its product. */
  readonly userAgent: string
  /** Per request, the body included. Default 10 s. */
  readonly timeoutMs?: number
}

/** Which job to find when `job.check_run_id` is not available (older GitHub Enterprise Server). */
export interface RunnerJobQuery {
  /** GITHUB_RUN_ID */
  readonly runId: number
  /** GITHUB_RUN_ATTEMPT */
  readonly attempt: number
  /** RUNNER_NAME. Never GITHUB_JOB: that is the YAML key, not the display name, and not unique in matrices. */
  readonly runnerName: string
}

/**
 * Reads jobs from the GitHub Actions REST API. Knows nothing of the service the job is reported to. Calls
 * never reject for anything the network or the server does: every outcome is a JobAnswer. They reject with a
 * TypeError only for arguments that cannot be right (a job id that is not a positive whole number), as the
 * constructor throws one for options that cannot be.
 */
export class JobsApiClient {
  readonly #base: URL
  readonly #repoPath: string
  readonly #token: string
  readonly #userAgent: string
  readonly #timeoutMs: number

  constructor(options: JobsApiOptions) {
    this.#base = apiBase(options.apiUrl)
    this.#repoPath = repositoryPath(options.repository)
    if (!options.token.trim()) throw new TypeError('GitHub token is empty')
    if (!options.userAgent.trim()) throw new TypeError('User-Agent is empty')
    this.#token = options.token
    this.#userAgent = options.userAgent
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  }

  /** `GET /repos/{owner}/{repo}/actions/jobs/{jobId}`, conditional on `etag` when given. */
  async getJob(jobId: number, etag?: string): Promise<JobAnswer> {
    checkId('job id', jobId)
    const url = this.#url(`${this.#repoPath}/actions/jobs/${jobId}`)
    const reply = await this.#get(url, etag)
    if ('kind' in reply) return failed(reply)
    const rateLimit = readRateLimit(reply.headers)
    const responseEtag = reply.headers.get('etag') ?? undefined
    if (reply.status === 304) return { outcome: 'not-modified', etag: responseEtag ?? etag, rateLimit }
    const json = decodeJson(url, reply)
    if ('kind' in json) return failed(json)
    const parsed = parseJob(json.value)
    if (!parsed.ok) return failed(malformed(url, parsed.problem))
    return { outcome: 'job', job: parsed.job, etag: responseEtag, rateLimit }
  }

  /**
   * Finds the job running on this runner: lists the run attempt's jobs (100 per page, following
   * Link rel="next") and picks the one whose runner_name is `runnerName` and status is in_progress. Stops at
   * the first page that holds a match. The caller keeps the job's id and polls getJob from then on.
   */
  async findRunnerJob(query: RunnerJobQuery): Promise<JobAnswer> {
    checkId('run id', query.runId)
    checkId('run attempt', query.attempt)
    if (!query.runnerName.trim()) throw new TypeError('runner name is empty')
    let url = this.#url(`${this.#repoPath}/actions/runs/${query.runId}/attempts/${query.attempt}/jobs`)
    url.searchParams.set('per_page', '100')
    let listed = 0
    for (let page = 1; ; page++) {
      const reply = await this.#get(url)
      if ('kind' in reply) return failed(reply)
      const json = decodeJson(url, reply)
      if ('kind' in json) return failed(json)
      const jobs = isRecord(json.value) ? json.value.jobs : undefined
      if (!Array.isArray(jobs)) return failed(malformed(url, 'jobs is not an array'))
      listed += jobs.length
      const matches = jobs.filter(
        (job) => isRecord(job) && job.runner_name === query.runnerName && job.status === 'in_progress',
      )
      if (matches.length > 1) {
        return failed({
          kind: 'no-match',
          message: `${matches.length} in-progress jobs of run ${query.runId} attempt ${query.attempt} ran on runner "${query.runnerName}": cannot tell which is this one`,
        })
      }
      if (matches.length === 1) {
        const parsed = parseJob(matches[0])
        if (!parsed.ok) return failed(malformed(url, parsed.problem))
        return {
          outcome: 'job',
          job: parsed.job,
          etag: undefined,
          rateLimit: readRateLimit(reply.headers),
        }
      }
      const next = nextPage(reply.headers.get('link'), url)
      if (next === undefined || page === MAX_PAGES) {
        const more = next === undefined ? '' : ` in the first ${MAX_PAGES} pages`
        return failed({
          kind: 'no-match',
          message: `No in-progress job of run ${query.runId} attempt ${query.attempt} ran on runner "${query.runnerName}" (${listed} jobs listed${more})`,
        })
      }
      // The token goes with every request: follow pagination only on the API's own origin.
      if (next.origin !== this.#base.origin) {
        return failed(malformed(url, `the next page is on another host (${next.host}); not followed`))
      }
      url = next
    }
  }

  #url(path: string): URL {
    const url = new URL(this.#base)
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`
    return url
  }

  /** One GET. Returns the answer with its body read (bounded), or the error that kept it from coming. */
  async #get(url: URL, etag?: string): Promise<Answer | JobsApiError> {
    const controller = new AbortController()
    // A timer of our own, not AbortSignal.timeout: it covers the body too, and fake timers can drive it.
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs)
    try {
      const answer = await exchange(url, {
        method: 'GET',
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${this.#token}`,
          'user-agent': this.#userAgent,
          'x-github-api-version': GITHUB_API_VERSION,
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        signal: controller.signal,
        maxBodyBytes: MAX_ANSWER_BYTES,
      })
      const reply = { ...answer, text: this.#redact(answer.text) }
      const { status } = reply
      return status === 304 || (status >= 200 && status < 300) ? reply : refusal(url, reply)
    } catch (error) {
      if (controller.signal.aborted) {
        return { kind: 'timeout', message: `${request(url)}: no answer within ${this.#timeoutMs / 1000} s` }
      }
      const failure = classifyNetworkError(error)
      return {
        kind: 'network',
        code: failure.code,
        message: `${request(url)}: could not reach ${url.host}: ${failure.description} (${failure.code})`,
      }
    } finally {
      clearTimeout(timer)
    }
  }

  // GitHub does not echo tokens, but nothing read from an answer (an error text from a proxy or a broken
  // server, a field quoted in a problem) may carry it on into a log: scrub it before anything is parsed.
  #redact(text: string): string {
    return text.split(this.#token).join('***')
  }
}

/** What a non-2xx, non-304 answer means. */
function refusal(url: URL, { status, headers, text }: Answer): JobsApiError {
  const said = errorMessage(text)
  const message = `${request(url)}: HTTP ${status}${said ? `: ${said}` : ''}`
  const rateLimit = readRateLimit(headers)
  const retryAfterMs = parseRetryAfter(headers.get('retry-after'))
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
    return {
      kind: 'unexpected-status',
      status,
      message: `${message} (redirect not followed: the token stays with ${url.host})`,
    }
  }
  return { kind: 'unexpected-status', status, message }
}

function decodeJson(url: URL, { text, oversized }: Answer): { readonly value: unknown } | JobsApiError {
  if (oversized) return malformed(url, `the answer is larger than ${MAX_ANSWER_BYTES / 1024} KiB`)
  try {
    return { value: JSON.parse(text) }
  } catch {
    return malformed(url, `the answer is not JSON (${text.length} characters)`)
  }
}

function malformed(url: URL, problem: string): JobsApiError {
  return { kind: 'malformed', message: `${request(url)}: unusable answer: ${problem}` }
}

function failed(error: JobsApiError): JobAnswer {
  return { outcome: 'error', error }
}

function request(url: URL): string {
  return `GET ${url.pathname}${url.search}`
}

/** GitHub's error JSON carries `message`; a proxy's page does not. Clipped: it goes into logs. */
function errorMessage(text: string): string {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return ''
  }
  const message = isRecord(json) && typeof json.message === 'string' ? json.message.trim() : ''
  return message.length > 200 ? `${message.slice(0, 200)}…` : message
}

function readRateLimit(headers: AnswerHeaders): RateLimit {
  const reset = headerInteger(headers, 'x-ratelimit-reset')
  return {
    limit: headerInteger(headers, 'x-ratelimit-limit'),
    remaining: headerInteger(headers, 'x-ratelimit-remaining'),
    used: headerInteger(headers, 'x-ratelimit-used'),
    resetAt: reset === undefined ? undefined : reset * 1000,
  }
}

function headerInteger(headers: AnswerHeaders, name: string): number | undefined {
  const value = headers.get(name)?.trim()
  return value && /^\d+$/.test(value) ? Number(value) : undefined
}

/** The rel="next" target of a Link header (RFC 8288), resolved against the page it came with. */
function nextPage(link: string | null, current: URL): URL | undefined {
  for (const [, target, params] of (link ?? '').matchAll(/<([^>]*)>([^<]*)/g)) {
    const rel = /;\s*rel\s*=\s*"?([^";,]*)/i.exec(params ?? '')?.[1] ?? ''
    if (rel.toLowerCase().split(/\s+/).includes('next')) {
      try {
        return new URL(target ?? '', current)
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

function apiBase(apiUrl: string): URL {
  let url: URL
  try {
    url = new URL(apiUrl)
  } catch {
    throw new TypeError(
      `GitHub API URL is not a valid URL: ${JSON.stringify(apiUrl)} (expected e.g. https://api.github.com)`,
    )
  }
  // The token goes with every request: over plain http only to this machine, never across a network.
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new TypeError(
      `GitHub API URL must use https:// (http:// is allowed only for localhost), got http://${url.host}: the token would travel in clear`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`GitHub API URL must use https://, got ${url.protocol}//`)
  }
  if (url.username || url.password)
    throw new TypeError('GitHub API URL must not contain a user name or password')
  if (url.search || url.hash) throw new TypeError('GitHub API URL must not contain a query or fragment')
  return url
}

function repositoryPath(repository: string): string {
  const parts = repository.split('/')
  if (parts.length !== 2 || parts.some((part) => !/^[A-Za-z0-9._-]+$/.test(part))) {
    throw new TypeError(`repository must be owner/name, got ${JSON.stringify(repository)}`)
  }
  return `/repos/${parts[0]}/${parts[1]}`
}

function checkId(what: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new TypeError(`${what} must be a whole number of 1 or more, got ${String(value)}`)
  }
}
