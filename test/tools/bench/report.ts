import type { TokenUsage } from '../../support/github-emulator.js'
import type { BundleSizes } from './bundle-size.js'
import { REFERENCE } from './floors.js'
import type { JobReport } from './job-report.js'
import { type MatrixResults, matrixChecks, renderMatrix } from './matrix-report.js'
import type { ProcessFootprint } from './proc.js'
import { type ProgressJob, progressChecks, renderProgressTable } from './progress-error.js'
import type { ShapeRun } from './run-shapes.js'
import { renderShapes, shapeChecks } from './run-shapes-report.js'
import type { StageCost } from './stage-cost.js'
import type { Spread } from './stats.js'
import { mark, renderTable } from './table.js'
import {
  DIST_BYTES,
  STAGE_TIME_RATIO,
  TRACKER_CORE_PERCENT,
  TRACKER_CPU_JOB_SECONDS,
  TRACKER_PEAK_RSS_MIB,
} from './targets.js'
import type { TrackerFloor } from './tracker-floor.js'

/** One figure against its target; ok is undefined for a figure reported without a target. */
export interface Check {
  readonly figure: string
  readonly value: string
  readonly target: string
  readonly ok: boolean | undefined
}

/** A stage's peak RSS has no budget: it is reported beside its floor's and `node -e 0`'s. */
export interface StageCheck extends StageCost {
  readonly timeOk: boolean | undefined
}

export interface BenchResults {
  readonly generatedAt: string
  readonly command: string
  readonly machine: { readonly cpus: number; readonly model: string; readonly loadAverage: readonly number[] }
  readonly method: Readonly<Record<string, string>>
  readonly runs: number
  readonly runtimes: readonly { readonly name: string; readonly version: string; readonly path: string }[]
  readonly notRun: readonly string[]
  readonly bundle: BundleSizes & {
    readonly target: number
    readonly ok: boolean
    /** The tracker floor's ncc bundle: getOctokit and nothing else. */
    readonly trackerFloorBytes: number
  }
  readonly stages: readonly StageCheck[]
  readonly tracker: {
    readonly job: string
    readonly jobSeconds: number
    readonly footprint: ProcessFootprint
    /** What the job's token got from the jobs API while the job ran. */
    readonly github: TokenUsage
    /** A bare getOctokit poller polling as often, as long, on the same Node. */
    readonly floor: TrackerFloor
    readonly peakRssOk: boolean
    readonly cpuOk: boolean
  }
  readonly jobs: readonly JobReport[]
  /** Progress error of each job shape, counted and weighted by time. */
  readonly progress: readonly ProgressJob[]
  /** Runs of several jobs sharing one activity: progress error, requests, the trackers' footprint. */
  readonly shapes: readonly ShapeRun[]
  /** The chunks the stages load; with --matrix, the matrix's own figures instead of the above. */
  readonly matrix: MatrixResults
  readonly checks: readonly Check[]
}

const MiB = 1024
export const mib = (kib: number) => (kib / MiB).toFixed(1)
const ms = (value: number) => value.toFixed(0)
const range = (spread: Spread, format: (value: number) => string) =>
  `${format(spread.median)} (${format(spread.p10)}–${format(spread.p90)})`

/** Targets apply on Node 24, the runners' runtime; Node 20 rows are for comparison. */
export function checkStage(cost: StageCost): StageCheck {
  const targeted = cost.runtime === 'node24'
  return { ...cost, timeOk: targeted ? cost.timeRatio <= STAGE_TIME_RATIO : undefined }
}

export function stageLabel(stage: StageCost): string {
  const channels = stage.channels > 1 ? ` ${stage.channels}-channels` : ''
  return `${stage.runtime} ${stage.mode}${channels} ${stage.secrets ? 'secrets' : 'no-secrets'} ${stage.stage}`
}

export function jobLabel(job: JobReport): string {
  return `${job.stepCount} steps × ${job.stepSeconds} s${job.channels > 1 ? `, ${job.channels} channels` : ''}`
}

