// How an activity ends, decided in one place from what is known at the end, for every part that may end it:
// post, a leg's post, and the tracker in the place of a post that is never reached. Each carries the plan out
// through a host of its own (end-sending.ts), so that what one sends the others would have sent. Pure.
import type { RunContext } from '../github/run-context.js'
import type { EndActivity, FailureAlert } from '../inputs.js'
import type { Tally } from '../matrix/tally.js'
import type { Outcome } from '../outcome.js'
import type { ActivityContent, PushMessage } from '../signalgrid/types.js'
import { finalContent } from './content.js'
import { failureAlert } from './failure-alert.js'
import type { ActivityRecord } from './folder-schema.js'
import type { JournalFacts } from './journal.js'
import { type LegsUsualMs, legsContent, legsFinalContent } from './legs-content.js'
import { QUOTA_KEPT_NOTICE } from './quota.js'

/** How a use of the action holds the activity it shows (src/stages/state.ts says what each role does). */
export interface Holding {
  /** It started the activity, or attached to one another job started (`activity-token`, or found by a name). */
  readonly role: 'starter' | 'attacher' | 'other'
  /** It shares the activity by a name (`activity-name`). */
  readonly byName: boolean
}

/**
 * Whether this use of the action ends the activity, its job ending with `outcome`. The starter ends what it
 * started. An attacher ends when its job fails or is cancelled: the job that would have ended the activity
 * depends on this one and will not run. A job of a named activity, whoever started it, ends only then too: which
 * job is last is the workflow's to say, with `always`. The input can say otherwise.
 */
export function endsActivity(endActivity: EndActivity, holding: Holding, outcome: Outcome): boolean {
  const failed = outcome !== 'success'
  switch (endActivity) {
    case 'always':
      return true
    case 'never':
      return false
    case 'on-failure':
      return failed
    case 'auto':
      if (holding.byName) return failed
      return holding.role === 'starter' || (holding.role === 'attacher' && failed)
  }
}

/**
 * What the end shows: `latest` (the activity's content, the updates handed over folded in) in the outcome's
 * colour and words, with how long the activity took from its start, as the run's jobs show it (its first job's use
 * of the action), to `at`.
 */
export function endContent(
  record: ActivityRecord,
  latest: ActivityContent,
  outcome: Outcome,
  at: number,
): ActivityContent {
  return finalContent(latest, outcome, at - (record.activityStartedAt ?? record.startedAt), {
    failedStep: record.failedStep,
    usualMs: record.usualMs,
  })
}

/** What a part that ends an activity does: each field it holds is one thing to send, in end-sending.ts's order. */
export interface EndPlan {
  /** The last update of a matrix's activity, where this leg's report moves its tally and nothing else shows it. */
  readonly update?: { readonly token: string; readonly content: ActivityContent }
  /** The end, to the activity's token: what it shows, and the outcome, which sets how long it stays. */
  readonly end?: { readonly token: string; readonly content: ActivityContent; readonly outcome: Outcome }
  /** The failure alert. */
  readonly alert?: PushMessage
  /** The run's board cleared, once the matrix's end is out; `fresh`: look again, for a report made meanwhile. */
  readonly clear?: { readonly outcome: Outcome; readonly fresh: boolean }
  /** Why it sends what it sends (or nothing), for the debug log. */
  readonly says: string
  /** What the job log must say of it, as a notice. */
  readonly notice?: string
}

/** The failure alert as a use of the action asks for it, and what it names. */
export interface AlertAsked {
  readonly kind: FailureAlert
  readonly context: RunContext
  readonly jobId: string
}

/** What is known at the end of a job's own activity (not a shared matrix's). */
export interface OwnEndFacts {
  readonly outcome: Outcome
  readonly endActivity: EndActivity
  readonly holding: Holding
  readonly alert: AlertAsked
  /** The journal as it stands once the tracker has stopped. */
  readonly journal: JournalFacts
  readonly record: ActivityRecord
  /**
   * The record's content with the updates handed over and never sent folded in: the end is the place for them.
   * Asked only where the end goes out, as it takes them.
   */
  readonly latest: () => ActivityContent
  readonly at: number
}

const OUTCOME_WORDS: Record<Outcome, string> = {
  success: 'the job succeeded',
  failure: 'the job failed',
  cancelled: 'the job was cancelled',
}

/**
 * A job's own activity at its end: the end where the rule of who ends it says this job does and no end went out
 * under the action's seal (another use of the action in this job, or the tracker in post's place, sent it); the
 * failure alert, once, where the job failed, whoever ends the activity.
 */
export function planOwnEnd(facts: OwnEndFacts): EndPlan {
  const { outcome, journal, record } = facts
  const ends = endsActivity(facts.endActivity, facts.holding, outcome)
  const alert = alertOf(facts.alert, outcome, journal, record.failedStep)
  const base = alert ? { alert } : {}
  if (!ends) return { ...base, says: `${OUTCOME_WORDS[outcome]}, and this job does not end the activity` }
  if (journal.ended) return { ...base, says: `${OUTCOME_WORDS[outcome]}, and the activity has ended already` }
  const content = endContent(record, facts.latest(), outcome, facts.at)
  return { ...base, end: { token: record.token, content, outcome }, says: OUTCOME_WORDS[outcome] }
}

