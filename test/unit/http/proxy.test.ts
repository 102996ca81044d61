import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { type ConnectProxy, startConnectProxy } from '../../support/connect-proxy.js'

// A real proxy and a real service on loopback: the request must go through the proxy's CONNECT tunnel
// unless NO_PROXY exempts the host.
let service: Server
let proxy: ConnectProxy
let received: string[]

function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1')
  return once(server, 'listening').then(() => (server.address() as AddressInfo).port)
}

let servicePort: number

beforeAll(async () => {
  service = createServer((request: IncomingMessage, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk
    })
    request.on('end', () => {
      received.push(`${request.method} ${request.url} ${body}`)
      response.setHeader('content-type', 'application/json')
      if (body.includes('title=oversized')) response.end(`"${'x'.repeat(100_000)}"`)
      else response.end(JSON.stringify({ code: '200', text: 'OK', remaining: '42' }))
    })
  })
  servicePort = await listen(service)
  proxy = await startConnectProxy()
})

afterAll(() => {
  service.close()
  proxy.close()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

async function pushThroughFreshClient(title = 'via proxy'): Promise<number | undefined> {
  proxy.tunnels.length = 0
  received = []
  // The dispatcher is chosen once per process: load the client afresh for each environment.
  vi.resetModules()
  const { SignalgridClient } = await import('../../../src/signalgrid/index.js')
  const client = new SignalgridClient({
    clientKey: 'key',
    channel: 'chan',
    baseUrl: `http://127.0.0.1:${servicePort}`,
  })
  return (await client.push({ title })).remaining
}

describe('proxy environment', () => {
  test('HTTP_PROXY routes the request through the proxy', async () => {
    vi.stubEnv('HTTP_PROXY', `http://127.0.0.1:${proxy.port}`)
    vi.stubEnv('NO_PROXY', '')
    expect(await pushThroughFreshClient()).toBe(42)
    expect(proxy.tunnels).toEqual([`127.0.0.1:${servicePort}`])
    expect(received).toEqual([
      'POST /v1/push client_key=key&channel=chan&title=via+proxy&critical=false&type=INFO',
    ])
  })

  test('an oversized answer through the proxy is cut at the limit and refused', async () => {
    vi.stubEnv('HTTP_PROXY', `http://127.0.0.1:${proxy.port}`)
    vi.stubEnv('NO_PROXY', '')
    await expect(pushThroughFreshClient('oversized')).rejects.toThrow(/with more than 64 KiB/)
    expect(proxy.tunnels).toEqual([`127.0.0.1:${servicePort}`])
  })

  test('lower-case https_proxy/http_proxy are honoured too', async () => {
    vi.stubEnv('http_proxy', `http://127.0.0.1:${proxy.port}`)
    vi.stubEnv('NO_PROXY', '')
    await pushThroughFreshClient()
    expect(proxy.tunnels).toEqual([`127.0.0.1:${servicePort}`])
  })

  test('NO_PROXY exempts a host: the request goes direct', async () => {
    vi.stubEnv('HTTP_PROXY', `http://127.0.0.1:${proxy.port}`)
    vi.stubEnv('NO_PROXY', '127.0.0.1')
    expect(await pushThroughFreshClient()).toBe(42)
    expect(proxy.tunnels).toEqual([])
    expect(received).toHaveLength(1)
  })

  test('without proxy variables the request goes direct', async () => {
    for (const name of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy']) vi.stubEnv(name, '')
    expect(await pushThroughFreshClient()).toBe(42)
    expect(proxy.tunnels).toEqual([])
  })
})
