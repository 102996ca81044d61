// Jobs of one run sharing an activity by `activity-name`, end to end: each job runs the bundled dist/ as its
// own runner emulation (its own RUNNER_TEMP, job token and runtime token), the jobs meeting on one
// artifact-service emulator beside the Signalgrid emulator. Each case asserts what the Signalgrid emulator
// received (one start, each job's updates, who ended it and how) and what each job said.
import { describe, expect, type TestContext, test } from 'vitest'
import { LEG_WAIT_MS, MATRIX_POLL_MS, MATRIX_TOKEN_WAIT_MS } from '../../src/constants.js'
import { BOARD_DEADLINE_MS } from '../../src/matrix/board-deadline.js'
import { CLAIM_POLL_MS, CLAIM_SETTLE_MS } from '../../src/matrix/shared-activity.js'
import { type Services, userSteps } from '../support/action-job.js'
import type { ArtifactEmulator, RecordedArtifactRequest } from '../support/artifact-emulator.js'
import { STAGE_OVERHEAD_MS } from '../support/bounds.js'
import type { JobResult, StageRecord } from '../support/runner-harness.js'
import { NAME, nameKey, pipeline, runNamed, startAll, tokenOf, until } from './board-jobs.js'
import { activityView, during, expectCleanJob, jobsTimeoutMs, requestsOf } from './scenario.js'

/** The updates that arrived while the job ran. */
const updatesIn = (services: Services, result: JobResult) =>
  requestsOf(services, 'update')
    .filter((update) => update.at > (result.stages[0] as StageRecord).startedAt)
    .filter((update) => update.at < (result.stages.at(-1) as StageRecord).exitedAt)

/**
 * The job's tracker showed where the run was while it ran (its step, named after its job once others came before
 * it, or the job done), under its title, on the shared activity.
 */
function expectStepsShown(t: TestContext, services: Services, result: JobResult, job: string, token: string) {
  const updates = updatesIn(services, result)
  t.expect(updates.length, `updates while ${job} ran`).toBeGreaterThanOrEqual(1)
  const step = `Step 1 of 1 · ${job} step`
  for (const update of updates) {
    t.expect(update.fields).toMatchObject({ title: `CI · ${job}`, token })
    t.expect([step, `${job} · ${step}`, 'All 1 steps done', `${job} done`]).toContain(update.fields.body)
  }
}

/** Nothing left on the board that holds the token: its note went with the end, and no artifact has it in clear. */
function expectTokenGone(t: TestContext, artifacts: ArtifactEmulator, token: string) {
  const note = new RegExp(`^signalgrid-name\\.${NAME}-a1-activity-`)
  t.expect(artifacts.artifacts.filter((artifact) => note.test(artifact.name))).toEqual([])
  for (const artifact of artifacts.artifacts) {
    t.expect(artifact.content?.toString('latin1') ?? '').not.toContain(token)
  }
}

/** Every job succeeded cleanly within `stageLimitMs`, on the one activity `token` names, with no annotation. */
function expectAllOnOne(
  t: TestContext,
  services: Services,
  results: readonly JobResult[],
  token: string,
  stageLimitMs?: number,
) {
  for (const result of results) {
    t.expect(result.status).toBe('success')
    expectCleanJob(t, result, services, stageLimitMs === undefined ? {} : { stageLimitMs })
    t.expect(tokenOf(result)).toBe(token)
    t.expect(result.annotations).toEqual([])
  }
}

const signalgridNotices = (result: JobResult) =>
  result.annotations.filter((annotation) => annotation.properties.title === 'Signalgrid')

