// Runs of several jobs sharing one activity, after successful runs of the same shape (histories.ts): a pipeline
// (recipe 2), a fan-out with jobs side by side (recipe 6's shape), and 20 jobs side by side (the width of a
// matrix of 20 legs, as legs that share the run's view attach: by token or by name).
// Each job is a runner emulation of its own running dist/, against one GitHub emulator and one Signalgrid emulator:
// what the phone showed against the clock, what each service was asked, and what the trackers cost.

import { INPUT_DEFAULTS } from '../../../src/action-inputs.js'
import { State } from '../../../src/constants.js'
import { ACTION, actionStep, jobSpec, userSteps } from '../../support/action-job.js'
import { progressError } from '../../support/bar-error.js'
import { type FinishedStep, GitHubEmulator } from '../../support/github-emulator.js'
import { type JobResult, type NodeRuntime, runJob, runStageProcess } from '../../support/runner-harness.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import { ALIKE, type History, historyRequests, pastStepMs, servePastRuns } from './histories.js'
import { type ProcessFootprint, readProcessFootprint } from './proc.js'
import { type ProgressMode, type SaidOfTime, saidOfTime } from './progress-error.js'
import { mark, renderTable } from './table.js'
import { githubRequestTarget } from './targets.js'
import { SPACING_SECONDS } from './tracked-job.js'

/** A job of the shape: its name and its user steps' durations (this run's and the last run's alike). */
export interface ShapeJob {
  readonly name: string
  readonly stepsMs: readonly number[]
}

export interface RunShape {
  readonly name: string
  /** One after the other; the jobs of one stage side by side. */
  readonly stages: readonly (readonly ShapeJob[])[]
}

const S = 1000
const DEFAULT_TIMED_UPDATES = Number(INPUT_DEFAULTS['timed-updates'])
const job = (name: string, ...seconds: number[]): ShapeJob => ({ name, stepsMs: seconds.map((s) => s * S) })

export const PIPELINE: RunShape = {
  name: 'pipeline, 3 jobs (recipe 2)',
  stages: [[job('build', 5, 10)], [job('test', 20, 5)], [job('deploy', 10)]],
}
export const FAN_OUT: RunShape = {
  name: 'fan-out, 2 side by side (recipe 6)',
  stages: [[job('build', 5, 5)], [job('test', 20), job('lint', 8)], [job('deploy', 8)]],
}
/** The legs' lengths differ, as a real matrix's do: 20 to 35 s. */
export const WIDE: RunShape = {
  name: '20 jobs side by side',
  stages: [
    [job('setup', 3)],
    Array.from({ length: 20 }, (_, index) => job(`leg (${index + 1})`, 10 + 5 * (index % 4), 10)),
    [job('report', 3)],
  ],
}

export interface ShapeRun {
  readonly shape: string
  readonly mode: ProgressMode
  /** The past runs served (none read in mode steps). */
  readonly history: string
  readonly jobs: number
  readonly errorPoints: number
  readonly activitySeconds: number
  readonly signalgrid: { readonly total: number; readonly updates: number; readonly target: number }
  /**
   * Every job's token together: answers that count against the rate limit (200s and errors), and 304s; of
   * them, the history's (the runs lists and the jobs of the runs read), every job's.
   */
  readonly github: {
    readonly rateLimited: number
    readonly notModified: number
    readonly history: number
    readonly target: number
  }
  readonly words: SaidOfTime
  /**
   * The trackers, each read from /proc just before its post stops it: the highest peak, and the busiest one's
   * CPU (the one that sent most: a tracker of a short job is mostly its start-up).
   */
  readonly tracker: {
    readonly peakRssKiB: number
    readonly cpuSeconds: number
    readonly lifetimeSeconds: number
    readonly averageCorePercent: number
    readonly count: number
  }
}

