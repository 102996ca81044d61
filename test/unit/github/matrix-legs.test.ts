import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { GitHubReadError } from '../../../src/github/errors.js'
import { GitHubEmulator } from '../../support/github-emulator.js'

// A matrix's legs through the one reader of the run attempt's jobs, against the jobs API on loopback.
// @actions/github builds `context` when it is imported: every test loads the module afresh for its environment.

const TOKEN = 'ghs_LEGS_16C7e42F292c6912E7710c838347Ae178B4a'
const RUN_ID = 41236161053

let github: GitHubEmulator

beforeAll(async () => {
  github = await GitHubEmulator.start({ tokens: [TOKEN] })
})
afterAll(() => github.close())
afterEach(() => {
  vi.unstubAllEnvs()
  github.clearFaults()
})

async function load(runId: number, env: Record<string, string> = {}) {
  const base: Record<string, string> = {
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_ATTEMPT: '2',
    GITHUB_EVENT_PATH: '',
    HTTPS_PROXY: '',
    https_proxy: '',
    HTTP_PROXY: '',
    http_proxy: '',
  }
  for (const [name, value] of Object.entries({ ...base, ...env })) vi.stubEnv(name, value)
  vi.resetModules()
  return import('../../../src/github/matrix-legs.js')
}

/** Jobs of attempt 2 of `runId`, by name, the first in progress on each leg. */
function jobs(runId: number, names: readonly string[]): number[] {
  return names.map((name, index) => {
    const job = github.createJob({ runId, runAttempt: 2, runnerName: `runner ${index}`, name })
    job.start()
    return job.id
  })
}

async function legsOf(runId: number, jobId: number) {
  const { readMatrixLegs } = await load(runId)
  return readMatrixLegs({ token: TOKEN, timeoutMs: 5_000 }, jobId)
}

async function failureOf(runId: number, jobId: number): Promise<GitHubReadError> {
  const failure = await legsOf(runId, jobId).then(
    () => undefined,
    (error: GitHubReadError) => error,
  )
  if (!failure) throw new Error('expected the read to reject')
  expect(JSON.stringify(failure)).not.toContain(TOKEN)
  return failure
}

describe("the legs of this job's matrix", () => {
  test('the jobs named after the same matrix job, this leg among them, and no other job', async () => {
    const runId = RUN_ID
    const [ubuntu, windows] = jobs(runId, [
      'test (ubuntu, 20)',
      'test (windows, 20)',
      'lint',
      'test-e2e (ubuntu)',
    ])
    const legs = await legsOf(runId, windows as number)
    expect(legs?.map((leg) => [leg.id, leg.name, leg.status])).toEqual([
      [ubuntu, 'test (ubuntu, 20)', 'in_progress'],
      [windows, 'test (windows, 20)', 'in_progress'],
    ])
  })

  test('a job named with a matrix expression has no values in its name: its legs share the whole name', async () => {
    const runId = RUN_ID + 1
    const [first, , third] = jobs(runId, ['Test on ubuntu', 'lint', 'Test on ubuntu'])
    const legs = await legsOf(runId, first as number)
    expect(legs?.map((leg) => leg.id)).toEqual([first, third])
  })

  test('a job the run attempt does not list: undefined', async () => {
    const runId = RUN_ID + 2
    jobs(runId, ['test (ubuntu)'])
    expect(await legsOf(runId, 424242)).toBeUndefined()
  })

  test('every page, each asked for whole: one request per 100 jobs', async () => {
    const runId = RUN_ID + 3
    const ids = jobs(
      runId,
      Array.from({ length: 150 }, (_, index) => `test (${index})`),
    )
    const from = github.requests.length
    const legs = await legsOf(runId, ids[120] as number)
    expect(legs).toHaveLength(150)
    const list = `/repos/octo-org/octo-repo/actions/runs/${runId}/attempts/2/jobs`
    const asked = github.requests.slice(from)
    expect(asked.map((request) => request.url)).toEqual([
      `${list}?per_page=100&page=1`,
      `${list}?per_page=100&page=2`,
    ])
    expect(asked.map((request) => request.headers['if-none-match'])).toEqual([undefined, undefined])
  })
})

describe('what the jobs API refuses, the read rejects with, as every reader classifies it', () => {
  test('a secondary rate limit, a 403 that only its message tells: rate-limited, not a missing permission', async () => {
    const runId = RUN_ID + 4
    const [own] = jobs(runId, ['test (ubuntu)'])
    github.inject('jobs', { type: 'secondary-rate-limited' })
    expect(await failureOf(runId, own as number)).toMatchObject({
      kind: 'rate-limited',
      status: 403,
      retryAfterMs: 60_000,
    })
  })

  test('403 "Resource not accessible by integration": no-permission, naming the permission', async () => {
    const runId = RUN_ID + 5
    const [own] = jobs(runId, ['test (ubuntu)'])
    github.inject('jobs', { type: 'forbidden' })
    const failure = await failureOf(runId, own as number)
    expect(failure.kind).toBe('no-permission')
    expect(failure.message).toMatch(/: the token needs the actions: read permission$/)
  })

  test('an API URL the token must not travel to: a TypeError that says why, and no request', async () => {
    const from = github.requests.length
    const { readMatrixLegs } = await load(RUN_ID, { GITHUB_API_URL: 'http://ghes.internal:8080/api/v3' })
    await expect(readMatrixLegs({ token: TOKEN }, 1)).rejects.toThrow(/^GitHub API URL must use https:\/\//)
    expect(github.requests.length).toBe(from)
  })
})
