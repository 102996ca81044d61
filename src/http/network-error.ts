/**
 * What a failed request tells us about whether the request reached the server. A request that provably never
 * left (refused, unresolvable, TLS handshake failed) can be retried even when it is not idempotent.
 */
export interface NetworkFailure {
  /** Node's or undici's error code, e.g. ECONNREFUSED; "unknown" when there is none. */
  readonly code: string
  /** A short human description of the failure, without URLs or payloads. */
  readonly description: string
  /** False only when the request cannot have reached the server. */
  readonly maybeSent: boolean
}

const NOT_SENT: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'DNS lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EADDRNOTAVAIL: 'address not available',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
}

const MAYBE_SENT: Record<string, string> = {
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed while sending',
  UND_ERR_SOCKET: 'connection closed by the server',
  UND_ERR_CLOSED: 'connection closed',
  ETIMEDOUT: 'connection timed out',
  ERR_STREAM_PREMATURE_CLOSE: 'connection closed before the answer was complete',
}

// Certificate and handshake failures happen before the request is written.
const TLS_CODE =
  /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|EPROTO)/

/** Classifies the error an exchange rejected with (Node's http, or fetch through a proxy). */
export function classifyNetworkError(error: unknown): NetworkFailure {
  const code = findCode(error)
  if (code in NOT_SENT) return { code, description: NOT_SENT[code] as string, maybeSent: false }
  if (TLS_CODE.test(code)) return { code, description: 'TLS handshake failed', maybeSent: false }
  if (code in MAYBE_SENT) return { code, description: MAYBE_SENT[code] as string, maybeSent: true }
  return { code: code || 'unknown', description: 'network error', maybeSent: true }
}

// Node's http puts the code on the error, fetch on its `cause`; happy-eyeballs connects wrap several in an
// AggregateError.
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
