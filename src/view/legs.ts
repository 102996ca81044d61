// A matrix's legs as the phone shows them, in the view's words: "4 of 6 legs done · 1 failed: windows-latest, 22
// · about 40s left". The run's view says "1 of 3 legs done" of a matrix's legs side by side in a run; a shared
// matrix, which follows its legs by their reports on the run's board, says it from what those tell: which legs
// are done, which failed, and how long each usually takes. Pure: the caller says how long the matrix has run.
import type { Job } from '../github/job.js'
import { LEG_NAME } from '../github/names.js'
import { LATE_MARGIN } from './constants.js'
import type { RunView } from './run-view.js'
import type { RunSnapshot } from './snapshot.js'
import { legsDoneWords, timeLeftText } from './words.js'

/** The legs as their reports show them. */
export interface LegsDone {
  readonly count: number
  /** The legs done, each by its label's digest (a report names its leg by it: the labels are not read). */
  readonly done: readonly string[]
  readonly failed: number
  /** The first failed leg's label, the one leg the phone names. */
  readonly failedLabel: string | undefined
  /**
   * The legs that wait for a runner (`max-parallel`), by digest: they have their whole usual time still to go.
   * The run's listing shows them; the reports do not, and count every leg to come from the matrix's start.
   */
  readonly queued?: readonly string[]
}

/** How long each leg usually takes, by its label's digest, from the last successful runs: empty without any. */
export type LegsUsual = ReadonlyMap<string, number>

export interface LegsView {
  readonly percent: number
  readonly words: string
}

/** The bar stays under this until the end: which leg is on its last step, the reports do not say. */
const LEGS_MAX = 94

/**
 * Where the matrix is, `elapsedMs` after its activity began, as shown `leadMs` ahead of that (legsLeadMs). The
 * bar is the larger of two shares: of the legs' usual time, the legs done (a long leg done moves it further than a
 * short one), and of the matrix's expected span, the time gone by (the legs run side by side: the matrix ends with
 * its longest leg to come). The time left is the longest usual time of the legs to come, less the time gone by
 * (all of it, for a leg still waiting for a runner), and "taking longer than usual" once past it by more than
 * LATE_MARGIN, at the moment itself, not ahead of it: a leg at the usual pace ends a few seconds either side.
 * None without a history, and none once a leg failed (the matrix's outcome is known; under fail-fast the others
 * are being cancelled).
 */
export function legsView(legs: LegsDone, usual: LegsUsual, elapsedMs: number, leadMs = 0): LegsView {
  const toCome = comingWeights(legs, usual)
  const waiting =
    toCome.length === 0 ? [] : (legs.queued ?? []).map((digest) => weight(usual, usual.get(digest)))
  const remainingAt = (ms: number) =>
    toCome.length === 0 ? undefined : Math.max(Math.max(...toCome) - ms, ...waiting)
  const shownMs = elapsedMs + leadMs
  const remainingMs = remainingAt(shownMs)
  const byClock = remainingMs === undefined ? 0 : shownMs / Math.max(1, shownMs + Math.max(0, remainingMs))
  const percent = Math.min(LEGS_MAX, Math.floor(100 * Math.max(legsDoneShare(legs, usual), byClock)))
  const lateBy = Math.max(0, ...toCome) * LATE_MARGIN
  const late = (remainingAt(elapsedMs) ?? 0) < -lateBy
  const timeLeft =
    remainingMs === undefined || legs.failed > 0 ? '' : timeLeftText(Math.max(0, remainingMs), late)
  return {
    percent,
    words: [legsDoneWords(legs.done.length, legs.count), failedWords(legs), timeLeft]
      .filter(Boolean)
      .join(' · '),
  }
}

/**
 * How far ahead of its moment every sender takes the legs' bar: the tracker that shows the legs, and a leg's post.
 * The phone shows each value until the next, a time-driven update some 14 points later, so a value for the middle
 * of that span is nearer the clock than one for the instant it leaves. The span is the longest leg's usual time
 * shared among the time-driven updates the budget allows; it is the run's, not a sender's: every sender reads the
 * same history and budget, so a later sender, or another leg's tracker taking over, shows a value for a later
 * moment, never less. None where the bar moves only as legs are done: counting legs (no history), or with no
 * time-driven updates.
 */
export function legsLeadMs(usual: LegsUsual, timedUpdates: number): number {
  const updates = Math.floor(timedUpdates)
  if (usual.size === 0 || !(updates > 0)) return 0
  return Math.max(...usual.values()) / (2 * (updates + 1))
}

/**
 * The share of the matrix that is done: legs done, each weighing its usual time when the history has them, so
 * that the bar stands nearer its end once the long legs are done. A leg the history does not know (added
 * since, or renamed) weighs the mean of those it knows; so do the legs still to come when the history does not
 * hold exactly as many other legs as are still to come.
 */
