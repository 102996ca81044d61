// Progress error: how far the bar on the phone is from the truth over a job's life, with step counting and
// with the bar weighted by the step times of the last successful runs, for three shapes of job, after each
// history (histories.ts). The jobs run dist/ through the runner harness against their own emulators; the GitHub
// emulator serves the past runs.
import { INPUT_DEFAULTS } from '../../../src/action-inputs.js'
import { ACTION, actionStep, jobSpec, userSteps } from '../../support/action-job.js'
import { progressError, SAMPLE_MS } from '../../support/bar-error.js'
import { GitHubEmulator } from '../../support/github-emulator.js'
import { type NodeRuntime, runJob } from '../../support/runner-harness.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import { ALIKE, type History, historyRequests, pastStepMs, servePastRuns } from './histories.js'
import { mark, renderTable } from './table.js'
import { signalgridRequestTarget } from './targets.js'
import { SPACING_SECONDS } from './tracked-job.js'

const DEFAULT_TIMED_UPDATES = Number(INPUT_DEFAULTS['timed-updates'])

export { progressError, SAMPLE_MS, type ShownBar } from '../../support/bar-error.js'

export interface JobShape {
  readonly name: string
  /** The user's steps at the usual pace of the past runs, in ms (whole seconds, as the API gives them). */
  readonly lastRun: readonly number[]
  /** The same steps this time, in ms. */
  readonly thisRun: readonly number[]
}

const S = 1000
// Seven steps of about 70 s: long against the 5 s spacing, short enough to run the six jobs side by side.
const EVEN = Array.from({ length: 7 }, () => 10 * S)
// 80% of the time in the third step of seven, after checkout, setup and cache (56 of 70 s).
const SKEWED = [2 * S, 3 * S, 56 * S, 2 * S, 3 * S, 2 * S, 2 * S]
// Each step 30% longer or shorter than last time, the long one longer.
const CHANGED = SKEWED.map((ms, index) => Math.round(ms * (index % 2 === 0 ? 1.3 : 0.7)))

export const SHAPES: readonly JobShape[] = [
  { name: 'even steps', lastRun: EVEN, thisRun: EVEN },
  { name: 'one long step', lastRun: SKEWED, thisRun: SKEWED },
  { name: 'durations ±30%', lastRun: SKEWED, thisRun: CHANGED },
]

export type ProgressMode = 'steps' | 'time'

export interface ProgressJob {
  readonly shape: string
  readonly mode: ProgressMode
  /** The past runs served (none read in mode steps). */
  readonly history: string
  readonly errorPoints: number
  readonly signalgrid: { readonly total: number; readonly updates: number; readonly target: number }
  /** Rate-limited GitHub requests (200s and errors; 304s are free), and of them the step history's. */
  readonly github: { readonly rateLimited: number; readonly notModified: number; readonly history: number }
  readonly jobSeconds: number
  readonly words: SaidOfTime
}

/**
 * What the phone was told of the usual time: the end's "Succeeded in … (usually …)", and how many updates said
 * "taking longer than usual".
 */
export interface SaidOfTime {
  readonly took: string | undefined
  readonly usually: string | undefined
  readonly late: number
}

/** What the bodies the phone showed said of the usual time, the end's last. */
export function saidOfTime(bodies: readonly string[]): SaidOfTime {
  const end = /^Succeeded in ([^(·]+?)(?: \(usually ([^)]+)\))?(?: ·|$)/.exec(bodies.at(-1) ?? '')
  return {
    took: end?.[1],
    usually: end?.[2],
    late: bodies.filter((body) => body.includes('taking longer than usual')).length,
  }
}

/** "1m 5s" → 65 000 ms, as formatDuration words it; NaN for anything else. */
export function durationMsOf(words: string | undefined): number {
  const match = /^(?:(\d+)h )?(?:(\d+)m ?)?(?:(\d+)s)?$/.exec(words ?? '')
  if (!match || !words) return Number.NaN
  const [, hours = '0', minutes = '0', seconds = '0'] = match
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000
}

