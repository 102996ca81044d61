import { MockAgent } from 'undici/index.js'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import packageJson from '../../../package.json' with { type: 'json' }
import {
  MAX_RESPONSE_BYTES,
  mayHaveTakenEffect,
  SignalgridClient,
  SignalgridHttpError,
  SignalgridNetworkError,
  SignalgridRequestError,
  SignalgridResponseError,
  SignalgridServiceError,
  SignalgridTimeoutError,
  SignalgridTokenError,
} from '../../../src/signalgrid/index.js'
import { signalgridFailure } from '../../support/rejection.js'

const KEY = 'ck_SECRET_a3f29c8f'
const CHANNEL = 'ch_SECRET_0b4e1d7c9a'
const BASE = 'https://api.signalgrid.co'
const content = { title: 'CI · build', body: 'Starting', severity: 'INFO' as const, progress: 0 }
const ok = (extra: object = {}) => ({
  ruuid: '8b2cf55e0d1e4b2f9a6c3d7e8f90123456789abc',
  text: 'OK',
  code: '200',
  node: 'dp02',
  time: '301ms',
  remaining: '9672',
  ...extra,
})

// undici's MockAgent, handed to the client as its dispatcher: nock does not see npm undici's requests.
// Timeouts, truncated answers and proxies, which need real sockets, are in transport.test.ts.
let agent: MockAgent
const service = (origin = BASE) => agent.get(origin)

// No retries, so each test sees exactly one request unless it says otherwise.
function client(options: Partial<ConstructorParameters<typeof SignalgridClient>[0]> = {}) {
  const once = { maxAttempts: 1 }
  return new SignalgridClient({
    clientKey: KEY,
    channel: CHANNEL,
    idempotentRetry: once,
    onceOnlyRetry: once,
    dispatcher: agent,
    ...options,
  })
}

const post = (path: string | RegExp, body?: string | RegExp) =>
  service().intercept({ path, method: 'POST', ...(body === undefined ? {} : { body }) })

const failure = signalgridFailure

beforeEach(() => {
  agent = new MockAgent()
  agent.disableNetConnect()
})
afterEach(async () => {
  const pending = agent.pendingInterceptors()
  await agent.close()
  expect(pending).toEqual([])
})

describe('successful answers', () => {
  test('push: POST /v1/push, form-encoded, with the package User-Agent, answer parsed', async () => {
    let headers: Record<string, string> = {}
    post('/v1/push', `client_key=${KEY}&channel=${CHANNEL}&title=Hi&critical=false&type=SUCCESS`).reply(
      (request) => {
        headers = request.headers as Record<string, string>
        return { statusCode: 200, data: ok() }
      },
    )
    const response = await client().push({ title: 'Hi', severity: 'SUCCESS' })
    expect(response).toEqual({
      status: 200,
      code: '200',
      text: 'OK',
      ruuid: '8b2cf55e0d1e4b2f9a6c3d7e8f90123456789abc',
      node: 'dp02',
      time: 301,
      remaining: 9672,
    })
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(headers['user-agent']).toBe(`${packageJson.name}/${packageJson.version}`)
  })

  test('startActivity returns the activity update token', async () => {
    post('/v1/activity', /type=start/).reply(200, ok({ activity_update_token: 'CDGZ9' }))
    const started = await client().startActivity(content)
    expect(started.activityUpdateToken).toBe('CDGZ9')
    expect(started.remaining).toBe(9672)
  })

  test('update and end go to /v1/activity with their phase and token', async () => {
    post('/v1/activity', /type=update&token=CDGZ9&/).reply(200, ok())
    post('/v1/activity', /type=end&token=CDGZ9&.*&dismissal_delay=60$/).reply(200, ok({ remaining: '5' }))
    await client().updateActivity('CDGZ9', content)
    expect((await client().endActivity('CDGZ9', content, { dismissalDelay: 60 })).remaining).toBe(5)
  })

  test('a base URL with a path prefix and a trailing slash is joined without a double slash', async () => {
    service('https://relay.example').intercept({ path: '/sg/v1/push', method: 'POST' }).reply(200, ok())
    await client({ baseUrl: 'https://relay.example/sg/' }).push({})
  })

  test('missing optional answer fields do not fail a successful call', async () => {
    post('/v1/push').reply(200, { code: '200' })
    const response = await client().push({})
    expect(response.remaining).toBeUndefined()
    expect(response.time).toBeUndefined()
  })
})

