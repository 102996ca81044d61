import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici/index.js'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { ActivityFolder } from '../../../src/activity/folder.js'
import { readLastLook } from '../../../src/activity/last-look.js'
import { POLL_INTERVAL_MS, TRACKER_FOLDER_VARIABLE, TRACKER_LOOK_MS } from '../../../src/constants.js'
import { readInputs } from '../../../src/inputs.js'
import { newEndpoint } from '../../../src/tracker/endpoint.js'
import { trackerSettings } from '../../../src/tracker/handover.js'
import { LoopbackServer } from '../../support/loopback-server.js'

// Octokit reads the jobs API through npm undici's fetch, which nock does not see: undici's MockAgent answers.
let temp: string
let previous: Dispatcher
let agent: MockAgent
beforeAll(() => {
  previous = getGlobalDispatcher()
})
afterAll(() => setGlobalDispatcher(previous))
beforeEach(() => {
  agent = new MockAgent()
  agent.disableNetConnect()
  setGlobalDispatcher(agent)
})
afterEach(async () => {
  vi.unstubAllEnvs()
  await agent.close()
  rmSync(temp, { recursive: true, force: true })
})

/** A job of one step, running, as the jobs API lists it. */
const RUNNING = {
  id: 42,
  status: 'in_progress',
  conclusion: null,
  name: 'build',
  runner_name: 'runner',
  html_url: null,
  steps: [{ name: 'Set up job', status: 'in_progress', conclusion: null, number: 1 }],
}

/** The activity folder of a job, and the environment its tracker runs in. */
function activity(env: Record<string, string>): ActivityFolder {
  temp = mkdtempSync(join(tmpdir(), 'tracker-'))
  const folder = ActivityFolder.of(temp, 'TOK01')
  folder.create({
    token: 'TOK01',
    startedAt: Date.now(),
    content: { title: 'CI · build', body: 'Starting…', severity: 'INFO', progress: 0 },
    quotaReserve: 1,
  })
  // What the runner passes: the step's inputs over action.yml's defaults.
  const inputs = {
    INPUT_MODE: 'activity',
    'INPUT_FAILURE-ALERT': 'none',
    'INPUT_END-ACTIVITY': 'auto',
    'INPUT_PROGRESS-MODE': 'time',
    INPUT_MATRIX: 'shared',
    'INPUT_CLIENT-KEY': 'ck',
    INPUT_CHANNEL: 'ch',
    'INPUT_GITHUB-TOKEN': 'ghs_secret',
    'INPUT_JOB-ID': '42',
  }
  const run = { GITHUB_REPOSITORY: 'octo/app', GITHUB_EVENT_PATH: '', HTTPS_PROXY: '', https_proxy: '' }
  for (const [name, value] of Object.entries({ ...run, ...inputs, ...env })) {
    vi.stubEnv(name, value)
  }
  return folder
}

/**
 * Runs the tracker as its process would, handed the step's inputs on its stdin as its stage hands them:
 * @actions/github reads GITHUB_API_URL when it is loaded.
 */
async function track(folder: ActivityFolder, more: { worker?: number } = {}): Promise<void> {
  vi.resetModules()
  const { runTracker } = await import('../../../src/tracker/tracker.js')
  const handover = { settings: trackerSettings(readInputs()), endpoint: newEndpoint(folder.path), ...more }
  return runTracker(Readable.from([JSON.stringify(handover)]), { [TRACKER_FOLDER_VARIABLE]: folder.path })
}

test('over plain http to another host, the jobs API is not read: the token stays home, and post is told why', async () => {
  const folder = activity({ GITHUB_API_URL: 'http://ghes.internal/api/v3' })
  folder.requestStop()
  await track(folder)
  expect(folder.readJournal()).toEqual([
    {
      at: expect.any(Number),
      kind: 'notice',
      message:
        'Signalgrid: the job’s steps were not followed: GitHub API URL must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]), got http://ghes.internal: credentials would travel in clear.',
      // Under the action's seal: post prints no notice another step wrote.
      seal: expect.stringMatching(/^[0-9a-f]{64}$/),
    },
  ])
  expect(folder.isStopped()).toBe(true)
})