const names = (shape: JobShape) => shape.thisRun.map((_, index) => `Step ${index + 1}`)

/** One job of the shape, in the mode, at the action's default spacing and timed-updates, after the history. */
export async function runProgressJob(
  runtime: NodeRuntime,
  shape: JobShape,
  mode: ProgressMode,
  history: History = ALIKE,
): Promise<ProgressJob> {
  const signalgrid = await SignalgridEmulator.start({ quota: 1_000_000 })
  const github = await GitHubEmulator.start()
  const services = { signalgrid, github }
  const steps = names(shape)
  servePastRuns(github, history, (runId, run, start) => {
    github.createFinishedJob({ runId, name: 'build' }, start, [
      { name: 'Set up job', durationMs: S },
      { name: `Pre Run ${ACTION}`, durationMs: 0 },
      { name: `Run ${ACTION}`, durationMs: 0 },
      ...steps.map((name, index) => ({
        name,
        durationMs: pastStepMs(history, run, 0, index, shape.lastRun),
      })),
      { name: `Post Run ${ACTION}`, durationMs: 0 },
      { name: 'Complete job', durationMs: 0 },
    ])
  })
  const result = await runJob(
    jobSpec(
      services,
      runtime,
      [
        actionStep(
          services,
          { 'min-update-interval': String(SPACING_SECONDS), 'progress-mode': mode },
          { id: 'sg' },
        ),
        ...steps.flatMap((name, index) => userSteps([name], shape.thisRun[index] as number)),
      ],
      { context: { workflowFile: 'ci.yml' } },
    ),
  )
  try {
    if (result.status !== 'success' || result.orphans.length > 0) {
      throw new Error(`the ${shape.name} job (${mode}) did not run cleanly`)
    }
    const job = github.job(result.jobId).steps.map((step) => step.data)
    const user = job.filter((step) => steps.includes(step.name))
    const from = user[0]?.startedAt
    const to = user.at(-1)?.completedAt
    if (!from || !to) throw new Error('the jobs API has no times for the user steps')
    const activity = signalgrid.phone.activities[0]
    if (!activity) throw new Error('the phone shows no activity')
    const shown = activity.history
      .filter((message) => message.shown)
      .map((message) => ({ at: message.at, progress: message.content.progress }))
    const usage = github.usage(result.token)
    const requests = signalgrid.requests
    const activitySeconds =
      ((requests.findLast((request) => request.kind === 'end')?.at ?? 0) - (requests[0]?.at ?? 0)) / 1000
    const budget = mode === 'time' ? DEFAULT_TIMED_UPDATES : 0
    return {
      shape: shape.name,
      mode,
      history: mode === 'time' ? history.name : '–',
      errorPoints: progressError(shown, from, to),
      signalgrid: {
        total: requests.length,
        updates: requests.filter((request) => request.kind === 'update').length,
        target: Math.floor(signalgridRequestTarget(steps.length, activitySeconds)) + budget,
      },
      github: {
        rateLimited: usage.ok + usage.other,
        notModified: usage.notModified,
        history: historyRequests(github),
      },
      jobSeconds: (to - from) / 1000,
      words: saidOfTime(
        activity.history.filter((message) => message.shown).map((message) => message.content.body),
      ),
    }
  } finally {
    await result.remove()
    await signalgrid.close()
    await github.close()
  }
}

/** Every shape in both modes, side by side, after the history: the jobs mostly sleep. */
export function runProgressJobs(runtime: NodeRuntime, history: History = ALIKE): Promise<ProgressJob[]> {
  return Promise.all(
    SHAPES.flatMap((shape) =>
      (['steps', 'time'] as const).map((mode) => runProgressJob(runtime, shape, mode, history)),
    ),
  )
}

/**
 * At most this many GitHub requests for the history, per job: the runs list (two for a workflow so busy on other
 * branches that a page of its runs holds fewer than three of the branch's and the default branch's) and the
 * jobs of three runs.
 */
export const HISTORY_REQUESTS = 5
/** Time weighting's error on the skewed shape: at most this many points, and at most this share of counting's. */
export const SKEWED_ERROR_POINTS = 5
export const SKEWED_ERROR_SHARE = 1 / 3

