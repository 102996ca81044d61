import { POLL_INTERVAL_MS } from '../../src/constants.js'

// The targets of issue 7, in one place. The benchmark reports against them; nothing here is tuned to pass.

/** Each stage's wall time over its floor's, on Node 24 (the runners' runtime). */
export const STAGE_TIME_RATIO = 1.5
export const STAGE_PEAK_RSS_MIB = 70
/** dist/ as a whole, in bytes (2 MB, decimal). */
export const DIST_BYTES = 2_000_000
export const TRACKER_PEAK_RSS_MIB = 60
/** Average over the tracker's life, in % of one core (strictly below). */
export const TRACKER_CORE_PERCENT = 1
/** Step completion to the update leaving the tracker, when the spacing window allows. */
export const LATENCY_MS = POLL_INTERVAL_MS + 1_000

/** Signalgrid requests of a job: one update per step at most, one per 5 s at most, plus start and end. */
export function signalgridRequestTarget(steps: number, activitySeconds: number): number {
  return Math.min(steps, activitySeconds / 5) + 2
}

/** Rate-limited jobs API requests: one per change of the job, plus two. */
export function githubRequestTarget(jobChanges: number): number {
  return jobChanges + 2
}
