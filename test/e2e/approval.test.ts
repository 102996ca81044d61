// A deploy waiting for its reviewers, told from inside the run: the bundled dist/ run by the runner harness as a
// job with the same `needs:` as the deploy job (`mode: approval`, the pipeline's `activity-name`), while the jobs
// emulator lists the deploy job waiting and serves what the run waits on. Each case asserts what reached which
// channel, what the job said, and what it read.
import { describe, type TestContext, test } from 'vitest'
import type { Services } from '../support/action-job.js'
import type { ArtifactEmulator } from '../support/artifact-emulator.js'
import type { Hold } from '../support/github-emulator.js'
import type { JobResult } from '../support/runner-harness.js'
import { runNamed, startAll, tokenOf } from './board-jobs.js'
import { expectCleanJob, requestsOf } from './scenario.js'

const OWNER = 'ch_owner_5d1f0a9e3c7b'
const MONA = 'ch_mona_3e9b1d7f5a2c'
const ON_CALL = 'ch_oncall_1b7d3f5a9e2c'
/** The run the harness's jobs belong to (its context's default). */
const RUN_ID = 7_000_000_001

async function startApproval(t: TestContext) {
  return startAll(t, { signalgrid: { channel: OWNER, otherChannels: [MONA, ON_CALL] } })
}

/** The deploy job, held by its environment's rule: listed waiting, and the run waiting on `holds`. */
function holdDeploy(services: Services, holds: readonly Hold[]): void {
  services.github.createJob({ name: 'deploy' }).holdForApproval()
  services.github.hold(RUN_ID, holds)
}

/** The job that tells the reviewers, on the pipeline's activity name; Mona's channel in `actor-channels`. */
function tell(
  t: TestContext,
  services: Services,
  artifacts: ArtifactEmulator,
  inputs: Readonly<Record<string, string>> = {},
): Promise<JobResult> {
  return runNamed(t, services, artifacts, {
    job: 'approval',
    steps: [],
    inputs: { mode: 'approval', 'actor-channels': `mona: ${MONA}`, ...inputs },
  })
}

/** Each push, as the channel it reached and what it said. */
function pushes(services: Services) {
  return requestsOf(services, 'push').map((push) => ({
    channel: push.fields.channel,
    title: push.fields.title,
    body: push.fields.body,
    type: push.fields.type,
  }))
}

const pendingReads = (services: Services) =>
  services.github.requests.filter((request) => request.url.endsWith(`/runs/${RUN_ID}/pending_deployments`))

