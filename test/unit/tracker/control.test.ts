import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ActivityFolder } from '../../../src/action/activity-folder.js'
import { TRACKER_NODE_FLAGS, TRACKER_NODE_FLAGS_BEHIND_PROXY } from '../../../src/action/constants.js'
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

describe('tracker control', () => {
  test.each([
    ['without a proxy', '', TRACKER_NODE_FLAGS],
    ['behind a proxy, where fetch needs WebAssembly', 'http://127.0.0.1:9', TRACKER_NODE_FLAGS_BEHIND_PROXY],
  ])('starts the tracker detached, %s, with Node flags this Node accepts', async (_case, proxy, flags) => {
    for (const name of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy']) vi.stubEnv(name, '')
    vi.stubEnv('HTTPS_PROXY', proxy)
    const folder = newFolder()
    const pid = startTracker(folder, STAND_IN)
    expect(pid).toBeTypeOf('number')
    started.push(pid as number)
    expect(folder.readTrackerPid()).toBe(pid)
    // Node refuses to start on a flag it does not know: the stand-in would never write this.
    const report = join(folder.path, 'started-with.json')
    await until(() => existsSync(report))
    expect(JSON.parse(readFileSync(report, 'utf8'))).toEqual(flags)
    expect(isTrackerRunning(folder)).toBe(true)
  })

  test('stop returns once the tracker has marked itself stopped, without waiting for it to exit', async () => {
    const folder = newFolder()
    const pid = startTracker(folder, STAND_IN) as number
    started.push(pid)
    await until(() => existsSync(join(folder.path, 'started-with.json')))
    const begin = Date.now()
    expect(await stopTracker(folder, 3_000)).toBe('stopped')
    // The stand-in lingers 10 s after it marked itself stopped; the stop took far less than that.
    expect(Date.now() - begin).toBeLessThan(2_000)
    expect(folder.stopRequested()).toBe(true)
    expect(isTrackerRunning(folder)).toBe(false)
  })
})