export function legsDoneShare(legs: LegsDone, usual: LegsUsual): number {
  if (usual.size === 0) return legs.done.length / legs.count
  const done = legs.done.reduce((sum, digest) => sum + weight(usual, usual.get(digest)), 0)
  const left = comingWeights(legs, usual).reduce((sum, ms) => sum + ms, 0)
  return done / Math.max(1, done + left)
}

/** What each leg still to come usually takes: empty without a history, or with none to come. */
function comingWeights(legs: LegsDone, usual: LegsUsual): number[] {
  const toCome = legs.count - legs.done.length
  if (usual.size === 0 || toCome <= 0) return []
  const doneDigests = new Set(legs.done)
  const others = [...usual].filter(([digest]) => !doneDigests.has(digest))
  return others.length === toCome
    ? others.map(([, ms]) => weight(usual, ms))
    : Array.from({ length: toCome }, () => weight(usual, undefined))
}

/** A leg's weight: its usual time, or the mean of those the history knows. */
function weight(usual: LegsUsual, ms: number | undefined): number {
  const known = [...usual.values()]
  const mean = known.reduce((sum, value) => sum + value, 0) / Math.max(1, known.length)
  return Math.max(ms ?? mean, 1)
}

/** "1 failed: windows-latest, 22", "2 failed: windows-latest, 22, …"; '' when none failed. */
export function failedWords(legs: LegsDone): string {
  if (legs.failed === 0) return ''
  return legs.failed === 1 ? `1 failed: ${legs.failedLabel}` : `${legs.failed} failed: ${legs.failedLabel}, …`
}

/** This job's matrix's legs as one listing of the run shows them: those completed, and those that failed. */
export interface LegsListed {
  /** The labels ("ubuntu-latest, 20") of the legs whose jobs have completed, in the listing's order. */
  readonly done: readonly string[]
  /** Those of the legs whose job failed, or a step of it did while it still runs. */
  readonly failed: readonly string[]
  /** Those that wait for a runner (`max-parallel`): queued, not begun. */
  readonly queued: readonly string[]
}

/**
 * The legs of the matrix job this job is a leg of, from the run's listing: the jobs named after the same matrix
 * job ("test (ubuntu-latest, 20)"). A leg counts as done once its job has completed: its post has reported it to
 * the other legs by then, so what a leg's post later shows from their reports never counts fewer. A leg counts
 * as failed from the moment one of its steps fails, before its post has even begun: the phone turns red then,
 * as it does for a job alone. A leg an earlier attempt ran, which this one does not run again, is listed
 * completed: the reports count it done too.
 */
export function legsListed(snapshot: RunSnapshot): LegsListed {
  const legs = legsOf(snapshot)
  return {
    done: legs.filter(({ job }) => job.status === 'completed').map(({ label }) => label),
    failed: legs
      .filter(({ job }) =>
        job.status === 'completed'
          ? job.conclusion === 'failure'
          : job.steps.some((step) => step.conclusion === 'failure'),
      )
      .map(({ label }) => label),
    queued: legs
      .filter(({ job }) => job.status === 'queued' || job.status === 'waiting' || job.status === 'pending')
      .map(({ label }) => label),
  }
}

/** The jobs of the run that are legs of this job's matrix job, each with its label, in the listing's order. */
export function legsOf(
  snapshot: Pick<RunSnapshot, 'jobs' | 'ownJobId'>,
): { readonly job: Job; readonly label: string }[] {
  const own = snapshot.jobs.find((job) => job.id === snapshot.ownJobId)
  const matrix = LEG_NAME.exec(own?.name ?? '')?.[1]
  return snapshot.jobs.flatMap((job) => {
    const name = LEG_NAME.exec(job.name)
    return name && name[1] === matrix ? [{ job, label: name[2] as string }] : []
  })
}

/**
 * The legs' view as the tracker sends it: a step change is a leg done (or failed), not a step of any leg, so a
 * matrix costs one update per leg and the timed ones; each value is taken `leadMs` ahead of its moment, as every
 * sender takes it (legsLeadMs), so that a leg's post, which shows the legs from their reports later, never shows
 * less.
 */
export function legsRunView(
  legs: LegsDone,
  usual: LegsUsual,
  elapsedMs: number,
  startedAt: number,
  leadMs = 0,
): RunView {
  const view = legsView(legs, usual, elapsedMs, leadMs)
  return {
    percent: view.percent,
    words: view.words,
    state: legs.failed > 0 ? 'failed' : 'running',
    basis: usual.size > 0 ? 'time' : 'steps',
    segments: undefined,
    remainingMs: undefined,
    overrun: false,
    spanMs: undefined,
    usualMs: undefined,
    approvalWaitMs: 0,
    startedAt,
    nextStepEndAt: undefined,
    handoverAt: undefined,
    failed: undefined,
    key: legsKey(legs),
  }
}

/** What a step change is to the legs' view: a leg done, or failed. */
export function legsKey(legs: Pick<LegsDone, 'count' | 'done' | 'failed'>): string {
  return `legs ${legs.done.length} of ${legs.count}, ${legs.failed} failed`
}
