import type { Dispatcher } from 'undici'
import { type Backoff, backoffMs } from '../net/backoff.js'
import { deadline } from '../net/deadline.js'
import { classifyNetworkError } from '../net/network-error.js'
import { redact } from '../net/redact.js'
import { parseRetryAfter } from '../net/retry-after.js'
import { seconds } from '../net/seconds.js'
import { isServiceToken, SERVICE_TOKEN_SHAPE } from './activity-token.js'
import { DEFAULT_BASE_URL, endpointUrl } from './base-url.js'
import {
  type Operation,
  SignalgridError,
  SignalgridHttpError,
  SignalgridNetworkError,
  SignalgridRequestError,
  SignalgridResponseError,
  SignalgridServiceError,
  SignalgridTimeoutError,
  SignalgridTokenError,
} from './errors.js'
import { type ActivityPhase, activityForm, type Credentials, pushForm } from './form.js'
import { type ParsedResponse, parseResponseBody } from './response.js'
import { createDispatcher, type HttpResponse, send, type TransportTimeouts } from './transport.js'
import type {
  ActivityContent,
  ActivityStarted,
  EndOptions,
  PushMessage,
  SignalgridResponse,
} from './types.js'
import { USER_AGENT } from './user-agent.js'

/**
 * Bounds of one call: how long each attempt may take, how long all of them may take, how many there may be,
 * and the waits between them where the service names none (Retry-After).
 */
export interface RetryPolicy {
  readonly maxAttempts: number
  readonly attemptTimeoutMs: number
  readonly deadlineMs: number
  readonly backoff: Backoff
}

export interface SignalgridClientOptions extends Credentials {
  /** Default https://api.signalgrid.co. https is required except for loopback hosts. */
  readonly baseUrl?: string
  readonly userAgent?: string
  /** For updates and ends, which carry absolute state and are safe to repeat. */
  readonly idempotentRetry?: Partial<RetryPolicy>
  /** For starts and pushes, retried only where the request provably did not arrive or was refused (429, 503). */
  readonly onceOnlyRetry?: Partial<RetryPolicy>
  /** Told before each retry, e.g. to log it. */
  readonly onRetry?: (event: RetryEvent) => void
  /** Source of jitter; tests pass a fixed one. */
  readonly random?: () => number
  /** Bounds of each phase of a request, within each attempt's own timeout. */
  readonly timeouts?: Partial<TransportTimeouts>
  /** An HTTP proxy to send through (CONNECT for https). Default none: the service is reached directly. */
  readonly proxy?: URL
  /** An undici dispatcher (from the npm package) to send through instead, e.g. a MockAgent in tests. */
  readonly dispatcher?: Dispatcher
}

export interface RetryEvent {
  readonly operation: Operation
  /** The attempt that failed, from 1. */
  readonly attempt: number
  readonly delayMs: number
  readonly error: SignalgridError
}

/**
 * Half a second after the first failure, doubled after each, never over 8 s; half of each wait random, so that
 * the retries of many jobs that met one outage spread out.
 */
const RETRY_BACKOFF: Backoff = { firstMs: 500, growth: 2, maxMs: 8_000, jitter: 'equal' }

// 15 s per attempt lets a slow (10 s) answer through; the deadlines bound what a stage can spend.
export const IDEMPOTENT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  attemptTimeoutMs: 15_000,
  deadlineMs: 30_000,
  backoff: RETRY_BACKOFF,
}

export const ONCE_ONLY_RETRY: RetryPolicy = {
  maxAttempts: 3,
  attemptTimeoutMs: 15_000,
  deadlineMs: 20_000,
  backoff: RETRY_BACKOFF,
}

// A connection to the service takes well under a second; 10 s covers a slow proxy and a TLS handshake over a
// bad link. Headers get the whole attempt (a slow answer of 10 s must get through); a body that stalls
// for 10 s in the middle is not coming.
export const DEFAULT_TIMEOUTS: TransportTimeouts = {
  connectMs: 10_000,
  headersMs: 15_000,
  bodyMs: 10_000,
}

