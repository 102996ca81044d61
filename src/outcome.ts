// How a job ended, and with it a leg of a matrix (its report on the run's board), a matrix (its tally) and the
// activity (its end). Every layer reads it, the board's and the view's too, so it imports nothing.

/** `${{ job.status }}` as post reads it: success, failure or cancelled. */
export type Outcome = 'success' | 'failure' | 'cancelled'

export const OUTCOMES: readonly Outcome[] = ['success', 'failure', 'cancelled']

export function isOutcome(value: unknown): value is Outcome {
  return (OUTCOMES as readonly unknown[]).includes(value)
}

/**
 * How the activity ended, as its end shows it: a job's outcome, or what GitHub shows of why the run ended (a job
 * past its `timeout-minutes`, the run superseded by a newer run of its workflow, the job that would end the
 * activity skipped).
 */
export type EndOutcome = Outcome | 'timed-out' | 'superseded' | 'skipped'
