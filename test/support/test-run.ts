import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { kill, killNow, processesWhere, processesWhereNow } from './runner/orphans.js'
import type { OrphanProcess } from './runner/types.js'

// Every process the suites start for a job carries its RUNNER_TRACKING_ID, a GUID as the runner's, whose
// first group names the test run (SIGNALGRID_TEST_RUN, which test/vitest.config.ts sets for the run and its
// workers): its stages, and what they leave running, the trackers among them (they keep the variable for the
// runner's clean-up, as on a runner). A run that is interrupted (vitest killed at a time limit, a test timing
// out while its job goes on) can leave some running, and a tracker left alone polls loopback ports for up to a
// day. So the run's global setup ends them: at the run's end, and at the start of any later run for the runs
// whose vitest has gone (each run leaves a note of its vitest process in a folder of the machine's temporary
// folder while it runs).

const VARIABLE = 'SIGNALGRID_TEST_RUN'
const NOTES = join(tmpdir(), 'signalgrid-test-runs')

/** This run's id, 8 hex digits: set once, in the process that loads the configuration, for its workers. */
export function testRunId(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const run = env[VARIABLE]
  return run !== undefined && /^[0-9a-f]{8}$/.test(run) ? run : undefined
}

/** Gives this process (the vitest run) an id, unless it has one: its workers and their children inherit it. */
export function startTestRun(): void {
  process.env[VARIABLE] ??= randomBytes(4).toString('hex')
}

/** A job's RUNNER_TRACKING_ID: the runner's `github_<GUID>`, the GUID's first group this test run's id. */
export function trackingId(): string {
  const guid = randomUUID()
  const run = testRunId()
  return `github_${run ? run + guid.slice(8) : guid}`
}

/** The processes left running by the jobs of a test run. */
export function runProcesses(run: string): Promise<OrphanProcess[]> {
  return processesWhere(ofRun(run))
}

const ofRun = (run: string) => {
  const prefix = `RUNNER_TRACKING_ID=github_${run}-`
  return (entry: string) => entry.startsWith(prefix)
}

/** What tells a process apart from a later one given the same pid: its start, in clock ticks since boot. */
export async function processStart(pid: number): Promise<string | undefined> {
  if (process.platform !== 'linux') return undefined
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)
  // The start time is the 20th field after the command name, which is in parentheses and may hold spaces.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

const processes = (ended: readonly OrphanProcess[]) =>
  `${ended.length} process${ended.length === 1 ? '' : 'es'}`

interface Note {
  readonly pid: number
  readonly start: string | undefined
}

async function alive(note: Note): Promise<boolean> {
  if (process.platform !== 'linux') {
    try {
      process.kill(note.pid, 0)
      return true
    } catch {
      return false
    }
  }
  const start = await processStart(note.pid)
  return start !== undefined && start === note.start
}

/** Ends what the runs whose vitest has gone left running, and forgets them. */
export async function endDeadRuns(say: (line: string) => void): Promise<void> {
  mkdirSync(NOTES, { recursive: true })
  for (const file of readdirSync(NOTES)) {
    const run = file.replace(/\.json$/, '')
    if (!testRunId({ [VARIABLE]: run })) continue
    const note = JSON.parse(readFileSync(join(NOTES, file), 'utf8')) as Note
    if (await alive(note)) continue
    const ended = await kill(await runProcesses(run))
    if (ended.length > 0) say(`Ended ${processes(ended)} an interrupted test run (${run}) left running.`)
    rmSync(join(NOTES, file), { force: true })
  }
}

let exitHandled = false

/** The global setup of every project (test/vitest.config.ts): each project runs it; the first does the work. */
export async function setup(): Promise<void> {
  const run = testRunId()
  if (!run || process.platform === 'win32') return
  const say = (line: string) => console.log(line)
  await endDeadRuns(say)
  const note: Note = { pid: process.pid, start: await processStart(process.pid) }
  writeFileSync(join(NOTES, `${run}.json`), JSON.stringify(note))
  // Interrupted (Ctrl-C, SIGTERM), vitest exits without its teardown: what the jobs run is ended as it does.
  if (exitHandled) return
  exitHandled = true
  process.once('exit', () => endNow(run))
}

/**
 * Ends, at once, what the run runs: its workers first (they carry the run's id), so that no job starts a
 * process more, then what the jobs run, again and again for a moment, as a stage that was starting when its
 * worker went may still start its tracker.
 */
function endNow(run: string): void {
  killNow(processesWhereNow((entry) => entry === `${VARIABLE}=${run}`))
  const pause = new Int32Array(new SharedArrayBuffer(4))
  let quiet = 0
  for (let round = 0; quiet < 3 && round < 30; round += 1) {
    const left = processesWhereNow(ofRun(run))
    killNow(left)
    quiet = left.length === 0 ? quiet + 1 : 0
    Atomics.wait(pause, 0, 0, 100)
  }
  // Its note stays while anything may be left: the next run then ends it.
  if (quiet >= 3) rmSync(join(NOTES, `${run}.json`), { force: true })
}

/** At the run's end, whatever its jobs left running is ended: a test that timed out, a worker that crashed. */
export async function teardown(): Promise<void> {
  const run = testRunId()
  if (!run || process.platform === 'win32') return
  const ended = await kill(await runProcesses(run))
  if (ended.length > 0) console.log(`Ended ${processes(ended)} the run's jobs left running.`)
  rmSync(join(NOTES, `${run}.json`), { force: true })
}
