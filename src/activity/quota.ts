import { LOW_QUOTA } from '../constants.js'
import type { Inputs } from '../inputs.js'
import { type JournalEntry, sentEntries } from './folder.js'

/** Requests the job must keep for its end, and for the failure alert when there is one. */
export function quotaReserve(inputs: Pick<Inputs, 'failureAlert'>): number {
  return inputs.failureAlert === 'none' ? 1 : 2
}

/** The quota as last reported in the journal. */
export function lastRemaining(journal: readonly JournalEntry[]): number | undefined {
  return sentEntries(journal).findLast((entry) => entry.remaining !== undefined)?.remaining
}

/** Said when an update is left out so that the quota left still covers the end (and the alert). */
export const QUOTA_KEPT_NOTICE =
  'Signalgrid: update not sent, to keep the quota that is left for the end of the activity.'

export function quotaWarning(remaining: number | undefined): string | undefined {
  if (remaining === undefined || remaining > LOW_QUOTA) return undefined
  return `Signalgrid: only ${remaining} requests left in this month's quota; updates stop when only the end and the alert remain.`
}
