import nock from 'nock'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  GITHUB_API_VERSION,
  type JobAnswer,
  JobsApiClient,
  type JobsApiError,
  type JobsApiOptions,
  MAX_ANSWER_BYTES,
} from '../../../src/github/jobs-api.js'
import { apiJob, done, installing, pending, running } from './job-fixtures.js'

const API = 'https://api.github.com'
const TOKEN = 'ghs_SECRET_16C7e42F292c6912E7710c838347Ae178B4a'
const JOB_PATH = '/repos/octo-org/octo-repo/actions/jobs/89884262754'
const JOB_ID = 89884262754

function client(options: Partial<JobsApiOptions> = {}): JobsApiClient {
  return new JobsApiClient({
    apiUrl: API,
    repository: 'octo-org/octo-repo',
    token: TOKEN,
    userAgent: 'signalgrid-action/1.0.0',
    ...options,
  })
}

/** The error of an answer that must be one, checked for its kind and for the token. */
function errorOf(answer: JobAnswer, kind: JobsApiError['kind']): JobsApiError {
  if (answer.outcome !== 'error') throw new Error(`expected an error, got ${answer.outcome}`)
  expect(answer.error.kind).toBe(kind)
  expect(answer.error.message).not.toContain(TOKEN)
  expect(JSON.stringify(answer.error)).not.toContain(TOKEN)
  return answer.error
}

const rateHeaders = {
  'x-ratelimit-limit': '1000',
  'x-ratelimit-remaining': '987',
  'x-ratelimit-used': '13',
  'x-ratelimit-reset': '1785124000',
}

beforeAll(() => nock.disableNetConnect())
afterEach(() => {
  vi.useRealTimers()
  const pending = nock.pendingMocks()
  nock.cleanAll()
  expect(pending).toEqual([])
})

