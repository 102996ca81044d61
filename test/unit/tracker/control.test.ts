import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ActivityFolder } from '../../../src/activity/folder.js'
import { TRACKER_EXIT_WAIT_MS } from '../../../src/constants.js'
import { isTrackerRunning, startTracker, stopTracker } from '../../../src/tracker/control.js'
import type { TrackerSettings } from '../../../src/tracker/handover.js'

const STAND_IN = fileURLToPath(new URL('./fixtures/stand-in-tracker.mjs', import.meta.url))
const BYSTANDER = fileURLToPath(new URL('../../support/fixtures/bystander.mjs', import.meta.url))

const SETTINGS: TrackerSettings = {
  clientKey: 'ck_SECRET_control_5d1e',
  channels: ['ch_SECRET_control_9f0a'],
  baseUrl: 'https://api.signalgrid.co',
  failOnError: false,
  dryRun: false,
  githubToken: 'ghs_SECRET_control_77aa',
  jobId: '42',
  trackSteps: true,
  progressMode: 'time',
  steps: undefined,
  timedUpdates: 6,
  minUpdateIntervalSeconds: 5,
  endActivity: 'auto',
  activityToken: undefined,
  activityName: undefined,
  leg: { index: 0, count: 1, label: '', failFast: true },
  dismissalDelay: 5,
  failureDismissalDelay: 60,
  failureAlert: 'critical',
  failureAlertChannels: ['ch_SECRET_oncall_3c2b'],
}

const started: number[] = []
const folders: string[] = []
afterEach(() => {
  vi.unstubAllEnvs()
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Gone already.
    }
  }
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true })
})

function newFolder(): ActivityFolder {
  const path = mkdtempSync(join(tmpdir(), 'tracker-control-'))
  folders.push(path)
  return new ActivityFolder(path)
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * Whether the process can still run code. Not when it is a zombie (exited, not yet reaped by this test's
 * process), nor while it exits: the kernel releases its memory, and so empties its cmdline, before it
 * becomes a zombie.
 */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const exiting = readFileSync(`/proc/${pid}/cmdline`, 'utf8') === ''
    return !exiting && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

/** Whether the process is all gone, its sockets closed: reaped, or a zombie. */
function gone(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z'
  } catch {
    return true
  }
}

