import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { type ConnectProxy, startConnectProxy } from '../../support/connect-proxy.js'
import { installing } from './job-fixtures.js'

// A real proxy and a jobs API on loopback: the client must go through the proxy by the toolkit's rules, which
// never proxy 127.0.0.1 or localhost, so the API is addressed by a name under .localhost (the proxy tunnels
// those to 127.0.0.1).
let api: Server
let apiPort: number
let proxy: ConnectProxy
const requests: string[] = []

beforeAll(async () => {
  api = createServer((request, response) => {
    requests.push(`${request.method} ${request.url} ${request.headers.authorization}`)
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(installing))
  })
  api.listen(0, '127.0.0.1')
  await once(api, 'listening')
  apiPort = (api.address() as AddressInfo).port
  proxy = await startConnectProxy()
})

afterAll(() => {
  api.close()
  proxy.close()
})

afterEach(() => vi.unstubAllEnvs())

test('with HTTP_PROXY set, getJob goes through the proxy', async () => {
  vi.stubEnv('HTTP_PROXY', `http://127.0.0.1:${proxy.port}`)
  vi.stubEnv('NO_PROXY', '')
  // The dispatcher is chosen once per process: load the client afresh for this environment.
  vi.resetModules()
  const { JobsApiClient } = await import('../../../src/github/jobs-api.js')
  const client = new JobsApiClient({
    apiUrl: `http://github.localhost:${apiPort}/api/v3`,
    repository: 'octo-org/octo-repo',
    token: 'ghs_token',
    userAgent: 'signalgrid-action/1.0.0',
  })
  const answer = await client.getJob(89884262754)
  expect(answer.outcome).toBe('job')
  expect(proxy.tunnels).toEqual([`github.localhost:${apiPort}`])
  expect(requests).toEqual(['GET /api/v3/repos/octo-org/octo-repo/actions/jobs/89884262754 Bearer ghs_token'])
})
