/**
 * How the wait before each next try grows: each caller says its numbers (the Signalgrid client's retries, the
 * board's reads made again, the waits for another leg's note, the tracker's reads of a job API that failed),
 * and the delays are computed here alone.
 */
export interface Backoff {
  /** The wait after the first try. */
  readonly firstMs: number
  /** How many times the one before each next wait is (2: doubled). */
  readonly growth: number
  /** The longest wait; none when absent. */
  readonly maxMs?: number
  /**
   * 'equal': half of each wait fixed and half random ("equal jitter"), so that the retries of many jobs spread
   * out but never collapse to nothing. Absent: every wait as computed.
   */
  readonly jitter?: 'equal'
}

/** The wait after try number `tries`, from 1 (the wait after the first try); `random` gives the jitter. */
export function backoffMs(backoff: Backoff, tries: number, random: () => number = Math.random): number {
  const { firstMs, growth, maxMs = Number.POSITIVE_INFINITY, jitter } = backoff
  const stepMs = Math.min(maxMs, firstMs * growth ** (tries - 1))
  return jitter === 'equal' ? Math.round(stepMs / 2 + random() * (stepMs / 2)) : stepMs
}
