import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { readLimitedBody } from './body.js'

/** One HTTP request, as the service client and the jobs API client make them. */
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

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const

let chosen: Promise<Exchange> | undefined

/**
 * Makes one request and reads its answer. Redirects are never followed: the credentials a request carries
 * stay with the host they were meant for, and a 3xx comes back as it is.
 *
 * Without a proxy this is Node's own http/https: the global fetch would load undici and its WebAssembly
 * parser into every stage and the tracker (about 80 ms and 15 to 30 MiB on Node 24, see the README's Cost).
 * With a proxy, it is the global fetch with undici's EnvHttpProxyAgent, from its own bundle.
 */
export async function exchange(url: URL, outgoing: Outgoing): Promise<Answer> {
  chosen ??= proxyConfigured() ? loadProxyExchange() : Promise.resolve(direct)
  return (await chosen)(url, outgoing)
}

/** Whether the environment names a proxy, so that requests go through fetch and its WebAssembly parser. */
export function proxyConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return PROXY_VARIABLES.some((name) => env[name])
}

async function loadProxyExchange(): Promise<Exchange> {
  // The path is resolved at run time, relative to the running file: src/http/exchange.ts finds
  // src/proxy/index.ts, and every bundle dist/<stage>/index.js finds dist/proxy/index.js. Both sit one
  // folder below their root, which is what keeps this one literal right in both places.
  const proxy = (await import(
    /* webpackIgnore: true */ '../proxy/index.js'
  )) as typeof import('../proxy/index.js')
  return proxy.createProxyExchange()
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
