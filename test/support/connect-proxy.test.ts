import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fetch, ProxyAgent } from 'undici/index.js'
import { afterEach, describe, expect, test } from 'vitest'
import { type ConnectProxy, startConnectProxy } from './connect-proxy.js'

const proxies: ConnectProxy[] = []
afterEach(() => {
  for (const proxy of proxies.splice(0)) proxy.close()
})

async function proxy(capture: boolean): Promise<ConnectProxy> {
  const started = await startConnectProxy({ capture })
  proxies.push(started)
  return started
}

describe('the loopback proxy', () => {
  test('tunnels CONNECT to its target and records it', async () => {
    const service = createServer((_request, response) => response.end('from the service'))
    service.listen(0, '127.0.0.1')
    await once(service, 'listening')
    const target = `127.0.0.1:${(service.address() as AddressInfo).port}`
    try {
      const tunnel = await proxy(false)
      const response = await fetch(`http://${target}/`, {
        dispatcher: new ProxyAgent(`http://127.0.0.1:${tunnel.port}`),
      })
      expect(await response.text()).toBe('from the service')
      expect(tunnel.tunnels).toEqual([target])
      expect(tunnel.captured).toEqual([])
    } finally {
      service.close()
    }
  })

  test('in capture mode, keeps what an http:// request sends through the tunnel and answers 502', async () => {
    const capturing = await proxy(true)
    const response = await fetch('http://example.com/repos/o/r?x=1', {
      method: 'POST',
      headers: { authorization: 'Bearer ghs_secret_token' },
      body: 'client_key=ck_secret',
      dispatcher: new ProxyAgent(`http://127.0.0.1:${capturing.port}`),
    })
    expect(response.status).toBe(502)
    await response.arrayBuffer()
    expect(capturing.tunnels).toEqual(['example.com:80'])
    expect(capturing.captured).toEqual([
      {
        target: 'example.com:80',
        sent: expect.stringMatching(
          /^POST \/repos\/o\/r\?x=1 HTTP\/1\.1\r\n[\s\S]*authorization: Bearer ghs_secret_token\r\n/,
        ),
      },
    ])
    expect(capturing.captured[0]?.sent).toMatch(/\r\n\r\nclient_key=ck_secret$/)
  })

  test('in capture mode, an https:// target gets no further than a failed TLS handshake', async () => {
    const capturing = await proxy(true)
    const request = fetch('https://example.com/', {
      headers: { authorization: 'Bearer ghs_secret_token' },
      dispatcher: new ProxyAgent(`http://127.0.0.1:${capturing.port}`),
    })
    await expect(request).rejects.toThrow()
    expect(capturing.tunnels).toEqual(['example.com:443'])
    expect(capturing.captured[0]?.sent).not.toContain('ghs_secret_token')
  })

  test('in capture mode, a plain (non-tunnelled) proxy request is kept and answered 502', async () => {
    const capturing = await proxy(true)
    const response = await globalThis.fetch(`http://127.0.0.1:${capturing.port}/`, {
      method: 'POST',
      headers: { 'x-token': 'ghs_secret_token' },
      body: 'channel=ch_secret',
    })
    expect(response.status).toBe(502)
    expect(capturing.captured).toEqual([
      {
        target: '/',
        sent: expect.stringMatching(
          /^POST \/\r\n[\s\S]*x-token: ghs_secret_token\r\n[\s\S]*channel=ch_secret$/,
        ),
      },
    ])
  })
})