describe.concurrent('a deploy waiting for its reviewers', { timeout: 60_000 }, () => {
  test('a reviewer named in actor-channels: one push to their channel, naming the job, environment and run; none on a repeat', async (t) => {
    const { expect } = t
    const { services, artifacts } = await startApproval(t)
    const [testing] = [await runNamed(t, services, artifacts, { job: 'test' })]
    holdDeploy(services, [{ environment: 'production', reviewers: [{ user: 'Mona' }] }])
    const first = await tell(t, services, artifacts)
    const again = await tell(t, services, artifacts)
    for (const result of [testing, first, again] as JobResult[]) {
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services)
      expect(result.annotations).toEqual([])
    }
    const { owner, repo } = services.github
    expect(pushes(services)).toEqual([
      {
        channel: MONA,
        title: 'CI main',
        body: `deploy waits for your approval (production) · run #12\nhttps://github.com/${owner}/${repo}/actions/runs/${RUN_ID}`,
        type: 'WARN',
      },
    ])
    expect(first.outputs.sg?.ruuid).toMatch(/^[0-9a-f]{40}$/)
    expect(pendingReads(services)).toHaveLength(2)
    // The pipeline's activity, started by the test job, says that the deploy waits: once, in the starter's title,
    // the bar not back, no time left, the phones' spacing kept after the test job's last update.
    const began = first.stages[0]?.startedAt as number
    const updates = requestsOf(services, 'update')
    const told = updates.filter((update) => update.at >= began)
    expect(told.map((update) => update.fields)).toEqual([
      expect.objectContaining({
        token: tokenOf(testing),
        title: requestsOf(services, 'start')[0]?.fields.title,
        body: 'test done · deploy waits for approval · production',
      }),
    ])
    const last = updates.filter((update) => update.at < began).at(-1)
    expect(Number(told[0]?.fields.progress)).toBeGreaterThanOrEqual(Number(last?.fields.progress ?? 0))
    expect((told[0]?.at ?? 0) - (last?.at ?? 0)).toBeGreaterThanOrEqual(1000)
  })

  test('no activity in the run: the push alone; a fork’s run, without the secrets: nothing, nothing said', async (t) => {
    const { expect } = t
    const { services, artifacts } = await startApproval(t)
    holdDeploy(services, [{ environment: 'production', reviewers: [{ user: 'mona' }] }])
    const alone = await tell(t, services, artifacts)
    expect(alone.status).toBe('success')
    expectCleanJob(t, alone, services)
    expect(alone.annotations).toEqual([])
    expect(services.signalgrid.requests.map((request) => request.kind)).toEqual(['push'])

    const { services: fork, artifacts: board } = await startApproval(t)
    holdDeploy(fork, [{ environment: 'production', reviewers: [{ user: 'mona' }] }])
    const forked = await tell(t, fork, board, { 'client-key': '', channel: '' })
    expect(forked.status).toBe('success')
    expect(forked.annotations).toEqual([])
    expect(fork.signalgrid.requests).toEqual([])
    expect(pendingReads(fork)).toEqual([])
  })

  test('a team, or a reviewer actor-channels does not name: the alert’s channels', async (t) => {
    const { expect } = t
    const { services, artifacts } = await startApproval(t)
    holdDeploy(services, [
      { environment: 'production', reviewers: [{ user: 'mona' }, { team: 'releasers' }] },
    ])
    const withAlert = await tell(t, services, artifacts, { 'failure-alert-channel': ON_CALL })
    expect(withAlert.status).toBe('success')
    expect(pushes(services).map((push) => push.channel)).toEqual(expect.arrayContaining([MONA, ON_CALL]))
    expect(pushes(services)).toHaveLength(2)

    const { services: other, artifacts: board } = await startApproval(t)
    holdDeploy(other, [{ environment: 'production', reviewers: [{ user: 'hubot' }] }])
    const withoutAlert = await tell(t, other, board)
    expect(withoutAlert.status).toBe('success')
    expect(pushes(other).map((push) => push.channel)).toEqual([OWNER])
  })

  test('a wait timer, with no reviewer: nothing sent, nothing said', async (t) => {
    const { expect } = t
    const { services, artifacts } = await startApproval(t)
    holdDeploy(services, [{ environment: 'production', waitTimerMinutes: 30 }])
    const result = await tell(t, services, artifacts)
    expect(result.status).toBe('success')
    expectCleanJob(t, result, services)
    expect(services.signalgrid.requests).toEqual([])
    expect(result.annotations).toEqual([])
    expect(pendingReads(services)).toHaveLength(1)
  })

  test('without `actions: read`: a warning that says so, nothing sent, the job goes on', async (t) => {
    const { expect } = t
    const { services, artifacts } = await startApproval(t)
    holdDeploy(services, [{ environment: 'production', reviewers: [{ user: 'mona' }] }])
    services.github.inject('pending-deployments', { type: 'forbidden' }, 'always')
    const result = await tell(t, services, artifacts)
    expect(result.status).toBe('success')
    expect(services.signalgrid.requests).toEqual([])
    const { owner, repo } = services.github
    expect(result.annotations.map((annotation) => annotation.message)).toEqual([
      `Signalgrid: could not read what this run's deploy waits on (GET /repos/${owner}/${repo}/actions/runs/${RUN_ID}/pending_deployments: HTTP 403: Resource not accessible by integration: the token needs the actions: read permission). The reviewers are not told.`,
    ])
  })
})
