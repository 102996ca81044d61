const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const

let loaded: Promise<object | undefined> | undefined

/**
 * The undici dispatcher for every request this process makes, or undefined when no proxy is configured
 * (the global fetch then uses its own agent). Loaded once per process.
 */
export function proxyDispatcher(env: NodeJS.ProcessEnv = process.env): Promise<object | undefined> {
  loaded ??= PROXY_VARIABLES.some((name) => env[name]) ? loadProxyDispatcher() : Promise.resolve(undefined)
  return loaded
}

async function loadProxyDispatcher(): Promise<object> {
  // The path is resolved at run time, relative to the running file: src/http/dispatcher.ts finds
  // src/proxy/index.ts, and every bundle dist/<stage>/index.js finds dist/proxy/index.js. Both sit one
  // folder below their root, which is what keeps this one literal right in both places.
  const proxy = (await import(
    /* webpackIgnore: true */ '../proxy/index.js'
  )) as typeof import('../proxy/index.js')
  return proxy.createProxyDispatcher()
}
