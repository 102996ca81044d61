import { execFile } from 'node:child_process'
import { once } from 'node:events'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import {
  type AddressInfo,
  createServer as createTcpServer,
  type Socket,
  type Server as TcpServer,
} from 'node:net'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { proxyFor } from '../../../src/activity/signalgrid-client.js'
import { classifyNetworkError } from '../../../src/net/network-error.js'
import {
  SignalgridClient,
  type SignalgridClientOptions,
  SignalgridNetworkError,
  SignalgridTimeoutError,
} from '../../../src/signalgrid/index.js'
import { createDispatcher, type Outgoing, send } from '../../../src/signalgrid/transport.js'
import { type ConnectProxy, startConnectProxy } from '../../support/connect-proxy.js'
import { LoopbackServer, type RequestHandler, TEST_CERTIFICATE } from '../../support/loopback-server.js'
import { signalgridFailure } from '../../support/rejection.js'

// Real servers on loopback: what matters here is what goes over the socket, which a MockAgent does not show.

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy']
const TIMEOUTS = { connectMs: 2_000, headersMs: 2_000, bodyMs: 2_000 }
const KEY = 'ck_SECRET_transport_5d1e'
const CHANNEL = 'ch_SECRET_transport_9f0a'

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void
let handler: Handler
const received: string[] = []
const service: RequestHandler = async (request, response) => {
  let body = ''
  for await (const chunk of request) body += chunk
  received.push(`${request.method} ${request.url} ${body}`)
  handler(request, body, response)
}
const server = new LoopbackServer(service)
// The same service over https, for what goes through a proxy: plain http goes to loopback only, never
// through a proxy, where the credentials would travel in clear.
const secure = new LoopbackServer(service, { tls: true })
let proxy: ConnectProxy

beforeAll(async () => {
  await Promise.all([server.up(), secure.up()])
  proxy = await startConnectProxy()
})
afterAll(async () => {
  await Promise.all([server.down(), secure.down()])
  proxy.close()
})
beforeEach(() => {
  // Whatever the machine running the tests has set, each test starts with no proxy.
  for (const name of PROXY_VARIABLES) vi.stubEnv(name, '')
  received.length = 0
  proxy.tunnels.length = 0
  handler = (_request, _body, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ code: '200', text: 'OK', remaining: '42' }))
  }
})
afterEach(() => vi.unstubAllEnvs())

function outgoing(overrides: Partial<Outgoing> = {}): Outgoing {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'title=caf%C3%A9',
    signal: new AbortController().signal,
    maxBodyBytes: 1024,
    timeouts: TIMEOUTS,
    ...overrides,
  }
}

function exchange(path: string, overrides: Partial<Outgoing> = {}) {
  const url = new URL(path, server.url)
  return send(createDispatcher(TIMEOUTS, proxyFor(url)), url, outgoing(overrides))
}

function client(options: Partial<SignalgridClientOptions> = {}): SignalgridClient {
  const once = { maxAttempts: 1 }
  return new SignalgridClient({
    clientKey: KEY,
    channel: CHANNEL,
    baseUrl: server.url,
    idempotentRetry: once,
    onceOnlyRetry: once,
    ...options,
  })
}

const failure = signalgridFailure

