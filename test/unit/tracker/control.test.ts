import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ActivityFolder } from '../../../src/activity/folder.js'
import { isTrackerRunning, startTracker, stopTracker } from '../../../src/tracker/control.js'

const STAND_IN = fileURLToPath(new URL('./fixtures/stand-in-tracker.mjs', import.meta.url))

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

/** Starts the stand-in, which lingers `lingerMs` between marking itself stopped and exiting. */
async function startStandIn(lingerMs: number): Promise<{ folder: ActivityFolder; pid: number }> {
  vi.stubEnv('STAND_IN_LINGER_MS', String(lingerMs))
  const folder = newFolder()
  const pid = startTracker(folder, [STAND_IN]) as number
  expect(pid).toBeTypeOf('number')
  started.push(pid)
  await until(() => existsSync(join(folder.path, 'started-with.json')))
  return { folder, pid }
}

describe('tracker control', () => {
  test('starts the tracker detached, with no Node flags of its own, and records its pid', async () => {
    const { folder, pid } = await startStandIn(0)
    expect(folder.readTrackerPid()).toBe(pid)
    expect(JSON.parse(readFileSync(join(folder.path, 'started-with.json'), 'utf8'))).toEqual([])
    expect(isTrackerRunning(folder)).toBe(true)
  })

  test('stop waits for the process to exit, not only for its stopped marker', async () => {
    const { folder, pid } = await startStandIn(500)
    expect(await stopTracker(folder, 3_000)).toBe('stopped')
    expect(folder.isStopped()).toBe(true)
    expect(alive(pid)).toBe(false)
    expect(isTrackerRunning(folder)).toBe(false)
  })

  test('a tracker still alive at the deadline is killed, and gone when stop returns', async () => {
    const { folder, pid } = await startStandIn(60_000)
    expect(await stopTracker(folder, 300)).toBe('killed')
    expect(alive(pid)).toBe(false)
  })

  test('a tracker that never started is no reason to wait', async () => {
    expect(await stopTracker(newFolder(), 3_000)).toBe('not running')
  })
})
