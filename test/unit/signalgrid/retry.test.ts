import { setTimeout as realDelay } from 'node:timers/promises'
import nock from 'nock'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  IDEMPOTENT_RETRY,
  ONCE_ONLY_RETRY,
  type RetryEvent,
  SignalgridClient,
  SignalgridError,
  SignalgridHttpError,
  SignalgridNetworkError,
  SignalgridServiceError,
  SignalgridTimeoutError,
} from '../../../src/signalgrid/index.js'

const BASE = 'https://api.signalgrid.co'
const look = { title: 'T', body: 'B', severity: 'INFO' as const, progress: 10 }
const OK = { code: '200', text: 'OK', activity_update_token: 'CDGZ9' }
const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
const reset = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })

let retries: RetryEvent[]
let requests: number

// Jitter fixed at its midpoint so waits are predictable: 0.75 × the step.
function client() {
  return new SignalgridClient({
    clientKey: 'key',
    channel: 'chan',
    random: () => 0.5,
    onRetry: (event) => retries.push(event),
  })
}

// Only the clock is fake: the HTTP exchange with nock still needs a few real turns of the event loop.
const flushIo = () => realDelay(5)

/** Runs the call to its end, jumping the fake clock from timer to timer once real I/O has settled. */
async function settle<T>(promise: Promise<T>): Promise<T | SignalgridError> {
  let settled = false
  const outcome = promise
    .catch((error: unknown) => {
      if (error instanceof SignalgridError) return error
      throw error
    })
    .finally(() => {
      settled = true
    })
  for (;;) {
    await flushIo()
    if (settled) return outcome
    await vi.advanceTimersToNextTimerAsync()
  }
}

beforeAll(() => nock.disableNetConnect())
beforeEach(() => {
  retries = []
  requests = 0
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  nock.cleanAll()
})

function count(scope: nock.Scope): nock.Scope {
  return scope.on('request', () => requests++)
}

describe('updates and ends (idempotent)', () => {
  test('HTTP 500 three times, then success: four requests, with growing waits', async () => {
    count(nock(BASE).post('/v1/activity').times(3).reply(500, 'oops'))
    count(nock(BASE).post('/v1/activity').reply(200, OK))
    const result = await settle(client().updateActivity('CDGZ9', look))
    expect(result).not.toBeInstanceOf(SignalgridError)
    expect(requests).toBe(4)
    expect(retries.map((r) => r.delayMs)).toEqual([375, 750, 1500])
  })

  test('HTTP 500 on every attempt: gives up after the maximum of attempts with the last error', async () => {
    count(nock(BASE).post('/v1/activity').times(10).reply(500, 'oops'))
    const error = await settle(client().endActivity('CDGZ9', look))
    expect(error).toBeInstanceOf(SignalgridHttpError)
    expect(requests).toBe(IDEMPOTENT_RETRY.maxAttempts)
    expect((error as SignalgridError).attempts).toBe(IDEMPOTENT_RETRY.maxAttempts)
    expect((error as SignalgridError).message).toMatch(/after 5 attempts\)$/)
  })

  test('network errors, timeouts and code 500 in an HTTP 200 body are all retried', async () => {
    count(nock(BASE).post('/v1/activity').replyWithError(reset()))
    count(nock(BASE).post('/v1/activity').delay(60_000).reply(200, OK))
    count(nock(BASE).post('/v1/activity').reply(200, { code: '500', text: 'internal' }))
    count(nock(BASE).post('/v1/activity').reply(200, OK))
    expect(await settle(client().updateActivity('CDGZ9', look))).not.toBeInstanceOf(SignalgridError)
    expect(retries.map((r) => r.error.constructor)).toEqual([
      SignalgridNetworkError,
      SignalgridTimeoutError,
      SignalgridServiceError,
    ])
  })

  test('429 with Retry-After waits what the service asked, not less', async () => {
    count(
      nock(BASE).post('/v1/activity').reply(429, { code: '429', text: 'slow down' }, { 'Retry-After': '4' }),
    )
    count(nock(BASE).post('/v1/activity').reply(200, OK))
    const outcome = client().updateActivity('CDGZ9', look)
    await flushIo()
    await vi.advanceTimersByTimeAsync(3_900)
    await flushIo()
    expect(requests).toBe(1)
    await vi.advanceTimersByTimeAsync(200)
    await flushIo()
    expect(requests).toBe(2)
    await expect(outcome).resolves.toMatchObject({ code: '200' })
  })

  test('a Retry-After beyond the time budget gives up at once instead of waiting', async () => {
    count(nock(BASE).post('/v1/activity').reply(503, 'busy', { 'Retry-After': '600' }))
    const started = Date.now()
    const error = await settle(client().updateActivity('CDGZ9', look))
    expect(error).toBeInstanceOf(SignalgridHttpError)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(requests).toBe(1)
  })

  test('a service that hangs is abandoned by the deadline, however many attempts remain', async () => {
    count(nock(BASE).post('/v1/activity').times(10).delay(3_600_000).reply(200, OK))
    const started = Date.now()
    const error = await settle(client().endActivity('CDGZ9', look))
    expect(error).toBeInstanceOf(SignalgridTimeoutError)
    expect(Date.now() - started).toBeLessThanOrEqual(IDEMPOTENT_RETRY.deadlineMs)
    expect(requests).toBe(2)
  })

  test.each([
    [200, { code: '400', text: 'Parameter error: client_key is invalid' }],
    [400, { code: '400', text: 'bad request' }],
    [401, 'unauthorized'],
    [404, 'not found'],
  ])('HTTP %s with %j is never retried', async (status, body) => {
    count(nock(BASE).post('/v1/activity').reply(status, body))
    expect(await settle(client().updateActivity('CDGZ9', look))).toBeInstanceOf(SignalgridError)
    expect(requests).toBe(1)
  })
})