describe('a direct request', () => {
  test('sends method, headers, a content-length and the body; reads status, headers and body', async () => {
    let seen: { headers: IncomingMessage['headers'] } | undefined
    handler = (request, _body, response) => {
      seen = { headers: request.headers }
      response.writeHead(201, { 'retry-after': '3', 'set-cookie': ['a=1', 'b=2'] }).end('é ok')
    }
    const answer = await exchange('/v1/push')
    expect(received).toEqual(['POST /v1/push title=caf%C3%A9'])
    expect(seen?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(seen?.headers['content-length']).toBe('15')
    expect(seen?.headers['transfer-encoding']).toBeUndefined()
    expect(answer).toMatchObject({ status: 201, text: 'é ok', oversized: false })
    expect(answer.headers.get('Retry-After')).toBe('3')
    expect(answer.headers.get('set-cookie')).toBe('a=1, b=2')
    expect(answer.headers.get('etag')).toBeNull()
  })

  test('the client sends through one dispatcher, whose connections are kept for the next calls', async () => {
    const remotePorts = new Set<number>()
    handler = (request, _body, response) => {
      remotePorts.add(request.socket.remotePort as number)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ code: '200', text: 'OK', activity_update_token: 'CDGZ9' }))
    }
    const sender = client()
    const content = { title: 'T', body: 'B', severity: 'INFO' as const, progress: 0 }
    const { activityUpdateToken } = await sender.startActivity(content)
    await sender.updateActivity(activityUpdateToken, content)
    await sender.updateActivity(activityUpdateToken, content)
    await sender.push({ title: 'P' })
    expect(received).toHaveLength(4)
    // undici's pool may open a second connection while the first finishes an answer, but not one per call.
    expect(remotePorts.size).toBeLessThanOrEqual(2)
  })

  test('a redirect comes back as it is, never followed', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(307, { location: `${server.url}/elsewhere` }).end()
    }
    expect((await exchange('/v1/push')).status).toBe(307)
    expect(received).toEqual(['POST /v1/push title=caf%C3%A9'])
  })

  test('an oversized body is cut at the limit and flagged, not read to its end', async () => {
    handler = (_request, _body, response) => {
      response.write('x'.repeat(4096))
      // Never ends: the read must not wait for the rest.
    }
    const answer = await exchange('/big', { maxBodyBytes: 100 })
    expect(answer).toMatchObject({ status: 200, oversized: true })
    expect(answer.text).toBe('x'.repeat(100))
  })

  test('an oversized answer to the client is refused as such', async () => {
    handler = (_request, _body, response) => {
      response.write(`{"code":"200","text":"${'x'.repeat(70_000)}`)
    }
    await expect(client().push({})).rejects.toThrow(/with more than 64 KiB/)
  })
})

describe('failures, and whether the request may have arrived', () => {
  test('a body cut short of its content-length: a network error, maybe sent', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-length': '100' })
      response.write('{"code":')
      setTimeout(() => response.socket?.destroy(), 20)
    }
    const error = await failure(client().push({}))
    expect(error).toBeInstanceOf(SignalgridNetworkError)
    expect(error).toMatchObject({ maybeSent: true, networkCode: 'UND_ERR_SOCKET' })
  })

  test('a connection closed before any answer: a network error, maybe sent', async () => {
    handler = (request) => request.socket.destroy()
    const error = await failure(
      client().startActivity({ title: 'T', body: 'B', severity: 'INFO', progress: 0 }),
    )
    expect(error).toMatchObject({ maybeSent: true, networkCode: 'UND_ERR_SOCKET' })
  })

  test('a refused connection provably was not sent', async () => {
    const gone = new LoopbackServer(async () => {})
    await gone.up()
    await gone.down()
    const error = await failure(client({ baseUrl: gone.url }).push({}))
    expect(error).toBeInstanceOf(SignalgridNetworkError)
    expect(error).toMatchObject({ maybeSent: false, networkCode: 'ECONNREFUSED' })
    expect(error.message).toBe(
      `Could not reach Signalgrid at ${new URL(gone.url).host} for the push: connection refused (ECONNREFUSED)`,
    )
  })

  test.each([
    ['ECONNREFUSED', false],
    ['ENOTFOUND', false],
    ['UND_ERR_CONNECT_TIMEOUT', false],
    ['CERT_HAS_EXPIRED', false],
    ['ECONNRESET', true],
    ['UND_ERR_SOCKET', true],
    ['UND_ERR_RES_CONTENT_LENGTH_MISMATCH', true],
    ['HPE_INVALID_CONSTANT', true],
    ['', true],
  ])('%s: maybe sent %s', (code, maybeSent) => {
    const error = Object.assign(new Error('failed'), code ? { code } : {})
    expect(classifyNetworkError(new TypeError('fetch failed', { cause: error }))).toMatchObject({ maybeSent })
  })
})

