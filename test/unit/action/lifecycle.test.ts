import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { isTrackerRunning, startTracker, stopTracker } from '../../../src/tracker/control.js'
import { LoopbackServer } from '../../support/loopback-server.js'
import { testsFailed } from '../github/job-fixtures.js'
import { InProcessJob, Instance } from './stage-driver.js'

// The tracker is a process of its own, run from dist/ by the end-to-end tests. Here its controls are
// stand-ins: none runs unless a test says so.
vi.mock('../../../src/tracker/control.js', () => ({
  startTracker: vi.fn(() => undefined),
  isTrackerRunning: vi.fn(() => false),
  stopTracker: vi.fn(async () => 'not running'),
}))

const KEY = 'ck_SECRET_7f3a9e21'
const CHANNEL = 'ch_SECRET_c0ffee4b2d'
// The base URL is the scripted service's, known once it listens.
const secrets: Record<string, string> = { 'client-key': KEY, channel: CHANNEL }

interface Sent {
  readonly path: string
  readonly fields: Record<string, string>
}

let sent: Sent[]
let answer: (fields: Record<string, string>) => [number, object | string]
let job: InProcessJob

function ok(extra: object = {}) {
  return {
    ruuid: 'f'.repeat(40),
    text: 'OK',
    code: '200',
    node: 'dp02',
    time: '12ms',
    remaining: '9000',
    ...extra,
  }
}

// Signalgrid on loopback, answering as each test scripts it: the client sends with npm undici, which nock
// does not see.
const service = new LoopbackServer(async (request, response) => {
  let body = ''
  for await (const chunk of request) body += chunk
  const path = request.url ?? ''
  const fields = Object.fromEntries(new URLSearchParams(body))
  if (!/^\/v1\/(push|activity)$/.test(path)) {
    response.writeHead(404).end()
    return
  }
  sent.push({ path, fields })
  const [status, answered] = answer(fields)
  const json = typeof answered !== 'string'
  response.writeHead(status, json ? { 'content-type': 'application/json' } : {})
  response.end(json ? JSON.stringify(answered) : answered)
})

beforeAll(async () => {
  await service.up()
  secrets['base-url'] = service.url
})
afterAll(() => service.down())
beforeEach(() => {
  sent = []
  answer = (fields) => [200, ok(fields.type === 'start' ? { activity_update_token: 'TOK01' } : {})]
  job = new InProcessJob()
})
afterEach(() => {
  job.cleanup()
  vi.clearAllMocks()
})

/**
 * The jobs API for one test. Octokit reads it through npm undici's fetch, which nock does not see, so
 * undici's MockAgent answers it, as the global dispatcher that fetch uses where no proxy applies.
 */
let githubAgent: MockAgent | undefined
let dispatcherBefore: Dispatcher | undefined
function githubApi() {
  dispatcherBefore = getGlobalDispatcher()
  githubAgent = new MockAgent()
  githubAgent.disableNetConnect()
  setGlobalDispatcher(githubAgent)
  return githubAgent.get('https://api.github.com')
}
afterEach(async () => {
  if (dispatcherBefore) setGlobalDispatcher(dispatcherBefore)
  await githubAgent?.close()
  githubAgent = undefined
  dispatcherBefore = undefined
})

const kinds = () =>
  sent.map(({ path, fields }) => (path === '/v1/push' ? `push:${fields.type}` : fields.type))
const last = () => sent.at(-1)?.fields ?? {}

/** pre of every instance, then each main, then the posts in reverse: the order the runner uses. */
async function runJob(instances: Instance[], between: () => void = () => {}) {
  for (const instance of instances) await job.run('pre', instance)
  for (const instance of instances) await job.run('main', instance)
  between()
  for (const instance of [...instances].reverse()) await job.run('post', instance)
}

