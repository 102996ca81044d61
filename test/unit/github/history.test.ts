import { getOctokit } from '@actions/github'
import { afterEach, describe, expect, test } from 'vitest'
import {
  type HistoryQuery,
  type RunHistoryResult,
  readLegsHistory,
  readRunHistory,
  workflowFileName,
} from '../../../src/github/history.js'
import { RUNS_LISTED } from '../../../src/github/successful-runs.js'
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

/** The "Run tests" time of job `jobName` in the newest run read, or the reason there is none. */
function testsTime(result: RunHistoryResult, jobName = 'test (ubuntu)'): number | string {
  if (!result.ok) return result.reason
  const job = result.history.runs[0]?.jobs.find((listed) => listed.name === jobName)
  const step = job?.steps.find((listed) => listed.name === 'Run tests')
  return step ? step.completedAt - step.startedAt : Number.NaN
}

/** The "Run tests" time of "test (ubuntu)" in each run read, newest first, or the reason there is none. */
function testsTimes(result: RunHistoryResult): (number | undefined)[] | string {
  if (!result.ok) return result.reason
  return result.history.runs.map((run) => {
    const step = run.jobs
      .find((listed) => listed.name === 'test (ubuntu)')
      ?.steps.find((listed) => listed.name === 'Run tests')
    return step && step.completedAt - step.startedAt
  })
}

/** The runs list of every branch's successful runs, as a job off the default branch asks for it first. */
const EVERY_BRANCH = '/actions/workflows/ci.yml/runs?status=completed&per_page=20&exclude_pull_requests=true'

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