describe('getJob', () => {
  test('GETs the job with the token, the API version and the caller User-Agent, and parses it', async () => {
    let headers: Record<string, string | string[]> = {}
    nock(API)
      .get(JOB_PATH)
      .reply(function () {
        headers = this.req.headers
        return [200, installing, { etag: 'W/"a1b2"', ...rateHeaders }]
      })
    const answer = await client().getJob(JOB_ID)
    expect(headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(headers.accept).toBe('application/vnd.github+json')
    expect(headers['x-github-api-version']).toBe(GITHUB_API_VERSION)
    expect(headers['user-agent']).toBe('signalgrid-action/1.0.0')
    expect(headers['if-none-match']).toBeUndefined()
    if (answer.outcome !== 'job') throw new Error(`expected a job, got ${answer.outcome}`)
    expect(answer.etag).toBe('W/"a1b2"')
    expect(answer.rateLimit).toEqual({ limit: 1000, remaining: 987, used: 13, resetAt: 1785124000_000 })
    expect(answer.job).toMatchObject({
      id: JOB_ID,
      status: 'in_progress',
      conclusion: null,
      name: 'build (ubuntu-latest)',
      runnerName: 'GitHub Actions 1000018060',
      htmlUrl: 'https://github.com/octo-org/octo-repo/actions/runs/30236161053/job/89884262754',
    })
    expect(answer.job.steps[5]).toEqual({
      name: 'Install dependencies',
      status: 'in_progress',
      conclusion: null,
      number: 6,
      startedAt: expect.stringMatching(/^2026-07-27T/),
      completedAt: null,
    })
    expect(answer.job.steps).toHaveLength(12)
  })

  test('a conditional request sends the ETag back; 304 is "not modified", with the rate limit', async () => {
    let ifNoneMatch: unknown
    nock(API)
      .get(JOB_PATH)
      .reply(function () {
        ifNoneMatch = this.req.headers['if-none-match']
        return [304, '', { etag: 'W/"a1b2"', ...rateHeaders, 'x-ratelimit-remaining': '987' }]
      })
    const answer = await client().getJob(JOB_ID, 'W/"a1b2"')
    expect(ifNoneMatch).toBe('W/"a1b2"')
    expect(answer).toEqual({
      outcome: 'not-modified',
      etag: 'W/"a1b2"',
      rateLimit: { limit: 1000, remaining: 987, used: 13, resetAt: 1785124000_000 },
    })
  })

  test('a changed job comes back whole with its new ETag', async () => {
    nock(API).get(JOB_PATH).matchHeader('if-none-match', '"old"').reply(200, installing, { etag: '"new"' })
    const answer = await client().getJob(JOB_ID, '"old"')
    expect(answer.outcome === 'job' && answer.etag).toBe('"new"')
  })

  test.each([
    ['https://ghes.example/api/v3', 'https://ghes.example'],
    ['https://ghes.example/api/v3/', 'https://ghes.example'],
    ['http://127.0.0.1:8080/api/v3//', 'http://127.0.0.1:8080'],
  ])('an Enterprise Server base URL %s is joined with one slash', async (apiUrl, origin) => {
    nock(origin).get(`/api/v3${JOB_PATH}`).reply(200, installing)
    expect((await client({ apiUrl }).getJob(JOB_ID)).outcome).toBe('job')
  })

  test('rate-limit headers that are absent or not numbers are undefined (Enterprise Server may not send them)', async () => {
    nock(API).get(JOB_PATH).reply(200, installing, { 'x-ratelimit-limit': 'lots' })
    const answer = await client().getJob(JOB_ID)
    expect(answer.outcome === 'job' && answer.rateLimit).toEqual({
      limit: undefined,
      remaining: undefined,
      used: undefined,
      resetAt: undefined,
    })
  })
})

describe('errors', () => {
  test('403 "Resource not accessible by integration" is no-permission and names the permission', async () => {
    nock(API).get(JOB_PATH).reply(403, {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest/actions/workflow-jobs#get-a-job-for-a-workflow-run',
      status: '403',
    })
    const error = errorOf(await client().getJob(JOB_ID), 'no-permission')
    expect(error.message).toBe(
      `GET ${JOB_PATH}: HTTP 403: Resource not accessible by integration: the token needs the actions: read permission`,
    )
  })

  test('403 with x-ratelimit-remaining 0 is rate-limited until x-ratelimit-reset', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-07-27T04:10:00Z') })
    const reset = Date.parse('2026-07-27T04:12:30Z') / 1000
    nock(API)
      .get(JOB_PATH)
      .reply(
        403,
        { message: 'API rate limit exceeded for installation ID 1.' },
        {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(reset),
        },
      )
    const error = errorOf(await client().getJob(JOB_ID), 'rate-limited')
    expect(error).toMatchObject({ status: 403, retryAfterMs: 150_000, rateLimit: { remaining: 0 } })
  })

  test('429 with Retry-After is rate-limited for that long, ahead of x-ratelimit-reset', async () => {
    nock(API).get(JOB_PATH).reply(
      429,
      { message: 'You have exceeded a secondary rate limit.' },
      {
        'retry-after': '30',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '9999999999',
      },
    )
    expect(errorOf(await client().getJob(JOB_ID), 'rate-limited')).toMatchObject({
      status: 429,
      retryAfterMs: 30_000,
    })
  })

  test('403 with Retry-After is a secondary rate limit, not a missing permission', async () => {
    nock(API).get(JOB_PATH).reply(403, { message: 'Forbidden' }, { 'retry-after': '5' })
    expect(errorOf(await client().getJob(JOB_ID), 'rate-limited')).toMatchObject({ retryAfterMs: 5_000 })
  })

  test('a secondary rate limit that names no time waits a minute, as GitHub advises', async () => {
    nock(API).get(JOB_PATH).reply(403, { message: 'You have exceeded a secondary rate limit. Please wait.' })
    expect(errorOf(await client().getJob(JOB_ID), 'rate-limited')).toMatchObject({ retryAfterMs: 60_000 })
  })

  test('another 403 is an unexpected status, not a permission problem', async () => {
    nock(API).get(JOB_PATH).reply(403, { message: 'Resource protected by organization SAML enforcement.' })
    expect(errorOf(await client().getJob(JOB_ID), 'unexpected-status')).toMatchObject({ status: 403 })
  })

  test('404 is not-found', async () => {
    nock(API).get(JOB_PATH).reply(404, { message: 'Not Found' })
    const error = errorOf(await client().getJob(JOB_ID), 'not-found')
    expect(error.message).toBe(`GET ${JOB_PATH}: HTTP 404: Not Found`)
  })

  test.each([500, 502, 503])('%i is a server error', async (status) => {
    nock(API).get(JOB_PATH).reply(status, '<html>Unicorn!</html>')
    expect(errorOf(await client().getJob(JOB_ID), 'server-error')).toMatchObject({ status })
  })

  test("401 is an unexpected status carrying GitHub's message", async () => {
    nock(API).get(JOB_PATH).reply(401, { message: 'Bad credentials' })
    const error = errorOf(await client().getJob(JOB_ID), 'unexpected-status')
    expect(error.message).toBe(`GET ${JOB_PATH}: HTTP 401: Bad credentials`)
  })

  test('a redirect is not followed, so the token never goes to another host', async () => {
    nock(API).get(JOB_PATH).reply(301, '', { location: 'https://elsewhere.example/jobs/1' })
    const error = errorOf(await client().getJob(JOB_ID), 'unexpected-status')
    expect(error.message).toMatch(
      /HTTP 301 \(redirect not followed: the token stays with api\.github\.com\)$/,
    )
  })

  test('a refused connection is a network error with its code', async () => {
    nock(API)
      .get(JOB_PATH)
      .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    const error = errorOf(await client().getJob(JOB_ID), 'network')
    expect(error).toMatchObject({ code: 'ECONNREFUSED' })
    expect(error.message).toBe(
      `GET ${JOB_PATH}: could not reach api.github.com: connection refused (ECONNREFUSED)`,
    )
  })

  test('no answer within the timeout is a timeout', async () => {
    nock(API).get(JOB_PATH).delay(2_000).reply(200, installing)
    const error = errorOf(await client({ timeoutMs: 100 }).getJob(JOB_ID), 'timeout')
    expect(error.message).toBe(`GET ${JOB_PATH}: no answer within 0.1 s`)
  })

  test('a token echoed by a broken server or proxy is scrubbed from the message', async () => {
    nock(API)
      .get(JOB_PATH)
      .reply(500, { message: `upstream rejected Authorization: Bearer ${TOKEN}` })
    const error = errorOf(await client().getJob(JOB_ID), 'server-error')
    expect(error.message).toBe(`GET ${JOB_PATH}: HTTP 500: upstream rejected Authorization: Bearer ***`)
  })
})

