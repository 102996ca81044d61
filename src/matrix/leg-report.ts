import type { Outcome } from '../outcome.js'
import type { Roster } from './roster.js'
import type { Claim } from './shared-activity.js'
import type { Tally } from './tally.js'

/** Where a leg's end leaves the matrix's activity, as the run's board shows it once the leg has reported. */
export type ReportedLeg =
  /** Over for good: ended, or cleared by the leg that ended it. The leg reported only a success (for a re-run). */
  | { readonly over: true }
  | {
      readonly over: false
      readonly tally: Tally
      /** Every other leg had reported when this one looked: it ends the matrix, with no claim to make. */
      readonly last: boolean
      /** How long the board's listing lagged behind this leg's report (0 when it did not). */
      readonly lagMs: number
      /**
       * Who ends the matrix: this leg ('claimed', and 'unknown' when the board could not say: a second end is
       * harmless, none is not), another ('taken'); undefined while legs are still to report.
       */
      readonly claim: Claim | undefined
    }

export interface ReportOptions {
  /** A leg that showed an activity of its own: it reports nothing once the matrix's activity is over. */
  readonly alone: boolean
  /**
   * How many legs whose jobs still run have not reported, asked only when the tally is complete early (a leg
   * failed under fail-fast, or one was cancelled): those end the matrix, the last of them.
   */
  readonly stillRunning: (tally: Tally) => Promise<number>
}

/**
 * A leg's end on the run's board: its outcome reported, and whether it ends the matrix. Every leg's post makes
 * it, and a leg's tracker in the place of a post that is never reached (a cancelled job cut at its cancel
 * timeout), so that the last leg ends the matrix whichever of them reported. Every leg reports before it looks
 * at the tally, so that of two legs that finish together at least one sees the other; the last leg needs no
 * report, but for a re-run of a failed matrix, which counts it. Rejects for what the board does; the claim of
 * the end aside, which is 'unknown' then.
 */
export async function reportLeg(
  roster: Roster,
  outcome: Outcome,
  options: ReportOptions,
): Promise<ReportedLeg> {
  await roster.look()
  if (await roster.isOver()) {
    // A leg that started after the end (queued in a matrix that continues on error): its success is what a
    // re-run of the failed legs would count. A leg alone finds no activity it could take part in.
    if (!options.alone && outcome === 'success') await roster.report(outcome)
    return { over: true }
  }
  const last = roster.othersDone(outcome)
  const lagMs = last ? 0 : await reportAndLook(roster, outcome)
  const tally = await roster.tally(outcome)
  if (last && outcome === 'success' && tally.outcome !== 'success') await roster.report(outcome)
  const complete = tally.complete && !(tally.early && (await options.stillRunning(tally)) > 0)
  const claim = last ? 'claimed' : complete ? await claimEnd(roster) : undefined
  return { over: false, tally, last, lagMs, claim }
}

async function reportAndLook(roster: Roster, outcome: Outcome): Promise<number> {
  await roster.report(outcome)
  return roster.lookAfterReport()
}

/** The end's claim. When the board cannot say, this leg ends the activity: a second end is harmless, none is not. */
async function claimEnd(roster: Roster): Promise<Claim> {
  try {
    return await roster.claimEnd()
  } catch {
    return 'unknown'
  }
}
