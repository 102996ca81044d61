// What the last few successful runs say the activity takes: each job that takes part, when it begins and ends
// from the activity's start, each of its steps, and which job it follows. The plan is the centre of the runs of
// the newest's shape: each step and each wait the median of its times in those that have it, so that one odd run
// among them moves nothing, or of two, the newer counting twice (centre.ts). A run read of another shape (its
// time shared among the steps otherwise, its total about the same) counts only for how long an ordinary run may
// go: today's work is the newest run's, and a mean of two shapes is a run neither had. Beside it, how the
// workflow's pace varies from run to run (the runs listed), which sets the range of the time left and the point
// past which the activity is taking longer than usual. Pure: no I/O, no clock.
import type { HistoryJob, PastRun, RunHistory, TimedStep } from '../github/history.js'
import { userSteps } from '../github/job-steps.js'
import { BOOKKEEPING } from '../github/names.js'
import { median, usual } from './centre.js'
import { LATE_MARGIN, OTHER_SHAPE_OVER_SIZE, OTHER_SHAPE_SHARE, SAME_MOMENT_MS } from './constants.js'
import { actionNames, listsAction, worked } from './participants.js'

/** One step of a planned job: from the activity's start, in ms. */
export interface PlannedStep {
  readonly name: string
  readonly start: number
  /** Where the next step begins (the step and the pause after it), or the job's end for its last. */
  readonly end: number
}

/** A job that takes part in the activity. */
export interface PlannedJob {
  readonly name: string
  /** Its first step's start and its last step's end ("Set up job" and "Complete job" aside), from the activity's start. */
  readonly start: number
  readonly end: number
  readonly steps: readonly PlannedStep[]
  /** How many of its steps are the user's. */
  readonly userSteps: number
  /** The job it begins after (the latest to end before it began): an index into Plan.jobs. */
  readonly after: number | undefined
  /** From that job's end, or the activity's start, to this job's start: queueing, set-up, approvals (capped). */
  readonly wait: number
}

/** The usual run: the centre of the runs read of the newest's shape. */
export interface Plan {
  /** The jobs that take part, by their start. */
  readonly jobs: readonly PlannedJob[]
  /** From the start of the first job's use of the action to the end of the last one's post: the activity's span. */
  readonly spanMs: number
  /** The names of every job of the runs read, taking part or not: a queued job of another name is new since. */
  readonly known: ReadonlySet<string>
  /** What a job the plan does not know is expected to take: the median of those it knows. */
  readonly medianJobMs: number
  /** What a step the plan does not know is expected to take: the median of the user's steps. */
  readonly medianStepMs: number
  /** The activity's usual time: the usual value of its spans in the runs of the newest's shape. */
  readonly usualMs: number
  /** How an ordinary run's pace compares with the usual: see paceOf. */
  readonly pace: Pace
  /**
   * Past this much of the activity it is taking longer than usual: no ordinary run goes on so long, nor any run
   * read, of whatever shape.
   */
  readonly lateMs: number
}

/**
 * How fast an ordinary run of the workflow goes against the usual pace, from how long the runs listed took: the
 * quick end (the tenth quickest) and the slow end (the tenth slowest), each over their median. 1 and 1 with
 * fewer than two runs listed.
 */
export interface Pace {
  readonly least: number
  readonly most: number
}

export type PlanResult =
  | { readonly ok: true; readonly plan: Plan }
  | { readonly ok: false; readonly reason: string }

/**
 * The longest wait between jobs counted: a longer one in a run read (a deployment that waited hours for its
 * approval, a busy pool of self-hosted runners) says nothing of this run's, and would hold the bar back.
 */
export const MAX_WAIT_MS = 120_000

/** The share of the runs listed quicker than the slow end of an ordinary pace (and slower than the quick end). */
const ORDINARY_SHARE = 0.9

/**
 * The plan of the activity from the runs read, the action's steps named `stepName` (see ownStepName). `only`
 * keeps the jobs it accepts (a job that is its own run plans by its own job alone).
 */
export function planRun(
  history: RunHistory,
  stepName: string,
  only: (job: HistoryJob) => boolean = () => true,
): PlanResult {
  const names = actionNames(stepName)
  const runs = history.runs.map((run) => runJobs(run, names, only))
  // The jobs and steps as the newest run that has any lists them: what the workflow is now.
  const shape = runs.find((run) => run.jobs.length > 0)
  if (!shape) {
    const listed = history.runs.some((run) => run.jobs.some((job) => only(job) && listsAction(job, names)))
    return {
      ok: false,
      reason: listed
        ? 'the runs read list no timed step of their jobs'
        : `no job of the runs read has a step named “${stepName}”`,
    }
  }
  const taking = runs.filter((run) => run.jobs.length > 0)
  const counted = taking.filter((run) => run === shape || ofShape(run, shape))
  const centre = timeline(
    shape,
    shape.jobs.map((job) => samplesOf(job, shape, counted)),
    names,
  )
  const usualMs = usual(counted.map((run) => run.spanMs))
  const pace = paceOf(history.durationsMs)
  return {
    ok: true,
    plan: {
      ...centre,
      known: new Set(history.runs.flatMap((run) => run.jobs.map((job) => job.name))),
      usualMs,
      pace,
      lateMs: Math.max(...taking.map((run) => run.spanMs), usualMs * pace.most) + usualMs * LATE_MARGIN,
    },
  }
}

