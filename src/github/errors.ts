// What can go wrong reading the GitHub API, in one vocabulary for every reader of it (this job, the run's jobs,
// the history, a matrix's legs): each failure a class of its own with a `kind`, as undici gives each of its errors
// a class and a code, and one reading of what an answer or an error means (`failureOf`), so that no two readers
// can take one answer for two different things. Messages name the request and never carry the token.
import { classifyNetworkError } from '../net/network-error.js'
import { parseRetryAfter } from '../net/retry-after.js'
import { ForeignOriginError } from './client.js'
import { isRecord } from './job.js'
import { type AnswerHeaders, header, type RateLimit, readRateLimit } from './rate-limit.js'

/** Every failure a read of the GitHub API can end in, told apart by `kind`. */
export type GitHubReadError =
  | GitHubPermissionError
  | GitHubRateLimitError
  | GitHubNotFoundError
  | GitHubServerError
  | GitHubStatusError
  | GitHubNetworkError
  | GitHubTimeoutError
  | GitHubAnswerError
  | GitHubNoMatchError

/** Base of every failure of a read. Its message is for logs: it names the request, never the token. */
export abstract class GitHubError extends Error {
  override name = 'GitHubError'
  abstract readonly kind: GitHubReadError['kind']

  /** With its message, which Error keeps out of JSON: a failure is kept and logged as data. */
  toJSON(): object {
    return { ...this, message: this.message }
  }
}

/**
 * A permission of the workflow's token (its `permissions:`) that an endpoint needs: the Actions API's reads need
 * `actions: read`, a check run's annotations `checks: read` (docs.github.com, "List check run annotations").
 */
export type TokenPermission = 'actions: read' | 'checks: read'

/** HTTP 403 "Resource not accessible by integration": the token lacks the `permission` the endpoint needs. */
export class GitHubPermissionError extends GitHubError {
  override name = 'GitHubPermissionError'
  readonly kind = 'no-permission'

  constructor(
    readonly status: number,
    readonly permission: TokenPermission,
    message: string,
  ) {
    super(message)
  }
}

/** HTTP 429, or 403 with x-ratelimit-remaining 0, a Retry-After or a rate-limit message (a secondary limit). */
export class GitHubRateLimitError extends GitHubError {
  override name = 'GitHubRateLimitError'
  readonly kind = 'rate-limited'

  constructor(
    readonly status: number,
    /** How long to wait before the next request: Retry-After, else until x-ratelimit-reset, else 60 s. */
    readonly retryAfterMs: number,
    readonly rateLimit: RateLimit,
    message: string,
  ) {
    super(message)
  }
}

