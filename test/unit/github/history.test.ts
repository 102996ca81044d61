import { getOctokit } from '@actions/github'
import { afterEach, describe, expect, test } from 'vitest'
import {
  type HistoryQuery,
  type RunHistoryResult,
  readLegsHistory,
  readRunHistory,
  workflowFileName,
} from '../../../src/github/history.js'
import { type FinishedStep, GitHubEmulator } from '../../support/github-emulator.js'

const TOKEN = 'ghs_historytoken0000000000000000000000'
const S = 1000
const DAY = 24 * 60 * 60 * S

const started: GitHubEmulator[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((emulator) => emulator.close()))
})

async function emulator(): Promise<GitHubEmulator> {
  const github = await GitHubEmulator.start({ tokens: [TOKEN] })
  started.push(github)
  return github
}

// The current run: in progress on branch "feature".
const CURRENT_RUN = 9_000_000_001

function query(github: GitHubEmulator, overrides: Partial<HistoryQuery> = {}): HistoryQuery {
  return {
    owner: github.owner,
    repo: github.repo,
    workflow: 'ci.yml',
    branch: 'feature',
    defaultBranch: 'main',
    jobName: 'test (ubuntu)',
    runId: CURRENT_RUN,
    ...overrides,
  }
}

function read(github: GitHubEmulator, overrides: Partial<HistoryQuery> = {}): Promise<RunHistoryResult> {
  return readRunHistory(getOctokit(TOKEN, { baseUrl: github.url }), query(github, overrides))
}

/** Steps whose "Run tests" took `testsMs`, so a test can tell which run was read. */
const steps = (testsMs: number): FinishedStep[] => [
  { name: 'Set up job', durationMs: 2 * S },
  { name: 'Run actions/checkout@v5', durationMs: 3 * S },
  { name: 'Run tests', durationMs: testsMs },
  { name: 'Post Run actions/checkout@v5', durationMs: 1 * S },
  { name: 'Complete job', durationMs: 0 },
]

/** A finished run of ci.yml on `branch` holding the job "test (ubuntu)", and the current run in progress. */
function addRun(
  github: GitHubEmulator,
  branch: string,
  testsMs: number,
  options: { conclusion?: 'success' | 'failure'; id?: number; jobName?: string } = {},
): number {
  const conclusion = options.conclusion ?? 'success'
  const run = github.addRun({ headBranch: branch, conclusion, ...(options.id ? { id: options.id } : {}) })
  const jobSteps = steps(testsMs).map((step) =>
    conclusion === 'failure' && step.name === 'Run tests' ? { ...step, conclusion } : step,
  )
  github.createFinishedJob(
    { runId: run.id, name: options.jobName ?? 'test (ubuntu)' },
    run.createdAt + 10 * S,
    jobSteps,
  )
  return run.id
}

function addCurrentRun(github: GitHubEmulator): void {
  github.addRun({ id: CURRENT_RUN, headBranch: 'feature', status: 'in_progress', createdAt: Date.now() })
  github.createJob({ runId: CURRENT_RUN, name: 'test (ubuntu)' }).addStep('Set up job').start()
}

/** The "Run tests" time of job `jobName` in the history found, or the reason there is none. */
function testsTime(result: RunHistoryResult, jobName = 'test (ubuntu)'): number | string {
  if (!result.ok) return result.reason
  const job = result.history.jobs.find((listed) => listed.name === jobName)
  const step = job?.steps.find((listed) => listed.name === 'Run tests')
  return step ? step.completedAt - step.startedAt : Number.NaN
}

function apiRequests(github: GitHubEmulator): string[] {
  return github.requests.map((request) =>
    decodeURIComponent(request.url.replace(/^\/repos\/[^/]+\/[^/]+/, '')),
  )
}

