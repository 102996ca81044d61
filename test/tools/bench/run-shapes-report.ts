// The runs of several jobs against their goals: the bar within 8 points of the clock for a pipeline (steps
// counted beside it), the requests to both services, and the trackers of a run of 20 jobs within the budget
// of one.
import type { NodeRuntime } from '../../support/runner-harness.js'
import type { Check } from './report.js'
import { FAN_OUT, PIPELINE, renderShapesTable, runShape, type ShapeRun, WIDE } from './run-shapes.js'
import { TRACKER_CORE_PERCENT, TRACKER_PEAK_RSS_MIB } from './targets.js'

export { RUN_SHAPES_METHOD } from './run-shapes.js'

/** A run of several jobs weighted by time: at most this many points off the clock. */
export const RUN_ERROR_POINTS = 8

/** Each shape counted and by time, the 20 jobs by time only, all side by side: the jobs mostly sleep. */
export function runShapes(runtime: NodeRuntime): Promise<ShapeRun[]> {
  return Promise.all([
    ...[PIPELINE, FAN_OUT].flatMap((shape) =>
      (['steps', 'time'] as const).map((mode) => runShape(runtime, shape, mode)),
    ),
    runShape(runtime, WIDE, 'time'),
  ])
}

const errorGoal = (run: ShapeRun) => (run.mode === 'time' ? RUN_ERROR_POINTS : undefined)

export function renderShapes(runs: readonly ShapeRun[]): string {
  return renderShapesTable(runs, errorGoal)
}

export function shapeChecks(runs: readonly ShapeRun[]): Check[] {
  return runs.flatMap((run) => {
    const label = `${run.shape}, ${run.mode}`
    const goal = errorGoal(run)
    return [
      ...(goal === undefined
        ? []
        : [
            {
              figure: `progress error, ${label}`,
              value: run.errorPoints.toFixed(1),
              target: `≤ ${goal}`,
              ok: run.errorPoints <= goal,
            },
          ]),
      {
        figure: `Signalgrid requests, ${label}`,
        value: String(run.signalgrid.total),
        target: `≤ ${run.signalgrid.target}`,
        ok: run.signalgrid.total <= run.signalgrid.target,
      },
      {
        figure: `GitHub requests (not 304), ${label}`,
        value: String(run.github.rateLimited),
        target: `≤ ${run.github.target} (5 per job, 1 per 5 s)`,
        ok: run.github.rateLimited <= run.github.target,
      },
      ...(run.jobs >= 20
        ? [
            {
              figure: `tracker peak RSS, ${label}`,
              value: `${(run.tracker.peakRssKiB / 1024).toFixed(1)} MiB (the highest of ${run.tracker.count})`,
              target: `≤ ${TRACKER_PEAK_RSS_MIB} MiB`,
              ok: run.tracker.peakRssKiB / 1024 <= TRACKER_PEAK_RSS_MIB,
            },
            {
              figure: `tracker CPU, ${label}`,
              value: `${run.tracker.averageCorePercent.toFixed(2)} % of one core (the busiest, over its ${run.tracker.lifetimeSeconds.toFixed(0)} s: start-up weighs in a run this short)`,
              target: `< ${TRACKER_CORE_PERCENT} %`,
              ok: run.tracker.averageCorePercent < TRACKER_CORE_PERCENT,
            },
          ]
        : []),
    ]
  })
}
