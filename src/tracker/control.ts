import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { ActivityFolder } from '../activity/folder.js'
import { TRACKER_FOLDER_VARIABLE, TRACKER_STOP_POLL_MS } from '../constants.js'

// A killed process is gone within milliseconds; this only bounds the wait should the system be slow to reap.
const KILLED_EXIT_WAIT_MS = 1_000

/**
 * Node's arguments that run the tracker. The runner runs dist/: the tracker bundle beside the running
 * stage's bundle, dist/<stage>/index.js → dist/tracker/index.js. From the sources, as @github/local-action
 * runs them under a TypeScript loader, there is no dist/: the two lines the build writes there, pointed at
 * src/action.ts, under this process's loader. `webpackIgnore` keeps ncc from copying either file as an
 * asset; the paths are resolved at run time.
 */
function trackerArguments(): string[] {
  if (new URL(import.meta.url).pathname.endsWith('.ts')) {
    const root = new URL(/* webpackIgnore: true */ '../action.ts', import.meta.url).href
    const script = `const { runAndExit } = await import(${JSON.stringify(root)})\nawait runAndExit('tracker')`
    return [...process.execArgv, TRACKER_HEAP, '--input-type=module', '--eval', script]
  }
  return [
    TRACKER_HEAP,
    fileURLToPath(new URL(/* webpackIgnore: true */ '../tracker/index.js', import.meta.url)),
  ]
}

/**
 * The tracker reads the run's jobs every few seconds, a listing that grows with the run: V8 would let its young
 * generation grow to fit the bursts, 2 to 4 MiB of a budget of 90 (the benchmark's run of 20 jobs). One MiB
 * of it is plenty for what the tracker keeps; it collects a little more often.
 */
const TRACKER_HEAP = '--max-semi-space-size=1'

/**
 * Starts the tracker of an activity as a detached process that outlives this stage. It must not hold the
 * stage's stdout or stderr: the runner would wait for them, then kill it. It keeps RUNNER_TRACKING_ID from
 * this environment, so the runner's orphan clean-up ends it at the latest at job end.
 */
export function startTracker(folder: ActivityFolder, nodeArguments = trackerArguments()): number | undefined {
  try {
    const child = spawn(process.execPath, nodeArguments, {
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
      env: { ...process.env, [TRACKER_FOLDER_VARIABLE]: folder.path },
    })
    child.on('error', () => {})
    child.unref()
    if (child.pid !== undefined) folder.writeTrackerPid(child.pid)
    return child.pid
  } catch {
    return undefined
  }
}

/** Whether the activity's tracker is there to take an update. */
export function isTrackerRunning(folder: ActivityFolder): boolean {
  const pid = folder.readTrackerPid()
  return pid !== undefined && !folder.isStopped() && !folder.stopRequested() && isTrackerProcess(pid)
}

export type StopOutcome = 'stopped' | 'killed' | 'not running'

/**
 * Stops the tracker and waits, at most `timeoutMs`, for its process to exit once it has finished the update
 * it is sending, so that nothing it sends can arrive after the end. A tracker that died or never started
 * costs nothing; one still alive at the deadline is killed, and gone when this returns.
 */
export async function stopTracker(folder: ActivityFolder, timeoutMs: number): Promise<StopOutcome> {
  const pid = folder.readTrackerPid()
  if (pid === undefined || !isTrackerProcess(pid)) return 'not running'
  folder.requestStop()
  signal(pid, 'SIGTERM')
  if (await exited(pid, Date.now() + timeoutMs)) return 'stopped'
  signal(pid, 'SIGKILL')
  await exited(pid, Date.now() + KILLED_EXIT_WAIT_MS)
  return 'killed'
}

/** Whether the process is gone by the deadline. */
async function exited(pid: number, deadline: number): Promise<boolean> {
  while (isTrackerProcess(pid)) {
    if (Date.now() >= deadline) return false
    await sleep(TRACKER_STOP_POLL_MS)
  }
  return true
}

function signal(pid: number, name: NodeJS.Signals): void {
  // Windows has no SIGTERM: there the stop file alone asks the tracker to stop.
  if (process.platform === 'win32' && name === 'SIGTERM') return
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

/**
 * Whether `pid` is alive and, where /proc tells, still our tracker (not a zombie, and not another process
 * that reused the pid: that one must never be signalled).
 */
function isTrackerProcess(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    // ESRCH: gone. EPERM: another user's process now has the pid, so it is not ours either.
    return false
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    return (
      stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z' && cmdline.includes('tracker')
    )
  } catch {
    return process.platform !== 'linux'
  }
}
