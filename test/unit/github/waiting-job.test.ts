import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { WaitingJob } from '../../../src/github/waiting-job.js'
import { waitingJobEvent } from '../../support/github/workflow-job-event.js'
import { GitHubEmulator } from '../../support/github-emulator.js'

// The waiting job from the `workflow_job` event's payload, and the reads of its run and of what it waits on, on
// the jobs emulator through @actions/github's Octokit (which reads GITHUB_API_URL as it loads).

const TOKEN = 'ghs_SECRET_waiting0000000000000000000000'
const folder = mkdtempSync(join(tmpdir(), 'waiting-job-'))
let github: GitHubEmulator

beforeAll(async () => {
  github = await GitHubEmulator.start({ tokens: [TOKEN] })
})
afterAll(() => github.close())
afterEach(() => vi.unstubAllEnvs())

async function load() {
  for (const [name, value] of Object.entries({
    GITHUB_API_URL: github.url,
    HTTPS_PROXY: '',
    https_proxy: '',
  }))
    vi.stubEnv(name, value)
  vi.resetModules()
  const [client, waiting, pending] = await Promise.all([
    import('../../../src/github/client.js'),
    import('../../../src/github/waiting-job.js'),
    import('../../../src/github/pending-deployments.js'),
  ])
  return { octokit: client.githubClient(TOKEN), ...waiting, ...pending }
}

/** GITHUB_EVENT_NAME and a payload file, as the runner gives them. */
function eventEnv(name: string, payload: unknown): NodeJS.ProcessEnv {
  const path = join(folder, `${Math.random()}.json`)
  writeFileSync(path, JSON.stringify(payload))
  return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path }
}

function releaseRun(headRepository = '') {
  return github.addRun({
    name: 'Release',
    headBranch: 'main',
    status: 'in_progress',
    runNumber: 12,
    headRepository,
  })
}

const repository = () => ({ owner: github.owner, repo: github.repo, apiUrl: github.url })
const deployJob = {
  id: 501,
  name: 'deploy',
  environment: 'production',
  createdAt: Date.parse('2026-07-27T10:00:00Z'),
}

describe('the waiting job, from the event', () => {
  test('a `waiting` event: the job, its run and attempt, the workflow, the branch and the repository', async () => {
    const { readWaitingJob } = await load()
    const run = releaseRun()
    const job = readWaitingJob(eventEnv('workflow_job', waitingJobEvent(deployJob, run, repository())))
    expect(job).toEqual<WaitingJob>({
      id: 501,
      name: 'deploy',
      runId: run.id,
      runAttempt: 1,
      workflow: 'Release',
      branch: 'main',
      repository: `${github.owner}/${github.repo}`,
    })
  })

  test('any other event, or another type of workflow_job: none', async () => {
    const { readWaitingJob } = await load()
    const event = waitingJobEvent(deployJob, releaseRun(), repository())
    expect(readWaitingJob(eventEnv('push', event))).toBeUndefined()
    expect(readWaitingJob(eventEnv('workflow_job', { ...event, action: 'queued' }))).toBeUndefined()
    expect(readWaitingJob({ GITHUB_EVENT_NAME: 'workflow_job' })).toBeUndefined()
  })

  test('a payload that is not GitHub’s: an error naming the field', async () => {
    const { readWaitingJob } = await load()
    const event = waitingJobEvent(deployJob, releaseRun(), repository())
    const job = event.workflow_job as Record<string, unknown>
    expect(() =>
      readWaitingJob(eventEnv('workflow_job', { ...event, workflow_job: { ...job, run_id: '7' } })),
    ).toThrow("the event's workflow_job.run_id is not a whole number")
    expect(() => readWaitingJob(eventEnv('workflow_job', { action: 'waiting', repository: {} }))).toThrow(
      'the event payload has no workflow_job',
    )
  })
})

describe('its run, and what it waits on', () => {
  const signal = () => AbortSignal.timeout(5_000)
  const jobOf = (run: { id: number }): WaitingJob => ({
    id: 501,
    name: 'deploy',
    runId: run.id,
    runAttempt: 1,
    workflow: 'Release',
    branch: 'main',
    repository: `${github.owner}/${github.repo}`,
  })

  test("the run's number and page; a fork's run told apart", async () => {
    const { octokit, readWaitingRun } = await load()
    const own = releaseRun()
    expect(await readWaitingRun(octokit, jobOf(own), signal())).toEqual({
      number: 12,
      url: `https://github.com/${github.owner}/${github.repo}/actions/runs/${own.id}`,
      fromFork: false,
    })
    const fork = releaseRun('octo-fork/octo-repo')
    expect((await readWaitingRun(octokit, jobOf(fork), signal())).fromFork).toBe(true)
  })

  test('each environment with its reviewers, users and teams; a wait timer with none; nothing once released', async () => {
    const { octokit, readPendingDeployments } = await load()
    const run = releaseRun()
    github.hold(run.id, [
      { environment: 'production', reviewers: [{ user: 'mona' }, { team: 'releasers' }] },
      { environment: 'staging', waitTimerMinutes: 30 },
    ])
    expect(await readPendingDeployments(octokit, jobOf(run), signal())).toEqual([
      {
        environment: 'production',
        waitTimerMinutes: 0,
        reviewers: [{ user: 'mona' }, { team: 'releasers' }],
      },
      { environment: 'staging', waitTimerMinutes: 30, reviewers: [] },
    ])
    github.release(run.id)
    expect(await readPendingDeployments(octokit, jobOf(run), signal())).toEqual([])
  })

  test('without `actions: read`: rejects with the API’s 403', async () => {
    const { octokit, readPendingDeployments } = await load()
    const run = releaseRun()
    github.inject('pending-deployments', { type: 'forbidden' })
    await expect(readPendingDeployments(octokit, jobOf(run), signal())).rejects.toMatchObject({ status: 403 })
  })
})