export function renderReport(results: BenchResults): string {
  const { bundle, tracker } = results
  const out: string[] = []
  out.push(
    `Signalgrid action benchmark, ${results.generatedAt}`,
    `${results.machine.cpus} × ${results.machine.model}; ${results.runtimes.map((r) => `${r.name} ${r.version}`).join(', ')}; ` +
      `load average ${results.machine.loadAverage.map((load) => load.toFixed(1)).join(' → ')} (start → end)`,
    ...Object.entries(results.method).map(([what, how]) => `- ${what}: ${how}`),
    '',
    `Stage cost: median (p10–p90) of ${results.runs} runs per stage. Floor: a bare global-fetch POST to the ` +
      `same server (the stage's own request, or a push for a stage that sends nothing); ×floor is median over ` +
      `median, budget ≤ ${STAGE_TIME_RATIO}× on Node 24 (Node 20 rows for comparison); paired is the median of ` +
      `each run over the floor run just before it. ${REFERENCE} is printed for reference. Peak RSS (the worst ` +
      `run) has no budget.`,
    renderTable(
      [
        'node',
        'mode',
        'secrets',
        'channels',
        'stage',
        'sends',
        'ms',
        'floor POST',
        'floor ms',
        '×floor',
        'budget',
        'ok',
        'paired',
        `${REFERENCE} ms`,
        'floor×',
        'RSS MiB',
        'floor',
        REFERENCE,
      ],
      results.stages.map((stage) => [
        stage.runtime,
        stage.mode,
        stage.secrets ? 'yes' : 'no',
        String(stage.channels),
        stage.stage,
        stage.sends ?? '–',
        range(stage.durationMs, ms),
        stage.floor,
        range(stage.floorDurationMs, ms),
        `${stage.timeRatio.toFixed(2)}×`,
        stage.timeOk === undefined ? '–' : `≤ ${STAGE_TIME_RATIO}×`,
        mark(stage.timeOk),
        `${stage.pairedTimeRatio.median.toFixed(2)}×`,
        range(stage.referenceDurationMs, ms),
        `${stage.floorOverReference.toFixed(2)}×`,
        mib(stage.peakRssKiB.max),
        mib(stage.floorPeakRssKiB.max),
        mib(stage.referencePeakRssKiB.max),
      ]),
    ),
    `(floor× is the floor's median over ${REFERENCE}'s; RSS columns: the stage's, its floor's and ${REFERENCE}'s, MiB)`,
    '',
    'Bundles (bytes)',
    renderTable(
      ['figure', 'bytes', 'target', 'ok'],
      [
        ...Object.entries(bundle.bundles).map(([name, bytes]) => [
          `dist/${name}/index.js`,
          String(bytes),
          '',
          '',
        ]),
        ['dist/ in total', String(bundle.distBytes), `≤ ${DIST_BYTES}`, mark(bundle.ok)],
        [
          'floor: the tracker floor bundled by ncc (getOctokit only)',
          String(bundle.trackerFloorBytes),
          '',
          '',
        ],
      ],
    ),
    '',
    `Tracker footprint over ${tracker.job} (Node 24), read from /proc just before post stops it`,
    `(${tracker.footprint.command.replace(/^\S*\/node /, 'node ').replace(/\S*\/dist\//, 'dist/')})`,
    `floor: ${tracker.floor.name}, polling every ${tracker.floor.intervalMs / 1000} s for ${tracker.floor.seconds} s on the same Node`,
    ...(tracker.jobSeconds < TRACKER_CPU_JOB_SECONDS
      ? [
          `CPU: the budget is set over a ${TRACKER_CPU_JOB_SECONDS / 60}-minute job; this one is ${tracker.jobSeconds / 60} minutes, ` +
            `so start-up weighs ${(TRACKER_CPU_JOB_SECONDS / tracker.jobSeconds).toFixed(0)} times more here (--full measures the budget's own job)`,
        ]
      : []),
    renderTable(
      ['figure', 'tracker', 'floor', 'budget', 'ok'],
      [
        [
          'peak RSS (VmHWM), MiB',
          mib(tracker.footprint.peakRssKiB),
          mib(tracker.floor.peakRssKiB),
          `≤ ${TRACKER_PEAK_RSS_MIB}`,
          mark(tracker.peakRssOk),
        ],
        ['RSS at the end (VmRSS), MiB', mib(tracker.footprint.rssKiB), '–', '', ''],
        [
          'CPU seconds (utime+stime)',
          tracker.footprint.cpuSeconds.toFixed(2),
          tracker.floor.cpuSeconds.toFixed(2),
          '',
          '',
        ],
        [
          'lifetime, s',
          tracker.footprint.lifetimeSeconds.toFixed(1),
          tracker.floor.lifetimeSeconds.toFixed(1),
          '',
          '',
        ],
        [
          'average % of one core',
          tracker.footprint.averageCorePercent.toFixed(2),
          tracker.floor.averageCorePercent.toFixed(2),
          `< ${TRACKER_CORE_PERCENT}`,
          mark(tracker.cpuOk),
        ],
        [
          'jobs API answers 200 / 304',
          `${tracker.github.ok} / ${tracker.github.notModified}`,
          `${tracker.floor.answers[200]} / ${tracker.floor.answers[304]}`,
          '',
          '',
        ],
      ],
    ),
    '',
    'Requests per job (Node 24; activity mode, step tracking, min-update-interval 5 s)',
    renderTable(
      [
        'job',
        'wall s',
        'Signalgrid',
        'start/upd/end',
        'target',
        'ok',
        'GitHub 200+err',
        '304',
        'job changes',
        'target',
        'ok',
      ],
      results.jobs.map((job) => [
        jobLabel(job),
        job.wallSeconds.toFixed(1),
        String(job.signalgrid.total),
        `${job.signalgrid.starts}/${job.signalgrid.updates}/${job.signalgrid.ends}`,
        `≤ ${job.signalgrid.target.toFixed(1)}`,
        mark(job.signalgrid.ok),
        String(job.github.rateLimited),
        String(job.github.usage.notModified),
        String(job.github.jobChanges),
        `≤ ${job.github.target}`,
        mark(job.github.ok),
      ]),
    ),
    '',
    'Latency, step completion (jobs emulator) → update arrival (Signalgrid emulator)',
    renderTable(
      ['job', 'measured', 'median ms', 'worst ms', 'target ms', 'ok', 'held by window', 'carried by end'],
      results.jobs.map((job) => [
        jobLabel(job),
        String(job.latency.samplesMs.length),
        job.latency.measured ? ms(job.latency.measured.median) : '–',
        job.latency.measured ? ms(job.latency.measured.max) : '–',
        `≤ ${job.latency.target}`,
        mark(job.latency.ok),
        String(job.latency.heldBack),
        String(job.latency.inEnd),
      ]),
    ),
  )
  out.push(
    '',
    'Progress error, points of the bar off the elapsed fraction (mean over the job)',
    renderProgressTable(results.progress),
    '',
    'Runs of several jobs, one activity',
    renderShapes(results.shapes),
    '',
    ...renderMatrix(results.matrix, bundle.distBytes),
  )
  if (results.notRun.length > 0) out.push('', 'Not run:', ...results.notRun.map((line) => `- ${line}`))
  const missed = results.checks.filter((check) => check.ok === false)
  out.push(
    '',
    missed.length === 0
      ? `All ${results.checks.filter((check) => check.ok !== undefined).length} targets met.`
      : `Targets missed (${missed.length}):\n${missed.map((check) => `- ${check.figure}: ${check.value} (target ${check.target})`).join('\n')}`,
  )
  return out.join('\n')
}

