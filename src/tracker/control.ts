import { spawn } from 'node:child_process'
import { finished } from 'node:stream/promises'
import type { Holding } from '../activity/end.js'
import type { ActivityFolder } from '../activity/folder.js'
import { TRACKER_EXIT_WAIT_MS, TRACKER_FOLDER_VARIABLE } from '../constants.js'
import type { BoardRequest } from '../matrix/board-request.js'
import { newEndpoint, type Reached, reach, socketPath } from './endpoint.js'
import { trackerEnvironment } from './environment.js'
import { type Handover, type TrackerSettings, trackerSettings } from './handover.js'
import { stageParent } from './job-worker.js'
import { KILLED_EXIT_WAIT_MS, partArguments } from './part-arguments.js'

/** Node's arguments that run the tracker: its bundle beside this one (part-arguments.ts). */
function trackerArguments(): string[] {
  return partArguments('tracker', [TRACKER_HEAP, TRACKER_PARSER], import.meta.url)
}

/**
 * The tracker reads the run's jobs every few seconds, a listing that grows with the run: V8 would let its young
 * generation grow to fit the bursts, 2 to 4 MiB of a budget of 90 (the benchmark's run of 20 jobs). One MiB
 * of it is plenty for what the tracker keeps; it collects a little more often.
 */
const TRACKER_HEAP = '--max-semi-space-size=1'

/**
 * After a process's first answers V8 compiles undici's HTTP parser (WebAssembly) again with its optimizing
 * compiler: some 20 MiB for the tracker's whole life, and work on another thread that the tracker's exit waits
 * for when it is not done, which post waits for in turn (a post after a job of a few seconds took 390 ms with it
 * and 261 ms without, medians of 12 jobs each in turn on a busy machine). Liftoff, V8's first compiler, parses
 * the few KiB of an answer every few seconds in no time to speak of.
 */
const TRACKER_PARSER = '--liftoff-only'

/**
 * Starts the tracker of an activity as a detached process that outlives this stage, and returns its pid. It
 * must not hold the stage's stdout or stderr: the runner would wait for them, then kill it. Its environment is
 * the few variables it needs (environment.ts), RUNNER_TRACKING_ID among them, so that the runner's orphan
 * clean-up ends it at the latest at job end; the step's inputs it uses, the secrets among them, go through
 * its stdin, written whole before this returns, so that the stage may exit at once.
 */
export async function startTracker(
  folder: ActivityFolder,
  inputs: TrackerSettings,
  {
    board,
    holding,
    nodeArguments = trackerArguments(),
  }: { board?: BoardRequest; holding?: Holding; nodeArguments?: string[] } = {},
): Promise<number | undefined> {
  try {
    const endpoint = newEndpoint(folder.path)
    const worker = stageParent()
    const child = spawn(process.execPath, nodeArguments, {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
      windowsHide: true,
      env: { ...trackerEnvironment(process.env), [TRACKER_FOLDER_VARIABLE]: folder.path },
    })
    child.on('error', () => {})
    child.unref()
    if (child.pid === undefined) return undefined
    folder.writeTracker({ pid: child.pid, endpoint })
    const handover: Handover = {
      settings: trackerSettings(inputs),
      endpoint,
      ...(board ? { board } : {}),
      ...(holding ? { holding } : {}),
      ...(worker === undefined ? {} : { worker }),
    }
    child.stdin.end(JSON.stringify(handover))
    // Written to the pipe before the stage can exit; a tracker that died at once makes it fail: no matter.
    await finished(child.stdin).catch(() => {})
    return child.pid
  } catch {
    return undefined
  }
}

/** Whether the activity's tracker is there to take an update. */
export async function isTrackerRunning(folder: ActivityFolder): Promise<boolean> {
  if (folder.isStopped() || folder.stopRequested()) return false
  const tracker = await reachTracker(folder)
  tracker?.close()
  return tracker !== undefined
}

