import { describe, expect, onTestFinished, test } from 'vitest'
import {
  type ActivityContent,
  SignalgridClient,
  type SignalgridClientOptions,
  SignalgridHttpError,
  SignalgridNetworkError,
  SignalgridResponseError,
  SignalgridServiceError,
  SignalgridTimeoutError,
} from '../../src/signalgrid/index.js'
import { signalgridFailure } from './rejection.js'
import { SignalgridEmulator, type SignalgridEmulatorOptions } from './signalgrid-emulator.js'

/** An emulator for this test, with our client on it. Spacing 0 unless a test is about spacing. */
async function emulator(options: SignalgridEmulatorOptions = {}) {
  const signalgrid = await SignalgridEmulator.start({ phoneSpacingMs: 0, ...options })
  onTestFinished(() => signalgrid.close())
  return { signalgrid, sg: client(signalgrid) }
}

/** Our real client, one attempt per call unless told otherwise, so each call is one request. */
function client(
  emulator: SignalgridEmulator,
  options: Partial<SignalgridClientOptions> = {},
): SignalgridClient {
  const once = { maxAttempts: 1, attemptTimeoutMs: 2_000 }
  return new SignalgridClient({
    clientKey: emulator.clientKey,
    channel: emulator.channel,
    baseUrl: emulator.url,
    idempotentRetry: once,
    onceOnlyRetry: once,
    ...options,
  })
}

const content: ActivityContent = {
  title: 'CI · build',
  body: 'Starting',
  severity: 'INFO',
  progress: 0,
  steps: 5,
  progressLegend: true,
  startText: 'queued',
  endText: 'done',
}

const failure = signalgridFailure

/**
 * A raw POST, for requests our client would never send. Fields go with the emulator's client key and
 * channel unless they set their own; a field set to undefined is left out.
 */
async function post(
  emulator: SignalgridEmulator,
  path: string,
  body: string | Record<string, string | undefined>,
  contentType = 'application/x-www-form-urlencoded',
): Promise<{ status: number; json: unknown }> {
  const fields = (form: Record<string, string | undefined>) =>
    Object.entries({ client_key: emulator.clientKey, channel: emulator.channel, ...form }).filter(
      (field): field is [string, string] => field[1] !== undefined,
    )
  const response = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : new URLSearchParams(fields(body)).toString(),
  })
  return { status: response.status, json: await response.json() }
}