/** The alert, where it is asked for, the outcome is a failure, and none went out under the action's seal. */
function alertOf(
  asked: AlertAsked,
  outcome: Outcome,
  journal: JournalFacts,
  where: string | undefined,
): PushMessage | undefined {
  if (asked.kind === 'none' || outcome !== 'failure' || journal.alerted) return undefined
  return failureAlert(asked.kind, asked.context, asked.jobId, where)
}

/** The matrix's activity as a leg at its end knows it: its token and start, and the legs' usual times. */
export interface LegsActivity {
  readonly token: string
  readonly startedAt: number
  readonly legsUsualMs?: LegsUsualMs | undefined
}

/**
 * Where a leg's report leaves the matrix, as the board answered it: over for good, or its tally and who ends it
 * (this leg: the last to report, or the holder of the end's claim; another, holding the claim; or nobody yet,
 * legs being still to report).
 */
export type LegStanding =
  | { readonly over: true }
  | {
      readonly over: false
      readonly tally: Tally
      /** Every other leg had reported when this one looked: it ends the matrix with no claim. */
      readonly last: boolean
      readonly ends: 'this leg' | 'another leg' | 'nobody yet'
    }

/** What is known at a leg's end, once its outcome is on the run's board. */
export interface LegEndFacts {
  readonly standing: LegStanding
  /** The matrix's activity, where this leg knows it (undefined: nobody published it, or it could not be read). */
  readonly activity: LegsActivity | undefined
  /** The activity's content as this leg's folder keeps it, the updates handed over folded in, where it sends. */
  readonly latest: () => ActivityContent
  /** The legs' trackers show the tally between the legs' ends (shownByTrackers): this leg sends no update. */
  readonly shownByTrackers: boolean
  /** The update this leg would send leaves what the end and the alert need of the monthly quota. */
  readonly updateLeavesReserve: boolean
  readonly alert: AlertAsked
  /** This leg's journal (and its tracker's), as it stands once the tracker has stopped. */
  readonly journal: JournalFacts
  readonly at: number
  /** How far the legs have gone, for the update: the time-driven updates every sender takes ahead. */
  readonly timedUpdates: number
}

/**
 * Whether a leg may have something to send: where the board's answer alone says it has nothing (the matrix's
 * activity over, or another leg ending it), nothing of the activity need be known (nothingForLeg says why).
 */
export function maySend(standing: LegStanding): standing is Extract<LegStanding, { over: false }> {
  return !standing.over && standing.ends !== 'another leg'
}

/** Why a leg whose standing leaves it nothing to send (maySend) sends nothing. */
export function nothingForLeg(standing: LegStanding): string {
  return standing.over ? OVER : TAKEN
}

const OVER = "the matrix's activity is over; this leg only reports"
const TAKEN = 'the matrix is complete, and another leg claimed its end'

/** Where a leg's end leaves this leg, beside its plan: the matrix's activity unknown, it shows its own. */
export type LegEndPlan = EndPlan | { readonly noActivity: true; readonly says: string }

/**
 * A leg's end, the board having taken its report: the matrix's end, with the alert once where the matrix failed,
 * and the board cleared, where it falls to this leg (the last to report, or the holder of the end's claim, which a
 * post knows its own tracker's for); else the tally, where nothing else shows it; else nothing.
 */
export function planLegEnd(facts: LegEndFacts): LegEndPlan {
  const { standing, activity, journal } = facts
  if (!maySend(standing)) return { says: nothingForLeg(standing) }
  const { tally } = standing
  if (standing.ends !== 'this leg') {
    if (facts.shownByTrackers) {
      return { says: "the legs' trackers show the matrix: the one that sends shows this leg done" }
    }
    if (!activity) return { noActivity: true, says: "the matrix's activity did not appear" }
    if (!facts.updateLeavesReserve) return { says: 'the update left out', notice: QUOTA_KEPT_NOTICE }
    const elapsedMs = facts.at - activity.startedAt
    const content = legsContent(facts.latest(), tally, activity.legsUsualMs, elapsedMs, facts.timedUpdates)
    return { update: { token: activity.token, content }, says: 'this leg done, on the tally' }
  }
  const alert = alertOf(facts.alert, tally.outcome, journal, tally.failedLabel)
  const clear = { outcome: tally.outcome, fresh: !standing.last }
  if (journal.ended) {
    // This leg's tracker sent the end in its post's place and was stopped before it said so.
    return { ...(alert ? { alert } : {}), clear, says: "the matrix's end went out already" }
  }
  if (!activity) return { noActivity: true, says: "the matrix's activity could not be read" }
  const content = legsFinalContent(facts.latest(), tally, facts.at - activity.startedAt, activity.legsUsualMs)
  return {
    end: { token: activity.token, content, outcome: tally.outcome },
    ...(alert ? { alert } : {}),
    clear,
    says: 'this leg completes the matrix: its end',
  }
}
