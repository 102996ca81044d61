import type { MatrixSplit } from './chunk-graph.js'
import { REFERENCE } from './floors.js'
import type { LegCosts } from './leg-cost.js'
import type { LoadedChunks } from './loaded-chunks.js'
import {
  LEG_STEP_SPREAD_MS,
  MATRIX_LEGS,
  MATRIX_STEP_MS,
  MATRIX_STEPS,
  type MatrixRequests,
  sharedRequestTarget,
  WIDE_LEGS,
} from './matrix-requests.js'
import type { Check } from './report.js'
import type { Spread } from './stats.js'
import { mark, renderTable } from './table.js'
import { githubRequestTarget, LEG_TIME_RATIO } from './targets.js'

/** The matrix's figures: --matrix measures the legs' costs and requests; every run checks the loads. */
export interface MatrixResults {
  readonly split: MatrixSplit
  readonly loads: readonly LoadedChunks[]
  readonly legs?: LegCosts
  readonly requests?: readonly MatrixRequests[]
}

const ms = (value: number) => value.toFixed(0)
const range = (spread: Spread, format: (value: number) => string) =>
  `${format(spread.median)} (${format(spread.p10)}–${format(spread.p90)})`
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(2)

/** The matrix chunks the jobs that are not a matrix loaded: none, or the design is broken. */
export function plainJobMatrixLoads(results: MatrixResults): string[] {
  const plain = results.loads.filter((loads) => !loads.job.includes('matrix of'))
  return [
    ...new Set(
      plain.flatMap((loads) =>
        Object.values(loads.stages)
          .flat()
          .filter((file) => results.split.matrixChunks.includes(file)),
      ),
    ),
  ]
}

/**
 * The leg's loads show that the hook sees a matrix chunk when one loads: without them, finding none in the
 * job that is not a matrix would prove nothing.
 */
export function checkLoadsSeen(results: MatrixResults): void {
  const leg = results.loads.find((loads) => loads.job.includes('matrix of'))
  const seen = Object.values(leg?.stages ?? {}).flat()
  if (!results.split.artifactChunks.every((file) => seen.includes(file))) {
    throw new Error(`the leg's stages loaded [${seen.join(', ')}]: the loads are not recorded`)
  }
}

/** The most artifact calls a shared matrix of MATRIX_LEGS legs may make when nothing fails, clean-up included. */
export const MATRIX_ARTIFACT_CALLS = 90

export function renderMatrix(results: MatrixResults, distBytes: number): string[] {
  const { split } = results
  const out = [
    'Matrix: what only a leg of a shared matrix loads, from the chunk graph of dist/action/',
    renderTable(
      ['figure', 'bytes', 'MB'],
      [
        [
          'what any job may load (dist/ less the matrix chunks)',
          String(distBytes - split.matrixBytes),
          mb(distBytes - split.matrixBytes),
        ],
        [
          `matrix chunks (${split.matrixChunks.join(', ')})`,
          String(split.matrixBytes),
          mb(split.matrixBytes),
        ],
      ],
    ),
    `(@actions/artifact is in ${split.artifactChunks.join(', ')}, imported only from ${split.importedFrom.join(', ')}: the stages' chunks, when a job is a leg of a shared matrix)`,
    '',
    "Chunks of dist/action/ each stage loaded, as the module loader saw them (a loader hook preloaded into the stage, and into the processes it started: the tracker, a leg's board reader)",
    renderTable(
      ['job', 'stage', 'chunks loaded', 'matrix chunks'],
      results.loads.flatMap((loads) =>
        [...Object.entries(loads.stages), ['tracker and board reader', loads.started] as const].map(
          ([stage, files]) => [
            loads.job,
            stage,
            [...new Set(files)].join(' '),
            String(files.filter((file) => split.matrixChunks.includes(file)).length),
          ],
        ),
      ),
    ),
  ]
  if (results.legs) {
    const { stages, load } = results.legs
    out.push(
      '',
      `A leg's stages (Node 24), a matrix of 3 whose pre and post stages run one at a time, median (p10–p90) of ${stages[0]?.durationMs.n} runs; ` +
        `floor as for the stages above (the stage's own request by a bare fetch, a push for one that sends none); budget ${LEG_TIME_RATIO}×: a leg also loads the artifact client and calls the run's artifacts`,
      renderTable(
        [
          'stage',
          'does',
          'sends',
          'artifact calls',
          'ms',
          'floor ms',
          '×floor',
          'budget',
          'ok',
          'paired',
          `${REFERENCE} ms`,
          'RSS MiB',
        ],
        stages.map((stage) => [
          stage.role,
          stage.does,
          stage.sends ?? '–',
          String(stage.artifactCalls.median),
          range(stage.durationMs, ms),
          range(stage.floorDurationMs, ms),
          `${stage.timeRatio.toFixed(2)}×`,
          `≤ ${LEG_TIME_RATIO}×`,
          mark(stage.timeRatio <= LEG_TIME_RATIO),
          `${stage.pairedTimeRatio.median.toFixed(2)}×`,
          range(stage.referenceDurationMs, ms),
          (stage.peakRssKiB.max / 1024).toFixed(1),
        ]),
      ),
      `Loading the matrix code: the pre of a leg that cannot share (no runtime token: it loads the matrix chunks, the board fails at once, it sends its own start) ${range(load.lonePreMs, ms)} ms, ` +
        `against the pre of a job that is not a matrix (the same start) ${range(load.plainPreMs, ms)} ms, in turn in the same runs: ${range(load.pairedDifferenceMs, ms)} ms more (paired)`,
    )
  }
  if (results.requests) {
    out.push(
      '',
      `Requests of a matrix of ${MATRIX_LEGS} legs × ${MATRIX_STEPS} steps (leg i's steps ${MATRIX_STEP_MS / 1000} s + (i mod 6) × ${LEG_STEP_SPREAD_MS / 1000} s; min-update-interval 5 s), shared and per-leg side by side; then ${WIDE_LEGS} legs shared, alone. GitHub target: ${githubRequestTarget(1, 0)} per leg plus one per 5 s of each activity`,
      renderTable(
        [
          'matrix',
          'wall s',
          'Signalgrid',
          'start/upd/end',
          'target',
          'ok',
          'artifact calls',
          'by kind',
          'GitHub 200+err',
          '304',
          'target',
          'ok',
          'error (points)',
        ],
        results.requests.map((matrix) => [
          `${matrix.mode}, ${matrix.legs} legs`,
          matrix.wallSeconds.toFixed(1),
          String(matrix.signalgrid.total),
          `${matrix.signalgrid.starts}/${matrix.signalgrid.updates}/${matrix.signalgrid.ends}`,
          matrix.mode === 'shared' ? `≤ ${sharedRequestTarget(matrix.legs)}` : '–',
          matrix.mode === 'shared' ? mark(matrix.signalgrid.total <= sharedRequestTarget(matrix.legs)) : '–',
          String(matrix.artifactTotal),
          Object.entries(matrix.artifactCalls)
            .map(([call, count]) => `${call} ${count}`)
            .join(', ') || '–',
          String(matrix.github.rateLimited),
          String(matrix.github.notModified),
          `≤ ${githubTarget(matrix)}`,
          mark(matrix.github.rateLimited <= githubTarget(matrix)),
          matrix.errorPoints === undefined ? '–' : matrix.errorPoints.toFixed(1),
        ]),
      ),
    )
    const shared = sharedOf(results, MATRIX_LEGS)
    if (shared) {
      const stages = shared.artifactByStage
      out.push(
        `Artifact calls of the shared matrix per leg, leg 1 to ${stages.length}: pre ${stages.map((stage) => stage.pre).join(', ')}; post ${stages.map((stage) => stage.post).join(', ')} (budget: ${MATRIX_ARTIFACT_CALLS} in all, clean-up included)`,
      )
    }
  }
  return out
}

