import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type * as control from '../../../src/tracker/control.js'
import { GitHubEmulator } from '../../support/github-emulator.js'
import { runJobInProcess } from '../../support/runner/in-process.js'
import type {
  ActionStepSpec,
  JobResult,
  RunStepSpec,
  StageRecord,
  StepSpec,
} from '../../support/runner/types.js'
import { parseWorkflowCommand } from '../../support/runner/workflow-commands.js'
import { SignalgridEmulator, type SignalgridEmulatorOptions } from '../../support/signalgrid-emulator.js'

// The harness runs these jobs with each stage in this process (the end-to-end suites run the bundles), so
// the tracker's controls can be stand-ins: none runs unless a test says so. The stages import a fresh copy
// of the module for each stage, hence the one set of functions behind every copy.
const tracker = vi.hoisted(() => ({
  startTracker: vi.fn<typeof control.startTracker>(async () => undefined),
  isTrackerRunning: vi.fn<typeof control.isTrackerRunning>(async () => false),
  stopTracker: vi.fn<typeof control.stopTracker>(async () => ({
    outcome: 'not running',
    exited: Promise.resolve(),
  })),
}))
vi.mock('../../../src/tracker/control.js', () => tracker)

const CONTEXT = { repository: 'octo/app', runId: 1001, sha: '0123456789abcdef0123456789abcdef01234567' }
const USES = 'signalgrid/signalgrid-action@v1'
/** What `channel` and `failure-alert-channel` allow, as their errors say it. */
const CHANNELS_ALLOWED =
  'allowed: 1 to 5 channel tokens (letters, digits, ".", "_", "~" or "-"), one per line or separated by commas'

let signalgrid: SignalgridEmulator
let github: GitHubEmulator
let result: JobResult

async function startSignalgrid(options: SignalgridEmulatorOptions = {}): Promise<void> {
  await signalgrid?.close()
  signalgrid = await SignalgridEmulator.start(options)
}

beforeEach(async () => {
  await startSignalgrid()
  github = await GitHubEmulator.start({ owner: 'octo', repo: 'app' })
})
afterEach(async () => {
  await Promise.all([signalgrid.close(), github.close(), result?.remove()])
  vi.resetAllMocks()
})

const secrets = () => ({
  'client-key': signalgrid.clientKey,
  channel: signalgrid.channel,
  'base-url': signalgrid.url,
})

/** A use of the action with the service's credentials and these inputs. */
function use(inputs: Record<string, string> = {}, step: Partial<ActionStepSpec> = {}): ActionStepSpec {
  return { uses: USES, ...step, with: { ...secrets(), ...inputs } }
}

/** The user's step after the action's: how it ends is how the job ends. */
const work = (result: RunStepSpec['result'] = 'success'): RunStepSpec => ({ run: 'npm test', result })

async function runJob(steps: StepSpec[]): Promise<JobResult> {
  result = await runJobInProcess({ steps, github, context: CONTEXT })
  return result
}

const sent = () => signalgrid.requests
const kinds = () =>
  sent().map(({ path, fields }) => (path === '/v1/push' ? `push:${fields.type}` : fields.type))
const last = () => sent().at(-1)?.fields ?? {}
/** The activity token the service gave the start. */
const startToken = () => JSON.parse(sent()[0]?.answer?.body ?? '{}').activity_update_token as string
/** Workflow commands a stage printed, e.g. ['warning', 'Signalgrid: ...']. */
const commands = (stage: StageRecord | undefined) =>
  (stage?.stdout ?? '').split('\n').flatMap((line) => {
    const command = parseWorkflowCommand(line)
    return command ? [[command.command, command.data] as const] : []
  })
const annotations = (level?: string) =>
  result.annotations
    .filter((annotation) => !level || annotation.level === level)
    .map((a) => [a.level, a.message])
/** The job's link, as a failure alert carries it. */
const jobUrl = () => `https://github.com/octo/app/actions/runs/1001/job/${result.jobId}`

