// The view's fixed figures, in one place: the bar's ceilings, the runner's own steps, and how near two moments of
// the jobs API are to count as one. Pure.

/** The bar stays under this until every job that takes part is on its last step. */
export const BEFORE_LAST_STEPS_MAX = 94
/** The most the bar shows before the end. */
export const RUNNING_MAX = 99

/** The runner's own steps around every job's: neither the user's work nor this action's. */
export const BOOKKEEPING: ReadonlySet<string> = new Set(['Set up job', 'Complete job'])

/**
 * Two moments within this of each other are one: the jobs API gives whole seconds. A job that began within it of
 * another's end began after it; jobs planned to start within it of each other start side by side.
 */
export const SAME_MOMENT_MS = 1_000

/**
 * How far past the slowest ordinary run the activity goes before it is taking longer than usual, as a share of
 * its usual time: even runs of the same work differ by a few seconds (runners start up, the API gives whole
 * seconds), and a run at the usual pace must never be called late.
 */
export const LATE_MARGIN = 0.1
