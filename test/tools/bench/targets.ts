import { POLL_INTERVAL_MS } from '../../../src/constants.js'

// The performance budget, in one place. The benchmark reports against it; nothing here is tuned to pass.
// The stages and the tracker stand on the toolkit (@actions/core, @actions/github, one undici): the budgets
// say what that may cost over the least any script doing the same work costs, not what a hand-written
// client would.

/**
 * Each stage's wall time over its floor's (a bare global-fetch POST to the same server), on Node 24 (the
 * runners' runtime), with one channel. Measured on ncc bundles: @actions/core with undici sending one POST costs
 * about 1.1 times that, getOctokit with one request about 1.3 times.
 */
export const STAGE_TIME_RATIO = 1.3
/** Post of a failed job: it also reads the job (Octokit, one request) for the step that failed. */
export const FAILED_POST_TIME_RATIO = 1.5
/** A stage that sends one request to each of several channels, over a bare script sending the same requests. */
export const CHANNELS_TIME_RATIO = 1.5
/** A leg of a shared matrix: it also loads the artifact client and makes its calls to the run's artifacts. */
export const LEG_TIME_RATIO = 2
/**
 * The first stage of a job with the compile cache over the same stage without it (NODE_DISABLE_COMPILE_CACHE),
 * medians of each run over its floor: pre must not pay for the cache. Pre finds none and writes none, so the
 * two are the same work and their ratio is the runs' noise; above this, pre would be paying.
 */
export const FIRST_STAGE_CACHE_RATIO = 1.05
/** dist/ as a whole, in bytes (decimal MB): the artifact client (blob storage, protobuf) is most of it. */
export const DIST_BYTES = 6_000_000
/**
 * dist/ less the artifact chunk (which only a job sharing its activity through the run's artifacts loads) and
 * the license notices (which no process loads): what the runner downloads for the code any job may run.
 */
export const EVERY_JOB_BYTES = 1_750_000
/** A bare getOctokit poller peaks at about 88 MiB on Node 24: the tracker may hold little beyond it. */
export const TRACKER_PEAK_RSS_MIB = 90
/** Average over the tracker's life, in % of one core (strictly below), over a job of 10 minutes. */
export const TRACKER_CORE_PERCENT = 1
/** The job over which the tracker's CPU budget is set, in seconds. */
export const TRACKER_CPU_JOB_SECONDS = 600
/** Step completion to the update leaving the tracker, when the spacing window allows. */
export const LATENCY_MS = POLL_INTERVAL_MS + 1_000

/** Signalgrid requests of a job: one update per step at most, one per 5 s at most, plus start and end. */
export function signalgridRequestTarget(steps: number, activitySeconds: number): number {
  return Math.min(steps, activitySeconds / 5) + 2
}

/**
 * Jobs API requests answered other than 304 (those count against the repository's rate limit), for the whole
 * run: at most 5 per job (the run's jobs and the history's four or five, as the job starts) plus one per 5 s of
 * the activity, whatever the number of jobs.
 */
export function githubRequestTarget(jobs: number, activitySeconds: number): number {
  return Math.floor(5 * jobs + activitySeconds / 5)
}