describe('a job with the action once', () => {
  test('success: pre starts, main sends nothing, post ends green at 100% with the dismissal delay', async () => {
    await runJob([use({}, { id: 'sg' }), work()])
    expect(kinds()).toEqual(['start', 'end'])
    expect(sent()[0]?.fields).toEqual({
      client_key: signalgrid.clientKey,
      channel: signalgrid.channel,
      type: 'start',
      title: 'CI · build',
      body: 'Starting…',
      severity: 'INFO',
      progress: '0',
      progress_legend: 'false',
    })
    expect(last()).toMatchObject({
      type: 'end',
      token: startToken(),
      severity: 'SUCCESS',
      progress: '100',
      dismissal_delay: '60',
    })
    expect(last().body).toMatch(/^Succeeded in \d+s$/)
    // The quota the start's answer left (the service counts each request it takes).
    expect(result.outputs.sg).toEqual({
      'activity-token': startToken(),
      ruuid: expect.stringMatching(/^[0-9a-f]{40}$/),
      remaining: '9999',
    })
    expect(result.env.SIGNALGRID_ACTIVITY_TOKEN).toBe(startToken())
    expect(result.summary).toMatch(
      /Job ✅ succeeded in \d+s · 2 requests to Signalgrid · 9,998 left this month/,
    )
    expect(result.summary).toMatch(/\| start \| 0% \| INFO \| Starting… \| ✓ \|/)
  })

  test.each([
    ['none', []],
    ['push', ['push:CRIT']],
    ['critical', ['push:CRIT']],
  ])(
    'failure with failure-alert %s: red end where the bar stopped, naming the failed step, then the alert',
    async (alert, alerts) => {
      await runJob([use({ 'failure-alert': alert, 'failure-dismissal-delay': '600' }), work('failure')])
      expect(kinds()).toEqual(['start', 'end', ...alerts])
      const end = sent()[1]?.fields
      expect(end).toMatchObject({ type: 'end', severity: 'CRIT', dismissal_delay: '600' })
      expect(end?.body).toMatch(/^Failed at “Run npm test” after \d+s$/)
      if (alerts.length > 0) {
        expect(last()).toMatchObject({ type: 'CRIT', critical: alert === 'critical' ? 'true' : 'false' })
        expect(last().title).toBe('octo/app: CI failed')
        // The workflow, the ref, the job and its step, how long, and the link.
        const [said, ref, link, ...more] = String(last().body).split('\n')
        expect(said).toMatch(/^Job build failed at “Run npm test” after \d+s\.$/)
        expect([ref, link, ...more]).toEqual(['Ref: main @ 0123456', jobUrl()])
      }
    },
  )

  test('failure the tracker did not see: post reads the job once, and the end names the step', async () => {
    // Post runs right after the failing step, usually before the tracker polls again.
    await runJob([
      use({ 'failure-alert': 'critical' }),
      { run: 'npm ci' },
      { run: 'npm run lint' },
      { run: 'npm test', name: 'Run tests', result: 'failure' },
      { run: 'npm run deploy' },
    ])
    expect(github.requests.map(({ url }) => url)).toEqual([`/repos/octo/app/actions/jobs/${result.jobId}`])
    expect(kinds()).toEqual(['start', 'end', 'push:CRIT'])
    // Four steps of the user's (this action's own steps are not among them): the bar stops where the
    // third, the failed one, ended.
    expect(sent()[1]?.fields).toMatchObject({ type: 'end', severity: 'CRIT', progress: '75', steps: '4' })
    expect(sent()[1]?.fields.body).toMatch(/^Failed at “Run tests” after \d+s$/)
    expect(last().body).toMatch(/^Job build failed at “Run tests” after \d+s\.\n/)
  })

  test('a failure the jobs API cannot tell about (no permission) ends as before, without the step', async () => {
    github.inject('job', { type: 'forbidden' }, 'always')
    await runJob([use({ 'failure-alert': 'push' }), work('failure')])
    expect(github.requests).toHaveLength(1)
    expect(kinds()).toEqual(['start', 'end', 'push:CRIT'])
    expect(sent()[1]?.fields.body).toMatch(/^Failed after \d+s$/)
  })

  test('a job that did not fail costs no read of the jobs API', async () => {
    await runJob([use(), work()])
    expect(github.requests).toEqual([])
    expect(last()).toMatchObject({ type: 'end', severity: 'SUCCESS' })
  })

  test('cancelled: the end is yellow and uses the failure dismissal delay; no alert', async () => {
    await runJob([use({ 'failure-alert': 'critical', 'dismissal-delay': '30' }), work('cancelled')])
    expect(kinds()).toEqual(['start', 'end'])
    expect(last()).toMatchObject({ severity: 'WARN', dismissal_delay: '30' })
    expect(last().body).toMatch(/^Cancelled after \d+s$/)
  })

  test('dismissal-delay 0 ends without a dismissal delay: the activity disappears at once', async () => {
    await runJob([use({ 'dismissal-delay': '0' })])
    expect(last()).not.toHaveProperty('dismissal_delay')
  })

  test('the content given by the inputs is sent whole with the start and again with the end', async () => {
    await runJob([
      use({
        title: 'Deploy web',
        body: 'Building',
        severity: 'warn',
        steps: '4',
        'progress-legend': 'true',
        'start-text': 'Queued',
        'end-text': 'Live',
      }),
    ])
    expect(sent()[0]?.fields).toMatchObject({
      title: 'Deploy web',
      body: 'Building',
      severity: 'WARN',
      steps: '4',
      progress_legend: 'true',
      start_text: 'Queued',
      end_text: 'Live',
    })
    expect(last()).toMatchObject({
      title: 'Deploy web',
      steps: '4',
      progress_legend: 'true',
      start_text: 'Queued',
      end_text: 'Live',
    })
  })
})