describe('malformed answers are reported, never thrown', () => {
  const cases: [string, string | object, RegExp][] = [
    [
      'an HTML page',
      '<html><body>Service Unavailable</body></html>',
      /the answer is not JSON \(45 characters\)$/,
    ],
    ['an empty body', '', /the answer is not JSON \(0 characters\)$/],
    ['a JSON array', [installing], /the job is an array, expected an object$/],
    ['JSON null', 'null', /the job is null, expected an object$/],
    ['a job without steps', apiJob([], { steps: undefined }), /steps is missing, expected an array$/],
    ['steps that are an object', apiJob([], { steps: { 0: {} } }), /steps is an object, expected an array$/],
    [
      'a step whose number is a string',
      apiJob([{ ...done('Set up job', 1), number: '1' } as never]),
      /steps\[0\]: number is the string "1", expected a whole number of 0 or more$/,
    ],
    [
      'a step number that is not whole',
      apiJob([done('Set up job', 1.5)]),
      /steps\[0\]: number is number 1\.5, expected a whole number of 0 or more$/,
    ],
    [
      'a job id of 0',
      apiJob([], { id: 0 }),
      /the job: id is number 0, expected a whole number of 1 or more$/,
    ],
    ['a step that is null', apiJob([null as never]), /steps\[0\] is null, expected an object$/],
    [
      'a step without a name',
      apiJob([{ ...pending('x', 2), name: undefined } as never]),
      /steps\[0\]: name is missing/,
    ],
    ['a job without an id', apiJob([], { id: undefined }), /the job: id is missing/],
    ['a job id that is not a number', apiJob([], { id: '89884262754' }), /the job: id is the string/],
    [
      'a status that is a number',
      apiJob([running('Set up job', 1)], { status: 3 }),
      /the job: status is number 3/,
    ],
  ]
  test.each(cases)('%s', async (_name, body, problem) => {
    nock(API)
      .get(JOB_PATH)
      .reply(200, typeof body === 'string' ? body : JSON.stringify(body), {
        'content-type': 'application/json',
      })
    const error = errorOf(await client().getJob(JOB_ID), 'malformed')
    expect(error.message).toMatch(new RegExp(`^GET ${JOB_PATH}: unusable answer: `))
    expect(error.message).toMatch(problem)
  })

  test('unknown fields are ignored and absent optional ones read as null', async () => {
    const step = { name: 'Set up job', status: 'queued', number: 1, surprise: { nested: true } }
    nock(API)
      .get(JOB_PATH)
      .reply(200, apiJob([step as never], { runner_name: undefined, html_url: null, extra: [1, 2] }))
    const answer = await client().getJob(JOB_ID)
    if (answer.outcome !== 'job') throw new Error(`expected a job, got ${answer.outcome}`)
    expect(answer.job.runnerName).toBeNull()
    expect(answer.job.htmlUrl).toBeNull()
    expect(answer.job.steps).toEqual([
      {
        name: 'Set up job',
        status: 'queued',
        conclusion: null,
        number: 1,
        startedAt: null,
        completedAt: null,
      },
    ])
  })

  test(`an answer over ${MAX_ANSWER_BYTES / 1024} KiB is refused`, async () => {
    const huge = apiJob([done('x'.repeat(MAX_ANSWER_BYTES), 1)])
    nock(API).get(JOB_PATH).reply(200, huge)
    const error = errorOf(await client().getJob(JOB_ID), 'malformed')
    expect(error.message).toMatch(/the answer is larger than 1024 KiB$/)
  })
})

