// A matrix job's legs sharing one activity, end to end: several legs run the bundled dist/ at once, each as
// its own runner emulation (its own RUNNER_TEMP and runtime token), meeting on one artifact-service
// emulator. Each case asserts what the Signalgrid emulator received: one start, one end, the legs' tally,
// and the final severity.
import { describe, expect, test } from 'vitest'
import { MATRIX_POLL_MS, MATRIX_TOKEN_WAIT_MS } from '../../src/constants.js'
import { BOARD_DEADLINE_MS } from '../../src/matrix/board-deadline.js'
import { CLAIM_POLL_MS, CLAIM_SETTLE_MS } from '../../src/matrix/shared-activity.js'
import { userSteps } from '../support/action-job.js'
import { ArtifactEmulator } from '../support/artifact-emulator.js'
import { ARTIFACT_CLIENT_RETRY, STAGE_OVERHEAD_MS } from '../support/bounds.js'
import type { JobResult, RunStepSpec, StageRecord } from '../support/runner-harness.js'
import {
  afterUpdates,
  expectOneActivity,
  expectWaitsBounded,
  leftOnBoard,
  legsHistory,
  matrixKey,
  osOf,
  runLeg,
  stageLimit,
  startAll,
  TITLE,
  togetherStep,
  until,
  view,
  waitedMs,
} from './board-jobs.js'
import { activityView, during, expectCleanJob, requestsOf, startServices } from './scenario.js'

