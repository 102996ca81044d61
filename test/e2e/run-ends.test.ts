// Every way a run ends, end to end on the bundled dist/: a pipeline whose last job does not run, ended by the
// closing use (`mode: close`, a job with `needs:` and `if: always()`); the alert as the activity's, sent once by
// whichever job ends it; alert only (`mode: alert`); and who ran the run hearing the alert (`actor-channels`). Each
// case asserts what the phones received, in what colour and words, and how many alerts.
import { describe, expect, type TestContext, test } from 'vitest'
import { ACTION, actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import type { ArtifactEmulator } from '../support/artifact-emulator.js'
import { type RunConclusion, timeoutAnnotations } from '../support/github-emulator.js'
import { nodeRuntimes } from '../support/runner/node-runtimes.js'
import type { JobResult, NodeRuntime, StepSpec } from '../support/runner-harness.js'
import { NAME, pipeline, runLeg, runNamed, startAll, tokenOf } from './board-jobs.js'
import {
  activityView,
  during,
  expectCleanJob,
  jobsTimeoutMs,
  requestsOf,
  run,
  startServices,
  withTrackerHistory,
} from './scenario.js'

const OWNER = 'ch_owner_5d1f0a9e3c7b'
const ON_CALL = 'ch_oncall_1b7d3f5a9e2c'
const ACTOR = 'ch_actor_7c3e9a1f5b2d'
const runtime = nodeRuntimes().available.at(-1) as NodeRuntime

/** A job of the run skipped by its `if:` (or, `rejected`, held by its environment's reviewers, who rejected it). */
function notRun(services: Services, name: string, how: 'skipped' | 'rejected'): void {
  const job = services.github.createJob({ name })
  // A rejected deployment: the job fails without a step, annotated, as GitHub shows it.
  if (how === 'skipped') job.complete('skipped')
  else job.reject()
}

/** The closing job: the action alone, `mode: close`, after every other job of the run. */
function close(
  t: TestContext,
  services: Services,
  artifacts: ArtifactEmulator,
  inputs: Readonly<Record<string, string>> = {},
) {
  return runNamed(t, services, artifacts, { job: 'close', inputs: { mode: 'close', ...inputs }, steps: [] })
}

/** The Signalgrid notices of a job, warnings and errors, as the runner shows them. */
const notices = (result: JobResult) =>
  result.annotations.filter((annotation) => annotation.properties.title === 'Signalgrid')

describe.concurrent('a pipeline whose last job does not end the activity, closed by the closing use', {
  timeout: jobsTimeoutMs(8, 3 * 1_500),
}, () => {
  test('the deploy skipped by its if: the closing job ends the activity once, “deploy skipped”, neither green nor red', async (t) => {
    const { services, artifacts } = await startAll(t)
    const [build] = await pipeline(t, services, artifacts, [{ job: 'build' }, { job: 'test' }])
    notRun(services, 'deploy', 'skipped')
    const closing = await close(t, services, artifacts)
    expect(closing.status).toBe('success')
    expectCleanJob(t, closing, services)
    expect(notices(closing)).toEqual([])
    const { signalgrid } = services
    expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 0, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    expect(end?.fields.token).toBe(tokenOf(build))
    expect(during(closing.stage('sg', 'main'), end?.at as number)).toBe(true)
    // In the title the activity started with (the build job's), not the closing job's own.
    expect(activityView(end)).toMatchObject({
      kind: 'end',
      severity: 'INFO',
      progress: '100',
      body: 'deploy skipped',
      title: 'CI · build',
    })
    expect(closing.summary).toContain('⏭️ skipped')
    // The whole run drawn: the jobs that took part, under a title that says how it ended; not the closing job,
    // which tells of the run and does none of its work.
    expect(closing.summary).toContain('gantt')
    expect(closing.summary).toMatch(/title CI · build · deploy skipped\n/)
    for (const job of ['build', 'test']) expect(closing.summary).toContain(`section ${job}`)
    expect(closing.summary).not.toContain('section close')
  })

  test('the deploy rejected by its reviewers: the closing job ends it red, “deploy rejected”, with the alert the starter asked for', async (t) => {
    const { services, artifacts } = await startAll(t)
    // The alert asked for where the activity starts, as the recipe does: the closing job sends it.
    await pipeline(t, services, artifacts, [
      { job: 'build', inputs: { 'failure-alert': 'critical' } },
      { job: 'test' },
    ])
    notRun(services, 'deploy', 'rejected')
    const closing = await close(t, services, artifacts)
    expect(closing.status).toBe('success')
    expectCleanJob(t, closing, services)
    const { signalgrid } = services
    expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 1, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    // Where the run stopped: two of its three other jobs done.
    expect(activityView(end)).toMatchObject({ severity: 'CRIT', progress: '67' })
    expect(end?.fields.body).toBe('deploy rejected')
    const [alert] = requestsOf(services, 'push')
    expect(alert?.fields).toMatchObject({ type: 'CRIT', critical: 'true' })
    expect(alert?.fields.body).toMatch(/^Run failed: deploy rejected\.\nRef: main @ c0ffee0\nhttp/)
    // The end before the alert: the phone shows the activity red as the alert sounds.
    expect((alert?.at as number) >= (end?.at as number)).toBe(true)
  })

  test('the build fails: its post ends it red with the one alert the starter asked for; the closing job sends nothing', async (t) => {
    const { services, artifacts } = await startAll(t)
    const [build] = await pipeline(t, services, artifacts, [
      {
        job: 'build',
        inputs: { 'failure-alert': 'critical' },
        steps: userSteps(['Compile'], 1_500, { result: 'failure' }),
      },
    ])
    expect(build?.status).toBe('failure')
    notRun(services, 'test', 'skipped')
    notRun(services, 'deploy', 'skipped')
    const closing = await close(t, services, artifacts, { 'failure-alert': 'critical' })
    expect(closing.status).toBe('success')
    const { signalgrid } = services
    expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 1, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    expect(during((build as JobResult).stage('sg', 'post'), end?.at as number)).toBe(true)
    expect(end?.fields.body).toMatch(/^Failed at “Compile” after \d+s$/)
    // A debug line: once the board's library has written, the stage's plain lines are debug ones (library-lines.ts).
    expect(closing.stage('sg', 'main').stdout).toContain(
      `another job of the activity named "${NAME}" ended it`,
    )
  })

  test('a pipeline that ends itself (the deploy ends it): the closing job finds the end claimed and sends nothing', async (t) => {
    const { services, artifacts } = await startAll(t)
    await pipeline(t, services, artifacts, [
      { job: 'build' },
      { job: 'deploy', inputs: { 'end-activity': 'always' } },
    ])
    const closing = await close(t, services, artifacts)
    expect(closing.status).toBe('success')
    expect(services.signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 0, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    expect(activityView(end)).toMatchObject({ severity: 'SUCCESS' })
    expect(services.signalgrid.requests.at(-1)).toBe(end)
  })
})

describe.concurrent('the alert is the activity’s: one a run', {
  timeout: jobsTimeoutMs(6, 3 * 1_500),
}, () => {
  test('a shared matrix whose three legs fail: one red end, one alert, from the leg that ends it', async (t) => {
    const { services, artifacts } = await startAll(t)
    const inputs = { 'failure-alert': 'critical', 'fail-fast': 'false' }
    const results = await Promise.all(
      [0, 1, 2].map((index) =>
        runLeg(t, services, artifacts, index, 3, {
          inputs,
          steps: [{ run: 'test', name: 'Test', sleepMs: 400 * (index + 1), result: 'failure' }],
        }),
      ),
    )
    expect(results.map((result) => result.status)).toEqual(['failure', 'failure', 'failure'])
    const { signalgrid } = services
    expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 1, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    const [alert] = requestsOf(services, 'push')
    expect(activityView(end)).toMatchObject({ severity: 'CRIT' })
    expect(alert?.fields).toMatchObject({ type: 'CRIT', critical: 'true' })
    // The alert from the leg that sent the end, after it.
    const ender = results.find((result) => during(result.stage('signalgrid', 'post'), end?.at as number))
    expect(ender).toBeDefined()
    expect(during((ender as JobResult).stage('signalgrid', 'post'), alert?.at as number)).toBe(true)
    expect((alert?.at as number) >= (end?.at as number)).toBe(true)
  })
})

/** A job with one use of the action on `inputs`, then `steps`. */
function jobOf(
  services: Services,
  inputs: Readonly<Record<string, string>>,
  steps: readonly StepSpec[],
  actor = 'octocat',
) {
  return jobSpec(services, runtime, [actionStep(services, inputs, { id: 'sg' }), ...steps], {
    secrets: [services.signalgrid.clientKey, ...services.signalgrid.channels],
    context: { actor },
  })
}

async function startChannels(t: TestContext): Promise<Services> {
  return startServices(t, { signalgrid: { channel: OWNER, otherChannels: [ON_CALL, ACTOR] } })
}

describe.concurrent('alert only, and who ran the run', { timeout: 60_000 }, () => {
  test('alert only, a green job: no request at all', async (t) => {
    const services = await startChannels(t)
    const result = await run(t, jobOf(services, { mode: 'alert' }, userSteps(['Build', 'Test'], 500)))
    expect(result.status).toBe('success')
    expectCleanJob(t, result, services)
    expect(services.signalgrid.requests).toEqual([])
  })

  test('alert only, a red job: one push per channel naming the step, no activity', async (t) => {
    const services = await startChannels(t)
    const result = await run(
      t,
      jobOf(services, { mode: 'alert', channel: `${OWNER}\n${ON_CALL}` }, [
        ...userSteps(['Build'], 300),
        ...userSteps(['Test'], 300, { result: 'failure' }),
      ]),
    )
    expect(result.status).toBe('failure')
    const { signalgrid } = services
    expect(signalgrid.counts).toMatchObject({ starts: 0, updates: 0, ends: 0, pushes: 2, rejected: 0 })
    for (const channel of [OWNER, ON_CALL]) {
      const [push] = signalgrid.requestsTo(channel)
      expect(push?.kind).toBe('push')
      expect(push?.fields.body).toMatch(/failed at “Test” after \d+s/)
    }
  })

  test('the actor mapped: the alert reaches their channel beside the on-call one; unmapped, the on-call alone', async (t) => {
    const services = await startChannels(t)
    const inputs = {
      mode: 'alert',
      'failure-alert-channel': ON_CALL,
      'actor-channels': `hubot: ${OWNER}\nmona: ${ACTOR}`,
    }
    const failing = () => [...userSteps(['Deploy'], 300, { result: 'failure' as const })]
    const mapped = await run(t, jobOf(services, inputs, failing(), 'mona'))
    expect(mapped.status).toBe('failure')
    expect(services.signalgrid.requestsTo(ACTOR).map((request) => request.kind)).toEqual(['push'])
    expect(services.signalgrid.requestsTo(ON_CALL).map((request) => request.kind)).toEqual(['push'])
    expect(services.signalgrid.requestsTo(OWNER)).toEqual([])
    const unmapped = await run(t, jobOf(services, inputs, failing(), 'someone-else'))
    expect(unmapped.status).toBe('failure')
    expect(services.signalgrid.requestsTo(ACTOR)).toHaveLength(1)
    expect(services.signalgrid.requestsTo(ON_CALL)).toHaveLength(2)
    expect(services.signalgrid.requestsTo(OWNER)).toEqual([])
    for (const result of [mapped, unmapped]) expect(result.log).not.toContain(ACTOR)
  })

  test('a malformed map fails the step, naming the input and the line by number, never its content', async (t) => {
    const services = await startChannels(t)
    const result = await run(
      t,
      jobOf(
        services,
        { mode: 'alert', 'actor-channels': `mona: ${ACTOR}\nnot a line ${OWNER}` },
        userSteps(['Build'], 100),
      ),
    )
    expect(result.status).toBe('failure')
    const errors = result.annotations
      .filter((annotation) => annotation.level === 'error')
      .map((a) => a.message)
    expect(errors.join('\n')).toMatch(
      /Input "actor-channels": line 2 is not a line; allowed: one "login: channel-token" a line/,
    )
    expect(result.log).not.toContain(OWNER)
    expect(result.log).not.toContain('not a line ch')
    expect(services.signalgrid.requests).toEqual([])
  })
})

const S = 1000
const WORKFLOW = 'ci.yml'

/** Runs of ci.yml on main before this one, the oldest first: a successful one gives the pace, the others their end. */
function serveRuns(services: Services, conclusions: readonly RunConclusion[]): void {
  for (const conclusion of conclusions) {
    const added = services.github.addRun({ workflow: WORKFLOW, headBranch: 'main', conclusion })
    if (conclusion !== 'success') continue
    services.github.createFinishedJob({ runId: added.id, name: 'build' }, added.createdAt, [
      { name: 'Set up job', durationMs: 1 * S },
      { name: `Pre Run ${ACTION}`, durationMs: 0 },
      { name: `Run ${ACTION}`, durationMs: 0 },
      { name: 'Build', durationMs: 2 * S },
      { name: `Post Run ${ACTION}`, durationMs: 0 },
      { name: 'Complete job', durationMs: 0 },
    ])
  }
}

/** A job of ci.yml on main whose tracker has read the runs before its steps begin. */
function historyJob(services: Services, inputs: Readonly<Record<string, string>>) {
  return {
    ...jobSpec(
      services,
      runtime,
      [actionStep(services, inputs, { id: 'sg' }), ...userSteps(['Build'], 2_000)],
      {
        context: { workflowFile: WORKFLOW },
      },
    ),
    stageProcess: withTrackerHistory,
  }
}

describe.concurrent('"fixed": green again after red runs', { timeout: 60_000 }, () => {
  test('a success after two failed runs: the green end, then one push, not critical, “Deploy main fixed”', async (t) => {
    const services = await startServices(t)
    serveRuns(services, ['success', 'failure', 'failure'])
    const result = await run(t, historyJob(services, { title: 'Deploy main', 'failure-alert': 'critical' }))
    expect(result.status).toBe('success')
    expectCleanJob(t, result, services)
    const { signalgrid } = services
    expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 1, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    const [fixed] = requestsOf(services, 'push')
    expect(activityView(end)).toMatchObject({ severity: 'SUCCESS' })
    expect(fixed?.fields).toMatchObject({ title: 'Deploy main fixed', type: 'SUCCESS', critical: 'false' })
    expect(fixed?.fields.body).toMatch(
      /^Green again after 2 failed runs \(red since \d+h( \d+m)? ago\)\.\nhttp/,
    )
    expect((fixed?.at as number) >= (end?.at as number)).toBe(true)
  })

  test('alert only, a green job after a failed run: the “fixed” push alone, no activity', async (t) => {
    const services = await startServices(t)
    serveRuns(services, ['success', 'failure'])
    const result = await run(
      t,
      jobSpec(
        services,
        runtime,
        [
          actionStep(services, { mode: 'alert', title: 'Deploy main' }, { id: 'sg' }),
          ...userSteps(['Build'], 300),
        ],
        {
          context: { workflowFile: WORKFLOW },
        },
      ),
    )
    expect(result.status).toBe('success')
    expect(services.signalgrid.counts).toMatchObject({ starts: 0, ends: 0, pushes: 1, rejected: 0 })
    const [fixed] = requestsOf(services, 'push')
    expect(fixed?.fields).toMatchObject({ title: 'Deploy main fixed', critical: 'false' })
    expect(fixed?.fields.body).toMatch(/^Green again after 1 failed run \(red since/)
  })

  test('a success after a success, or with fixed-alert false: no push', async (t) => {
    const afterGreen = await startServices(t)
    serveRuns(afterGreen, ['failure', 'success'])
    const green = await run(t, historyJob(afterGreen, { 'failure-alert': 'critical' }))
    expect(green.status).toBe('success')
    expect(afterGreen.signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 0 })
    const off = await startServices(t)
    serveRuns(off, ['success', 'failure'])
    const quiet = await run(t, historyJob(off, { 'failure-alert': 'critical', 'fixed-alert': 'false' }))
    expect(quiet.status).toBe('success')
    expect(off.signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 0 })
  })
})

/** The first job the runner emulation runs against a fresh jobs emulator, as GitHub would number it. */
const FIRST_JOB_ID = 90_000_000_001

/** A step GitHub stops at the job's `timeout-minutes`: the job annotated as GitHub does, then cancelled. */
function timesOut(services: Services): StepSpec {
  return {
    run: 'make deploy',
    name: 'Deploy',
    sleepMs: 10_000,
    does: (job) => {
      services.github.job(FIRST_JOB_ID).annotate(...timeoutAnnotations('5m0s'))
      setTimeout(() => job.cancel(), 300)
    },
  }
}

describe.concurrent('timed out, superseded', { timeout: 60_000 }, () => {
  test('a job past its timeout-minutes: red, “Timed out after 5m at “Deploy””, with the critical alert', async (t) => {
    const services = await startServices(t)
    const result = await run(
      t,
      jobOf(services, { 'failure-alert': 'critical' }, [...userSteps(['Build'], 300), timesOut(services)]),
    )
    expect(result.status).toBe('cancelled')
    const { signalgrid } = services
    expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 1, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    expect(activityView(end)).toMatchObject({ severity: 'CRIT' })
    expect(end?.fields.body).toBe('Timed out after 5m at “Deploy”')
    const [alert] = requestsOf(services, 'push')
    expect(alert?.fields).toMatchObject({ type: 'CRIT', critical: 'true' })
    expect(alert?.fields.body).toMatch(/^Job build timed out after 5m/)
  })

  test('without checks: read (the annotations answer 403): cancelled, yellow, no alert, and the debug log says why', async (t) => {
    const services = await startServices(t)
    services.github.inject('annotations', { type: 'forbidden' }, 'always')
    const result = await run(t, {
      ...jobOf(services, { 'failure-alert': 'critical' }, [...userSteps(['Build'], 300), timesOut(services)]),
      debug: true,
    })
    expect(result.status).toBe('cancelled')
    expect(services.signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 0, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    expect(activityView(end)).toMatchObject({
      severity: 'WARN',
      body: expect.stringMatching(/^Cancelled after/),
    })
    expect(result.log).toMatch(/whether the job timed out is not known .*checks: read/)
  })

  test('a run superseded by a newer one (concurrency): grey, “Superseded by run #13”, no alert', async (t) => {
    const services = await startServices(t)
    // This run is #12 (the runner emulation's); #13 of the workflow on main waits, as concurrency leaves it.
    services.github.addRun({ workflow: WORKFLOW, headBranch: 'main', status: 'queued', runNumber: 13 })
    const cancelled: StepSpec = {
      run: 'make deploy',
      name: 'Deploy',
      sleepMs: 10_000,
      does: (job) => setTimeout(() => job.cancel(), 300),
    }
    const result = await run(t, {
      ...jobSpec(
        services,
        runtime,
        [actionStep(services, { 'failure-alert': 'critical' }, { id: 'sg' }), cancelled],
        {
          secrets: [services.signalgrid.clientKey, ...services.signalgrid.channels],
          context: { workflowFile: WORKFLOW },
        },
      ),
    })
    expect(result.status).toBe('cancelled')
    expect(services.signalgrid.counts).toMatchObject({ starts: 1, ends: 1, pushes: 0, rejected: 0 })
    const [end] = requestsOf(services, 'end')
    expect(activityView(end)).toMatchObject({ severity: 'INFO', body: 'Superseded by run #13' })
  })
})