/** The run of `shape` in `mode`, after the history's runs of the same shape, on its own emulators. */
export async function runShape(
  runtime: NodeRuntime,
  shape: RunShape,
  mode: ProgressMode,
  history: History = ALIKE,
): Promise<ShapeRun> {
  const signalgrid = await SignalgridEmulator.start({ quota: 1_000_000 })
  const github = await GitHubEmulator.start()
  const services = { signalgrid, github }
  servePastRuns(github, history, (runId, run, start) =>
    servePastRun(github, shape, history, runId, run, start),
  )
  const trackers: ProcessFootprint[] = []
  const results: JobResult[] = []
  let token: string | undefined
  try {
    for (const [index, stage] of shape.stages.entries()) {
      const last = index === shape.stages.length - 1
      const ran = await Promise.all(
        stage.map((planned) => {
          const inputs = {
            'min-update-interval': String(SPACING_SECONDS),
            'progress-mode': mode,
            ...(token ? { 'activity-token': token } : {}),
            'end-activity': last ? 'always' : token ? 'auto' : 'on-failure',
          }
          const names = planned.stepsMs.map((_, step) => `${planned.name} step ${step + 1}`)
          return runJob(
            jobSpec(
              services,
              runtime,
              [
                actionStep(services, inputs, { id: 'sg' }),
                ...names.flatMap((name, step) => userSteps([name], planned.stepsMs[step] as number)),
              ],
              {
                context: { job: planned.name, jobName: planned.name, workflowFile: 'ci.yml' },
                stageProcess: (options, call) => {
                  const pid = options.env[`STATE_${State.trackerPid}`]
                  if (call.stage === 'post' && pid) trackers.push(readProcessFootprint(Number(pid)))
                  return runStageProcess(options)
                },
              },
            ),
          )
        }),
      )
      results.push(...ran)
      token ??= ran[0]?.outputs.sg?.['activity-token']
    }
    if (results.some((result) => result.status !== 'success' || result.orphans.length > 0)) {
      throw new Error(`the ${shape.name} run (${mode}) did not run cleanly`)
    }
    const userStepsOf = (result: JobResult) =>
      github
        .job(result.jobId)
        .steps.map((step) => step.data)
        .filter((step) => / step \d+$/.test(step.name))
    const user = results.flatMap(userStepsOf)
    const from = Math.min(...user.map((step) => step.startedAt as number))
    const to = Math.max(...user.map((step) => step.completedAt as number))
    const activity = signalgrid.phone.activities[0]
    if (!activity || signalgrid.phone.activities.length !== 1)
      throw new Error('the phone shows no one activity')
    const shown = activity.history
      .filter((message) => message.shown)
      .map((message) => ({ at: message.at, progress: message.content.progress }))
    const requests = signalgrid.requests
    const activitySeconds =
      ((requests.findLast((request) => request.kind === 'end')?.at ?? 0) - (requests[0]?.at ?? 0)) / 1000
    const usage = results.map((result) => github.usage(result.token))
    const steps = shape.stages.flat().reduce((count, planned) => count + planned.stepsMs.length, 0)
    return {
      shape: shape.name,
      mode,
      history: mode === 'time' ? history.name : '–',
      jobs: results.length,
      errorPoints: progressError(shown, from, to),
      activitySeconds,
      signalgrid: {
        total: requests.length,
        updates: requests.filter((request) => request.kind === 'update').length,
        target: signalgridTarget(steps, results.length, mode),
      },
      github: {
        rateLimited: usage.reduce((total, used) => total + used.ok + used.other, 0),
        notModified: usage.reduce((total, used) => total + used.notModified, 0),
        history: historyRequests(github),
        target: githubRequestTarget(results.length, activitySeconds),
      },
      words: saidOfTime(
        activity.history.filter((message) => message.shown).map((message) => message.content.body),
      ),
      tracker: {
        peakRssKiB: Math.max(...trackers.map((tracker) => tracker.peakRssKiB)),
        ...busiest(trackers),
        count: trackers.length,
      },
    }
  } finally {
    await Promise.all(results.map((result) => result.remove()))
    await signalgrid.close()
    await github.close()
  }
}

function busiest(trackers: readonly ProcessFootprint[]) {
  const [most] = [...trackers].sort((a, b) => b.cpuSeconds - a.cpuSeconds)
  if (!most) throw new Error('no tracker was read')
  const { cpuSeconds, lifetimeSeconds, averageCorePercent } = most
  return { cpuSeconds, lifetimeSeconds, averageCorePercent }
}