test('over https, the tracker reads the run’s jobs with the token, and has nothing to say in the job log', async () => {
  const folder = activity({
    GITHUB_API_URL: 'https://ghes.example/api/v3',
    GITHUB_RUN_ID: '7',
    GITHUB_RUN_ATTEMPT: '1',
    'INPUT_PROGRESS-MODE': 'steps',
  })
  agent
    .get('https://ghes.example')
    .intercept({
      path: '/api/v3/repos/octo/app/actions/runs/7/attempts/1/jobs?per_page=100&page=1',
      headers: { authorization: 'token ghs_secret' },
    })
    .reply(() => {
      folder.requestStop()
      return {
        statusCode: 200,
        data: JSON.stringify({ total_count: 1, jobs: [RUNNING] }),
        responseOptions: { headers: { 'content-type': 'application/json' } },
      }
    })
  await track(folder)
  agent.assertNoPendingInterceptors()
  // Nothing for the job log: a line for the debug log, at most (which job shows the run).
  expect(folder.readJournal().filter((entry) => entry.kind !== 'debug')).toEqual([])
})

test('the next poll counts from when the answer arrived: a slow answer does not bring the next one closer', async () => {
  // Half a poll interval: counted from the request, the next poll would come half an interval after it.
  const slowAnswerMs = POLL_INTERVAL_MS / 2
  const polls: { readonly at: number; readonly answeredAt: number }[] = []
  const server = new LoopbackServer(async (request, response) => {
    const at = Date.now()
    if (polls.length === 0) await sleep(slowAnswerMs)
    else folder.requestStop()
    // On the server's clock, which is the tracker's (one process): the answer leaves after this moment.
    polls.push({ at, answeredAt: Date.now() })
    response.writeHead(request.url === '/repos/octo/app/actions/jobs/42' ? 304 : 404).end()
  })
  await server.up()
  const folder = activity({ GITHUB_API_URL: server.url })
  // The loopback jobs API is reached directly, not through the mock that keeps every other host away.
  agent.enableNetConnect(new URL(server.url).host)
  try {
    await track(folder)
  } finally {
    await server.down()
  }
  const [first, second] = polls
  expect(polls).toHaveLength(2)
  expect((second?.at as number) - (first?.answeredAt as number)).toBeGreaterThanOrEqual(POLL_INTERVAL_MS)
})

test("its job's worker gone (the job cut at the cancel timeout), the tracker leaves within two spacings, though the jobs API still shows the job running", async () => {
  const worker = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' })
  let reads = 0
  const server = new LoopbackServer(async (_request, response) => {
    reads++
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(RUNNING))
  })
  await server.up()
  const folder = activity({ GITHUB_API_URL: server.url, 'INPUT_MIN-UPDATE-INTERVAL': '1' })
  agent.enableNetConnect(new URL(server.url).host)
  let killedAt = Number.POSITIVE_INFINITY
  setTimeout(() => {
    killedAt = Date.now()
    worker.kill('SIGKILL')
  }, POLL_INTERVAL_MS)
  try {
    await track(folder, { worker: worker.pid as number })
  } finally {
    worker.kill('SIGKILL')
    await server.down()
  }
  expect(folder.isStopped()).toBe(true)
  // Two spacings of at least a poll each, and the tick that notices.
  expect(Date.now() - killedAt).toBeLessThan(2 * POLL_INTERVAL_MS + 2_000)
  expect(reads).toBeGreaterThanOrEqual(2)
}, 20_000)