describe('the last successful runs of the workflow', () => {
  test('on the same branch, three runs: four requests (a list of every branch’s runs), each job and the times of its steps', async () => {
    const github = await emulator()
    const ids = [30, 95, 90, 85].map((seconds) => addRun(github, 'feature', seconds * S))
    addCurrentRun(github)
    const result = await read(github)
    if (!result.ok) throw new Error(result.message)
    const [oldest, third, second, newest] = ids as [number, number, number, number]
    expect(result).toMatchObject({
      message: `Step history of the run: 3 jobs, 15 timed steps, from runs ${newest} (#4), ${second} (#3), ${third} (#2) on feature`,
      requests: 4,
    })
    expect(result.history.runs.map((run) => [run.runId, run.runNumber, run.branch])).toEqual([
      [newest, 4, 'feature'],
      [second, 3, 'feature'],
      [third, 2, 'feature'],
    ])
    expect(testsTimes(result)).toEqual([85 * S, 90 * S, 95 * S])
    const [job] = result.history.runs[0]?.jobs ?? []
    expect(job?.name).toBe('test (ubuntu)')
    expect(job?.steps.map((step) => [step.name, step.completedAt - step.startedAt])).toEqual([
      ['Set up job', 2 * S],
      ['Run actions/checkout@v5', 3 * S],
      ['Run tests', 85 * S],
      ['Post Run actions/checkout@v5', 1 * S],
      ['Complete job', 0],
    ])
    // Every run listed says how long it took (its jobs' first start to last end): the quick oldest too, not read
    // (it is the farthest from the middle one's 91 s).
    expect(result.history.durationsMs).toEqual([91, 96, 101, 36].map((seconds) => seconds * S))
    expect(apiRequests(github)).toEqual([
      EVERY_BRANCH,
      `/actions/runs/${newest}/jobs?filter=latest&per_page=100`,
      `/actions/runs/${second}/jobs?filter=latest&per_page=100`,
      `/actions/runs/${third}/jobs?filter=latest&per_page=100`,
    ])
    expect(oldest).toBeLessThan(third)
  })

  test('of the newest five, the three that took nearest the middle one’s time: one slow run, and one quick, are left out', async () => {
    const github = await emulator()
    // Oldest first: the newest took 1.7 times as long as the others; one before it was quick; one older still
    // (the sixth) is not weighed.
    const ids = [60, 59, 30, 61, 58, 100].map((seconds) => addRun(github, 'feature', seconds * S))
    addCurrentRun(github)
    const result = await read(github)
    expect(testsTimes(result)).toEqual([58 * S, 61 * S, 59 * S])
    expect(result.ok && result.history.runs.map((run) => run.runId)).toEqual([ids[4], ids[3], ids[1]])
    expect(result.requests).toBe(4)
  })

  test('a branch with fewer than three: the default branch’s fill in from the same list, after the branch’s own though newer (four requests)', async () => {
    const github = await emulator()
    const feature = addRun(github, 'feature', 40 * S)
    const main = [70, 71, 72].map((seconds) => addRun(github, 'main', seconds * S))
    addCurrentRun(github)
    const result = await read(github)
    if (!result.ok) throw new Error(result.message)
    expect(result.history.runs.map((run) => [run.runId, run.branch])).toEqual([
      [feature, 'feature'],
      [main[2], 'main'],
      [main[1], 'main'],
    ])
    expect(testsTimes(result)).toEqual([40 * S, 72 * S, 71 * S])
    // The branch's, then the default branch's, each newest first (a run's time is its tests' and 6 s more).
    expect(result.history.durationsMs).toEqual([46, 78, 77, 76].map((seconds) => seconds * S))
    expect(result).toMatchObject({
      requests: 4,
      message: expect.stringMatching(
        new RegExp(
          `from runs ${feature} \\(#1\\) on feature and ${main[2]} \\(#4\\), ${main[1]} \\(#3\\) on main$`,
        ),
      ),
    })
    expect(apiRequests(github).map((url) => url.replace(/filter=latest&per_page=100$/, ''))).toEqual([
      EVERY_BRANCH,
      ...[feature, main[2], main[1]].map((id) => `/actions/runs/${id}/jobs?`),
    ])
  })

  test('the default branch’s that fill in are chosen as a branch’s are: its odd newest is left out', async () => {
    const github = await emulator()
    const main = [70, 71, 150].map((seconds) => addRun(github, 'main', seconds * S))
    addRun(github, 'feature', 40 * S)
    addCurrentRun(github)
    const result = await read(github)
    expect(testsTimes(result)).toEqual([40 * S, 71 * S, 70 * S])
    expect(result.ok && result.history.runs.map((run) => run.runId).slice(1)).toEqual([main[1], main[0]])
  })

  test('a branch with three or more: the default branch’s, though newer, are neither read nor in its pace', async () => {
    const github = await emulator()
    for (const seconds of [40, 41, 42]) addRun(github, 'feature', seconds * S)
    addRun(github, 'main', 70 * S)
    addCurrentRun(github)
    const result = await read(github)
    expect([testsTimes(result), result.requests]).toEqual([[42 * S, 41 * S, 40 * S], 4])
    expect(result.ok && result.history.durationsMs).toEqual([48, 47, 46].map((seconds) => seconds * S))
  })

  test('a run whose jobs cannot be read fails the history: every job of the activity reads the same runs or none', async () => {
    const github = await emulator()
    for (const seconds of [40, 41, 42]) addRun(github, 'feature', seconds * S)
    addCurrentRun(github)
    github.inject('run-jobs', { type: 'status', status: 502 })
    const result = await read(github)
    expect(result).toMatchObject({
      ok: false,
      reason: 'error',
      message: expect.stringMatching(
        /^No step history for the run: listing the jobs of run \d+ \(#\d\) on feature: HTTP 502 Bad Gateway$/,
      ),
      requests: 4,
    })
  })

  test('a newer successful run of a third branch, in the same list, is ignored: not read, not in the pace', async () => {
    const github = await emulator()
    const feature = addRun(github, 'feature', 90 * S)
    const main = addRun(github, 'main', 70 * S)
    addRun(github, 'other', 30 * S)
    addCurrentRun(github)
    const result = await read(github)
    expect(testsTimes(result)).toEqual([90 * S, 70 * S])
    expect(result.ok && result.history.durationsMs).toEqual([96 * S, 76 * S])
    expect(apiRequests(github).map((url) => url.replace(/\?.*/, ''))).toEqual([
      '/actions/workflows/ci.yml/runs',
      `/actions/runs/${feature}/jobs`,
      `/actions/runs/${main}/jobs`,
    ])
  })

  test('a failed last run is skipped: the run before it, which succeeded, is read', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    addRun(github, 'feature', 5 * S, { conclusion: 'failure' })
    addCurrentRun(github)
    expect(testsTime(await read(github))).toBe(90 * S)
  })

  test('with no successful run on the branch (a pull request’s first), the default branch’s from the one list: four requests', async () => {
    const github = await emulator()
    const main = [70, 71, 72].map((seconds) => addRun(github, 'main', seconds * S))
    addRun(github, 'feature', 5 * S, { conclusion: 'failure' })
    addCurrentRun(github)
    const result = await read(github)
    expect([testsTimes(result), result.ok && result.history.runs.map((run) => run.branch)]).toEqual([
      [72 * S, 71 * S, 70 * S],
      ['main', 'main', 'main'],
    ])
    expect(result.requests).toBe(4)
    expect(apiRequests(github).map((url) => url.replace(/\?filter=latest&per_page=100$/, ''))).toEqual([
      EVERY_BRANCH,
      ...[main[2], main[1], main[0]].map((id) => `/actions/runs/${id}/jobs`),
    ])
  })

  test('a workflow busy on other branches: the default branch’s own list fills in, and no run is read twice', async () => {
    const github = await emulator()
    // Oldest first. Every branch's newest page holds the branch's one run and one of the default branch's.
    const main = [70, 71].map((seconds) => addRun(github, 'main', seconds * S))
    const feature = addRun(github, 'feature', 40 * S)
    const newestMain = addRun(github, 'main', 72 * S)
    for (let run = 0; run < RUNS_LISTED - 2; run++) addRun(github, `other-${run}`, 30 * S)
    addCurrentRun(github)
    const result = await read(github)
    if (!result.ok) throw new Error(result.message)
    // The default branch's three weighed together: the middle one's 71 s, then the newer of 70 and 72.
    expect(result.history.runs.map((run) => [run.runId, run.branch])).toEqual([
      [feature, 'feature'],
      [newestMain, 'main'],
      [main[1], 'main'],
    ])
    expect(result.history.durationsMs).toEqual([46, 78, 77, 76].map((seconds) => seconds * S))
    expect(result.requests).toBe(5)
    expect(apiRequests(github).map((url) => url.replace(/\?filter=latest&per_page=100$/, ''))).toEqual([
      EVERY_BRANCH,
      '/actions/workflows/ci.yml/runs?branch=main&status=completed&per_page=20&exclude_pull_requests=true',
      ...[feature, newestMain, main[1]].map((id) => `/actions/runs/${id}/jobs`),
    ])
  })

  test('the current run is never its own history, even when it is listed as a success (a re-run)', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    addRun(github, 'feature', 1 * S, { id: CURRENT_RUN })
    expect(testsTimes(await read(github))).toEqual([90 * S])
    // The list, then the one run's jobs.
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
    const steps = (result.ok && result.history.runs[0]?.jobs[0]?.steps) || []
    const [timed] = steps
    expect(steps).toHaveLength(1)
    // Whole seconds, as the API gives them.
    expect([timed?.name, (timed?.completedAt ?? 0) - (timed?.startedAt ?? 0)]).toEqual(['Run tests', 42 * S])
  })
})

