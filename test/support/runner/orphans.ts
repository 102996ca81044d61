import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import type { OrphanProcess } from './types.js'

/**
 * What the runner does in "Complete job" ("Cleaning up orphan processes"): kill every process whose
 * environment carries the job's RUNNER_TRACKING_ID. Returns those it killed, once they are gone.
 * On Linux it reads /proc, as the runner does there; on macOS it asks ps, which shows the environment of the
 * user's own processes (the job's are). Windows has neither.
 */
export async function killOrphans(trackingId: string): Promise<OrphanProcess[]> {
  return kill(await jobProcesses(trackingId))
}

/** Kills the processes with SIGKILL; returns them once they are gone. */
export async function kill(orphans: readonly OrphanProcess[]): Promise<OrphanProcess[]> {
  killNow(orphans)
  await Promise.all(orphans.map((orphan) => gone(orphan.pid)))
  return [...orphans]
}

/** Sends each process SIGKILL, not waiting for it to be gone. */
export function killNow(orphans: readonly OrphanProcess[]): void {
  for (const orphan of orphans) {
    try {
      process.kill(orphan.pid, 'SIGKILL')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
}

/** The processes running now whose environment carries the job's RUNNER_TRACKING_ID. */
export function jobProcesses(trackingId: string): Promise<OrphanProcess[]> {
  const variable = `RUNNER_TRACKING_ID=${trackingId}`
  return processesWhere((entry) => entry === variable)
}

/**
 * The processes running now (this one aside) with a variable of their environment, `NAME=value`, that `carries`
 * picks. On Linux it reads /proc, as the runner does there; on macOS it asks ps, which shows the environment
 * of the user's own processes (the job's are). Windows has neither.
 */
export async function processesWhere(carries: (entry: string) => boolean): Promise<OrphanProcess[]> {
  if (process.platform === 'darwin') return processesByPs(carries)
  if (process.platform !== 'linux') {
    throw new Error("finding the job's processes reads /proc (Linux) or asks ps (macOS): not on Windows")
  }
  const found: OrphanProcess[] = []
  for (const pid of pidsIn(await readdir('/proc'))) {
    // Unreadable (another user's) or gone meanwhile: not ours. A zombie's environment reads empty.
    const environ = await readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '')
    if (!environ.split('\0').some(carries)) continue
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
    found.push({ pid, command: commandOf(cmdline) })
  }
  return found
}

/**
 * processesWhere on Linux, at once: for a process about to exit, which can wait for nothing. Elsewhere it
 * finds none.
 */
export function processesWhereNow(carries: (entry: string) => boolean): OrphanProcess[] {
  if (process.platform !== 'linux') return []
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8')
    } catch {
      return ''
    }
  }
  return pidsIn(readdirSync('/proc'))
    .filter((pid) => read(`/proc/${pid}/environ`).split('\0').some(carries))
    .map((pid) => ({ pid, command: commandOf(read(`/proc/${pid}/cmdline`)) }))
}

/** The processes among /proc's entries, this one aside. */
function pidsIn(entries: readonly string[]): number[] {
  return entries
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => pid !== process.pid)
}

function commandOf(cmdline: string): string {
  return cmdline.split('\0').filter(Boolean).join(' ')
}

const ps = (...args: string[]) => promisify(execFile)('ps', args, { maxBuffer: 64 * 1024 * 1024 })

/** The processes whose environment carries `variable`, as ps lists them (see processesByPs). */
export function jobProcessesByPs(variable: string): Promise<OrphanProcess[]> {
  return processesByPs((entry) => entry === variable)
}

/**
 * The processes with a variable `carries` picks, as ps lists them: each command followed by its environment
 * (`-E` on macOS, `e` on Linux, the user's own processes only). What macOS has instead of /proc.
 */
async function processesByPs(carries: (entry: string) => boolean): Promise<OrphanProcess[]> {
  const withEnvironment = process.platform === 'darwin' ? '-E' : 'e'
  const { stdout } = await ps('-A', '-ww', '-o', 'pid=,command=', withEnvironment)
  const pids = stdout
    .split('\n')
    .map((line) => /^\s*(\d+) (.*)$/.exec(line))
    .filter((match) => match !== null && (match[2] as string).split(' ').some(carries))
    .map((match) => Number(match?.[1]))
    .filter((pid) => pid !== process.pid)
  const found: OrphanProcess[] = []
  for (const pid of pids) {
    const command = (
      await ps('-o', 'command=', '-p', String(pid)).catch(() => ({ stdout: '' }))
    ).stdout.trim()
    if (command) found.push({ pid, command })
  }
  return found
}

/** Whether the process has exited: gone, or a zombie waiting for its parent to reap it. */
export async function exited(pid: number): Promise<boolean> {
  if (process.platform === 'darwin') {
    const state = (await ps('-o', 'stat=', '-p', String(pid)).catch(() => ({ stdout: '' }))).stdout.trim()
    return state === '' || state.startsWith('Z')
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)
  // The state follows the command name in parentheses, which may itself hold spaces and parentheses.
  return stat === undefined || stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')
}

/** Resolves once the process has exited. */
async function gone(pid: number, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await exited(pid)) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`orphan process ${pid} survived SIGKILL for ${timeoutMs} ms`)
}