describe('the workflow file', () => {
  test.each([
    ['octo/app/.github/workflows/ci.yml@refs/heads/main', 'ci.yml'],
    ['octo/app/.github/workflows/release.yaml@refs/tags/v1.2.0', 'release.yaml'],
    ['octo/app/.github/workflows/build.yml@refs/pull/12/merge', 'build.yml'],
    ['octo/app/dynamic/github-code-scanning/codeql@refs/heads/main', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('GITHUB_WORKFLOW_REF %s gives %s', (ref, file) => {
    expect(workflowFileName(ref)).toBe(file)
  })

  test('without one, nothing is requested', async () => {
    const github = await emulator()
    const result = await read(github, { workflow: undefined })
    expect(result).toEqual({
      ok: false,
      reason: 'no-workflow',
      message: 'No step history for the run: GITHUB_WORKFLOW_REF names no workflow file',
      requests: 0,
    })
    expect(github.requests).toHaveLength(0)
  })
})

describe('the last successful run of the workflow', () => {
  test('on the same branch: two requests, each job and the times of its steps', async () => {
    const github = await emulator()
    const runId = addRun(github, 'feature', 90 * S)
    addCurrentRun(github)
    const result = await read(github)
    if (!result.ok) throw new Error(result.message)
    expect(result).toMatchObject({
      history: { runId, runNumber: 1, branch: 'feature' },
      message: `Step history of the run: 1 job, 5 timed steps, from run ${runId} (#1) on feature`,
      requests: 2,
    })
    const [job] = result.history.jobs
    expect(job?.name).toBe('test (ubuntu)')
    expect(job?.steps.map((step) => [step.name, step.completedAt - step.startedAt])).toEqual([
      ['Set up job', 2 * S],
      ['Run actions/checkout@v5', 3 * S],
      ['Run tests', 90 * S],
      ['Post Run actions/checkout@v5', 1 * S],
      ['Complete job', 0],
    ])
    expect(apiRequests(github)).toEqual([
      '/actions/workflows/ci.yml/runs?branch=feature&status=success&per_page=5&exclude_pull_requests=true',
      `/actions/runs/${runId}/jobs?filter=latest&per_page=100`,
    ])
  })

  test('a newer successful run on another branch is ignored', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    addRun(github, 'other', 30 * S)
    addCurrentRun(github)
    expect(testsTime(await read(github))).toBe(90 * S)
  })

  test('a failed last run is skipped: the run before it, which succeeded, is read', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    addRun(github, 'feature', 5 * S, { conclusion: 'failure' })
    addCurrentRun(github)
    expect(testsTime(await read(github))).toBe(90 * S)
  })

  test('with no successful run on the branch, the default branch’s: three requests', async () => {
    const github = await emulator()
    addRun(github, 'main', 70 * S)
    addRun(github, 'feature', 5 * S, { conclusion: 'failure' })
    addCurrentRun(github)
    const result = await read(github)
    expect([testsTime(result), result.ok && result.history.branch, result.requests]).toEqual([
      70 * S,
      'main',
      3,
    ])
    expect(apiRequests(github).map((url) => url.replace(/\?.*/, ''))).toEqual([
      '/actions/workflows/ci.yml/runs',
      '/actions/workflows/ci.yml/runs',
      expect.stringMatching(/^\/actions\/runs\/\d+\/jobs$/),
    ])
    expect(github.requests[1]?.url).toContain('branch=main')
  })

  test('the current run is never its own history, even when it is listed as a success (a re-run)', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    addRun(github, 'feature', 1 * S, { id: CURRENT_RUN })
    expect(testsTime(await read(github))).toBe(90 * S)
    expect(github.requests).toHaveLength(2)
  })

  test('every job of the run, a matrix leg under its own name', async () => {
    const github = await emulator()
    const runId = addRun(github, 'feature', 90 * S)
    github.createFinishedJob({ runId, name: 'test (windows)' }, Date.now() - DAY, steps(300 * S))
    addCurrentRun(github)
    const result = await read(github)
    expect(testsTime(result)).toBe(90 * S)
    expect(testsTime(result, 'test (windows)')).toBe(300 * S)
  })

  test('steps without both times are left out', async () => {
    const github = await emulator()
    const run = github.addRun({ headBranch: 'feature' })
    const job = github.createJob({ runId: run.id, name: 'test (ubuntu)' })
    const ran = job.addStep('Run tests')
    job.addStep('Never started')
    ran.start(run.createdAt)
    ran.complete('success', run.createdAt + 42 * S)
    const result = await read(github)
    const [timed] = (result.ok && result.history.jobs[0]?.steps) || []
    expect(result.ok && result.history.jobs[0]?.steps).toHaveLength(1)
    // Whole seconds, as the API gives them.
    expect([timed?.name, (timed?.completedAt ?? 0) - (timed?.startedAt ?? 0)]).toEqual(['Run tests', 42 * S])
  })
})

