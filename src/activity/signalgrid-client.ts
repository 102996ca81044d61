import * as core from '@actions/core'
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import type { Inputs } from '../inputs.js'
import { SignalgridClient } from '../signalgrid/client.js'

/** The service client for this step, with retries written to the debug log. */
export function createClient(inputs: Pick<Inputs, 'clientKey' | 'channel' | 'baseUrl'>): SignalgridClient {
  return new SignalgridClient({
    clientKey: inputs.clientKey,
    channel: inputs.channel,
    baseUrl: inputs.baseUrl,
    proxy: proxyFor(new URL(inputs.baseUrl)),
    onRetry: ({ operation, attempt, delayMs, error }) =>
      core.debug(
        `Signalgrid ${operation}: attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`,
      ),
  })
}

/**
 * The proxy requests to `target` go through, by the rules every other action follows (@actions/http-client's:
 * HTTPS_PROXY / HTTP_PROXY in either case, NO_PROXY, loopback hosts never proxied), or undefined when they go
 * direct. Not undici's EnvHttpProxyAgent: undici 6 prints an "experimental" warning with it on stderr, which
 * would land in every job log.
 */
export function proxyFor(target: URL): URL | undefined {
  const proxy = getProxyUrl(target)
  return proxy?.hostname ? proxy : undefined
}
