// A job cancelled as the runner cancels it, whose post is never reached: the running step is signalled, the
// posts run last registered first, so a main-only action's post (a cache being saved, test/support/fixtures/
// cache-action) runs before this action's, which its pre registered; when that post outlasts the cancel
// timeout, the worker is killed: this action's post never runs, nor "Complete job", nor its orphan clean-up.
// The jobs API then shows the job completed, cancelled. The tracker is the one process of the action still
// there: it must end the activity, once, with the words post would send, and leave.
//
// The harness gives each of these (test/support/runner/types.ts): JobSpec.cancelTimings (the worker killed
// KILLED_AFTER_MS after the cancel here, not 4 min 45 s), a `run:` step's `result: 'cancelled'` (or cancel()),
// ActionStepSpec.action (the cache beside this action), and JobResult.workerKilledAt, killedDuring and
// leftRunning (what the kill left running; remove() ends it when the test ends).
//
// Skipped until the tracker ends the activity itself when its job's record shows the job cancelled and no post
// has ended it, and leaves once its job has completed.
import { fileURLToPath } from 'node:url'
import { describe, type TestContext, test, vi } from 'vitest'
import { actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { exited } from '../support/runner/orphans.js'
import {
  type JobResult,
  type NodeRuntime,
  nodeRuntimes,
  type OrphanProcess,
  type StepSpec,
} from '../support/runner-harness.js'
import { FAST, runLeg, startAll, tokenOf } from './board-jobs.js'
import { activityView, kinds, requestsOf, run, startServices } from './scenario.js'

const runtime = nodeRuntimes().available.at(-1) as NodeRuntime
const CACHE_ACTION = fileURLToPath(new URL('../support/fixtures/cache-action', import.meta.url))
const CACHE = 'actions/cache@v4'
/** When the worker is killed after the cancel: the runner's cancel timeout, made short. */
const KILLED_AFTER_MS = 6_000
/** The end must reach the phone this soon after the cancel. */
const END_WITHIN_MS = 15_000
/** The tracker must be gone this soon after its job has completed in the jobs API. */
const GONE_WITHIN_MS = 30_000
const S = 1000

/** A cache beside the action, whose post saves for longer than the cancel timeout. */
const slowCache: StepSpec = {
  uses: CACHE,
  action: CACHE_ACTION,
  id: 'cache',
  with: { 'save-ms': String(10 * 60 * S) },
}

/** The job, cancelled `cancelAfterMs` into "Test", its worker killed KILLED_AFTER_MS later. */
function cancelledJob(services: Services, before: readonly StepSpec[] = [], inputs = {}) {
  return jobSpec(
    services,
    runtime,
    [
      actionStep(services, { ...FAST, ...inputs }, { id: 'sg' }),
      slowCache,
      ...userSteps(['Build'], 1_500),
      ...before,
      { run: 'npm test', name: 'Test', sleepMs: 2_000, result: 'cancelled' },
      { run: 'deploy', name: 'Deploy' },
    ],
    { cancelTimings: { workerKilledAfterMs: KILLED_AFTER_MS } },
  )
}

/** What the kill left of this action: its tracker. */
function trackerLeft(result: JobResult): OrphanProcess | undefined {
  return result.leftRunning.find((process) => process.command.endsWith('/dist/tracker/index.js'))
}

/** Resolves once the process has exited; rejects past `deadline` (ms since the epoch). */
async function goneBy(pid: number, deadline: number): Promise<number> {
  await vi.waitFor(
    async () => {
      if (!(await exited(pid))) throw new Error(`the tracker (${pid}) still runs`)
    },
    { timeout: Math.max(0, deadline - Date.now()), interval: 250 },
  )
  return Date.now()
}

/** The worker was killed during the cache's post: this action's post and "Complete job" never ran. */
function expectPostNeverReached(t: TestContext, result: JobResult, instance = 'sg'): void {
  const { expect } = t
  expect(result.status).toBe('cancelled')
  expect(result.workerKilledAt).toBeGreaterThanOrEqual((result.cancelledAt as number) + KILLED_AFTER_MS)
  expect(result.killedDuring).toBe(`Post Run ${CACHE}`)
  expect(result.stages.map((stage) => `${stage.stage} ${stage.instance}`)).not.toContain(`post ${instance}`)
  expect(result.steps.map((step) => step.name)).not.toContain('Complete job')
}

/** One start and one end reached the service, the end within END_WITHIN_MS of the cancel, and the tracker left. */
async function expectEndedByTracker(t: TestContext, services: Services, result: JobResult) {
  const { expect } = t
  const cancelledAt = result.cancelledAt as number
  const tracker = trackerLeft(result)
  expect(tracker, 'the tracker ran on after the worker was killed').toBeDefined()
  await vi.waitFor(() => expect(requestsOf(services, 'end')).toHaveLength(1), {
    timeout: Math.max(0, cancelledAt + END_WITHIN_MS - Date.now()),
    interval: 100,
  })
  const [end] = requestsOf(services, 'end')
  expect((end?.at as number) - cancelledAt).toBeLessThan(END_WITHIN_MS)
  await goneBy(tracker?.pid as number, (result.workerKilledAt as number) + GONE_WITHIN_MS)
  // Nothing more once it has gone: one start, one end, the end last.
  expect(requestsOf(services, 'start')).toHaveLength(1)
  expect(requestsOf(services, 'end')).toHaveLength(1)
  expect(kinds(services).at(-1)).toMatch(/^(end|push) accepted$/)
  return end
}

describe.concurrent('a cancelled job whose post is never reached', () => {
  const timeout = KILLED_AFTER_MS + GONE_WITHIN_MS + 30 * S

  test.skip('cancelled while a user step runs: one start, one yellow end within 15 s of the cancel, the tracker gone within 30 s of the job’s completion', {
    timeout,
  }, async (t) => {
    const { expect } = t
    const services = await startServices(t)
    const result = await run(t, cancelledJob(services))
    expectPostNeverReached(t, result)
    const end = await expectEndedByTracker(t, services, result)
    expect(activityView(end)).toMatchObject({
      kind: 'end',
      outcome: 'accepted',
      body: expect.stringMatching(/^Cancelled after \d+s$/),
      severity: 'WARN',
    })
    expect(services.signalgrid.phone.activities[0]?.view).toMatchObject({ severity: 'WARN', ended: true })
  })

  test.skip('failed, then cancelled (as fail-fast does): one red end naming the failed step, the tracker gone', {
    timeout,
  }, async (t) => {
    const { expect } = t
    const services = await startServices(t)
    // "Lint" fails; "Test" runs whatever (always()), and the job is cancelled while it does.
    const failed: StepSpec = { run: 'lint', name: 'Lint', sleepMs: 500, result: 'failure' }
    const spec = cancelledJob(services, [failed])
    const steps = spec.steps.map((step) =>
      'run' in step && step.name === 'Test' ? { ...step, if: 'always()' as const } : step,
    )
    const result = await run(t, { ...spec, steps })
    expectPostNeverReached(t, result)
    const end = await expectEndedByTracker(t, services, result)
    expect(activityView(end)).toMatchObject({
      kind: 'end',
      body: expect.stringMatching(/^Failed at “Lint” after \d+s$/),
      severity: 'CRIT',
    })
  })

  test.skip('a pipeline whose last job’s post is never reached: the activity still ends exactly once', {
    timeout: timeout + 20 * S,
  }, async (t) => {
    const { expect } = t
    const services = await startServices(t)
    const build = await run(
      t,
      jobSpec(services, runtime, [
        actionStep(services, { ...FAST, 'end-activity': 'never' }, { id: 'sg' }),
        ...userSteps(['Compile'], 1_500),
      ]),
    )
    const token = tokenOf(build)
    const deploy = await run(
      t,
      cancelledJob(services, [], { 'activity-token': token, 'end-activity': 'always' }),
    )
    expectPostNeverReached(t, deploy)
    const end = await expectEndedByTracker(t, services, deploy)
    expect(end?.fields.token).toBe(token)
    expect(activityView(end)).toMatchObject({ severity: 'WARN' })
  })

  test.skip('a shared matrix, one leg’s post never reached: the activity still ends exactly once, after every leg', {
    timeout: timeout + 20 * S,
  }, async (t) => {
    const { expect } = t
    const { services, artifacts } = await startAll(t)
    const cancelled = [
      slowCache,
      { run: 'npm test', name: 'Test', sleepMs: 2_000, result: 'cancelled' as const },
    ]
    const [done, killed] = (await Promise.all([
      runLeg(t, services, artifacts, 0, 2, { steps: userSteps(['Build', 'Test'], 3_000) }),
      runLeg(t, services, artifacts, 1, 2, {
        steps: cancelled,
        cancelTimings: { workerKilledAfterMs: KILLED_AFTER_MS },
      }),
    ])) as [JobResult, JobResult]
    expect(done.status).toBe('success')
    expectPostNeverReached(t, killed, 'signalgrid')
    const end = await expectEndedByTracker(t, services, killed)
    expect(end?.at).toBeGreaterThan(done.stage('signalgrid', 'post').startedAt)
  })
})
