// A deploy waiting for a reviewer's approval, told to the reviewers: the bundled dist/ run by the runner harness in
// a workflow of its own, `on: workflow_job: types: [waiting]`, with the event's payload as GitHub sends it and the
// waiting run (its record, what it waits on) served by the jobs emulator. Each case asserts what the phones
// received and what the action read.
import { describe, type TestContext, test } from 'vitest'
import { actionStep, jobSpec, type Services } from '../support/action-job.js'
import { waitingJobEvent } from '../support/github/workflow-job-event.js'
import type { Hold, WorkflowRunData } from '../support/github-emulator.js'
import { nodeRuntimes } from '../support/runner/node-runtimes.js'
import type { JobResult, NodeRuntime } from '../support/runner-harness.js'
import { expectCleanJob, run, startServices } from './scenario.js'

// The watcher's code is the same on every runtime; the lifecycle suites cover both.
const runtime = nodeRuntimes().available.at(-1) as NodeRuntime
const REVIEWERS: Hold = { environment: 'production', reviewers: [{ user: 'mona' }, { team: 'releasers' }] }
const DEPLOY_JOB = 88_000_000_001

/** The run whose deploy job waits: "Release" on main, its 12th run, from this repository unless a fork's. */
function waitingRun(services: Services, holds: readonly Hold[], headRepository = ''): WorkflowRunData {
  const { github } = services
  const release = github.addRun({
    workflow: 'release.yml',
    name: 'Release',
    headBranch: 'main',
    status: 'in_progress',
    conclusion: null,
    runNumber: 12,
    event: headRepository ? 'pull_request' : 'push',
    headRepository,
  })
  github.hold(release.id, holds)
  return release
}

/** The watcher's job, run for the event of the waiting run's deploy job. */
function watch(t: TestContext, services: Services, waiting: WorkflowRunData): Promise<JobResult> {
  const { github } = services
  const event = waitingJobEvent(
    { id: DEPLOY_JOB, name: 'deploy', environment: 'production', createdAt: Date.now() - 5_000 },
    waiting,
    { owner: github.owner, repo: github.repo, apiUrl: github.url },
  )
  return run(
    t,
    jobSpec(services, runtime, [actionStep(services, {}, { id: 'sg' })], {
      context: {
        eventName: 'workflow_job',
        workflow: 'Tell the reviewers',
        job: 'reviewers',
        jobName: 'reviewers',
      },
      event,
    }),
  )
}

/** The GitHub requests the watcher made, as paths. */
function reads(services: Services): string[] {
  return services.github.requests.map((request) => request.url.replace(/\?.*$/, ''))
}

describe.concurrent('a deploy waiting for approval', { timeout: 60_000 }, () => {
  test('waiting on reviewers: one push to the reviewers, naming the job, the environment and the run', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    const waiting = waitingRun(services, [REVIEWERS])
    const result = await watch(t, services, waiting)
    expect(result.status).toBe('success')
    expectCleanJob(t, result, services)
    expect(services.signalgrid.phone.notifications).toEqual([
      {
        title: 'Release main',
        body: `deploy waits for your approval (production) · run #12\nhttps://github.com/${services.github.owner}/${services.github.repo}/actions/runs/${waiting.id}`,
        type: 'WARN',
        critical: false,
        at: expect.any(Number),
      },
    ])
    expect(services.signalgrid.phone.activities).toEqual([])
    const repo = `/repos/${services.github.owner}/${services.github.repo}/actions`
    expect(reads(services)).toEqual([
      `${repo}/runs/${waiting.id}`,
      `${repo}/runs/${waiting.id}/pending_deployments`,
    ])
  })

  test('a wait timer, with no reviewer: nothing sent', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    const waiting = waitingRun(services, [{ environment: 'production', waitTimerMinutes: 30 }])
    const result = await watch(t, services, waiting)
    expect(result.status).toBe('success')
    expectCleanJob(t, result, services)
    expect(services.signalgrid.requests).toEqual([])
    expect(result.annotations).toEqual([])
  })

  test("a fork's run: nothing sent, and what it waits on is not read", async (t) => {
    const { expect } = t
    const services = await startServices(t)
    const waiting = waitingRun(services, [REVIEWERS], 'octo-fork/octo-repo')
    const result = await watch(t, services, waiting)
    expect(result.status).toBe('success')
    expectCleanJob(t, result, services)
    expect(services.signalgrid.requests).toEqual([])
    expect(reads(services)).toEqual([
      `/repos/${services.github.owner}/${services.github.repo}/actions/runs/${waiting.id}`,
    ])
  })

  test('without `actions: read`: a warning that says so, nothing sent, the job goes on', async (t) => {
    const { expect } = t
    const services = await startServices(t)
    const waiting = waitingRun(services, [REVIEWERS])
    services.github.inject('run', { type: 'forbidden' }, 'always')
    const result = await watch(t, services, waiting)
    expect(result.status).toBe('success')
    expect(services.signalgrid.requests).toEqual([])
    expect(result.annotations.map((annotation) => annotation.message)).toEqual([
      'Signalgrid: could not read what deploy waits on (HTTP 403: Resource not accessible by integration - https://docs.github.com/rest); the workflow needs `permissions: actions: read`. Nothing is sent.',
    ])
  })
})
