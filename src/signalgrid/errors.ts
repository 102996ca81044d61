/** What the failed call was; it names the operation in every message. */
export type Operation = 'push' | 'activity start' | 'activity update' | 'activity end'

interface ErrorDetails {
  readonly operation: Operation
  readonly attempts?: number
  readonly status?: number
  readonly code?: string
  readonly text?: string
  readonly ruuid?: string
}

/**
 * Base of every error the client throws. Messages and fields never carry the client key or the channel:
 * the client redacts them before constructing an error.
 */
export class SignalgridError extends Error {
  override name = 'SignalgridError'
  readonly operation: Operation
  /** Attempts made before giving up (1 when it was not retried). */
  readonly attempts: number
  /** HTTP status, when an answer arrived. */
  readonly status: number | undefined
  /** The `code` of the JSON answer, when there was one. */
  readonly code: string | undefined
  /** The `text` of the JSON answer, when there was one. */
  readonly text: string | undefined
  readonly ruuid: string | undefined

  constructor(message: string, details: ErrorDetails, options?: ErrorOptions) {
    const attempts = details.attempts ?? 1
    super(attempts > 1 ? `${message} (after ${attempts} attempts)` : message, options)
    this.operation = details.operation
    this.attempts = attempts
    this.status = details.status
    this.code = details.code
    this.text = details.text
    this.ruuid = details.ruuid
  }
}

/** The request was refused before sending: a value the service cannot accept. Never retried. */
export class SignalgridRequestError extends SignalgridError {
  override name = 'SignalgridRequestError'
  /** The form field at fault, e.g. `progress`. */
  readonly field: string

  constructor(operation: Operation, field: string, problem: string) {
    super(`Cannot send ${operation}: ${field} ${problem}`, { operation })
    this.field = field
  }
}

/** The service answered with a JSON `code` other than "200", whatever the HTTP status (it uses 200 for errors). */
export class SignalgridServiceError extends SignalgridError {
  override name = 'SignalgridServiceError'
}

/** The service answered with a non-2xx HTTP status. */
export class SignalgridHttpError extends SignalgridError {
  override name = 'SignalgridHttpError'
  /** Milliseconds the service asked us to wait (Retry-After), when it said. */
  readonly retryAfterMs: number | undefined

  constructor(message: string, details: ErrorDetails & { retryAfterMs?: number | undefined }) {
    super(message, details)
    this.retryAfterMs = details.retryAfterMs
  }
}

/** The answer could not be used: not JSON, no `code`, larger than the limit, or a start without a token. */
export class SignalgridResponseError extends SignalgridError {
  override name = 'SignalgridResponseError'
}

/**
 * A start's answer whose activity_update_token does not look like one: nothing can follow the activity with
 * it, so it was ended at once, with the token as given, the one request that may take it off the phone.
 */
export class SignalgridTokenError extends SignalgridResponseError {
  override name = 'SignalgridTokenError'
  /** The service took that end: nothing is left on the phone. */
  readonly ended: boolean

  constructor(message: string, details: ErrorDetails & { ended: boolean }) {
    super(message, details)
    this.ended = details.ended
  }
}

/** No answer: the connection failed. `maybeSent` is false only when the request provably never left. */
export class SignalgridNetworkError extends SignalgridError {
  override name = 'SignalgridNetworkError'
  readonly maybeSent: boolean
  /** Node's or undici's error code, e.g. ECONNREFUSED. */
  readonly networkCode: string

  constructor(message: string, details: ErrorDetails & { maybeSent: boolean; networkCode: string }) {
    super(message, details)
    this.maybeSent = details.maybeSent
    this.networkCode = details.networkCode
  }
}

/** No answer within the time allowed for one attempt, or for the whole call. The request may have arrived. */
export class SignalgridTimeoutError extends SignalgridError {
  override name = 'SignalgridTimeoutError'
}
