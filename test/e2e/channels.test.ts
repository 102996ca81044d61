// One use of the action on several channels, end to end: the bundled dist/ run by the runner harness against
// one Signalgrid emulator whose account has three channels. Each case asserts what each channel received:
// its own activity (one start, the same updates as the others at the same time, one end), or its pushes.
import { describe, expect, type TestContext, test } from 'vitest'
import { actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { ArtifactEmulator } from '../support/artifact-emulator.js'
import { nodeRuntimes } from '../support/runner/node-runtimes.js'
import type { JobResult, MatrixLeg, NodeRuntime, StepSpec } from '../support/runner-harness.js'
import type { RecordedRequest } from '../support/signalgrid-emulator.js'
import { expectCleanJob, run, runJobs, startServices } from './scenario.js'

const FAST = { 'min-update-interval': '1' }
const OWNER = 'ch_owner_5d1f0a9e3c7b'
const TEAM = 'ch_team_8a2e6c4b0d9f'
const ON_CALL = 'ch_oncall_1b7d3f5a9e2c'
const OS = ['linux', 'macos', 'windows']
// The channels' code is the same on every runtime; the lifecycle suites cover both.
const runtime = nodeRuntimes().available.at(-1) as NodeRuntime

async function startChannels(t: TestContext): Promise<Services> {
  return startServices(t, { signalgrid: { channel: OWNER, otherChannels: [TEAM, ON_CALL] } })
}

/** A job whose `channel` names `channels`; the runner masks every secret the workflow names. */
function channelsJob(
  services: Services,
  channels: readonly string[],
  inputs: Readonly<Record<string, string>>,
  steps: readonly StepSpec[],
  spec: Parameters<typeof jobSpec>[3] = {},
) {
  return jobSpec(
    services,
    runtime,
    [actionStep(services, { ...FAST, channel: channels.join('\n'), ...inputs }, { id: 'sg' }), ...steps],
    { secrets: [services.signalgrid.clientKey, ...services.signalgrid.channels], ...spec },
  )
}

/** "start accepted", "update accepted", …: what one channel received, in order. */
function received(services: Services, channel: string): string[] {
  return services.signalgrid.requestsTo(channel).map((request) => `${request.kind} ${request.outcome}`)
}

/** What the phone shows from one request, apart from which activity it is. */
function shown(request: RecordedRequest): string {
  const { body, progress, severity, steps } = request.fields
  return `${request.kind}: ${body} · ${progress}% · ${severity} · ${steps ?? '-'} steps`
}

const warnings = (result: JobResult) =>
  result.annotations.filter((annotation) => annotation.level === 'warning').map((a) => a.message)

describe.concurrent('one use, several channels', { timeout: 60_000 }, () => {
  test('a successful job on three channels: each its own start and end, the same updates at the same time', async (t) => {
    const services = await startChannels(t)
    const channels = [OWNER, TEAM, ON_CALL]
    const result = await run(
      t,
      channelsJob(services, channels, {}, userSteps(['Install', 'Build', 'Test'], 1_300)),
    )
    expect(result.status).toBe('success')
    expectCleanJob(t, result, services)
    expect(result.annotations).toEqual([])

    const [owner, team, onCall] = channels.map((channel) => services.signalgrid.requestsTo(channel))
    for (const requests of [owner, team, onCall] as RecordedRequest[][]) {
      expect(requests[0]?.kind).toBe('start')
      expect(requests.at(-1)?.kind).toBe('end')
      expect(requests.slice(1, -1).map((request) => request.kind)).toEqual(
        requests.slice(1, -1).map(() => 'update'),
      )
      // Each activity is addressed by its own start's token.
      const token = JSON.parse(requests[0]?.answer?.body ?? '{}').activity_update_token
      for (const request of requests.slice(1)) expect(request.fields.token).toBe(token)
    }
    // The same content on every channel, sent together.
    expect((owner as RecordedRequest[]).length).toBeGreaterThanOrEqual(3)
    expect((team as RecordedRequest[]).map(shown)).toEqual((owner as RecordedRequest[]).map(shown))
    expect((onCall as RecordedRequest[]).map(shown)).toEqual((owner as RecordedRequest[]).map(shown))
    // Each round reaches every channel before the next round reaches any.
    const rounds = (owner as RecordedRequest[]).map((_, index) =>
      [owner, team, onCall].map((requests) => (requests as RecordedRequest[])[index]?.at as number),
    )
    rounds.slice(1).forEach((round, index) => {
      expect(Math.min(...round)).toBeGreaterThan(Math.max(...(rounds[index] as number[])))
    })
    expect(services.signalgrid.counts).toMatchObject({ starts: 3, ends: 3, rejected: 0, droppedBySpacing: 0 })
    expect(services.signalgrid.phone.activities.map((activity) => activity.view.severity)).toEqual([
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
    ])

    // One value carries the three activities: the output, the variable, and what the job summary lists.
    const token = result.outputs.sg?.['activity-token'] as string
    expect(token).toMatch(/^[0-9a-f]{8}:[A-Z0-9]{5},[0-9a-f]{8}:[A-Z0-9]{5},[0-9a-f]{8}:[A-Z0-9]{5}$/)
    expect(result.env).toEqual({ SIGNALGRID_ACTIVITY_TOKEN: token })
    const requests = services.signalgrid.requests.length
    expect(result.summary).toContain(`${requests} requests to Signalgrid`)
    expect(result.summary).toContain('| 1 ✓ · 2 ✓ · 3 ✓ |')
  })

  test('a channel whose token is invalid from the start: a warning naming it by position, and nothing more to it', async (t) => {
    const services = await startChannels(t)
    const wrong = 'ch_deleted_0e4c2a8f6b1d'
    const channels = [OWNER, wrong, TEAM]
    const result = await run(
      t,
      channelsJob(services, channels, {}, userSteps(['Build', 'Test'], 1_300), {
        secrets: [services.signalgrid.clientKey, ...channels],
      }),
    )
    expect(result.status).toBe('success')
    expect(received(services, wrong)).toEqual(['start rejected'])
    for (const channel of [OWNER, TEAM]) {
      const kinds = received(services, channel)
      expect(kinds[0]).toBe('start accepted')
      expect(kinds.at(-1)).toBe('end accepted')
      expect(kinds).not.toContain('update rejected')
    }
    expect(warnings(result)).toEqual([
      'Signalgrid: channel 2 of 3: could not start the activity: Signalgrid refused the activity start: Parameter error: channel is invalid (code 400)',
    ])
    for (const text of [result.log, JSON.stringify(result.annotations), result.summary]) {
      expect(text).not.toContain(wrong)
    }
    expect(result.outputs.sg?.['activity-token']).toMatch(
      /^[0-9a-f]{8}:[A-Z0-9]{5},[0-9a-f]{8}:,[0-9a-f]{8}:[A-Z0-9]{5}$/,
    )
    expect(result.summary).toContain('| 1 ✓ · 2 – · 3 ✓ |')
  })

  test('a channel refused throughout: the others go on to their end; it is named by position, never by token', async (t) => {
    const services = await startChannels(t)
    services.signalgrid.refuseChannel(TEAM, ['update', 'end'])
    const channels = [OWNER, TEAM, ON_CALL]
    const result = await run(t, channelsJob(services, channels, {}, userSteps(['Build', 'Test'], 1_300)))
    expect(result.status).toBe('success')
    const refused = received(services, TEAM)
    expect(refused[0]).toBe('start accepted')
    expect(refused.slice(1).every((kind) => kind.endsWith('rejected'))).toBe(true)
    expect(refused.at(-1)).toBe('end rejected')
    for (const channel of [OWNER, ON_CALL]) {
      const kinds = received(services, channel)
      expect(kinds.at(-1)).toBe('end accepted')
      expect(kinds.filter((kind) => kind === 'update accepted').length).toBe(refused.length - 2)
    }
    expect(warnings(result)).toEqual([
      'Signalgrid: channel 2 of 3: could not end the activity; it may stay on that phone until it expires: Signalgrid refused the activity end: Parameter error: channel is invalid (code 400)',
    ])
    for (const text of [result.log, JSON.stringify(result.annotations), result.summary]) {
      for (const channel of channels) expect(text).not.toContain(channel)
    }
    expect(result.summary).toMatch(
      /\| end \| 100% \| SUCCESS \| Succeeded in \d+s \| 1 ✓ · 2 ⚠️ Signalgrid refused/,
    )
  })

  test('push mode: one push to each channel, the same', async (t) => {
    const services = await startChannels(t)
    const result = await run(
      t,
      channelsJob(
        services,
        [OWNER, ON_CALL],
        { mode: 'push', title: 'Deployed', body: 'v1.4.0 is live' },
        [],
      ),
    )
    expect(result.status).toBe('success')
    expectCleanJob(t, result, services)
    expect(services.signalgrid.requests.map((request) => [request.kind, request.fields.channel])).toEqual(
      expect.arrayContaining([
        ['push', OWNER],
        ['push', ON_CALL],
      ]),
    )
    expect(services.signalgrid.requests).toHaveLength(2)
    expect(services.signalgrid.phone.notifications.map((push) => `${push.title}: ${push.body}`)).toEqual([
      'Deployed: v1.4.0 is live',
      'Deployed: v1.4.0 is live',
    ])
    expect(result.outputs.sg?.remaining).toBe(String(services.signalgrid.remaining))
  })

  test('failure-alert-channel: the failed job’s alert goes there alone, the activity to `channel`', async (t) => {
    const services = await startChannels(t)
    const result = await run(
      t,
      channelsJob(services, [OWNER, TEAM], { 'failure-alert-channel': ON_CALL }, [
        ...userSteps(['Build'], 1_300),
        ...userSteps(['Release'], 300, { result: 'failure' }),
      ]),
    )
    expect(result.status).toBe('failure')
    expectCleanJob(t, result, services)
    expect(received(services, ON_CALL)).toEqual(['push accepted'])
    for (const channel of [OWNER, TEAM]) {
      const kinds = received(services, channel)
      expect(kinds[0]).toBe('start accepted')
      expect(kinds.at(-1)).toBe('end accepted')
      expect(kinds).not.toContain('push accepted')
    }
    const [alert] = services.signalgrid.requestsTo(ON_CALL)
    // `failure-alert` unset: a channel for the alert asks for a push, not a critical one.
    expect(alert?.fields).toMatchObject({ type: 'CRIT', critical: 'false' })
    expect(alert?.fields.body).toContain('failed at “Release”')
  })

  test('a pipeline attaches through the combined token: each channel one start, one end, from the last job', async (t) => {
    const services = await startChannels(t)
    const channels = [OWNER, TEAM]
    const tokenOf = (result: JobResult | undefined) => result?.outputs.sg?.['activity-token'] as string
    const [build, deploy] = (await runJobs(t, [
      () =>
        channelsJob(services, channels, { 'end-activity': 'on-failure' }, userSteps(['Compile'], 1_300), {
          context: { job: 'build', jobName: 'build' },
        }),
      (previous) =>
        channelsJob(
          services,
          channels,
          { 'activity-token': tokenOf(previous[0]), 'end-activity': 'always' },
          userSteps(['Release'], 1_300),
          { context: { job: 'deploy', jobName: 'deploy' } },
        ),
    ])) as [JobResult, JobResult]
    for (const result of [build, deploy]) {
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services)
      expect(result.annotations).toEqual([])
      expect(tokenOf(result)).toBe(tokenOf(build))
    }
    for (const channel of channels) {
      const requests = services.signalgrid.requestsTo(channel)
      expect(requests.filter((request) => request.kind === 'start')).toHaveLength(1)
      const ends = requests.filter((request) => request.kind === 'end')
      expect(ends).toHaveLength(1)
      expect((ends[0] as RecordedRequest).at).toBeGreaterThan(deploy.stage('sg', 'post').startedAt)
    }
  })

  test('a job attaching with other channels than the starter’s says so, and follows the starter’s', async (t) => {
    const services = await startChannels(t)
    const tokenOf = (result: JobResult | undefined) => result?.outputs.sg?.['activity-token'] as string
    const [, deploy] = (await runJobs(t, [
      () =>
        channelsJob(services, [OWNER, TEAM], { 'end-activity': 'on-failure' }, userSteps(['Compile'], 300), {
          context: { job: 'build', jobName: 'build' },
        }),
      (previous) =>
        channelsJob(
          services,
          [OWNER, ON_CALL],
          { 'activity-token': tokenOf(previous[0]), 'end-activity': 'always' },
          userSteps(['Release'], 300),
          { context: { job: 'deploy', jobName: 'deploy' } },
        ),
    ])) as [JobResult, JobResult]
    expect(deploy.status).toBe('success')
    expect(warnings(deploy)).toEqual([
      "Signalgrid: `channel` names other channels than the step that started the activity; the activity stays on that step's 2 channels; this step does not name channel 2 of 2 of them, so it sends that one nothing.",
    ])
    expect(received(services, ON_CALL)).toEqual([])
    expect(received(services, OWNER).filter((kind) => kind === 'end accepted')).toHaveLength(1)
    expect(received(services, TEAM).filter((kind) => kind === 'end accepted')).toHaveLength(0)
  })

  test('jobs sharing a name on two channels: the sealed token carries both activities', async (t) => {
    const services = await startChannels(t)
    const artifacts = await ArtifactEmulator.start()
    t.onTestFinished(() => artifacts.close())
    const channels = [OWNER, TEAM]
    const named = (job: string, inputs: Readonly<Record<string, string>>) =>
      run(
        t,
        channelsJob(services, channels, { 'activity-name': 'release', ...inputs }, userSteps([job], 1_000), {
          context: { job, jobName: job },
          artifacts,
        }),
      )
    const build = await named('build', {})
    const deploy = await named('deploy', { 'end-activity': 'always' })
    for (const result of [build, deploy]) {
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services)
      expect(result.annotations).toEqual([])
    }
    expect(deploy.outputs.sg?.['activity-token']).toBe(build.outputs.sg?.['activity-token'])
    for (const channel of channels) {
      const kinds = received(services, channel)
      expect(kinds.filter((kind) => kind === 'start accepted')).toHaveLength(1)
      expect(kinds.filter((kind) => kind === 'end accepted')).toHaveLength(1)
      expect(kinds.at(-1)).toBe('end accepted')
    }
  })

  test('a job sharing a name with other channels than the starter’s says so, and follows the starter’s', async (t) => {
    const services = await startChannels(t)
    const artifacts = await ArtifactEmulator.start()
    t.onTestFinished(() => artifacts.close())
    const named = (job: string, channels: readonly string[], inputs: Readonly<Record<string, string>>) =>
      run(
        t,
        channelsJob(services, channels, { 'activity-name': 'release', ...inputs }, userSteps([job], 1_000), {
          context: { job, jobName: job },
          artifacts,
        }),
      )
    const build = await named('build', [OWNER, TEAM], {})
    const deploy = await named('deploy', [OWNER, ON_CALL], { 'end-activity': 'always' })
    expect(deploy.status).toBe('success')
    expect(deploy.outputs.sg?.['activity-token']).toBe(build.outputs.sg?.['activity-token'])
    expect(warnings(deploy)).toEqual([
      "Signalgrid: `channel` names other channels than the step that started the activity; the activity stays on that step's 2 channels; this step does not name channel 2 of 2 of them, so it sends that one nothing.",
    ])
    expect(received(services, ON_CALL)).toEqual([])
    expect(received(services, OWNER).filter((kind) => kind === 'start accepted')).toHaveLength(1)
    expect(received(services, OWNER).at(-1)).toBe('end accepted')
  })

  test('a matrix on two channels whose quota holds only the ends: a leg keeps back the update that would take them', async (t) => {
    // Two starts leave 4 requests; the ends need 2, and each leg's update costs 2 (one per channel).
    const services = await startServices(t, {
      signalgrid: { channel: OWNER, otherChannels: [TEAM, ON_CALL], quota: 6 },
    })
    const artifacts = await ArtifactEmulator.start()
    t.onTestFinished(() => artifacts.close())
    const channels = [OWNER, TEAM]
    // Each leg's step ends once the leg before it has ended its job: the tally each leg reads is certain.
    const jobs: Promise<JobResult>[] = []
    for (const index of [0, 1, 2]) {
      const matrix: MatrixLeg = { index, total: 3, values: { os: OS[index] }, failFast: true }
      const afterPrevious: StepSpec = { run: 'test', name: 'Test', sleepMs: 300, does: () => jobs[index - 1] }
      jobs.push(
        run(
          t,
          channelsJob(services, channels, {}, [afterPrevious], {
            context: { leg: matrix, runAttempt: 1 },
            artifacts,
          }),
        ),
      )
    }
    const results = await Promise.all(jobs)
    const kept = results.map(
      (result) =>
        result.annotations.filter((annotation) => annotation.message.includes('to keep the quota')).length,
    )
    expect(kept).toEqual([0, 1, 0])
    for (const channel of channels) {
      expect(received(services, channel)).toEqual(['start accepted', 'update accepted', 'end accepted'])
    }
    expect(services.signalgrid.remaining).toBe(0)
  })

  test('a matrix of two legs on two channels: one start and one end per channel', async (t) => {
    const services = await startChannels(t)
    const artifacts = await ArtifactEmulator.start()
    t.onTestFinished(() => artifacts.close())
    const channels = [OWNER, TEAM]
    const leg = (index: number) => {
      const matrix: MatrixLeg = { index, total: 2, values: { os: ['linux', 'macos'][index] }, failFast: true }
      return run(
        t,
        channelsJob(services, channels, {}, userSteps(['Build', 'Test'], 300), {
          context: { leg: matrix, runAttempt: 1 },
          artifacts,
        }),
      )
    }
    const results = await Promise.all([leg(0), leg(1)])
    for (const result of results) {
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services)
    }
    for (const channel of channels) {
      const kinds = received(services, channel)
      expect(kinds.filter((kind) => kind === 'start accepted')).toHaveLength(1)
      expect(kinds.filter((kind) => kind === 'end accepted')).toHaveLength(1)
      const end = services.signalgrid.requestsTo(channel).find((request) => request.kind === 'end')
      expect(end?.fields.body).toMatch(/^Succeeded in \d+s · 2 legs$/)
    }
    // The sealed token on the board carries both channels' activities, and neither channel's token in clear.
    for (const artifact of artifacts.artifacts) {
      for (const channel of channels) expect(artifact.content?.toString('latin1')).not.toContain(channel)
    }
  })
})
