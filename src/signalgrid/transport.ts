// How the client's requests reach Signalgrid: npm undici's dispatcher API, through an Agent, or a ProxyAgent
// when the caller names a proxy. This is the one copy of undici in the action: @actions/core and
// @actions/github bundle the same one, so no stage pays for a second.
import { Agent, type Dispatcher, ProxyAgent } from 'undici'

/** Per-phase bounds of one request; the caller's AbortSignal bounds the whole of it. */
export interface TransportTimeouts {
  /** TCP connect plus TLS handshake (to the proxy, and through its tunnel to the service). */
  readonly connectMs: number
  /** From the request written to the answer's headers. */
  readonly headersMs: number
  /** Longest silence while the answer's body arrives. */
  readonly bodyMs: number
}

/**
 * The dispatcher of one client: a ProxyAgent through `proxy` when there is one, an Agent otherwise. Made once
 * per client, so it keeps connections alive between the tracker's updates.
 */
export function createDispatcher(timeouts: TransportTimeouts, proxy?: URL): Dispatcher {
  const connect = { timeout: timeouts.connectMs }
  if (!proxy) return new Agent({ connect })
  // As @actions/http-client does: credentials in the proxy URL become a Basic Proxy-Authorization.
  const token =
    proxy.username || proxy.password
      ? `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}`
      : undefined
  return new ProxyAgent({
    uri: proxy.href,
    ...(token === undefined ? {} : { token }),
    proxyTls: connect,
    requestTls: connect,
  })
}

export interface Outgoing {
  readonly method: 'GET' | 'POST'
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
  /** Aborts the request, the answer's body included. */
  readonly signal: AbortSignal
  /** How much of the answer's body is read; the connection is dropped past it. */
  readonly maxBodyBytes: number
  readonly timeouts: TransportTimeouts
}

export interface ResponseHeaders {
  /** The header's value (repeated headers joined by ", "), or null when absent. The name is case-insensitive. */
  get(name: string): string | null
}

export interface HttpResponse {
  readonly status: number
  readonly headers: ResponseHeaders
  /** The body as UTF-8, at most `maxBodyBytes` of it. */
  readonly text: string
  /** The body was longer than `maxBodyBytes`; `text` holds only its start. */
  readonly oversized: boolean
}

/**
 * Makes one request and reads its answer. Redirects are never followed (a dispatcher's `request` does not
 * unless told to): the credentials in the body stay with the host they were meant for, and a 3xx comes back as it is.
 * Rejects with undici's or Node's error when no complete answer arrives; classifyNetworkError reads it.
 */
export async function send(dispatcher: Dispatcher, url: URL, outgoing: Outgoing): Promise<HttpResponse> {
  const { method, headers, body, signal, timeouts } = outgoing
  const response = await dispatcher.request({
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
    method,
    headers,
    body,
    signal,
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
  })
  const read = await readLimited(response.body, outgoing.maxBodyBytes)
  return { status: response.statusCode, headers: headerReader(response.headers), ...read }
}

/**
 * Reads a body up to a byte limit, so a hostile or broken server cannot exhaust memory. Leaving the loop early
 * destroys the body, and with it the connection, so an oversized body is never read to its end. Iterating
 * rejects when the connection closes before the body is complete.
 */
async function readLimited(
  body: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<{ text: string; oversized: boolean }> {
  const chunks: Uint8Array[] = []
  let bytes = 0
  for await (const chunk of body) {
    const room = maxBytes - bytes
    if (chunk.byteLength > room) {
      chunks.push(chunk.subarray(0, room))
      return { text: Buffer.concat(chunks).toString('utf8'), oversized: true }
    }
    chunks.push(chunk)
    bytes += chunk.byteLength
  }
  return { text: Buffer.concat(chunks).toString('utf8'), oversized: false }
}

function headerReader(headers: Record<string, string | string[] | undefined>): ResponseHeaders {
  return {
    get(name) {
      const value = headers[name.toLowerCase()]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
  }
}
