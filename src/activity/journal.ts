import type { SignalgridResponse } from '../signalgrid/types.js'
import type { ActivityFolder, SentEntry } from './folder.js'

/**
 * Sends one request and writes it to the journal, whether it succeeds or not: the job summary lists what
 * was sent, and later stages read the last quota from it.
 */
export async function sendJournaled<T extends SignalgridResponse>(
  folder: ActivityFolder,
  entry: Omit<SentEntry, 'ruuid' | 'remaining' | 'error'>,
  send: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await send()
    folder.appendJournal({ ...entry, ruuid: answer.ruuid, remaining: answer.remaining })
    return answer
  } catch (error) {
    folder.appendJournal({ ...entry, error: error instanceof Error ? error.message : String(error) })
    throw error
  }
}
