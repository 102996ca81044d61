import type { TokenUsage } from '../../support/github-emulator.js'
import type { StageName } from '../../support/runner-harness.js'
import { type BundleSizes, LICENSES, withoutArtifactBytes } from './bundle-size.js'
import type { MatrixSplit } from './chunk-graph.js'
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
  CHANNELS_TIME_RATIO,
  DIST_BYTES,
  EVERY_JOB_BYTES,
  FAILED_POST_TIME_RATIO,
  FIRST_STAGE_CACHE_RATIO,
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
  /** The most its time may be over its floor's; undefined for a row given for comparison. */
  readonly budget: number | undefined
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
const ratio = (value: number) => `${value.toFixed(2)}×`
const range = (spread: Spread, format: (value: number) => string) =>
  `${format(spread.median)} (${format(spread.p10)}–${format(spread.p90)})`

/**
 * Targets apply on Node 24, the runners' runtime; Node 20 rows, and the stages run without the compile cache,
 * are for comparison. A failed job's pre and main are those of a job that succeeds: only its post has a budget
 * of its own.
 */
export function stageBudget(cost: StageCost): number | undefined {
  if (cost.runtime !== 'node24' || !cost.compileCache) return undefined
  if (cost.failed) return cost.stage === 'post' ? FAILED_POST_TIME_RATIO : undefined
  return cost.floorRequests > 1 ? CHANNELS_TIME_RATIO : STAGE_TIME_RATIO
}

export function checkStage(cost: StageCost): StageCheck {
  const budget = stageBudget(cost)
  return { ...cost, budget, timeOk: budget === undefined ? undefined : cost.timeRatio <= budget }
}

export function stageLabel(stage: StageCost): string {
  const channels = stage.channels > 1 ? ` ${stage.channels}-channels` : ''
  const job = `${stage.failed ? ' failed' : ''}${stage.compileCache ? '' : ' no-compile-cache'}`
  return `${stage.runtime} ${stage.mode}${channels}${job} ${stage.secrets ? 'secrets' : 'no-secrets'} ${stage.stage}`
}

/** What the stages gain by the compile cache: each stage of a job beside the same stage without it. */
export interface CacheComparison {
  readonly stage: StageName
  /** Each run's stage over its floor, with the cache and without. */
  readonly withCache: Spread
  readonly without: Spread
  /** withCache's median over without's. */
  readonly ratio: number
  /** Median milliseconds with the cache less without. */
  readonly savedMs: number
}

