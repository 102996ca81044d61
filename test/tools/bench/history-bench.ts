// The bar against the clock after each history (histories.ts), every shape the benchmark measures: a job alone
// (three shapes), a pipeline, a fan-out, 20 jobs side by side and a shared matrix of 6 legs. Each by time after
// the history's runs, as the action plans now, and after its newest run alone, the plan of the last run (the
// plan before several runs were read; after five runs alike, the two are the same plan). Steps counted once:
// counting reads no history.

import { LATE_MARGIN } from '../../../src/view/constants.js'
import type { NodeRuntime } from '../../support/runner-harness.js'
import { ALIKE, HISTORIES, type History, newestOnly } from './histories.js'
import { MATRIX_LEGS, type MatrixRequests, runMatrix, sharedRequestTarget } from './matrix-requests.js'
import {
  durationMsOf,
  HISTORY_REQUESTS,
  type ProgressJob,
  runProgressJob,
  type SaidOfTime,
  SHAPES,
  SKEWED_ERROR_POINTS,
} from './progress-error.js'
import type { Check } from './report.js'
import { FAN_OUT, PIPELINE, runShape, type ShapeRun, WIDE } from './run-shapes.js'
import { RUN_ERROR_POINTS } from './run-shapes-report.js'
import { mark, renderTable } from './table.js'
import { githubRequestTarget } from './targets.js'

/** One run of a shape by time, as the report shows it. */
export interface Measured {
  readonly errorPoints: number
  readonly seconds: number
  readonly jobs: number
  /** Rate-limited GitHub requests, every job's, and of them the history's; the run's budget. */
  readonly github: { readonly rateLimited: number; readonly history: number; readonly target: number }
  readonly signalgrid: { readonly total: number; readonly target: number }
  readonly words: SaidOfTime
}

export interface HistoryCase {
  readonly shape: string
  readonly history: string
  /** After the history's runs. */
  readonly runs: Measured
  /** After its newest run alone: undefined where that is the same plan (runs alike). */
  readonly lastRun: Measured | undefined
  readonly goal: number | undefined
}

export interface HistoryBench {
  /** Steps counted: no history read. */
  readonly counted: readonly Measured[]
  readonly countedShapes: readonly string[]
  readonly cases: readonly HistoryCase[]
}

/** Matrix: the shared matrix's name in the report. */
const SHARED_MATRIX = `shared matrix, ${MATRIX_LEGS} legs`
/** The job alone whose bar the action most needs the plan for: one step is 80% of its time. */
const LONG_STEP = 'one long step'
/** The shape whose run this time differs from the usual, step by step: no goal, and it may be late. */
const CHANGED_SHAPE = 'durations ±30%'

/** What each shape's run by time gives, after `history`: all side by side (the jobs mostly sleep). */
async function measureAll(runtime: NodeRuntime, history: History): Promise<Map<string, Measured>> {
  const [jobs, runs, matrix] = await Promise.all([
    Promise.all(SHAPES.map((shape) => runProgressJob(runtime, shape, 'time', history))),
    Promise.all([PIPELINE, FAN_OUT, WIDE].map((shape) => runShape(runtime, shape, 'time', history))),
    runMatrix(runtime, 'shared', MATRIX_LEGS, history),
  ])
  return new Map([
    ...jobs.map((job) => [job.shape, fromJob(job)] as const),
    ...runs.map((run) => [run.shape, fromRun(run)] as const),
    [SHARED_MATRIX, fromMatrix(matrix)],
  ])
}

/**
 * Every shape after each history, by time (after the runs, then after the newest alone), and counted once.
 * One history after another, and the two plans one after the other: some 80 jobs at once would load the
 * machine enough to move the bar.
 */
