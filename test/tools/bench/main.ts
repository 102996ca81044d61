// npm run bench: what the action costs a job, against its performance budget (targets.ts), each figure
// beside its floor measured in the same run. See USAGE in options.ts.
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freshDist } from '../../support/fresh-dist.js'
import { GitHubEmulator } from '../../support/github-emulator.js'
import { type NodeRuntime, nodeRuntimes } from '../../support/runner-harness.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import { bundleSizes } from './bundle-size.js'
import { matrixSplit, readChunks } from './chunk-graph.js'
import {
  HISTORY_METHOD,
  historiesNamed,
  historyChecks,
  renderHistoryBench,
  runHistoryBench,
} from './history-bench.js'
import { jobReport } from './job-report.js'
import { measureLegCosts } from './leg-cost.js'
import { recordLoadedChunks } from './loaded-chunks.js'
import { checkLoadsSeen, type MatrixResults, matrixChecks, renderMatrix } from './matrix-report.js'
import { runMatrixRequests } from './matrix-requests.js'
import { checkMeasurable, MEASUREMENT_METHOD } from './measured-process.js'
import { readOptions, USAGE } from './options.js'
import { PROGRESS_METHOD, runProgressJobs } from './progress-error.js'
import {
  type BenchResults,
  type Check,
  checkStage,
  checks,
  renderReport,
  renderSizes,
  renderStages,
  sizeChecks,
  stageChecks,
} from './report.js'
import { RUN_SHAPES_METHOD, runShapes } from './run-shapes-report.js'
import { measureStageCosts, type StageCase } from './stage-cost.js'
import { DIST_BYTES, TRACKER_CORE_PERCENT, TRACKER_PEAK_RSS_MIB } from './targets.js'
import { OTHER_CHANNELS, runTrackedJob } from './tracked-job.js'
import { buildTrackerFloor, measureTrackerFloor, TRACKER_FLOOR_NAME } from './tracker-floor.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
// The tracker's CPU budget is set over a 10-minute job: with --full the 10 × 60 s job is the one its
// footprint is read from; without it a job of 2 minutes stands in, over which start-up weighs five times
// more (the report says so).
const FULL_JOB = { steps: 10, stepMs: 60_000 }
const SHORT_FOOTPRINT_JOB = { steps: 12, stepMs: 10_000 }

const options = readOptions(process.argv.slice(2))
if (options === 'help') {
  console.log(USAGE)
  process.exit(0)
}
const progress = (line: string) => process.stderr.write(`bench: ${line}\n`)

checkMeasurable()
freshDist(progress)
const { available, missing } = nodeRuntimes()
const node24 = available.find((runtime) => runtime.name === 'node24')
if (!node24) throw new Error(`Node 24 is needed, the targets are set on it: ${missing[0]?.reason}`)
const notRun = missing.map((runtime) => `${runtime.name}: ${runtime.reason}`)
const loadBefore = loadavg()[0] as number

// --progress: the bar alone, after each history, for a look at the plan.
if (options.progress) {
  const histories = historiesNamed(options.history)
  const bench = await runHistoryBench(node24, histories, progress)
  console.log(
    `Progress error, points of the bar off the elapsed fraction (mean over the run)\n${renderHistoryBench(bench)}`,
  )
  console.log(`\nMethod: ${PROGRESS_METHOD}\nRuns: ${RUN_SHAPES_METHOD}\nHistories: ${HISTORY_METHOD}`)
  finishSection(historyChecks(bench), { method: HISTORY_METHOD, histories: bench }, options.out)
}

const bundle = bundleSizes(join(ROOT, 'dist'))
const split = matrixSplit(readChunks(join(ROOT, 'dist/action')))

/**
 * The stages measured: on each Node, a job in activity mode and one in push mode, with and without the
 * secrets; on Node 24 (the runners'), the activity job again without the compile cache (right after it, so that
 * the two are paired in time), a failed job, and three channels, each sending stage's requests side by side.
 */
function stageCases(runtimes: readonly NodeRuntime[], node24: NodeRuntime): StageCase[] {
  const job = { channels: 1, failed: false, compileCache: true }
  return [
    ...runtimes.flatMap((runtime) =>
      (['activity', 'push'] as const).flatMap((mode) =>
        [true, false].flatMap((secrets): StageCase[] => [
          { ...job, runtime, mode, secrets },
          ...(runtime === node24 && mode === 'activity' && secrets
            ? [{ ...job, runtime, mode, secrets, compileCache: false }]
            : []),
        ]),
      ),
    ),
    { ...job, runtime: node24, mode: 'activity', secrets: true, failed: true },
    { ...job, runtime: node24, mode: 'activity', secrets: true, channels: 3 },
  ]
}

