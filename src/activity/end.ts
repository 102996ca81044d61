// How an activity ends, decided in one place from what is known at the end, for every part that may end it:
// post, a leg's post, and the tracker in the place of a post that is never reached. Each carries the plan out
// through a host of its own (end-sending.ts), so that what one sends the others would have sent. Pure.
import type { RunContext } from '../github/run-context.js'
import type { EndActivity, FailureAlert } from '../inputs.js'
import type { Tally } from '../matrix/tally.js'
import type { EndOutcome, Outcome } from '../outcome.js'
import type { ActivityContent, PushMessage } from '../signalgrid/types.js'
import type { EndDetail } from '../view/words.js'
import { finalContent } from './content.js'
import { END_OUTCOMES } from './end-outcomes.js'
import { type Ending, failureAlert, fixedPush, type RedStreak } from './failure-alert.js'
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
  ending: Ending,
  at: number,
): ActivityContent {
  return finalContent(latest, ending.outcome, tookMs(record, at), endDetail(record, ending))
}

/** How long the activity took, from its start as the run's jobs show it (its first job's use of the action). */
function tookMs(record: ActivityRecord, at: number): number {
  return at - (record.activityStartedAt ?? record.startedAt)
}

/** What the end says beside its outcome: the ending's own detail, over what the record kept. */
function endDetail(record: ActivityRecord, ending: Ending): EndDetail {
  return {
    failedStep: record.failedStep,
    usualMs: record.usualMs,
    approvalWaitMs: record.approvalWaitMs,
    ...ending.detail,
  }
}

/** What a part that ends an activity does: each field it holds is one thing to send, in end-sending.ts's order. */
export interface EndPlan {
  /** The last update of a matrix's activity, where this leg's report moves its tally and nothing else shows it. */
  readonly update?: { readonly token: string; readonly content: ActivityContent }
  /** The end, to the activity's token: what it shows, and the outcome, which sets how long it stays. */
  readonly end?: { readonly token: string; readonly content: ActivityContent; readonly outcome: EndOutcome }
  /** The failure alert, and the channels it goes to. */
  readonly alert?: { readonly message: PushMessage; readonly channels: readonly string[] }
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
  /** Where it goes: `failure-alert-channel` (or the activity's channels), and the channel of who ran the run. */
  readonly channels: readonly string[]
  readonly context: RunContext
  readonly jobId: string
  /** What failed, where it is not this job ("Run" for a closing use). */
  readonly subject?: string
  /**
   * The red runs just before this one, where `fixed-alert` is on and the runs list shows them, and the activity's
   * title: a success then sends the "fixed" push in the alert's place ("Release main fixed").
   */
  readonly fixed?: { readonly title: string; readonly streak: RedStreak }
}

/** What is known at the end of a job's own activity (not a shared matrix's). */
export interface OwnEndFacts {
  /** The job's outcome: the rule of who ends the activity reads it. */
  readonly outcome: Outcome
  /** What the end shows, where GitHub says more than the job's outcome (timed out, superseded). */
  readonly ending?: Ending
  readonly endActivity: EndActivity
  readonly holding: Holding
  readonly alert: AlertAsked
  /** The journal as it stands once the tracker has stopped. */
  readonly journal: JournalFacts
  /** Another job of a named activity claimed its end on the run's board: it sends the end and the alert. */
  readonly endedElsewhere?: boolean
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
  const { outcome, journal, record, at } = facts
  const ending = facts.ending ?? { outcome, detail: {} }
  const ends = endsActivity(facts.endActivity, facts.holding, outcome)
  if (ends && facts.endedElsewhere) {
    return { says: `${OUTCOME_WORDS[outcome]}, and another job of the named activity ended it` }
  }
  // The "fixed" push is the run's news: only the job that ends the activity green sends it.
  const { fixed: _, ...unfixed } = facts.alert
  const alert = alertOf(
    ends ? facts.alert : unfixed,
    { outcome: ending.outcome, detail: endDetail(record, ending) },
    journal,
    tookMs(record, at),
    at,
  )
  const base = alert ? { alert } : {}
  if (!ends) return { ...base, says: `${OUTCOME_WORDS[outcome]}, and this job does not end the activity` }
  if (journal.ended) return { ...base, says: `${OUTCOME_WORDS[outcome]}, and the activity has ended already` }
  const content = endContent(record, facts.latest(), ending, at)
  return {
    ...base,
    end: { token: record.token, content, outcome: ending.outcome },
    says: OUTCOME_WORDS[outcome],
  }
}

