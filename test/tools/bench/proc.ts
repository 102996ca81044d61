import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** A running process's cost so far, from Linux's /proc. */
export interface ProcessFootprint {
  readonly pid: number
  readonly command: string
  /** VmHWM: the peak resident set size. */
  readonly peakRssKiB: number
  /** VmRSS: the resident set size now. */
  readonly rssKiB: number
  /** utime + stime: CPU time in user and kernel mode. */
  readonly cpuSeconds: number
  /** From the process's start to now. */
  readonly lifetimeSeconds: number
  /** cpuSeconds over lifetimeSeconds, in % of one core. */
  readonly averageCorePercent: number
}

let ticksPerSecond: number | undefined

export function readProcessFootprint(pid: number): ProcessFootprint {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const uptime = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0])
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
  // The fields after the command name, which sits in parentheses and may itself hold spaces: field 3 on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const field = (number: number) => Number(fields[number - 3])
  const cpuSeconds = (field(14) + field(15)) / ticksPerSecond
  const lifetimeSeconds = uptime - field(22) / ticksPerSecond
  return {
    pid,
    command,
    peakRssKiB: statusKiB(status, 'VmHWM'),
    rssKiB: statusKiB(status, 'VmRSS'),
    cpuSeconds,
    lifetimeSeconds,
    averageCorePercent: (100 * cpuSeconds) / lifetimeSeconds,
  }
}

function statusKiB(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)
  if (!match) throw new Error(`/proc status has no ${name}`)
  return Number(match[1])
}
