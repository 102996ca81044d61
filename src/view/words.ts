// The words of the run's view, short enough for a lock screen. Pure.
import { LEG_NAME } from '../github/names.js'
import type { EndOutcome } from '../outcome.js'
import { formatDuration } from './durations.js'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/** What is left at the quick and at the slow end of an ordinary run's pace, in ms. */
export interface Spread {
  readonly leastMs: number
  readonly mostMs: number
}

/**
 * The runs disagree widely about the time left when what is left at the slow end of an ordinary pace is this
 * many times what is left at the quick end: then no single figure is true to them, and the words give the range
 * instead.
 */
export const WIDE_SPREAD = 1.5

/**
 * The time left the way a person says it: "a few seconds left", "about 40s left", "about 3 min left",
 * "about 1 h 15 min left" (to ten seconds under a minute, five minutes past an hour: a finer figure would claim
 * a precision the estimate has not). Past the point no ordinary run passes any number would be wrong: "taking
 * longer than usual".
 *
 * Where the runs disagree widely (`spread`: the most is WIDE_SPREAD times the least or more), no figure is true
 * to them: the words give the range that covers what an ordinary run leaves, the least rounded down and the most
 * rounded up, both to the unit the most is said in: "about 10-30s left", "about 2-4 min left", "about 1-3 h
 * left"; "under 3 min left" when the least rounds down to nothing. Under ten seconds it is "a few seconds"
 * whatever the runs say.
 */
export function timeLeftText(remainingMs: number, overrun: boolean, spread?: Spread): string {
  if (overrun) return 'taking longer than usual'
  if (spread && spread.mostMs >= 10 * SECOND && spread.mostMs >= WIDE_SPREAD * spread.leastMs) {
    const { unit, say } =
      spread.mostMs <= 50 * SECOND
        ? { unit: 10 * SECOND, say: (count: number) => `${count * 10}s` }
        : spread.mostMs <= HOUR - MINUTE
          ? { unit: MINUTE, say: (count: number) => `${count} min` }
          : { unit: HOUR, say: (count: number) => `${count} h` }
    const least = Math.floor(spread.leastMs / unit)
    const most = Math.ceil(spread.mostMs / unit)
    if (least === 0) return `under ${say(most)} left`
    return `about ${say(least).replace(/\D+$/, '')}-${say(most)} left`
  }
  if (remainingMs < 10 * SECOND) return 'a few seconds left'
  const tens = Math.round(remainingMs / (10 * SECOND))
  if (tens < 6) return `about ${tens * 10}s left`
  if (remainingMs < HOUR - MINUTE / 2)
    return `about ${Math.max(1, Math.round(remainingMs / MINUTE))} min left`
  const fives = Math.round(remainingMs / (5 * MINUTE))
  const hours = Math.floor(fives / 12)
  const minutes = (fives % 12) * 5
  return `about ${hours} h${minutes === 0 ? '' : ` ${minutes} min`} left`
}

/** The most jobs named side by side before the rest are counted: "test, lint, docs +2". */
const MAX_NAMED = 3

/** "test, lint": the jobs running side by side, the legs of one matrix job counted as one ("build ×3"). */
export function jobList(names: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const name of names) {
    const shown = LEG_NAME.exec(name)?.[1] ?? name
    counts.set(shown, (counts.get(shown) ?? 0) + 1)
  }
  const shown = [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name))
  const more = shown.length - MAX_NAMED
  return more > 0 ? `${shown.slice(0, MAX_NAMED).join(', ')} +${more}` : shown.join(', ')
}

/** "1 of 3 legs done": a matrix's legs, in a run's view and in a shared matrix's alike. */
export function legsDoneWords(done: number, count: number): string {
  return `${done} of ${count} legs done`
}

/** What the end's words say beside the outcome, where it is known. */
export interface EndDetail {
  /** The step it failed or timed out at ("Deploy"), or the job and its step ("build › Compile"). */
  readonly failedStep?: string | undefined
  /** How long the activity usually takes: said after a success. */
  readonly usualMs?: number | undefined
  /** How long of its time the activity waited for approval: said after a success, beside the usual time. */
  readonly approvalWaitMs?: number | undefined
  /** The job's time limit as GitHub says it ("30m"): a timed-out end says it in place of how long it took. */
  readonly limit?: string | undefined
  /** The number of the newer run that superseded this one. */
  readonly newerRun?: number | undefined
  /** The job that was skipped, or whose approval was rejected ("Deploy"). */
  readonly job?: string | undefined
  /** The job's deployment was rejected by its reviewers: a failure. */
  readonly rejected?: boolean | undefined
}

/**
 * How the activity ended, and how long it took: "Succeeded in 1m 7s (usually 1m 5s)", "Failed at “Test” after
 * 2m 3s", "Timed out after 30m at “Deploy”", "Cancelled after 40s", "Superseded by run #13", "Deploy skipped". The
 * usual time only after a success: a failed or cancelled activity stopped part way, so its time says nothing
 * against a whole run's. Beside it, a wait for approval that held the activity: "Succeeded in 2h 22m (usually
 * 12m 0s), 2h 10m of it waiting for approval", so that hours of a reviewer's wait do not read as the jobs' work.
 */
export function endWords(outcome: EndOutcome, durationMs: number, detail: EndDetail = {}): string {
  const took = formatDuration(durationMs)
  const at = detail.failedStep ? ` at “${detail.failedStep}”` : ''
  switch (outcome) {
    case 'success': {
      const usual =
        detail.usualMs === undefined || detail.usualMs <= 0
          ? ''
          : ` (usually ${formatDuration(detail.usualMs)})`
      const waited = detail.approvalWaitMs
        ? `, ${formatDuration(detail.approvalWaitMs)} of it waiting for approval`
        : ''
      return `Succeeded in ${took}${usual}${waited}`
    }
    case 'failure':
      if (detail.rejected) return `${detail.job ?? 'Deployment'} rejected`
      return `Failed${at} after ${took}`
    case 'timed-out':
      return `Timed out after ${detail.limit ?? took}${at}`
    case 'cancelled':
      return `Cancelled after ${took}`
    case 'superseded':
      return detail.newerRun === undefined
        ? 'Superseded by a newer run'
        : `Superseded by run #${detail.newerRun}`
    case 'skipped':
      return `${detail.job ?? 'The last job'} skipped`
  }
}