describe('several uses of the action', () => {
  test('three instances in one job: one activity, later instances only update, only the first ends', async () => {
    await runJob([
      use({}, { id: 'first' }),
      use({ progress: '50', body: 'Deploying' }, { id: 'second' }),
      use({ progress: '90' }, { id: 'third' }),
    ])
    expect(kinds()).toEqual(['start', 'update', 'update', 'end'])
    expect(sent()[1]?.fields).toMatchObject({
      type: 'update',
      token: startToken(),
      progress: '50',
      body: 'Deploying',
      title: 'CI · build',
    })
    expect(sent()[2]?.fields).toMatchObject({ progress: '90', body: 'Deploying' })
    expect(result.stage('second', 'pre').state.role).toBe('follower')
    expect(result.outputs.third?.['activity-token']).toBe(startToken())
  })

  test('a starter whose inputs set progress shows them in the start and does not send them again from main', async () => {
    await runJob([use({ progress: '10', body: 'Warming up' })])
    expect(kinds()).toEqual(['start', 'end'])
    expect(sent()[0]?.fields).toMatchObject({ progress: '10', body: 'Warming up' })
  })

  test('attach by activity-token: no start; a successful job leaves the activity to a later job', async () => {
    await runJob([use({ 'activity-token': 'PIPE7' }, { id: 'sg' })])
    expect(kinds()).toEqual([])
    expect(result.env.SIGNALGRID_ACTIVITY_TOKEN).toBe('PIPE7')
    expect(result.outputs.sg?.['activity-token']).toBe('PIPE7')
  })

  test('attach by activity-token: a failing job ends the activity, since the jobs after it will not run', async () => {
    // An activity an earlier job started, which this one attaches to.
    await runJob([use()])
    const token = startToken()
    await signalgrid.close()
    await startSignalgrid()
    await runJob([use({ 'activity-token': token, 'failure-alert': 'push' }), work('failure')])
    expect(kinds()).toEqual(['end', 'push:CRIT'])
    expect(sent()[0]?.fields).toMatchObject({ token, severity: 'CRIT' })
  })

  test.each([
    ['always', 'success', ['end']],
    ['never', 'failure', []],
    ['on-failure', 'success', []],
    ['on-failure', 'failure', ['end']],
    ['on-failure', 'cancelled', ['end']],
  ] as const)(
    'attached with end-activity: %s, a job with outcome %s sends %j',
    async (when, status, sends) => {
      await runJob([use({ 'activity-token': 'PIPE7', 'end-activity': when }), work(status)])
      expect(kinds()).toEqual(sends)
    },
  )

  test.each([
    ['on-failure', 'success', ['start']],
    ['on-failure', 'failure', ['start', 'end']],
    ['never', 'failure', ['start']],
  ] as const)(
    'the first job of a pipeline, end-activity: %s, outcome %s: sends %j',
    async (when, status, sends) => {
      await runJob([use({ 'end-activity': when }), work(status)])
      expect(kinds()).toEqual(sends)
    },
  )

  test('an explicit update from a later step reaches the phone with the activity content kept', async () => {
    await runJob([
      use({ title: 'Release', 'progress-legend': 'true', 'start-text': 'a', 'end-text': 'b' }),
      use({ progress: '75' }),
    ])
    expect(sent()[1]?.fields).toMatchObject({
      type: 'update',
      title: 'Release',
      progress: '75',
      progress_legend: 'true',
      start_text: 'a',
    })
  })
})