describe('errors', () => {
  test('HTTP 200 with code "400" is a SignalgridServiceError carrying status, code, text and ruuid', async () => {
    post('/v1/push').reply(200, {
      text: 'Parameter error: client_key is invalid',
      code: '400',
      ruuid: 'abc123',
    })
    const error = await failure(client().push({}))
    expect(error).toBeInstanceOf(SignalgridServiceError)
    expect(error).toMatchObject({
      status: 200,
      code: '400',
      text: 'Parameter error: client_key is invalid',
      ruuid: 'abc123',
    })
    expect(error.message).toBe(
      'Signalgrid refused the push: Parameter error: client_key is invalid (code 400), ruuid abc123',
    )
  })

  test('a non-2xx status is a SignalgridHttpError, with the JSON text when there is one', async () => {
    post('/v1/activity').reply(503, { text: 'Maintenance', code: '503' }, { headers: { 'Retry-After': '7' } })
    const error = await failure(client().startActivity(content))
    expect(error).toBeInstanceOf(SignalgridHttpError)
    expect(error).toMatchObject({ status: 503, code: '503', text: 'Maintenance', retryAfterMs: 7000 })
    expect(error.message).toBe(
      'Signalgrid answered the activity start with HTTP 503: Maintenance (code 503) (Retry-After 7 s)',
    )
  })

  test('a non-JSON body is a SignalgridResponseError', async () => {
    post('/v1/push').reply(200, '<html>Bad gateway</html>')
    const error = await failure(client().push({}))
    expect(error).toBeInstanceOf(SignalgridResponseError)
    expect(error.message).toMatch(/not the expected JSON/)
  })

  test('JSON without a code is a SignalgridResponseError', async () => {
    post('/v1/push').reply(200, { ok: true })
    expect(await failure(client().push({}))).toBeInstanceOf(SignalgridResponseError)
  })

  test(`a body over ${MAX_RESPONSE_BYTES} bytes is refused without reading it all`, async () => {
    post('/v1/push').reply(200, JSON.stringify({ code: '200', text: 'x'.repeat(MAX_RESPONSE_BYTES) }))
    const error = await failure(client().push({}))
    expect(error).toBeInstanceOf(SignalgridResponseError)
    expect(error.message).toMatch(/more than 64 KiB/)
  })

  test('a start answered without a token is a SignalgridResponseError', async () => {
    post('/v1/activity').reply(200, ok())
    const error = await failure(client().startActivity(content))
    expect(error).toBeInstanceOf(SignalgridResponseError)
    expect(error.message).toMatch(/no activity_update_token/)
  })

  test('a start whose token is not one: the activity is ended at once with it, and the error says so without quoting it', async () => {
    const malformed = 'CDG Z9&type=start'
    post('/v1/activity', /type=start/).reply(200, ok({ activity_update_token: malformed }))
    // The token as given, encoded like any other value: it cannot add a field to the form.
    post('/v1/activity', /type=end&token=CDG\+Z9%26type%3Dstart&.*&dismissal_delay=1$/).reply(200, ok())
    const error = await failure(client().startActivity(content))
    expect(error).toBeInstanceOf(SignalgridTokenError)
    expect(error).toMatchObject({ operation: 'activity start', ended: true })
    expect(error.message).toBe(
      'Signalgrid\'s answer to the activity start carried an activity_update_token that is not one (allowed: letters, digits, "-" or "_", at most 64); the activity it started was ended at once',
    )
    expect(error.message).not.toContain('Z9')
    // Nothing is left on the phone: the failed start took no effect that stays.
    expect(mayHaveTakenEffect(error)).toBe(false)
  })

  test('a start whose token is not one, and whose end at once is refused: said, and it may stay on the phone', async () => {
    post('/v1/activity', /type=start/).reply(200, ok({ activity_update_token: 'T'.repeat(65) }))
    post('/v1/activity', /type=end/).reply(200, { code: '400', text: 'Parameter error: token is invalid' })
    const error = await failure(client().startActivity(content))
    expect(error).toMatchObject({ ended: false })
    expect(error.message).toMatch(
      /is not one \(allowed: [^)]*\); ending at once the activity it started failed too \(Signalgrid refused the activity end: Parameter error: token is invalid \(code 400\)\)$/,
    )
    expect(mayHaveTakenEffect(error)).toBe(true)
  })

  test('a refused connection is a SignalgridNetworkError that provably was not sent', async () => {
    post('/v1/push').replyWithError(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    )
    const error = await failure(client().push({}))
    expect(error).toBeInstanceOf(SignalgridNetworkError)
    expect(error).toMatchObject({ maybeSent: false, networkCode: 'ECONNREFUSED' })
    expect(error.message).toBe(
      'Could not reach Signalgrid at api.signalgrid.co for the push: connection refused (ECONNREFUSED)',
    )
  })

  test('a reset connection is a SignalgridNetworkError that may have been sent', async () => {
    post('/v1/push').replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))
    expect(await failure(client().push({}))).toMatchObject({ maybeSent: true, networkCode: 'ECONNRESET' })
  })

  test('invalid content is a SignalgridRequestError and nothing is sent', async () => {
    const error = await failure(client().startActivity({ ...content, progressLegend: true }))
    expect(error).toBeInstanceOf(SignalgridRequestError)
  })

  test('a base URL that is not https is refused when the client is made', () => {
    expect(() => client({ baseUrl: 'http://api.signalgrid.co' })).toThrow(/must use https/)
  })

  test('redirects are not followed: the credentials in the body must not travel to another host', async () => {
    post('/v1/push').reply(307, '', { headers: { Location: 'https://elsewhere.example/v1/push' } })
    // Following it would reach a host the MockAgent refuses (a network error), not this answer.
    const error = await failure(client().push({}))
    expect(error).toBeInstanceOf(SignalgridHttpError)
    expect(error).toMatchObject({ status: 307 })
  })
})

