import { LOW_QUOTA } from '../constants.js'
import type { Inputs } from '../inputs.js'
import { activityChannelCount } from '../signalgrid/channels.js'
import { type ActivityRecord, type JournalEntry, sentEntries } from './folder-schema.js'

/** Requests the job must keep for its end on every channel, and for the failure alert to each of its channels. */
export function quotaReserve(
  inputs: Pick<Inputs, 'failureAlert' | 'channels' | 'failureAlertChannels'>,
): number {
  const alerts = inputs.failureAlert === 'none' ? 0 : inputs.failureAlertChannels.length
  return Math.max(1, inputs.channels.length) + alerts
}

/**
 * Whether an update, one request to each of the activity's channels, leaves the quota last reported with what
 * the end and the alert need; before this job has a report of its own, `atMost` (what another job's report
 * leaves, less what may have been spent since). Unknown quota: send.
 */
export function updateLeavesReserve(
  journal: readonly JournalEntry[],
  record: Pick<ActivityRecord, 'token' | 'quotaReserve'>,
  atMost?: number,
): boolean {
  const remaining = lastRemaining(journal) ?? atMost
  return remaining === undefined || remaining - activityChannelCount(record.token) >= record.quotaReserve
}

/**
 * The most the monthly quota can hold once a shared matrix's legs have spent what they may since `remaining` was
 * reported: an update for each of `legUpdates` legs and the time-driven updates, on each of the activity's
 * channels. The account's other jobs spend it too, so it may hold less, never more.
 */
export function legsQuotaAtMost(
  remaining: number,
  legUpdates: number,
  timedUpdates: number,
  token: string,
): number {
  return remaining - (legUpdates + timedUpdates) * activityChannelCount(token)
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