describe('a job with the action once', () => {
  test('success: pre starts, main sends nothing, post ends green at 100% with the dismissal delay', async () => {
    const step = new Instance(secrets)
    await runJob([step])
    expect(kinds()).toEqual(['start', 'end'])
    expect(sent[0]?.fields).toEqual({
      client_key: KEY,
      channel: CHANNEL,
      type: 'start',
      title: 'CI · build',
      body: 'Starting…',
      severity: 'INFO',
      progress: '0',
      progress_legend: 'false',
    })
    expect(last()).toMatchObject({
      type: 'end',
      token: 'TOK01',
      severity: 'SUCCESS',
      progress: '100',
      dismissal_delay: '60',
    })
    expect(last().body).toMatch(/^Succeeded in \d+s$/)
    expect(step.outputs).toEqual({ 'activity-token': 'TOK01', ruuid: 'f'.repeat(40), remaining: '9000' })
    expect(job.env.SIGNALGRID_ACTIVITY_TOKEN).toBe('TOK01')
    expect(job.summary).toMatch(/Job ✅ succeeded in \d+s · 2 requests to Signalgrid · 9,000 left this month/)
    expect(job.summary).toMatch(/\| start \| 0% \| INFO \| Starting… \| ✓ \|/)
  })

  test.each([
    ['none', []],
    ['push', ['push:CRIT']],
    ['critical', ['push:CRIT']],
  ])(
    'failure with failure-alert %s: red end where the bar stopped, then the alert',
    async (alert, alerts) => {
      const step = new Instance({ ...secrets, 'failure-alert': alert, 'failure-dismissal-delay': '600' })
      await runJob([step], () => {
        job.status = 'failure'
      })
      expect(kinds()).toEqual(['start', 'end', ...alerts])
      const end = sent[1]?.fields
      expect(end).toMatchObject({ type: 'end', severity: 'CRIT', progress: '0', dismissal_delay: '600' })
      expect(end?.body).toMatch(/^Failed after \d+s$/)
      if (alerts.length > 0) {
        expect(last()).toMatchObject({ type: 'CRIT', critical: alert === 'critical' ? 'true' : 'false' })
        expect(last().title).toBe('octo/app: CI failed')
        expect(last().body).toBe(
          'Job build failed.\nRef: main @ 0123456\nhttps://github.com/octo/app/actions/runs/1001/job/424242',
        )
      }
    },
  )

  test('failure the tracker did not see: post reads the job once, and the end and the alert name the step', async () => {
    // Post runs right after the failing step, usually before the tracker polls again.
    job.env.GITHUB_ACTION_REPOSITORY = 'signalgrid/action'
    job.env.GITHUB_ACTION_REF = 'v1'
    githubApi()
      .intercept({
        path: '/repos/octo/app/actions/jobs/424242',
        headers: { authorization: 'token ghs_TESTTOKEN000000000000000000000000' },
      })
      .reply(200, JSON.stringify(testsFailed), { headers: { 'content-type': 'application/json' } })
    await runJob([new Instance({ ...secrets, 'failure-alert': 'critical' })], () => {
      job.status = 'failure'
    })
    githubAgent?.assertNoPendingInterceptors()
    expect(kinds()).toEqual(['start', 'end', 'push:CRIT'])
    // Six steps of the user's (this action's own step is not one); the fourth failed.
    expect(sent[1]?.fields).toMatchObject({ type: 'end', severity: 'CRIT', progress: '66', steps: '6' })
    expect(sent[1]?.fields.body).toMatch(/^Failed at “Run tests” after \d+s$/)
    expect(last().body).toMatch(/^Job build failed at “Run tests”\.\n/)
  })

  test('a failure the jobs API cannot tell about (no permission) ends as before, without the step', async () => {
    githubApi()
      .intercept({ path: /.*/ })
      .reply(403, JSON.stringify({ message: 'Resource not accessible by integration' }), {
        headers: { 'content-type': 'application/json' },
      })
    await runJob([new Instance({ ...secrets, 'failure-alert': 'push' })], () => {
      job.status = 'failure'
    })
    githubAgent?.assertNoPendingInterceptors()
    expect(kinds()).toEqual(['start', 'end', 'push:CRIT'])
    expect(sent[1]?.fields.body).toMatch(/^Failed after \d+s$/)
  })

  test('a job that did not fail costs no extra read of the jobs API', async () => {
    githubApi().intercept({ path: /.*/ }).reply(200, JSON.stringify(testsFailed)).persist()
    await runJob([new Instance(secrets)])
    // A persistent interceptor stays pending until it is first used.
    expect(githubAgent?.pendingInterceptors()).toHaveLength(1)
    expect(last()).toMatchObject({ type: 'end', severity: 'SUCCESS' })
  })

  test('cancelled: the end is yellow and uses the failure dismissal delay; no alert', async () => {
    await runJob([new Instance({ ...secrets, 'failure-alert': 'critical', 'dismissal-delay': '30' })], () => {
      job.status = 'cancelled'
    })
    expect(kinds()).toEqual(['start', 'end'])
    expect(last()).toMatchObject({ severity: 'WARN', dismissal_delay: '30' })
    expect(last().body).toMatch(/^Cancelled after \d+s$/)
  })

  test('dismissal-delay 0 ends without a dismissal delay: the activity disappears at once', async () => {
    await runJob([new Instance({ ...secrets, 'dismissal-delay': '0' })])
    expect(last()).not.toHaveProperty('dismissal_delay')
  })

  test('main skipped (`if: false`): post still ends the activity', async () => {
    const step = new Instance(secrets)
    await job.run('pre', step)
    await job.run('post', step)
    expect(kinds()).toEqual(['start', 'end'])
  })

  test('local action without pre: main starts the activity and post ends it', async () => {
    const step = new Instance(secrets)
    await job.run('main', step)
    await job.run('post', step)
    expect(kinds()).toEqual(['start', 'end'])
    expect(step.outputs['activity-token']).toBe('TOK01')
  })

  test('the content given by the inputs is sent whole with the start and again with the end', async () => {
    const step = new Instance({
      ...secrets,
      title: 'Deploy web',
      body: 'Building',
      severity: 'warn',
      steps: '4',
      'progress-legend': 'true',
      'start-text': 'Queued',
      'end-text': 'Live',
    })
    await runJob([step])
    expect(sent[0]?.fields).toMatchObject({
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
    const first = new Instance(secrets)
    const second = new Instance({ ...secrets, progress: '50', body: 'Deploying' })
    const third = new Instance({ ...secrets, progress: '90' })
    await runJob([first, second, third])
    expect(kinds()).toEqual(['start', 'update', 'update', 'end'])
    expect(sent[1]?.fields).toMatchObject({
      type: 'update',
      token: 'TOK01',
      progress: '50',
      body: 'Deploying',
      title: 'CI · build',
    })
    expect(sent[2]?.fields).toMatchObject({ progress: '90', body: 'Deploying' })
    expect(second.state.role).toBe('follower')
    expect(third.outputs['activity-token']).toBe('TOK01')
  })

  test('a starter whose inputs set progress shows them in the start and does not send them again from main', async () => {
    await runJob([new Instance({ ...secrets, progress: '10', body: 'Warming up' })])
    expect(kinds()).toEqual(['start', 'end'])
    expect(sent[0]?.fields).toMatchObject({ progress: '10', body: 'Warming up' })
  })

  test('attach by activity-token: no start; a successful job leaves the activity to a later job', async () => {
    const step = new Instance({ ...secrets, 'activity-token': 'PIPE7' })
    await runJob([step])
    expect(kinds()).toEqual([])
    expect(job.env.SIGNALGRID_ACTIVITY_TOKEN).toBe('PIPE7')
    expect(step.outputs['activity-token']).toBe('PIPE7')
  })

  test('attach by activity-token: a failing job ends the activity, since the jobs after it will not run', async () => {
    await runJob([new Instance({ ...secrets, 'activity-token': 'PIPE7', 'failure-alert': 'push' })], () => {
      job.status = 'failure'
    })
    expect(kinds()).toEqual(['end', 'push:CRIT'])
    expect(sent[0]?.fields).toMatchObject({ token: 'PIPE7', severity: 'CRIT' })
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
      await runJob([new Instance({ ...secrets, 'activity-token': 'PIPE7', 'end-activity': when })], () => {
        job.status = status
      })
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
      await runJob([new Instance({ ...secrets, 'end-activity': when })], () => {
        job.status = status
      })
      expect(kinds()).toEqual(sends)
    },
  )

  test('an explicit update from a later step reaches the phone with the activity content kept', async () => {
    const first = new Instance({
      ...secrets,
      title: 'Release',
      'progress-legend': 'true',
      'start-text': 'a',
      'end-text': 'b',
    })
    const later = new Instance({ ...secrets, progress: '75' })
    await runJob([first, later])
    expect(sent[1]?.fields).toMatchObject({
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
    vi.mocked(startTracker).mockReturnValue(4242)
    vi.mocked(stopTracker).mockImplementation(async () => {
      order.push(`stop tracker after ${kinds().join(',')}`)
      return 'stopped'
    })
    const step = new Instance(secrets)
    await runJob([step])
    expect(startTracker).toHaveBeenCalledTimes(1)
    expect(step.state['tracker-pid']).toBe('4242')
    expect(order).toEqual(['stop tracker after start'])
    expect(kinds()).toEqual(['start', 'end'])
  })

  test('a later step hands its update to the running tracker and returns without sending it', async () => {
    const first = new Instance(secrets)
    const later = new Instance({ ...secrets, progress: '60', body: 'Deploying' })
    await job.run('pre', first)
    await job.run('pre', later)
    vi.mocked(isTrackerRunning).mockReturnValue(true)
    await job.run('main', later)
    expect(kinds()).toEqual(['start'])
    expect(later.outputs['activity-token']).toBe('TOK01')
    expect(startTracker).toHaveBeenCalledTimes(1)

    // Had the tracker stopped before taking it, the update is not lost: the end carries what it set.
    vi.mocked(isTrackerRunning).mockReturnValue(false)
    job.status = 'failure'
    await job.run('post', later)
    await job.run('post', first)
    expect(kinds()).toEqual(['start', 'end'])
    expect(last()).toMatchObject({ progress: '60', severity: 'CRIT' })
  })
})

describe('push mode', () => {
  test('main sends one push; pre and post send nothing', async () => {
    const step = new Instance({
      ...secrets,
      mode: 'push',
      title: 'Deployed',
      body: 'v1.2.3 is live',
      severity: 'success',
    })
    await runJob([step])
    expect(sent).toEqual([
      {
        path: '/v1/push',
        fields: {
          client_key: KEY,
          channel: CHANNEL,
          title: 'Deployed',
          body: 'v1.2.3 is live',
          critical: 'false',
          type: 'SUCCESS',
        },
      },
    ])
    expect(step.outputs).toEqual({ ruuid: 'f'.repeat(40), remaining: '9000' })
  })

  test('critical push', async () => {
    await runJob([new Instance({ ...secrets, mode: 'push', critical: 'true', severity: 'CRIT' })])
    expect(last()).toMatchObject({ critical: 'true', type: 'CRIT', title: 'CI · build' })
  })
})

describe('no secrets (pull requests from forks)', () => {
  test.each([
    ['client-key', { channel: CHANNEL }],
    ['channel', { 'client-key': KEY }],
  ])('empty %s: every stage skips, with one notice in all, and succeeds', async (_name, inputs) => {
    await runJob([new Instance(inputs)])
    expect(sent).toEqual([])
    const commands = job.log.flatMap(({ run }) => run.commands.filter(([kind]) => kind !== 'add-mask'))
    expect(commands).toEqual([['notice', expect.stringMatching(/client-key or channel is empty/)]])
    expect(job.log.every(({ run }) => run.exitCode === 0)).toBe(true)
  })

  test('local action without pre and no secrets: main says it once', async () => {
    const step = new Instance({})
    await job.run('main', step)
    await job.run('post', step)
    expect(job.log.flatMap(({ run }) => run.commands.filter(([kind]) => kind === 'notice'))).toHaveLength(1)
  })
})

describe('service failures', () => {
  test.each([
    [false, 'warning', 0],
    [true, 'error', 1],
  ])(
    'fail-on-error %s: a refused start is a %s and exit code %d; nothing more is sent',
    async (failOnError, kind, code) => {
      answer = () => [200, { text: 'Parameter error: client_key is invalid', code: '400' }]
      const step = new Instance({ ...secrets, 'fail-on-error': String(failOnError) })
      await runJob([step])
      expect(kinds()).toEqual(['start'])
      const pre = job.log[0]?.run
      expect(pre?.exitCode).toBe(code)
      expect(pre?.commands).toContainEqual([
        kind,
        'Signalgrid: could not start the activity: Signalgrid refused the activity start: Parameter error: client_key is invalid (code 400)',
      ])
      expect(job.log.slice(1).every(({ run }) => run.exitCode === 0)).toBe(true)
    },
  )

  test.each([
    [500, { text: 'Internal Server Error', code: '500' }, true],
    [503, { text: 'Service Unavailable', code: '503' }, false],
    [200, { text: 'Parameter error: client_key is invalid', code: '400' }, false],
  ] as const)(
    'a start that failed with HTTP %d says an activity may be left on the phone when it may have been taken: %s',
    async (status, body, mayStay) => {
      answer = () => [status, body]
      await runJob([new Instance(secrets)])
      const [warning] = job.log[0]?.run.commands.filter(([kind]) => kind === 'warning') ?? []
      expect(warning?.[1]).toMatch(/^Signalgrid: could not start the activity/)
      expect(
        warning?.[1].includes('if Signalgrid started it anyway, it stays on the phone until it expires'),
      ).toBe(mayStay)
    },
  )

  test('an end that cannot be delivered says the activity may stay on the phone, and the job still succeeds', async () => {
    answer = (fields) =>
      fields.type === 'end' ? [400, 'nope'] : [200, ok({ activity_update_token: 'TOK01' })]
    await runJob([new Instance(secrets)])
    const post = job.log.at(-1)?.run
    expect(post?.exitCode).toBe(0)
    expect(post?.commands).toContainEqual([
      'warning',
      expect.stringMatching(/could not end the activity; it may stay on the phone/),
    ])
    expect(job.summary).toMatch(
      /\| end \| 100% \| SUCCESS \| Succeeded in \d+s \| ⚠️ Signalgrid answered the activity end with HTTP 400/,
    )
  })

  test('a low quota is warned about once, at the end', async () => {
    answer = (fields) => [
      200,
      ok({ remaining: '7', ...(fields.type === 'start' ? { activity_update_token: 'TOK01' } : {}) }),
    ]
    await runJob([new Instance(secrets)])
    const warnings = job.log.flatMap(({ run }) => run.commands.filter(([kind]) => kind === 'warning'))
    expect(warnings).toEqual([['warning', expect.stringMatching(/only 7 requests left/)]])
  })

  test('when the quota is down to the end and the alert, explicit updates are held back', async () => {
    answer = (fields) => [
      200,
      ok({ remaining: '2', ...(fields.type === 'start' ? { activity_update_token: 'TOK01' } : {}) }),
    ]
    await runJob([
      new Instance({ ...secrets, 'failure-alert': 'push' }),
      new Instance({ ...secrets, progress: '50' }),
    ])
    expect(kinds()).toEqual(['start', 'end'])
  })
})

describe('invalid inputs fail the step with a message naming the input and the allowed values', () => {
  test.each([
    [{ mode: 'pager' }, 'Input "mode" is "pager"; allowed values: activity, push.'],
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
      'Input "base-url": base URL must use https:// (http:// is allowed only for localhost), got http://api.signalgrid.co: credentials would travel in clear.',
    ],
    [
      { 'activity-token': 'a b&c' },
      'Input "activity-token" is not an activity token; allowed: the `activity-token` output of an earlier step (letters, digits, ".", "_", "~" or "-", at most 128).',
    ],
  ])('%j', async (inputs, message) => {
    await runJob([new Instance({ ...secrets, ...inputs })])
    expect(sent).toEqual([])
    expect(job.log[0]?.run.exitCode).toBe(1)
    expect(job.log[0]?.run.commands).toContainEqual(['error', message])
    expect(job.log.slice(1).every(({ run }) => !run.commands.some(([kind]) => kind === 'error'))).toBe(true)
  })

  test('several invalid inputs are all named at once', async () => {
    await job.run('pre', new Instance({ ...secrets, mode: 'x', steps: 'y' }))
    expect(job.log[0]?.run.commands).toContainEqual([
      'error',
      expect.stringMatching(/^Invalid inputs:\n- Input "mode".*\n- Input "steps"/),
    ])
  })

  test('text longer than the phones show is cut with a warning, not refused', async () => {
    await runJob([new Instance({ ...secrets, body: 'x'.repeat(10_240) })])
    expect(sent[0]?.fields.body).toHaveLength(1000)
    expect(sent[0]?.fields.body?.endsWith('…')).toBe(true)
    expect(job.log[0]?.run.commands).toContainEqual([
      'warning',
      'Signalgrid: input "body" was longer than the phones show, and was cut.',
    ])
  })
})

describe('secrets', () => {
  test('the key and channel appear nowhere but in add-mask: not in output, state, env, outputs or summary', async () => {
    const step = new Instance({ ...secrets, 'failure-alert': 'critical' })
    answer = (fields) => [
      200,
      ok({
        text: `echo ${fields.client_key}`,
        ...(fields.type === 'start' ? { activity_update_token: 'TOK01' } : {}),
      }),
    ]
    await runJob([step], () => {
      job.status = 'failure'
    })
    const printed = job.log.map(({ run }) => run.stdout.replace(/^::add-mask::.*$/gm, '')).join('\n')
    const everything = [
      printed,
      JSON.stringify(step.state),
      JSON.stringify(step.outputs),
      JSON.stringify(job.env),
      job.summary,
    ].join('\n')
    for (const secret of [KEY, CHANNEL, 'ghs_TESTTOKEN000000000000000000000000'])
      expect(everything).not.toContain(secret)
    expect(job.log[0]?.run.commands.slice(0, 2)).toEqual([
      ['add-mask', KEY],
      ['add-mask', CHANNEL],
    ])
  })
})
