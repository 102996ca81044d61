// The background tracker as it runs in a job: the bundled dist/ through the runner harness, the
// real tracker process polling the GitHub emulator's jobs API, on Node 20 and Node 24. Each scenario drives
// the jobs API one way (spacing, rate limits, a growing list, stale and malformed answers, no tracking,
// explicit updates, a killed or hung tracker) and asserts what reached the phone and what was asked.
import { isDeepStrictEqual } from 'node:util'
import { describe, test, vi } from 'vitest'
import { ActivityFolder } from '../../src/activity/folder.js'
import { POLL_INTERVAL_MS, TRACKER_STOP_TIMEOUT_MS } from '../../src/constants.js'
import { actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { STAGE_OVERHEAD_MS } from '../support/bounds.js'
import { startConnectProxy } from '../support/connect-proxy.js'
import { TEST_CERTIFICATE } from '../support/loopback-server.js'
import { describeEachNodeRuntime } from '../support/node-runtime-suites.js'
import {
  type NodeRuntime,
  type RunningJob,
  runStageProcess,
  type StageProcessRunner,
  type StageRecord,
  type StepSpec,
} from '../support/runner-harness.js'
import type { RecordedRequest } from '../support/signalgrid-emulator.js'
import {
  activityView,
  background,
  changes,
  during,
  expectCleanJob,
  gaps,
  journal,
  kinds,
  type Observation,
  observations,
  requestsOf,
  run,
  startServices,
  stepContentOf,
} from './scenario.js'

const FAST = { 'min-update-interval': '1' }

/** The job's one background process: the tracker, by the harness's view of the job's processes. */
async function trackerOf(job: RunningJob): Promise<number> {
  const processes = await job.processes()
  if (processes.length !== 1 || !processes[0]?.command.endsWith('/dist/tracker/index.js')) {
    throw new Error(`expected the tracker alone in the background, found ${JSON.stringify(processes)}`)
  }
  return processes[0].pid
}

/** A state the tracker was offered, and when: a step content at the answer's time, an explicit update during its main. */
interface Offered {
  readonly what: string
  readonly matches: (update: RecordedRequest) => boolean
  readonly from: number
  readonly to: number
}

function stepOffer(observation: Observation): Offered {
  return {
    what: observation.content.body,
    matches: (update) => isDeepStrictEqual(stepContentOf(update), observation.content),
    from: observation.at,
    to: observation.at,
  }
}

function explicitOffer(body: string, main: StageRecord): Offered {
  return {
    what: body,
    matches: (update) => update.fields.body === body,
    from: main.startedAt,
    to: main.exitedAt,
  }
}

/**
 * The update's place among the states offered: each update is one of them, and no update shows a state that
 * was offered before the state of the update sent before it (when both times are known apart).
 */
function offeredInOrder(updates: readonly RecordedRequest[], offered: readonly Offered[]): string[] {
  const problems: string[] = []
  let previous: Offered | undefined
  for (const update of updates) {
    const state = offered.find((candidate) => candidate.matches(update))
    if (!state) {
      problems.push(`"${update.fields.body}" was never offered`)
      continue
    }
    if (previous && state.to < previous.from) {
      problems.push(`"${state.what}" went out after "${previous.what}", which was offered later`)
    }
    previous = state
  }
  return problems
}

const job = (services: Services, runtime: NodeRuntime, ...steps: StepSpec[]) =>
  jobSpec(services, runtime, steps)

// Many scenarios at once (vitest runs 5 tests at a time by default): they mostly wait on simulated steps and
// polling, so a file takes about as long as its longest scenario.
vi.setConfig({ maxConcurrency: 32 })

describe.concurrent('the step tracker, end to end', { timeout: 60_000 }, () => {
  describeEachNodeRuntime('on', (runtime: NodeRuntime) => {
    describe('the pace and order of updates', () => {
      test('at the default 5 s interval: updates 5 s apart or more, each the latest state seen, none dropped', async (t) => {
        const { expect } = t
        const services = await startServices(t, { signalgrid: { phoneSpacingMs: 5_000 } })
        const names = Array.from({ length: 12 }, (_, index) => `Step ${String.fromCharCode(65 + index)}`)
        const result = await run(
          t,
          job(services, runtime, actionStep(services, {}, { id: 'sg' }), ...userSteps(names, 1_000)),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        expect(result.stage('sg', 'post').stdout).toContain('::debug::Signalgrid: the tracker stopped.')
        expect(result.stage('sg', 'pre').inputs['min-update-interval']).toBe('5')

        const updates = requestsOf(services, 'update')
        expect(updates.length).toBeGreaterThanOrEqual(2)
        expect(Math.min(...gaps(services.signalgrid.requests.slice(0, -1)))).toBeGreaterThanOrEqual(5_000)
        expect(services.signalgrid.counts.droppedBySpacing).toBe(0)
        // Within the window the latest state wins: each update is the latest content the tracker had when it
        // sent it (the last answer before it arrived, or the one before, which a poll still in flight leaves
        // latest), none goes back or is sent twice. Which state of a burst is sent, to the millisecond, is
        // update-queue.test.ts's business.
        const seen = changes(observations(services, names))
        let shown = -1
        for (const update of updates) {
          const before = seen.filter((change) => change.at < update.at)
          const index = before.findLastIndex((change) =>
            isDeepStrictEqual(change.content, stepContentOf(update)),
          )
          expect(index, `${update.fields.body}: not one of the latest looks`).toBeGreaterThanOrEqual(
            before.length - 2,
          )
          expect(index, `${update.fields.body}: older than an update before it`).toBeGreaterThan(shown)
          shown = index
        }
        expect(new Set(updates.map((update) => update.fields.body)).size).toBe(updates.length)
        // States were left out: the job's record is read no sooner than the spacing after it changed, and
        // the queue keeps only the latest of what it read: far fewer updates than the 12 steps' changes.
        expect(seen.length).toBeGreaterThanOrEqual(updates.length)
        expect(updates.length).toBeLessThan(names.length / 2)
        expect(kinds(services)).toEqual([
          'start accepted',
          ...updates.map(() => 'update accepted'),
          'end accepted',
        ])
      })

      test('explicit updates mixed with step changes keep their order; a step content never undoes a newer one', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const names = ['Migrate', 'Build', 'Deploy']
        const result = await run(
          t,
          job(
            services,
            runtime,
            actionStep(services, FAST, { id: 'sg' }),
            actionStep(services, { body: 'Migrating the database', progress: '10' }, { id: 'migrating' }),
            // Starting "Migrate" changes the job, not its steps' content: the explicit update must stay shown.
            ...userSteps(['Migrate'], 4_000),
            ...userSteps(['Build'], 2_000),
            actionStep(services, { body: 'Deploying to production', progress: '80' }, { id: 'deploying' }),
            ...userSteps(['Deploy'], 4_000),
          ),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        const updates = requestsOf(services, 'update')
        const bodies = updates.map((update) => update.fields.body)
        expect(bodies).toContain('Migrating the database')
        expect(bodies).toContain('Deploying to production')
        const offered = [
          ...changes(observations(services, names)).map(stepOffer),
          explicitOffer('Migrating the database', result.stage('migrating', 'main')),
          explicitOffer('Deploying to production', result.stage('deploying', 'main')),
        ]
        expect(offeredInOrder(updates, offered)).toEqual([])
        expect(new Set(bodies).size).toBe(bodies.length)
        expect(
          updates.find((update) => update.fields.body === 'Deploying to production')?.fields,
        ).toMatchObject({
          progress: '80',
          steps: '3',
          severity: 'INFO',
        })
        expect(services.signalgrid.counts.droppedBySpacing).toBe(0)
      })

      test('track-steps: false: not one GitHub request; explicit updates still go through the tracker', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const result = await run(
          t,
          job(
            services,
            runtime,
            actionStep(services, { ...FAST, 'track-steps': 'false' }, { id: 'sg' }),
            ...userSteps(['Build'], 1_500),
            actionStep(services, { body: 'Half way', progress: '50' }, { id: 'halfway' }),
            ...userSteps(['Test'], 1_500),
          ),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        expect(services.github.requests).toEqual([])
        expect(services.github.usage(result.token)).toMatchObject({ ok: 0, notModified: 0, other: 0 })
        expect(kinds(services)).toEqual(['start accepted', 'update accepted', 'end accepted'])
        const [update] = requestsOf(services, 'update')
        expect(activityView(update)).toMatchObject({
          body: 'Half way',
          progress: '50',
          steps: undefined,
        })
        expect(update?.at).toBeGreaterThan(result.stage('halfway', 'main').startedAt)
        const token = result.outputs.sg?.['activity-token'] as string
        expect(journal(result, token).filter((line) => line.kind === 'update')).toMatchObject([
          { body: 'Half way', by: 'tracker' },
        ])
        expect(
          background(result)
            .slice(0, -1)
            .every((line) => line.endsWith(': tracker')),
        ).toBe(true)
        expect(activityView(requestsOf(services, 'end')[0])).toMatchObject({
          severity: 'SUCCESS',
          progress: '100',
          steps: undefined,
        })
      })
    })

    describe('behind a proxy', () => {
      test('HTTPS_PROXY: the tracker reaches Signalgrid through the proxy, and the loopback jobs API directly, as the toolkit does', async (t) => {
        const { expect } = t
        const services = await startServices(t, { signalgrid: { tls: true } })
        const proxy = await startConnectProxy()
        t.onTestFinished(() => proxy.close())
        // The toolkit's proxy rules never proxy 127.0.0.1: Signalgrid is addressed by a name under
        // .localhost, which the test proxy tunnels to 127.0.0.1 (and which nothing resolves without it), over
        // https, as only https may go through a proxy. The job trusts the emulator's certificate as a job
        // behind a private certificate authority does, and so must the tracker it starts.
        const signalgridUrl = services.signalgrid.url.replace('//127.0.0.1:', '//signalgrid.localhost:')
        const env = {
          HTTPS_PROXY: `http://127.0.0.1:${proxy.port}`,
          NO_PROXY: '',
          NODE_EXTRA_CA_CERTS: TEST_CERTIFICATE,
        }
        const result = await run(
          t,
          jobSpec(
            services,
            runtime,
            [
              actionStep(services, { ...FAST, 'base-url': signalgridUrl }, { id: 'sg' }),
              ...userSteps(['Build'], 1_500),
              // Long enough for a poll of the tracker to see it running.
              ...userSteps(['Test'], POLL_INTERVAL_MS + 1_000),
            ],
            { env },
          ),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        expect(proxy.tunnels.length).toBeGreaterThan(0)
        expect(new Set(proxy.tunnels)).toEqual(new Set([new URL(signalgridUrl).host]))
        expect(services.github.requests.length).toBeGreaterThan(0)
        // The tracker saw the job and sent through the proxy: an update names a step only its polls could know.
        const updates = requestsOf(services, 'update')
        expect(updates.some((update) => /Test/.test(update.fields.body ?? ''))).toBe(true)
        expect(kinds(services).at(-1)).toBe('end accepted')
      })
    })

    describe('what the jobs API answers', () => {
      test('429 with Retry-After: the tracker waits as told, asks nothing meanwhile, then follows the job', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        // The tracker's first read is the run's jobs.
        services.github.inject('jobs', { type: 'rate-limited', status: 429, retryAfter: '4' }, 2)
        const names = ['Build', 'Test', 'Package', 'Deploy']
        const result = await run(
          t,
          job(services, runtime, actionStep(services, FAST, { id: 'sg' }), ...userSteps(names, 3_000)),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        const polls = services.github.requests
        expect(polls.slice(0, 3).map((poll) => poll.answer?.status)).toEqual([429, 429, 200])
        // Retry-After (4 s) is longer than the polling interval (3 s): the waits show it was honoured, and
        // no poll came sooner than the interval, which the tracker counts from each answer.
        const waits = gaps(polls)
        expect(Math.min(...waits.slice(0, 2))).toBeGreaterThanOrEqual(4_000)
        expect(Math.min(...waits)).toBeGreaterThanOrEqual(POLL_INTERVAL_MS)
        // Then the steps reach the phone as usual.
        const updates = requestsOf(services, 'update')
        expect(updates.length).toBeGreaterThanOrEqual(1)
        expect(updates.map(stepContentOf)).toEqual(
          changes(observations(services, names)).map((change) => change.content),
        )
        expect(updates[0]?.at).toBeGreaterThan(polls[2]?.at as number)
      })

      test('a step list that grows as steps start: the count follows it, the bar never goes back', async (t) => {
        const { expect } = t
        const services = await startServices(t, { github: { listPendingSteps: false } })
        const names = ['Build', 'Test', 'Package', 'Deploy']
        const result = await run(
          t,
          job(services, runtime, actionStep(services, FAST, { id: 'sg' }), ...userSteps(names, 1_700)),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        const seen = changes(observations(services, names))
        const updates = requestsOf(services, 'update')
        expect(updates.map(stepContentOf)).toEqual(seen.map((change) => change.content))
        const counts = updates.map((update) => Number(update.fields.steps))
        expect(new Set(counts).size).toBeGreaterThanOrEqual(2)
        expect(counts).toEqual([...counts].sort((a, b) => a - b))
        const progress = updates.map((update) => Number(update.fields.progress))
        expect(progress).toEqual([...progress].sort((a, b) => a - b))
        expect(activityView(requestsOf(services, 'end')[0])).toMatchObject({
          severity: 'SUCCESS',
          progress: '100',
          steps: String(counts.at(-1)),
        })
      })

      test('stale answers from a lagging API are not shown: the bar never goes backwards', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const names = ['Checkout', 'Build', 'Test', 'Package', 'Deploy']
        const result = await run(
          t,
          job(
            services,
            runtime,
            actionStep(services, FAST, { id: 'sg' }),
            ...userSteps(names.slice(0, 3), 1_600),
            // From here the API serves the job as it was 6 s ago.
            ...userSteps(names.slice(3), 1_600, {
              does: () => {
                services.github.lagMs = 6_000
              },
            }),
          ),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        const observed = observations(services, names)
        const fresh = observed.filter((observation, index) =>
          observed.slice(0, index).every((earlier) => observation.completed >= earlier.completed),
        )
        // The tracker was given answers behind what it had seen...
        expect(fresh.length).toBeLessThan(observed.length)
        // ...and showed none of them.
        const updates = requestsOf(services, 'update')
        expect(updates.map(stepContentOf)).toEqual(changes(fresh).map((change) => change.content))
        const progress = updates.map((update) => Number(update.fields.progress))
        expect(progress).toEqual([...progress].sort((a, b) => a - b))
        expect(progress.at(-1)).toBeGreaterThan(0)
      })

      test.for(['missing-steps', 'wrong-types'] as const)(
        'a malformed answer (%s): the tracker survives, asks again no sooner than usual, and goes on',
        async (variant, t) => {
          const { expect } = t
          const services = await startServices(t)
          // The tracker's first read is the run's jobs.
          services.github.inject('jobs', { type: 'malformed', variant })
          const names = ['Build', 'Test', 'Package']
          const result = await run(
            t,
            job(services, runtime, actionStep(services, FAST, { id: 'sg' }), ...userSteps(names, 2_700)),
          )
          expect(result.status).toBe('success')
          expectCleanJob(t, result, services)
          // The same tracker all along, still there after the bad answer.
          expect(background(result)).toEqual(['pre sg: tracker', 'main sg: tracker', 'post sg: -'])
          const [bad, next] = services.github.requests
          expect(bad?.fault).toEqual({ type: 'malformed', variant })
          expect(bad?.answer?.status).toBe(200)
          expect((next?.at as number) - (bad?.at as number)).toBeGreaterThanOrEqual(POLL_INTERVAL_MS)
          const updates = requestsOf(services, 'update')
          expect(updates.length).toBeGreaterThanOrEqual(1)
          expect(updates[0]?.at).toBeGreaterThan(next?.at as number)
          expect(updates.map(stepContentOf)).toEqual(
            changes(observations(services, names)).map((change) => change.content),
          )
          expect(activityView(requestsOf(services, 'end')[0])).toMatchObject({
            severity: 'SUCCESS',
            progress: '100',
            steps: '3',
          })
        },
      )
    })

    describe('the tracker process', () => {
      test('a tracker killed mid-job: main then sends its update itself, post ends at once', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        let killed: number | undefined
        const result = await run(
          t,
          job(
            services,
            runtime,
            actionStep(services, FAST, { id: 'sg' }),
            ...userSteps(['Build'], 1_500),
            {
              run: 'kill -9 the tracker',
              sleepMs: 300,
              does: async (running: RunningJob) => {
                killed = await trackerOf(running)
                process.kill(killed, 'SIGKILL')
              },
            },
            actionStep(services, { body: 'Tracker gone', progress: '70' }, { id: 'after' }),
            ...userSteps(['Test'], 1_000),
          ),
        )
        expect(result.status).toBe('success')
        expect(killed).toBeGreaterThan(0)
        expectCleanJob(t, result, services)
        expect(background(result)).toEqual([
          'pre sg: tracker',
          'pre after: tracker',
          'main sg: tracker',
          'main after: -',
          'post after: -',
          'post sg: -',
        ])
        const update = requestsOf(services, 'update').find(
          (request) => request.fields.body === 'Tracker gone',
        )
        expect(update?.fields).toMatchObject({ progress: '70', severity: 'INFO' })
        expect(during(result.stage('after', 'main'), update?.at as number)).toBe(true)
        const token = result.outputs.sg?.['activity-token'] as string
        expect(journal(result, token).find((line) => line.body === 'Tracker gone')?.by).toBe('main')
        // Nothing to wait for: post asked through the folder (which a tracker still starting would see), found
        // no tracker at its endpoint, and so waited for none and signalled nothing (a live one is waited for up
        // to TRACKER_STOP_TIMEOUT_MS). Its duration cannot tell: the stage's own start-up on a loaded machine
        // (STAGE_OVERHEAD_MS) outlasts that timeout. The killed tracker never marked itself stopped.
        const folder = ActivityFolder.of(result.runnerTemp, token)
        expect(folder.stopRequested()).toBe(true)
        expect(folder.isStopped()).toBe(false)
        const post = result.stage('sg', 'post')
        expect(post.stdout).toContain('::debug::Signalgrid: no tracker was running.')
        const [end] = requestsOf(services, 'end')
        expect(activityView(end)).toMatchObject({ severity: 'SUCCESS', progress: '100' })
        expect(during(post, end?.at as number)).toBe(true)
        expect(services.signalgrid.requests.at(-1)).toBe(end)
      })

      test('a failed job whose action step the workflow names (`name:`), its tracker killed before the failure: post reads the job and finds the step as the tracker did, step 1 of 1', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        let killed: number | undefined
        const result = await run(
          t,
          job(services, runtime, actionStep(services, FAST, { id: 'sg', name: 'Phone' }), {
            run: 'npm test',
            name: 'Test',
            sleepMs: 200,
            result: 'failure',
            // The tracker shows the step first; killed, it keeps no failed step, and post reads the job itself.
            does: async (running: RunningJob) => {
              await vi.waitFor(
                () =>
                  expect(requestsOf(services, 'update').map((update) => update.fields.body)).toContain(
                    'Step 1 of 1 · Test',
                  ),
                { timeout: 10_000, interval: 50 },
              )
              killed = await trackerOf(running)
              process.kill(killed, 'SIGKILL')
            },
          }),
        )
        expect(result.status).toBe('failure')
        expect(killed).toBeGreaterThan(0)
        expectCleanJob(t, result, services)
        const post = result.stage('sg', 'post')
        expect(post.stdout).toContain('::debug::Signalgrid: no tracker was running.')
        const token = result.outputs.sg?.['activity-token'] as string
        expect(ActivityFolder.of(result.runnerTemp, token).readRecord()?.failedStep).toBe('Test')
        const [end] = requestsOf(services, 'end')
        expect(activityView(end)).toMatchObject({ severity: 'CRIT', progress: '100', steps: '1' })
        expect(end?.fields.body).toMatch(/^Failed at “Test” after \d+s$/)
        expect(during(post, end?.at as number)).toBe(true)
      })

      test('a hung tracker: post waits at most 3 s, kills it, and still ends the activity', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        let frozenAt = Number.POSITIVE_INFINITY
        const result = await run(
          t,
          job(services, runtime, actionStep(services, FAST, { id: 'sg' }), ...userSteps(['Build'], 1_500), {
            run: 'freeze the tracker',
            sleepMs: 1_000,
            does: async (running: RunningJob) => {
              process.kill(await trackerOf(running), 'SIGSTOP')
              frozenAt = Date.now()
            },
          }),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        const post = result.stage('sg', 'post')
        expect(post.stdout).toContain(
          '::debug::Signalgrid: the tracker did not stop in time, and was killed.',
        )
        // The stop timeout, then the end and the stage's own start-up, not the stage's time limit.
        expect(post.durationMs).toBeGreaterThanOrEqual(TRACKER_STOP_TIMEOUT_MS)
        expect(post.durationMs).toBeLessThan(TRACKER_STOP_TIMEOUT_MS + STAGE_OVERHEAD_MS)
        expect(background(result)).toEqual(['pre sg: tracker', 'main sg: tracker', 'post sg: -'])
        const [end] = requestsOf(services, 'end')
        expect(activityView(end)).toMatchObject({ severity: 'SUCCESS', progress: '100' })
        expect(end?.at).toBeGreaterThanOrEqual(post.startedAt + TRACKER_STOP_TIMEOUT_MS)
        expect(
          services.signalgrid.requests.filter((request) => request.at > frozenAt).map((r) => r.kind),
        ).toEqual(['end'])
      })

      test("an owner's post asks its tracker to stop as it begins: one left without its credentials ends nothing, and its tracker still stops", async (t) => {
        const { expect } = t
        const services = await startServices(t)
        let stoppedInJob: boolean | undefined
        // The runner evaluates the inputs again for post: here the client key is gone by then. The job goes on a
        // while after post (the other actions' posts), and the tracker, asked, marks itself stopped meanwhile; one
        // never asked runs on until the job's end kills it, unmarked.
        const stageProcess: StageProcessRunner = async (options, call) => {
          if (call.stage !== 'post') return runStageProcess(options)
          const result = await runStageProcess({
            ...options,
            env: { ...options.env, 'INPUT_CLIENT-KEY': '' },
          })
          const folder = ActivityFolder.of(options.env.RUNNER_TEMP ?? '', options.env.STATE_token ?? '')
          stoppedInJob = await vi
            .waitFor(() => expect(folder.isStopped()).toBe(true), {
              timeout: TRACKER_STOP_TIMEOUT_MS,
              interval: 20,
            })
            .then(
              () => true,
              () => false,
            )
          return result
        }
        const steps = [actionStep(services, FAST, { id: 'sg' }), ...userSteps(['Build'], 1_500)]
        const result = await run(t, jobSpec(services, runtime, steps, { stageProcess }))
        expect(result.status).toBe('success')
        const post = result.stage('sg', 'post')
        expect(post.exitCode).toBe(0)
        // Post's own code returned at its inputs, before it stops anything: the request came from its entry.
        expect(post.stdout).not.toContain('tracker')
        expect(stoppedInJob).toBe(true)
        expect(requestsOf(services, 'end')).toEqual([])
        expect(result.orphans).toEqual([])
      })
    })
  })
})