/** The pace of an ordinary run against the usual, from how long the runs listed took (see Pace). */
export function paceOf(durationsMs: readonly number[]): Pace {
  if (durationsMs.length < 2) return { least: 1, most: 1 }
  const sorted = [...durationsMs].sort((a, b) => a - b)
  const middle = Math.max(1, median(sorted))
  const slow = sorted[Math.ceil(ORDINARY_SHARE * sorted.length) - 1] as number
  const quick = sorted[Math.ceil((1 - ORDINARY_SHARE) * sorted.length) - 1] as number
  return { least: Math.min(1, quick / middle), most: Math.max(1, slow / middle) }
}

/**
 * Whether a run read has the newest's shape: its time shared among the steps it has in common with the newest
 * as the newest's is, or otherwise by little against how far its total is (see OTHER_SHAPE_SHARE).
 */
function ofShape(run: RunJobs, newest: RunJobs): boolean {
  const pairs = newest.jobs.flatMap((job) => {
    const same = run.byKey.get(job.key)
    return [...job.slots].flatMap(([key, ms]) => {
      const theirs = same?.slots.get(key)
      return theirs === undefined ? [] : [[ms, theirs] as const]
    })
  })
  const newestMs = pairs.reduce((sum, [ms]) => sum + ms, 0)
  const runMs = pairs.reduce((sum, [, ms]) => sum + ms, 0)
  if (newestMs <= 0 || runMs <= 0) return true
  const moved = pairs.reduce((sum, [a, b]) => sum + Math.abs(a / newestMs - b / runMs), 0) / 2
  const resized = Math.abs(newestMs - runMs) / Math.max(newestMs, runMs)
  return moved <= Math.max(OTHER_SHAPE_SHARE, OTHER_SHAPE_OVER_SIZE * resized)
}

/** A job of one run read, from that run's activity start (its first use of the action). */
interface RunJob {
  /** Its name and, among the run's jobs of that name, its place by start: "build#0". */
  readonly key: string
  readonly name: string
  readonly start: number
  readonly end: number
  /** The end of this action's post: the activity's end, where this job ends it. */
  readonly postEnd: number
  readonly within: readonly TimedStep[]
  /** Each step's slot (from its start to the next step's, or the job's end), by its name and place: "Test#0". */
  readonly slots: ReadonlyMap<string, number>
}

interface RunJobs {
  readonly jobs: readonly RunJob[]
  readonly byKey: ReadonlyMap<string, RunJob>
  /** The activity's span in this run: its own, to set the point past which a run is slow. */
  readonly spanMs: number
}

/** The jobs of one run that took part, by their start, each from the run's activity start. */
function runJobs(run: PastRun, names: ReadonlySet<string>, only: (job: HistoryJob) => boolean): RunJobs {
  const timed = run.jobs
    .filter((job) => only(job) && listsAction(job, names))
    .flatMap((job) => {
      const within = job.steps.filter((step) => !BOOKKEEPING.has(step.name))
      const ours = within.find((step) => names.has(step.name))
      if (!ours || !worked(within, names)) return []
      const started = Math.min(...within.map((step) => step.startedAt))
      const ended = Math.max(...within.map((step) => step.completedAt))
      const post = within.findLast((step) => step.name.startsWith('Post ') && names.has(step.name))
      return [{ job, within, anchor: ours.startedAt, started, ended, postEnded: post?.completedAt ?? ended }]
    })
    .sort((a, b) => a.started - b.started)
  if (timed.length === 0) return { jobs: [], byKey: new Map(), spanMs: 0 }
  const origin = Math.min(...timed.map((entry) => entry.anchor))
  const keys = placeKeys(timed.map((entry) => entry.job.name))
  const jobs = timed.map(
    (entry, index): RunJob => ({
      key: keys[index] as string,
      name: entry.job.name,
      start: entry.started - origin,
      end: entry.ended - origin,
      postEnd: entry.postEnded - origin,
      within: entry.within,
      slots: slotsOf(entry.within, entry.ended),
    }),
  )
  return {
    jobs,
    byKey: new Map(jobs.map((job) => [job.key, job])),
    spanMs: Math.max(1, ...jobs.map((job) => job.postEnd)),
  }
}