/** The end of an activity whose token is unusable: gone from the phone a second after it ends. */
const UNUSABLE_END: EndOptions = { dismissalDelay: 1 }

/** Answers read beyond this are refused: no legitimate answer comes near it. */
export const MAX_RESPONSE_BYTES = 64 * 1024

interface Request {
  readonly operation: Operation
  readonly url: URL
  readonly form: URLSearchParams
  readonly idempotent: boolean
}

/**
 * A client of the Signalgrid push and activity API. Knows nothing of GitHub Actions. Every call either
 * returns a successful answer (HTTP 2xx and `code` "200") or throws a SignalgridError.
 */
export class SignalgridClient {
  readonly #credentials: Credentials
  readonly #pushUrl: URL
  readonly #activityUrl: URL
  readonly #userAgent: string
  readonly #idempotent: RetryPolicy
  readonly #onceOnly: RetryPolicy
  readonly #onRetry: ((event: RetryEvent) => void) | undefined
  readonly #random: () => number
  readonly #redact: (text: string) => string
  readonly #timeouts: TransportTimeouts
  readonly #dispatcher: Dispatcher

  constructor(options: SignalgridClientOptions) {
    this.#credentials = { clientKey: options.clientKey, channel: options.channel }
    const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL
    this.#pushUrl = endpointUrl(baseUrl, '/v1/push')
    this.#activityUrl = endpointUrl(baseUrl, '/v1/activity')
    this.#userAgent = options.userAgent ?? USER_AGENT
    this.#idempotent = { ...IDEMPOTENT_RETRY, ...options.idempotentRetry }
    this.#onceOnly = { ...ONCE_ONLY_RETRY, ...options.onceOnlyRetry }
    this.#onRetry = options.onRetry
    this.#random = options.random ?? Math.random
    // Whatever the service or a caller puts in a message, the key and channel never leave in an error.
    const secrets = [options.clientKey, options.channel].filter((secret) => secret !== '')
    this.#redact = (text) => redact(text, secrets)
    this.#timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts }
    // Both endpoints share the base URL's origin, so one dispatcher serves both.
    this.#dispatcher = options.dispatcher ?? createDispatcher(this.#timeouts, options.proxy)
  }