describe('no history, and why', () => {
  test('no successful run on either branch: no-earlier-run, after two requests', async () => {
    const github = await emulator()
    addRun(github, 'feature', 5 * S, { conclusion: 'failure' })
    addRun(github, 'other', 50 * S)
    addCurrentRun(github)
    expect(await read(github)).toEqual({
      ok: false,
      reason: 'no-earlier-run',
      message: 'No step history for the run: no earlier successful run of ci.yml on feature or main',
      requests: 2,
    })
  })

  test('on the default branch itself, its runs are listed once', async () => {
    const github = await emulator()
    addCurrentRun(github)
    const result = await read(github, { branch: 'main' })
    expect([result.ok || result.reason, result.requests, github.requests.length]).toEqual([
      'no-earlier-run',
      1,
      1,
    ])
  })

  test.each(['runs', 'run-jobs'] as const)(
    '403 on the %s request: forbidden, naming actions: read',
    async (endpoint) => {
      const github = await emulator()
      addRun(github, 'feature', 90 * S)
      addCurrentRun(github)
      github.inject(endpoint, { type: 'forbidden' }, 'always')
      const result = await read(github)
      expect(result).toMatchObject({
        ok: false,
        reason: 'forbidden',
        message: expect.stringMatching(
          /: HTTP 403 Resource not accessible by integration \(the token needs `actions: read`\)$/,
        ),
        requests: endpoint === 'runs' ? 1 : 2,
      })
      expect(result.message).not.toContain(TOKEN)
    },
  )

  test('a spent rate limit is an error, not a missing permission', async () => {
    const github = await emulator()
    addCurrentRun(github)
    github.inject('runs', { type: 'rate-limited', status: 403, retryAfter: '60' })
    const result = await read(github)
    expect(result).toMatchObject({ ok: false, reason: 'error', requests: 1 })
    expect(result.message).toContain('HTTP 403 API rate limit exceeded')
  })

  test('a server error, a malformed answer or no server at all is an error, never a throw', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    github.inject('runs', { type: 'status', status: 502 })
    expect(await read(github)).toMatchObject({
      ok: false,
      reason: 'error',
      message:
        'No step history for the run: listing successful runs of ci.yml on feature: HTTP 502 Bad Gateway',
    })
    github.inject('run-jobs', { type: 'malformed', variant: 'missing-steps' })
    expect(await read(github)).toMatchObject({ ok: false, reason: 'no-timings' })
    await github.down()
    const down = await read(github)
    expect(down).toMatchObject({ ok: false, reason: 'error', requests: 1 })
    expect(down.message).not.toMatch(/HTTP/)
  })

  test('an answer that is not a list (a proxy’s page, a body without the list) is an error, not an empty history', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    github.inject('runs', { type: 'non-json' })
    expect(await read(github)).toEqual({
      ok: false,
      reason: 'error',
      message:
        'No step history for the run: listing successful runs of ci.yml on feature: the answer lists no runs',
      requests: 1,
    })
    github.inject('runs', { type: 'malformed', variant: 'missing-steps' })
    expect(await read(github)).toMatchObject({ reason: 'error', requests: 1 })
  })

  test('the caller’s signal ends a request that hangs', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    github.inject('runs', { type: 'hang' })
    const result = await read(github, { signal: AbortSignal.timeout(200) })
    expect(result).toMatchObject({ ok: false, reason: 'error', requests: 1 })
    expect(result.message).toMatch(/: listing successful runs of ci.yml on feature: .*abort/)
  })

  test('at most three requests for a run of up to 100 jobs, whatever happens', async () => {
    const github = await emulator()
    addRun(github, 'main', 70 * S, { jobName: 'lint' })
    addCurrentRun(github)
    const result = await read(github)
    expect([result.ok, result.requests, github.requests.length]).toEqual([true, 3, 3])
  })
})