describe('timeouts', () => {
  let silent: TcpServer
  const sockets = new Set<Socket>()
  beforeAll(async () => {
    // Accepts connections and never says a word: a TLS handshake to it never completes.
    silent = createTcpServer((socket) => {
      sockets.add(socket)
      socket.on('error', () => {})
    })
    silent.listen(0, '127.0.0.1')
    await once(silent, 'listening')
  })
  afterAll(() => {
    for (const socket of sockets) socket.destroy()
    silent.close()
  })

  test('connect: a handshake that never completes is a network error that was not sent', async () => {
    const { port: silentPort } = silent.address() as AddressInfo
    const error = await failure(
      client({ baseUrl: `https://127.0.0.1:${silentPort}`, timeouts: { connectMs: 150 } }).push({}),
    )
    expect(error).toBeInstanceOf(SignalgridNetworkError)
    expect(error).toMatchObject({ maybeSent: false, networkCode: 'UND_ERR_CONNECT_TIMEOUT' })
  })

  test('headers: no answer in time is a SignalgridTimeoutError', async () => {
    handler = () => {}
    const error = await failure(client({ timeouts: { headersMs: 150 } }).updateActivity('CDGZ9', content()))
    expect(error).toBeInstanceOf(SignalgridTimeoutError)
    expect(error.message).toBe('Signalgrid did not answer the activity update within 0.2 s')
  })

  test('body: an answer that stalls is a SignalgridTimeoutError', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
      response.write('{"code":')
    }
    const error = await failure(client({ timeouts: { bodyMs: 150 } }).endActivity('CDGZ9', content()))
    expect(error).toBeInstanceOf(SignalgridTimeoutError)
    expect(error.message).toBe("Signalgrid's answer to the activity end stalled for 0.2 s")
  })

  test('overall: an answer that trickles past the attempt timeout is abandoned at it', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      const timer = setInterval(() => response.write(' '), 30)
      response.on('close', () => clearInterval(timer))
    }
    const started = Date.now()
    const once = { maxAttempts: 1, attemptTimeoutMs: 300 }
    const error = await failure(client({ idempotentRetry: once }).updateActivity('CDGZ9', content()))
    expect(error).toBeInstanceOf(SignalgridTimeoutError)
    expect(error.message).toBe('Signalgrid did not answer the activity update within 0.3 s')
    expect(Date.now() - started).toBeLessThan(1_500)
  })
})

function content() {
  return { title: 'T', body: 'B', severity: 'INFO' as const, progress: 0 }
}