describe('between its rounds the tracker sleeps until something is due, or until something asks for it', () => {
  /**
   * Tracks a job that runs, this job alone its run (no run to list), reading its record from a loopback jobs API,
   * which takes its updates for Signalgrid too; `act` is called a moment after the second read's answer, when the
   * tracker has just begun a round and would not look again of itself for TRACKER_LOOK_MS. The reads it made, once
   * the tracker has stopped and `act` is done.
   */
  async function actAfterSecondRead(folder: ActivityFolder, act: () => Promise<void>): Promise<number> {
    let reads = 0
    let acted: Promise<void> | undefined
    const server = new LoopbackServer(async (request, response) => {
      if (request.url?.startsWith('/v1/')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"200","text":"ok"}')
        return
      }
      reads++
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(RUNNING))
      if (reads === 2) acted = sleep(100).then(act)
    })
    await server.up()
    vi.stubEnv('GITHUB_API_URL', server.url)
    vi.stubEnv('INPUT_BASE-URL', server.url)
    agent.enableNetConnect(new URL(server.url).host)
    try {
      await track(folder)
      await acted
    } finally {
      await server.down()
    }
    return reads
  }

  test('post asking it to stop (the stop file) wakes it at once, not at its next look', async () => {
    const folder = activity({ 'INPUT_PROGRESS-MODE': 'steps' })
    let askedAt = 0
    const reads = await actAfterSecondRead(folder, async () => {
      askedAt = Date.now()
      folder.requestStop()
    })
    const stoppedAt = Date.now()
    expect(folder.isStopped()).toBe(true)
    expect(reads).toBe(2)
    expect(stoppedAt - askedAt).toBeLessThan(TRACKER_LOOK_MS / 2)
  })

  test('an update handed over by a later use of the action wakes it at once: taken, and kept for post', async () => {
    const folder = activity({ 'INPUT_PROGRESS-MODE': 'steps' })
    let waited = Number.POSITIVE_INFINITY
    await actAfterSecondRead(folder, async () => {
      const postedAt = Date.now()
      folder.postToInbox({ at: postedAt, body: 'Deploying' })
      while (folder.readRecord()?.content.body !== 'Deploying' && Date.now() - postedAt < 5_000)
        await sleep(5)
      waited = Date.now() - postedAt
      folder.requestStop()
    })
    expect(folder.readRecord()?.content.body).toBe('Deploying')
    expect(waited).toBeLessThan(TRACKER_LOOK_MS / 2)
  })

  test('an update its watch cannot see (no inbox to watch at its start) is taken at a look of its own', async () => {
    const folder = activity({ 'INPUT_PROGRESS-MODE': 'steps' })
    rmSync(join(folder.path, 'inbox'), { recursive: true })
    await actAfterSecondRead(folder, async () => {
      const postedAt = Date.now()
      folder.postToInbox({ at: postedAt, body: 'Deploying' })
      while (folder.readRecord()?.content.body !== 'Deploying' && Date.now() - postedAt < 5_000)
        await sleep(5)
      folder.requestStop()
    })
    expect(folder.readRecord()?.content.body).toBe('Deploying')
  })

  test('a read due as soon as one is answered (the run cannot be listed: its own record instead) is made at once, not after a look', async () => {
    const requests: { readonly url: string | undefined; readonly at: number; answeredAt?: number }[] = []
    const server = new LoopbackServer(async (request, response) => {
      const read = { url: request.url, at: Date.now() }
      requests.push(read)
      if (request.url === '/repos/octo/app/actions/jobs/42') {
        folder.requestStop()
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(RUNNING))
        return
      }
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}')
      requests[requests.length - 1] = { ...read, answeredAt: Date.now() }
    })
    await server.up()
    const folder = activity({ GITHUB_API_URL: server.url, GITHUB_RUN_ID: '7', GITHUB_RUN_ATTEMPT: '1' })
    agent.enableNetConnect(new URL(server.url).host)
    try {
      await track(folder)
    } finally {
      await server.down()
    }
    const [run, own] = requests
    expect(run?.url).toBe('/repos/octo/app/actions/runs/7/attempts/1/jobs?per_page=100&page=1')
    expect(own?.url).toBe('/repos/octo/app/actions/jobs/42')
    expect((own?.at as number) - (run?.answeredAt as number)).toBeLessThan(TRACKER_LOOK_MS / 2)
  })
})