describe('the tracker', () => {
  test('the owner starts one; post stops it before sending the end', async () => {
    const order: string[] = []
    tracker.startTracker.mockResolvedValue(4242)
    tracker.stopTracker.mockImplementation(async () => {
      order.push(`stop tracker after ${kinds().join(',')}`)
      return { outcome: 'stopped', exited: Promise.resolve() }
    })
    await runJob([use({}, { id: 'sg' })])
    expect(tracker.startTracker).toHaveBeenCalledTimes(1)
    expect(result.stage('sg', 'pre').state['tracker-pid']).toBe('4242')
    expect(order).toEqual(['stop tracker after start'])
    expect(kinds()).toEqual(['start', 'end'])
  })

  test('a later step hands its update to the running tracker and returns without sending it', async () => {
    const sentBeforePost: string[][] = []
    await runJob([
      use({}, { if: 'false' }),
      { run: 'tracker up', does: () => tracker.isTrackerRunning.mockResolvedValue(true) },
      use({ progress: '60', body: 'Deploying' }, { id: 'later' }),
      {
        run: 'npm test',
        // Had the tracker stopped before taking it, the update is not lost: the end carries what it set.
        does: () => {
          sentBeforePost.push(kinds())
          tracker.isTrackerRunning.mockResolvedValue(false)
        },
        result: 'failure',
      },
    ])
    expect(sentBeforePost).toEqual([['start']])
    expect(result.outputs.later?.['activity-token']).toBe(startToken())
    expect(tracker.startTracker).toHaveBeenCalledTimes(1)
    expect(kinds()).toEqual(['start', 'end'])
    expect(last()).toMatchObject({ progress: '60', severity: 'CRIT' })
  })
})

describe('push mode', () => {
  test('critical push', async () => {
    await runJob([use({ mode: 'push', critical: 'true', severity: 'CRIT' })])
    expect(kinds()).toEqual(['push:CRIT'])
    expect(last()).toMatchObject({ critical: 'true', type: 'CRIT', title: 'CI · build' })
  })
})

describe('no secrets (pull requests from forks)', () => {
  test.each([
    ['client-key', { 'client-key': '' }],
    ['channel', { channel: '' }],
  ])('empty %s: every stage skips, with one notice in all, and succeeds', async (_name, inputs) => {
    await runJob([use(inputs)])
    expect(sent()).toEqual([])
    expect(annotations()).toEqual([['notice', expect.stringMatching(/client-key or channel is empty/)]])
    expect(result.stages.every((stage) => stage.exitCode === 0)).toBe(true)
  })

  test('local action without pre and no secrets: main says it once', async () => {
    await runJob([{ uses: './' }])
    expect(annotations('notice')).toHaveLength(1)
  })
})

