import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { GitHubEmulator } from '../../support/github-emulator.js'

// What a run waits on, read on the jobs emulator through the jobs API's reader (@actions/github's Octokit and
// context, which read GITHUB_API_URL and GITHUB_REPOSITORY as they load).

const TOKEN = 'ghs_SECRET_pending00000000000000000000000'
let github: GitHubEmulator

beforeAll(async () => {
  github = await GitHubEmulator.start({ tokens: [TOKEN] })
})
afterAll(() => github.close())
afterEach(() => vi.unstubAllEnvs())

async function load() {
  for (const [name, value] of Object.entries({
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
    HTTPS_PROXY: '',
    https_proxy: '',
  }))
    vi.stubEnv(name, value)
  vi.resetModules()
  const [{ JobsApi }, { readPendingDeployments }] = await Promise.all([
    import('../../../src/github/jobs-api.js'),
    import('../../../src/github/pending-deployments.js'),
  ])
  const api = new JobsApi({ token: TOKEN })
  return { read: (runId: number) => api.take(() => readPendingDeployments(api, runId)) }
}

test('each environment with its reviewers, users and teams; a wait timer with none; nothing once released', async () => {
  const { read } = await load()
  const run = github.addRun({ status: 'in_progress' })
  expect(await read(run.id)).toEqual({ outcome: 'pending', deployments: [] })
  github.hold(run.id, [
    { environment: 'production', reviewers: [{ user: 'mona' }, { team: 'releasers' }] },
    { environment: 'staging', waitTimerMinutes: 30 },
  ])
  expect(await read(run.id)).toEqual({
    outcome: 'pending',
    deployments: [
      {
        environment: 'production',
        waitTimerMinutes: 0,
        reviewers: [{ user: 'mona' }, { team: 'releasers' }],
      },
      { environment: 'staging', waitTimerMinutes: 30, reviewers: [] },
    ],
  })
  github.release(run.id)
  expect(await read(run.id)).toEqual({ outcome: 'pending', deployments: [] })
})

test('without `actions: read`: a permission failure that names it, never a rejection', async () => {
  const { read } = await load()
  const run = github.addRun({ status: 'in_progress' })
  github.inject('pending-deployments', { type: 'forbidden' })
  const answer = await read(run.id)
  expect(answer).toMatchObject({ outcome: 'error', error: { kind: 'no-permission', status: 403 } })
  expect(answer.outcome === 'error' && answer.error.message).toMatch(
    /GET \/repos\/.*\/actions\/runs\/\d+\/pending_deployments: HTTP 403: .*actions: read/,
  )
})

test('an answer that is not a list of pending deployments: a malformed answer that says why', async () => {
  const { read } = await load()
  github.inject('pending-deployments', { type: 'status', status: 200, body: '{"total_count": 0}' })
  const run = github.addRun({ status: 'in_progress' })
  expect(await read(run.id)).toMatchObject({
    outcome: 'error',
    error: { kind: 'malformed', message: expect.stringMatching(/not a list of pending deployments$/) },
  })
})
