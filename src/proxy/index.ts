// The only module that imports the npm undici. It is bundled once, as dist/proxy/index.js, and loaded at
// run time only when the environment names a proxy: the global fetch needs no dispatcher otherwise, and
// every stage would pay about 1.2 MB of parsing for a feature most runners never use.
import { EnvHttpProxyAgent } from 'undici'

/** A dispatcher that honours HTTPS_PROXY, HTTP_PROXY and NO_PROXY (either case), as curl does. */
export function createProxyDispatcher(): EnvHttpProxyAgent {
  return new EnvHttpProxyAgent()
}
