// What a failed request's error says about the request: its code, in words, and whether it may have reached
// the server. Both clients read undici's and Node's errors (the service's through undici's request, GitHub's
// through Octokit's fetch), so they share one reading.

/** What a failed request tells about whether it reached the service. */
export interface NetworkFailure {
  /** undici's or Node's error code, e.g. UND_ERR_SOCKET or ECONNREFUSED; "unknown" when there is none. */
  readonly code: string
  /** A short description, without URLs or payloads. */
  readonly description: string
  /**
   * False only when the request cannot have reached the service: a start or a push may then be sent again
   * without making a second activity or a second alert.
   */
  readonly maybeSent: boolean
  /** The service took the request and then said nothing in time (headers or body): not a network fault. */
  readonly timeout?: 'headers' | 'body'
}

// Failures before a connection to the server existed: nothing of the request was written to it.
const NOT_SENT: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'DNS lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EADDRNOTAVAIL: 'address not available',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  // A proxy that refused the CONNECT tunnel (undici reports its status as an aborted request).
  UND_ERR_ABORTED: 'the proxy refused the tunnel',
  UND_ERR_PRX_TLS: 'TLS to the proxy failed',
}

// Failures once the request may have been written: the service may have acted on it.
const MAYBE_SENT: Record<string, string> = {
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed while sending',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_SOCKET: 'connection closed by the server',
  UND_ERR_CLOSED: 'connection closed',
  UND_ERR_DESTROYED: 'connection closed',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'answer shorter than announced',
  UND_ERR_HEADERS_OVERFLOW: 'answer headers too large',
}

// Certificate and handshake failures happen before the request is written.
const TLS_CODE =
  /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|EPROTO)/

/**
 * Classifies what `send` rejected with, when the caller's own deadline did not cause it. undici puts its
 * code on the error; a socket error from Node may sit on `cause`, and happy-eyeballs connects wrap several
 * in an AggregateError.
 */
export function classifyNetworkError(error: unknown): NetworkFailure {
  const code = findCode(error)
  if (code === 'UND_ERR_HEADERS_TIMEOUT')
    return { code, description: 'no answer in time', maybeSent: true, timeout: 'headers' }
  if (code === 'UND_ERR_BODY_TIMEOUT')
    return { code, description: 'the answer stalled', maybeSent: true, timeout: 'body' }
  if (code in NOT_SENT) return { code, description: NOT_SENT[code] as string, maybeSent: false }
  if (TLS_CODE.test(code)) return { code, description: 'TLS handshake failed', maybeSent: false }
  if (code in MAYBE_SENT) return { code, description: MAYBE_SENT[code] as string, maybeSent: true }
  if (code.startsWith('HPE_')) return { code, description: 'answer is not valid HTTP', maybeSent: true }
  return { code: code || 'unknown', description: 'network error', maybeSent: true }
}

function findCode(error: unknown, depth = 0): string {
  if (!(error instanceof Error) || depth > 4) return ''
  const own = (error as { code?: unknown }).code
  if (typeof own === 'string' && own !== '') return own
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const code = findCode(inner, depth + 1)
      if (code) return code
    }
  }
  return findCode(error.cause, depth + 1)
}