describe('the run before this one, from the same list', () => {
  test('two failed runs after three successes: the pace is the successes’, the previous run and its streak come with it, in the same four requests', async () => {
    const github = await emulator()
    const ids = [40, 41, 42].map((seconds) => addRun(github, 'feature', seconds * S))
    const firstRed = addRun(github, 'feature', 5 * S, { conclusion: 'failure' })
    const lastRed = addRun(github, 'feature', 6 * S, { conclusion: 'failure' })
    addCurrentRun(github)
    const result = await read(github, { runNumber: 6 })
    if (!result.ok) throw new Error(result.message)
    expect(testsTimes(result)).toEqual([42 * S, 41 * S, 40 * S])
    expect(result.history.runs.map((run) => run.runId)).toEqual([...ids].reverse())
    expect(result.history.durationsMs).toEqual([48, 47, 46].map((seconds) => seconds * S))
    // The first failed run began when its job did, as the list says it (run_started_at, to the second).
    const listed = await fetch(
      `${github.url}/repos/${github.owner}/${github.repo}/actions/workflows/ci.yml/runs`,
      {
        headers: { authorization: `Bearer ${TOKEN}` },
      },
    )
    const { workflow_runs: runs } = (await listed.json()) as {
      workflow_runs: { id: number; run_started_at: string }[]
    }
    const began = Date.parse(runs.find((run) => run.id === firstRed)?.run_started_at ?? '')
    expect(began).toBeGreaterThan(0)
    expect(result.history.previous).toEqual({
      runId: lastRed,
      runNumber: 5,
      conclusion: 'failure',
      failedStreak: 2,
      redSinceMs: began,
      streakCut: false,
    })
    expect(result.requests).toBe(4)
  })

  test('after a success, no streak; off the default branch, the branch’s own run, not the default branch’s newer one', async () => {
    const github = await emulator()
    const feature = addRun(github, 'feature', 40 * S)
    addRun(github, 'main', 70 * S, { conclusion: 'failure' })
    addCurrentRun(github)
    const result = await read(github)
    expect(result.ok && result.history.previous).toMatchObject({
      runId: feature,
      conclusion: 'success',
      failedStreak: 0,
      redSinceMs: undefined,
    })
  })
})

