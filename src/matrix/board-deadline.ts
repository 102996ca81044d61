import { type Backoff, backoffMs } from '../net/backoff.js'
import { seconds } from '../net/seconds.js'
import { libraryCause } from './artifact-calls.js'
import { BoardError, type BoardOperation } from './board-error.js'
import type { Waits } from './waits.js'

/**
 * How long one board operation may take before it fails with a BoardError, whatever the service does, and
 * never longer than what the stage has left for the board (Waits: its calls and its waits together). The
 * library waits far longer and takes no signal: a Twirp call is tried 5 times, 3 s apart at first and then
 * 1.5 to 2.25 times longer each time, 24 to 35 s in all when the service answers 5xx, and a hung answer waits
 * for its socket's 3 minute timeout at each attempt; blob storage retries a refused connection or a 500/503
 * 4 times over 16 s, and a download 5 times 5 s apart. Only a network error fails a Twirp call at once. Five
 * seconds lets an operation ride out one 5xx (its retry comes after 3 s), and leaves a stage whose call got
 * no answer the time to find out what the service did.
 */
export const BOARD_DEADLINE_MS = 5_000

/**
 * How often a read or a delete is made in all when a network error or the deadline cuts it (and the stage has
 * time left): the first time and twice again.
 */
const READ_TRIES = 3

/** The pause before a read is made again after a network error: a quarter of a second, then three times that. */
const READ_BACKOFF: Backoff = { firstMs: 250, growth: 3 }

/**
 * `work` within BOARD_DEADLINE_MS, or what the stage has left for the board if less: its result, or a
 * BoardError for its own failure or once the deadline has passed. With no time at all, the work is not begun.
 */
export function within<T>(
  waits: Waits,
  operation: BoardOperation,
  entry: string,
  work: () => Promise<T>,
): Promise<T> {
  const deadlineMs = Math.min(BOARD_DEADLINE_MS, waits.leftMs())
  if (deadlineMs <= 0) {
    return Promise.reject(new BoardError(operation, entry, "the stage's time for the board is spent", true))
  }
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new BoardError(operation, entry, `no answer within ${seconds(deadlineMs)}`, true))
    }, deadlineMs)
    // Once the deadline has passed, the work's own end settles nothing: its failure is not left unhandled.
    work().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new BoardError(operation, entry, libraryCause(error), false))
      },
    )
  })
}

/**
 * `work` within its deadline, made again after a network error or the deadline while the stage has time
 * left: for a read or a delete, which change nothing a next try would undo.
 */
export async function again<T>(
  waits: Waits,
  operation: BoardOperation,
  entry: string,
  work: () => Promise<T>,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await within(waits, operation, entry, work)
    } catch (error) {
      if (!(error instanceof BoardError && error.unanswered) || tries === READ_TRIES || waits.leftMs() === 0)
        throw error
      const why = error.network ?? 'no answer'
      await waits.sleep(`the board to ${operation} again after ${why}`, backoffMs(READ_BACKOFF, tries))
    }
  }
}