describe('service failures', () => {
  test.each([
    [false, 'warning', 0],
    [true, 'error', 1],
  ])(
    'fail-on-error %s: a refused start is a %s and exit code %d; nothing more is sent',
    async (failOnError, kind, code) => {
      signalgrid.inject('start', {
        type: 'refusal',
        code: '400',
        text: 'Parameter error: client_key is invalid',
      })
      await runJob([use({ 'fail-on-error': String(failOnError) })])
      expect(kinds()).toEqual(['start'])
      const [pre, ...others] = result.stages
      expect(pre?.exitCode).toBe(code)
      expect(commands(pre)).toContainEqual([
        kind,
        'Signalgrid: could not start the activity: Signalgrid refused the activity start: Parameter error: client_key is invalid (code 400)',
      ])
      expect(others.every((stage) => stage.exitCode === 0)).toBe(true)
    },
  )

  test.each([
    [{ type: 'status', status: 500 }, true],
    [{ type: 'status', status: 503 }, false],
    [{ type: 'refusal', code: '400' }, false],
  ] as const)(
    'a start that failed (%j) says an activity may be left on the phone when it may have been taken: %s',
    async (fault, mayStay) => {
      signalgrid.inject('start', fault, 'always')
      await runJob([use()])
      const [warning] = annotations('warning')
      expect(warning?.[1]).toMatch(/^Signalgrid: could not start the activity/)
      expect(
        warning?.[1]?.includes('if Signalgrid started it anyway, it stays on the phone until it expires'),
      ).toBe(mayStay)
    },
  )

  test('an end that cannot be delivered says the activity may stay on the phone, and the job still succeeds', async () => {
    signalgrid.inject('end', { type: 'status', status: 400 }, 'always')
    await runJob([use()])
    expect(result.status).toBe('success')
    expect(annotations('warning')).toContainEqual([
      'warning',
      expect.stringMatching(/could not end the activity; it may stay on the phone/),
    ])
    expect(result.summary).toMatch(
      /\| end \| 100% \| SUCCESS \| Succeeded in \d+s \| ⚠️ Signalgrid answered the activity end with HTTP 400/,
    )
  })

  test('a low quota is warned about once, at the end', async () => {
    await startSignalgrid({ quota: 8 })
    await runJob([use()])
    // The start leaves 7, the end 6: the warning tells the last figure the service gave.
    expect(annotations('warning')).toEqual([['warning', expect.stringMatching(/only 6 requests left/)]])
  })

  test('when the quota is down to the end and the alert, explicit updates are held back', async () => {
    // The start leaves 2: one for the end, one for the alert.
    await startSignalgrid({ quota: 3 })
    await runJob([use({ 'failure-alert': 'push' }), use({ progress: '50' })])
    expect(kinds()).toEqual(['start', 'end'])
  })
})

describe('activity tokens are checked where they come in', () => {
  const SHAPE = 'letters, digits, "-" or "_", at most 64'

  test("the start's answer carries a token that is not one: the activity is ended at once with it, said in a warning that never quotes it", async () => {
    const malformed = 'CDG Z9;token'
    signalgrid.inject('start', { type: 'token', token: malformed })
    await runJob([use({}, { id: 'sg' }), work()])
    // The end goes at once, in pre, with the token as the service gave it; nothing follows.
    expect(kinds()).toEqual(['start', 'end'])
    expect(last()).toMatchObject({ type: 'end', token: malformed, dismissal_delay: '1' })
    expect(signalgrid.phone.activities.map((activity) => activity.view.ended)).toEqual([true])
    expect(annotations('warning')).toEqual([
      [
        'warning',
        `Signalgrid: could not start the activity: Signalgrid's answer to the activity start carried an activity_update_token that is not one (allowed: ${SHAPE}); the activity it started was ended at once`,
      ],
    ])
    expect(JSON.stringify([result.log, result.env, result.outputs, result.summary])).not.toContain('Z9;')
    expect(result.env.SIGNALGRID_ACTIVITY_TOKEN).toBeUndefined()
    expect(result.status).toBe('success')
  })

  test('SIGNALGRID_ACTIVITY_TOKEN left by an earlier step that is not a token: ignored, said in a warning; the step starts and ends its own', async () => {
    const junk = 'not-a-token;rm -rf /'
    result = await runJobInProcess({
      steps: [use({}, { id: 'sg' }), work()],
      github,
      context: CONTEXT,
      env: { SIGNALGRID_ACTIVITY_TOKEN: junk },
    })
    expect(kinds()).toEqual(['start', 'end'])
    expect(last().token).toBe(startToken())
    expect(signalgrid.phone.activities.map((activity) => activity.view.ended)).toEqual([true])
    expect(annotations('warning')).toEqual([
      [
        'warning',
        `Signalgrid: SIGNALGRID_ACTIVITY_TOKEN, left by an earlier step, is not an activity token (allowed: ${SHAPE}; with several channels, \`<id>:<token>\` for each, separated by commas); this step ignores it and goes on as if it were not set.`,
      ],
    ])
    expect(result.log).not.toContain('rm -rf')
    expect(result.env.SIGNALGRID_ACTIVITY_TOKEN).toBe(startToken())
  })
})