describe('the legs of a matrix job', () => {
  const readLegs = (github: GitHubEmulator, jobName = 'test (ubuntu)') =>
    readLegsHistory(getOctokit(TOKEN, { baseUrl: github.url }), query(github, { jobName }))

  test('each leg’s usual time by its matrix values, from the jobs of one run: two requests', async () => {
    const github = await emulator()
    const runId = addRun(github, 'feature', 90 * S)
    github.createFinishedJob({ runId, name: 'test (windows, 22)' }, Date.now() - DAY, steps(300 * S))
    // Another job of the run with the same matrix values, and a leg that failed there: neither is a measure.
    github.createFinishedJob({ runId, name: 'lint (ubuntu)' }, Date.now() - DAY, steps(5 * S))
    github.createFinishedJob({ runId, name: 'test (macos)' }, Date.now() - DAY, [
      { name: 'Run tests', durationMs: 7 * S, conclusion: 'failure' },
    ])
    addCurrentRun(github)
    expect(await readLegs(github)).toEqual({
      ok: true,
      // From each leg's checkout to its post step: 3 + tests + 1 seconds.
      usualMs: { ubuntu: 94 * S, 'windows, 22': 304 * S },
      message: `Leg history for “test”: 2 legs in run ${runId} (#1) on feature`,
      requests: 2,
    })
  })

  test('a leg named with no matrix values (a `name:` with a matrix expression): nothing is requested', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    expect(await readLegs(github, 'Test on ubuntu')).toMatchObject({ ok: false, reason: 'job-not-found' })
    expect(github.requests).toHaveLength(0)
  })

  test('the run found has no leg of the job: job-not-found', async () => {
    const github = await emulator()
    const runId = addRun(github, 'feature', 90 * S, { jobName: 'test' })
    expect(await readLegs(github)).toMatchObject({
      ok: false,
      reason: 'job-not-found',
      message: `No step history for the legs of “test (ubuntu)”: run ${runId} (#1) on feature has no leg of “test”`,
      requests: 2,
    })
  })
})

describe('the whole run', () => {
  const readRun = (github: GitHubEmulator) =>
    readRunHistory(getOctokit(TOKEN, { baseUrl: github.url }), query(github))

  test('every job of the last successful run, each step with both its times: two requests', async () => {
    const github = await emulator()
    const runId = addRun(github, 'feature', 90 * S)
    // Whole seconds, as the API gives them.
    const start = Math.floor((Date.now() - DAY) / S) * S
    github.createFinishedJob({ runId, name: 'deploy' }, start + 200 * S, [
      { name: 'Release', durationMs: 20 * S },
    ])
    addCurrentRun(github)
    const result = await readRun(github)
    if (!result.ok) throw new Error(result.message)
    expect(result).toMatchObject({
      message: `Step history of the run: 2 jobs, 6 timed steps, from run ${runId} (#1) on feature`,
      requests: 2,
    })
    expect(result.history).toMatchObject({ runId, runNumber: 1, branch: 'feature' })
    const deploy = result.history.jobs.find((job) => job.name === 'deploy')
    expect(deploy).toEqual({
      name: 'deploy',
      conclusion: 'success',
      steps: [{ name: 'Release', startedAt: start + 200 * S, completedAt: start + 220 * S }],
    })
  })

  test('a run of more than 100 jobs: one request per 100', async () => {
    const github = await emulator()
    const run = github.addRun({ headBranch: 'feature' })
    for (let leg = 0; leg < 230; leg++) {
      github.createFinishedJob({ runId: run.id, name: `test (${leg})` }, Date.now() - DAY, [
        { name: 'Run tests', durationMs: S },
      ])
    }
    const result = await readRun(github)
    expect(result).toMatchObject({ ok: true, requests: 4 })
    expect(result.ok && result.history.jobs).toHaveLength(230)
  })

  test('a run whose jobs list no timed step gives no history', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    github.inject('run-jobs', { type: 'malformed', variant: 'missing-steps' })
    expect(await readRun(github)).toMatchObject({ ok: false, reason: 'no-timings', requests: 2 })
  })
})
