// The run on the phone: what the jobs of the activity, as one listing of the jobs API shows them, and the last
// few successful runs of the workflow (its plan) say the activity is at, in one vocabulary for one job alone (a
// run of one), a pipeline, jobs side by side and a matrix's legs. Pure: no I/O, no clock (`at` is a parameter),
// so the tracker, post, the benchmark and the tests share it, and every job that reads the same listing
// computes the same view.
//
// This module puts the view together: the jobs that take part (parts.ts), where the activity broke (breaks.ts),
// the bar and the time left (measure.ts), and where the activity is in words (say-where.ts, words.ts).
import { breakOf, brokenAt } from './breaks.js'
import { measure } from './measure.js'
import { actionNames } from './participants.js'
import { activityStart, keyOf, partsOf } from './parts.js'
import type { Plan } from './plan.js'
import { sayWhere } from './say-where.js'
import { type RunSnapshot, snapshotAt, timeOf } from './snapshot.js'
import { approvalWaitMs } from './waits.js'
import { jobList, timeLeftText } from './words.js'

export { BEFORE_LAST_STEPS_MAX } from './constants.js'
export type { RunSnapshot } from './snapshot.js'

/** Where the activity is, in a word. */
export type ViewState =
  /** One or more of its jobs run their steps. */
  | 'running'
  /** None runs: one has ended, and another is still to come. */
  | 'between'
  /** A job waits for an environment's approval, and none runs. */
  | 'waiting'
  /** Every job that takes part is through its steps. */
  | 'done'
  | 'failed'
  | 'cancelled'

export interface RunView {
  /** Whole percent, never 100 (that is the end's), under 95 until the last steps. */
  readonly percent: number
  /** What the phone's body says: "test · Step 2 of 3 · Unit tests · about 40s left". */
  readonly words: string
  readonly state: ViewState
  /** time: weighted by the plan; steps: counted (no plan). */
  readonly basis: 'time' | 'steps'
  /** One segment per step: only when counting the steps of a job alone. */
  readonly segments: number | undefined
  /** The expected time still to go; undefined when counting, or while a job waits for approval. */
  readonly remainingMs: number | undefined
  /** The activity has run longer than it usually takes. */
  readonly overrun: boolean
  /**
   * From the activity's start to its expected end, as of `at`, less the time a wait held it (the span the bar is a
   * share of); undefined when counting.
   */
  readonly spanMs: number | undefined
  /** How long the activity usually takes (the median of its spans in the runs read); undefined when counting. */
  readonly usualMs: number | undefined
  /** How long the activity waited for approval, each wait that held it whole (see waits.ts); 0 when none did. */
  readonly approvalWaitMs: number
  /** When the activity began: the first job's use of the action, in ms since the epoch. */
  readonly startedAt: number
  /** When the next step of a running job is expected to end: a value shown now stands until about then. */
  readonly nextStepEndAt: number | undefined
  /**
   * When the next job is expected to begin, where this job is the only one running and on its last step (or past
   * it): from then on, another job shows the run. A value this job sends now may stand until about then.
   */
  readonly handoverAt: number | undefined
  /** The step the activity broke at, and whether it is this job's. */
  readonly failed: { readonly step: string; readonly own: boolean } | undefined
  /** Changes whenever a step of a job that takes part starts or ends: what a step change is. */
  readonly key: string
}

export interface ViewOptions {
  /** The moment the view is for, in ms since the epoch. */
  readonly at: number
  /** The plan from the last few successful runs; undefined counts steps. */
  readonly plan: Plan | undefined
  /** The bar shown or due so far (see viewFloor): the view never goes under it. */
  readonly floor?: number
  /**
   * This job ends the activity when it succeeds (it started it alone, or says `end-activity: always`): counting
   * steps with no history, its steps take what is left of the bar; another job's, half of it, as more may come.
   */
  readonly endsActivity?: boolean
  /**
   * The environments a waiting job waits on, where the job that reads the view knows them (the reviewers' use reads
   * them): said after the wait, "deploy waits for approval · production".
   */
  readonly environments?: readonly string[]
}

