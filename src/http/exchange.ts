import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import type { Dispatcher } from 'undici'
import { createDispatcher, proxyFor, send } from '../signalgrid/transport.js'
import { readLimitedBody } from './body.js'

/** One HTTP request, as the jobs API client makes them. */
export interface Outgoing {
  readonly method: 'GET' | 'POST'
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
  /** Aborts the exchange, the answer's body included. */
  readonly signal: AbortSignal
  /** How much of the answer's body is read; the rest is dropped unread. */
  readonly maxBodyBytes: number
}

/** What a header lookup needs: both fetch's Headers and the answers read here provide it. */
export interface AnswerHeaders {
  /** The header's value (repeated headers joined by ", "), or null when absent. The name is case-insensitive. */
  get(name: string): string | null
}

export interface Answer {
  readonly status: number
  readonly headers: AnswerHeaders
  /** The body as UTF-8, at most `maxBodyBytes` of it. */
  readonly text: string
  /** The body was longer than `maxBodyBytes`; `text` holds only its start. */
  readonly oversized: boolean
}

export type Exchange = (url: URL, outgoing: Outgoing) => Promise<Answer>

// Until the jobs-API client moves to Octokit, it is the only user of this module (and of body.ts and
// network-error.ts): the Signalgrid client sends through src/signalgrid/transport.ts.

// Behind a proxy, headers and body are bounded by the caller's own deadline (the signal), as on the direct path.
const PROXIED_TIMEOUTS = { connectMs: 10_000, headersMs: 0, bodyMs: 0 }

const proxied = new Map<string, Dispatcher>()

/**
 * Makes one request and reads its answer. Redirects are never followed: the credentials a request carries
 * stay with the host they were meant for, and a 3xx comes back as it is.
 *
 * Direct requests use Node's own http/https. Where a proxy applies (by @actions/http-client's rules, as for
 * the Signalgrid client), npm undici's `request` goes through the proxy, with one dispatcher per origin.
 */
export async function exchange(url: URL, outgoing: Outgoing): Promise<Answer> {
  if (!proxyFor(url)) return direct(url, outgoing)
  let dispatcher = proxied.get(url.origin)
  if (!dispatcher) {
    dispatcher = createDispatcher(url, PROXIED_TIMEOUTS)
    proxied.set(url.origin, dispatcher)
  }
  return send(dispatcher, url, { ...outgoing, timeouts: PROXIED_TIMEOUTS })
}

async function direct(url: URL, outgoing: Outgoing): Promise<Answer> {
  // Loaded on the first request, not with the bundle: a stage with nothing to send never pays for node:http
  // and node:net, and only https URLs pay for TLS (several MiB; loopback emulators and relays do not need it).
  const { request } = url.protocol === 'https:' ? await import('node:https') : await import('node:http')
  const { method, body, signal } = outgoing
  const headers =
    body === undefined
      ? outgoing.headers
      : { ...outgoing.headers, 'content-length': `${Buffer.byteLength(body)}` }
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers, signal }, (response) => {
      readAnswer(response, outgoing.maxBodyBytes).then(resolve, reject)
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

async function readAnswer(response: IncomingMessage, maxBytes: number): Promise<Answer> {
  const status = response.statusCode ?? 0
  return { status, headers: readHeaders(response.headers), ...(await readLimitedBody(response, maxBytes)) }
}

function readHeaders(headers: IncomingHttpHeaders): AnswerHeaders {
  return {
    get(name) {
      const value = headers[name.toLowerCase()]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
  }
}
