import type { Outcome } from '../outcome.js'
import type { Leg } from './leg.js'

/** What a leg reports when its job ends: all of it in its entry's name on the board. */
export interface LegReport {
  readonly index: number
  readonly outcome: Outcome
  /** The run attempt the leg ran in: a re-run of failed jobs carries the others' reports over. */
  readonly attempt: number
  /** When the leg reported, in ms since the epoch (the artifact service's clock). */
  readonly at: number
  /** The labelDigest() of the leg's label: its usual time is found by it. */
  readonly digest: string
  /** The jobs API's id of the leg's job, when its runner gave it. */
  readonly job?: string | undefined
}

/** The matrix as its legs' reports show it. */
export interface Tally {
  readonly count: number
  /** The legs that are done, in matrix order. */
  readonly done: readonly LegReport[]
  readonly failed: readonly LegReport[]
  /**
   * The first failed leg's label, the one leg the phone names ("1 failed: windows-latest, 22"); undefined
   * when none failed. Only that leg's label is read: the others' are never shown.
   */
  readonly failedLabel: string | undefined
  /** Failure ranks above cancelled: under fail-fast, one failed leg cancels the others. */
  readonly outcome: Outcome
  /** Every leg is done, or none that is not can change the outcome any more. */
  readonly complete: boolean
  /**
   * Complete before every leg is done: a leg failed under fail-fast, or one was cancelled. The legs not done
   * are then cancelled, or never started, unless their job continues on error (nothing tells a leg so): the
   * legs still running say which.
   */
  readonly early: boolean
}

/**
 * Sums up the reports. A leg is done when it reported in this attempt, or in an earlier one and it is not
 * running again in this one (`rerun`: the legs that joined this attempt, a re-run of all jobs or of the
 * failed ones). The matrix is complete when every leg is done, and at once when a leg failed under
 * fail-fast or a leg was cancelled (the run is being cancelled): the legs still to come are cancelled too,
 * and some never start, so never report. The failed leg's label is the roster's to read.
 */
export function tally(
  reports: readonly LegReport[],
  leg: Leg,
  attempt: number,
  rerun: ReadonlySet<number>,
): Omit<Tally, 'failedLabel'> {
  const latest = new Map<number, LegReport>()
  for (const report of reports) {
    if (report.index >= leg.count || report.attempt > attempt) continue
    const known = latest.get(report.index)
    if (!known || report.attempt > known.attempt) latest.set(report.index, report)
  }
  const done = [...latest.values()]
    .filter((report) => report.attempt === attempt || !rerun.has(report.index))
    .sort((a, b) => a.index - b.index)
  const failed = done.filter((report) => report.outcome === 'failure')
  const cancelled = done.some((report) => report.outcome === 'cancelled' && report.attempt === attempt)
  const outcome = failed.length > 0 ? 'failure' : cancelled ? 'cancelled' : 'success'
  const failedNow = failed.some((report) => report.attempt === attempt)
  const all = done.length === leg.count
  const early = !all && ((failedNow && leg.failFast) || cancelled)
  return { count: leg.count, done, failed, outcome, complete: all || early, early }
}

/**
 * Of the legs whose jobs still run (their jobs' ids, this leg's aside), those the tally has no report of: they
 * will report (cancelled, or their own outcome when their job continues on error), and the last of them ends
 * the matrix.
 */
export function unreported(running: readonly string[], tally: Pick<Tally, 'done'>): string[] {
  const reported = new Set(tally.done.map((report) => report.job))
  return running.filter((job) => !reported.has(job))
}