/** Every figure that has a target, flat, for the JSON and the summary of misses. */
export function checks(results: Omit<BenchResults, 'checks'>): Check[] {
  const list: Check[] = []
  for (const stage of results.stages) {
    list.push({
      figure: `${stageLabel(stage)} time`,
      value: `${stage.timeRatio.toFixed(2)}× floor (${ms(stage.durationMs.median)} ms vs a fetch POST (${stage.floor}) ${ms(stage.floorDurationMs.median)} ms; ${REFERENCE} ${ms(stage.referenceDurationMs.median)} ms)`,
      target: `≤ ${STAGE_TIME_RATIO}×`,
      ok: stage.timeOk,
    })
  }
  const { matrixBytes } = results.matrix.split
  list.push({
    figure: 'dist/ size',
    value: `${results.bundle.distBytes} bytes (any job may load ${results.bundle.distBytes - matrixBytes}; only a leg of a shared matrix loads the other ${matrixBytes})`,
    target: `≤ ${DIST_BYTES}`,
    ok: results.bundle.ok,
  })
  const { footprint } = results.tracker
  list.push(
    {
      figure: 'tracker peak RSS',
      value: `${mib(footprint.peakRssKiB)} MiB (floor ${mib(results.tracker.floor.peakRssKiB)} MiB)`,
      target: `≤ ${TRACKER_PEAK_RSS_MIB} MiB`,
      ok: results.tracker.peakRssOk,
    },
    {
      figure: 'tracker CPU',
      value: `${footprint.averageCorePercent.toFixed(2)} % of one core over ${results.tracker.job} (floor ${results.tracker.floor.averageCorePercent.toFixed(2)} %)`,
      target: `< ${TRACKER_CORE_PERCENT} %`,
      ok: results.tracker.cpuOk,
    },
  )
  for (const job of results.jobs) {
    list.push(
      {
        figure: `${jobLabel(job)} Signalgrid requests`,
        value: String(job.signalgrid.total),
        target: `≤ ${job.signalgrid.target.toFixed(1)}`,
        ok: job.signalgrid.ok,
      },
      {
        figure: `${jobLabel(job)} rate-limited GitHub requests`,
        value: String(job.github.rateLimited),
        target: `≤ ${job.github.target}`,
        ok: job.github.ok,
      },
      {
        figure: `${jobLabel(job)} worst update latency`,
        value: job.latency.measured ? `${ms(job.latency.measured.max)} ms` : 'none measurable',
        target: `≤ ${job.latency.target} ms`,
        ok: job.latency.ok,
      },
    )
  }
  list.push(
    ...progressChecks(results.progress),
    ...shapeChecks(results.shapes),
    ...matrixChecks(results.matrix),
  )
  return list
}
