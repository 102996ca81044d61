import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici/index.js'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { JobResponse } from '../../../src/github/current-job.js'
import type { GitHubReadError } from '../../../src/github/errors.js'
import { jobReadError } from '../../support/github/job-response.js'
import { apiJob, done, installing, pending, running } from './job-fixtures.js'

// An Enterprise Server API, https://ghes.example/api/v3, answered by undici's MockAgent: Octokit's fetch is
// npm undici's, which uses undici's global dispatcher where no proxy applies (nock would see nothing). Here
// go the answers the loopback emulator cannot give: exact bodies, redirects, links to other hosts, sizes.

const ORIGIN = 'https://ghes.example'
const TOKEN = 'ghs_SECRET_16C7e42F292c6912E7710c838347Ae178B4a'
const JOB_ID = 89884262754
const JOB_PATH = `/api/v3/repos/octo-org/octo-repo/actions/jobs/${JOB_ID}`
const RUNNER = 'ci-runner-07'

let previous: Dispatcher
let agent: MockAgent

beforeAll(() => {
  previous = getGlobalDispatcher()
})
afterAll(() => setGlobalDispatcher(previous))

afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  agent.assertNoPendingInterceptors()
  await agent.close()
})

async function open(options: { jobId?: string; timeoutMs?: number } = {}, apiUrl = `${ORIGIN}/api/v3`) {
  agent = new MockAgent()
  agent.disableNetConnect()
  setGlobalDispatcher(agent)
  const env = {
    GITHUB_API_URL: apiUrl,
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_RUN_ID: '30236161053',
    GITHUB_RUN_ATTEMPT: '2',
    GITHUB_EVENT_PATH: '',
    HTTPS_PROXY: '',
    https_proxy: '',
  }
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  const { CurrentJob } = await import('../../../src/github/current-job.js')
  const job = CurrentJob.of({ token: TOKEN, jobId: String(JOB_ID), runnerName: RUNNER, ...options })
  if (!job) throw new Error('expected a CurrentJob')
  return job
}

function ghes() {
  return agent.get(ORIGIN)
}

const json = { 'content-type': 'application/json; charset=utf-8' }

const errorOf = (response: JobResponse, kind: GitHubReadError['kind']) => jobReadError(response, kind, TOKEN)

describe('Enterprise Server', () => {
  test('the API path of GITHUB_API_URL comes before every route, with the token and a conditional request', async () => {
    const job = await open()
    let headers: Record<string, string> = {}
    ghes()
      .intercept({ path: JOB_PATH, method: 'GET' })
      .reply(({ headers: sent }) => {
        headers = sent as Record<string, string>
        return {
          statusCode: 200,
          data: JSON.stringify(installing),
          responseOptions: { headers: { ...json, etag: '"a1"' } },
        }
      })
    ghes()
      .intercept({ path: JOB_PATH, method: 'GET', headers: { 'if-none-match': '"a1"' } })
      .reply(304, '', { headers: { etag: '"a1"', 'x-ratelimit-remaining': '4999' } })
    const first = await job.read()
    expect(first.outcome === 'job' && first.job.steps).toHaveLength(12)
    expect(headers.authorization).toBe(`token ${TOKEN}`)
    expect(await job.read()).toEqual({
      outcome: 'not-modified',
      etag: '"a1"',
      rateLimit: { limit: undefined, remaining: 4999, used: undefined, resetAt: undefined },
    })
  })

  test('rate-limit headers that are absent or not numbers are undefined (Enterprise Server may not send them)', async () => {
    const job = await open()
    ghes()
      .intercept({ path: JOB_PATH })
      .reply(200, JSON.stringify(installing), { headers: { ...json, 'x-ratelimit-limit': 'lots' } })
    const answer = await job.read()
    expect(answer.outcome === 'job' && answer.rateLimit).toEqual({
      limit: undefined,
      remaining: undefined,
      used: undefined,
      resetAt: undefined,
    })
  })
})

describe('refusals', () => {
  test('403 with x-ratelimit-remaining 0 waits exactly until x-ratelimit-reset', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-07-27T04:10:00Z') })
    const reset = Date.parse('2026-07-27T04:12:30Z') / 1000
    const job = await open()
    ghes()
      .intercept({ path: JOB_PATH })
      .reply(403, JSON.stringify({ message: 'API rate limit exceeded for installation ID 1.' }), {
        headers: { ...json, 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      })
    expect(errorOf(await job.read(), 'rate-limited')).toMatchObject({
      status: 403,
      retryAfterMs: 150_000,
      rateLimit: { remaining: 0, resetAt: reset * 1000 },
    })
  })

  test('a secondary rate limit that names no time waits a minute, as GitHub advises', async () => {
    const job = await open()
    ghes()
      .intercept({ path: JOB_PATH })
      .reply(403, JSON.stringify({ message: 'You have exceeded a secondary rate limit. Please wait.' }), {
        headers: json,
      })
    expect(errorOf(await job.read(), 'rate-limited')).toMatchObject({ retryAfterMs: 60_000 })
  })

  test('another 403 is an unexpected status, not a permission problem', async () => {
    const job = await open()
    ghes()
      .intercept({ path: JOB_PATH })
      .reply(403, JSON.stringify({ message: 'Resource protected by organization SAML enforcement.' }), {
        headers: json,
      })
    const error = errorOf(await job.read(), 'unexpected-status')
    expect(error.message).toBe(
      `GET ${JOB_PATH}: HTTP 403: Resource protected by organization SAML enforcement.`,
    )
  })

  test('a redirect is not followed, so the token never goes to another host', async () => {
    const job = await open()
    ghes()
      .intercept({ path: JOB_PATH })
      .reply(301, '', { headers: { location: 'https://elsewhere.example/jobs/1' } })
    // Were it followed, the request to elsewhere.example would be a network error: only ghes.example answers.
    const error = errorOf(await job.read(), 'unexpected-status')
    expect(error.message).toBe(
      `GET ${JOB_PATH}: HTTP 301 (redirect not followed: the token stays with ghes.example)`,
    )
  })

  test('a connection that fails is a network error with its code', async () => {
    const job = await open()
    ghes()
      .intercept({ path: JOB_PATH })
      .replyWithError(Object.assign(new Error('connect ECONNRESET'), { code: 'ECONNRESET' }))
    const error = errorOf(await job.read(), 'network')
    expect(error).toMatchObject({ code: 'ECONNRESET' })
    expect(error.message).toBe(`GET ${JOB_PATH}: could not reach ghes.example: connection reset (ECONNRESET)`)
  })

  test('an answer that comes too late is a timeout, the body included', async () => {
    const job = await open({ timeoutMs: 100 })
    ghes()
      .intercept({ path: JOB_PATH })
      .reply(200, JSON.stringify(installing), { headers: json })
      .delay(2_000)
    const error = errorOf(await job.read(), 'timeout')
    expect(error.message).toBe(`GET ${JOB_PATH}: no answer within 0.1 s`)
  })
})

