// A job cancelled as the runner cancels it, whose post is never reached: the running step is signalled, the
// posts run last registered first, so a main-only action's post (a cache being saved, test/support/fixtures/
// cache-action) runs before this action's, which its pre registered; when that post outlasts the cancel
// timeout, the worker is killed: this action's post never runs, nor "Complete job", nor its orphan clean-up.
// The jobs API then shows the job completed, cancelled. The tracker is the one process of the action still
// there: it must end the activity, once, with the words post would send, and leave.
//
// The harness gives each of these (test/support/runner/types.ts): JobSpec.cancelTimings (the worker killed
// KILLED_AFTER_MS after the cancel here, not 4 min 45 s), a `run:` step's `result: 'cancelled'`, the stages
// children of the job's worker process, which the kill ends (what the tracker watches), ActionStepSpec.action (the
// cache beside this action), and JobResult.workerKilledAt, killedDuring and leftRunning.
import { fileURLToPath } from 'node:url'
import { describe, type TestContext, test, vi } from 'vitest'
import { actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { describeEachNodeRuntime } from '../support/node-runtime-suites.js'
import { exited } from '../support/runner/orphans.js'
import type { JobResult, NodeRuntime, RunningJob, RunStepSpec, StepSpec } from '../support/runner-harness.js'
import { FAST, leftOnBoard, legsHistory, runLeg, startAll, tokenOf, until } from './board-jobs.js'
import { activityView, during, kinds, requestsOf, run, startServices } from './scenario.js'

const CACHE_ACTION = fileURLToPath(new URL('../support/fixtures/cache-action', import.meta.url))
const CACHE = 'actions/cache@v4'
/** When the worker is killed after the cancel: the runner's cancel timeout, made short. */
const KILLED_AFTER_MS = 6_000
/** The end must reach the phone this soon after the cancel. */
const END_WITHIN_MS = 15_000
/** The tracker must be gone this soon after its job has completed in the jobs API. */
const GONE_WITHIN_MS = 30_000
const S = 1000

/** A cache beside the action, whose post saves for `saveMs`: longer than the cancel timeout, by default. */
function cache(saveMs = 10 * 60 * S): StepSpec {
  return { uses: CACHE, action: CACHE_ACTION, id: 'cache', with: { 'save-ms': String(saveMs) } }
}

/** What each test learns of the job's tracker while the job runs. */
interface Seen {
  tracker?: number
}

/** The job's one background process, the tracker, as a step finds it among the job's processes. */
async function trackerOf(job: RunningJob): Promise<number> {
  const processes = await job.processes()
  const [tracker] = processes
  if (processes.length !== 1 || !tracker?.command.endsWith('/dist/tracker/index.js')) {
    throw new Error(`expected the tracker alone in the background, found ${JSON.stringify(processes)}`)
  }
  return tracker.pid
}

/** The user's step during which the job is cancelled, `sleepMs` into it; it finds the tracker first. */
function cancelledStep(seen: Seen, sleepMs = 2_000, step: Partial<RunStepSpec> = {}): RunStepSpec {
  return {
    run: 'npm test',
    name: 'Test',
    sleepMs,
    result: 'cancelled',
    does: async (job) => {
      seen.tracker = await trackerOf(job)
    },
    ...step,
  }
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
  // Timers keep the event loop's clock, which may run a millisecond behind Date.now().
  expect(result.workerKilledAt).toBeGreaterThanOrEqual((result.cancelledAt as number) + KILLED_AFTER_MS - 2)
  expect(result.killedDuring).toBe(`Post Run ${CACHE}`)
  expect(result.stages.map((stage) => `${stage.stage} ${stage.instance}`)).not.toContain(`post ${instance}`)
  expect(result.steps.map((step) => step.name)).not.toContain('Complete job')
}

/**
 * One start and one end reached the service, the end within END_WITHIN_MS of the cancel, sent by the tracker,
 * which was gone GONE_WITHIN_MS after the job completed (when the worker was killed) at the latest.
 */
async function expectEndedByTracker(t: TestContext, services: Services, result: JobResult, seen: Seen) {
  const { expect } = t
  const cancelledAt = result.cancelledAt as number
  await vi.waitFor(() => expect(requestsOf(services, 'end')).toHaveLength(1), {
    timeout: Math.max(0, cancelledAt + END_WITHIN_MS - Date.now()),
    interval: 100,
  })
  const [end] = requestsOf(services, 'end')
  expect((end?.at as number) - cancelledAt).toBeLessThan(END_WITHIN_MS)
  expect(seen.tracker).toBeDefined()
  await goneBy(seen.tracker as number, (result.workerKilledAt as number) + GONE_WITHIN_MS)
  // Nothing more once it has gone: one start, one end, the end last.
  expect(requestsOf(services, 'start')).toHaveLength(1)
  expect(requestsOf(services, 'end')).toHaveLength(1)
  expect(kinds(services).at(-1)).toMatch(/^(end|push) accepted$/)
  return end
}

describe.concurrent('a cancelled job whose post is never reached', () => {
  describeEachNodeRuntime('on', (runtime: NodeRuntime) => {
    const timeout = KILLED_AFTER_MS + GONE_WITHIN_MS + 30 * S

    /** The job, cancelled 2 s into "Test", its worker killed KILLED_AFTER_MS later during the cache's post. */
    function cancelledJob(services: Services, seen: Seen, before: readonly StepSpec[] = [], inputs = {}) {
      return jobSpec(
        services,
        runtime,
        [
          actionStep(services, { ...FAST, ...inputs }, { id: 'sg' }),
          cache(),
          ...userSteps(['Build'], 1_500),
          ...before,
          cancelledStep(seen),
          { run: 'deploy', name: 'Deploy' },
        ],
        { cancelTimings: { workerKilledAfterMs: KILLED_AFTER_MS } },
      )
    }

    test('cancelled while a user step runs: one start, one yellow end within 15 s of the cancel, the tracker gone within 30 s of the job’s completion', {
      timeout,
    }, async (t) => {
      const { expect } = t
      const services = await startServices(t)
      const seen: Seen = {}
      const result = await run(t, cancelledJob(services, seen))
      expectPostNeverReached(t, result)
      const end = await expectEndedByTracker(t, services, result, seen)
      expect(activityView(end)).toMatchObject({
        kind: 'end',
        outcome: 'accepted',
        body: expect.stringMatching(/^Cancelled after \d+s$/),
        severity: 'WARN',
      })
      expect(services.signalgrid.phone.activities[0]?.view).toMatchObject({ severity: 'WARN', ended: true })
    })

    test('failed, then cancelled (as fail-fast does): one red end naming the failed step, the tracker gone', {
      timeout,
    }, async (t) => {
      const { expect } = t
      const services = await startServices(t)
      const seen: Seen = {}
      // "Lint" fails; "Test" runs whatever (always()), and the job is cancelled while it does.
      const spec = cancelledJob(services, seen, [
        { run: 'lint', name: 'Lint', sleepMs: 500, result: 'failure' },
      ])
      const steps = spec.steps.map((step) =>
        'run' in step && step.name === 'Test' ? { ...step, if: 'always()' as const } : step,
      )
      const result = await run(t, { ...spec, steps })
      expectPostNeverReached(t, result)
      const end = await expectEndedByTracker(t, services, result, seen)
      expect(activityView(end)).toMatchObject({
        kind: 'end',
        body: expect.stringMatching(/^Failed at “Lint” after \d+s$/),
        severity: 'CRIT',
      })
    })

    for (const unreached of ['not begun', 'completed'] as const) {
      test(`failed, then cancelled while the cache's post outlasts the cancel timeout, this action's post listed ${unreached} once the job completed: one red end naming the step and one critical alert, within 15 s of the job's completion`, {
        timeout,
      }, async (t) => {
        const { expect } = t
        const services = await startServices(t, { github: { unreached } })
        const seen: Seen = {}
        // "Build" fails; the run is cancelled while the cache is saved, after every step: nothing concludes
        // `cancelled` while the job runs, and this action's post is never reached.
        const build: RunStepSpec = {
          run: 'make',
          name: 'Build',
          sleepMs: 1_500,
          result: 'failure',
          does: async (job) => {
            seen.tracker = await trackerOf(job)
            setTimeout(() => job.cancel(), 3_000)
          },
        }
        const spec = jobSpec(
          services,
          runtime,
          [
            actionStep(services, { ...FAST, 'failure-alert': 'critical' }, { id: 'sg' }),
            cache(),
            build,
            { run: 'deploy', name: 'Deploy' },
          ],
          { cancelTimings: { workerKilledAfterMs: KILLED_AFTER_MS } },
        )
        const result = await run(t, spec)
        expectPostNeverReached(t, result)
        const completedAt = result.workerKilledAt as number
        await vi.waitFor(
          () => {
            expect(requestsOf(services, 'end')).toHaveLength(1)
            expect(requestsOf(services, 'push')).toHaveLength(1)
          },
          { timeout: Math.max(0, completedAt + END_WITHIN_MS - Date.now()), interval: 100 },
        )
        const [end] = requestsOf(services, 'end')
        expect((end?.at as number) - completedAt).toBeLessThan(END_WITHIN_MS)
        expect(activityView(end)).toMatchObject({
          body: expect.stringMatching(/^Failed at “Build” after \d+s$/),
          severity: 'CRIT',
        })
        const [alert] = requestsOf(services, 'push')
        expect(alert?.fields).toMatchObject({ critical: 'true', type: 'CRIT' })
        expect(alert?.fields.body).toContain('failed at “Build”')
        await goneBy(seen.tracker as number, completedAt + GONE_WITHIN_MS)
        expect(requestsOf(services, 'end')).toHaveLength(1)
        expect(requestsOf(services, 'push')).toHaveLength(1)
      })
    }

    test("a user's step named as this action's post, then failed and cancelled while the cache's post outlasts the cancel timeout: the tracker knows the post by its asking, not by its name, and sends one red end and one alert", {
      timeout,
    }, async (t) => {
      const { expect } = t
      const services = await startServices(t)
      const seen: Seen = {}
      const build: RunStepSpec = {
        run: 'make',
        name: 'Build',
        sleepMs: 1_500,
        result: 'failure',
        does: async (job) => {
          seen.tracker = await trackerOf(job)
          setTimeout(() => job.cancel(), 3_000)
        },
      }
      // The name the runner gives this action's post step: the jobs API lists the user's step so before it.
      const namedAsPost: RunStepSpec = {
        run: 'echo',
        name: 'Post Run signalgrid/signalgrid-action@v1',
        sleepMs: 300,
      }
      const spec = jobSpec(
        services,
        runtime,
        [
          actionStep(services, { ...FAST, 'failure-alert': 'critical' }, { id: 'sg' }),
          cache(),
          namedAsPost,
          build,
        ],
        { cancelTimings: { workerKilledAfterMs: KILLED_AFTER_MS } },
      )
      const result = await run(t, spec)
      expectPostNeverReached(t, result)
      const completedAt = result.workerKilledAt as number
      await vi.waitFor(
        () => {
          expect(requestsOf(services, 'end')).toHaveLength(1)
          expect(requestsOf(services, 'push')).toHaveLength(1)
        },
        { timeout: Math.max(0, completedAt + END_WITHIN_MS - Date.now()), interval: 100 },
      )
      const [end] = requestsOf(services, 'end')
      expect(activityView(end)).toMatchObject({
        body: expect.stringMatching(/^Failed at “Build” after \d+s$/),
        severity: 'CRIT',
      })
      await goneBy(seen.tracker as number, completedAt + GONE_WITHIN_MS)
      expect(requestsOf(services, 'end')).toHaveLength(1)
      expect(requestsOf(services, 'push')).toHaveLength(1)
    })

    test('post reached after all, once the cache is saved: the tracker’s end went first, and post sends nothing more', {
      timeout,
    }, async (t) => {
      const { expect } = t
      const services = await startServices(t)
      const seen: Seen = {}
      // The cache takes its time, within the cancel timeout: this action's post runs after it.
      const spec = cancelledJob(services, seen)
      const steps = spec.steps.map((step) => ('uses' in step && step.id === 'cache' ? cache(8 * S) : step))
      const result = await run(t, {
        ...spec,
        steps,
        debug: true,
        cancelTimings: { workerKilledAfterMs: 60 * S },
      })
      expect(result.status).toBe('cancelled')
      expect(result.workerKilledAt).toBeUndefined()
      const post = result.stage('sg', 'post')
      const [start, ...others] = services.signalgrid.requests.filter((request) => request.kind !== 'update')
      expect(start?.kind).toBe('start')
      expect(others.map((request) => request.kind)).toEqual(['end'])
      const [end] = others
      // Sent by the tracker before this action's post began, within 15 s of the cancel.
      expect(end?.at).toBeLessThan(post.startedAt)
      expect((end?.at as number) - (result.cancelledAt as number)).toBeLessThan(END_WITHIN_MS)
      expect(activityView(end)).toMatchObject({ severity: 'WARN', body: expect.stringMatching(/^Cancelled/) })
      // Nothing after the end: post found it sealed in the journal, and says who sent it.
      expect(services.signalgrid.requests.filter((request) => request.at > (end?.at as number))).toEqual([])
      expect(result.log).toContain("and this action's post had not begun: the tracker ended the activity.")
      expect(post.exitCode).toBe(0)
      expect(result.orphans).toEqual([])
    })

    test('a pipeline whose last job’s post is never reached: the activity still ends exactly once', {
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
      const seen: Seen = {}
      const deploy = await run(
        t,
        cancelledJob(services, seen, [], { 'activity-token': token, 'end-activity': 'always' }),
      )
      expectPostNeverReached(t, deploy)
      const end = await expectEndedByTracker(t, services, deploy, seen)
      expect(end?.fields.token).toBe(token)
      expect(activityView(end)).toMatchObject({ severity: 'WARN' })
    })

    test('a job of a pipeline waiting in line, its post never reached: its tracker, which reads little, is gone within 30 s of its job’s completion; the job that sends ends the activity, once', {
      timeout: timeout + 60 * S,
    }, async (t) => {
      const { expect } = t
      const services = await startServices(t)
      const build = await run(
        t,
        jobSpec(services, runtime, [
          actionStep(services, { ...FAST, 'end-activity': 'never' }, { id: 'sg' }),
          ...userSteps(['Compile'], 1_000),
        ]),
      )
      const shared = { ...FAST, 'activity-token': tokenOf(build) }
      const seen: Seen = {}
      // Two jobs side by side: "test" began first, and sends (it ends the activity, `always`); "lint" waits in
      // line, reading only the sender's record, and is cancelled, its post never reached. "test" runs on well
      // past 30 s after: a tracker that left only once the sender's post began would be late.
      const testJob = run(
        t,
        jobSpec(
          services,
          runtime,
          [
            actionStep(services, { ...shared, 'end-activity': 'always' }, { id: 'sg' }),
            ...userSteps(['Unit', 'Integration'], KILLED_AFTER_MS + GONE_WITHIN_MS / 2),
          ],
          { context: { job: 'test', jobName: 'test' } },
        ),
      )
      const lint = await run(
        t,
        jobSpec(
          services,
          runtime,
          [
            actionStep(services, { ...shared, 'end-activity': 'never' }, { id: 'sg' }),
            cache(),
            cancelledStep(seen, 8 * S),
          ],
          {
            context: { job: 'lint', jobName: 'lint' },
            queuedMs: 2 * S,
            cancelTimings: { workerKilledAfterMs: KILLED_AFTER_MS },
          },
        ),
      )
      expectPostNeverReached(t, lint)
      expect(seen.tracker).toBeDefined()
      const goneAt = await goneBy(seen.tracker as number, (lint.workerKilledAt as number) + GONE_WITHIN_MS)
      const tested = await testJob
      // Gone by itself, before the job that sends stopped: not because its place in line changed.
      expect(goneAt).toBeLessThan(tested.stage('sg', 'post').startedAt)
      expect(tested.status).toBe('success')
      expect(requestsOf(services, 'start')).toHaveLength(1)
      expect(requestsOf(services, 'end')).toHaveLength(1)
      expect(activityView(requestsOf(services, 'end')[0])).toMatchObject({ severity: 'SUCCESS' })
      expect(kinds(services).at(-1)).toBe('end accepted')
    })

    describe('a shared matrix, one leg’s post never reached: its tracker reports the leg on the run’s board as its post would', () => {
      // Leg 1 (macos) starts the activity: leg 0 waits for a runner a moment longer. With the legs' last
      // successful run (legsHistory), its tracker shows the legs, and so reads its own job often: it sees the
      // cancel at once. Every other leg runs a tracker too, waiting in line.
      const legs = { queuedMs: 1_500, runtime, workflowFile: 'ci.yml' } as const
      const killed = {
        runtime,
        workflowFile: 'ci.yml',
        cancelTimings: { workerKilledAfterMs: KILLED_AFTER_MS },
      }

      test('and the leg that ends after it ends the activity, once', {
        timeout: timeout + 30 * S,
      }, async (t) => {
        const { expect } = t
        const { services, artifacts } = await startAll(t)
        legsHistory(services, { linux: 20, macos: 30 })
        const seen: Seen = {}
        const reported = () => leftOnBoard(artifacts).includes('leg-1-a1-cancelled')
        let sawReport = false
        const [done, cut] = (await Promise.all([
          // Leg 0's steps end once the cancelled leg's report is on the board.
          runLeg(t, services, artifacts, 0, 2, {
            ...legs,
            steps: [
              ...userSteps(['Build'], 1_000),
              {
                run: 'test',
                name: 'Test',
                does: async () => {
                  await until(reported)
                  sawReport = reported()
                },
              },
            ],
          }),
          runLeg(t, services, artifacts, 1, 2, { ...killed, steps: [cache(), cancelledStep(seen)] }),
        ])) as [JobResult, JobResult]
        expect(done.status).toBe('success')
        expectPostNeverReached(t, cut, 'signalgrid')
        expect(sawReport).toBe(true)
        // One activity: its end sent by leg 0's post, yellow (a leg was cancelled), every leg counted.
        expect(requestsOf(services, 'start')).toHaveLength(1)
        const ends = requestsOf(services, 'end')
        expect(ends).toHaveLength(1)
        expect(during(done.stage('signalgrid', 'post'), ends[0]?.at as number)).toBe(true)
        expect(activityView(ends[0])).toMatchObject({
          severity: 'WARN',
          body: expect.stringMatching(/^Cancelled after \d+s · 2 of 2 legs done$/),
        })
        expect(seen.tracker).toBeDefined()
        await goneBy(seen.tracker as number, (cut.workerKilledAt as number) + GONE_WITHIN_MS)
        expect(requestsOf(services, 'end')).toHaveLength(1)
        expect(kinds(services).at(-1)).toBe('end accepted')
      })

      test('the last of the legs: its tracker ends the activity, once, within 15 s of the cancel, and clears the board', {
        timeout: timeout + 30 * S,
      }, async (t) => {
        const { expect } = t
        const { services, artifacts } = await startAll(t)
        legsHistory(services, { linux: 20, macos: 30 })
        const seen: Seen = {}
        const first = runLeg(t, services, artifacts, 0, 2, { ...legs, steps: userSteps(['Build'], 1_000) })
        // Leg 1 is cancelled once leg 0's job is done: no leg's post is left to end the matrix.
        const [done, cut] = (await Promise.all([
          first,
          runLeg(t, services, artifacts, 1, 2, {
            ...killed,
            steps: [
              cache(),
              {
                ...cancelledStep(seen, 1_000),
                does: async (job) => {
                  await first
                  seen.tracker = await trackerOf(job)
                },
              },
            ],
          }),
        ])) as [JobResult, JobResult]
        expect(done.status).toBe('success')
        expectPostNeverReached(t, cut, 'signalgrid')
        const end = await expectEndedByTracker(t, services, cut, seen)
        expect(end?.at).toBeGreaterThan(done.stage('signalgrid', 'post').exitedAt)
        expect(activityView(end)).toMatchObject({
          severity: 'WARN',
          body: expect.stringMatching(/^Cancelled after \d+s · 2 of 2 legs done$/),
        })
        // Cleared as the leg that ends the matrix clears it: only what a re-run needs is left.
        await vi.waitFor(() => expect(leftOnBoard(artifacts)).toEqual(['leg-0-a1-success']), {
          timeout: 10 * S,
        })
      })

      test('every leg cancelled, every post reached: the trackers, which report at once, and the posts end it once', {
        timeout: timeout + 30 * S,
      }, async (t) => {
        const { expect } = t
        const { services, artifacts } = await startAll(t)
        legsHistory(services, { linux: 20, macos: 30 })
        // Leg 1's post comes after a short cache's, so its tracker may be reporting as it begins; leg 0's comes
        // at once. Either way: one report a leg, and the last to report ends the matrix.
        const within = { runtime, workflowFile: 'ci.yml', cancelTimings: { workerKilledAfterMs: 60 * S } }
        const [first, second] = (await Promise.all([
          runLeg(t, services, artifacts, 0, 2, { ...within, queuedMs: 1_500, steps: [cancelledStep({})] }),
          runLeg(t, services, artifacts, 1, 2, { ...within, steps: [cache(1_500), cancelledStep({})] }),
        ])) as [JobResult, JobResult]
        for (const leg of [first, second]) {
          expect(leg.status).toBe('cancelled')
          expect(leg.workerKilledAt).toBeUndefined()
          expect(leg.stage('signalgrid', 'post').exitCode).toBe(0)
        }
        expect(requestsOf(services, 'start')).toHaveLength(1)
        const ends = requestsOf(services, 'end')
        expect(ends).toHaveLength(1)
        expect(activityView(ends[0])).toMatchObject({
          severity: 'WARN',
          body: expect.stringMatching(/^Cancelled after \d+s · 2 of 2 legs done$/),
        })
        // Nothing after the end, and the board cleared as the leg that ends the matrix clears it. A cancelled
        // matrix keeps its end's claim, where one was made: the legs reported close enough together that
        // neither saw the other's report first, and the end was claimed on the board (not so for a last leg).
        expect(
          services.signalgrid.requests.filter((request) => request.at > (ends[0]?.at as number)),
        ).toEqual([])
        const endClaimed = artifacts.requests.some(
          (call) => call.kind === 'CreateArtifact' && /-a1-end-[0-9a-f]{32}$/.test(call.name ?? ''),
        )
        expect(leftOnBoard(artifacts)).toEqual(endClaimed ? ['a1-end'] : [])
      })
    })
  })
})
