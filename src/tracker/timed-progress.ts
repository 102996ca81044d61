// When the bar, moving with the clock between step changes, is worth a request, and which value to send: a bar
// that moves only on updates shows each value until the next one, so the value sent is the one for the middle of
// the span it will stand, not for the instant it leaves. Pure: the tracker hands in the view and the clock.

import type { RunView } from '../view/run-view.js'

/**
 * Points the bar must move, inside a step, before a time-driven update is worth a request. A value chosen for
 * the middle of the span it stands is at most T/2 points off at either end of it, T/4 on average: with 5, about
 * a point. A jump of 5 points is still plainly visible on a lock-screen bar, where 1 or 2 points are not, and it
 * caps these updates at about 20 a job even before the budget does. Finer jumps would spend the owner's monthly
 * Signalgrid quota on moves hardly seen.
 */
export const TIMED_UPDATE_THRESHOLD = 5

export interface TimedUpdateState {
  /** The bar as the view puts it now. */
  readonly percent: number
  /** The bar as last sent to the phone (by any update). */
  readonly lastSent: number
  /** Time-driven updates sent so far in this job. */
  readonly sent: number
  /** Time-driven updates allowed in this job (the caller's input). */
  readonly budget: number
  /** Default TIMED_UPDATE_THRESHOLD. */
  readonly threshold?: number
}

/**
 * Whether a time-driven update (the bar moved inside a step, no step changed) is worth sending: only within
 * the budget, and only once the bar has moved by the threshold, or by an even share of the bar still to fill
 * among the updates left, whichever is more. Spreading the budget that way keeps a few updates for the end of
 * a long step instead of spending them all in its first minutes and leaving the bar still for the rest.
 */
export function timedUpdateWorthSending(state: TimedUpdateState): boolean {
  return state.percent < 100 && state.percent - state.lastSent >= nextJump(state)
}

/**
 * How many time-driven updates a sender spending `budget` by this rule has sent by the time the bar stood at
 * `percent`: a job that takes over from another counts them as spent, so that the activity's updates stay within
 * the budget, not the budget for each job that sent.
 */
export function timedSentBy(percent: number, budget: number): number {
  let state = { lastSent: 0, sent: 0, budget }
  for (let jump = nextJump(state); state.lastSent + jump <= percent; jump = nextJump(state)) {
    state = { ...state, lastSent: state.lastSent + jump, sent: state.sent + 1 }
  }
  return state.sent
}

/** How far the bar moves before the next time-driven update; infinite when none is left to send. */
function nextJump(state: Omit<TimedUpdateState, 'percent'>): number {
  const left = Math.floor(state.budget) - state.sent
  if (left <= 0 || state.lastSent >= 100) return Number.POSITIVE_INFINITY
  return Math.max(state.threshold ?? TIMED_UPDATE_THRESHOLD, (100 - state.lastSent) / (left + 1))
}

export interface LeadOptions {
  /** The least time between two updates (input min-update-interval). */
  readonly spacingMs: number
  /** How long a change of the run takes to be seen and sent: a poll. */
  readonly pollMs: number
  /** How long after the next job begins its first update comes: its set-up, the handover, the spacing. */
  readonly handoverMs: number
  /** The time-driven updates, as for timedUpdateWorthSending, with the bar as last sent. */
  readonly updates: Omit<TimedUpdateState, 'percent'>
}

/**
 * How far ahead of `now` the value to send should be taken: half the span it will stand. It stands until the
 * next update: the next time-driven one once the bar has moved by its jump, or a step's end (seen within a
 * poll), or, where this job hands over to the next (it runs alone, on its last step), that job's first update;
 * whichever comes first, and never less than the spacing. Counting steps, the bar does not move with the clock:
 * no lead.
 */
export function leadMs(view: RunView, now: number, options: LeadOptions): number {
  if (view.basis !== 'time' || view.spanMs === undefined) return 0
  const jump = nextJump(options.updates)
  const untilJump = Number.isFinite(jump) ? (jump / 100) * view.spanMs : Number.POSITIVE_INFINITY
  const untilChange =
    view.handoverAt !== undefined
      ? view.handoverAt - now + options.handoverMs
      : view.nextStepEndAt !== undefined
        ? view.nextStepEndAt - now + options.pollMs
        : Number.POSITIVE_INFINITY
  const stands = Math.min(untilJump, untilChange)
  return Math.max(options.spacingMs, Number.isFinite(stands) ? stands : options.spacingMs) / 2
}