export async function runHistoryBench(
  runtime: NodeRuntime,
  histories: readonly History[],
  progress: (line: string) => void,
): Promise<HistoryBench> {
  progress('counting steps: the three jobs, the pipeline and the fan-out (about 90 s)')
  const [countedJobs, countedRuns] = await Promise.all([
    Promise.all(SHAPES.map((shape) => runProgressJob(runtime, shape, 'steps'))),
    Promise.all([PIPELINE, FAN_OUT].map((shape) => runShape(runtime, shape, 'steps'))),
  ])
  const cases: HistoryCase[] = []
  for (const history of histories) {
    progress(`after ${history.runs} runs, ${history.name}: every shape by time (about 90 s)`)
    const runs = await measureAll(runtime, history)
    let lastRun: Map<string, Measured> | undefined
    if (history !== ALIKE) {
      progress(`after the newest of them alone (the last-run plan): every shape by time (about 90 s)`)
      lastRun = await measureAll(runtime, newestOnly(history))
    }
    for (const [shape, measured] of runs) {
      cases.push({
        shape,
        history: history.name,
        runs: measured,
        lastRun: lastRun?.get(shape),
        goal: goalOf(shape),
      })
    }
  }
  return {
    counted: [...countedJobs.map(fromJob), ...countedRuns.map(fromRun)],
    countedShapes: [...countedJobs.map((job) => job.shape), ...countedRuns.map((run) => run.shape)],
    cases,
  }
}

/** The histories `--history` names, or all. */
export function historiesNamed(name: string | undefined): readonly History[] {
  if (name === undefined) return HISTORIES
  const found = HISTORIES.find((history) => history.name === name)
  if (!found) {
    throw new Error(
      `--history is "${name}"; allowed values: ${HISTORIES.map((history) => `"${history.name}"`).join(', ')}`,
    )
  }
  return [found]
}

function goalOf(shape: string): number | undefined {
  if (shape === LONG_STEP) return SKEWED_ERROR_POINTS
  if ([PIPELINE.name, FAN_OUT.name, WIDE.name, SHARED_MATRIX].includes(shape)) return RUN_ERROR_POINTS
  return undefined
}

function fromJob(job: ProgressJob): Measured {
  return {
    errorPoints: job.errorPoints,
    seconds: job.jobSeconds,
    jobs: 1,
    github: {
      rateLimited: job.github.rateLimited,
      history: job.github.history,
      target: githubRequestTarget(1, job.jobSeconds),
    },
    signalgrid: { total: job.signalgrid.total, target: job.signalgrid.target },
    words: job.words,
  }
}

function fromRun(run: ShapeRun): Measured {
  return {
    errorPoints: run.errorPoints,
    seconds: run.activitySeconds,
    jobs: run.jobs,
    github: { rateLimited: run.github.rateLimited, history: run.github.history, target: run.github.target },
    signalgrid: { total: run.signalgrid.total, target: run.signalgrid.target },
    words: run.words,
  }
}

function fromMatrix(matrix: MatrixRequests): Measured {
  return {
    errorPoints: matrix.errorPoints ?? Number.NaN,
    seconds: matrix.wallSeconds,
    jobs: matrix.legs,
    github: {
      rateLimited: matrix.github.rateLimited,
      history: matrix.github.history,
      target: githubRequestTarget(matrix.legs, matrix.wallSeconds),
    },
    signalgrid: { total: matrix.signalgrid.total, target: sharedRequestTarget(matrix.legs) },
    words: matrix.words,
  }
}

const said = (words: SaidOfTime) =>
  `${words.took ?? '–'} (${words.usually ?? '–'})${words.late > 0 ? `, late ×${words.late}` : ''}`

/**
 * Whether this run went at the usual pace, so that it must never be called late: it took no more than half the
 * margin (past which, after runs alike, it is late) over the usual time it was told. A machine loaded enough
 * slows the runner emulation's steps, and with them the run, past that.
 */
function usualPace(words: SaidOfTime): boolean {
  return durationMsOf(words.took) <= durationMsOf(words.usually) * (1 + LATE_MARGIN / 2)
}

