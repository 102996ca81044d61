import { describe, expect, test } from 'vitest'
import { type ListedAnnotation, annotationJson as renderAnnotation } from './github/job-json.js'
import type { PendingDeploymentJson } from './github/pending-deployments.js'
import {
  type AnnotationData,
  type GitHubEmulator,
  olderTimeoutAnnotation,
  REJECTED_ANNOTATION,
  timeoutAnnotations,
} from './github-emulator.js'
import { emulator, get, TOKEN } from './github-emulator-client.js'

const jobPath = (github: GitHubEmulator, id: number) =>
  `/repos/${github.owner}/${github.repo}/actions/jobs/${id}`

/** The parts of an answer the tests look at, loosely typed: checking the types is the tests' job. */
interface ApiBody {
  readonly message?: string
  readonly id?: unknown
  readonly steps: readonly { readonly name: string; readonly status: unknown; readonly number: unknown }[]
  readonly jobs: readonly { readonly id: number; readonly steps: unknown[] }[]
  readonly workflow_runs: readonly { readonly id: number; readonly workflow_id: number }[]
  readonly total_count: unknown
}

const body = async (response: Response) => (await response.json()) as ApiBody
const fetchJob = async (github: GitHubEmulator, id: number) => body(await get(github, jobPath(github, id)))