/** Resolves once a connection to the socket is refused. */
async function untilRefused(path: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(path)
      socket.once('connect', () => {
        socket.destroy()
        resolve(false)
      })
      socket.once('error', () => resolve(true))
    })
    if (refused) return
    if (Date.now() > deadline) throw new Error(`${path} still takes connections`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

interface StandIn {
  readonly folder: ActivityFolder
  readonly pid: number
  /** How it was started, as it announced it. */
  readonly said: { execArgv: string[]; env: Record<string, string>; handover: unknown; stdinClosed: boolean }
}

/** Starts the stand-in, which lingers `lingerMs` between marking itself stopped and exiting. */
async function startStandIn(lingerMs: number, folder = newFolder(), exitAfterMs = 0): Promise<StandIn> {
  const pid = (await startTracker(folder, SETTINGS, {
    nodeArguments: [STAND_IN, '--linger', String(lingerMs), '--exit-after', String(exitAfterMs)],
  })) as number
  expect(pid).toBeTypeOf('number')
  started.push(pid)
  const announcement = join(folder.path, 'started-with.json')
  await until(() => existsSync(announcement))
  return { folder, pid, said: JSON.parse(readFileSync(announcement, 'utf8')) }
}

/** An unrelated process that writes down the signals it gets: one a stale record may name. */
async function startBystander(): Promise<{ child: ChildProcess; signals: () => string[] }> {
  const log = join(newFolder().path, 'signals')
  const child = spawn(process.execPath, [BYSTANDER, log], { stdio: 'ignore' })
  started.push(child.pid as number)
  await until(() => existsSync(log))
  return { child, signals: () => readFileSync(log, 'utf8').split('\n').filter(Boolean) }
}

describe('tracker control', () => {
  test('starts the tracker detached, with no Node flags of its own, and records its pid and endpoint', async () => {
    const { folder, pid, said } = await startStandIn(0)
    expect(folder.readTracker()).toEqual({ pid, endpoint: join(folder.path, 'tracker.sock') })
    expect(said.execArgv).toEqual([])
    expect(await isTrackerRunning(folder)).toBe(true)
  })

  test('its settings, secrets included, arrive whole on its stdin, which is then closed; none is in its environment', async () => {
    vi.stubEnv('INPUT_CLIENT-KEY', SETTINGS.clientKey)
    vi.stubEnv('INPUT_GITHUB-TOKEN', SETTINGS.githubToken)
    vi.stubEnv('ACTIONS_RUNTIME_TOKEN', 'rt_SECRET_control_31c4')
    vi.stubEnv('STATE_token', 'CDGZ9')
    vi.stubEnv('GITHUB_ENV', '/runner/file_commands/set_env')
    vi.stubEnv('RUNNER_TRACKING_ID', 'github_control_test')
    vi.stubEnv('https_proxy', 'http://proxy.internal:3128')
    const { folder, said } = await startStandIn(0)
    // The stage's parent, the runner's worker: gone, the tracker knows its job is over.
    expect(said.handover).toEqual({
      settings: SETTINGS,
      endpoint: join(folder.path, 'tracker.sock'),
      worker: process.ppid,
    })
    expect(said.stdinClosed).toBe(true)
    expect(said.env).toMatchObject({
      RUNNER_TRACKING_ID: 'github_control_test',
      https_proxy: 'http://proxy.internal:3128',
      SIGNALGRID_TRACKER_FOLDER: folder.path,
    })
    const environment = JSON.stringify(said.env)
    for (const secret of [SETTINGS.clientKey, SETTINGS.githubToken, 'rt_SECRET_control_31c4']) {
      expect(environment).not.toContain(secret)
    }
    expect(Object.keys(said.env).filter((name) => /^(INPUT|STATE|ACTIONS)_|^GITHUB_ENV$/.test(name))).toEqual(
      [],
    )
  })

  test('stop asks through the endpoint and returns once the tracker says it stopped, having marked itself stopped', async () => {
    const { folder, pid } = await startStandIn(500)
    const begun = Date.now()
    const stopped = await stopTracker(folder, 3_000)
    expect(stopped.outcome).toBe('stopped')
    expect(Date.now() - begun).toBeGreaterThanOrEqual(450)
    expect(folder.isStopped()).toBe(true)
    await stopped.exited
    expect(alive(pid)).toBe(false)
    expect(await isTrackerRunning(folder)).toBe(false)
  })

  test('its exit is not waited for before stop returns, and settles once the tracker let go of its endpoint', async () => {
    const { folder, pid } = await startStandIn(0, newFolder(), 400)
    const stopped = await stopTracker(folder, 3_000)
    expect(stopped.outcome).toBe('stopped')
    expect(folder.isStopped()).toBe(true)
    expect(alive(pid)).toBe(true)
    await stopped.exited
    expect(alive(pid)).toBe(false)
  })

  test('a tracker that said it stopped just before the deadline still has its moment to exit, and is waited for', async () => {
    const { folder, pid } = await startStandIn(250, newFolder(), 400)
    const stopped = await stopTracker(folder, 300)
    expect(stopped.outcome).toBe('stopped')
    expect(alive(pid)).toBe(true)
    await stopped.exited
    expect(alive(pid)).toBe(false)
  })

  test('a tracker that said it stopped but lingers past its moment to exit is left to exit, never killed', async () => {
    const { folder, pid } = await startStandIn(0, newFolder(), 5_000)
    const stopped = await stopTracker(folder, 300)
    expect(stopped.outcome).toBe('stopped')
    const begun = Date.now()
    await stopped.exited
    expect(Date.now() - begun).toBeLessThan(TRACKER_EXIT_WAIT_MS + 500)
    expect(alive(pid)).toBe(true)
  })

  test('a post stalled past the deadline just as the tracker said it stopped takes it at its word: it is not killed', async () => {
    // It answers a second after it heard the stop: during the stall below, never before it.
    const { folder, pid } = await startStandIn(1_000, newFolder(), 400)
    const timeoutMs = 2_000
    const deadline = Date.now() + timeoutMs
    const stopping = stopTracker(folder, timeoutMs)
    await until(() => existsSync(join(folder.path, 'stop-heard')))
    // The loop held from the stop asked until the tracker has answered and the deadline has passed: the answer and
    // the deadline's timer fall due together at the loop's next turn, which runs timers first. Held from the loop's
    // check phase, as a process descheduled while it waits is: held from a timer's callback, Node would read the
    // answer before it saw the deadline due.
    await new Promise((resolve) => setImmediate(resolve))
    while (!folder.isStopped() || Date.now() < deadline + 50) {
      // Busy, as a stage on a loaded machine.
    }
    const stopped = await stopping
    expect(stopped.outcome).toBe('stopped')
    await stopped.exited
    expect(gone(pid)).toBe(true)
  })

  test('a hung tracker, still holding its endpoint at the deadline, is killed, and gone when stop returns', async () => {
    const { folder, pid } = await startStandIn(0)
    process.kill(pid, 'SIGSTOP')
    const stopped = await stopTracker(folder, 300)
    expect(stopped.outcome).toBe('killed')
    expect(alive(pid)).toBe(false)
  })

  test('a tracker that marked itself stopped is taken at its word: its exit is waited for, never forced', async () => {
    const { folder, pid } = await startStandIn(0)
    folder.markStopped()
    process.kill(pid, 'SIGSTOP')
    const stopped = await stopTracker(folder, 300)
    expect(stopped.outcome).toBe('stopped')
    await stopped.exited
    expect(folder.stopRequested()).toBe(false)
    expect(alive(pid)).toBe(true)
  })

  test('a tracker that never started is no reason to wait', async () => {
    expect((await stopTracker(newFolder(), 3_000)).outcome).toBe('not running')
  })

  test.each([
    ['never listened there', false],
    ['was killed, leaving its socket behind', true],
  ])(
    'a stale record naming a live unrelated process (the tracker %s): that process is never signalled',
    async (_case, leftSocket) => {
      const bystander = await startBystander()
      const folder = newFolder()
      if (leftSocket) {
        const { pid } = await startStandIn(0, folder)
        process.kill(pid, 'SIGKILL')
        // Gone once its socket refuses connections: the system lets go of it a moment after the process.
        await until(() => gone(pid))
        await untilRefused(join(folder.path, 'tracker.sock'))
        expect(existsSync(join(folder.path, 'tracker.sock'))).toBe(true)
      }
      folder.writeTracker({ pid: bystander.child.pid as number, endpoint: join(folder.path, 'tracker.sock') })
      const begun = Date.now()
      expect((await stopTracker(folder, 3_000)).outcome).toBe('not running')
      expect(Date.now() - begun).toBeLessThan(1_000)
      expect(alive(bystander.child.pid as number)).toBe(true)
      expect(bystander.signals()).toEqual([])
      expect(await isTrackerRunning(newFolder())).toBe(false)
    },
  )

  test("a record naming post's own pid: a hung tracker at the deadline is left to the runner, post is not signalled", async () => {
    const { folder, pid } = await startStandIn(0)
    process.kill(pid, 'SIGSTOP')
    folder.writeTracker({ pid: process.pid, endpoint: join(folder.path, 'tracker.sock') })
    expect((await stopTracker(folder, 300)).outcome).toBe('left')
    // This process was not killed (the test goes on), and the tracker, named by no pid, was not either.
    expect(alive(pid)).toBe(true)
  })
})