/** The job of RUNNING, its one step of the user's ended as `conclusion`. */
function endedJob(conclusion: 'success' | 'failure') {
  const steps = [
    { name: 'Set up job', status: 'completed', conclusion: 'success', number: 1 },
    { name: 'Build', status: 'completed', conclusion, number: 2 },
  ]
  return { ...RUNNING, steps }
}

describe('asked to stop after its job failed, the tracker reads the job once more for the step it failed at', () => {
  /**
   * Tracks a job whose first answer shows it running, and every later one ended as `conclusion`: post asks the
   * tracker to stop after the first (`jobFailed` as post passes it). The reads of the job it made.
   */
  async function stopAfterFirstRead(
    folder: ActivityFolder,
    jobFailed: boolean,
    answers: { readonly running: object; readonly ended: object } = {
      running: RUNNING,
      ended: endedJob('failure'),
    },
  ): Promise<number> {
    let reads = 0
    const server = new LoopbackServer(async (request, response) => {
      reads++
      if (request.url !== '/repos/octo/app/actions/jobs/42') return void response.writeHead(404).end()
      const job = reads === 1 ? answers.running : answers.ended
      if (reads === 1) folder.requestStop(jobFailed)
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(job))
    })
    await server.up()
    vi.stubEnv('GITHUB_API_URL', server.url)
    agent.enableNetConnect(new URL(server.url).host)
    try {
      await track(folder)
    } finally {
      await server.down()
    }
    return reads
  }

  test('and keeps it for post (the end and the alert name it), and lays the job in its last look (the picture)', async () => {
    const folder = activity({ 'INPUT_PROGRESS-MODE': 'steps' })
    expect(await stopAfterFirstRead(folder, true)).toBe(2)
    const record = folder.readRecord()
    expect(record?.failedStep).toBe('Build')
    expect(record?.content).toMatchObject({ body: 'Failed at step 1 of 1 · Build', severity: 'CRIT' })
    const own = readLastLook(folder)?.snapshot.jobs.find((job) => job.id === 42)
    expect(own?.steps.at(-1)).toMatchObject({ name: 'Build', conclusion: 'failure' })
    expect(folder.isStopped()).toBe(true)
  })

  test('and counts the steps as its bar did: its own step, named by the workflow, is not one of the user’s', async () => {
    const folder = activity({ 'INPUT_PROGRESS-MODE': 'steps' })
    // The action's step as a workflow names it ("Notify"), begun just before its tracker, its post registered.
    const began = new Date((folder.readRecord()?.startedAt as number) - 1_000).toISOString()
    const steps = (notify: string, build: string | null) => [
      { name: 'Set up job', status: 'completed', conclusion: 'success', number: 1 },
      { name: 'Notify', status: notify, conclusion: null, number: 2, started_at: began },
      { name: 'Build', status: build ? 'completed' : 'queued', conclusion: build, number: 3 },
      { name: 'Post Notify', status: 'pending', conclusion: null, number: 5 },
    ]
    const running = { ...RUNNING, steps: steps('in_progress', null) }
    const ended = { ...RUNNING, steps: steps('completed', 'failure') }
    expect(await stopAfterFirstRead(folder, true, { running, ended })).toBe(2)
    expect(folder.readRecord()?.content).toMatchObject({ body: 'Failed at step 1 of 1 · Build' })
  })

  test('and not after a job that did not fail: one read, no failed step', async () => {
    const folder = activity({ 'INPUT_PROGRESS-MODE': 'steps' })
    expect(await stopAfterFirstRead(folder, false)).toBe(1)
    expect(folder.readRecord()?.failedStep).toBeUndefined()
    expect(folder.isStopped()).toBe(true)
  })
})
