import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
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
import { type HttpResponse, type Outgoing, send } from '../../../src/signalgrid/transport.js'

// The retry policy is about time. Here the transport's send is scripted and answers through promises only
// (with real abort handling), so the fake clock alone decides what happens when: no real I/O can race a
// timer. The transport itself is covered with a MockAgent in client.test.ts and on loopback in transport.test.ts.
vi.mock('../../../src/signalgrid/transport.js', async (original) => ({
  ...(await original<typeof import('../../../src/signalgrid/transport.js')>()),
  send: vi.fn(),
}))

type Step =
  | { readonly status: number; readonly body: unknown; readonly headers?: Record<string, string> }
  | { readonly networkError: string }
  | { readonly hang: true }

const content = { title: 'T', body: 'B', severity: 'INFO' as const, progress: 10 }
const OK: Step = { status: 200, body: { code: '200', text: 'OK', activity_update_token: 'CDGZ9' } }
const refused: Step = { networkError: 'ECONNREFUSED' }
const reset: Step = { networkError: 'ECONNRESET' }
const hang: Step = { hang: true }

let script: Step[]
let requestTimes: number[]
let retries: RetryEvent[]

/** Answers each request with the next step of the script; the last step repeats. */
function scriptedSend(_dispatcher: unknown, _url: URL, outgoing: Outgoing): Promise<HttpResponse> {
  requestTimes.push(Date.now())
  const step = (script.length > 1 ? script.shift() : script[0]) as Step
  if ('hang' in step) {
    return new Promise((_resolve, reject) => {
      outgoing.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    })
  }
  if ('networkError' in step) {
    // The shape undici rejects with for a socket error: the system error code on the error itself.
    return Promise.reject(
      Object.assign(new Error(`connect ${step.networkError}`), { code: step.networkError }),
    )
  }
  const text = typeof step.body === 'string' ? step.body : JSON.stringify(step.body)
  const headers = new Headers(step.headers)
  return Promise.resolve({ status: step.status, headers, text, oversized: false })
}

// Jitter fixed at its midpoint so waits are predictable: 0.75 × the step.
function client() {
  return new SignalgridClient({
    clientKey: 'key',
    channel: 'chan',
    random: () => 0.5,
    onRetry: (event) => retries.push(event),
  })
}

/** Runs the call to its end on the fake clock and returns what it settled with. */
async function settle<T>(promise: Promise<T>): Promise<T | SignalgridError> {
  const outcome = promise.catch((error: unknown) => {
    if (error instanceof SignalgridError) return error
    throw error
  })
  await vi.runAllTimersAsync()
  return outcome
}

const waits = () => requestTimes.slice(1).map((time, i) => time - (requestTimes[i] as number))