  async push(message: PushMessage): Promise<SignalgridResponse> {
    const form = pushForm(this.#credentials, message)
    const { response } = await this.#send({ operation: 'push', url: this.#pushUrl, form, idempotent: false })
    return response
  }

  async startActivity(content: ActivityContent): Promise<ActivityStarted> {
    const { response, token } = await this.#activity('start', content)
    if (!token) {
      throw new SignalgridResponseError(
        'Signalgrid accepted the activity start but sent no activity_update_token',
        {
          operation: 'activity start',
          status: response.status,
          code: response.code,
          text: this.#redact(response.text),
          ruuid: response.ruuid,
        },
      )
    }
    if (!isServiceToken(token)) throw await this.#endAtOnce(token, content, response)
    return { ...response, activityUpdateToken: token }
  }

  /**
   * Ends the activity of a start whose token does not look like one, with the token as the service gave it:
   * whatever it is, nothing could follow the activity with it, and this end is the one request that may take
   * it off the phone. The token is never quoted: it may be anything.
   */
  async #endAtOnce(
    token: string,
    content: ActivityContent,
    response: SignalgridResponse,
  ): Promise<SignalgridTokenError> {
    const problem = `Signalgrid's answer to the activity start carried an activity_update_token that is not one (allowed: ${SERVICE_TOKEN_SHAPE})`
    let outcome = 'the activity it started was ended at once'
    let ended = true
    try {
      const form = activityForm(this.#credentials, 'end', content, token, UNUSABLE_END, 'as-given')
      await this.#send({ operation: 'activity end', url: this.#activityUrl, form, idempotent: true })
    } catch (error) {
      ended = false
      outcome = `ending at once the activity it started failed too (${error instanceof Error ? error.message : String(error)})`
    }
    return new SignalgridTokenError(`${problem}; ${outcome}`, {
      operation: 'activity start',
      status: response.status,
      code: response.code,
      ruuid: response.ruuid,
      ended,
    })
  }

  async updateActivity(token: string, content: ActivityContent): Promise<SignalgridResponse> {
    return (await this.#activity('update', content, token)).response
  }

  async endActivity(
    token: string,
    content: ActivityContent,
    options: EndOptions = {},
  ): Promise<SignalgridResponse> {
    return (await this.#activity('end', content, token, options)).response
  }

  #activity(
    phase: ActivityPhase,
    content: ActivityContent,
    token?: string,
    end?: EndOptions,
  ): Promise<ParsedResponse> {
    const operation: Operation = `activity ${phase}`
    const form = activityForm(this.#credentials, phase, content, token, end)
    return this.#send({ operation, url: this.#activityUrl, form, idempotent: phase !== 'start' })
  }

  async #send(request: Request): Promise<ParsedResponse> {
    const policy = request.idempotent ? this.#idempotent : this.#onceOnly
    const deadline = Date.now() + policy.deadlineMs
    for (let attempt = 1; ; attempt++) {
      const remaining = deadline - Date.now()
      const error = await this.#attempt(request, attempt, Math.min(policy.attemptTimeoutMs, remaining))
      if (!(error instanceof SignalgridError)) return error
      const delay = this.#retryDelay(request, error, attempt, policy)
      if (delay === undefined || Date.now() + delay >= deadline) throw error
      this.#onRetry?.({ operation: request.operation, attempt, delayMs: delay, error })
      await sleep(delay)
    }
  }

  /** Milliseconds to wait before the next attempt, or undefined when the error must not be retried. */
  #retryDelay(
    request: Request,
    error: SignalgridError,
    attempt: number,
    policy: RetryPolicy,
  ): number | undefined {
    if (attempt >= policy.maxAttempts || !isRetryable(error, request.idempotent)) return undefined
    if (error instanceof SignalgridHttpError && error.retryAfterMs !== undefined) return error.retryAfterMs
    return backoffMs(policy.backoff, attempt, this.#random)
  }

  /** One HTTP exchange. Returns the successful answer, or the error describing this attempt's failure. */
  async #attempt(
    request: Request,
    attempt: number,
    timeoutMs: number,
  ): Promise<ParsedResponse | SignalgridError> {
    const { operation } = request
    const details = { operation, attempts: attempt }
    const attemptDeadline = deadline(timeoutMs)
    try {
      const answer = await send(this.#dispatcher, request.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'user-agent': this.#userAgent,
        },
        body: request.form.toString(),
        signal: attemptDeadline.signal,
        maxBodyBytes: MAX_RESPONSE_BYTES,
        timeouts: this.#timeouts,
      })
      return interpret(operation, attempt, answer, this.#redact(answer.text))
    } catch (error) {
      if (attemptDeadline.signal.aborted) {
        return new SignalgridTimeoutError(
          `Signalgrid did not answer the ${operation} within ${seconds(timeoutMs)}`,
          details,
        )
      }
      const failure = classifyNetworkError(error)
      if (failure.timeout === 'headers') {
        return new SignalgridTimeoutError(
          `Signalgrid did not answer the ${operation} within ${seconds(this.#timeouts.headersMs)}`,
          details,
        )
      }
      if (failure.timeout === 'body') {
        return new SignalgridTimeoutError(
          `Signalgrid's answer to the ${operation} stalled for ${seconds(this.#timeouts.bodyMs)}`,
          details,
        )
      }
      return new SignalgridNetworkError(
        `Could not reach Signalgrid at ${request.url.host} for the ${operation}: ${failure.description} (${failure.code})`,
        { ...details, maybeSent: failure.maybeSent, networkCode: failure.code },
      )
    } finally {
      attemptDeadline.clear()
    }
  }
}