describe('whether a failed request may have taken effect', () => {
  const push = { operation: 'push' } as const
  test.each([
    ['refused before sending', new SignalgridRequestError('push', 'type', 'is unknown'), false],
    [
      'a refused connection',
      new SignalgridNetworkError('m', { ...push, maybeSent: false, networkCode: 'ECONNREFUSED' }),
      false,
    ],
    [
      'a reset connection',
      new SignalgridNetworkError('m', { ...push, maybeSent: true, networkCode: 'ECONNRESET' }),
      true,
    ],
    ['no answer in time', new SignalgridTimeoutError('m', push), true],
    ['an HTTP 200 that cannot be read', new SignalgridResponseError('m', { ...push, status: 200 }), true],
    ['HTTP 500', new SignalgridHttpError('m', { ...push, status: 500 }), true],
    ['HTTP 502 from a proxy', new SignalgridHttpError('m', { ...push, status: 502 }), true],
    ['HTTP 503: not taken now', new SignalgridHttpError('m', { ...push, status: 503 }), false],
    ['HTTP 429: not taken now', new SignalgridHttpError('m', { ...push, status: 429 }), false],
    ['HTTP 400: refused', new SignalgridHttpError('m', { ...push, status: 400 }), false],
    [
      'HTTP 200 with code "400": refused',
      new SignalgridServiceError('m', { ...push, status: 200, code: '400' }),
      false,
    ],
    [
      'HTTP 200 with code "500"',
      new SignalgridServiceError('m', { ...push, status: 200, code: '500' }),
      true,
    ],
  ] as const)('%s: %s', (_what, error, expected) => {
    expect(mayHaveTakenEffect(error)).toBe(expected)
  })
})

describe('secrets', () => {
  const scenarios: Array<[string, () => void]> = [
    [
      'service error echoing the key',
      () => post(/.*/).reply(200, { code: '400', text: `bad key ${KEY} for ${CHANNEL}` }),
    ],
    [
      'HTTP error echoing the channel',
      () => post(/.*/).reply(500, { code: '500', text: `channel ${CHANNEL}` }),
    ],
    ['non-JSON body', () => post(/.*/).reply(200, `${KEY} oops`)],
    ['network error', () => post(/.*/).replyWithError(Object.assign(new Error(KEY), { code: 'ECONNRESET' }))],
  ]

  test.each(scenarios)(
    'no error message, text or field carries the client key or channel: %s',
    async (_name, arrange) => {
      arrange()
      const error = await failure(client().push({ title: KEY, body: CHANNEL }))
      const everything = JSON.stringify({ ...error, message: error.message, stack: error.stack })
      expect(everything).not.toContain(KEY)
      expect(everything).not.toContain(CHANNEL)
    },
  )
})
