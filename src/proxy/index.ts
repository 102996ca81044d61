// The only module that imports the npm undici. It is bundled once, as dist/proxy/index.js, and loaded at
// run time only when the environment names a proxy: every stage would otherwise pay about 1.2 MB of parsing
// for a feature most runners never use.
import { EnvHttpProxyAgent } from 'undici'
import type { Answer, Exchange, Outgoing } from '../http/exchange.js'

/**
 * The exchange through HTTPS_PROXY / HTTP_PROXY, honouring NO_PROXY (either case), as curl does: the global
 * fetch with undici's proxy agent as its dispatcher.
 */
export function createProxyExchange(): Exchange {
  // npm undici's types and those of the global fetch differ in detail: the one cast is where it is passed.
  const dispatcher: object = new EnvHttpProxyAgent()
  return async (url: URL, outgoing: Outgoing): Promise<Answer> => {
    const response = await fetch(url, {
      method: outgoing.method,
      headers: outgoing.headers,
      body: outgoing.body,
      signal: outgoing.signal,
      redirect: 'manual',
      dispatcher,
    } as RequestInit)
    return {
      status: response.status,
      headers: response.headers,
      ...(await readLimitedBody(response, outgoing.maxBodyBytes)),
    }
  }
}

/** The body read as UTF-8 up to a byte limit, so a hostile or broken server cannot exhaust memory. */
async function readLimitedBody(
  response: Response,
  maxBytes: number,
): Promise<Pick<Answer, 'text' | 'oversized'>> {
  if (!response.body) return { text: '', oversized: false }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { text: text + decoder.decode(), oversized: false }
    bytes += value.byteLength
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => {})
      return {
        text: text + decoder.decode(value.subarray(0, value.byteLength - (bytes - maxBytes))),
        oversized: true,
      }
    }
    text += decoder.decode(value, { stream: true })
  }
}