export function matrixChecks(results: MatrixResults): Check[] {
  const loaded = plainJobMatrixLoads(results)
  const list: Check[] = [
    {
      figure: 'matrix chunks loaded by the jobs that are not a matrix',
      value: loaded.length ? loaded.join(', ') : 'none',
      target: 'none',
      ok: loaded.length === 0,
    },
  ]
  for (const stage of results.legs?.stages ?? []) {
    list.push({
      figure: `node24 ${stage.role} (shared matrix) time`,
      value: `${stage.timeRatio.toFixed(2)}× floor (${ms(stage.durationMs.median)} ms vs a fetch POST (${stage.floor}) ${ms(stage.floorDurationMs.median)} ms; ${stage.artifactCalls.median} artifact calls)`,
      target: `≤ ${LEG_TIME_RATIO}×`,
      ok: stage.timeRatio <= LEG_TIME_RATIO,
    })
  }
  const shared = sharedOf(results, MATRIX_LEGS)
  if (shared) {
    list.push({
      figure: `shared matrix of ${MATRIX_LEGS} legs artifact calls`,
      value: String(shared.artifactTotal),
      target: `≤ ${MATRIX_ARTIFACT_CALLS}`,
      ok: shared.artifactTotal <= MATRIX_ARTIFACT_CALLS,
    })
    list.push({
      figure: `shared matrix of ${MATRIX_LEGS} legs Signalgrid requests`,
      value: String(shared.signalgrid.total),
      target: `≤ ${sharedRequestTarget(MATRIX_LEGS)}`,
      ok: shared.signalgrid.total <= sharedRequestTarget(MATRIX_LEGS),
    })
    list.push({
      figure: `shared matrix of ${MATRIX_LEGS} legs progress error (points)`,
      value: shared.errorPoints?.toFixed(1) ?? 'not measured',
      target: `≤ ${MATRIX_ERROR_POINTS}`,
      ok: (shared.errorPoints ?? Number.POSITIVE_INFINITY) <= MATRIX_ERROR_POINTS,
    })
  }
  const wide = sharedOf(results, WIDE_LEGS)
  if (wide) {
    list.push({
      figure: `shared matrix of ${WIDE_LEGS} legs GitHub requests (200s and errors)`,
      value: `${wide.github.rateLimited} (${wide.github.notModified} × 304) in ${wide.wallSeconds.toFixed(0)} s`,
      target: `≤ ${githubTarget(wide)}`,
      ok: wide.github.rateLimited <= githubTarget(wide),
    })
  }
  return list
}

/** A matrix's bar, like a pipeline's, within this of the clock on average. */
const MATRIX_ERROR_POINTS = 8

function sharedOf(results: MatrixResults, legs: number): MatrixRequests | undefined {
  return results.requests?.find((matrix) => matrix.mode === 'shared' && matrix.legs === legs)
}

/**
 * The run's GitHub budget, over the matrix's whole run (its wall time bounds the activity): shared, one activity
 * of all the legs; per leg, an activity each, each a run of one.
 */
function githubTarget(matrix: MatrixRequests): number {
  return matrix.mode === 'shared'
    ? githubRequestTarget(matrix.legs, matrix.wallSeconds)
    : matrix.legs * githubRequestTarget(1, matrix.wallSeconds)
}