export interface ProgressCheck {
  readonly figure: string
  readonly value: string
  readonly target: string
  readonly ok: boolean
}

/** The goals: on the skewed shape, the error; on every time-weighted job, the requests. */
export function progressChecks(jobs: readonly ProgressJob[]): ProgressCheck[] {
  const of = (shape: string, mode: ProgressMode) =>
    jobs.find((job) => job.shape === shape && job.mode === mode)
  const counted = of('one long step', 'steps')
  const timed = of('one long step', 'time')
  const checks: ProgressCheck[] = []
  if (counted && timed) {
    const limit = Math.min(SKEWED_ERROR_POINTS, counted.errorPoints * SKEWED_ERROR_SHARE)
    checks.push({
      figure: 'progress error, one long step, time',
      value: timed.errorPoints.toFixed(1),
      target: `≤ ${limit.toFixed(1)} (a third of steps' ${counted.errorPoints.toFixed(1)}, ≤ ${SKEWED_ERROR_POINTS})`,
      ok:
        timed.errorPoints <= counted.errorPoints * SKEWED_ERROR_SHARE &&
        timed.errorPoints <= SKEWED_ERROR_POINTS,
    })
  }
  for (const job of jobs.filter((candidate) => candidate.mode === 'time')) {
    checks.push({
      figure: `history requests, ${job.shape}`,
      value: String(job.github.history),
      target: `≤ ${HISTORY_REQUESTS}`,
      ok: job.github.history <= HISTORY_REQUESTS,
    })
    checks.push({
      figure: `Signalgrid requests, ${job.shape}, time`,
      value: String(job.signalgrid.total),
      target: `≤ ${job.signalgrid.target}`,
      ok: job.signalgrid.total <= job.signalgrid.target,
    })
  }
  return checks
}

export function renderProgressTable(jobs: readonly ProgressJob[]): string {
  const counted = (shape: string) => jobs.find((job) => job.shape === shape && job.mode === 'steps')
  const rows = jobs.map((job) => {
    const steps = counted(job.shape)
    const skewed = job.shape === 'one long step' && job.mode === 'time'
    const errorGoal =
      skewed && steps ? Math.min(SKEWED_ERROR_POINTS, steps.errorPoints * SKEWED_ERROR_SHARE) : undefined
    const historyGoal = job.mode === 'time' ? HISTORY_REQUESTS : 0
    return [
      job.shape,
      job.mode,
      `${job.jobSeconds.toFixed(0)} s`,
      job.errorPoints.toFixed(1),
      errorGoal === undefined ? '–' : `≤ ${errorGoal.toFixed(1)} ${mark(job.errorPoints <= errorGoal)}`,
      `${job.signalgrid.total} (${job.signalgrid.updates} updates)`,
      `≤ ${job.signalgrid.target} ${mark(job.signalgrid.total <= job.signalgrid.target)}`,
      `${job.github.rateLimited} (${job.github.history} history)`,
      `history ≤ ${historyGoal} ${mark(job.github.history <= historyGoal)}`,
    ]
  })
  return renderTable(
    ['Job', 'Mode', 'Steps span', 'Error (points)', 'Goal', 'Signalgrid', 'Goal', 'GitHub', 'Goal'],
    rows,
  )
}

export const PROGRESS_METHOD =
  `the bar as the phone showed it (the Signalgrid emulator's accepted messages the phone did not ignore for spacing), ` +
  `against the elapsed fraction of the user's steps (first start to last completion, from the jobs emulator), sampled every ${SAMPLE_MS} ms; ` +
  `min-update-interval ${SPACING_SECONDS} s, timed-updates ${DEFAULT_TIMED_UPDATES}; the GitHub emulator serves five successful runs alike (ci.yml on main); ` +
  `Signalgrid goal: min(steps, activity seconds / 5) + 2, plus timed-updates in mode time; GitHub: 200s and errors (304s are free), of them the history's ` +
  `(the runs list and the jobs of the runs read) at most ${HISTORY_REQUESTS}`