function interpret(
  operation: Operation,
  attempt: number,
  answer: HttpResponse,
  text: string,
): ParsedResponse | SignalgridError {
  const { status, oversized } = answer
  const details = { operation, attempts: attempt, status }
  if (oversized) {
    return new SignalgridResponseError(
      `Signalgrid answered the ${operation} with more than ${MAX_RESPONSE_BYTES / 1024} KiB (HTTP ${status})`,
      details,
    )
  }
  const parsed = parseResponseBody(status, text)
  const ok = status >= 200 && status < 300
  if (!ok) {
    const said = parsed ? `: ${describe(parsed.response.text, parsed.response.code)}` : ''
    const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'))
    const wait = retryAfterMs === undefined ? '' : ` (Retry-After ${seconds(retryAfterMs)})`
    return new SignalgridHttpError(`Signalgrid answered the ${operation} with HTTP ${status}${said}${wait}`, {
      ...details,
      code: parsed?.response.code,
      text: parsed?.response.text,
      ruuid: parsed?.response.ruuid,
      retryAfterMs,
    })
  }
  if (!parsed) {
    return new SignalgridResponseError(
      `Signalgrid answered the ${operation} with HTTP ${status} but a body that is not the expected JSON (${text.length} characters)`,
      details,
    )
  }
  const { code, text: said, ruuid } = parsed.response
  if (code !== '200') {
    const id = ruuid ? `, ruuid ${ruuid}` : ''
    return new SignalgridServiceError(`Signalgrid refused the ${operation}: ${describe(said, code)}${id}`, {
      ...details,
      code,
      text: said,
      ruuid,
    })
  }
  return parsed
}

/**
 * Whether another attempt is safe and useful. Updates and ends carry absolute state and a token, so
 * repeating them is harmless. A start or a push repeated after it arrived would make a second activity or a
 * second alert: retry those only when they provably never arrived, or the service refused them outright.
 */
export function isRetryable(error: SignalgridError, idempotent: boolean): boolean {
  const status = effectiveStatus(error)
  if (error instanceof SignalgridNetworkError) return idempotent || !error.maybeSent
  if (error instanceof SignalgridTimeoutError) return idempotent
  if (status === 429 || status === 503) return true
  if (!idempotent) return false
  // A 2xx answer we could not read (an HTML page from a proxy, a truncated body): repeating is harmless.
  if (error instanceof SignalgridResponseError) return true
  return status !== undefined && (status >= 500 || status === 408)
}

/**
 * Whether a request that failed may have taken effect all the same: it may have reached the service, and the
 * service did not say it refused it (4xx, its code "400") or could not take it now (503). A start that may
 * have taken effect may have put an activity on the phone whose token the caller never got.
 */
export function mayHaveTakenEffect(error: SignalgridError): boolean {
  if (error instanceof SignalgridRequestError) return false
  if (error instanceof SignalgridTokenError) return !error.ended
  if (error instanceof SignalgridNetworkError) return error.maybeSent
  if (error instanceof SignalgridTimeoutError || error instanceof SignalgridResponseError) return true
  const status = effectiveStatus(error)
  return status === undefined || (status >= 500 && status !== 503)
}

// The service reports errors in the body's `code` even with HTTP 200; a numeric code stands for the status.
function effectiveStatus(error: SignalgridError): number | undefined {
  if (error instanceof SignalgridServiceError && error.code && /^\d{3}$/.test(error.code))
    return Number(error.code)
  return error.status
}

function describe(text: string, code: string): string {
  const clipped = text.length > 300 ? `${text.slice(0, 300)}…` : text
  return `${clipped || 'no text'} (code ${code})`
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
