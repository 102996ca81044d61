import type { EndActivity, Inputs } from '../inputs.js'
import type { Outcome } from '../outcome.js'
import type { SignalgridChannels } from '../signalgrid/channels.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { finalContent, journalView } from './content.js'
import type { ActivityFolder } from './folder.js'
import type { ActivityRecord, JournalEntry, ReportEntry } from './folder-schema.js'
import { sendJournaled } from './journal.js'
import type { JournalSeal } from './journal-seal.js'

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
 * job is last is the workflow's to say, with `always`. The input can say otherwise. Post and the tracker's end of
 * last resort both ask it.
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

/** The delays before the phone dismisses the ended activity: a failed or cancelled one has its own. */
export type DismissalDelays = Pick<Inputs, 'dismissalDelay' | 'failureDismissalDelay'>

/** Sends the end, journaled under the action's seal, so that no other end follows it. */
export async function sendSealedEnd(
  client: SignalgridChannels,
  seal: JournalSeal,
  end: {
    readonly folder: ActivityFolder
    readonly token: string
    readonly content: ActivityContent
    readonly outcome: Outcome
    readonly delays: DismissalDelays
    readonly at: number
    readonly by: 'post' | 'tracker'
  },
): Promise<void> {
  const { folder, token, content, outcome, delays, at, by } = end
  const dismissalDelay = outcome === 'success' ? delays.dismissalDelay : delays.failureDismissalDelay
  const entry = { at, kind: 'end', by, ...journalView(content) } as const
  await sendJournaled(folder, entry, () => client.endActivity(token, content, { dismissalDelay }), seal)
}

/** Whether the journal holds an end that went out under the action's seal: the activity is over. */
export function sealedEnd(journal: readonly JournalEntry[], seal: JournalSeal): boolean {
  return journal.some((entry) => entry.kind === 'end' && !entry.error && seal.holds(entry))
}

/**
 * Whether the journal holds, under the action's seal, a leg's report that its tracker makes on the run's board in
 * its post's place, at `phase` (ReportEntry).
 */
export function sealedReport(
  journal: readonly JournalEntry[],
  seal: JournalSeal,
  phase: ReportEntry['phase'],
): boolean {
  return journal.some((entry) => entry.kind === 'report' && entry.phase === phase && seal.holds(entry))
}