export function renderHistoryBench(bench: HistoryBench): string {
  const counted = renderTable(
    ['Shape', 'Error (points)', 'Signalgrid', 'GitHub'],
    bench.counted.map((measured, index) => [
      bench.countedShapes[index] ?? '',
      measured.errorPoints.toFixed(1),
      String(measured.signalgrid.total),
      String(measured.github.rateLimited),
    ]),
  )
  const rows = bench.cases.map((entry) => {
    const { runs, lastRun, goal } = entry
    return [
      entry.shape,
      entry.history,
      `${runs.seconds.toFixed(0)} s`,
      runs.errorPoints.toFixed(1),
      lastRun ? lastRun.errorPoints.toFixed(1) : 'same',
      goal === undefined ? '–' : `≤ ${goal} ${mark(runs.errorPoints <= goal)}`,
      `${runs.signalgrid.total}`,
      `${runs.github.rateLimited} (${runs.github.history} history)`,
      `≤ ${runs.github.target} ${mark(runs.github.rateLimited <= runs.github.target)}`,
      lastRun ? `${lastRun.github.rateLimited} (${lastRun.github.history})` : 'same',
      said(runs.words),
      lastRun ? said(lastRun.words) : 'same',
    ]
  })
  const byTime = renderTable(
    [
      'Shape',
      'History',
      'Span',
      'Error',
      'Last-run plan',
      'Goal',
      'Signalgrid',
      'GitHub',
      'Budget',
      'Last-run GitHub',
      'Took (usually), late',
      'Last-run took (usually), late',
    ],
    rows,
  )
  return `Counted (no history read)\n${counted}\n\nBy time, after each history (the error in points off the clock; GitHub: every job's requests, the history's in brackets)\n${byTime}`
}

export function historyChecks(bench: HistoryBench): Check[] {
  return bench.cases.flatMap((entry) => {
    const label = `${entry.shape}, after ${entry.history}`
    const { runs } = entry
    const checks: Check[] = [
      {
        figure: `GitHub requests (not 304), ${label}`,
        value: `${runs.github.rateLimited}, the history's ${runs.github.history}`,
        target: `≤ ${runs.github.target} (5 per job, 1 per 5 s); the history ≤ ${HISTORY_REQUESTS} a job`,
        ok:
          runs.github.rateLimited <= runs.github.target &&
          runs.github.history <= HISTORY_REQUESTS * runs.jobs,
      },
      {
        figure: `Signalgrid requests, ${label}`,
        value: String(runs.signalgrid.total),
        target: `≤ ${Math.floor(runs.signalgrid.target)}`,
        ok: runs.signalgrid.total <= runs.signalgrid.target,
      },
    ]
    if (entry.goal !== undefined) {
      checks.push({
        figure: `progress error, ${label}`,
        value: `${runs.errorPoints.toFixed(1)} (the last-run plan ${entry.lastRun?.errorPoints.toFixed(1) ?? 'the same'})`,
        target: `≤ ${entry.goal}`,
        ok: runs.errorPoints <= entry.goal,
      })
    }
    // A run of the usual pace is never late. One that went slower (the changed shape, or any run on a machine
    // loaded enough to slow the runner emulation) may be: it is reported, not held to it.
    if (entry.shape !== CHANGED_SHAPE) {
      const ordinary = usualPace(runs.words)
      checks.push({
        figure: `"taking longer than usual" at the usual pace, ${label}`,
        value: `${runs.words.late} (took ${runs.words.took ?? '?'}, usually ${runs.words.usually ?? '?'})`,
        target: ordinary ? '0' : '– (slower than usual: not held)',
        ok: ordinary ? runs.words.late === 0 : undefined,
      })
    }
    return checks
  })
}

export const HISTORY_METHOD =
  'each shape by time after each history: five successful runs of ci.yml on main, served by the GitHub emulator ' +
  '(alike; the newest 1.7 times the four before it, those within 10% of each other and of this run; each step 0.7 to ' +
  '1.3 times its usual time, turning from run to run), or two (the newest at the usual pace, the older with each ' +
  "job's time shared evenly among its steps), then the newest of them alone (the last-run plan); this run " +
  'at the usual pace (the "durations ±30%" job: each step 30% off); the shapes and the error as in the sections above'