describe.concurrent('jobs of one run, one activity by its name', { timeout: 60_000 }, () => {
  test('a pipeline of three jobs: one start, each job shows its steps, one end from the last (always)', {
    timeout: jobsTimeoutMs(9, 1_500 + 2 * 3_500),
  }, async (t) => {
    const { services, artifacts } = await startAll(t)
    // Back to back, with none of a runner's seconds between jobs: a later job's step is long enough to be shown
    // once the spacing from the job before has passed.
    const longer = (job: string) => userSteps([`${job} step`], 3_500)
    const results = await pipeline(t, services, artifacts, [
      { job: 'build' },
      { job: 'test', steps: longer('test') },
      { job: 'deploy', inputs: { 'end-activity': 'always' }, steps: longer('deploy') },
    ])
    const [build, testing, deploy] = results as [JobResult, JobResult, JobResult]
    const token = tokenOf(build)
    expect(token).toMatch(/^[A-Z0-9]{5}$/)
    for (const result of results) {
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services)
      expect(result.outputs.sg?.['activity-token']).toBe(token)
      expect(result.annotations).toEqual([])
    }
    const { signalgrid } = services
    expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, rejected: 0 })
    const [start] = requestsOf(services, 'start')
    const [end] = requestsOf(services, 'end')
    expect(during(build.stage('sg', 'pre'), start?.at as number)).toBe(true)
    expect(during(deploy.stage('sg', 'post'), end?.at as number)).toBe(true)
    expect(signalgrid.requests.at(-1)).toBe(end)
    expectStepsShown(t, services, build, 'build', token)
    expectStepsShown(t, services, testing, 'test', token)
    expectStepsShown(t, services, deploy, 'deploy', token)
    expect(activityView(end)).toMatchObject({ title: 'CI · deploy', severity: 'SUCCESS', progress: '100' })
    expect(signalgrid.phone.activities).toHaveLength(1)
    // A later job finds the token already there: one read, no waiting for it.
    for (const later of [testing, deploy]) {
      const reads = artifacts.requests.filter(
        (request) => request.kind === 'download' && during(later.stage('sg', 'pre'), request.at),
      )
      expect(reads).toHaveLength(1)
    }
    expectTokenGone(t, artifacts, token)
  })

  test('two jobs start at the same moment: one start, both attach to it, the job after both ends it', {
    timeout: jobsTimeoutMs(6, 2 * 1_500),
  }, async (t) => {
    const { services, artifacts } = await startAll(t)
    // The race made certain: both claims of the start are held until both have arrived.
    const creatingStart = (call: RecordedArtifactRequest) =>
      call.kind === 'CreateArtifact' && /-start-[0-9a-f]{32}$/.test(call.name ?? '')
    const bothClaiming = until(() => artifacts.requests.filter(creatingStart).length === 2)
    artifacts.inject('CreateArtifact', { type: 'held', until: bothClaiming }, 2)
    const both = await Promise.all(['linux', 'macos'].map((job) => runNamed(t, services, artifacts, { job })))
    const [deploy] = await pipeline(t, services, artifacts, [
      { job: 'deploy', inputs: { 'end-activity': 'always' } },
    ])
    const results = [...both, deploy as JobResult]
    const token = tokenOf(both[0])
    expectAllOnOne(t, services, results, token)
    expect(artifacts.requests.filter(creatingStart)).toHaveLength(2)
    expect(services.signalgrid.counts).toMatchObject({ starts: 1, ends: 1, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    expect(during((deploy as JobResult).stage('sg', 'post'), end?.at as number)).toBe(true)
    expect(services.signalgrid.phone.activities).toHaveLength(1)
    expectTokenGone(t, artifacts, token)
  })

  test("a burnt start's claim (created, never finalized): both jobs claim it again, one start, both on it", {
    timeout: jobsTimeoutMs(6, 2 * 1_500),
  }, async (t) => {
    const { services, artifacts } = await startAll(t)
    artifacts.burn(nameKey(services).signed(`signalgrid-name.${NAME}-a1-start`))
    const both = await Promise.all(
      ['linux', 'macos'].map((job) => runNamed(t, services, artifacts, { job, debug: true })),
    )
    const [deploy] = await pipeline(t, services, artifacts, [
      { job: 'deploy', inputs: { 'end-activity': 'always' } },
    ])
    const results = [...both, deploy as JobResult]
    const token = tokenOf(both[0])
    expectAllOnOne(t, services, results, token, LEG_WAIT_MS + STAGE_OVERHEAD_MS)
    // The jobs that met the burnt name waited for it to be listed, then claimed the next one, all within the
    // bound (a job that came once the next claim was listed has nothing to wait for).
    const waitedMs = both.map((result) => {
      const waits = [
        ...result.stage('sg', 'pre').stdout.matchAll(/::debug::Signalgrid: waited (\d+\.\d) s for/g),
      ]
      return waits.reduce((sum, wait) => sum + Number(wait[1]) * 1000, 0)
    })
    expect(Math.max(...waitedMs)).toBeGreaterThanOrEqual(CLAIM_SETTLE_MS - CLAIM_POLL_MS)
    expect(Math.max(...waitedMs)).toBeLessThanOrEqual(LEG_WAIT_MS)
    expect(services.signalgrid.counts).toMatchObject({ starts: 1, ends: 1, rejected: 0 })
    expect(services.signalgrid.phone.activities).toHaveLength(1)
    expectTokenGone(t, artifacts, token)
  })

  test('a failing middle job ends it red (auto), naming its step; the job after it never runs', {
    timeout: jobsTimeoutMs(6, 2 * 1_500 + 3_500),
  }, async (t) => {
    const { services, artifacts } = await startAll(t)
    const [build, testing] = await pipeline(t, services, artifacts, [
      { job: 'build' },
      {
        job: 'test',
        steps: [
          { run: 'npm test', name: 'Unit tests', sleepMs: 1_500, result: 'failure' },
          // Long enough for the tracker to see the failure.
          { run: 'upload', name: 'Upload logs', if: 'always()', sleepMs: 3_500 },
        ],
      },
    ])
    const results = [build, testing] as [JobResult, JobResult]
    expect(results.map((result) => result.status)).toEqual(['success', 'failure'])
    for (const result of results) expectCleanJob(t, result, services)
    const token = tokenOf(build)
    expect(services.signalgrid.counts).toMatchObject({ starts: 1, ends: 1, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    expect(during(testing.stage('sg', 'post'), end?.at as number)).toBe(true)
    expect(activityView(end)).toMatchObject({
      title: 'CI · test',
      body: expect.stringMatching(/^Failed at “Unit tests” after \d+s$/),
      severity: 'CRIT',
    })
    expect(end?.fields.token).toBe(token)
    expectTokenGone(t, artifacts, token)
  })

  test('the artifact service down: each job shows its own activity, says so once, and stays green', async (t) => {
    const { services, artifacts } = await startAll(t)
    await artifacts.down()
    const results = await Promise.all(
      ['linux', 'macos'].map((job) => runNamed(t, services, artifacts, { job })),
    )
    for (const result of results) {
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services, { stageLimitMs: STAGE_OVERHEAD_MS + BOARD_DEADLINE_MS })
      expect(signalgridNotices(result)).toEqual([
        expect.objectContaining({
          level: 'notice',
          message: expect.stringMatching(
            /^Signalgrid: the jobs named "release" cannot share one activity \(.+\); this job shows its own activity\.$/,
          ),
        }),
      ])
    }
    // Each job's own activity, ended by its own post as without a name.
    const starts = requestsOf(services, 'start')
    expect(starts).toHaveLength(2)
    expect(new Set(results.map(tokenOf)).size).toBe(2)
    expect(requestsOf(services, 'end').map((end) => [end.fields.token, end.fields.severity])).toEqual(
      expect.arrayContaining(results.map((result) => [tokenOf(result), 'SUCCESS'])),
    )
    expect(requestsOf(services, 'end')).toHaveLength(2)
  })

  test('the token never appears: the job waits a bounded time, then shows its own and says so once', async (t) => {
    const { services, artifacts } = await startAll(t)
    // Another job claimed the start, and its runner died before it published the token.
    const claim = artifacts.store(nameKey(services).signed(`signalgrid-name.${NAME}-a1-start`), 'build')
    const job = await runNamed(t, services, artifacts, { job: 'test' })
    expectCleanJob(t, job, services, { stageLimitMs: STAGE_OVERHEAD_MS + MATRIX_TOKEN_WAIT_MS })
    // The token follows a claim by one upload: the wait is counted from the claim.
    expect(job.stage('sg', 'pre').exitedAt - claim.createdAt.getTime()).toBeGreaterThanOrEqual(
      MATRIX_TOKEN_WAIT_MS - MATRIX_POLL_MS,
    )
    expect(signalgridNotices(job).map((annotation) => annotation.message)).toEqual([
      `Signalgrid: the activity named "release" did not appear within ${MATRIX_TOKEN_WAIT_MS / 1000} s; this job shows its own activity.`,
    ])
    expect(services.signalgrid.counts).toMatchObject({ starts: 1, ends: 1 })
    expect(activityView(requestsOf(services, 'end')[0])).toMatchObject({ severity: 'SUCCESS' })
  })

  test('a job that comes long after the claim and finds no token (the activity ended) looks once, and goes on', async (t) => {
    const { services, artifacts } = await startAll(t)
    // Claimed an hour ago; the job that ended the activity took its token's note away.
    const claim = nameKey(services).signed(`signalgrid-name.${NAME}-a1-start`)
    artifacts.store(claim, 'build', new Date(Date.now() - 60 * 60 * 1000))
    const job = await runNamed(t, services, artifacts, { job: 'test' })
    expectCleanJob(t, job, services)
    expect(job.stage('sg', 'pre').durationMs).toBeLessThan(MATRIX_POLL_MS + STAGE_OVERHEAD_MS)
    expect(artifacts.requests.filter((call) => call.kind === 'ListArtifacts')).toHaveLength(2)
    expect(signalgridNotices(job)).toHaveLength(1)
    expect(services.signalgrid.counts).toMatchObject({ starts: 1, ends: 1 })
  })

  test("a re-run attempt never attaches to the earlier attempt's activity: it starts its own", {
    timeout: jobsTimeoutMs(6, 2 * 1_500),
  }, async (t) => {
    const { services, artifacts } = await startAll(t)
    // The first attempt's deploy ended it; a re-run of deploy alone is attempt 2.
    const [first] = await pipeline(t, services, artifacts, [
      { job: 'build', inputs: { 'end-activity': 'always' } },
    ])
    const [rerun] = await pipeline(t, services, artifacts, [
      { job: 'deploy', attempt: 2, inputs: { 'end-activity': 'always' } },
    ])
    for (const result of [first, rerun] as JobResult[]) {
      expectCleanJob(t, result, services)
      expect(result.annotations).toEqual([])
    }
    expect(tokenOf(rerun)).not.toBe(tokenOf(first))
    expect(services.signalgrid.counts).toMatchObject({ starts: 2, ends: 2, rejected: 0 })
  })

  test('a matrix job with a name: each leg takes part as a job would, and the matrix shares nothing of its own', {
    timeout: jobsTimeoutMs(9, 3 * 1_500),
  }, async (t) => {
    const { services, artifacts } = await startAll(t)
    const legs = await Promise.all(
      [0, 1].map((index) =>
        runNamed(t, services, artifacts, {
          job: 'test',
          leg: { index, total: 2, values: { os: ['linux', 'macos'][index] }, failFast: true },
        }),
      ),
    )
    const [deploy] = await pipeline(t, services, artifacts, [
      { job: 'deploy', inputs: { 'end-activity': 'always' } },
    ])
    const results = [...legs, deploy as JobResult]
    for (const result of results) {
      expectCleanJob(t, result, services)
      expect(tokenOf(result)).toBe(tokenOf(legs[0]))
    }
    expect(services.signalgrid.counts).toMatchObject({ starts: 1, ends: 1, rejected: 0 })
    // No matrix notes: no leg reports, no matrix start.
    expect(artifacts.artifacts.filter((artifact) => artifact.name.startsWith('signalgrid-test-'))).toEqual([])
    expect(activityView(requestsOf(services, 'end')[0])).toMatchObject({
      title: 'CI · deploy',
      severity: 'SUCCESS',
    })
  })
})