export class GitHubNotFoundError extends GitHubError {
  override name = 'GitHubNotFoundError'
  readonly kind = 'not-found'

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export class GitHubServerError extends GitHubError {
  override name = 'GitHubServerError'
  readonly kind = 'server-error'

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** Any other status: 401, another 403, a redirect (never followed, so the token stays put), ... */
export class GitHubStatusError extends GitHubError {
  override name = 'GitHubStatusError'
  readonly kind = 'unexpected-status'

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** No answer: `code` is Node's or undici's, e.g. ECONNREFUSED. */
export class GitHubNetworkError extends GitHubError {
  override name = 'GitHubNetworkError'
  readonly kind = 'network'

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** No answer within the read's deadline. */
export class GitHubTimeoutError extends GitHubError {
  override name = 'GitHubTimeoutError'
  readonly kind = 'timeout'
}

/**
 * An answer that is not the JSON expected (not JSON, too large, a field missing or of the wrong type, a next page
 * on another host), or a run attempt the runner's variables do not name.
 */
export class GitHubAnswerError extends GitHubError {
  override name = 'GitHubAnswerError'
  readonly kind = 'malformed'
}

/** The run attempt lists no single in-progress job on this runner (yet): only while this job is looked for. */
export class GitHubNoMatchError extends GitHubError {
  override name = 'GitHubNoMatchError'
  readonly kind = 'no-match'
}

/** An answer that cannot be used: "GET /path: unusable answer: <problem>". */
export function unusableAnswer(request: string, problem: string): GitHubAnswerError {
  return new GitHubAnswerError(`${request}: unusable answer: ${problem}`)
}

/** What a request that threw (`request`, "GET /path", to the API at `host`) failed with. */
export function failureOf(error: unknown, request: string, host: string): GitHubReadError {
  if (error instanceof GitHubError) return error as GitHubReadError
  if (error instanceof ForeignOriginError) {
    return unusableAnswer(request, `the next page is on another host (${error.host}); not followed`)
  }
  if (isHttpError(error)) {
    const { status, headers, data } = error.response
    return refusal(request, status, headers, errorMessage(data), host)
  }
  const { code, description } = classifyNetworkError(error)
  return new GitHubNetworkError(code, `${request}: could not reach ${host}: ${description} (${code})`)
}

// GitHub's advice when a secondary rate limit names no time: "wait for at least one minute before retrying"
// (docs.github.com, rest/using-the-rest-api/rate-limits-for-the-rest-api, "Exceeding the rate limit").
const SECONDARY_LIMIT_WAIT_MS = 60_000

/** What an answer other than 200 and 304 means: its status, its headers and GitHub's message (`said`). */
export function refusal(
  request: string,
  status: number,
  headers: AnswerHeaders,
  said: string,
  host: string,
): GitHubReadError {
  const message = `${request}: HTTP ${status}${said ? `: ${said}` : ''}`
  const rateLimit = readRateLimit(headers)
  const retryAfterMs = parseRetryAfter(header(headers, 'retry-after'))
  // Rate limits come as 429 or 403 (docs: "Exceeding the rate limit"), a secondary one with no header to
  // say so but its message: tell them from a missing permission.
  const limited =
    status === 429 ||
    (status === 403 && (rateLimit.remaining === 0 || retryAfterMs !== undefined || /rate limit/i.test(said)))
  if (limited) {
    const resetMs =
      rateLimit.remaining === 0 && rateLimit.resetAt !== undefined
        ? rateLimit.resetAt - Date.now()
        : undefined
    const wait = Math.max(0, retryAfterMs ?? resetMs ?? SECONDARY_LIMIT_WAIT_MS)
    return new GitHubRateLimitError(status, wait, rateLimit, `${message} (wait ${Math.ceil(wait / 1000)} s)`)
  }
  if (status === 403 && /resource not accessible by integration/i.test(said)) {
    const permission = permissionFor(request)
    return new GitHubPermissionError(
      status,
      permission,
      `${message}: the token needs the ${permission} permission`,
    )
  }
  if (status === 404) return new GitHubNotFoundError(status, message)
  if (status >= 500) return new GitHubServerError(status, message)
  if (status >= 300 && status < 400) {
    return new GitHubStatusError(status, `${message} (redirect not followed: the token stays with ${host})`)
  }
  return new GitHubStatusError(status, message)
}

/** The permission the request (named "GET /path?query") needs: the Checks API's or the Actions API's. */
function permissionFor(request: string): TokenPermission {
  // On GHES the path begins with /api/v3.
  return /\/repos\/[^/]+\/[^/]+\/check-runs\//.test(request) ? 'checks: read' : 'actions: read'
}

/** An answer as Octokit gives it; with parseSuccessResponseBody off, a 200's `data` is the body still unread. */
export interface RawAnswer {
  readonly status: number
  readonly headers: AnswerHeaders
  readonly data: unknown
}

/**
 * Octokit's RequestError for an answer other than 2xx, told by its shape: it is one only when an answer came (a
 * network failure is a RequestError too, with status 500 and no response).
 */
export function isHttpError(error: unknown): error is Error & { status: number; response: RawAnswer } {
  if (!(error instanceof Error)) return false
  const { status, response } = error as { status?: unknown; response?: unknown }
  return typeof status === 'number' && isRecord(response) && typeof response.status === 'number'
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