// --stages: the stages' budgets alone, on Node 24.
if (options.stages) {
  const signalgrid = await SignalgridEmulator.start({ quota: 10_000_000, otherChannels: OTHER_CHANNELS })
  const github = await GitHubEmulator.start()
  const services = { signalgrid, github }
  progress(`measuring the stages on Node 24, ${options.runs} runs after a warm-up`)
  const stages = (
    await measureStageCosts(services, stageCases([node24], node24), options.runs, progress)
  ).map(checkStage)
  progress('recording the chunks each stage loads')
  const loads = await recordLoadedChunks(services, node24)
  progress(`measuring a leg's stages, ${options.runs} runs after a warm-up (about 15 s a run)`)
  const legs = await measureLegCosts(services, node24, options.runs, progress)
  await signalgrid.close()
  await github.close()
  const matrix: MatrixResults = { split, loads, legs }
  checkLoadsSeen(matrix)
  const checked = [...stageChecks(stages), ...sizeChecks(bundle, split), ...matrixChecks(matrix)]
  console.log(
    [
      ...sectionHeader('the stages', node24),
      ...renderStages(stages, options.runs),
      '',
      ...renderSizes(bundle, split),
      '',
      ...renderMatrix(matrix, bundle.distBytes),
    ].join('\n'),
  )
  finishSection(checked, { loadAverage: [loadBefore, loadavg()[0]], bundle, stages, matrix }, options.out)
}

// --matrix: the matrix alone: a leg's stages (timed, alone), then a matrix's requests.
if (options.matrix) {
  // The chunks are recorded on every path, three channels' among them.
  const signalgrid = await SignalgridEmulator.start({ quota: 10_000_000, otherChannels: OTHER_CHANNELS })
  const github = await GitHubEmulator.start()
  const services = { signalgrid, github }
  progress('recording the chunks each stage loads')
  const loads = await recordLoadedChunks(services, node24)
  progress(`measuring a leg's stages, ${options.runs} runs after a warm-up (about 15 s a run)`)
  const legs = await measureLegCosts(services, node24, options.runs, progress)
  await signalgrid.close()
  await github.close()
  progress(
    'running a matrix of 6 legs, shared and per-leg, side by side, then 20 legs shared (about 3 minutes)',
  )
  const requests = await runMatrixRequests(node24)
  const matrix: MatrixResults = { split, loads, legs, requests }
  checkLoadsSeen(matrix)
  const checked = matrixChecks(matrix)
  console.log([...sectionHeader('the matrix', node24), ...renderMatrix(matrix, bundle.distBytes)].join('\n'))
  finishSection(checked, { loadAverage: [loadBefore, loadavg()[0]], bundle, matrix }, options.out)
}
// Built before anything is timed: ncc takes a few seconds of CPU.
progress('bundling the tracker floor with ncc')
const trackerFloorBundle = await buildTrackerFloor()

// Stage costs first and alone: they are timed, the jobs below mostly wait.
const signalgrid = await SignalgridEmulator.start({ quota: 10_000_000, otherChannels: OTHER_CHANNELS })
const github = await GitHubEmulator.start()
const stages = (
  await measureStageCosts({ signalgrid, github }, stageCases(available, node24), options.runs, progress)
).map(checkStage)
progress('recording the chunks each stage loads')
const matrix: MatrixResults = { split, loads: await recordLoadedChunks({ signalgrid, github }, node24) }
checkLoadsSeen(matrix)
await signalgrid.close()
await github.close()

// The jobs run side by side, each with its own emulators: they sleep through their steps, and what they
// measure (request counts, CPU seconds, latencies of seconds) does not depend on a millisecond.
const variants = [1_000, 10_000, ...(options.full ? [FULL_JOB.stepMs] : [])]
if (!options.full) {
  notRun.push(
    'the job of 10 steps × 60 s (10 minutes), over which the tracker CPU budget is set: run with --full',
  )
}
const FOOTPRINT_JOB = options.full ? FULL_JOB : SHORT_FOOTPRINT_JOB
const footprintSeconds = (FOOTPRINT_JOB.steps * FOOTPRINT_JOB.stepMs) / 1000
progress(
  `running ${variants.length} request jobs${options.full ? '' : ` and the ${footprintSeconds} s footprint job`} ` +
    `and the ${footprintSeconds} s tracker floor side by side`,
)
const [trackerFloor, trackedJobs, shortFootprintJob, progressJobs, shapeRuns] = await Promise.all([
  measureTrackerFloor(node24, trackerFloorBundle, footprintSeconds),
  Promise.all([
    ...variants.map((stepMs) => runTrackedJob(node24, 10, stepMs)),
    runTrackedJob(node24, 10, 1_000, 3),
  ]),
  options.full ? undefined : runTrackedJob(node24, SHORT_FOOTPRINT_JOB.steps, SHORT_FOOTPRINT_JOB.stepMs),
  runProgressJobs(node24),
  runShapes(node24),
])
trackerFloorBundle.remove()
const footprintJob = shortFootprintJob ?? trackedJobs.find((job) => job.stepMs === FULL_JOB.stepMs)
if (!footprintJob) throw new Error('the footprint job did not run')
const footprint = footprintJob.tracker

