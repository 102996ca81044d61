import { ChannelsError, type ChannelsResponse } from '../signalgrid/channels.js'
import type { ActivityFolder } from './folder.js'
import type { SentEntry } from './folder-schema.js'
import type { JournalSeal } from './journal-seal.js'

/**
 * Sends one request and writes it to the journal, whether it succeeds or not: the job summary lists what
 * was sent, and later stages read the last quota from it. With `seal`, the line carries it (an end).
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
