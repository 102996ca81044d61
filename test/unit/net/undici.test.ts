// src/net/undici.ts, which the build puts wherever the action or a package it bundles asks for undici. Run in a
// Node of its own: a test process has undici's index loaded already (vitest's own, the other tests'), which
// would wire the dispatchers and load the web APIs whatever the module does.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

const SCRIPT = `
import { once } from 'node:events'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
const require = createRequire(import.meta.url)
const webApis = () => Object.keys(require.cache).filter((file) => file.includes('/undici/lib/web/')).length
const undici = await import('./src/net/undici.ts')
const loaded = webApis()
const server = createServer((_request, response) => response.end('answered')).listen(0, '127.0.0.1')
await once(server, 'listening')
const origin = 'http://127.0.0.1:' + server.address().port
const agent = new undici.Agent()
const requested = await (await agent.request({ origin, path: '/', method: 'GET' })).body.text()
const afterRequest = webApis()
const fetched = await (await undici.fetch(origin, { dispatcher: agent })).text()
const whole = require('undici/index.js')
console.log(JSON.stringify({
  loaded, requested, afterRequest, fetched, afterFetch: webApis(),
  sameAgent: undici.Agent === whole.Agent, sameProxyAgent: undici.ProxyAgent === whole.ProxyAgent,
}))
await agent.close()
server.close()
`

test("undici less its web APIs: undici's own dispatchers, with their request(); fetch loads the web APIs at its first call", async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', SCRIPT],
    { cwd: ROOT },
  )
  const seen = JSON.parse(stdout)
  expect(seen.loaded).toBe(0)
  expect(seen.requested).toBe('answered')
  expect(seen.afterRequest).toBe(0)
  expect(seen.fetched).toBe('answered')
  expect(seen.afterFetch).toBeGreaterThan(10)
  expect(seen.sameAgent).toBe(true)
  expect(seen.sameProxyAgent).toBe(true)
}, 30_000)
