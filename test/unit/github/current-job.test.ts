import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, onTestFinished, test, vi } from 'vitest'
import type { CurrentJob, CurrentJobOptions, JobResponse } from '../../../src/github/current-job.js'
import type { GitHubReadError } from '../../../src/github/errors.js'
import { jobReadError } from '../../support/github/job-response.js'
import { GitHubEmulator } from '../../support/github-emulator.js'

// The jobs API on loopback, read through @actions/github's Octokit. Octokit's requests go through npm
// undici's fetch, which nock does not see. @actions/github reads GITHUB_API_URL (and the proxy settings)
// and builds `context` when it is imported: every test loads the module afresh for its environment.

const TOKEN = 'ghs_SECRET_16C7e42F292c6912E7710c838347Ae178B4a'
const RUN_ID = 30236161053
const RUNNER = 'ci-runner-07'
const JOB_ID = 89884262754
const JOB_PATH = `/repos/octo-org/octo-repo/actions/jobs/${JOB_ID}`

let github: GitHubEmulator

beforeAll(async () => {
  github = await GitHubEmulator.start({ tokens: [TOKEN] })
})
afterAll(() => github.close())
afterEach(() => {
  vi.unstubAllEnvs()
  github.clearFaults()
})

/** The module as a step would load it in this environment (GITHUB_* on top of a run on the emulator). */
async function load(env: Record<string, string> = {}) {
  const base: Record<string, string> = {
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_RUN_ATTEMPT: '2',
    GITHUB_EVENT_PATH: '',
    // Loopback is never proxied by the toolkit, but a stray proxy setting must not change what is tested.
    HTTPS_PROXY: '',
    https_proxy: '',
    HTTP_PROXY: '',
    http_proxy: '',
  }
  for (const [name, value] of Object.entries({ ...base, ...env })) vi.stubEnv(name, value)
  vi.resetModules()
  return import('../../../src/github/current-job.js')
}

async function open(options: Partial<CurrentJobOptions> = {}, env: Record<string, string> = {}) {
  const { CurrentJob } = await load(env)
  const job = CurrentJob.of({ token: TOKEN, jobId: String(JOB_ID), runnerName: RUNNER, ...options })
  if (!job) throw new Error('expected a CurrentJob')
  return job
}

const errorOf = (response: JobResponse, kind: GitHubReadError['kind']) => jobReadError(response, kind, TOKEN)

function jobOf(answer: JobResponse | undefined): Extract<JobResponse, { outcome: 'job' }> {
  if (answer?.outcome !== 'job') throw new Error(`expected a job, got ${JSON.stringify(answer)}`)
  return answer
}

/** Requests made since `from`, as "METHOD path". */
function requestsSince(from: number): string[] {
  return github.requests.slice(from).map((request) => `${request.method} ${request.url}`)
}

function ourJob(id = JOB_ID) {
  const existing = (() => {
    try {
      return github.job(id)
    } catch {
      return undefined
    }
  })()
  if (existing) return existing
  const job = github.createJob({
    id,
    runId: RUN_ID,
    runAttempt: 2,
    runnerName: RUNNER,
    name: 'build (ubuntu-latest)',
  })
  job.addStep('Set up job').start()
  job.start()
  return job
}