export function compareCompileCache(stages: readonly StageCost[]): CacheComparison[] {
  const plain = (cache: boolean) =>
    stages.filter(
      (stage) =>
        stage.runtime === 'node24' &&
        stage.mode === 'activity' &&
        stage.secrets &&
        stage.channels === 1 &&
        !stage.failed &&
        stage.compileCache === cache,
    )
  const without = plain(false)
  return plain(true).flatMap((withCache) => {
    const other = without.find((stage) => stage.stage === withCache.stage)
    if (!other) return []
    return [
      {
        stage: withCache.stage,
        withCache: withCache.pairedTimeRatio,
        without: other.pairedTimeRatio,
        ratio: withCache.pairedTimeRatio.median / other.pairedTimeRatio.median,
        savedMs: other.durationMs.median - withCache.durationMs.median,
      },
    ]
  })
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
    ...renderStages(results.stages, results.runs),
    '',
    ...renderSizes(bundle, results.matrix.split),
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
  list.push(...stageChecks(results.stages), ...sizeChecks(results.bundle, results.matrix.split))
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

/** The stages' table: each stage beside its floor, and what the compile cache gains each. */
export function renderStages(stages: readonly StageCheck[], runs: number): string[] {
  const comparison = compareCompileCache(stages)
  return [
    `Stage cost: median (p10–p90) of ${runs} runs per stage. Floor: a bare global-fetch script sending the ` +
      `stage's own requests to the same server at once (one per channel), or one push for a stage that sends ` +
      `nothing; ×floor is median over median, against the budget on Node 24 (${STAGE_TIME_RATIO}× with one ` +
      `channel, ${FAILED_POST_TIME_RATIO}× for a failed job's post, ${CHANNELS_TIME_RATIO}× for several ` +
      `channels' requests; Node 20 rows and the stages without the compile cache for comparison); paired is ` +
      `the median of each run over the floor run just before it. ${REFERENCE} is printed for reference. Peak ` +
      `RSS (the worst run) has no budget.`,
    renderTable(
      [
        'node',
        'job',
        'mode',
        'secrets',
        'channels',
        'stage',
        'sends',
        'ms',
        'floor POSTs',
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
      stages.map((stage) => [
        stage.runtime,
        stage.failed ? 'failed' : stage.compileCache ? 'succeeds' : 'no compile cache',
        stage.mode,
        stage.secrets ? 'yes' : 'no',
        String(stage.channels),
        stage.stage,
        stage.sends ?? '–',
        range(stage.durationMs, ms),
        `${stage.floorRequests} × ${stage.floor}`,
        range(stage.floorDurationMs, ms),
        `${stage.timeRatio.toFixed(2)}×`,
        stage.budget === undefined ? '–' : `≤ ${stage.budget}×`,
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
    ...(comparison.length === 0
      ? []
      : [
          '',
          "The compile cache (Node 24, one channel): each stage over its floor, paired, with the cache and without (NODE_DISABLE_COMPILE_CACHE=1); pre, the job's first process, must not pay for it",
          renderTable(
            ['stage', 'with the cache', 'without', 'ratio', 'ms saved (medians)', 'budget', 'ok'],
            comparison.map((row) => [
              row.stage,
              `${range(row.withCache, ratio)}`,
              `${range(row.without, ratio)}`,
              row.ratio.toFixed(3),
              ms(row.savedMs),
              row.stage === 'pre' ? `≤ ${FIRST_STAGE_CACHE_RATIO}` : '',
              row.stage === 'pre' ? mark(row.ratio <= FIRST_STAGE_CACHE_RATIO) : '',
            ]),
          ),
        ]),
  ]
}

export function stageChecks(stages: readonly StageCheck[]): Check[] {
  const list: Check[] = stages.map((stage) => ({
    figure: `${stageLabel(stage)} time`,
    value: `${stage.timeRatio.toFixed(2)}× floor (${ms(stage.durationMs.median)} ms vs a fetch script (${stage.floorRequests} × ${stage.floor}) ${ms(stage.floorDurationMs.median)} ms; ${REFERENCE} ${ms(stage.referenceDurationMs.median)} ms)`,
    target: stage.budget === undefined ? '–' : `≤ ${stage.budget}×`,
    ok: stage.timeOk,
  }))
  const first = compareCompileCache(stages).find((row) => row.stage === 'pre')
  if (first) {
    list.push({
      figure: 'node24 pre with the compile cache over pre without it',
      value: `${first.ratio.toFixed(3)} (${first.withCache.median.toFixed(2)}× floor against ${first.without.median.toFixed(2)}×; ${ms(first.savedMs)} ms saved, medians)`,
      target: `≤ ${FIRST_STAGE_CACHE_RATIO}`,
      ok: first.ratio <= FIRST_STAGE_CACHE_RATIO,
    })
  }
  return list
}

/** dist/ whole and less the artifact chunk, each against its budget. */
export function renderSizes(
  bundle: BundleSizes & { readonly trackerFloorBytes?: number },
  split: MatrixSplit,
): string[] {
  const lean = withoutArtifactBytes(bundle, split.artifactChunks)
  return [
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
        ['dist/ in total', String(bundle.distBytes), `≤ ${DIST_BYTES}`, mark(bundle.distBytes <= DIST_BYTES)],
        [
          `dist/ less the artifact chunk (${split.artifactChunks.join(', ')}) and ${LICENSES}`,
          String(lean),
          `≤ ${EVERY_JOB_BYTES}`,
          mark(lean <= EVERY_JOB_BYTES),
        ],
        ...(bundle.trackerFloorBytes === undefined
          ? []
          : [
              [
                'floor: the tracker floor bundled by ncc (getOctokit only)',
                String(bundle.trackerFloorBytes),
                '',
                '',
              ],
            ]),
      ],
    ),
  ]
}

export function sizeChecks(bundle: BundleSizes, split: MatrixSplit): Check[] {
  const { matrixBytes } = split
  const lean = withoutArtifactBytes(bundle, split.artifactChunks)
  return [
    {
      figure: 'dist/ size',
      value: `${bundle.distBytes} bytes (any job may load ${bundle.distBytes - matrixBytes}; only a leg of a shared matrix loads the other ${matrixBytes})`,
      target: `≤ ${DIST_BYTES}`,
      ok: bundle.distBytes <= DIST_BYTES,
    },
    {
      figure: 'dist/ less the artifact chunk and the license notices',
      value: `${lean} bytes`,
      target: `≤ ${EVERY_JOB_BYTES}`,
      ok: lean <= EVERY_JOB_BYTES,
    },
  ]
}