describe('malformed answers are reported, never thrown', () => {
  const cases: [string, string | object, RegExp][] = [
    ['an empty body', '', /the answer is not JSON \(0 characters\)$/],
    ['a JSON array', [installing], /the job is an array, expected an object$/],
    ['JSON null', 'null', /the job is null, expected an object$/],
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
    [
      'a status that is a number',
      apiJob([running('Set up job', 1)], { status: 3 }),
      /the job: status is number 3/,
    ],
  ]
  test.each(cases)('%s', async (_name, body, problem) => {
    const job = await open()
    ghes()
      .intercept({ path: JOB_PATH })
      .reply(200, typeof body === 'string' ? body : JSON.stringify(body), { headers: json })
    const error = errorOf(await job.read(), 'malformed')
    expect(error.message).toMatch(new RegExp(`^GET ${JOB_PATH}: unusable answer: `))
    expect(error.message).toMatch(problem)
  })

  test('a token quoted back in a field is scrubbed before the field is quoted in a problem', async () => {
    const job = await open()
    ghes()
      .intercept({ path: JOB_PATH })
      .reply(200, JSON.stringify(apiJob([{ ...done('Set up job', 1), number: TOKEN } as never])), {
        headers: json,
      })
    expect(errorOf(await job.read(), 'malformed').message).toMatch(
      /steps\[0\]: number is the string "\*\*\*"/,
    )
  })

  test('unknown fields are ignored and absent optional ones read as null', async () => {
    const job = await open()
    const step = { name: 'Set up job', status: 'queued', number: 1, surprise: { nested: true } }
    ghes()
      .intercept({ path: JOB_PATH })
      .reply(
        200,
        JSON.stringify(apiJob([step as never], { runner_name: undefined, html_url: null, extra: [1, 2] })),
        {
          headers: json,
        },
      )
    const answer = await job.read()
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

  test('an answer over 1024 KiB is refused, whatever its type says', async () => {
    const { MAX_ANSWER_BYTES } = await import('../../../src/github/jobs-api.js')
    const job = await open()
    const huge = JSON.stringify(apiJob([done('x'.repeat(MAX_ANSWER_BYTES), 1)]))
    ghes().intercept({ path: JOB_PATH }).reply(200, huge, { headers: json })
    const error = errorOf(await job.read(), 'malformed')
    expect(error.message).toBe(`GET ${JOB_PATH}: unusable answer: the answer is larger than 1024 KiB`)
  })
})

describe('finding the job by runner', () => {
  const LIST = '/api/v3/repos/octo-org/octo-repo/actions/runs/30236161053/attempts/2/jobs'

  test('a next page on another host is not followed: the token would go with it', async () => {
    const job = await open({ jobId: '' })
    ghes()
      .intercept({ path: `${LIST}?per_page=100&page=1` })
      .reply(200, JSON.stringify({ total_count: 200, jobs: [] }), {
        headers: { ...json, link: '<https://evil.example/jobs?page=2>; rel="next"' },
      })
    const error = errorOf(await job.read(), 'malformed')
    expect(error.message).toBe(
      `GET ${LIST}?per_page=100&page=1: unusable answer: the next page is on another host (evil.example); not followed`,
    )
  })

  test('a listing without a jobs array is malformed', async () => {
    const job = await open({ jobId: '' })
    ghes()
      .intercept({ path: `${LIST}?per_page=100&page=1` })
      .reply(200, JSON.stringify({ total_count: 0 }), { headers: json })
    expect(errorOf(await job.read(), 'malformed').message).toBe(
      `GET ${LIST}?per_page=100&page=1: unusable answer: jobs is not an array`,
    )
  })

  test('it stops after 10 pages, saying so', async () => {
    const job = await open({ jobId: '' })
    for (let page = 1; page <= 10; page++) {
      const query = `?per_page=100&page=${page}`
      ghes()
        .intercept({ path: `${LIST}${query}` })
        .reply(
          200,
          JSON.stringify({ total_count: 2000, jobs: [apiJob([], { id: page, runner_name: 'other' })] }),
          {
            headers: { ...json, link: `<${ORIGIN}${LIST}?per_page=100&page=${page + 1}>; rel="next"` },
          },
        )
    }
    expect(errorOf(await job.read(), 'no-match').message).toBe(
      `No in-progress job of run 30236161053 attempt 2 ran on runner "${RUNNER}" (10 jobs listed in the first 10 pages)`,
    )
  })
})