describe.concurrent('a matrix job, one activity', { timeout: 60_000 }, () => {
  test('all legs succeed: one start, an update per leg before the last, one green end with every leg', async (t) => {
    const { services, artifacts } = await startAll(t)
    // Each leg finishes once the one before it has shown on the phone: the legs end one after another.
    const results = await Promise.all(
      [0, 1, 2].map((index) =>
        runLeg(t, services, artifacts, index, 3, { steps: [afterUpdates(services, index)] }),
      ),
    )
    for (const result of results) expectCleanJob(t, result, services)
    expect(view(services, 'start')).toEqual([
      expect.objectContaining({ title: TITLE, body: '0 of 3 legs done', severity: 'INFO', progress: '0' }),
    ])
    expect(view(services, 'update').map((update) => [update?.body, update?.progress])).toEqual([
      ['1 of 3 legs done', '33'],
      ['2 of 3 legs done', '66'],
    ])
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({
        title: TITLE,
        body: expect.stringMatching(/^Succeeded in \d+s · 3 legs$/),
        severity: 'SUCCESS',
        progress: '100',
        dismissalDelay: '60',
      }),
    ])
    // The sealed token is taken off the board once the activity has ended; no artifact holds it in clear.
    const token = requestsOf(services, 'end')[0]?.fields.token as string
    expect(artifacts.artifacts.some((artifact) => artifact.name.includes('-activity-'))).toBe(false)
    for (const artifact of artifacts.artifacts)
      expect(artifact.content?.toString('latin1')).not.toContain(token)
  })

  test("two calls of one reusable workflow side by side (GITHUB_JOB the same in both): each call's matrix one activity of its own, ended once", async (t) => {
    const { services, artifacts } = await startAll(t)
    // The jobs API names each leg by its call, "caller-a / build (linux)": nothing else tells the calls apart.
    // This runner does not say which workflow defines the job (job.workflow_ref): each leg reads its name.
    const results = await Promise.all(
      ['caller-a', 'caller-b'].flatMap((caller) =>
        [0, 1].map((index) =>
          runLeg(t, services, artifacts, index, 2, { jobName: `${caller} / build (${osOf(index)})` }),
        ),
      ),
    )
    for (const result of results) expectCleanJob(t, result, services)
    expect(results.flatMap((result) => result.annotations)).toEqual([])
    const activities = services.signalgrid.phone.activities
    expect(activities).toHaveLength(2)
    expect(view(services, 'start')).toHaveLength(2)
    const ends = requestsOf(services, 'end')
    expect(ends.map((end) => [end.outcome, activityView(end)?.body])).toEqual([
      ['accepted', expect.stringMatching(/^Succeeded in \d+s · 2 legs$/)],
      ['accepted', expect.stringMatching(/^Succeeded in \d+s · 2 legs$/)],
    ])
    expect(new Set(ends.map((end) => end.fields.token)).size).toBe(2)
    // Each call's notes under a name of its own: the board shows no note both calls read.
    const matrices = new Set(
      artifacts.requests.flatMap(
        (call) => /^signalgrid-(build\.[0-9a-f]{12})-/.exec(call.name ?? '')?.[1] ?? [],
      ),
    )
    expect(matrices.size).toBe(2)
  })

  test("the legs' usual times weigh the bar and give the time left: the longest leg done moves it furthest; the end says the usual time", async (t) => {
    const { services, artifacts } = await startAll(t)
    // The last successful run: linux took 10 s, macos 30 s, windows 60 s.
    const earlier = legsHistory(services, { linux: 10, macos: 30, windows: 60 })
    // windows ends first, then linux, then macos.
    await Promise.all(
      [1, 2, 0]
        .map((updates) => afterUpdates(services, updates))
        .map((step, index) =>
          runLeg(t, services, artifacts, index, 3, { steps: [step], workflowFile: 'ci.yml' }),
        ),
    )
    // The time left: the longest usual time of the legs to come (macos, 30 s), less the time gone by. The first
    // update to count each leg: windows done weighs 60 of the legs' 100 s, linux 10 more. Time-driven updates may
    // come between them on a slow machine (the bar moves with the clock), and never take the bar back.
    const updates = view(services, 'update')
    const counting = (done: number) =>
      updates.find((update) => update?.body?.startsWith(`${done} of 3 legs done`))
    // At most 30 s, whenever it comes: windows's 60 s would say more.
    expect(counting(1)?.body).toMatch(/^1 of 3 legs done · (about [123]0s|a few seconds) left$/)
    expect(Number(counting(1)?.progress)).toBeGreaterThanOrEqual(60)
    expect(counting(2)?.body).toMatch(/^2 of 3 legs done · (about [123]0s|a few seconds) left$/)
    expect(Number(counting(2)?.progress)).toBeGreaterThanOrEqual(70)
    const bars = updates.map((update) => Number(update?.progress))
    expect(bars).toEqual([...bars].sort((a, b) => a - b))
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(/^Succeeded in \d+s \(usually 1m 0s\) · 3 legs$/),
        progress: '100',
      }),
    ])
    // The history read once, by the leg that started the activity: its own name, the runs list, the run's jobs.
    // Then only that leg's tracker, which shows the legs between their ends, reading this run's jobs. No leg
    // reads its job as it joins: the workflow that defines it is the run's (job.workflow_ref), so no call.
    const urls = services.github.requests.map((request) => request.url.replace(/\?.*/, ''))
    expect(urls.slice(0, 3)).toEqual([
      expect.stringMatching(/\/actions\/jobs\/\d+$/),
      expect.stringMatching(/\/actions\/workflows\/ci.yml\/runs$/),
      expect.stringMatching(new RegExp(`/actions/runs/${earlier.id}/jobs$`)),
    ])
    for (const url of urls.slice(3)) expect(url).toMatch(/\/actions\/runs\/\d+\/attempts\/1\/jobs$/)
  })

  test('a quota that holds only the end: the leg that would take it sends no update, and says why', async (t) => {
    // The start leaves 2 requests; without a failure alert, the end needs 1 of them.
    const services = await startServices(t, { signalgrid: { quota: 3 } })
    const artifacts = await ArtifactEmulator.start()
    t.onTestFinished(() => artifacts.close())
    // Each leg's step ends once the leg before it has ended its job: the tally each leg reads is certain.
    const jobs: Promise<JobResult>[] = []
    for (const index of [0, 1, 2]) {
      const afterPrevious: RunStepSpec = {
        run: 'test',
        name: 'Test',
        sleepMs: 300,
        does: () => jobs[index - 1],
      }
      jobs.push(runLeg(t, services, artifacts, index, 3, { steps: [afterPrevious] }))
    }
    const results = await Promise.all(jobs)
    const kept = results.map(
      (result) =>
        result.annotations.filter((annotation) => annotation.message.includes('to keep the quota')).length,
    )
    expect(kept).toEqual([0, 1, 0])
    expect(view(services, 'update').map((update) => update?.body)).toEqual(['1 of 3 legs done'])
    expect(view(services, 'end')).toEqual([expect.objectContaining({ severity: 'SUCCESS' })])
    expect(services.signalgrid.remaining).toBe(0)
  })

  test('one leg fails under fail-fast: red at once, naming the leg; the end once the cancelled legs have reported', async (t) => {
    const { services, artifacts } = await startAll(t)
    let failed!: () => void
    const failing = new Promise<void>((resolve) => {
      failed = resolve
    })
    // Fail-fast cancels the running legs once the failed one has ended; leg 3 never starts.
    const cancelledOnFailure: RunStepSpec = {
      run: 'test',
      name: 'Test',
      does: () => failing,
      result: 'cancelled',
    }
    const results = await Promise.all([
      runLeg(t, services, artifacts, 0, 4, { steps: [cancelledOnFailure], debug: true }),
      runLeg(t, services, artifacts, 1, 4, {
        steps: [{ run: 'test', name: 'Test', sleepMs: 500, result: 'failure' }],
        debug: true,
      }).then((result) => {
        failed()
        return result
      }),
      runLeg(t, services, artifacts, 2, 4, { steps: [cancelledOnFailure], debug: true }),
    ])
    expect(results.map((result) => result.status)).toEqual(['cancelled', 'failure', 'cancelled'])
    for (const result of results) expectCleanJob(t, result, services)
    expectOneActivity(t, services)
    // Red from the failed leg's own end, while the other legs still ran.
    const [red, ...others] = requestsOf(services, 'update')
    expect(activityView(red)).toMatchObject({ body: '1 of 4 legs done · 1 failed: macos', severity: 'CRIT' })
    expect(during(results[1]?.stage('signalgrid', 'post') as StageRecord, red?.at ?? 0)).toBe(true)
    expect(others.map((update) => activityView(update)?.severity)).not.toContain('INFO')
    // Every leg that ran is counted; the one that never started is not waited for.
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(/^Failed after \d+s · 3 of 4 legs done · 1 failed: macos$/),
        severity: 'CRIT',
        progress: '75',
      }),
    ])
    expectWaitsBounded(t, results)
    // A re-run of the failed legs runs all three again: nothing of this attempt is needed but the end's claim.
    expect(leftOnBoard(artifacts)).toEqual(['a1-end'])
  })

  test('an experimental leg (continue-on-error under fail-fast) fails: red at once, the end once the others are done', async (t) => {
    const { services, artifacts } = await startAll(t)
    let failedJobDone!: () => void
    const failedJob = new Promise<void>((resolve) => {
      failedJobDone = resolve
    })
    // Nothing cancels the others: leg 0 ends after the failed leg's whole job, leg 2 after leg 0 has shown.
    const results = await Promise.all([
      runLeg(t, services, artifacts, 0, 3, {
        steps: [{ run: 'test', name: 'Test', sleepMs: 300, does: () => failedJob }],
        debug: true,
      }),
      runLeg(t, services, artifacts, 1, 3, {
        steps: [{ run: 'test', name: 'Test', sleepMs: 500, result: 'failure' }],
        debug: true,
      }).then((result) => {
        failedJobDone()
        return result
      }),
      runLeg(t, services, artifacts, 2, 3, {
        steps: [
          {
            run: 'test',
            name: 'Test',
            sleepMs: 300,
            does: () => until(() => requestsOf(services, 'update').length >= 2),
          },
        ],
        debug: true,
      }),
    ])
    expect(results.map((result) => result.status)).toEqual(['success', 'failure', 'success'])
    for (const result of results) expectCleanJob(t, result, services)
    expectOneActivity(t, services)
    expect(view(services, 'update').map((update) => [update?.body, update?.severity])).toEqual([
      ['1 of 3 legs done · 1 failed: macos', 'CRIT'],
      ['2 of 3 legs done · 1 failed: macos', 'CRIT'],
    ])
    const [red] = requestsOf(services, 'update')
    expect(during(results[1]?.stage('signalgrid', 'post') as StageRecord, red?.at ?? 0)).toBe(true)
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(/^Failed after \d+s · 3 of 3 legs done · 1 failed: macos$/),
        severity: 'CRIT',
        progress: '100',
      }),
    ])
    // The end came from the last leg, after the failed leg's job was over.
    const [end] = requestsOf(services, 'end')
    expect(during(results[2]?.stage('signalgrid', 'post') as StageRecord, end?.at ?? 0)).toBe(true)
    expectWaitsBounded(t, results)
    // What a re-run of the failed leg needs: the others' reports. The last leg ended it with no claim: no
    // other leg could see the matrix complete.
    expect(leftOnBoard(artifacts).sort()).toEqual(['leg-0-a1-success', 'leg-2-a1-success'])
  })

  test('two legs that finish in the same second: both see the matrix complete, and only one ends it', async (t) => {
    const { services, artifacts } = await startAll(t)
    const lastStep = togetherStep(artifacts)
    const results = await Promise.all(
      [0, 1].map((index) => runLeg(t, services, artifacts, index, 2, { steps: [lastStep], debug: true })),
    )
    for (const result of results) expectCleanJob(t, result, services)
    const yielded = results.filter((result) => result.log.includes('another leg claimed its end'))
    expect(yielded).toHaveLength(1)
    // The lost claim is the protocol working, not a problem to show in the job's annotations.
    expect(results.flatMap((result) => result.annotations)).toEqual([])
    expect(view(services, 'start')).toHaveLength(1)
    expect(view(services, 'update')).toEqual([])
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({ body: expect.stringMatching(/ · 2 legs$/), severity: 'SUCCESS' }),
    ])
  })

  test('a listing that lags behind new artifacts: two legs that finish together still end the activity once', async (t) => {
    const { services, artifacts } = await startAll(t)
    // Longer than the legs' two reports take to be left one after the other, shorter than a claim is looked for.
    artifacts.listingLagMs = 1_500
    const together = togetherStep(artifacts)
    const results = await Promise.all(
      [0, 1].map((index) => runLeg(t, services, artifacts, index, 2, { steps: [together], debug: true })),
    )
    for (const result of results) expectCleanJob(t, result, services, { stageLimitMs: stageLimit() })
    expectOneActivity(t, services)
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({ body: expect.stringMatching(/ · 2 legs$/), severity: 'SUCCESS' }),
    ])
    // A leg whose own report was not listed yet knew the listing lagged, and looked again.
    const lagged = results.filter((result) =>
      /waited [\d.]+ s for the board to list this leg's report/.test(result.log),
    )
    expect(lagged.length).toBeGreaterThanOrEqual(1)
    expect(results.flatMap((result) => result.annotations)).toEqual([])
    expectWaitsBounded(t, results)
    // Only the end's claim may be left: made a moment before the clean-up's listing, it was not listed yet.
    expect(leftOnBoard(artifacts).filter((name) => name !== 'a1-end')).toEqual([])
  })

  test("a re-run of the failed leg: its own start and end, counting the others' earlier results", async (t) => {
    const { services, artifacts } = await startAll(t)
    const noFailFast = { 'fail-fast': 'false' }
    // The legs end one after another, each once the one before has shown its tally: the last sees the others
    // done, where steps 1.5 s apart let two legs' posts meet on a busy machine, both see the matrix complete,
    // and claim its end (which a failed matrix keeps on the board).
    await Promise.all(
      [0, 1, 2].map((index) =>
        runLeg(t, services, artifacts, index, 3, {
          inputs: noFailFast,
          steps: [
            index === 0
              ? { run: 'test', name: 'Test', sleepMs: 300, result: 'failure' }
              : afterUpdates(services, index),
          ],
        }),
      ),
    )
    // The leg that ends it names the failed one by its label, read from that leg's report.
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(/^Failed after \d+s · 3 of 3 legs done · 1 failed: linux$/),
        severity: 'CRIT',
      }),
    ])
    const firstAttempt = services.signalgrid.requests.length

    // What the re-run of the failed leg needs: the others' reports.
    expect(leftOnBoard(artifacts).sort()).toEqual(['leg-1-a1-success', 'leg-2-a1-success'])

    const rerun = await runLeg(t, services, artifacts, 0, 3, { attempt: 2, inputs: noFailFast })
    expectCleanJob(t, rerun, services)
    expect(leftOnBoard(artifacts)).toEqual([])
    const second = services.signalgrid.requests.slice(firstAttempt).map((request) => activityView(request))
    expect(second.map((request) => request?.kind)).toEqual(['start', 'end'])
    expect(second[1]).toMatchObject({
      body: expect.stringMatching(/^Succeeded in \d+s · 3 legs$/),
      severity: 'SUCCESS',
    })
  })

  test('the artifact service down: each leg shows its own activity, says so once, and is not held up', async (t) => {
    const { services, artifacts } = await startAll(t)
    await artifacts.down()
    const results = await Promise.all([0, 1].map((index) => runLeg(t, services, artifacts, index, 2)))
    for (const result of results) {
      expectCleanJob(t, result, services, { stageLimitMs: STAGE_OVERHEAD_MS + BOARD_DEADLINE_MS })
      const notices = result.annotations.filter((annotation) =>
        annotation.message.includes('cannot share one activity'),
      )
      expect(notices).toHaveLength(1)
    }
    expect(view(services, 'start')).toHaveLength(2)
    expect(view(services, 'end').map((end) => end?.severity)).toEqual(['SUCCESS', 'SUCCESS'])
  })

  test('GitHub Enterprise Server, whose artifact client refuses every call: each leg shows its own activity, says so once', async (t) => {
    const { services, artifacts } = await startAll(t)
    const ghes = { serverUrl: 'https://github.example.com' }
    const results = await Promise.all([0, 1].map((index) => runLeg(t, services, artifacts, index, 2, ghes)))
    for (const result of results) {
      expectCleanJob(t, result, services)
      const notices = result.annotations.filter((annotation) => annotation.properties.title === 'Signalgrid')
      expect(notices.map((notice) => notice.message)).toEqual([
        expect.stringMatching(
          /cannot share one activity .*not currently supported on GHES.*this leg shows its own/,
        ),
      ])
    }
    expect(view(services, 'start')).toHaveLength(2)
    expect(view(services, 'end').map((end) => end?.severity)).toEqual(['SUCCESS', 'SUCCESS'])
    expect(artifacts.requests).toEqual([])
  })

  test('the token never appears: the legs wait a bounded time at their end, then show their own', async (t) => {
    const { services, artifacts } = await startAll(t)
    // Leg 0 claimed the start, and its runner died before it published the token.
    const claim = artifacts.store(matrixKey(services).signed('signalgrid-build-a1-start'), '0')
    const leg = await runLeg(t, services, artifacts, 1, 2)
    expectCleanJob(t, leg, services, { stageLimitMs: STAGE_OVERHEAD_MS + MATRIX_TOKEN_WAIT_MS })
    // The token follows a claim by one upload: the wait is counted from the claim.
    expect(leg.stage('signalgrid', 'post').exitedAt - claim.createdAt.getTime()).toBeGreaterThanOrEqual(
      MATRIX_TOKEN_WAIT_MS - MATRIX_POLL_MS,
    )
    expect(
      leg.annotations.filter((annotation) => annotation.message.includes('did not appear')),
    ).toHaveLength(1)
    expect(view(services, 'start')).toEqual([expect.objectContaining({ title: TITLE, progress: '0' })])
    const [end] = view(services, 'end')
    expect(end).toMatchObject({ severity: 'SUCCESS', progress: '100' })
    // Its own activity says how long this leg took, from its start through the wait.
    const tookSeconds = Number(/^Succeeded in (\d+)s$/.exec(end?.body ?? '')?.[1])
    const waitedFrom = leg.stage('signalgrid', 'pre').exitedAt
    const gaveUp = claim.createdAt.getTime() + MATRIX_TOKEN_WAIT_MS - MATRIX_POLL_MS
    expect(tookSeconds).toBeGreaterThanOrEqual(Math.floor((gaveUp - waitedFrom) / 1000))
    expect(view(services, 'end')).toHaveLength(1)
  })

  test("the start's claim whose answer was lost (the client's retry meets its own name): the legs claim again, one activity", async (t) => {
    const { services, artifacts } = await startAll(t)
    // The first create is carried out and its answer lost: the name is burnt, held and never listed.
    artifacts.inject('CreateArtifact', { type: 'lost' })
    const results = await Promise.all(
      [0, 1, 2].map((index) =>
        runLeg(t, services, artifacts, index, 3, { steps: [afterUpdates(services, index)], debug: true }),
      ),
    )
    for (const result of results)
      expectCleanJob(t, result, services, { stageLimitMs: stageLimit(ARTIFACT_CLIENT_RETRY.firstWaitMs) })
    expectOneActivity(t, services)
    expect(view(services, 'update').map((update) => update?.body)).toEqual([
      '1 of 3 legs done',
      '2 of 3 legs done',
    ])
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({ body: expect.stringMatching(/ · 3 legs$/), severity: 'SUCCESS' }),
    ])
    // The start was claimed again under the next name, after the first had not been listed for a while.
    const burnt = artifacts.artifacts
      .filter((artifact) => !artifact.finalized)
      .map((artifact) => artifact.name)
    expect(burnt).toEqual([matrixKey(services).signed('signalgrid-build-a1-start')])
    const pres = results.map((result) => result.stage('signalgrid', 'pre'))
    expect(Math.max(...pres.map(waitedMs))).toBeGreaterThanOrEqual(CLAIM_SETTLE_MS - CLAIM_POLL_MS)
    // The token is there by the legs' ends: no post waits for it, and none shows an activity of its own.
    for (const result of results) expect(waitedMs(result.stage('signalgrid', 'post'))).toBeLessThan(5_000)
    expect(results.flatMap((result) => result.annotations)).toEqual([])
    expectWaitsBounded(t, results, ARTIFACT_CLIENT_RETRY.firstWaitMs)
    expect(leftOnBoard(artifacts)).toEqual([])
  })

  test("a burnt end's claim (created, never finalized): two legs that finish together claim the end again, one ends it", async (t) => {
    const { services, artifacts } = await startAll(t)
    artifacts.burn(matrixKey(services).signed('signalgrid-build-a1-end'))
    const together = togetherStep(artifacts)
    const results = await Promise.all(
      [0, 1].map((index) => runLeg(t, services, artifacts, index, 2, { steps: [together], debug: true })),
    )
    for (const result of results) expectCleanJob(t, result, services, { stageLimitMs: stageLimit() })
    expectOneActivity(t, services)
    expect(view(services, 'update')).toEqual([])
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({ body: expect.stringMatching(/ · 2 legs$/), severity: 'SUCCESS' }),
    ])
    // Both met the burnt name, looked for it for a while, then claimed the next one: one of them won.
    for (const result of results) {
      expect(waitedMs(result.stage('signalgrid', 'post'))).toBeGreaterThanOrEqual(
        CLAIM_SETTLE_MS - CLAIM_POLL_MS,
      )
    }
    expect(results.filter((result) => result.log.includes('another leg claimed its end'))).toHaveLength(1)
    expect(results.flatMap((result) => result.annotations)).toEqual([])
    expectWaitsBounded(t, results)
    // The burnt name is no artifact the run shows; everything else of ours is gone.
    expect(leftOnBoard(artifacts)).toEqual([])
  })

  test('max-parallel 1 under fail-fast: the first leg fails, the queued legs never start, and the end goes out at once', async (t) => {
    const { services, artifacts } = await startAll(t)
    // Legs 2 and 3 wait in the queue; fail-fast cancels them once leg 1's job has ended.
    for (const os of ['macos', 'windows'])
      services.github.createJob({ runId: 7_000_000_001, name: `build (${os})` })
    const result = await runLeg(t, services, artifacts, 0, 3, {
      steps: [{ run: 'test', name: 'Test', sleepMs: 300, result: 'failure' }],
      debug: true,
    })
    expectCleanJob(t, result, services)
    expectOneActivity(t, services)
    expect(view(services, 'update')).toEqual([])
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(/^Failed after \d+s · 1 of 3 legs done · 1 failed: linux$/),
        severity: 'CRIT',
      }),
    ])
    expect(waitedMs(result.stage('signalgrid', 'post'))).toBe(0)
    expect(leftOnBoard(artifacts)).toEqual(['a1-end'])
  })

  test('max-parallel 2: later legs start as earlier ones end; one start, one end with every leg', async (t) => {
    const { services, artifacts } = await startAll(t)
    const legs = (first: number) =>
      runLeg(t, services, artifacts, first, 4, { debug: true }).then(() =>
        runLeg(t, services, artifacts, first + 2, 4, { debug: true }),
      )
    await Promise.all([legs(0), legs(1)])
    expectOneActivity(t, services)
    expect(view(services, 'end')).toEqual([
      expect.objectContaining({ body: expect.stringMatching(/ · 4 legs$/), severity: 'SUCCESS' }),
    ])
    expect(leftOnBoard(artifacts)).toEqual([])
  })

  test('per-leg: each leg its own activity with its steps, and nothing on the board', async (t) => {
    const { services, artifacts } = await startAll(t)
    // A step long enough for each leg's tracker to see it.
    const steps = userSteps(['Build'], 4_000)
    const results = await Promise.all(
      [0, 1].map((index) =>
        runLeg(t, services, artifacts, index, 2, { inputs: { matrix: 'per-leg' }, steps }),
      ),
    )
    for (const result of results) expectCleanJob(t, result, services)
    expect(view(services, 'start')).toHaveLength(2)
    expect(view(services, 'end')).toHaveLength(2)
    expect(artifacts.requests).toEqual([])
    // Each leg's activity shows that leg's steps, as a job alone: its sibling is no part of it.
    const tokens = requestsOf(services, 'end').map((end) => end.fields.token)
    for (const token of tokens) {
      const bodies = requestsOf(services, 'update')
        .filter((update) => update.fields.token === token)
        .map((update) => update.fields.body)
      expect(bodies).toContain('Step 1 of 1 · Build')
    }
  })
})