describe('findRunnerJob (no job.check_run_id, older Enterprise Server)', () => {
  const LIST = '/repos/octo-org/octo-repo/actions/runs/30236161053/attempts/2/jobs'
  const RUNNER = 'ci-runner-07'
  const query = { runId: 30236161053, attempt: 2, runnerName: RUNNER }
  const summary = (id: number, runnerName: string | null, status: string, name = 'build') =>
    apiJob([done('Set up job', 1)], { id, runner_name: runnerName, status, name })

  /** A page of the listing; with `next`, a Link header as GitHub sends it (next and last). */
  function page(jobs: object[], next?: number): [number, object, Record<string, string>] {
    const pageUrl = (n: number) => `<${API}${LIST}?per_page=100&page=${n}>`
    const headers: Record<string, string> = next
      ? { link: `${pageUrl(next)}; rel="next", ${pageUrl(3)}; rel="last"` }
      : {}
    return [200, { total_count: 250, jobs }, headers]
  }

  test('follows rel="next" until the page holding the in-progress job of this runner, then stops', async () => {
    nock(API)
      .get(LIST)
      .query({ per_page: '100' })
      .reply(...page([summary(1, 'ci-runner-01', 'in_progress'), summary(2, null, 'queued')], 2))
    nock(API)
      .get(LIST)
      .query({ per_page: '100', page: '2' })
      .reply(
        ...page(
          [
            // The same runner ran an earlier job of this attempt: only the one in progress is ours.
            summary(3, RUNNER, 'completed'),
            summary(4, 'ci-runner-01', 'in_progress', 'test (node 24)'),
            apiJob([running('Set up job', 1)], {
              id: 5,
              runner_name: RUNNER,
              status: 'in_progress',
              name: 'test (node 20)',
            }),
          ],
          3,
        ),
      )
    const answer = await client().findRunnerJob(query)
    if (answer.outcome !== 'job') throw new Error(`expected a job, got ${JSON.stringify(answer)}`)
    expect(answer.job).toMatchObject({
      id: 5,
      name: 'test (node 20)',
      runnerName: RUNNER,
      status: 'in_progress',
    })
    expect(answer.etag).toBeUndefined()
  })

  test('no in-progress job on this runner is no-match, saying how many jobs were listed', async () => {
    nock(API)
      .get(LIST)
      .query(true)
      .reply(...page([summary(1, RUNNER, 'completed'), summary(2, 'other', 'in_progress')]))
    const error = errorOf(await client().findRunnerJob(query), 'no-match')
    expect(error.message).toBe(
      `No in-progress job of run 30236161053 attempt 2 ran on runner "${RUNNER}" (2 jobs listed)`,
    )
  })

  test('two in-progress jobs on one runner are no-match rather than a guess', async () => {
    nock(API)
      .get(LIST)
      .query(true)
      .reply(...page([summary(1, RUNNER, 'in_progress'), summary(2, RUNNER, 'in_progress')]))
    expect(errorOf(await client().findRunnerJob(query), 'no-match').message).toMatch(/cannot tell which/)
  })

  test('a next page on another host is not followed: the token would go with it', async () => {
    nock(API)
      .get(LIST)
      .query(true)
      .reply(200, { total_count: 200, jobs: [] }, { link: '<https://evil.example/jobs?page=2>; rel="next"' })
    const error = errorOf(await client().findRunnerJob(query), 'malformed')
    expect(error.message).toMatch(/the next page is on another host \(evil\.example\); not followed$/)
  })

  test('the matching job must have the shape of a job', async () => {
    nock(API)
      .get(LIST)
      .query(true)
      .reply(200, { jobs: [{ id: 9, runner_name: RUNNER, status: 'in_progress', name: 'build' }] })
    expect(errorOf(await client().findRunnerJob(query), 'malformed').message).toMatch(/steps is missing/)
  })

  test('a listing without a jobs array is malformed', async () => {
    nock(API).get(LIST).query(true).reply(200, { total_count: 0 })
    expect(errorOf(await client().findRunnerJob(query), 'malformed').message).toMatch(/jobs is not an array$/)
  })

  test("an error on a later page is that page's error", async () => {
    nock(API)
      .get(LIST)
      .query({ per_page: '100' })
      .reply(...page([], 2))
    nock(API)
      .get(LIST)
      .query({ per_page: '100', page: '2' })
      .reply(403, { message: 'Resource not accessible by integration' })
    errorOf(await client().findRunnerJob(query), 'no-permission')
  })
})