beforeEach(() => {
  script = []
  requestTimes = []
  retries = []
  vi.useFakeTimers()
  vi.mocked(send).mockImplementation(scriptedSend)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('updates and ends (idempotent)', () => {
  test('HTTP 500 three times, then success: four requests, with growing waits', async () => {
    script = [{ status: 500, body: 'oops' }, { status: 500, body: 'oops' }, { status: 500, body: 'oops' }, OK]
    expect(await settle(client().updateActivity('CDGZ9', content))).not.toBeInstanceOf(SignalgridError)
    expect(requestTimes).toHaveLength(4)
    expect(waits()).toEqual([375, 750, 1500])
  })

  test('HTTP 500 on every attempt: gives up after the maximum of attempts with the last error', async () => {
    script = [{ status: 500, body: 'oops' }]
    const error = await settle(client().endActivity('CDGZ9', content))
    expect(error).toBeInstanceOf(SignalgridHttpError)
    expect(requestTimes).toHaveLength(IDEMPOTENT_RETRY.maxAttempts)
    expect((error as SignalgridError).attempts).toBe(IDEMPOTENT_RETRY.maxAttempts)
    expect((error as SignalgridError).message).toMatch(/after 5 attempts\)$/)
  })

  test('undici timeouts and closed connections are retried too', async () => {
    script = [
      { networkError: 'UND_ERR_HEADERS_TIMEOUT' },
      { networkError: 'UND_ERR_BODY_TIMEOUT' },
      { networkError: 'UND_ERR_SOCKET' },
      OK,
    ]
    expect(await settle(client().updateActivity('CDGZ9', content))).not.toBeInstanceOf(SignalgridError)
    expect(requestTimes).toHaveLength(4)
  })

  test('network errors, timeouts and code 500 in an HTTP 200 body are all retried', async () => {
    script = [reset, hang, { status: 200, body: { code: '500', text: 'internal' } }, OK]
    expect(await settle(client().updateActivity('CDGZ9', content))).not.toBeInstanceOf(SignalgridError)
    expect(retries.map((r) => r.error.constructor)).toEqual([
      SignalgridNetworkError,
      SignalgridTimeoutError,
      SignalgridServiceError,
    ])
    expect(waits()[1]).toBe(IDEMPOTENT_RETRY.attemptTimeoutMs + 750)
  })

  test('429 with Retry-After waits what the service asked, not less', async () => {
    script = [{ status: 429, body: { code: '429', text: 'slow down' }, headers: { 'Retry-After': '4' } }, OK]
    await expect(settle(client().updateActivity('CDGZ9', content))).resolves.toMatchObject({ code: '200' })
    expect(waits()).toEqual([4000])
  })

  test('a Retry-After beyond the time budget gives up at once instead of waiting', async () => {
    script = [{ status: 503, body: 'busy', headers: { 'Retry-After': '600' } }]
    const started = Date.now()
    expect(await settle(client().updateActivity('CDGZ9', content))).toBeInstanceOf(SignalgridHttpError)
    expect(Date.now() - started).toBe(0)
    expect(requestTimes).toHaveLength(1)
  })

  test('a service that hangs is abandoned by the deadline, however many attempts remain', async () => {
    script = [hang]
    const started = Date.now()
    expect(await settle(client().endActivity('CDGZ9', content))).toBeInstanceOf(SignalgridTimeoutError)
    expect(Date.now() - started).toBeLessThanOrEqual(IDEMPOTENT_RETRY.deadlineMs)
    expect(requestTimes).toHaveLength(2)
  })

  test.each([
    [200, { code: '400', text: 'Parameter error: client_key is invalid' }],
    [400, { code: '400', text: 'bad request' }],
    [401, 'unauthorized'],
    [404, 'not found'],
  ])('HTTP %s with %j is never retried', async (status, body) => {
    script = [{ status, body }]
    expect(await settle(client().updateActivity('CDGZ9', content))).toBeInstanceOf(SignalgridError)
    expect(requestTimes).toHaveLength(1)
  })
})

describe('starts and pushes (not idempotent)', () => {
  test('a start is not retried after a timeout once sent: one request, one activity', async () => {
    script = [hang]
    expect(await settle(client().startActivity(content))).toBeInstanceOf(SignalgridTimeoutError)
    expect(requestTimes).toHaveLength(1)
    expect(retries).toEqual([])
  })

  test.each([
    ['HTTP 500', { status: 500, body: 'oops' }],
    ['a reset connection', reset],
    ['a non-JSON answer', { status: 200, body: '<html>' }],
  ] as Array<[string, Step]>)('a start is not retried after %s', async (_name, step) => {
    script = [step]
    expect(await settle(client().startActivity(content))).toBeInstanceOf(SignalgridError)
    expect(requestTimes).toHaveLength(1)
  })

  test.each([
    ['the connection closed after the request was written', 'UND_ERR_SOCKET', SignalgridNetworkError],
    ['no answer headers in time', 'UND_ERR_HEADERS_TIMEOUT', SignalgridTimeoutError],
    ['an answer that stalled', 'UND_ERR_BODY_TIMEOUT', SignalgridTimeoutError],
  ] as const)('a start is not retried after %s (%s)', async (_what, code, type) => {
    script = [{ networkError: code }]
    expect(await settle(client().startActivity(content))).toBeInstanceOf(type)
    expect(requestTimes).toHaveLength(1)
  })

  test.each(['UND_ERR_CONNECT_TIMEOUT', 'ENOTFOUND'])(
    'a start is retried after %s: it never reached the service',
    async (code) => {
      script = [{ networkError: code }, OK]
      await expect(settle(client().startActivity(content))).resolves.toMatchObject({
        activityUpdateToken: 'CDGZ9',
      })
      expect(requestTimes).toHaveLength(2)
    },
  )

  test('a push is not retried after a reset connection: no second alert', async () => {
    script = [reset]
    expect(await settle(client().push({ critical: true }))).toBeInstanceOf(SignalgridNetworkError)
    expect(requestTimes).toHaveLength(1)
  })

  test('a refused connection is retried: the request provably never arrived', async () => {
    script = [refused, refused, OK]
    await expect(settle(client().startActivity(content))).resolves.toMatchObject({
      activityUpdateToken: 'CDGZ9',
    })
    expect(requestTimes).toHaveLength(3)
  })

  test.each([429, 503])('HTTP %s is retried: the service refused the request outright', async (status) => {
    script = [{ status, body: 'busy', headers: { 'Retry-After': '1' } }, OK]
    await expect(settle(client().push({}))).resolves.toMatchObject({ code: '200' })
    expect(waits()).toEqual([1000])
  })

  test('a push refused every time stops at its own, smaller, attempt limit', async () => {
    script = [refused]
    expect(await settle(client().push({}))).toBeInstanceOf(SignalgridNetworkError)
    expect(requestTimes).toHaveLength(ONCE_ONLY_RETRY.maxAttempts)
  })
})
