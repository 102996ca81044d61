import { ChannelsError, type ChannelsResponse } from '../signalgrid/channels.js'
import type { ActivityFolder } from './folder.js'
import { type JournalEntry, type ReportEntry, type SentEntry, sentEntries } from './folder-schema.js'
import type { JournalSeal } from './journal-seal.js'
import { lastRemaining } from './quota.js'

/**
 * Sends one request and writes it to the journal, whether it succeeds or not: the job summary lists what
 * was sent, and later stages read the last quota from it. With `seal`, the line carries it (an end, an alert).
 */
export async function sendJournaled<T extends ChannelsResponse>(
  folder: ActivityFolder,
  entry: Omit<SentEntry, 'ruuid' | 'remaining' | 'error' | 'channels' | 'seal'>,
  send: () => Promise<T>,
  seal?: JournalSeal,
): Promise<T> {
  const append = (line: SentEntry) => folder.appendJournal(seal ? seal.seal(line) : line)
  try {
    const answer = await send()
    const { channels } = answer
    append({
      ...entry,
      ruuid: answer.ruuid,
      remaining: answer.remaining,
      ...(channels ? { channels } : {}),
    })
    return answer
  } catch (error) {
    const channels = error instanceof ChannelsError ? { channels: error.channels } : {}
    append({
      ...entry,
      error: error instanceof Error ? error.message : String(error),
      ...channels,
    })
    throw error
  }
}

/**
 * What the journal says of the activity's end, read once where a part decides it (src/activity/end.ts). Only the
 * lines under the action's seal count for what was sent at the end: any step of the job can append to the journal.
 */
export interface JournalFacts {
  /** An end went out: no other follows it. */
  readonly ended: boolean
  /** The failure alert went out: it goes once. */
  readonly alerted: boolean
  /** How far a leg's tracker got reporting the leg in its post's place ('begun', then 'done'). */
  readonly report: ReportEntry['phase'] | undefined
  /** The monthly quota as last reported. */
  readonly remaining: number | undefined
  /** When the tracker last sent an update that went out: what a leg's post sends keeps the spacing after it. */
  readonly trackerSentAt: number | undefined
}

/** The journal's facts, from its lines as read. */
export function journalFacts(journal: readonly JournalEntry[], seal: JournalSeal): JournalFacts {
  const sent = sentEntries(journal)
  const sealedOut = (kind: SentEntry['kind']) =>
    sent.some((entry) => entry.kind === kind && !entry.error && seal.holds(entry))
  const reports = journal.filter(
    (entry): entry is ReportEntry => entry.kind === 'report' && seal.holds(entry),
  )
  const trackerSent = sent
    .filter((entry) => entry.kind === 'update' && entry.by === 'tracker' && !entry.error)
    .map((entry) => entry.at)
  return {
    ended: sealedOut('end'),
    alerted: sealedOut('alert'),
    report: reports.some((entry) => entry.phase === 'done')
      ? 'done'
      : reports.length > 0
        ? 'begun'
        : undefined,
    remaining: lastRemaining(journal),
    trackerSentAt: trackerSent.length === 0 ? undefined : Math.max(...trackerSent),
  }
}