describe('arguments that cannot be right are refused at once', () => {
  test.each([
    [
      { apiUrl: 'api.github.com' },
      'GitHub API URL is not a valid URL: "api.github.com" (expected e.g. https://api.github.com)',
    ],
    [{ apiUrl: 'ftp://ghes.example' }, 'GitHub API URL must use https://, got ftp://'],
    [
      { apiUrl: 'http://ghes.internal:8080/api/v3' },
      'GitHub API URL must use https:// (http:// is allowed only for localhost), got http://ghes.internal:8080: the token would travel in clear',
    ],
    [{ apiUrl: 'https://x:y@ghes.example' }, 'GitHub API URL must not contain a user name or password'],
    [{ repository: 'octo-repo' }, 'repository must be owner/name, got "octo-repo"'],
    [{ repository: 'octo-org/octo repo' }, 'repository must be owner/name, got "octo-org/octo repo"'],
    [{ token: ' ' }, 'GitHub token is empty'],
  ])('%o', (options, message) => {
    expect(() => client(options)).toThrow(new TypeError(message))
  })

  test.each([0, -1, 1.5, Number.NaN])('job id %s', async (id) => {
    await expect(client().getJob(id)).rejects.toThrow(
      new TypeError(`job id must be a whole number of 1 or more, got ${id}`),
    )
  })
})