describe('reading the job by its id (job.check_run_id)', () => {
  test('GETs the job with the token, the API version and our User-Agent, unconditionally, and parses it', async () => {
    ourJob()
    const from = github.requests.length
    const answer = jobOf(await (await open({ userAgent: 'signalgrid-action/1.0.0' })).read())
    expect(requestsSince(from)).toEqual([`GET ${JOB_PATH}`])
    const { headers } = github.requests[from] ?? { headers: {} }
    expect(headers.authorization).toBe(`token ${TOKEN}`)
    expect(headers['x-github-api-version']).toBe('2022-11-28')
    expect(headers['user-agent']).toMatch(/^signalgrid-action\/1\.0\.0 octokit-core\.js\//)
    expect(headers['if-none-match']).toBeUndefined()
    expect(answer.etag).toMatch(/^W\/"[0-9a-f]{32}"$/)
    expect(answer.rateLimit).toEqual({
      limit: 1000,
      remaining: expect.any(Number),
      used: expect.any(Number),
      resetAt: expect.any(Number),
    })
    expect(answer.rateLimit.resetAt).toBeGreaterThan(Date.now())
    expect(answer.job).toMatchObject({
      id: JOB_ID,
      status: 'in_progress',
      name: 'build (ubuntu-latest)',
      runnerName: RUNNER,
      steps: [{ name: 'Set up job', status: 'in_progress', number: 1, conclusion: null }],
    })
  })

  test('an unchanged job is "not modified": the ETag goes back, the answer keeps the rate limit, and it is free', async () => {
    ourJob()
    const job = await open()
    const first = jobOf(await job.read())
    const before = github.usage(TOKEN)
    const from = github.requests.length
    const second = await job.read()
    expect(github.requests[from]?.headers['if-none-match']).toBe(first.etag)
    expect(second).toEqual({
      outcome: 'not-modified',
      etag: first.etag,
      rateLimit: { ...first.rateLimit, remaining: before.remaining, used: 1000 - before.remaining },
    })
    const after = github.usage(TOKEN)
    expect(after.notModified).toBe(before.notModified + 1)
    expect(after.remaining).toBe(before.remaining)
  })

  test('a changed job comes back whole with its new ETag', async () => {
    const simulated = ourJob()
    const job = await open()
    const first = jobOf(await job.read())
    simulated.addStep('Build').start()
    const from = github.requests.length
    const second = jobOf(await job.read())
    expect(github.requests[from]?.headers['if-none-match']).toBe(first.etag)
    expect(second.etag).not.toBe(first.etag)
    expect(second.job.steps.map((step) => step.name)).toEqual([
      ...first.job.steps.map((step) => step.name),
      'Build',
    ])
  })
})

describe('errors are answers, never rejections, and never carry the token', () => {
  test('403 "Resource not accessible by integration" is no-permission and names the permission', async () => {
    ourJob()
    github.inject('job', { type: 'forbidden' })
    const error = errorOf(await (await open()).read(), 'no-permission')
    expect(error.message).toBe(
      `GET ${JOB_PATH}: HTTP 403: Resource not accessible by integration: the token needs the actions: read permission`,
    )
  })

  test('403 with x-ratelimit-remaining 0 is rate-limited until x-ratelimit-reset', async () => {
    ourJob()
    github.inject('job', { type: 'rate-limited', status: 403 })
    const error = errorOf(await (await open()).read(), 'rate-limited')
    if (error.kind !== 'rate-limited') throw new Error('unreachable')
    expect(error).toMatchObject({ status: 403, rateLimit: { remaining: 0 } })
    const untilReset = (error.rateLimit.resetAt ?? 0) - Date.now()
    expect(untilReset).toBeGreaterThan(60_000)
    expect(Math.abs(error.retryAfterMs - untilReset)).toBeLessThan(5_000)
  })

  test('429 with Retry-After is rate-limited for that long, ahead of x-ratelimit-reset', async () => {
    ourJob()
    github.inject('job', { type: 'rate-limited', status: 429, retryAfter: '30' })
    const error = errorOf(await (await open()).read(), 'rate-limited')
    expect(error).toMatchObject({ status: 429, retryAfterMs: 30_000, rateLimit: { remaining: 0 } })
    expect(error.message).toMatch(/HTTP 429: API rate limit exceeded for installation ID 1\. \(wait 30 s\)$/)
  })

  test('403 with Retry-After is a secondary rate limit, not a missing permission', async () => {
    ourJob()
    github.inject('job', { type: 'status', status: 403, retryAfter: '5' })
    expect(errorOf(await (await open()).read(), 'rate-limited')).toMatchObject({
      status: 403,
      retryAfterMs: 5_000,
    })
  })

  test.each([
    ['this job', (job: CurrentJob) => job.read(), 'job'],
    ["the run's jobs", (job: CurrentJob) => job.readRun(), 'jobs'],
    ['this job looked for among the run’s', (job: CurrentJob) => job.read(), 'jobs'],
  ] as const)(
    'a secondary rate limit, a 403 that only its message tells (%s), is rate-limited for a minute, not a missing permission',
    async (what, read, endpoint) => {
      ourJob()
      github.inject(endpoint, { type: 'secondary-rate-limited' })
      const found = what.startsWith('this job looked')
      const answer = await read(await open(found ? { jobId: '' } : {}))
      if (answer.outcome !== 'error') throw new Error(`expected an error, got ${answer.outcome}`)
      expect(JSON.stringify(answer.error)).not.toContain(TOKEN)
      expect(answer.error).toMatchObject({ kind: 'rate-limited', status: 403, retryAfterMs: 60_000 })
      expect(answer.error.message).toMatch(
        /: HTTP 403: You have exceeded a secondary rate limit\. .* \(wait 60 s\)$/,
      )
    },
  )

  test.each([500, 502, 503])('%i is a server error', async (status) => {
    ourJob()
    github.inject('job', { type: 'status', status })
    const error = errorOf(await (await open()).read(), 'server-error')
    expect(error).toMatchObject({ status })
    expect(error.message).toMatch(new RegExp(`^GET ${JOB_PATH}: HTTP ${status}: `))
  })

  test('an unknown job is not-found', async () => {
    const error = errorOf(await (await open({ jobId: '424242' })).read(), 'not-found')
    expect(error.message).toBe('GET /repos/octo-org/octo-repo/actions/jobs/424242: HTTP 404: Not Found')
  })

  test("a token GitHub does not know is an unexpected status carrying GitHub's message", async () => {
    const error = errorOf(await (await open({ token: 'ghs_unknown' })).read(), 'unexpected-status')
    expect(error.message).toBe(`GET ${JOB_PATH}: HTTP 401: Bad credentials`)
  })

  test('a token echoed by a broken server or proxy is scrubbed from the message', async () => {
    ourJob()
    const body = JSON.stringify({ message: `upstream rejected Authorization: token ${TOKEN}` })
    github.inject('job', { type: 'status', status: 500, body })
    const error = errorOf(await (await open()).read(), 'server-error')
    expect(error.message).toBe(`GET ${JOB_PATH}: HTTP 500: upstream rejected Authorization: token ***`)
  })

  test('a refused connection is a network error with its code', async () => {
    // A port nothing listens on, so that no kept-alive connection from another test answers instead.
    const closed = createServer().listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const job = await open({}, { GITHUB_API_URL: `http://127.0.0.1:${port}` })
    const error = errorOf(await job.read(), 'network')
    expect(error).toMatchObject({ code: 'ECONNREFUSED' })
    expect(error.message).toBe(
      `GET ${JOB_PATH}: could not reach 127.0.0.1:${port}: connection refused (ECONNREFUSED)`,
    )
  })

  test.each([
    ['a reset connection', { type: 'reset' } as const],
    ['a body cut short', { type: 'truncated' } as const],
  ])('%s is a network error', async (_name, fault) => {
    ourJob()
    github.inject('job', fault)
    const error = errorOf(await (await open()).read(), 'network')
    expect(error.message.startsWith(`GET ${JOB_PATH}: could not reach ${new URL(github.url).host}: `)).toBe(
      true,
    )
  })

  test('no answer within the timeout is a timeout, reported when the time is up', async () => {
    ourJob()
    github.inject('job', { type: 'hang' })
    const job = await open({ timeoutMs: 200 })
    const started = performance.now()
    const error = errorOf(await job.read(), 'timeout')
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(error.message).toBe(`GET ${JOB_PATH}: no answer within 0.2 s`)
  })

  test('a read after a failed one works again', async () => {
    ourJob()
    github.inject('job', { type: 'status', status: 502 })
    const job = await open()
    errorOf(await job.read(), 'server-error')
    expect((await job.read()).outcome).toBe('job')
  })
})

describe('malformed answers are reported, never thrown', () => {
  test('an HTML page with HTTP 200', async () => {
    ourJob()
    github.inject('job', { type: 'non-json', body: '<html><body>Service Unavailable</body></html>' })
    const error = errorOf(await (await open()).read(), 'malformed')
    expect(error.message).toBe(`GET ${JOB_PATH}: unusable answer: the answer is not JSON (45 characters)`)
  })

  test('a job without steps', async () => {
    ourJob()
    github.inject('job', { type: 'malformed', variant: 'missing-steps' })
    const error = errorOf(await (await open()).read(), 'malformed')
    expect(error.message).toBe(`GET ${JOB_PATH}: unusable answer: steps is missing, expected an array`)
  })

  test('fields of the wrong types', async () => {
    ourJob()
    github.inject('job', { type: 'malformed', variant: 'wrong-types' })
    const error = errorOf(await (await open()).read(), 'malformed')
    expect(error.message).toMatch(/unusable answer: .*is the string "/)
  })
})

describe('finding the job where job.check_run_id is empty (older Enterprise Server)', () => {
  const LIST = `/repos/octo-org/octo-repo/actions/runs/${RUN_ID}/attempts/3/jobs`

  /** Jobs of run attempt 3 on other runners, running or done, as many as asked. */
  function others(count: number, runId = RUN_ID) {
    for (let index = 0; index < count; index++) {
      const job = github.createJob({ runId, runAttempt: 3, runnerName: `GitHub Actions ${index}` })
      if (index % 2 === 0) job.start()
    }
  }

  test('pages through the run attempt until the in-progress job of this runner, then reads it by id with its ETag', async () => {
    const runId = RUN_ID + 1
    others(130, runId)
    // The same runner ran an earlier job of this attempt: only the one in progress is ours.
    github.createJob({ runId, runAttempt: 3, runnerName: RUNNER }).complete('success')
    const ours = github.createJob({ runId, runAttempt: 3, runnerName: RUNNER, name: 'test (node 20)' })
    ours.start()
    others(120, runId)
    const job = await open({ jobId: '' }, { GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: '3' })
    const from = github.requests.length
    const found = jobOf(await job.read())
    const list = `/repos/octo-org/octo-repo/actions/runs/${runId}/attempts/3/jobs`
    // Page 2 holds it: page 3 is never asked for.
    expect(requestsSince(from)).toEqual([
      `GET ${list}?per_page=100&page=1`,
      `GET ${list}?per_page=100&page=2`,
    ])
    expect(found.job).toMatchObject({ id: ours.id, name: 'test (node 20)', runnerName: RUNNER })
    expect(found.etag).toBeUndefined()
    expect(found.rateLimit.remaining).toEqual(expect.any(Number))
    const byId = jobOf(await job.read())
    expect((await job.read()).outcome).toBe('not-modified')
    const path = `/repos/octo-org/octo-repo/actions/jobs/${ours.id}`
    expect(requestsSince(from).slice(2)).toEqual([`GET ${path}`, `GET ${path}`])
    expect(github.requests.at(-2)?.headers['if-none-match']).toBeUndefined()
    expect(github.requests.at(-1)?.headers['if-none-match']).toBe(byId.etag)
  })

  test('no in-progress job on this runner is no-match, saying how many jobs were listed', async () => {
    others(3)
    github.createJob({ runId: RUN_ID, runAttempt: 3, runnerName: RUNNER }).complete('failure')
    const job = await open({ jobId: '' }, { GITHUB_RUN_ATTEMPT: '3' })
    const error = errorOf(await job.read(), 'no-match')
    expect(error.message).toBe(
      `No in-progress job of run ${RUN_ID} attempt 3 ran on runner "${RUNNER}" (4 jobs listed)`,
    )
  })

  test('two in-progress jobs on one runner are no-match rather than a guess', async () => {
    const runId = RUN_ID + 2
    github.createJob({ runId, runAttempt: 3, runnerName: RUNNER }).start()
    github.createJob({ runId, runAttempt: 3, runnerName: RUNNER }).start()
    const job = await open({ jobId: '' }, { GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: '3' })
    expect(errorOf(await job.read(), 'no-match').message).toBe(
      `2 in-progress jobs of run ${runId} attempt 3 ran on runner "${RUNNER}": cannot tell which is this one`,
    )
  })

  test("an error on a later page is that page's error", async () => {
    const runId = RUN_ID + 3
    others(150, runId)
    github.inject('jobs', { type: 'latency', ms: 0 })
    github.inject('jobs', { type: 'forbidden' })
    const job = await open({ jobId: '' }, { GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: '3' })
    const error = errorOf(await job.read(), 'no-permission')
    expect(error.message).toMatch(
      new RegExp(
        `^GET /repos/octo-org/octo-repo/actions/runs/${runId}/attempts/3/jobs\\?per_page=100&page=2: HTTP 403`,
      ),
    )
  })

  test('the matching job must have the shape of a job', async () => {
    const runId = RUN_ID + 4
    github.createJob({ runId, runAttempt: 3, runnerName: RUNNER }).start()
    github.inject('jobs', { type: 'malformed', variant: 'missing-steps' })
    const job = await open({ jobId: '' }, { GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: '3' })
    expect(errorOf(await job.read(), 'malformed').message).toBe(
      `GET /repos/octo-org/octo-repo/actions/runs/${runId}/attempts/3/jobs?per_page=100&page=1: unusable answer: steps is missing, expected an array`,
    )
  })

  test('a listing that is not JSON is malformed', async () => {
    github.inject('jobs', { type: 'non-json' })
    const job = await open({ jobId: '' }, { GITHUB_RUN_ATTEMPT: '3' })
    expect(errorOf(await job.read(), 'malformed').message).toMatch(
      new RegExp(
        `^GET ${LIST.replaceAll('/', '\\/')}\\?per_page=100&page=1: unusable answer: the answer is not JSON`,
      ),
    )
  })

  test('a run id that names no run is an error answer, never a throw, and asks nothing', async () => {
    const job = await open({ jobId: '' }, { GITHUB_RUN_ID: '' })
    const from = github.requests.length
    const error = errorOf(await job.read(), 'malformed')
    expect(error.message).toMatch(/^GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT name no run attempt \(NaN, 2\)/)
    expect(github.requests.length).toBe(from)
  })

  test('without a runner name there is nothing to match', async () => {
    const job = await open({ jobId: '', runnerName: '' })
    expect(errorOf(await job.read(), 'no-match').message).toMatch(/^RUNNER_NAME is empty/)
  })
})

describe('where the token cannot go, there is no job to read, and the caller is told why once', () => {
  test.each([
    [
      'plain http to another host',
      'http://ghes.internal:8080/api/v3',
      'GitHub API URL must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]), got http://ghes.internal:8080: credentials would travel in clear',
    ],
    [
      'another scheme',
      'ftp://ghes.example',
      'GitHub API URL must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]), got ftp://',
    ],
    [
      'credentials in the URL',
      'https://x:y@ghes.example/api/v3',
      'GitHub API URL must not contain a user name or password',
    ],
  ])('%s', async (_name, apiUrl, problem) => {
    const { CurrentJob } = await load({ GITHUB_API_URL: apiUrl })
    const problems: string[] = []
    const job = CurrentJob.of({
      token: TOKEN,
      jobId: '5',
      runnerName: RUNNER,
      onUnusable: (said) => problems.push(said),
    })
    expect(job).toBeUndefined()
    expect(problems).toEqual([problem])
  })

  test('without a repository', async () => {
    const { CurrentJob } = await load({ GITHUB_REPOSITORY: '' })
    const problems: string[] = []
    const job = CurrentJob.of({ token: TOKEN, runnerName: RUNNER, onUnusable: (said) => problems.push(said) })
    expect(job).toBeUndefined()
    expect(problems).toEqual(['GITHUB_REPOSITORY is not set: there is no repository to read the job from'])
  })

  test('http to this machine is allowed (emulators, local relays)', async () => {
    // An emulator at 127.0.0.1, where localhost leads.
    const at = await GitHubEmulator.start({ tokens: [TOKEN], address: '127.0.0.1' })
    onTestFinished(() => at.close())
    at.createJob({ id: JOB_ID, runnerName: RUNNER })
    const local = at.url.replace('127.0.0.1', 'localhost')
    const { CurrentJob } = await load({ GITHUB_API_URL: local })
    const job = CurrentJob.of({ token: TOKEN, jobId: String(JOB_ID), runnerName: RUNNER })
    expect((await job?.read())?.outcome).toBe('job')
  })
})

describe("the run's jobs", () => {
  const list = (runId: number) => `/repos/octo-org/octo-repo/actions/runs/${runId}/attempts/4/jobs`
  const runJobs = (runId: number, count: number) =>
    Array.from({ length: count }, (_, index) => {
      const job = github.createJob({
        runId,
        runAttempt: 4,
        runnerName: `GitHub Actions ${index}`,
        name: `leg (${index})`,
      })
      job.addStep('Set up job').start()
      job.start()
      return job
    })

  test('every page, each conditional on its ETag: unchanged, the read is a 304 per page and costs nothing', async () => {
    const runId = RUN_ID + 10
    const jobs = runJobs(runId, 150)
    const job = await open(
      { jobId: String(jobs[3]?.id) },
      { GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: '4' },
    )
    const from = github.requests.length
    const first = await job.readRun()
    if (first.outcome !== 'jobs') throw new Error(JSON.stringify(first))
    expect(first.jobs).toHaveLength(150)
    expect(first.ownJobId).toBe(jobs[3]?.id)
    expect((await job.readRun()).outcome).toBe('not-modified')
    expect(requestsSince(from)).toEqual([
      `GET ${list(runId)}?per_page=100&page=1`,
      `GET ${list(runId)}?per_page=100&page=2`,
      `GET ${list(runId)}?per_page=100&page=1`,
      `GET ${list(runId)}?per_page=100&page=2`,
    ])
    expect(github.requests.slice(-2).map((request) => request.answer?.status)).toEqual([304, 304])
    // A step of a job on the second page: only that page comes back whole.
    jobs[120]?.steps[0]?.complete('success')
    const changed = await job.readRun()
    if (changed.outcome !== 'jobs') throw new Error(JSON.stringify(changed))
    expect(github.requests.slice(-2).map((request) => request.answer?.status)).toEqual([304, 200])
    expect(changed.jobs.find((listed) => listed.id === jobs[120]?.id)?.steps[0]?.status).toBe('completed')
  })

  test('without job.check_run_id, this job is the one in progress on this runner', async () => {
    const runId = RUN_ID + 11
    runJobs(runId, 3)
    const ours = github.createJob({ runId, runAttempt: 4, runnerName: RUNNER })
    ours.start()
    const job = await open({ jobId: '' }, { GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: '4' })
    expect(await job.readRun()).toMatchObject({ outcome: 'jobs', ownJobId: ours.id })
  })

  test('another job by its id, conditional on its own ETag', async () => {
    const runId = RUN_ID + 12
    const [other] = runJobs(runId, 1)
    const job = await open({}, { GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: '4' })
    expect(jobOf(await job.readJob(other?.id as number)).job.id).toBe(other?.id)
    expect((await job.readJob(other?.id as number)).outcome).toBe('not-modified')
  })

  test('403 without actions: read is no-permission; a job that is not a list is malformed', async () => {
    const runId = RUN_ID + 13
    runJobs(runId, 1)
    const job = await open({}, { GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: '4' })
    github.inject('jobs', { type: 'forbidden' })
    const denied = await job.readRun()
    expect(denied.outcome === 'error' && denied.error.kind).toBe('no-permission')
    github.inject('jobs', { type: 'malformed', variant: 'missing-steps' })
    const broken = await job.readRun()
    expect(broken.outcome === 'error' && broken.error.kind).toBe('malformed')
  })
})