/** Each step's slot, from its start to the next one's (the pauses between steps belong to the step before). */
function slotsOf(steps: readonly TimedStep[], end: number): Map<string, number> {
  const keys = placeKeys(steps.map((step) => step.name))
  return new Map(
    steps.map((step, index) => [
      keys[index] as string,
      Math.max(step.startedAt, steps[index + 1]?.startedAt ?? end) - step.startedAt,
    ]),
  )
}

/** "name#n": each name with its place among the same names before it, so that repeated names stay apart. */
function placeKeys(names: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return names.map((name) => {
    const place = seen.get(name) ?? 0
    seen.set(name, place + 1)
    return `${name}#${place}`
  })
}

/** A value of each run counted, newest first: undefined where the run does not have it. */
type Samples = readonly (number | undefined)[]

/** What the runs read say of one job of the plan's shape: each of its steps, its wait and its post's end. */
interface JobSamples {
  /** The jobs of the shape that ended before it began: it follows the latest of them to end. */
  readonly before: readonly string[]
  /** With none before it, when it began from the activity's start; else, from the end of the latest of them. */
  readonly wait: Samples
  readonly steps: readonly { readonly name: string; readonly slot: Samples }[]
  /** The post's end less the job's end. */
  readonly tail: Samples
}

function samplesOf(job: RunJob, shape: RunJobs, runs: readonly RunJobs[]): JobSamples {
  const before = shape.jobs
    .filter((other) => other !== job && other.end <= job.start + SAME_MOMENT_MS)
    .map((other) => other.key)
  const keys = placeKeys(job.within.map((step) => step.name))
  const wait = runs.map((run) => {
    const same = run.byKey.get(job.key)
    if (!same) return undefined
    if (before.length === 0) return same.start
    const ends = before.flatMap((key) => {
      const other = run.byKey.get(key)
      return other ? [other.end] : []
    })
    return ends.length === 0 ? undefined : same.start - Math.max(...ends)
  })
  return {
    before,
    wait,
    steps: job.within.map((step, index) => ({
      name: step.name,
      slot: runs.map((run) => run.byKey.get(job.key)?.slots.get(keys[index] as string)),
    })),
    tail: runs.map((run) => {
      const same = run.byKey.get(job.key)
      return same ? same.postEnd - same.end : undefined
    }),
  }
}

/**
 * The shape's jobs and steps, each value the usual value of the runs that have it: each job after the latest of
 * those before it to end, its steps one after the other.
 */
function timeline(
  shape: RunJobs,
  samples: readonly JobSamples[],
  names: ReadonlySet<string>,
): Pick<Plan, 'jobs' | 'spanMs' | 'medianJobMs' | 'medianStepMs'> {
  const pick = (values: Samples) => usual(defined(values))
  const ends = new Map<string, { readonly at: number; readonly end: number }>()
  const jobs = shape.jobs.map((job, at): PlannedJob => {
    const sampled = samples[at] as JobSamples
    const before = sampled.before.map((key) => ends.get(key) as { at: number; end: number })
    const latest = before.reduce<{ at: number; end: number } | undefined>(
      (found, other) => (found === undefined || other.end > found.end ? other : found),
      undefined,
    )
    const waited = pick(sampled.wait)
    const start = (latest?.end ?? 0) + waited
    let clock = start
    const steps = sampled.steps.map(({ name, slot }) => {
      const step = { name, start: clock, end: clock + Math.max(0, pick(slot)) }
      clock = step.end
      return step
    })
    ends.set(job.key, { at, end: clock })
    return {
      name: job.name,
      start,
      end: clock,
      steps,
      userSteps: userSteps(asListed(job.within), names).length,
      after: latest?.at,
      wait: Math.min(MAX_WAIT_MS, Math.max(0, waited)),
    }
  })
  const spanMs = Math.max(1, ...jobs.map((job, at) => job.end + pick((samples[at] as JobSamples).tail)))
  // The user's steps: the action's own (a second or none) would make any new step look free.
  const stepsMs = jobs.flatMap((job, at) => {
    const user = new Set(
      userSteps(asListed((shape.jobs[at] as RunJob).within), names).map((step) => step.name),
    )
    return job.steps.filter((step) => user.has(step.name)).map((step) => step.end - step.start)
  })
  return {
    jobs,
    spanMs,
    medianJobMs: median(jobs.map((job) => job.end - job.start)),
    medianStepMs: median(stepsMs),
  }
}

function defined(values: Samples): number[] {
  return values.filter((value): value is number => value !== undefined)
}

/** A history job's steps in the shape of a listed job's, so the user's steps are told apart the same way. */
function asListed(steps: readonly TimedStep[]) {
  return steps.map((step, index) => ({
    name: step.name,
    status: 'completed',
    conclusion: 'success',
    number: index + 1,
    startedAt: null,
    completedAt: null,
  }))
}
