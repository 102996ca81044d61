// The only module that imports the npm undici. It is bundled once, as dist/proxy/index.js, and loaded at
// run time only when the environment names a proxy: every stage would otherwise pay about 1.2 MB of parsing
// for a feature most runners never use.
import { EnvHttpProxyAgent } from 'undici'
import { readLimitedBody } from '../http/body.js'
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
      ...(response.body
        ? await readLimitedBody(response.body, outgoing.maxBodyBytes)
        : { text: '', oversized: false }),
    }
  }
}