describe('invalid inputs fail the step with a message naming the input and the allowed values', () => {
  test.each([
    [
      { mode: 'pager' },
      'Input "mode" is "pager"; allowed values: activity, push, test-alert, alert, close, approval.',
    ],
    [
      { severity: 'urgent' },
      'Input "severity" is "urgent"; allowed values: CRIT, WARN, INFO, SUCCESS (any case).',
    ],
    [{ progress: '-5' }, 'Input "progress" is "-5"; allowed values: a whole number from 0 to 100, or empty.'],
    [
      { progress: 'half' },
      'Input "progress" is "half"; allowed values: a whole number from 0 to 100, or empty.',
    ],
    [
      { progress: '101' },
      'Input "progress" is "101"; allowed values: a whole number from 0 to 100, or empty.',
    ],
    [{ steps: '0' }, 'Input "steps" is "0"; allowed values: a whole number from 1 to 1000, or empty.'],
    [
      { 'dismissal-delay': 'abc' },
      'Input "dismissal-delay" is "abc"; allowed values: whole seconds from 0 to 86400, or empty.',
    ],
    [
      { 'failure-dismissal-delay': '-1' },
      'Input "failure-dismissal-delay" is "-1"; allowed values: whole seconds from 0 to 86400, or empty.',
    ],
    [
      { 'progress-legend': 'true' },
      'Input "progress-legend" is true, which requires both "start-text" and "end-text" to be set.',
    ],
    [{ 'progress-legend': 'yes' }, 'Input "progress-legend" is "yes"; allowed values: true, false.'],
    [{ 'failure-alert': 'sms' }, 'Input "failure-alert" is "sms"; allowed values: none, push, critical.'],
    [
      { 'end-activity': 'true' },
      'Input "end-activity" is "true"; allowed values: auto, always, on-failure, never.',
    ],
    [{ 'track-steps': 'on' }, 'Input "track-steps" is "on"; allowed values: true, false.'],
    [{ 'fail-on-error': '1' }, 'Input "fail-on-error" is "1"; allowed values: true, false.'],
    [{ critical: 'yes' }, 'Input "critical" is "yes"; allowed values: true, false.'],
    [
      { 'min-update-interval': '0' },
      'Input "min-update-interval" is "0"; allowed values: whole seconds from 1 to 3600.',
    ],
    [
      { 'base-url': 'http://api.signalgrid.co' },
      'Input "base-url": base URL must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]), got http://api.signalgrid.co: credentials would travel in clear.',
    ],
    [
      { 'activity-token': 'a b&c' },
      'Input "activity-token" is not an activity token; allowed: the `activity-token` output of an earlier step (letters, digits, "-" or "_", at most 64; with several channels, `<id>:<token>` for each, separated by commas).',
    ],
    [
      { channel: 'ch_owner,,ch_oncall' },
      `Input "channel" has an empty entry (entry 2 of 3); ${CHANNELS_ALLOWED}.`,
    ],
    [
      { channel: 'ch_owner\nch_oncall\nch_owner' },
      `Input "channel" names one channel twice (entries 1 and 3 of 3); ${CHANNELS_ALLOWED}.`,
    ],
    [
      { channel: 'ch_owner, ch on-call' },
      `Input "channel" has characters a channel token never has in entry 2 of 2; ${CHANNELS_ALLOWED}.`,
    ],
    [{ channel: 'c1,c2,c3,c4,c5,c6' }, `Input "channel" has 6 entries; ${CHANNELS_ALLOWED}.`],
    [
      { 'failure-alert-channel': 'ch_oncall;' },
      `Input "failure-alert-channel" has characters a channel token never has in entry 1 of 1; ${CHANNELS_ALLOWED}.`,
    ],
    [
      { 'activity-name': 'release candidate' },
      'Input "activity-name" is "release candidate"; allowed values: 1 to 40 letters, digits, "-", "_" or ".".',
    ],
    [
      { 'activity-name': 'deploy/prod' },
      'Input "activity-name" is "deploy/prod"; allowed values: 1 to 40 letters, digits, "-", "_" or ".".',
    ],
    [
      { 'activity-name': 'r'.repeat(41) },
      `Input "activity-name" is "${'r'.repeat(41)}"; allowed values: 1 to 40 letters, digits, "-", "_" or ".".`,
    ],
    [
      { 'activity-name': 'déploiement' },
      'Input "activity-name" is "déploiement"; allowed values: 1 to 40 letters, digits, "-", "_" or ".".',
    ],
    [
      { 'activity-name': 'release', 'activity-token': 'PIPE7' },
      'Inputs "activity-token" and "activity-name" are both set; set one: the token of an activity started elsewhere, or the name the jobs of this run share an activity by.',
    ],
  ])('%j', async (inputs, message) => {
    await runJob([use(inputs)])
    expect(sent()).toEqual([])
    expect(result.stages[0]?.exitCode).toBe(1)
    expect(annotations()).toEqual([['error', message]])
  })

  test('several invalid inputs are all named at once', async () => {
    await runJob([use({ mode: 'x', steps: 'y' })])
    expect(annotations()).toEqual([
      ['error', expect.stringMatching(/^Invalid inputs:\n- Input "mode".*\n- Input "steps"/)],
    ])
  })

  test('text longer than the phones show is cut with a warning, not refused', async () => {
    await runJob([use({ body: 'x'.repeat(10_240) })])
    expect(sent()[0]?.fields.body).toHaveLength(1000)
    expect(sent()[0]?.fields.body?.endsWith('…')).toBe(true)
    expect(annotations()).toEqual([
      ['warning', 'Signalgrid: input "body" was longer than the phones show, and was cut.'],
    ])
  })
})

describe('secrets', () => {
  test('the key, channel and token appear nowhere but in add-mask: not in output, state, env, outputs or summary', async () => {
    // A service that repeats the key back, in the alert's refusal.
    signalgrid.inject('push', {
      type: 'refusal',
      text: `Parameter error: ${signalgrid.clientKey} is not allowed`,
    })
    await runJob([use({ 'failure-alert': 'critical' }), work('failure')])
    expect(kinds()).toEqual(['start', 'end', 'push:CRIT'])
    const printed = result.stages.map(
      ({ stdout, stderr }) => stdout.replace(/^::add-mask::.*$/gm, '') + stderr,
    )
    const everything = [
      ...printed,
      ...result.stages.map(({ state }) => JSON.stringify(state)),
      JSON.stringify(result.outputs),
      JSON.stringify(result.env),
      result.summary,
    ].join('\n')
    for (const secret of [signalgrid.clientKey, signalgrid.channel, result.token])
      expect(everything).not.toContain(secret)
    expect(commands(result.stages[0]).slice(0, 3)).toEqual([
      ['add-mask', signalgrid.clientKey],
      ['add-mask', signalgrid.channel],
      ['add-mask', result.token],
    ])
  })
})