describe('the job endpoint', () => {
  test('answers the job shaped like the real API, steps numbered in run order', async () => {
    const github = await emulator()
    const job = github.createJob({ id: 42, runId: 7, name: 'build (ubuntu)', runnerName: 'GitHub Actions 3' })
    const setup = job.addStep('Set up job')
    const checkout = job.addStep('Run actions/checkout@v5')
    job.start()
    setup.start()
    setup.complete('success')
    checkout.start()

    const response = await get(github, jobPath(github, 42))
    expect(response.status).toBe(200)
    const answer = await body(response)
    expect(answer).toMatchObject({
      id: 42,
      run_id: 7,
      run_attempt: 1,
      status: 'in_progress',
      conclusion: null,
      name: 'build (ubuntu)',
      runner_name: 'GitHub Actions 3',
      html_url: `https://github.com/${github.owner}/${github.repo}/actions/runs/7/job/42`,
      started_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    })
    expect(answer.steps).toEqual([
      {
        name: 'Set up job',
        status: 'completed',
        conclusion: 'success',
        number: 1,
        started_at: expect.stringMatching(/Z$/),
        completed_at: expect.stringMatching(/Z$/),
      },
      {
        name: 'Run actions/checkout@v5',
        status: 'in_progress',
        conclusion: null,
        number: 2,
        started_at: expect.any(String),
        completed_at: null,
      },
    ])
  })

  test.for(['pending', 'queued'] as const)(
    'lists steps not started yet as %s, a skipped one completed, each by the number it was given',
    async (notBegun) => {
      const github = await emulator({ notBegun })
      const job = github.createJob({ id: 1 })
      job.addStep('Set up job')
      job.addStep('Post Run actions/checkout@v5', { number: 6 })
      job.addStep('Post Run ./', { number: 5 })
      job.addStep('Run deploy').complete('skipped')
      const { steps } = await fetchJob(github, 1)
      expect(steps.map((step) => [step.number, step.name, step.status])).toEqual([
        [1, 'Set up job', notBegun],
        [5, 'Post Run ./', notBegun],
        [6, 'Post Run actions/checkout@v5', notBegun],
        [7, 'Run deploy', 'completed'],
      ])
      expect(steps[3]).toMatchObject({ conclusion: 'skipped', started_at: expect.any(String) })
      expect(() => job.addStep('Twice', { number: 5 })).toThrow('job 1 has step 5 already: Post Run ./')
    },
  )

  test('without pending steps listed, the list grows as steps start', async () => {
    const github = await emulator({ listPendingSteps: false })
    const job = github.createJob({ id: 1 })
    const setup = job.addStep('Set up job')
    job.addStep('Run make')
    const names = async () => (await fetchJob(github, 1)).steps.map((step) => step.name)
    expect(await names()).toEqual([])
    setup.start()
    expect(await names()).toEqual(['Set up job'])
  })

  test('unknown jobs, other repositories and other methods are 404', async () => {
    const github = await emulator()
    expect((await get(github, jobPath(github, 404))).status).toBe(404)
    expect((await get(github, '/repos/someone/else/actions/jobs/1')).status).toBe(404)
    github.createJob({ id: 1 })
    const post = await fetch(`${github.url}${jobPath(github, 1)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(post.status).toBe(404)
  })
})

describe('authentication', () => {
  test('needs a known token, as Bearer or token; otherwise 401 Bad credentials', async () => {
    const github = await emulator()
    github.createJob({ id: 1 })
    const path = `${github.url}${jobPath(github, 1)}`
    const none = await fetch(path)
    expect([none.status, (await body(none)).message]).toEqual([401, 'Bad credentials'])
    expect((await fetch(path, { headers: { authorization: 'Bearer ghs_other' } })).status).toBe(401)
    expect((await fetch(path, { headers: { authorization: `token ${TOKEN}` } })).status).toBe(200)
    github.authorize('ghs_other')
    expect((await fetch(path, { headers: { authorization: 'Bearer ghs_other' } })).status).toBe(200)
  })
})

describe('ETag and rate limit', () => {
  test('If-None-Match gives 304 without a body and without using the rate limit, until the job changes', async () => {
    const github = await emulator()
    const job = github.createJob({ id: 1 })
    const step = job.addStep('Set up job')
    const first = await get(github, jobPath(github, 1))
    const etag = first.headers.get('etag') as string
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/)
    expect(first.headers.get('x-ratelimit-remaining')).toBe('999')

    const same = await get(github, jobPath(github, 1), { 'if-none-match': etag })
    expect(same.status).toBe(304)
    expect(await same.text()).toBe('')
    expect(same.headers.get('etag')).toBe(etag)
    expect(same.headers.get('x-ratelimit-remaining')).toBe('999')

    step.start()
    const changed = await get(github, jobPath(github, 1), { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(github.usage(TOKEN)).toEqual({ ok: 2, notModified: 1, other: 0, remaining: 998 })
  })

  test('every answer carries the rate-limit headers of the token; a spent limit answers 403 with remaining 0', async () => {
    const github = await emulator({ rateLimit: 2 })
    github.createJob({ id: 1 })
    const response = await get(github, jobPath(github, 1))
    const reset = Number(response.headers.get('x-ratelimit-reset'))
    expect(
      Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('x-ratelimit-'))),
    ).toEqual({
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '1',
      'x-ratelimit-used': '1',
      'x-ratelimit-reset': String(reset),
      'x-ratelimit-resource': 'core',
    })
    expect(reset * 1000).toBeGreaterThan(Date.now() + 59 * 60 * 1000)
    await get(github, jobPath(github, 1))
    const spent = await get(github, jobPath(github, 1))
    expect(spent.status).toBe(403)
    expect((await body(spent)).message).toMatch(/^API rate limit exceeded/)
    expect(spent.headers.get('x-ratelimit-remaining')).toBe('0')
  })
})

describe('modes', () => {
  test.each([403, 429] as const)('rate limited with %i, Retry-After and remaining 0', async (status) => {
    const github = await emulator()
    github.createJob({ id: 1 })
    github.inject('job', { type: 'rate-limited', status, retryAfter: '30' })
    const limited = await get(github, jobPath(github, 1))
    expect([
      limited.status,
      limited.headers.get('retry-after'),
      limited.headers.get('x-ratelimit-remaining'),
    ]).toEqual([status, '30', '0'])
    expect((await get(github, jobPath(github, 1))).status).toBe(200)
  })

  test('a secondary rate limit: 403 whose message alone says so, no Retry-After, the primary limit not spent', async () => {
    const github = await emulator()
    github.createJob({ id: 1 })
    github.inject('job', { type: 'secondary-rate-limited' })
    const limited = await get(github, jobPath(github, 1))
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([403, null])
    expect(Number(limited.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0)
    expect((await body(limited)).message).toMatch(/^You have exceeded a secondary rate limit\. /)
    expect((await get(github, jobPath(github, 1))).status).toBe(200)
  })

  test('lag: the job as it was that long ago', async () => {
    const github = await emulator({ lagMs: 250 })
    const job = github.createJob({ id: 1 })
    const step = job.addStep('Set up job')
    await new Promise((resolve) => setTimeout(resolve, 250))
    step.start()
    const status = async () => (await fetchJob(github, 1)).steps[0]?.status
    expect(await status()).toBe('pending')
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await status()).toBe('in_progress')
  })

  test('malformed: no steps, or values of the wrong types, with HTTP 200', async () => {
    const github = await emulator()
    github.createJob({ id: 1 }).addStep('Set up job')
    github.inject('job', { type: 'malformed', variant: 'missing-steps' })
    github.inject('job', { type: 'malformed', variant: 'wrong-types' })
    const missing = await fetchJob(github, 1)
    expect(missing).not.toHaveProperty('steps')
    const wrong = await fetchJob(github, 1)
    expect([typeof wrong.id, typeof wrong.steps[0]?.number, wrong.steps[0]?.status]).toEqual([
      'string',
      'string',
      3,
    ])
  })

  test('transport faults shared with the Signalgrid emulator, with GitHub error bodies', async () => {
    const github = await emulator()
    github.createJob({ id: 1 })
    github.inject('job', { type: 'status', status: 503, retryAfter: '2' })
    github.inject('job', { type: 'non-json' })
    github.inject('job', { type: 'truncated' })
    const unavailable = await get(github, jobPath(github, 1))
    expect([unavailable.status, unavailable.headers.get('retry-after')]).toEqual([503, '2'])
    expect(await body(unavailable)).toMatchObject({ message: 'Service Unavailable' })
    expect(await (await get(github, jobPath(github, 1))).text()).toMatch(/^<html>/)
    await expect((await get(github, jobPath(github, 1))).json()).rejects.toThrow()
    expect(github.requests.map((request) => request.fault?.type)).toEqual(['status', 'non-json', 'truncated'])
  })
})

describe('the jobs of a run attempt', () => {
  test('paginate with per_page and page, and a Link header like GitHub', async () => {
    const github = await emulator()
    for (let id = 1; id <= 5; id++) github.createJob({ id, runId: 7, runAttempt: 2 })
    github.createJob({ id: 6, runId: 7, runAttempt: 1 })
    const path = `/repos/${github.owner}/${github.repo}/actions/runs/7/attempts/2/jobs`
    const page = async (query: string) => {
      const response = await get(github, `${path}?${query}`)
      const answer = await body(response)
      return {
        ids: answer.jobs.map((listed) => listed.id),
        total: answer.total_count,
        link: response.headers.get('link'),
      }
    }
    const url = (n: number) => `<${github.url}${path}?per_page=2&page=${n}>`
    expect(await page('per_page=2')).toEqual({
      ids: [1, 2],
      total: 5,
      link: `${url(2)}; rel="next", ${url(3)}; rel="last"`,
    })
    expect(await page('per_page=2&page=3')).toEqual({
      ids: [5],
      total: 5,
      link: `${url(2)}; rel="prev", ${url(1)}; rel="first"`,
    })
    expect(await page('per_page=100')).toEqual({ ids: [1, 2, 3, 4, 5], total: 5, link: null })
    // A list, too, answers 304 to a matching If-None-Match.
    const etag = (await get(github, path)).headers.get('etag') as string
    expect((await get(github, path, { 'if-none-match': etag })).status).toBe(304)
  })
})

describe('the runs of a workflow', () => {
  const runsPath = (github: GitHubEmulator, workflow: string, query = '') =>
    `/repos/${github.owner}/${github.repo}/actions/workflows/${workflow}/runs${query}`

  async function runIds(github: GitHubEmulator, workflow: string, query = ''): Promise<number[]> {
    const response = await get(github, runsPath(github, workflow, query))
    expect(response.status).toBe(200)
    return (await body(response)).workflow_runs.map((run) => run.id)
  }

  test('lists newest first, filtered by branch and by status or conclusion, by file name or workflow id', async () => {
    const github = await emulator()
    github.addRun({ id: 1, headBranch: 'main' })
    github.addRun({ id: 2, headBranch: 'feature' })
    github.addRun({ id: 3, headBranch: 'main', conclusion: 'failure' })
    github.addRun({ id: 4, headBranch: 'main', status: 'in_progress' })
    github.addRun({ id: 5, headBranch: 'main', workflow: 'release.yml' })

    expect(await runIds(github, 'ci.yml')).toEqual([4, 3, 2, 1])
    expect(await runIds(github, 'ci.yml', '?branch=main')).toEqual([4, 3, 1])
    expect(await runIds(github, 'ci.yml', '?branch=main&status=success')).toEqual([1])
    expect(await runIds(github, 'ci.yml', '?status=completed')).toEqual([3, 2, 1])
    expect(await runIds(github, 'ci.yml', '?status=success&exclude_pull_requests=true')).toEqual([2, 1])
    expect(await runIds(github, 'ci.yml', '?per_page=2')).toEqual([4, 3])
    expect(await runIds(github, 'release.yml')).toEqual([5])

    const answer = await body(await get(github, runsPath(github, 'ci.yml', '?branch=feature')))
    expect(answer).toMatchObject({
      total_count: 1,
      workflow_runs: [{ id: 2, head_branch: 'feature', path: '.github/workflows/ci.yml' }],
    })
    expect(await runIds(github, String(answer.workflow_runs[0]?.workflow_id))).toEqual([4, 3, 2, 1])
  })

  test('a run began when its first job did and was last updated when its last job ended; until then, when it was created', async () => {
    const github = await emulator()
    const finished = github.addRun({ id: 1 })
    github.createFinishedJob({ runId: 1, name: 'build' }, 1_000_000, [{ name: 'Build', durationMs: 30_000 }])
    github.createFinishedJob({ runId: 1, name: 'test' }, 1_040_000, [{ name: 'Test', durationMs: 20_000 }])
    const running = github.addRun({ id: 2, status: 'in_progress' })
    github.createJob({ runId: 2 }).start(2_000_000)
    github.createJob({ runId: 2 })
    const { workflow_runs: runs } = (await body(
      await get(github, runsPath(github, 'ci.yml')),
    )) as unknown as {
      workflow_runs: { id: number; created_at: string; run_started_at: string; updated_at: string }[]
    }
    const times = (id: number) => {
      const run = runs.find((listed) => listed.id === id)
      return [run?.run_started_at, run?.updated_at].map((at) => Date.parse(at ?? ''))
    }
    expect(times(1)).toEqual([1_000_000, 1_060_000])
    expect(times(2)).toEqual([2_000_000, 2_000_000])
    expect([finished.createdAt, running.createdAt]).not.toContain(1_000_000)
  })

  test('an unknown workflow is 404; a fault planned for the runs list hits only it', async () => {
    const github = await emulator()
    github.addRun({ id: 1 })
    github.createJob({ id: 10, runId: 1 })
    expect((await get(github, runsPath(github, 'nope.yml'))).status).toBe(404)
    github.inject('runs', { type: 'forbidden' })
    const forbidden = await get(github, runsPath(github, 'ci.yml'))
    expect([forbidden.status, (await body(forbidden)).message]).toEqual([
      403,
      'Resource not accessible by integration',
    ])
    expect((await get(github, jobPath(github, 10))).status).toBe(200)
    expect(await runIds(github, 'ci.yml')).toEqual([1])
  })
})

describe('the jobs of a run', () => {
  const runJobsPath = (github: GitHubEmulator, runId: number, query = '') =>
    `/repos/${github.owner}/${github.repo}/actions/runs/${runId}/jobs${query}`

  test('a finished job lists its steps with the times they took, back to back, created as it started', async () => {
    const github = await emulator()
    const run = github.addRun()
    const start = Date.parse('2026-07-20T10:00:00Z')
    github.createFinishedJob({ id: 10, runId: run.id, name: 'test (ubuntu)' }, start, [
      { name: 'Set up job', durationMs: 2000 },
      { name: 'Run tests', durationMs: 95_000 },
      { name: 'Deploy', durationMs: 5000, conclusion: 'skipped' },
    ])
    const answer = await body(await get(github, runJobsPath(github, run.id)))
    expect(answer.jobs).toMatchObject([
      {
        name: 'test (ubuntu)',
        status: 'completed',
        conclusion: 'success',
        created_at: '2026-07-20T10:00:00Z',
        started_at: '2026-07-20T10:00:00Z',
        completed_at: '2026-07-20T10:01:37Z',
      },
    ])
    const completed = (number: number, name: string, conclusion: string, from: string, to: string) => ({
      name,
      status: 'completed',
      conclusion,
      number,
      started_at: `2026-07-20T10:${from}Z`,
      completed_at: `2026-07-20T10:${to}Z`,
    })
    expect(answer.jobs[0]?.steps).toEqual([
      completed(1, 'Set up job', 'success', '00:00', '00:02'),
      completed(2, 'Run tests', 'success', '00:02', '01:37'),
      completed(3, 'Deploy', 'skipped', '01:37', '01:37'),
    ])
  })

  test('filter=latest (the default) gives each job as its latest attempt ran it; filter=all every attempt', async () => {
    const github = await emulator()
    const run = github.addRun({ runAttempt: 2 })
    github.createJob({ id: 1, runId: run.id, runAttempt: 1, name: 'build' })
    github.createJob({ id: 2, runId: run.id, runAttempt: 1, name: 'test' })
    github.createJob({ id: 3, runId: run.id, runAttempt: 2, name: 'test' })
    github.createJob({ id: 4, runId: 999, name: 'test' })
    const ids = async (query: string) =>
      (await body(await get(github, runJobsPath(github, run.id, query)))).jobs.map((job) => job.id)
    expect(await ids('')).toEqual([1, 3])
    expect(await ids('?filter=latest')).toEqual([1, 3])
    expect(await ids('?filter=all')).toEqual([1, 2, 3])
    expect((await get(github, runJobsPath(github, 12345))).status).toBe(404)
  })
})

describe('the deployments a run waits on', () => {
  const runPath = (github: GitHubEmulator, id: number, rest = '') =>
    `/repos/${github.owner}/${github.repo}/actions/runs/${id}${rest}`

  /**
   * Each field of a pending deployment as GitHub's OpenAPI description has it (through Octokit's types): the mapped
   * type makes the typecheck fail where the description has a field this list lacks, or this list one it lacks.
   */
  const PENDING_SCHEMA: { readonly [K in keyof PendingDeploymentJson]-?: (value: unknown) => boolean } = {
    environment: (value) =>
      isObject(value) &&
      typeof value.name === 'string' &&
      Number.isInteger(value.id) &&
      typeof value.url === 'string',
    wait_timer: Number.isInteger,
    wait_timer_started_at: (value) =>
      value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value))),
    current_user_can_approve: (value) => typeof value === 'boolean',
    reviewers: (value) =>
      Array.isArray(value) &&
      value.every(
        (entry) =>
          isObject(entry) &&
          isObject(entry.reviewer) &&
          ((entry.type === 'User' && typeof entry.reviewer.login === 'string') ||
            (entry.type === 'Team' && typeof entry.reviewer.slug === 'string')),
      ),
  }

  function schemaProblems(entry: Record<string, unknown>): string[] {
    return [
      ...Object.entries(PENDING_SCHEMA).flatMap(([field, valid]) =>
        field in entry && valid(entry[field]) ? [] : [field],
      ),
      ...Object.keys(entry).filter((field) => !(field in PENDING_SCHEMA)),
    ]
  }

  test('what a run waits on, as the OpenAPI description has it: reviewers, users and teams, or a wait timer', async () => {
    const github = await emulator()
    const run = github.addRun({ status: 'in_progress' })
    const pending = async () => {
      const response = await get(github, runPath(github, run.id, '/pending_deployments'))
      expect(response.status).toBe(200)
      return (await response.json()) as Record<string, unknown>[]
    }
    expect(await pending()).toEqual([])
    github.hold(run.id, [
      { environment: 'production', reviewers: [{ user: 'mona' }, { team: 'releasers' }] },
      { environment: 'staging', waitTimerMinutes: 30, since: Date.parse('2026-07-27T10:00:00Z') },
    ])
    const entries = await pending()
    for (const entry of entries) expect(schemaProblems(entry)).toEqual([])
    expect(entries).toMatchObject([
      {
        environment: { name: 'production' },
        wait_timer: 0,
        wait_timer_started_at: null,
        current_user_can_approve: false,
        reviewers: [
          { type: 'User', reviewer: { login: 'mona', type: 'User' } },
          { type: 'Team', reviewer: { slug: 'releasers', name: 'releasers' } },
        ],
      },
      {
        environment: { name: 'staging' },
        wait_timer: 30,
        wait_timer_started_at: '2026-07-27T10:00:00Z',
        reviewers: [],
      },
    ])
    github.release(run.id)
    expect(await pending()).toEqual([])
    expect((await get(github, runPath(github, 12345, '/pending_deployments'))).status).toBe(404)
  })

  test('the schema check fails on a field missing, added or of another type', () => {
    expect(
      schemaProblems({
        environment: { id: 1, name: 'x', url: 'u' },
        wait_timer: '0',
        reviewers: [],
        extra: 1,
      }),
    ).toEqual(['wait_timer', 'wait_timer_started_at', 'current_user_can_approve', 'extra'])
  })

  test('without `actions: read`: 403, as GitHub answers', async () => {
    const github = await emulator()
    const run = github.addRun({ status: 'in_progress' })
    github.inject('pending-deployments', { type: 'forbidden' })
    expect((await get(github, runPath(github, run.id, '/pending_deployments'))).status).toBe(403)
  })
})

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

describe("a job's check run annotations", () => {
  const annotationsPath = (github: GitHubEmulator, id: number, query = '') =>
    `/repos/${github.owner}/${github.repo}/check-runs/${id}/annotations${query}`

  /**
   * Each field of an annotation as GitHub's OpenAPI description has it (through Octokit's types): the mapped type
   * makes the typecheck fail where the description has a field this list lacks, or this list one it lacks.
   */
  const ANNOTATION_SCHEMA: { readonly [K in keyof ListedAnnotation]-?: (value: unknown) => boolean } = {
    path: (value) => typeof value === 'string',
    start_line: Number.isInteger,
    end_line: Number.isInteger,
    start_column: (value) => value === null || Number.isInteger(value),
    end_column: (value) => value === null || Number.isInteger(value),
    annotation_level: (value) => value === null || ['notice', 'warning', 'failure'].includes(value as string),
    title: (value) => value === null || typeof value === 'string',
    message: (value) => value === null || typeof value === 'string',
    raw_details: (value) => value === null || typeof value === 'string',
    blob_href: (value) => typeof value === 'string',
  }

  /** The fields of an annotation that are not as the OpenAPI description has them, and those it lacks or adds. */
  function schemaProblems(annotation: Record<string, unknown>): string[] {
    const known = Object.entries(ANNOTATION_SCHEMA)
    return [
      ...known.flatMap(([field, valid]) => (field in annotation && valid(annotation[field]) ? [] : [field])),
      ...Object.keys(annotation).filter((field) => !(field in ANNOTATION_SCHEMA)),
    ]
  }

  async function annotations(github: GitHubEmulator, id: number, query = '') {
    const response = await get(github, annotationsPath(github, id, query))
    // A list, or an error's object: loosely typed, checking the types is the tests' job.
    const list = (await response.json()) as Record<string, unknown>[] & Record<string, unknown>
    return { status: response.status, link: response.headers.get('link'), list }
  }

  test('a job past its time limit: cancelled, with GitHub’s annotation of the limit and the runner’s of the cancel, as the OpenAPI description has them', async () => {
    const github = await emulator()
    const job = github.createJob({ id: 42, headSha: 'abc123' })
    job.addStep('Set up job').complete('success')
    const deploy = job.addStep('Run ./deploy.sh')
    job.start()
    deploy.start()
    expect((await annotations(github, 42)).list).toEqual([])
    job.timeOut('45m0s')

    const { status, list } = await annotations(github, 42)
    expect(status).toBe(200)
    expect(list).toEqual([
      {
        path: '.github',
        blob_href: `https://github.com/${github.owner}/${github.repo}/blob/abc123/.github`,
        start_line: 1,
        end_line: 1,
        start_column: null,
        end_column: null,
        annotation_level: 'failure',
        title: '',
        message: 'The job has exceeded the maximum execution time of 45m0s',
        raw_details: '',
      },
      expect.objectContaining({ annotation_level: 'failure', message: 'The operation was canceled.' }),
    ])
    for (const annotation of list) expect(schemaProblems(annotation)).toEqual([])
    expect(await fetchJob(github, 42)).toMatchObject({
      status: 'completed',
      conclusion: 'cancelled',
      steps: [{ conclusion: 'success' }, { status: 'completed', conclusion: 'cancelled' }],
    })
  })

  test('the schema check fails on a field missing, added or of another type', () => {
    const { title: _title, ...missing } = annotationJson(REJECTED_ANNOTATION)
    expect(schemaProblems(missing)).toEqual(['title'])
    expect(schemaProblems({ ...annotationJson(REJECTED_ANNOTATION), start_line: '1', extra: 1 })).toEqual([
      'start_line',
      'extra',
    ])
  })

  test('an approval rejected: the job, which ran no step, fails with GitHub’s annotation', async () => {
    const github = await emulator()
    const job = github.createJob({ id: 7 })
    job.reject()
    const { list } = await annotations(github, 7)
    expect(list).toEqual([
      expect.objectContaining({
        annotation_level: 'failure',
        message: "The deployment was rejected or didn't satisfy other protection rules",
      }),
    ])
    expect(await fetchJob(github, 7)).toMatchObject({ status: 'completed', conclusion: 'failure', steps: [] })
    expect(() => github.createJob({ id: 8 }).addStep('Set up job') && github.job(8).reject()).toThrow(
      'job 8 has steps: a rejected job never ran one',
    )
  })

  test('paginated as lists are, an unknown job is 404, and a fault planned for annotations hits only them', async () => {
    const github = await emulator()
    const job = github.createJob({ id: 3 })
    job.annotate(olderTimeoutAnnotation('GitHub Actions 2', 30), ...timeoutAnnotations('30m0s'))
    const page = await annotations(github, 3, '?per_page=2&page=2')
    expect(page.list.map((annotation) => annotation.message)).toEqual(['The operation was canceled.'])
    expect(page.link).toMatch(/rel="prev"/)
    expect((await annotations(github, 404)).status).toBe(404)

    github.inject('annotations', { type: 'forbidden' })
    const forbidden = await annotations(github, 3)
    expect([forbidden.status, forbidden.list.message]).toEqual([
      403,
      'Resource not accessible by integration',
    ])
    expect((await get(github, jobPath(github, 3))).status).toBe(200)
    expect((await annotations(github, 3)).status).toBe(200)

    github.inject('annotations', { type: 'malformed', variant: 'missing-steps' })
    github.inject('annotations', { type: 'malformed', variant: 'wrong-types' })
    expect((await annotations(github, 3)).list).toEqual({ total_count: 3 })
    expect((await annotations(github, 3)).list.map((annotation) => annotation.message)).toEqual([0, 1, 2])
  })
})

/** An annotation of a job at plausible values, for the schema check's own test. */
function annotationJson(annotation: AnnotationData): Record<string, unknown> {
  const repository = { owner: 'octo-org', repo: 'octo-repo', apiUrl: 'http://127.0.0.1' }
  const job = { headSha: 'abc' } as Parameters<typeof renderAnnotation>[1]
  return renderAnnotation(annotation, job, repository)
}