describe('what our client sends is accepted and answered like the service', () => {
  test('push, start, update and end: answer shape, one token per start, remaining counts down', async () => {
    const { signalgrid, sg } = await emulator({ quota: 500 })
    const pushed = await sg.push({ title: 'Deploy', body: 'failed', severity: 'CRIT', critical: true })
    const started = await sg.startActivity(content)
    const updated = await sg.updateActivity(started.activityUpdateToken, { ...content, progress: 40 })
    const ended = await sg.endActivity(
      started.activityUpdateToken,
      { ...content, progress: 100 },
      { dismissalDelay: 60 },
    )

    expect([pushed, started, updated, ended].map((answer) => answer.remaining)).toEqual([499, 498, 497, 496])
    expect(started.activityUpdateToken).toMatch(/^[A-Z0-9]{5}$/)
    const start = JSON.parse(signalgrid.requests[1]?.answer?.body ?? '')
    expect(start).toEqual({
      ruuid: expect.stringMatching(/^[0-9a-f]{40}$/),
      text: 'OK',
      code: '200',
      node: 'emu01',
      time: expect.stringMatching(/^\d+ms$/),
      remaining: '498',
      activity_update_token: started.activityUpdateToken,
    })
    const update = JSON.parse(signalgrid.requests[2]?.answer?.body ?? '')
    expect(Object.keys(update)).toEqual(['ruuid', 'text', 'code', 'node', 'time', 'remaining'])
    expect(signalgrid.counts).toMatchObject({ pushes: 1, starts: 1, updates: 1, ends: 1, rejected: 0 })
    // Every start gets a token of its own.
    const more = await Promise.all(Array.from({ length: 20 }, () => sg.startActivity(content)))
    expect(new Set([started, ...more].map((answer) => answer.activityUpdateToken)).size).toBe(21)
    // The phone keeps the push as a notification.
    expect(signalgrid.phone.notifications).toEqual([
      { title: 'Deploy', body: 'failed', type: 'CRIT', critical: true, at: expect.any(Number) },
    ])
  })

  test('each request is recorded with its exact body, headers, fields and answer', async () => {
    const { signalgrid, sg } = await emulator()
    await sg.push({ title: 'a&b=c', body: 'x+y %' })
    const [request] = signalgrid.requests
    expect(request?.rawBody).toBe(
      `client_key=${signalgrid.clientKey}&channel=${signalgrid.channel}&title=a%26b%3Dc&body=x%2By+%25&critical=false&type=INFO`,
    )
    expect(request?.fields).toEqual(Object.fromEntries(new URLSearchParams(request?.rawBody)))
    expect(request).toMatchObject({ method: 'POST', path: '/v1/push', kind: 'push', outcome: 'accepted' })
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(request?.headers['user-agent']).toMatch(/^signalgrid-action\//)
    expect(request?.answer?.status).toBe(200)
  })

  test('push type is case-insensitive, as the service clients that send lower case rely on', async () => {
    const { signalgrid } = await emulator()
    const answer = await post(signalgrid, '/v1/push', { type: 'crit' })
    expect(answer.json).toMatchObject({ code: '200' })
    expect(signalgrid.phone.notifications[0]?.type).toBe('CRIT')
  })
})

describe('the phone', () => {
  test('shows the activity as start, update and end leave it, and keeps its history', async () => {
    const { signalgrid, sg } = await emulator()
    const { activityUpdateToken: token } = await sg.startActivity(content)
    await sg.updateActivity(token, { ...content, body: 'Testing', progress: 60, severity: 'WARN' })
    expect(signalgrid.phone.activity(token)?.view).toMatchObject({
      title: 'CI · build',
      body: 'Testing',
      severity: 'WARN',
      progress: 60,
      steps: 5,
      legend: { startText: 'queued', endText: 'done' },
      ended: false,
    })
    await sg.endActivity(
      token,
      { ...content, body: 'Passed', severity: 'SUCCESS', progress: 100 },
      { dismissalDelay: 30 },
    )
    const activity = signalgrid.phone.activity(token)
    expect(activity?.view).toMatchObject({
      body: 'Passed',
      severity: 'SUCCESS',
      ended: true,
      dismissalDelay: 30,
    })
    expect(activity?.view.endedAt).toBeGreaterThanOrEqual(activity?.startedAt ?? Number.POSITIVE_INFINITY)
    expect(activity?.history.map((message) => [message.phase, message.content.progress])).toEqual([
      ['start', 0],
      ['update', 60],
      ['end', 100],
    ])
  })

  test('a field left out of an update is redrawn empty, not kept: the whole content must be re-sent', async () => {
    const { signalgrid, sg } = await emulator()
    const { activityUpdateToken: token } = await sg.startActivity(content)
    await post(signalgrid, '/v1/activity', { type: 'update', token, progress: '50' })
    expect(signalgrid.phone.activity(token)?.view).toMatchObject({
      title: '',
      body: '',
      progress: 50,
      steps: undefined,
      legend: undefined,
    })
  })

  test('drops updates closer than the spacing to the last one shown, and counts them; the end always shows', async () => {
    const { signalgrid, sg } = await emulator({ phoneSpacingMs: 300 })
    const { activityUpdateToken: token } = await sg.startActivity(content)
    await sg.updateActivity(token, { ...content, progress: 20 })
    expect(signalgrid.phone.activity(token)?.view.progress).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await sg.updateActivity(token, { ...content, progress: 40 })
    await sg.endActivity(token, { ...content, progress: 100 })

    const activity = signalgrid.phone.activity(token)
    expect(activity?.view).toMatchObject({ progress: 100, ended: true })
    expect(activity?.history.map((message) => message.shown)).toEqual([true, false, true, true])
    expect(activity?.droppedBySpacing).toBe(1)
    expect(signalgrid.counts).toMatchObject({ updates: 2, droppedBySpacing: 1 })
  })
})

describe('refusals, answered as the service answers them: HTTP 200 with code "400"', () => {
  type Overrides = Record<string, string | undefined>
  type Fields = (token: string) => Overrides
  const [PUSH, ACTIVITY] = ['/v1/push', '/v1/activity']
  const start = { type: 'start', title: 't', body: 'b', severity: 'INFO', progress: '0' }
  const update = (token: string) => ({ type: 'update', token, title: 't', body: 'b', progress: '10' })
  const onStart = (fields: Overrides) => () => ({ ...start, ...fields })
  const onUpdate = (fields: Overrides) => (token: string) => ({ ...update(token), ...fields })
  const onEnd = (fields: Overrides) => onUpdate({ type: 'end', ...fields })
  const PROGRESS = 'progress must be an integer from 0 to 100'
  const DELAY = 'dismissal_delay must be an integer of 0 or more'
  const TYPES = 'type must be one of start, update, end'
  const [SEVERITIES, BOOLEAN] = ['CRIT, WARN, INFO, SUCCESS', 'must be true or false']
  // The rule broken, where, the fields that break it (beside a valid key and channel), and the refusal text.
  const rules: [string, string, Fields, string][] = [
    ['a wrong client key', PUSH, () => ({ client_key: 'nope' }), 'client_key is invalid'],
    ['no client key', ACTIVITY, onStart({ client_key: undefined }), 'client_key is invalid'],
    ['a wrong channel', PUSH, () => ({ channel: 'nope' }), 'channel is invalid'],
    ['an unknown push type', PUSH, () => ({ type: 'NOTICE' }), `type must be one of ${SEVERITIES}`],
    ['critical other than true/false', PUSH, () => ({ critical: '1' }), `critical ${BOOLEAN}`],
    ['an unknown field (a typo)', PUSH, () => ({ titel: 'x' }), 'titel is not a known field'],
    ['critical on an activity', ACTIVITY, onStart({ critical: 'true' }), 'critical is not a known field'],
    ['an unknown activity type', ACTIVITY, onStart({ type: 'begin' }), TYPES],
    ['no activity type', ACTIVITY, onStart({ type: undefined }), TYPES],
    ['an unknown severity', ACTIVITY, onStart({ severity: 'red' }), `severity must be one of ${SEVERITIES}`],
    ['progress above 100', ACTIVITY, onStart({ progress: '101' }), PROGRESS],
    ['negative progress', ACTIVITY, onStart({ progress: '-1' }), PROGRESS],
    ['fractional progress', ACTIVITY, onStart({ progress: '5.5' }), PROGRESS],
    ['steps 0', ACTIVITY, onStart({ steps: '0' }), 'steps must be an integer of 1 or more'],
    [
      'progress_legend not true/false',
      ACTIVITY,
      onStart({ progress_legend: 'yes' }),
      `progress_legend ${BOOLEAN}`,
    ],
    [
      'a legend without end_text',
      ACTIVITY,
      onStart({ progress_legend: 'true', start_text: 'a' }),
      'start_text and end_text are required when progress_legend is true',
    ],
    ['a token on start', ACTIVITY, (token) => ({ ...start, token }), 'token is not allowed on start'],
    ['an update without token', ACTIVITY, onUpdate({ token: undefined }), 'token is required on update'],
    ['an unknown token', ACTIVITY, () => update('ZZZZZ'), 'token is invalid'],
    [
      'dismissal_delay on update',
      ACTIVITY,
      onUpdate({ dismissal_delay: '5' }),
      'dismissal_delay is only allowed on end',
    ],
    ['a negative dismissal_delay', ACTIVITY, onEnd({ dismissal_delay: '-5' }), DELAY],
    ['a non-numeric dismissal_delay', ACTIVITY, onEnd({ dismissal_delay: 'abc' }), DELAY],
  ]

  test.each(rules)('%s', async (_rule, path, fields, text) => {
    const { signalgrid, sg } = await emulator()
    const { activityUpdateToken: token } = await sg.startActivity(content)
    const remaining = signalgrid.remaining
    const answer = await post(signalgrid, path, fields(token))
    expect(answer).toEqual({ status: 200, json: { text: `Parameter error: ${text}`, code: '400' } })
    expect(signalgrid.requests.at(-1)).toMatchObject({
      outcome: 'rejected',
      rejection: { reason: 'invalid', text: `Parameter error: ${text}` },
    })
    expect(signalgrid.remaining).toBe(remaining)
    expect(signalgrid.phone.activity(token)?.history).toHaveLength(1)
  })

  const FORM = 'application/x-www-form-urlencoded'
  test.each([
    ['a field given twice', FORM, 'title=a&title=b', 'title is given more than once'],
    ['a JSON body', 'application/json', '{}', `content type must be ${FORM}`],
    ['a multipart body', 'multipart/form-data; boundary=x', '--x--', `content type must be ${FORM}`],
  ])('%s', async (_what, contentType, body, text) => {
    const { signalgrid } = await emulator()
    const credentials = `client_key=${signalgrid.clientKey}&channel=${signalgrid.channel}&`
    const answer = await post(
      signalgrid,
      '/v1/push',
      contentType === FORM ? credentials + body : body,
      contentType,
    )
    expect(answer).toEqual({ status: 200, json: { text: `Parameter error: ${text}`, code: '400' } })
  })

  test('an ended activity refuses updates and a second end, and counts both', async () => {
    const { signalgrid, sg } = await emulator()
    const { activityUpdateToken: token } = await sg.startActivity(content)
    await sg.endActivity(token, { ...content, progress: 100 })
    const late = await failure(sg.updateActivity(token, { ...content, progress: 50 }))
    const again = await failure(sg.endActivity(token, { ...content, progress: 100 }))
    for (const error of [late, again]) expect(error.text).toBe('Parameter error: activity has already ended')
    expect(signalgrid.counts).toMatchObject({ ends: 1, updatesAfterEnd: 1, duplicateEnds: 1, rejected: 2 })
    expect(signalgrid.phone.activity(token)?.view.progress).toBe(100)
  })

  test('unknown paths and methods get 404 and 405', async () => {
    const { signalgrid } = await emulator()
    expect((await fetch(`${signalgrid.url}/v2/push`, { method: 'POST' })).status).toBe(404)
    const head = await fetch(`${signalgrid.url}/v1/push`, { method: 'HEAD' })
    expect([head.status, head.headers.get('allow')]).toEqual([405, 'POST'])
  })
})

describe('fault knobs', () => {
  test('an HTTP status, targeted at one kind, n times, with the service error body', async () => {
    const { signalgrid, sg } = await emulator()
    signalgrid.inject('update', { type: 'status', status: 500 }, 2)
    const { activityUpdateToken: token } = await sg.startActivity(content)
    for (let i = 0; i < 2; i++) {
      const error = await failure(sg.updateActivity(token, { ...content, progress: 10 }))
      expect(error).toBeInstanceOf(SignalgridHttpError)
      expect(error).toMatchObject({ status: 500, text: 'Internal Server Error', code: '500' })
    }
    await sg.updateActivity(token, { ...content, progress: 20 })
    expect(signalgrid.requests.map((request) => [request.kind, request.outcome])).toEqual([
      ['start', 'accepted'],
      ['update', 'unprocessed'],
      ['update', 'unprocessed'],
      ['update', 'accepted'],
    ])
    expect(signalgrid.requests[1]?.fault).toEqual({ type: 'status', status: 500 })
  })

  test('429 and 503 carry Retry-After (and a body when given), which our client honours', async () => {
    const { signalgrid, sg } = await emulator()
    signalgrid.inject('start', { type: 'status', status: 503, retryAfter: '0' })
    const body = '{"text":"Rate limit exceeded","code":"429"}'
    signalgrid.inject('push', { type: 'status', status: 429, retryAfter: '7', body }, 'always')
    const started = await client(signalgrid, { onceOnlyRetry: { maxAttempts: 2 } }).startActivity(content)
    expect(started.activityUpdateToken).toMatch(/^[A-Z0-9]{5}$/)
    expect(signalgrid.counts.starts).toBe(1)
    const error = await failure(sg.push({ title: 'x' }))
    expect(error).toMatchObject({ status: 429, retryAfterMs: 7000, text: 'Rate limit exceeded' })
    expect(signalgrid.requests.at(-1)?.answer?.headers['retry-after']).toBe('7')
  })

  test("'any' and 'always' hit every request until the faults are cleared", async () => {
    const { signalgrid, sg } = await emulator()
    signalgrid.inject('any', { type: 'status', status: 502 }, 'always')
    for (const call of [() => sg.push({}), () => sg.startActivity(content)]) {
      expect(await failure(call())).toMatchObject({ status: 502 })
    }
    signalgrid.clearFaults()
    await sg.push({})
    expect(signalgrid.counts.pushes).toBe(1)
  })

  test('a hang: the client times out; processed, the activity exists, unprocessed, the push left no trace', async () => {
    const { signalgrid } = await emulator()
    signalgrid.inject('start', { type: 'hang', processed: true })
    signalgrid.inject('push', { type: 'hang', processed: false })
    const impatient = client(signalgrid, { onceOnlyRetry: { maxAttempts: 1, attemptTimeoutMs: 200 } })
    expect(await failure(impatient.startActivity(content))).toBeInstanceOf(SignalgridTimeoutError)
    expect(await failure(impatient.push({}))).toBeInstanceOf(SignalgridTimeoutError)
    expect(signalgrid.counts.starts).toBe(1)
    expect(signalgrid.phone.activities).toHaveLength(1)
    expect(signalgrid.requests.map((request) => request.answer)).toEqual([undefined, undefined])
    expect(signalgrid.phone.notifications).toEqual([])
  })

  test('latency, and a hang that ends: the normal answer late, or a dropped connection when unprocessed', async () => {
    const { signalgrid, sg } = await emulator()
    signalgrid.inject('start', { type: 'latency', ms: 150 })
    signalgrid.inject('push', { type: 'hang', processed: true, answerAfterMs: 150 })
    signalgrid.inject('push', { type: 'hang', processed: false, answerAfterMs: 50 })
    for (const late of [() => sg.startActivity(content), () => sg.push({})]) {
      const begin = Date.now()
      expect((await late()).code).toBe('200')
      expect(Date.now() - begin).toBeGreaterThanOrEqual(140)
    }
    expect(await failure(sg.push({}))).toBeInstanceOf(SignalgridNetworkError)
    expect(signalgrid.counts).toMatchObject({ starts: 1, pushes: 1 })
  })

  test('a connection reset, processed or not', async () => {
    const { signalgrid, sg } = await emulator()
    signalgrid.inject('push', { type: 'reset', processed: true })
    signalgrid.inject('push', { type: 'reset', processed: false })
    for (let i = 0; i < 2; i++) {
      const error = await failure(sg.push({ title: `try ${i}` }))
      expect(error).toBeInstanceOf(SignalgridNetworkError)
      expect(error).toMatchObject({ maybeSent: true })
    }
    expect(signalgrid.phone.notifications.map((notification) => notification.title)).toEqual(['try 0'])
  })

  test('a non-JSON body', async () => {
    const { signalgrid, sg } = await emulator()
    signalgrid.inject('update', { type: 'non-json' })
    const { activityUpdateToken: token } = await sg.startActivity(content)
    const error = await failure(sg.updateActivity(token, content))
    expect(error).toBeInstanceOf(SignalgridResponseError)
    expect(error.status).toBe(200)
    expect(signalgrid.counts.updates).toBe(0)
  })

  test('a truncated body: processed, but the answer is cut short', async () => {
    const { signalgrid, sg } = await emulator()
    signalgrid.inject('end', { type: 'truncated' })
    const { activityUpdateToken: token } = await sg.startActivity(content)
    const error = await failure(sg.endActivity(token, content))
    expect(error).toBeInstanceOf(SignalgridNetworkError)
    expect(signalgrid.counts.ends).toBe(1)
    const sent = signalgrid.requests.at(-1)?.answer
    expect(Number(sent?.headers['content-length'])).toBeGreaterThan(Buffer.byteLength(sent?.body ?? ''))
  })

  test('HTTP 200 with code "400": a refusal that was not processed', async () => {
    const { signalgrid, sg } = await emulator()
    signalgrid.inject('start', { type: 'refusal', text: 'Parameter error: rate limit' })
    const error = await failure(sg.startActivity(content))
    expect(error).toBeInstanceOf(SignalgridServiceError)
    expect(error).toMatchObject({ status: 200, code: '400', text: 'Parameter error: rate limit' })
    expect(signalgrid.counts.starts).toBe(0)
  })

  test('the whole service down, refusing connections, then up again on the same port', async () => {
    const { signalgrid, sg } = await emulator()
    const url = signalgrid.url
    await signalgrid.down()
    const error = await failure(sg.push({}))
    expect(error).toBeInstanceOf(SignalgridNetworkError)
    expect(error).toMatchObject({ maybeSent: false, networkCode: 'ECONNREFUSED' })
    await signalgrid.up()
    expect(signalgrid.url).toBe(url)
    expect((await sg.push({})).code).toBe('200')
  })

  test('goes-down: the request is answered, then the next one is refused, though the connection was kept alive', async () => {
    const { signalgrid, sg } = await emulator()
    const { activityUpdateToken: token } = await sg.startActivity(content)
    signalgrid.inject('end', { type: 'goes-down' })
    expect((await sg.endActivity(token, content)).code).toBe('200')
    expect(signalgrid.phone.activity(token)?.view.ended).toBe(true)
    expect(signalgrid.requests.at(-1)?.answer?.headers).toMatchObject({ connection: 'close' })
    const error = await failure(sg.push({}))
    expect(error).toMatchObject({ maybeSent: false, networkCode: 'ECONNREFUSED' })

    await signalgrid.up()
    expect((await sg.push({})).code).toBe('200')
  })

  test('going down cuts a hung request', async () => {
    const { signalgrid } = await emulator()
    signalgrid.inject('push', { type: 'hang', processed: false })
    const pending = failure(
      client(signalgrid, { onceOnlyRetry: { maxAttempts: 1, attemptTimeoutMs: 5_000 } }).push({}),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    await signalgrid.down()
    expect(await pending).toBeInstanceOf(SignalgridNetworkError)
  })
})