describe('proxies, by the rules of @actions/http-client', () => {
  // The toolkit never proxies 127.0.0.1 or localhost: a name under .localhost, which the test proxy
  // tunnels to 127.0.0.1, stands for a remote service, reached over https as any remote service must be.
  const securePort = () => Number(new URL(secure.url).port)
  const named = () => `https://signalgrid.localhost:${securePort()}`
  // The client as the action makes it: the proxy its base URL gets by the environment's rules.
  const proxied = (baseUrl = server.url) => client({ baseUrl, proxy: proxyFor(new URL(baseUrl)) })

  test.each(['HTTPS_PROXY', 'https_proxy'])(
    '%s routes an https request through the proxy, in TLS end to end',
    async (variable) => {
      vi.stubEnv(variable, `http://127.0.0.1:${proxy.port}`)
      expect((await proxied(named()).push({ title: 'via proxy' })).remaining).toBe(42)
      expect(proxy.tunnels).toEqual([`signalgrid.localhost:${securePort()}`])
      expect(received).toEqual([
        `POST /v1/push client_key=${KEY}&channel=${CHANNEL}&title=via+proxy&critical=false&type=INFO`,
      ])
    },
  )

  test.each(['HTTPS_PROXY', 'https_proxy'])(
    '%s routes an https request through the proxy, which sees only TLS',
    async (variable) => {
      const capturing = await startConnectProxy({ capture: true })
      try {
        vi.stubEnv(variable, `http://127.0.0.1:${capturing.port}`)
        // HTTP_PROXY is for http targets only.
        vi.stubEnv('HTTP_PROXY', `http://127.0.0.1:${proxy.port}`)
        const error = await failure(proxied('https://api.signalgrid.co').push({}))
        expect(capturing.tunnels).toEqual(['api.signalgrid.co:443'])
        expect(proxy.tunnels).toEqual([])
        // The proxy answered the handshake with a 502: nothing of the request left, in clear or at all.
        expect(error).toMatchObject({ maybeSent: false })
        const sent = capturing.captured.map((traffic) => traffic.sent).join('')
        expect(sent).not.toContain(KEY)
        expect(sent).not.toContain(CHANNEL)
      } finally {
        capturing.close()
      }
    },
  )

  test('HTTP_PROXY never carries the credentials: plain http goes to loopback only, and loopback directly', async () => {
    vi.stubEnv('HTTP_PROXY', `http://127.0.0.1:${proxy.port}`)
    expect(() => proxied('http://signalgrid.localhost:8080')).toThrow(/must use https/)
    expect((await proxied().push({})).remaining).toBe(42)
    expect(proxy.tunnels).toEqual([])
  })

  test('an oversized answer through the proxy is cut at the limit and refused', async () => {
    vi.stubEnv('HTTPS_PROXY', `http://127.0.0.1:${proxy.port}`)
    handler = (_request, _body, response) => response.end(`"${'x'.repeat(100_000)}"`)
    await expect(proxied(named()).push({})).rejects.toThrow(/with more than 64 KiB/)
    expect(proxy.tunnels).toEqual([`signalgrid.localhost:${securePort()}`])
  })

  test('a proxy that refuses the tunnel: the request was not sent', async () => {
    const refusing = createHttpServer()
    refusing.on('connect', (_request, socket: Socket) => {
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n')
    })
    refusing.listen(0, '127.0.0.1')
    await once(refusing, 'listening')
    try {
      vi.stubEnv('HTTPS_PROXY', `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`)
      const error = await failure(proxied(named()).startActivity(content()))
      // undici's ProxyAgent reports a refused CONNECT as an aborted request, which the client did not abort.
      expect(error).toBeInstanceOf(SignalgridNetworkError)
      expect(error).toMatchObject({ maybeSent: false, networkCode: 'UND_ERR_ABORTED' })
      expect(received).toEqual([])
    } finally {
      refusing.close()
    }
  })

  test.each([
    ['NO_PROXY', 'signalgrid.localhost'],
    ['no_proxy', '.localhost'],
    ['NO_PROXY', `signalgrid.localhost:${0}`],
    ['NO_PROXY', '*'],
  ])('%s=%s exempts the host: no proxy for it', (variable, value) => {
    vi.stubEnv('HTTPS_PROXY', `http://127.0.0.1:${proxy.port}`)
    vi.stubEnv(variable, value.replace(':0', `:${securePort()}`))
    expect(proxyFor(new URL(named()))).toBeUndefined()
    expect(proxyFor(new URL('https://other.example/'))?.port).toBe(
      value === '*' ? undefined : String(proxy.port),
    )
  })

  test('NO_PROXY: the request goes direct, not through the proxy', async () => {
    vi.stubEnv('HTTPS_PROXY', `http://127.0.0.1:${proxy.port}`)
    vi.stubEnv('NO_PROXY', 'example.com,signalgrid.localhost')
    const error = await failure(proxied(named()).push({}))
    // Direct, the name is looked up here, where .localhost names may not resolve; the proxy saw nothing.
    expect(proxy.tunnels).toEqual([])
    if (error instanceof SignalgridNetworkError && error.networkCode === 'ENOTFOUND') return
    expect(received).toHaveLength(1)
  })

  test('loopback hosts are never proxied, as for every other action', async () => {
    vi.stubEnv('HTTP_PROXY', `http://127.0.0.1:${proxy.port}`)
    expect((await proxied().push({})).remaining).toBe(42)
    expect(proxy.tunnels).toEqual([])
  })

  test('a process that sends through the proxy prints nothing on stderr (no "experimental" warning)', async () => {
    const script = fileURLToPath(new URL('./fixtures/push-through-proxy.ts', import.meta.url))
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      env: {
        PATH: process.env.PATH ?? '',
        HTTP_PROXY: `http://127.0.0.1:${proxy.port}`,
        HTTPS_PROXY: `http://127.0.0.1:${proxy.port}`,
        NODE_EXTRA_CA_CERTS: TEST_CERTIFICATE,
        FIXTURE_BASE_URL: named(),
      },
    })
    expect(JSON.parse(stdout)).toEqual({ remaining: 42 })
    expect(proxy.tunnels).toEqual([`signalgrid.localhost:${securePort()}`])
    expect(stderr).toBe('')
  })

  test('without proxy variables the request goes direct', async () => {
    expect(proxyFor(new URL('https://api.signalgrid.co'))).toBeUndefined()
    expect((await proxied().push({})).remaining).toBe(42)
    expect(proxy.tunnels).toEqual([])
  })
})
