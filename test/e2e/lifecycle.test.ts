// The activity's lifecycle as users meet it: the bundled dist/ run by the runner
// harness, on Node 20 and Node 24, against the Signalgrid and GitHub emulators. Each scenario asserts what
// the phone shows, every request made, and the job's result.
import { describe, expect, type TestContext, test, vi } from 'vitest'
import { POLL_INTERVAL_MS } from '../../src/constants.js'
import { ACTION, actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { STAGE_BOUNDS_MS, STAGE_OVERHEAD_MS } from '../support/bounds.js'
import { describeEachNodeRuntime } from '../support/node-runtime-suites.js'
import type { JobResult, NodeRuntime, RunStepSpec, StageRecord } from '../support/runner-harness.js'
import type { RecordedRequest } from '../support/signalgrid-emulator.js'
import {
  activityView,
  background,
  changes,
  during,
  expectCleanJob,
  gaps,
  jobsTimeoutMs,
  journal,
  kinds,
  observations,
  requestsOf,
  run,
  runJobs,
  startServices,
  stepContentOf,
} from './scenario.js'

const FAST = { 'min-update-interval': '1' }
/** The spacing FAST asks the tracker to keep between updates. */
const FAST_SPACING_MS = Number(FAST['min-update-interval']) * 1000
const TITLE = 'CI · build'
const RUN_URL = 'https://github.com/octo-org/octo-repo/actions/runs/7000000001/job/'

/** What a successful job's end looks like; the body says how long it took. */
function successEnd(steps: string | undefined) {
  return {
    kind: 'end',
    outcome: 'accepted',
    title: TITLE,
    body: expectSeconds('Succeeded in '),
    severity: 'SUCCESS',
    progress: '100',
    steps,
    dismissalDelay: '60',
  }
}

function expectSeconds(prefix: string) {
  return expect.stringMatching(new RegExp(`^${prefix}\\d+s$`))
}

// Concurrent throughout, both runtimes included: each scenario has its own emulators.
// Many scenarios at once (vitest runs 5 tests at a time by default): they mostly wait on simulated steps and
// polling, so a file takes about as long as its longest scenario.
vi.setConfig({ maxConcurrency: 32 })

describe.concurrent('the action in a job, end to end', { timeout: 60_000 }, () => {
  describeEachNodeRuntime('on', (runtime: NodeRuntime) => {
    describe('how the job ends', () => {
      test('a successful job of 7 steps: a start, one update per step change seen, the end, then nothing', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const names = ['Checkout', 'Install', 'Lint', 'Build', 'Test', 'Package', 'Deploy']
        // "Test" runs until the tracker has asked the jobs API about its unchanged job (answered 304, which must
        // cost nothing): within a few polls, however slow the machine (a look at the run, whose jobs changed, may
        // take the place of one). A fixed time could pass with no poll of the unchanged job in it.
        const recordUrl = /\/actions\/jobs\/\d+$/
        const askedUnchanged = () =>
          vi.waitFor(
            () => {
              const polls = services.github.requests.filter((poll) => recordUrl.test(poll.url))
              if (!polls.some((poll) => poll.answer?.status === 304))
                throw new Error('the tracker has not asked about its unchanged job (no 304)')
            },
            { timeout: 6 * POLL_INTERVAL_MS, interval: 50 },
          )
        const result = await run(
          t,
          jobSpec(services, runtime, [
            actionStep(services, FAST, { id: 'sg' }),
            ...userSteps(names.slice(0, 4), 1_200),
            ...userSteps(['Test'], 0, { does: askedUnchanged }),
            ...userSteps(names.slice(5), 1_200),
          ]),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        const token = result.outputs.sg?.['activity-token'] as string
        expect(result.outputs.sg).toEqual({
          'activity-token': expect.stringMatching(/^[A-Z0-9]{5}$/),
          ruuid: expect.stringMatching(/^[0-9a-f]{40}$/),
          remaining: '9999',
        })
        expect(result.env).toEqual({ SIGNALGRID_ACTIVITY_TOKEN: token })
        expect(result.annotations).toEqual([])
        expect(background(result)).toEqual(['pre sg: tracker', 'main sg: tracker', 'post sg: -'])

        // Requests: a start, the updates, the end; nothing after it.
        const { signalgrid } = services
        const [start, ...rest] = signalgrid.requests
        const end = rest.pop()
        expect(activityView(start)).toEqual({
          kind: 'start',
          outcome: 'accepted',
          title: TITLE,
          body: 'Starting…',
          severity: 'INFO',
          progress: '0',
          steps: undefined,
          dismissalDelay: undefined,
        })
        expect(rest.map((request) => request.kind)).toEqual(rest.map(() => 'update'))
        expect(activityView(end)).toEqual(successEnd('7'))
        expect(during(result.stage('sg', 'post'), end?.at as number)).toBe(true)
        for (const request of signalgrid.requests.slice(1)) expect(request.fields.token).toBe(token)

        // One update per step change the tracker saw, in order, each as soon as the spacing allowed.
        const seen = changes(observations(services, names))
        expect(rest.map(stepContentOf)).toEqual(seen.map((change) => change.content))
        expect(seen.length).toBeGreaterThanOrEqual(3)
        for (const update of rest) expect(update.fields).toMatchObject({ title: TITLE, severity: 'INFO' })
        expect(Math.min(...gaps(signalgrid.requests.slice(0, -1)))).toBeGreaterThanOrEqual(FAST_SPACING_MS)
        expect(signalgrid.counts.droppedBySpacing).toBe(0)

        // The phone: the activity ended green, every message shown.
        expect(signalgrid.phone.activities).toHaveLength(1)
        const [activity] = signalgrid.phone.activities
        expect(activity?.view).toEqual({
          token,
          title: TITLE,
          body: expectSeconds('Succeeded in '),
          severity: 'SUCCESS',
          progress: 100,
          steps: 7,
          legend: undefined,
          ended: true,
          dismissalDelay: 60,
          endedAt: expect.any(Number),
        })
        expect(activity?.history.map((message) => [message.phase, message.shown])).toEqual([
          ['start', true],
          ...rest.map(() => ['update', true]),
          ['end', true],
        ])

        // The jobs API: the run's jobs first (this job alone in its run), then this job's own record, polled
        // conditionally; an unchanged job answered 304, so at most the step changes + 3 count.
        const { github } = services
        const polls = github.requests
        const listing = `/repos/octo-org/octo-repo/actions/runs/7000000001/attempts/1/jobs?per_page=100&page=1`
        const record = `/repos/octo-org/octo-repo/actions/jobs/${result.jobId}`
        expect(polls[0]?.url).toBe(listing)
        expect(polls.length).toBeGreaterThanOrEqual(4)
        for (const poll of polls) {
          expect([listing, record]).toContain(poll.url)
          // Octokit's scheme for installation tokens and PATs; GitHub takes it as it takes Bearer.
          expect(poll.headers.authorization).toBe(`token ${result.token}`)
          expect(poll.at).toBeLessThan(result.stage('sg', 'post').exitedAt)
        }
        const ofRecord = polls.filter((poll) => poll.url === record)
        expect(ofRecord[0]?.headers['if-none-match']).toBeUndefined()
        ofRecord.slice(1).forEach((poll, index) => {
          expect(poll.headers['if-none-match']).toBe(ofRecord[index]?.answer?.headers.etag)
        })
        const usage = github.usage(result.token)
        if (process.env.STAB_DEBUG) {
          const t0 = result.stage('sg', 'pre').startedAt as number
          console.log(
            JSON.stringify({
              runtime: runtime.name,
              polls: polls.map((p) => [p.at - t0, p.url === record ? 'own' : 'run', p.answer?.status]),
              steps: signalgrid.requests.map((r) => [r.at - t0, r.kind, r.fields.body]),
              post: (result.stage('sg', 'post').startedAt as number) - t0,
            }),
          )
        }
        expect(usage.notModified).toBeGreaterThanOrEqual(1)
        expect(usage.ok + usage.other).toBeLessThanOrEqual(names.length + 3)
        expect(usage.ok).toBe(polls.filter((poll) => poll.answer?.status === 200).length)

        const total = signalgrid.requests.length
        expect(result.summary).toContain('### 📱 Signalgrid')
        expect(result.summary).toMatch(
          new RegExp(
            `Job ✅ succeeded in \\d+s · ${total} requests to Signalgrid · ${(10_000 - total).toLocaleString('en-US')} left this month`,
          ),
        )
        expect(result.summary.match(/^\| \d\d:\d\d:\d\d \|/gm)).toHaveLength(total)
      })

      test('a failed job with failure-alert critical: red from the failed step on, a red end naming it, a critical alert', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const result = await run(
          t,
          jobSpec(services, runtime, [
            actionStep(
              services,
              { ...FAST, 'failure-alert': 'critical', 'failure-dismissal-delay': '600' },
              { id: 'sg' },
            ),
            ...userSteps(['Checkout', 'Build'], 1_000),
            { run: 'npm test', name: 'Test', sleepMs: 1_500, result: 'failure' },
            { run: 'deploy', name: 'Deploy' },
            // Runs after the failure, long enough for the tracker to see it.
            { run: 'upload logs', name: 'Upload logs', if: 'always()', sleepMs: 4_000 },
          ]),
        )
        expect(result.status).toBe('failure')
        expectCleanJob(t, result, services)
        expect(result.stage('sg', 'post').inputs['job-status']).toBe('failure')
        expect(result.annotations).toEqual([
          { level: 'error', message: 'Process completed with exit code 1.', properties: {}, step: 'Test' },
        ])
        expect(background(result)).toEqual(['pre sg: tracker', 'main sg: tracker', 'post sg: -'])

        const { signalgrid } = services
        const requests = signalgrid.requests
        expect(requests.map((request) => request.kind)).toEqual([
          'start',
          ...requests.slice(1, -2).map(() => 'update'),
          'end',
          'push',
        ])
        // The tracker saw the failure: the activity turned red at once, the bar stopped at the failed step.
        const failedContent = {
          kind: 'update',
          outcome: 'accepted',
          title: TITLE,
          body: 'Failed at step 3 of 5 · Test',
          severity: 'CRIT',
          progress: '60',
          steps: '5',
          dismissalDelay: undefined,
        }
        expect(activityView(requests.at(-3))).toEqual(failedContent)
        const updates = requestsOf(services, 'update')
        expect(updates.slice(0, -1).every((update) => update.fields.severity === 'INFO')).toBe(true)
        expect(activityView(requests.at(-2))).toEqual({
          ...failedContent,
          kind: 'end',
          body: expect.stringMatching(/^Failed at “Test” after \d+s$/),
          dismissalDelay: '600',
        })
        const alert = requests.at(-1)
        expect(alert?.fields).toEqual({
          client_key: signalgrid.clientKey,
          channel: signalgrid.channel,
          title: 'octo-org/octo-repo: CI failed',
          // The workflow, the ref, the job and its step, how long, and the run's link, as the end says it.
          body: expect.stringMatching(
            new RegExp(
              `^Job build failed at “Test” after \\d+s\\.\\nRef: main @ c0ffee0\\n${RUN_URL}${result.jobId}$`,
            ),
          ),
          type: 'CRIT',
          critical: 'true',
        })
        expect(during(result.stage('sg', 'post'), requests.at(-2)?.at as number)).toBe(true)

        expect(signalgrid.phone.activities.map((activity) => activity.view)).toEqual([
          expect.objectContaining({ severity: 'CRIT', progress: 60, ended: true, dismissalDelay: 600 }),
        ])
        expect(signalgrid.phone.notifications).toEqual([
          {
            title: 'octo-org/octo-repo: CI failed',
            body: alert?.fields.body,
            type: 'CRIT',
            critical: true,
            at: expect.any(Number),
          },
        ])
        expect(result.summary).toMatch(/Job ❌ failed in \d+s · \d+ requests to Signalgrid/)
        expect(result.summary).toContain('| alert |  | CRIT | octo-org/octo-repo: CI failed | ✓ |')
      })

      test('a cancelled job: a yellow end where the bar stopped, the failure dismissal delay, no alert', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const result = await run(
          t,
          jobSpec(services, runtime, [
            actionStep(
              services,
              { ...FAST, 'failure-alert': 'push', 'failure-dismissal-delay': '300' },
              { id: 'sg' },
            ),
            ...userSteps(['Checkout', 'Build'], 1_600),
            { run: 'npm test', name: 'Test', sleepMs: 1_000, result: 'cancelled' },
            { run: 'deploy', name: 'Deploy' },
          ]),
        )
        expect(result.status).toBe('cancelled')
        expectCleanJob(t, result, services)
        expect(result.stage('sg', 'post').inputs['job-status']).toBe('cancelled')
        expect(result.steps.find((step) => step.name === 'Deploy')?.conclusion).toBe('skipped')

        const requests = services.signalgrid.requests
        expect(requests.map((request) => request.kind)).toEqual([
          'start',
          ...requests.slice(1, -1).map(() => 'update'),
          'end',
        ])
        // The end keeps the bar where the tracker last saw the job: never beyond the two steps done before
        // the cancel, however late that last answer came (Deploy skipped by then, all four completed).
        const lastSeen = changes(observations(services, ['Checkout', 'Build', 'Test', 'Deploy'])).at(-1)
        expect(Number(lastSeen?.content.progress)).toBeLessThanOrEqual(50)
        expect(activityView(requests.at(-1))).toEqual({
          kind: 'end',
          outcome: 'accepted',
          title: TITLE,
          body: expectSeconds('Cancelled after '),
          severity: 'WARN',
          progress: lastSeen?.content.progress,
          steps: '4',
          dismissalDelay: '300',
        })
        expect(services.signalgrid.phone.notifications).toEqual([])
        expect(services.signalgrid.phone.activities[0]?.view).toMatchObject({
          severity: 'WARN',
          ended: true,
          dismissalDelay: 300,
        })
        expect(result.summary).toMatch(/Job ⚪ cancelled in \d+s/)
      })
    })

    describe('where and how the action is used', () => {
      test('a step with if: false: main is skipped, pre started the activity, post still ends it', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const result = await run(
          t,
          jobSpec(services, runtime, [
            actionStep(services, FAST, { id: 'sg', if: 'false' }),
            // Longer than a poll interval: a tracker slow to start on a loaded machine still sees it run.
            ...userSteps(['Build'], POLL_INTERVAL_MS + 1_000),
          ]),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        expect(result.stages.map((stage) => stage.stage)).toEqual(['pre', 'post'])
        expect(result.steps.find((step) => step.name === `Run ${ACTION}`)?.conclusion).toBe('skipped')
        expect(result.outputs).toEqual({})
        expect(background(result)).toEqual(['pre sg: tracker', 'post sg: -'])

        // One update per step change the tracker saw: "Step 1 of 1 · Build", and "All 1 steps done" too
        // when a poll comes between the step's end and post (as it may on a loaded machine).
        const updates = requestsOf(services, 'update')
        expect(stepContentOf(updates[0])).toEqual({ body: 'Step 1 of 1 · Build', progress: '0', steps: '1' })
        expect(updates.map(stepContentOf)).toEqual(
          changes(observations(services, ['Build'])).map((c) => c.content),
        )
        expect(kinds(services)).toEqual([
          'start accepted',
          ...updates.map(() => 'update accepted'),
          'end accepted',
        ])
        expect(activityView(requestsOf(services, 'end')[0])).toEqual(successEnd('1'))
        expect(services.signalgrid.phone.activities[0]?.view).toMatchObject({
          severity: 'SUCCESS',
          ended: true,
        })
      })

      test.for([
        ['./', 'as-written', 'Run ./'],
        ['./.github/actions/notify/', 'as-written', 'Run ./.github/actions/notify/'],
        ['./.github/actions/notify', 'slash-prefixed', 'Run /./.github/actions/notify'],
      ] as const)(
        'local use (uses: %s, named %s) gets no pre: main starts the activity and the tracker, post ends it',
        async ([uses, localActionName, name], t) => {
          const { expect } = t
          const services = await startServices(t)
          const result = await run(
            t,
            jobSpec(
              services,
              runtime,
              [{ ...actionStep(services, FAST, { id: 'sg' }), uses }, ...userSteps(['Build', 'Test'], 1_600)],
              { localActionName },
            ),
          )
          expect(result.status).toBe('success')
          expectCleanJob(t, result, services)
          expect(result.stages.map((stage) => stage.stage)).toEqual(['main', 'post'])
          expect(result.annotations).toEqual([
            {
              level: 'warning',
              message: `\`pre\` execution is not supported for local action from '${uses}'`,
              properties: {},
              step: name,
            },
          ])
          expect(background(result)).toEqual(['main sg: tracker', 'post sg: -'])
          const [start] = requestsOf(services, 'start')
          expect(during(result.stage('sg', 'main'), start?.at as number)).toBe(true)
          expect(result.outputs.sg?.['activity-token']).toBe(
            services.signalgrid.phone.activities[0]?.view.token,
          )

          // Its own step, named as the runner names it, is not one of the user's.
          const updates = requestsOf(services, 'update')
          expect(updates.length).toBeGreaterThanOrEqual(1)
          expect(updates.map(stepContentOf)).toEqual(
            changes(observations(services, ['Build', 'Test'])).map((c) => c.content),
          )
          expect(updates.every((update) => update.fields.steps === '2')).toBe(true)
          expect(kinds(services)).toEqual([
            'start accepted',
            ...updates.map(() => 'update accepted'),
            'end accepted',
          ])
          expect(activityView(requestsOf(services, 'end')[0])).toEqual(successEnd('2'))
        },
      )

      test('three uses in one job: one start, the later ones update through the tracker, one end', {
        // Nine stages, and Build, Deploy and Smoke test.
        timeout: jobsTimeoutMs(9, 2_000 + 3_500 + 3_500),
      }, async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const result = await run(
          t,
          jobSpec(services, runtime, [
            actionStep(services, FAST, { id: 'sg' }),
            ...userSteps(['Build'], 2_000),
            actionStep(services, { body: 'Deploying to staging', progress: '60' }, { id: 'deploying' }),
            ...userSteps(['Deploy'], 3_500),
            actionStep(services, { body: 'Smoke tests' }, { id: 'smoke' }),
            ...userSteps(['Smoke test'], 3_500),
          ]),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        // One tracker for the one activity, from the first pre to the last post.
        expect(background(result)).toEqual([
          'pre sg: tracker',
          'pre deploying: tracker',
          'pre smoke: tracker',
          'main sg: tracker',
          'main deploying: tracker',
          'main smoke: tracker',
          'post smoke: tracker',
          'post deploying: tracker',
          'post sg: -',
        ])
        const token = result.outputs.sg?.['activity-token']
        expect(result.outputs.deploying).toEqual({ 'activity-token': token })
        expect(result.outputs.smoke).toEqual({ 'activity-token': token })

        const { signalgrid } = services
        expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 0, rejected: 0 })
        expect(signalgrid.phone.activities).toHaveLength(1)
        const updates = requestsOf(services, 'update')
        const deploying = updates.find((update) => update.fields.body === 'Deploying to staging')
        const smoke = updates.find((update) => update.fields.body === 'Smoke tests')
        expect(deploying?.fields).toMatchObject({
          progress: '60',
          title: TITLE,
          severity: 'INFO',
          steps: '3',
        })
        expect(smoke?.fields).toMatchObject({ title: TITLE, severity: 'INFO', steps: '3' })
        // Handed to the tracker, which sent them: main does not wait for the spacing window.
        expect(deploying?.at).toBeGreaterThan(result.stage('deploying', 'main').startedAt)
        expect(smoke?.at).toBeGreaterThan(result.stage('smoke', 'main').startedAt)
        const explicit = journal(result, token as string).filter((line) =>
          ['Deploying to staging', 'Smoke tests'].includes(line.body ?? ''),
        )
        expect(explicit.map((line) => [line.body, line.by])).toEqual([
          ['Deploying to staging', 'tracker'],
          ['Smoke tests', 'tracker'],
        ])
        expect(updates.indexOf(deploying as RecordedRequest)).toBeLessThan(
          updates.indexOf(smoke as RecordedRequest),
        )
        const history = signalgrid.phone.activities[0]?.history ?? []
        expect(history.filter((message) => message.phase === 'update' && !message.shown)).toEqual([])
        expect(history.map((message) => message.content.body)).toEqual(
          expect.arrayContaining(['Deploying to staging', 'Smoke tests']),
        )

        const end = requestsOf(services, 'end')[0]
        expect(activityView(end)).toEqual(successEnd('3'))
        expect(during(result.stage('sg', 'post'), end?.at as number)).toBe(true)
        expect(signalgrid.requests.at(-1)).toBe(end)
      })

      test('push mode: main sends one notification; no activity, no tracker', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const result = await run(
          t,
          jobSpec(services, runtime, [
            ...userSteps(['Build'], 300),
            actionStep(
              services,
              {
                mode: 'push',
                title: 'Release 1.2 is out',
                body: 'Deployed to production',
                severity: 'success',
              },
              { id: 'sg' },
            ),
          ]),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        const [push] = services.signalgrid.requests
        expect(services.signalgrid.requests).toHaveLength(1)
        expect(push?.path).toBe('/v1/push')
        expect(push?.fields).toEqual({
          client_key: services.signalgrid.clientKey,
          channel: services.signalgrid.channel,
          title: 'Release 1.2 is out',
          body: 'Deployed to production',
          type: 'SUCCESS',
          critical: 'false',
        })
        expect(during(result.stage('sg', 'main'), push?.at as number)).toBe(true)
        expect(services.signalgrid.phone.notifications).toEqual([
          {
            title: 'Release 1.2 is out',
            body: 'Deployed to production',
            type: 'SUCCESS',
            critical: false,
            at: expect.any(Number),
          },
        ])
        expect(services.signalgrid.phone.activities).toEqual([])
        expect(services.github.requests).toEqual([])
        expect(result.outputs.sg).toEqual({
          ruuid: expect.stringMatching(/^[0-9a-f]{40}$/),
          remaining: '9999',
        })
        expect(result.env).toEqual({})
        expect(result.annotations).toEqual([])
        expect(result.summary).toBe('')
        expect(background(result)).toEqual(['pre sg: -', 'main sg: -', 'post sg: -'])
      })

      test('a pull request from a fork, without secrets: one notice, no request, all green', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const result = await run(
          t,
          jobSpec(
            services,
            runtime,
            [
              actionStep(services, { 'client-key': '', channel: '' }, { id: 'sg' }),
              ...userSteps(['Build'], 300),
            ],
            { secrets: [], context: { eventName: 'pull_request', ref: 'refs/pull/42/merge' } },
          ),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        expect(result.stages.map((stage) => [stage.stage, stage.conclusion])).toEqual([
          ['pre', 'success'],
          ['main', 'success'],
          ['post', 'success'],
        ])
        expect(result.annotations).toEqual([
          {
            level: 'notice',
            message:
              'Signalgrid: client-key or channel is empty (secrets are not passed to pull requests from forks); skipping.',
            properties: { title: 'Signalgrid' },
            step: `Pre Run ${ACTION}`,
          },
        ])
        expect(services.signalgrid.requests).toEqual([])
        expect(services.github.requests).toEqual([])
        expect(result.outputs.sg).toEqual({})
        expect(result.env).toEqual({})
        expect(result.summary).toBe('')
        expect(background(result)).toEqual(['pre sg: -', 'main sg: -', 'post sg: -'])
      })
    })

    describe('a pipeline of three jobs sharing one activity by activity-token, on its first run', () => {
      /** A job of the pipeline: this action first (its inputs may come from the jobs before), then `steps`. */
      const pipelineJob =
        (
          services: Services,
          name: string,
          inputs: (previous: readonly JobResult[]) => Record<string, string>,
          steps: RunStepSpec[],
        ) =>
        (previous: readonly JobResult[]) =>
          jobSpec(
            services,
            runtime,
            [actionStep(services, { ...FAST, ...inputs(previous) }, { id: 'sg' }), ...steps],
            {
              context: { job: name, jobName: name },
            },
          )
      const tokenOf = (result: JobResult | undefined) => result?.outputs.sg?.['activity-token'] as string
      /** The updates that arrived while the job ran. */
      const updatesIn = (services: Services, result: JobResult) =>
        requestsOf(services, 'update')
          .filter((update) => update.at > (result.stages[0] as StageRecord).startedAt)
          .filter((update) => update.at < (result.stages.at(-1) as StageRecord).exitedAt)
      /** What the job's tracker showed of the run, under that job's title, on the shared activity. */
      const bodiesIn = (t: TestContext, services: Services, [result, name]: [JobResult, string]) => {
        const updates = updatesIn(services, result)
        t.expect(updates.length).toBeGreaterThanOrEqual(1)
        for (const update of updates) {
          t.expect(update.fields).toMatchObject({ title: `CI · ${name}`, token: tokenOf(result) })
        }
        return updates.map((update) => update.fields.body)
      }

      test('one bar for the run: each job names itself, the bar never goes back and stays under 95, the end counts from the first job', {
        // Three jobs of three stages each, and Compile, Unit tests and Release.
        timeout: jobsTimeoutMs(9, 1_500 + 2 * 3_500),
      }, async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const results = await runJobs(t, [
          pipelineJob(
            services,
            'build',
            () => ({ 'end-activity': 'on-failure' }),
            userSteps(['Compile'], 1_500),
          ),
          // Back to back, with none of a runner's seconds between jobs: long enough for each to show its step
          // once the spacing from the job before has passed.
          pipelineJob(
            services,
            'test',
            (previous) => ({ 'activity-token': tokenOf(previous[0]) }),
            userSteps(['Unit tests'], 3_500),
          ),
          pipelineJob(
            services,
            'deploy',
            (previous) => ({ 'activity-token': tokenOf(previous[1]), 'end-activity': 'always' }),
            userSteps(['Release'], 3_500),
          ),
        ])
        const [build, testing, deploy] = results as [JobResult, JobResult, JobResult]
        const token = tokenOf(build)
        expect(token).toMatch(/^[A-Z0-9]{5}$/)
        for (const result of results) {
          expect(result.status).toBe('success')
          expectCleanJob(t, result, services)
          expect(result.outputs.sg?.['activity-token']).toBe(token)
          expect(result.env).toEqual({ SIGNALGRID_ACTIVITY_TOKEN: token })
          expect(background(result)).toEqual(['pre sg: tracker', 'main sg: tracker', 'post sg: -'])
        }
        expect(testing.stage('sg', 'pre').inputs['activity-token']).toBe(token)
        expect(deploy.stage('sg', 'pre').inputs['activity-token']).toBe(token)

        const { signalgrid } = services
        expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, rejected: 0 })
        const [start] = requestsOf(services, 'start')
        const [end] = requestsOf(services, 'end')
        expect(during(build.stage('sg', 'pre'), start?.at as number)).toBe(true)
        expect(during(deploy.stage('sg', 'post'), end?.at as number)).toBe(true)
        expect(signalgrid.requests.at(-1)).toBe(end)
        // No history: nobody knows the jobs still to come. The first job alone shows its steps; a later one
        // names itself beside the jobs before it. No time left is said.
        for (const body of bodiesIn(t, services, [build, 'build'])) {
          expect(['Step 1 of 1 · Compile', 'build done']).toContain(body)
        }
        for (const body of bodiesIn(t, services, [testing, 'test'])) {
          expect(['test · Step 1 of 1 · Unit tests', 'test done']).toContain(body)
        }
        for (const body of bodiesIn(t, services, [deploy, 'deploy'])) {
          expect(['deploy · Step 1 of 1 · Release', 'deploy done']).toContain(body)
        }
        // No update came between the jobs.
        expect(results.flatMap((result) => updatesIn(services, result))).toEqual(
          requestsOf(services, 'update'),
        )
        // One bar: never back, under 95 until the end, which fills it. Each job that does not end the
        // activity fills half of what the jobs before it left: build to 50, test to 75.
        const bars = requestsOf(services, 'update').map((update) => Number(update.fields.progress))
        expect(bars).toEqual([...bars].sort((a, b) => a - b))
        expect(Math.max(...bars)).toBeLessThan(95)
        expect(
          Math.max(...updatesIn(services, build).map((update) => Number(update.fields.progress))),
        ).toBeLessThanOrEqual(50)
        expect(
          Math.max(...updatesIn(services, testing).map((update) => Number(update.fields.progress))),
        ).toBeLessThanOrEqual(75)
        expect(Math.min(...gaps(signalgrid.requests.slice(0, -1)))).toBeGreaterThanOrEqual(FAST_SPACING_MS)
        // The end counts from the activity's start, in the first job: the whole pipeline, not the last job.
        expect(activityView(end)).toMatchObject({
          ...successEnd('1'),
          title: 'CI · deploy',
          steps: undefined,
        })
        // From when the first job's use of the action began (its pre; the API gives whole seconds) to the end.
        const took = Number(/^Succeeded in (\d+)s$/.exec(end?.fields.body ?? '')?.[1])
        const span = ((end?.at as number) - build.stage('sg', 'pre').startedAt) / 1000
        expect(Math.abs(took - span)).toBeLessThanOrEqual(1.5)
        expect(took).toBeGreaterThan(
          (deploy.stages.at(-1)?.exitedAt as number) / 1000 - (deploy.stages[0]?.startedAt as number) / 1000,
        )
        expect(signalgrid.phone.activities).toHaveLength(1)
        expect(signalgrid.phone.activities[0]?.view).toMatchObject({
          token,
          severity: 'SUCCESS',
          progress: 100,
          ended: true,
        })
        // Each job's tracker read the run's jobs, and then, alone in the run, its own record.
        for (const result of results) {
          const polls = services.github.requests.filter(
            (poll) => poll.headers.authorization === `token ${result.token}`,
          )
          expect(polls[0]?.url).toBe(
            '/repos/octo-org/octo-repo/actions/runs/7000000001/attempts/1/jobs?per_page=100&page=1',
          )
          for (const poll of polls.slice(1)) {
            expect([polls[0]?.url, `/repos/octo-org/octo-repo/actions/jobs/${result.jobId}`]).toContain(
              poll.url,
            )
          }
        }
      })

      test('a failing middle job ends it red and sends its alert; the job that needs it never runs', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const results = await runJobs(t, [
          pipelineJob(
            services,
            'build',
            () => ({ 'end-activity': 'on-failure' }),
            userSteps(['Compile'], 1_500),
          ),
          pipelineJob(
            services,
            'test',
            (previous) => ({ 'activity-token': tokenOf(previous[0]), 'failure-alert': 'push' }),
            [
              { run: 'npm test', name: 'Unit tests', sleepMs: 1_500, result: 'failure' },
              // Long enough for the tracker to see the failure.
              { run: 'upload', name: 'Upload logs', if: 'always()', sleepMs: 3_500 },
            ],
          ),
        ])
        const [build, testing] = results as [JobResult, JobResult]
        expect([build.status, testing.status]).toEqual(['success', 'failure'])
        for (const result of results) expectCleanJob(t, result, services)

        const { signalgrid } = services
        const requests = signalgrid.requests
        expect(requests.map((request) => request.kind)).toEqual([
          'start',
          ...requests.slice(1, -2).map(() => 'update'),
          'end',
          'push',
        ])
        for (const body of bodiesIn(t, services, [build, 'build'])) {
          expect(['Step 1 of 1 · Compile', 'build done']).toContain(body)
        }
        // The failing job's tracker saw its failure: red at once, the bar where it broke (build's 50, and
        // the failed step counted: test's share, 25, is a quarter of the bar, its first step of two half of it).
        const [failure, ...before] = updatesIn(services, testing).reverse()
        expect(activityView(failure)).toEqual({
          kind: 'update',
          outcome: 'accepted',
          title: 'CI · test',
          body: 'test · Failed at step 1 of 2 · Unit tests',
          severity: 'CRIT',
          progress: '62',
          steps: undefined,
          dismissalDelay: undefined,
        })
        expect(before.map((update) => [update.fields.body, update.fields.severity])).toEqual(
          before.map(() => ['test · Step 1 of 2 · Unit tests', 'INFO']),
        )
        const end = requests.at(-2)
        expect(during(testing.stage('sg', 'post'), end?.at as number)).toBe(true)
        expect(activityView(end)).toEqual({
          kind: 'end',
          outcome: 'accepted',
          title: 'CI · test',
          body: expect.stringMatching(/^Failed at “Unit tests” after \d+s$/),
          severity: 'CRIT',
          progress: '62',
          steps: undefined,
          dismissalDelay: '60',
        })
        expect(requests.at(-1)?.fields).toMatchObject({
          title: 'octo-org/octo-repo: CI failed',
          body: expect.stringMatching(
            new RegExp(
              `^Job test failed at “Unit tests” after \\d+s\\.\\nRef: main @ c0ffee0\\n${RUN_URL}${testing.jobId}$`,
            ),
          ),
          type: 'CRIT',
          critical: 'false',
        })
        expect(signalgrid.phone.activities[0]?.view).toMatchObject({ severity: 'CRIT', ended: true })
        expect(signalgrid.phone.notifications).toHaveLength(1)
      })
    })

    describe('outages', () => {
      test('without actions: read (the jobs API answers 403): one notice naming the permission, the lifecycle completes', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        // The run's jobs and the job's own record need the same permission.
        services.github.inject('jobs', { type: 'forbidden' }, 'always')
        services.github.inject('job', { type: 'forbidden' }, 'always')
        const result = await run(
          t,
          jobSpec(
            services,
            runtime,
            [actionStep(services, FAST, { id: 'sg' }), ...userSteps(['Build', 'Test'], 1_500)],
            { debug: true },
          ),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        // Asked once, then never again.
        expect(services.github.requests.map((request) => request.answer?.status)).toEqual([403])
        // The debug log says why, in one line.
        expect(
          result.log.split('\n').filter((line) => line.includes("the run's jobs could not be read")),
        ).toEqual([
          expect.stringMatching(
            /^##\[debug\]Signalgrid: the run's jobs could not be read \(GET \/repos\/octo-org\/octo-repo\/actions\/runs\/\d+\/attempts\/1\/jobs\?per_page=100&page=1: HTTP 403: Resource not accessible by integration: the token needs the actions: read permission\): no step progress\.$/,
          ),
        ])
        expect(result.annotations).toEqual([
          {
            level: 'notice',
            message:
              'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
              'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).',
            properties: { title: 'Signalgrid' },
            step: `Post Run ${ACTION}`,
          },
        ])
        expect(kinds(services)).toEqual(['start accepted', 'end accepted'])
        expect(activityView(requestsOf(services, 'end')[0])).toEqual(successEnd(undefined))
        expect(services.signalgrid.phone.activities[0]?.view).toMatchObject({
          severity: 'SUCCESS',
          progress: 100,
          ended: true,
        })
      })

      test('the service down for the whole job: still green, a warning per use, no crash, stage times bounded', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        await services.signalgrid.down()
        const result = await run(
          t,
          jobSpec(services, runtime, [
            actionStep(services, FAST, { id: 'sg' }),
            ...userSteps(['Build'], 500),
            actionStep(services, { body: 'Half way', progress: '50' }, { id: 'halfway' }),
          ]),
        )
        expect(result.status).toBe('success')
        // A start is tried within the client's budget for it; the other stages have nothing to send.
        expectCleanJob(t, result, services, { stageLimitMs: STAGE_BOUNDS_MS.pre })
        for (const stage of result.stages.filter((stage) => stage.stage !== 'pre'))
          expect(stage.durationMs).toBeLessThan(STAGE_OVERHEAD_MS)
        const warning = `Signalgrid: could not start the activity: Could not reach Signalgrid at ${new URL(services.signalgrid.url).host} for the activity start: connection refused (ECONNREFUSED) (after 3 attempts)`
        expect(result.annotations).toEqual([
          {
            level: 'warning',
            message: warning,
            properties: { title: 'Signalgrid' },
            step: `Pre Run ${ACTION}`,
          },
          {
            level: 'warning',
            message: warning,
            properties: { title: 'Signalgrid' },
            step: `Pre Run ${ACTION}`,
          },
        ])
        for (const stage of result.stages)
          expect(`${stage.stdout}${stage.stderr}`).not.toMatch(/^\s+at |Error:/m)
        expect(services.signalgrid.requests).toEqual([])
        expect(services.github.requests).toEqual([])
        expect(result.outputs).toEqual({ sg: {}, halfway: {} })
        expect(result.env).toEqual({})
        expect(result.summary).toBe('')
        expect(background(result).every((line) => line.endsWith(': -'))).toBe(true)
      })

      test('the service down at the end of the job, then back: the end is still delivered', async (t) => {
        const { expect } = t
        const services = await startServices(t)
        const { signalgrid } = services
        let backAt = Number.POSITIVE_INFINITY
        const result = await run(
          t,
          jobSpec(services, runtime, [
            actionStep(services, FAST, { id: 'sg' }),
            ...userSteps(['Build'], 1_500),
            {
              run: 'deploy',
              name: 'Deploy',
              sleepMs: 1_000,
              // Down for the tracker's last update and the start of post, back 2.5 s later.
              does: async () => {
                await signalgrid.down()
                setTimeout(() => signalgrid.up().then(() => (backAt = Date.now())), 2_500)
              },
            },
          ]),
        )
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services, { stageLimitMs: STAGE_BOUNDS_MS.post })
        const post = result.stage('sg', 'post')
        expect(backAt).toBeGreaterThan(post.startedAt)
        const [end] = requestsOf(services, 'end')
        expect(activityView(end)).toEqual(successEnd('2'))
        expect(end?.at).toBeGreaterThanOrEqual(backAt)
        expect(during(post, end?.at as number)).toBe(true)
        expect(signalgrid.requests.at(-1)).toBe(end)
        expect(signalgrid.phone.activities[0]?.view).toMatchObject({
          severity: 'SUCCESS',
          progress: 100,
          ended: true,
        })
        expect(result.annotations).toEqual([])
        expect(result.summary).toMatch(/\| end \| 100% \| SUCCESS \| Succeeded in \d+s \| ✓ \|/)
      })
    })
  })
})