/**
 * 'stopped': it marked itself stopped, now or before; 'not running': no tracker holds its endpoint (it died,
 * or never started); 'killed': it was alive at the deadline, so it was killed; 'left': it was alive at the
 * deadline, but its pid is not one this process may signal: the runner's clean-up ends it at job end.
 */
export type StopOutcome = 'stopped' | 'not running' | 'killed' | 'left'

/** A tracker asked to stop, once nothing it sends can follow. */
export interface Stopped {
  readonly outcome: StopOutcome
  /**
   * Settles once its process is gone, or a while after it said it stopped (TRACKER_EXIT_WAIT_MS). The stage
   * waits for it last, so that no process of the job outlives its stage, while its own work after the stop (the
   * end, the job summary) goes on beside it.
   */
  readonly exited: Promise<void>
}

/**
 * Stops the tracker and waits, at most `timeoutMs`, for it to finish the update it is sending, so that nothing
 * it sends can arrive after the end. The stopped marker comes first: a tracker that wrote it is done, and is
 * never signalled. Otherwise the tracker is asked, through its folder and its endpoint (endpoint.ts), and
 * answers there once it has stopped; its end of the connection closing says its process has exited, to the
 * millisecond. `jobFailed`: it reads the job once more as it stops, for the step it failed at, within the time
 * it has to finish what it is sending. One that has not stopped by the deadline is killed by the pid its stage
 * recorded, which the open connection proves is still the tracker's; never another process, and never this
 * one or its parent.
 */
export async function stopTracker(
  folder: ActivityFolder,
  timeoutMs: number,
  jobFailed = false,
): Promise<Stopped> {
  const deadline = Date.now() + timeoutMs
  if (folder.isStopped()) {
    // Done: nothing it sends can follow. Its process may be a moment from exiting, which costs nothing.
    return { outcome: 'stopped', exited: exitOf(await reachTracker(folder)) }
  }
  folder.requestStop(jobFailed)
  const tracker = await reachTracker(folder)
  if (!tracker) return { outcome: 'not running', exited: Promise.resolve() }
  tracker.stop()
  if (await settledBy(tracker.stopped, deadline)) return { outcome: 'stopped', exited: exitOf(tracker) }
  const pid = folder.readTracker()?.pid
  const open = tracker.open
  if (!open || pid === undefined || pid === process.pid || pid === process.ppid) {
    tracker.close()
    return { outcome: open ? 'left' : 'stopped', exited: Promise.resolve() }
  }
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Gone between the check and the kill.
  }
  await settledBy(tracker.closed, Date.now() + KILLED_EXIT_WAIT_MS)
  tracker.close()
  return { outcome: 'killed', exited: Promise.resolve() }
}

/** The tracker at its endpoint: its folder's socket, or on Windows the pipe its stage recorded. */
async function reachTracker(folder: ActivityFolder): Promise<Reached | undefined> {
  const endpoint = process.platform === 'win32' ? folder.readTracker()?.endpoint : socketPath(folder.path)
  return endpoint === undefined ? undefined : reach(endpoint)
}

/** The exit of a tracker that stopped, waited for up to TRACKER_EXIT_WAIT_MS: one that said so is never forced. */
async function exitOf(tracker: Reached | undefined): Promise<void> {
  if (!tracker) return
  await settledBy(tracker.closed, Date.now() + TRACKER_EXIT_WAIT_MS)
  tracker.close()
}

/**
 * Whether `promise` settled by the deadline. A stage whose process stalled past it (a loaded machine) finds the
 * timer and the tracker's answer due at once, and Node runs timers first: the answer is taken first, in the same
 * turn of the loop, as reach() does, so that a tracker that said it stopped is never killed for it.
 */
async function settledBy(promise: Promise<void>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  let giveUp: NodeJS.Immediate | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(
      () => {
        giveUp = setImmediate(() => resolve(false))
      },
      Math.max(0, deadline - Date.now()),
    )
  })
  try {
    return await Promise.race([promise.then(() => true as const), timeout])
  } finally {
    clearTimeout(timer)
    clearImmediate(giveUp)
  }
}
