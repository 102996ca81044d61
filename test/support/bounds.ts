// How long each stage of the action may take whatever the service and the network do, derived in one place
// from the bounds the code itself promises: the service client's retry policies (src/signalgrid/client.ts)
// and the tracker's stop timeout (src/constants.ts). The fault suite and the end-to-end outages hold every
// stage to them.
import {
  FAILED_STEP_LOOKUP_TIMEOUT_MS,
  TRACKER_EXIT_WAIT_MS,
  TRACKER_STOP_TIMEOUT_MS,
} from '../../src/constants.js'
import { IDEMPOTENT_RETRY, ONCE_ONLY_RETRY } from '../../src/signalgrid/client.js'
import type { StageName } from './runner-harness.js'

/**
 * A call of the client ends within its policy's deadline, hangs and Retry-After included: each attempt is
 * cut at what is left of the deadline, and no retry starts whose wait would reach past it.
 */
export const CALL_BOUNDS_MS = {
  /** An activity start or a push: at most 3 attempts within 20 s. */
  startOrPush: ONCE_ONLY_RETRY.deadlineMs,
  /** An update or an end: at most 5 attempts within 30 s. */
  updateOrEnd: IDEMPOTENT_RETRY.deadlineMs,
}

/**
 * Starting Node, loading a stage's bundle, reading and writing the runner's files: a tenth of a second
 * alone, but the suite runs two dozen jobs at once on two cores, their processes at a lower priority than
 * the emulators. The most seen was 4.6 s, for a pre on Node 20 with other test runs sharing the machine.
 */
export const STAGE_OVERHEAD_MS = 8_000

/** The longest each stage may take, by what it may send. */
export const STAGE_BOUNDS_MS: Readonly<Record<StageName, number>> = {
  /** The activity start. */
  pre: CALL_BOUNDS_MS.startOrPush + STAGE_OVERHEAD_MS,
  /** The push (push mode), or an update main sends itself when no tracker is there to take it. */
  main: Math.max(CALL_BOUNDS_MS.startOrPush, CALL_BOUNDS_MS.updateOrEnd) + STAGE_OVERHEAD_MS,
  /**
   * Stopping the tracker (a hung one is killed after the stop timeout), the end, then the failure alert; the
   * tracker's exit is waited for beside them.
   */
  post:
    TRACKER_STOP_TIMEOUT_MS +
    Math.max(CALL_BOUNDS_MS.updateOrEnd + CALL_BOUNDS_MS.startOrPush, TRACKER_EXIT_WAIT_MS) +
    STAGE_OVERHEAD_MS,
}

/**
 * The longest any stage takes when the service and the jobs API answer at once: the most a stage waits by
 * design is post's, for the tracker to stop and then for the step a failed job failed at, or for the stopped
 * tracker's exit.
 */
export const CLEAN_STAGE_BOUND_MS =
  TRACKER_STOP_TIMEOUT_MS + Math.max(FAILED_STEP_LOOKUP_TIMEOUT_MS, TRACKER_EXIT_WAIT_MS) + STAGE_OVERHEAD_MS

/**
 * @actions/artifact's retries of a call to the artifact service, which no option or variable changes: 5
 * attempts, the first retry after 3 s and each later one 1.5 to 2.25 times the wait before it; a refused
 * connection is not retried.
 */
export const ARTIFACT_CLIENT_RETRY = { firstWaitMs: 3_000 }