describe('no history, and why', () => {
  test('no successful run on either branch: no-earlier-run, after one request (a list shorter than a page is every run)', async () => {
    const github = await emulator()
    addRun(github, 'feature', 5 * S, { conclusion: 'failure' })
    addRun(github, 'other', 50 * S)
    addCurrentRun(github)
    expect(await read(github)).toEqual({
      ok: false,
      reason: 'no-earlier-run',
      message: 'No step history for the run: no earlier successful run of ci.yml on feature or main',
      requests: 1,
    })
  })

  test('on the default branch itself, its runs are listed once', async () => {
    const github = await emulator()
    addCurrentRun(github)
    addRun(github, 'other', 50 * S)
    const result = await read(github, { branch: 'main' })
    expect([result.ok || result.reason, result.requests, apiRequests(github)]).toEqual([
      'no-earlier-run',
      1,
      ['/actions/workflows/ci.yml/runs?branch=main&status=completed&per_page=20&exclude_pull_requests=true'],
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
        // The list, and the one run's jobs.
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

  test.each(['runs', 'run-jobs'] as const)(
    'a secondary rate limit on the %s request, a 403 that only its message tells, is an error, not a missing permission',
    async (endpoint) => {
      const github = await emulator()
      addRun(github, 'feature', 90 * S)
      addCurrentRun(github)
      github.inject(endpoint, { type: 'secondary-rate-limited' }, 'always')
      const result = await read(github)
      expect(result).toMatchObject({ ok: false, reason: 'error', requests: endpoint === 'runs' ? 1 : 2 })
      expect(result.message).toMatch(/: HTTP 403 You have exceeded a secondary rate limit\. /)
      expect(result.message).not.toContain('actions: read')
    },
  )

  test('a server error, a malformed answer or no server at all is an error, never a throw', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    github.inject('runs', { type: 'status', status: 502 })
    expect(await read(github)).toMatchObject({
      ok: false,
      reason: 'error',
      message:
        'No step history for the run: listing completed runs of ci.yml on every branch: HTTP 502 Bad Gateway',
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
        'No step history for the run: listing completed runs of ci.yml on every branch: the answer lists no runs',
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
    expect(result.message).toMatch(/: listing completed runs of ci.yml on every branch: .*abort/)
  })

  test('at most four requests for runs of up to 100 jobs, whatever the runs listed', async () => {
    const github = await emulator()
    addRun(github, 'feature', 60 * S)
    for (let run = 0; run < 30; run++) addRun(github, 'main', (70 + run) * S, { jobName: 'lint' })
    addCurrentRun(github)
    const result = await read(github)
    expect([result.ok, result.requests, github.requests.length]).toEqual([true, 4, 4])
    // A page of the default branch's twenty newest, the branch's older run past it: each says how long the
    // workflow took.
    expect(result.ok && result.history.durationsMs).toHaveLength(RUNS_LISTED)
  })
})

describe('the legs of a matrix job', () => {
  const readLegs = (github: GitHubEmulator, jobName = 'test (ubuntu)') =>
    readLegsHistory(getOctokit(TOKEN, { baseUrl: github.url }), query(github, { jobName }))

  test('each leg’s time by its matrix values, in each run read where it succeeded, newest first', async () => {
    const github = await emulator()
    const runs = [95, 90, 300].map((seconds) => addRun(github, 'feature', seconds * S))
    const [, middle, newest] = runs as [number, number, number]
    for (const [runId, seconds] of [
      [runs[0], 310],
      [middle, 300],
      [newest, 500],
    ] as const) {
      github.createFinishedJob({ runId, name: 'test (windows, 22)' }, Date.now() - DAY, steps(seconds * S))
    }
    // Another job of the run with the same matrix values, and a leg that failed there: neither is a measure.
    github.createFinishedJob({ runId: newest, name: 'lint (ubuntu)' }, Date.now() - DAY, steps(5 * S))
    github.createFinishedJob({ runId: newest, name: 'test (macos)' }, Date.now() - DAY, [
      { name: 'Run tests', durationMs: 7 * S, conclusion: 'failure' },
    ])
    addCurrentRun(github)
    expect(await readLegs(github)).toEqual({
      ok: true,
      // From each leg's checkout to its post step: 3 + tests + 1 seconds.
      timesMs: { ubuntu: [304 * S, 94 * S, 99 * S], 'windows, 22': [504 * S, 304 * S, 314 * S] },
      message: `Leg history for “test”: 2 legs in runs ${newest} (#3), ${middle} (#2), ${runs[0]} (#1) on feature`,
      requests: 4,
    })
  })

  test("a leg in a container: the runner's records around its steps are not its time", async () => {
    const github = await emulator()
    const runId = addRun(github, 'feature', 90 * S)
    github.createFinishedJob({ runId, name: 'test (windows, 22)' }, Date.now() - DAY, [
      { name: 'Set up job', durationMs: 2 * S },
      { name: 'Initialize containers', durationMs: 30 * S },
      { name: 'Run tests', durationMs: 60 * S },
      { name: 'Stop containers', durationMs: 5 * S },
      { name: 'Complete job', durationMs: 0 },
    ])
    addCurrentRun(github)
    const legs = await readLegs(github)
    expect(legs.ok && legs.timesMs['windows, 22']).toEqual([60 * S])
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
      message: `No step history for the legs of “test (ubuntu)”: no leg of “test” in run ${runId} (#1) on feature`,
      requests: 2,
    })
  })
})

describe('the whole run', () => {
  const readRun = (github: GitHubEmulator) =>
    readRunHistory(getOctokit(TOKEN, { baseUrl: github.url }), query(github))

  test('every job of a run read, each step with both its times: two requests for a branch’s one run', async () => {
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
    expect(result.history.runs).toMatchObject([{ runId, runNumber: 1, branch: 'feature' }])
    const deploy = result.history.runs[0]?.jobs.find((job) => job.name === 'deploy')
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
    // The list, three pages of jobs.
    expect(result).toMatchObject({ ok: true, requests: 4 })
    expect(result.ok && result.history.runs[0]?.jobs).toHaveLength(230)
  })

  test('a run whose jobs list no timed step gives no history', async () => {
    const github = await emulator()
    addRun(github, 'feature', 90 * S)
    github.inject('run-jobs', { type: 'malformed', variant: 'missing-steps' })
    expect(await readRun(github)).toMatchObject({ ok: false, reason: 'no-timings', requests: 2 })
  })
})
