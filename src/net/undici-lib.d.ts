// The files of undici that src/net/undici.ts loads, typed by undici's own declarations. Each is CommonJS: its
// default import is its module.exports.
declare module 'undici/lib/api/index.js' {
  const api: object
  export default api
}
declare module 'undici/lib/dispatcher/agent.js' {
  import type { Agent } from 'undici/types/index.js'

  const agent: typeof Agent
  export default agent
}
declare module 'undici/lib/dispatcher/dispatcher.js' {
  import type { Dispatcher } from 'undici/types/index.js'

  const dispatcher: typeof Dispatcher
  export default dispatcher
}
declare module 'undici/lib/dispatcher/proxy-agent.js' {
  import type { ProxyAgent } from 'undici/types/index.js'

  const proxyAgent: typeof ProxyAgent
  export default proxyAgent
}
declare module 'undici/lib/web/fetch/index.js' {
  export { fetch } from 'undici/types/index.js'
}
