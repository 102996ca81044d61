import { ChannelsError, type ChannelsResponse } from '../signalgrid/channels.js'
import type { ActivityFolder, SentEntry } from './folder.js'

/**
 * Sends one request and writes it to the journal, whether it succeeds or not: the job summary lists what
 * was sent, and later stages read the last quota from it.
 */
export async function sendJournaled<T extends ChannelsResponse>(
  folder: ActivityFolder,
  entry: Omit<SentEntry, 'ruuid' | 'remaining' | 'error' | 'channels'>,
  send: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await send()
    const { channels } = answer
    folder.appendJournal({
      ...entry,
      ruuid: answer.ruuid,
      remaining: answer.remaining,
      ...(channels ? { channels } : {}),
    })
    return answer
  } catch (error) {
    const channels = error instanceof ChannelsError ? { channels: error.channels } : {}
    folder.appendJournal({
      ...entry,
      error: error instanceof Error ? error.message : String(error),
      ...channels,
    })
    throw error
  }
}