/** Signalgrid requests of the activity: no more than its jobs' steps and their time-driven updates, start and end. */
export function signalgridTarget(steps: number, jobs: number, mode: ProgressMode): number {
  return steps + (mode === 'time' ? DEFAULT_TIMED_UPDATES * jobs : 0) + 2
}

/**
 * A past run of ci.yml on main of the same shape, from `start`: each stage after the one before, the runner's
 * and the action's own steps around the user's, as a runner lists them, each user step as long as the
 * history has it in that run.
 */
function servePastRun(
  github: GitHubEmulator,
  shape: RunShape,
  history: History,
  runId: number,
  run: number,
  start: number,
): void {
  let at = start
  let index = 0
  for (const stage of shape.stages) {
    let stageEnd = at
    for (const planned of stage) {
      const job = index++
      const steps: FinishedStep[] = [
        { name: 'Set up job', durationMs: S },
        { name: `Pre Run ${ACTION}`, durationMs: 0 },
        { name: `Run ${ACTION}`, durationMs: 0 },
        ...planned.stepsMs.map((_, step) => ({
          name: `${planned.name} step ${step + 1}`,
          durationMs: pastStepMs(history, run, job, step, planned.stepsMs),
        })),
        { name: `Post Run ${ACTION}`, durationMs: 0 },
        { name: 'Complete job', durationMs: 0 },
      ]
      github.createFinishedJob({ runId, name: planned.name }, at, steps)
      stageEnd = Math.max(stageEnd, at + steps.reduce((total, step) => total + step.durationMs, 0))
    }
    // The next stage's jobs are set up a second after: as the runner emulation starts them, about.
    at = stageEnd + S
  }
}

export const RUN_SHAPES_METHOD =
  `each job a runner emulation running dist/ against one GitHub emulator (serving successful runs of the ` +
  `same shape, ci.yml on main) and one Signalgrid emulator; the first job starts the activity, the others attach ` +
  `by token, the last stage ends it; min-update-interval ${SPACING_SECONDS} s, timed-updates ${DEFAULT_TIMED_UPDATES}; ` +
  `progress error: the bar the phone showed against the elapsed fraction of the user's steps (first start to last ` +
  `completion, every job); Signalgrid goal: the jobs' steps, plus timed-updates per job in mode time, plus start ` +
  `and end; GitHub: every job's 200s and errors (304s are free), goal 5 per job plus one per 5 s of the activity; ` +
  `tracker: the highest peak RSS among the trackers, and the share of a core of the busiest one (the most CPU ` +
  `seconds), each read from /proc just before its post`

export function renderShapesTable(
  runs: readonly ShapeRun[],
  goalOf: (run: ShapeRun) => number | undefined,
): string {
  const rows = runs.map((run) => {
    const goal = goalOf(run)
    return [
      run.shape,
      run.mode,
      String(run.jobs),
      `${run.activitySeconds.toFixed(0)} s`,
      run.errorPoints.toFixed(1),
      goal === undefined ? '–' : `≤ ${goal} ${mark(run.errorPoints <= goal)}`,
      `${run.signalgrid.total} (${run.signalgrid.updates} updates)`,
      `≤ ${run.signalgrid.target} ${mark(run.signalgrid.total <= run.signalgrid.target)}`,
      `${run.github.rateLimited} (${run.github.notModified} × 304)`,
      `≤ ${run.github.target} ${mark(run.github.rateLimited <= run.github.target)}`,
      `${(run.tracker.peakRssKiB / 1024).toFixed(1)} MiB, ${run.tracker.averageCorePercent.toFixed(2)} % (${run.tracker.cpuSeconds.toFixed(2)} s of ${run.tracker.lifetimeSeconds.toFixed(0)} s)`,
    ]
  })
  return renderTable(
    [
      'Run',
      'Mode',
      'Jobs',
      'Activity',
      'Error (points)',
      'Goal',
      'Signalgrid',
      'Goal',
      'GitHub',
      'Goal',
      'Tracker (max)',
    ],
    rows,
  )
}