/**
 * The alert, where it is asked for and none went out under the action's seal: the failure alert where the ending
 * alerts (END_OUTCOMES), the "fixed" push where a success follows red runs.
 */
function alertOf(
  asked: AlertAsked,
  ending: Ending,
  journal: JournalFacts,
  durationMs: number,
  at: number,
): EndPlan['alert'] {
  if (asked.kind === 'none' || journal.alerted) return undefined
  if (ending.outcome === 'success' && asked.fixed) {
    const { title, streak } = asked.fixed
    return { message: fixedPush(title, streak, asked.context, asked.jobId, at), channels: asked.channels }
  }
  if (!END_OUTCOMES[ending.outcome].alerts) return undefined
  const message = failureAlert(asked.kind, asked.context, asked.jobId, ending, durationMs, asked.subject)
  return { message, channels: asked.channels }
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
  const durationMs = facts.at - (activity?.startedAt ?? facts.at)
  const ending = { outcome: tally.outcome, detail: { failedStep: tally.failedLabel } }
  const alert = alertOf(facts.alert, ending, journal, durationMs, facts.at)
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

/** What is known at the end of a job that sends no activity (`mode: alert`): only its alert. */
export interface AlertOnlyFacts {
  readonly ending: Ending
  readonly alert: AlertAsked
  /** How long the job took, as the jobs API shows it (unknown: 0). */
  readonly durationMs: number
  readonly at: number
}

/**
 * A job with no activity: the failure alert where its ending alerts (END_OUTCOMES), the "fixed" push where it
 * succeeds after red runs, and nothing else.
 */
export function planAlertOnly(facts: AlertOnlyFacts): EndPlan {
  const alert = alertOf(facts.alert, facts.ending, NOTHING_SENT, facts.durationMs, facts.at)
  return alert ? { alert, says: 'the alert alone' } : { says: `${facts.ending.outcome}: no alert` }
}

const NOTHING_SENT: JournalFacts = {
  ended: false,
  alerted: false,
  report: undefined,
  remaining: undefined,
  trackerSentAt: undefined,
}

/** What a closing use knows as it ends the run's activity. */
export interface CloseFacts {
  /** How the run ended, the worst of its jobs (run-ending.ts). */
  readonly ending: Ending
  /** The activity as its starter published it on the run's board; undefined where it was never started. */
  readonly activity: { readonly token: string; readonly startedAt: number } | undefined
  /** The content the end lays the ending over: the activity's title, and its bar as the run's jobs show it. */
  readonly latest: ActivityContent
  readonly alert: AlertAsked
  readonly at: number
}

/**
 * A closing use, no other job having ended the activity (it holds the end's claim on the run's board): the end with
 * the run's outcome, and the alert once where it fails. With no activity (its start failed, or none was started),
 * the alert alone.
 */
export function planClose(facts: CloseFacts): EndPlan {
  const { ending, activity, at } = facts
  const durationMs = activity ? at - activity.startedAt : 0
  const alert = alertOf(facts.alert, ending, NOTHING_SENT, durationMs, at)
  const base = alert ? { alert } : {}
  if (!activity) return { ...base, says: "the run's activity was never started: the alert alone" }
  const content = finalContent(facts.latest, ending.outcome, durationMs, ending.detail)
  return { ...base, end: { token: activity.token, content, outcome: ending.outcome }, says: "the run's end" }
}