/** The view of the run at `options.at`. */
export function runView(snapshot: RunSnapshot, options: ViewOptions): RunView {
  const { plan, at } = options
  const names = actionNames(snapshot.actionStep)
  const parts = partsOf(snapshot, plan)
  const startedAt = activityStart(snapshot, parts)
  const basis = plan ? 'time' : 'steps'
  const broken = breakOf(parts)
  const multi = parts.length > 1
  const key = keyOf(parts)
  const lone = parts.length === 1 && parts[0]?.own === true
  const segments = basis === 'steps' && lone ? parts[0]?.progress?.total || undefined : undefined
  const common = {
    basis,
    startedAt,
    key,
    usualMs: plan?.usualMs,
    approvalWaitMs: approvalWaitMs(parts, at, startedAt),
    segments,
  } as const
  if (broken) {
    const atBreak = measure(
      partsOf(brokenAt(snapshot, broken, basis), plan),
      plan,
      broken.at,
      startedAt,
      names,
      options.endsActivity,
    )
    const progress = broken.part.progress
    const position = broken.step.position
    const where =
      broken.kind === 'failed'
        ? `Failed at ${position === undefined ? '' : `step ${position} of ${progress?.total} · `}${broken.step.name}`
        : `Cancelled at step ${position} of ${progress?.total} · ${broken.step.name}`
    return {
      ...common,
      percent: Math.max(options.floor ?? 0, atBreak.percent),
      words: multi ? `${broken.part.name} · ${where}` : where,
      state: broken.kind,
      remainingMs: undefined,
      overrun: false,
      spanMs: undefined,
      nextStepEndAt: undefined,
      handoverAt: undefined,
      failed: { step: broken.step.name, own: broken.part.own },
    }
  }
  const measured = measure(parts, plan, at, startedAt, names, options.endsActivity)
  const waiting = parts.filter((part) => part.phase === 'waiting')
  const said = sayWhere(parts, multi, plan, options.endsActivity === true)
  // The time left follows where the activity is; with nothing to say of that yet, nothing at all.
  const timed =
    basis === 'time' && measured.remainingMs !== undefined && waiting.length === 0 && said.words !== ''
  const waits =
    waiting.length === 0
      ? ''
      : [
          `${jobList(waiting.map((part) => part.name))} ${waiting.length === 1 ? 'waits' : 'wait'} for approval`,
          options.environments?.join(', '),
        ]
          .filter(Boolean)
          .join(' · ')
  // What is left at the quick and the slow end of an ordinary pace: where they differ widely, the range.
  const timeLeft = () => {
    const remainingMs = measured.remainingMs as number
    const pace = (plan as Plan).pace
    const spread = { leastMs: remainingMs * pace.least, mostMs: remainingMs * pace.most }
    return timeLeftText(remainingMs, measured.overrun, spread)
  }
  const words = [said.words, waits, timed ? timeLeft() : ''].filter(Boolean).join(' · ')
  return {
    ...common,
    percent: Math.max(options.floor ?? 0, measured.percent),
    words,
    state: said.state !== 'running' && waiting.length > 0 ? 'waiting' : said.state,
    remainingMs: waiting.length === 0 ? measured.remainingMs : undefined,
    overrun: measured.overrun,
    spanMs: measured.spanMs,
    nextStepEndAt: measured.nextStepEndAt,
    handoverAt: measured.handoverAt,
    failed: undefined,
  }
}

/**
 * The least the bar may show at `at`: the most it stood at just before each moment the activity grew (a job
 * created or started that adds to what is still to do: one the plan does not know, say).
 * A view computed from the same listing by another job, after it takes over from the job that sent before,
 * never goes under what that job showed, whatever it could see then.
 */
export function viewFloor(snapshot: RunSnapshot, plan: Plan | undefined, at: number): number {
  // Counting, a job that appears takes its share of what is left: the bar never goes back by itself.
  if (!plan) return 0
  const names = actionNames(snapshot.actionStep)
  const parts = partsOf(snapshot, plan)
  const startedAt = activityStart(snapshot, parts)
  // A job the plan knows was expected all along: its coming adds nothing.
  const moments = parts
    .filter((part) => part.planned === undefined && part.job)
    .flatMap((part) => [timeOf(part.job?.createdAt ?? null), timeOf(part.job?.startedAt ?? null)])
    .filter((moment) => moment > startedAt && moment <= at)
  let floor = 0
  for (const moment of new Set(moments)) {
    const before = moment - 1
    const earlier = partsOf(snapshotAt(snapshot, before), plan)
    if (breakOf(earlier)) continue
    floor = Math.max(floor, measure(earlier, plan, before, startedAt, names).percent)
  }
  return floor
}