const partial: Omit<BenchResults, 'checks'> = {
  generatedAt: new Date().toISOString(),
  command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
  machine: {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    loadAverage: [loadBefore, loadavg()[0] as number],
  },
  method: {
    'stage cost': `${MEASUREMENT_METHOD}; each stage of a whole job (pre, main, a 1 s step when a tracker runs, post) run by the runner harness against the loopback emulators; before each stage, in its environment and folder, node -e 0 (for reference) and then the floor: a bare global-fetch script (fixtures/fetch-post.mjs) sending to the same Signalgrid emulator the stage's own requests of the previous job at once (one per channel), or a push for a stage that sends nothing (loading @actions/core alone costs about one fetch)`,
    'tracker footprint': `VmHWM from /proc/<pid>/status, utime+stime and start time from /proc/<pid>/stat, read just before post stops the tracker, over a job of ${FOOTPRINT_JOB.steps} steps × ${FOOTPRINT_JOB.stepMs / 1000} s; floor: a ${TRACKER_FLOOR_NAME} polling the jobs emulator for as long as that job, on the same Node, side by side with it, reading its own VmHWM and resource usage at the end`,
    requests:
      "counted by the emulators; Signalgrid target min(steps, activity seconds / 5) + 2; GitHub target (answers other than 304) 3 + activity seconds / 5, the run's budget for a run of one job (the job's changes while the tracker ran are shown beside it)",
    'progress error': PROGRESS_METHOD,
    'runs of several jobs': RUN_SHAPES_METHOD,
    latency:
      'completion time in the jobs emulator to arrival at the Signalgrid emulator of the first update showing it; completions during a closed spacing window (less than 5 s after the previous send) are counted, not measured',
  },
  runs: options.runs,
  runtimes: available.map(({ name, version, path }) => ({ name, version, path })),
  notRun,
  bundle: {
    ...bundle,
    target: DIST_BYTES,
    ok: bundle.distBytes <= DIST_BYTES,
    trackerFloorBytes: trackerFloorBundle.bytes,
  },
  stages,
  tracker: {
    job: `${FOOTPRINT_JOB.steps} steps × ${FOOTPRINT_JOB.stepMs / 1000} s`,
    jobSeconds: footprintSeconds,
    footprint,
    github: footprintJob.github,
    floor: trackerFloor,
    peakRssOk: footprint.peakRssKiB / 1024 <= TRACKER_PEAK_RSS_MIB,
    cpuOk: footprint.averageCorePercent < TRACKER_CORE_PERCENT,
  },
  jobs: trackedJobs.map(jobReport),
  progress: progressJobs,
  shapes: shapeRuns,
  matrix,
}
const results: BenchResults = { ...partial, checks: checks(partial) }
console.log(renderReport(results))
writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`)
console.log(
  `\nFigures written to ${options.out}. Reproduce: npm run build && npm run bench${options.full ? ' -- --full' : ''}`,
)

/** The first lines of a section run alone: when, where, on what, under what load. */
function sectionHeader(section: string, runtime: NodeRuntime): string[] {
  return [
    `Signalgrid action benchmark, ${section}, ${new Date().toISOString()}`,
    `${cpus().length} × ${cpus()[0]?.model}; ${runtime.name} ${runtime.version}; load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] as number).toFixed(1)} (start → end)`,
    `- stage cost: ${MEASUREMENT_METHOD}`,
    '',
  ]
}

/** A section run alone (--progress, --matrix): its targets said, its figures written, and the run over. */
function finishSection(checked: readonly Check[], figures: Record<string, unknown>, out: string): never {
  const missed = checked.filter((check) => check.ok === false)
  console.log(
    missed.length === 0
      ? `\nAll ${checked.length} targets met.`
      : `\nTargets missed: ${missed.map((check) => `${check.figure}: ${check.value} (target ${check.target})`).join('; ')}`,
  )
  const results = { generatedAt: new Date().toISOString(), ...figures, checks: checked }
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`)
  process.exit(0)
}
