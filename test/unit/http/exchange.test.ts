import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exchange, type Outgoing } from '../../../src/http/exchange.js'
import { classifyNetworkError } from '../../../src/http/network-error.js'
import { LoopbackServer } from '../../support/loopback-server.js'

// A real server on loopback: the exchange is Node's http, and what matters is what goes over the socket.
type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void
let handler: Handler
const server = new LoopbackServer(async (request, response) => {
  let body = ''
  for await (const chunk of request) body += chunk
  handler(request, body, response)
})

beforeAll(() => server.up())
afterAll(() => server.down())

function outgoing(overrides: Partial<Outgoing> = {}): Outgoing {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'title=caf%C3%A9',
    signal: new AbortController().signal,
    maxBodyBytes: 1024,
    ...overrides,
  }
}

describe('the direct exchange', () => {
  test('sends method, headers, a content-length and the body; reads status, headers and body', async () => {
    let seen: { method?: string; headers: IncomingMessage['headers']; body: string } | undefined
    handler = (request, body, response) => {
      seen = { method: request.method, headers: request.headers, body }
      response.writeHead(201, { 'retry-after': '3', 'set-cookie': ['a=1', 'b=2'] }).end('é ok')
    }
    const answer = await exchange(new URL('/v1/push', server.url), outgoing())
    expect(seen?.method).toBe('POST')
    expect(seen?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(seen?.headers['content-length']).toBe('15')
    expect(seen?.headers['transfer-encoding']).toBeUndefined()
    expect(seen?.body).toBe('title=caf%C3%A9')
    expect(answer).toMatchObject({ status: 201, text: 'é ok', oversized: false })
    expect(answer.headers.get('Retry-After')).toBe('3')
    expect(answer.headers.get('set-cookie')).toBe('a=1, b=2')
    expect(answer.headers.get('etag')).toBeNull()
  })

  test('a GET has no body and no content-length', async () => {
    let seen: IncomingMessage['headers'] = {}
    handler = (request, _body, response) => {
      seen = request.headers
      response.end('{}')
    }
    await exchange(new URL('/x', server.url), outgoing({ method: 'GET', body: undefined }))
    expect(seen['content-length']).toBeUndefined()
  })

  test('a redirect comes back as it is, never followed', async () => {
    const paths: string[] = []
    handler = (request, _body, response) => {
      paths.push(request.url as string)
      response.writeHead(307, { location: `${server.url}/elsewhere` }).end()
    }
    const answer = await exchange(new URL('/v1/push', server.url), outgoing())
    expect(answer.status).toBe(307)
    expect(paths).toEqual(['/v1/push'])
  })

  test('an oversized body is cut at the limit and flagged, not read to its end', async () => {
    handler = (_request, _body, response) => {
      response.write('x'.repeat(4096))
      // Never ends: the exchange must not wait for the rest.
    }
    const answer = await exchange(new URL('/big', server.url), outgoing({ maxBodyBytes: 100 }))
    expect(answer).toMatchObject({ status: 200, oversized: true })
    expect(answer.text).toBe('x'.repeat(100))
  })

  test('a body that stops short of its content-length is a reset connection that may have been sent', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-length': '100' })
      response.write('{"code":')
      setTimeout(() => response.socket?.destroy(), 20)
    }
    const error = await exchange(new URL('/short', server.url), outgoing()).catch((e: unknown) => e)
    expect(classifyNetworkError(error)).toMatchObject({ code: 'ECONNRESET', maybeSent: true })
  })

  test('a refused connection provably was not sent', async () => {
    const gone = new LoopbackServer(async () => {})
    await gone.up()
    await gone.down()
    const error = await exchange(new URL(gone.url), outgoing()).catch((e: unknown) => e)
    expect(classifyNetworkError(error)).toMatchObject({ code: 'ECONNREFUSED', maybeSent: false })
  })

  test('aborting stops the exchange while the body is still coming', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-length': '100' })
      response.write('{"code":')
    }
    const controller = new AbortController()
    const pending = exchange(new URL('/slow', server.url), outgoing({ signal: controller.signal }))
    setTimeout(() => controller.abort(), 50)
    await expect(pending).rejects.toThrow()
    expect(controller.signal.aborted).toBe(true)
  })
})
