import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'

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
  readonly timeoutMs: number
  /** Told each line of stdout as it arrives (a last line without a newline once the stream closes). */
  readonly onStdoutLine?: (line: string) => void
  /** Scheduling priority (niceness, 0 to 19) of the stage and whatever it starts. */
  readonly niceness?: number
}

export interface StageProcessResult {
  readonly exitCode: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
  /** From spawn to the process's exit. */
  readonly durationMs: number
  /** When it was spawned and when it exited, ms since the epoch. */
  readonly startedAt: number
  readonly exitedAt: number
  /** Its stdout/stderr stayed open after it exited: a child inherited them (the runner then kills the tree). */
  readonly inheritedStdio: boolean
  readonly timedOut: boolean
}

/**
 * Runs one stage as the runner runs it: `node <script>`, stdout and stderr captured, stdin closed. When the
 * process has exited but its stdout/stderr stay open (a child inherited them), the runner waits a few
 * seconds and then kills the process tree; so does this, and says so.
 */
export async function runStageProcess(options: StageProcessOptions): Promise<StageProcessResult> {
  const startedAt = Date.now()
  const begin = performance.now()
  // Its own process group, so "the process tree" can be killed without touching the test's.
  const nodeArgs = typeof options.script === 'string' ? [options.script] : options.script
  const [command, ...args] = [...(options.wrapper ?? []), options.node, ...nodeArgs] as [string, ...string[]]
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  if (options.niceness && child.pid !== undefined) setPriority(child.pid, options.niceness)
  const stdout: Buffer[] = []
  const stderr: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
  // readline decodes on its own: the stream's chunks stay Buffers for the stage's captured output.
  if (options.onStdoutLine)
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', options.onStdoutLine)
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk))
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve([code, signal]))
  })

  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    killGroup(child.pid)
  }, options.timeoutMs)
  const [exitCode, signal] = await exited.finally(() => clearTimeout(timer))
  const durationMs = Math.round(performance.now() - begin)
  const exitedAt = Date.now()

  // The grace period's timer is unref'd: it never keeps the test's process waiting once the streams closed.
  const graceOver = sleep(options.stdioGraceMs, false, { ref: false })
  const inheritedStdio = !(await Promise.race([closed.then(() => true), graceOver]))
  if (inheritedStdio) {
    killGroup(child.pid)
    child.stdout.destroy()
    child.stderr.destroy()
  }
  return {
    exitCode,
    signal,
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
    durationMs,
    startedAt,
    exitedAt,
    inheritedStdio,
    timedOut,
  }
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch (error) {
    // ESRCH: the group is gone already.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}
