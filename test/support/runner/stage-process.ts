import { setPriority } from 'node:os'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { DIRECT_SPAWNER, type StageSpawner } from './worker.js'

/** How long the runner waits for a stage's stdout/stderr to close once it exited (ProcessInvoker.cs). */
export const RUNNER_STDIO_GRACE_MS = 5_000

/** How the runner spaces the signals to a step it cancels (ProcessInvoker.cs, CancelAndKillProcessTree). */
export interface CancelSignals {
  /** From SIGINT to SIGTERM, when the process has not exited: the runner's 7.5 s. */
  readonly sigtermAfterMs: number
  /** From SIGTERM to SIGKILL: the runner's 2.5 s. */
  readonly killAfterMs: number
}

export interface StageProcessOptions {
  readonly node: string
  /** The bundle node runs, or node's whole argument list (the benchmark's floor: ['-e', '0']). */
  readonly script: string | readonly string[]
  /** A command the process runs under, e.g. ['/usr/bin/time', '-f', '%M', '-o', file] to measure it. */
  readonly wrapper?: readonly string[]
  readonly cwd: string
  readonly env: Readonly<Record<string, string>>
  /** How long stdout/stderr may stay open after the process exited. */
  readonly stdioGraceMs: number
  /** The harness's own guard: a stage still running after this is killed (its pid, as the runner kills). */
  readonly timeoutMs: number
  /** Told each line of stdout as it arrives (a last line without a newline once the stream closes). */
  readonly onStdoutLine?: (line: string) => void
  /** Scheduling priority (niceness, 0 to 19) of the stage and whatever it starts. */
  readonly niceness?: number
  /** Settles when the runner cancels the step: the stage then gets SIGINT, SIGTERM and SIGKILL, so spaced. */
  readonly cancelled?: Promise<CancelSignals>
  /**
   * Settles when the runner's worker is killed (at the job's cancel timeout): nobody waits for the stage any
   * more, and nobody kills it. It runs on, its stdout and stderr cut.
   */
  readonly abandoned?: Promise<unknown>
  /**
   * What spawns the process: the job's worker (worker.ts), which is then its parent, as the runner's worker is a
   * stage's; default this process.
   */
  readonly spawner?: StageSpawner
}

/** A signal the runner sent the stage, and when (ms since the epoch). */
export interface SentSignal {
  readonly signal: 'SIGINT' | 'SIGTERM' | 'SIGKILL'
  readonly at: number
}

export interface StageProcessResult {
  readonly exitCode: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
  /** From spawn to the process's exit (to its abandonment, when it was abandoned). */
  readonly durationMs: number
  /** When it was spawned and when it exited, ms since the epoch. */
  readonly startedAt: number
  readonly exitedAt: number
  /** Its stdout/stderr stayed open after it exited: a child inherited them (the runner then stops waiting). */
  readonly inheritedStdio: boolean
  readonly timedOut: boolean
  /** The signals a cancel sent it, in order. */
  readonly signals: readonly SentSignal[]
  /** The worker was killed while it ran: it was left running, and the fields above say so far as was seen. */
  readonly abandoned: boolean
}

/**
 * Runs one stage as the runner runs it: `node <script>`, stdout and stderr captured, stdin closed. When the
 * process has exited but its stdout/stderr stay open (a child inherited them), the runner waits a few seconds
 * and then "kills the process tree": on Linux and macOS that is Process.Kill() on the stage's own pid
 * (NixKillProcessTree), which has exited by then, so nothing is killed and the child runs on until the job's
 * orphan clean-up; the runner only stops waiting. So does this. (On Windows the runner kills the whole tree by
 * parent pid, detached children included, WindowsKillProcessTree: that cannot be tried here.)
 */
export async function runStageProcess(options: StageProcessOptions): Promise<StageProcessResult> {
  const startedAt = Date.now()
  const begin = performance.now()
  const nodeArgs = typeof options.script === 'string' ? [options.script] : options.script
  const [command, ...args] = [...(options.wrapper ?? []), options.node, ...nodeArgs] as [string, ...string[]]
  const stdout: Buffer[] = []
  const stderr: Buffer[] = []
  const signals: SentSignal[] = []
  let timedOut = false
  const result = (exit: [number | null, NodeJS.Signals | null], inheritedStdio: boolean, left = false) => ({
    exitCode: exit[0],
    signal: exit[1],
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
    durationMs: Math.round(performance.now() - begin),
    startedAt,
    exitedAt: Date.now(),
    inheritedStdio,
    timedOut,
    signals,
    abandoned: left,
  })
  const abandoned = options.abandoned?.then(() => 'abandoned' as const) ?? new Promise<never>(() => {})
  // A process group of its own (the spawner's): a Ctrl-C in the terminal that runs the tests does not reach the
  // stage, which only ever gets the signals the runner would send it.
  const spawning = (options.spawner ?? DIRECT_SPAWNER).spawn({
    command,
    args,
    cwd: options.cwd,
    env: options.env,
  })
  // The worker killed as it spawned the stage: started or not, nobody waits for it.
  spawning.catch(() => {})
  const child = await Promise.race([spawning, abandoned])
  if (child === 'abandoned') return result([null, null], false, true)
  if (options.niceness) renice(child.pid, options.niceness)
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
  // readline decodes on its own: the stream's chunks stay Buffers for the stage's captured output.
  if (options.onStdoutLine)
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', options.onStdoutLine)
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk))
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  let running = true
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      running = false
      resolve([code, signal])
    })
  })
  // Only while it runs: once Node has reaped it, its pid may be another process's.
  const send = (signal: SentSignal['signal']) => {
    if (!running) return
    signals.push({ signal, at: Date.now() })
    child.signal(signal)
  }
  const exitsWithin = (ms: number) =>
    Promise.race([exited.then(() => true), sleep(ms, false, { ref: false })])
  void options.cancelled?.then(async (spacing) => {
    send('SIGINT')
    if (await exitsWithin(spacing.sigtermAfterMs)) return
    send('SIGTERM')
    if (await exitsWithin(spacing.killAfterMs)) return
    send('SIGKILL')
  })
  const timer = setTimeout(() => {
    timedOut = true
    send('SIGKILL')
  }, options.timeoutMs)
  const cut = () => child.cut()
  const exit = await Promise.race([exited, abandoned]).finally(() => clearTimeout(timer))
  if (exit === 'abandoned') {
    cut()
    return result([null, null], false, true)
  }
  const exitedResult = result(exit, false)

  // The grace period's timer is unref'd: it never keeps the test's process waiting once the streams closed.
  const graceOver = sleep(options.stdioGraceMs, false, { ref: false })
  const ended = await Promise.race([closed.then(() => true), graceOver, abandoned])
  if (ended !== true) cut()
  return {
    ...exitedResult,
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
    inheritedStdio: ended === false,
    abandoned: ended === 'abandoned',
  }
}

/**
 * Lowers the stage's priority. The worker spawns it and says so over its channel: a stage that ends at once (a push
 * on a busy machine) can be gone by then, and then has nothing left to slow down (ESRCH).
 */
function renice(pid: number, niceness: number): void {
  try {
    setPriority(pid, niceness)
  } catch (error) {
    if ((error as { info?: { code?: string } }).info?.code !== 'ESRCH') throw error
  }
}