describe('starts and pushes (not idempotent)', () => {
  test('a start is not retried after a timeout once sent: one request, one activity', async () => {
    count(nock(BASE).post('/v1/activity').times(5).delay(60_000).reply(200, OK))
    const error = await settle(client().startActivity(look))
    expect(error).toBeInstanceOf(SignalgridTimeoutError)
    expect(requests).toBe(1)
    expect(retries).toEqual([])
  })

  test.each([
    ['HTTP 500', () => nock(BASE).post('/v1/activity').times(5).reply(500, 'oops')],
    ['a reset connection', () => nock(BASE).post('/v1/activity').times(5).replyWithError(reset())],
    ['a non-JSON answer', () => nock(BASE).post('/v1/activity').times(5).reply(200, '<html>')],
  ])('a start is not retried after %s', async (_name, arrange) => {
    count(arrange())
    expect(await settle(client().startActivity(look))).toBeInstanceOf(SignalgridError)
    expect(requests).toBe(1)
  })

  test('a push is not retried after a reset connection: no second alert', async () => {
    count(nock(BASE).post('/v1/push').times(5).replyWithError(reset()))
    expect(await settle(client().push({ critical: true }))).toBeInstanceOf(SignalgridNetworkError)
    expect(requests).toBe(1)
  })

  test('a refused connection is retried: the request provably never arrived', async () => {
    count(nock(BASE).post('/v1/activity').times(2).replyWithError(refused()))
    count(nock(BASE).post('/v1/activity').reply(200, OK))
    await expect(settle(client().startActivity(look))).resolves.toMatchObject({
      activityUpdateToken: 'CDGZ9',
    })
    expect(requests).toBe(3)
  })

  test.each([429, 503])('HTTP %s is retried: the service refused the request outright', async (status) => {
    count(nock(BASE).post('/v1/push').reply(status, 'busy', { 'Retry-After': '1' }))
    count(nock(BASE).post('/v1/push').reply(200, OK))
    await expect(settle(client().push({}))).resolves.toMatchObject({ code: '200' })
    expect(requests).toBe(2)
  })

  test('a push refused every time stops at its own, smaller, attempt limit', async () => {
    count(nock(BASE).post('/v1/push').times(10).replyWithError(refused()))
    expect(await settle(client().push({}))).toBeInstanceOf(SignalgridNetworkError)
    expect(requests).toBe(ONCE_ONLY_RETRY.maxAttempts)
  })
})
