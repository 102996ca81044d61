// The view's fixed figures, in one place: the bar's ceilings, and how near two moments of the jobs API are to count
// as one. Pure.

/** The bar stays under this until every job that takes part is on its last step. */
export const BEFORE_LAST_STEPS_MAX = 94
/** The most the bar shows before the end. */
export const RUNNING_MAX = 99

/**
 * Two moments within this of each other are one: the jobs API gives whole seconds. A job that began within it of
 * another's end began after it; jobs planned to start within it of each other start side by side.
 */
export const SAME_MOMENT_MS = 1_000

/**
 * How many times the newer of two runs counts against the older (see usual in centre.ts): more, since a change to
 * the work shows first in the newest run; not alone, so that an odd newest run is two thirds of the plan, not all
 * of it.
 */
export const NEWER_WEIGHT = 2

/**
 * A run read is of another shape than the newest when more than this share of its time would have to move from
 * step to step for it to be shared among the steps as the newest's is (over the steps the two have in common), and
 * more than OTHER_SHAPE_OVER_SIZE times the share by which their totals differ. A run slow all through
 * (a slow runner) keeps its shares; one slow in one step (a cache that missed) moves its total as much as its
 * shares: both are odd runs of the same shape, which the median leaves out. A run whose time moved between steps
 * with its total about the same (tests that grew where a build shrank, steps added and removed) is another shape.
 * Steps each 0.7 to 1.3 times their usual time, differently from run to run, move under a fifth of it.
 */
export const OTHER_SHAPE_SHARE = 1 / 3
export const OTHER_SHAPE_OVER_SIZE = 2

/**
 * How far past the slowest ordinary run the activity goes before it is taking longer than usual, as a share of
 * its usual time: even runs of the same work differ by a few seconds (runners start up, the API gives whole
 * seconds), and a run at the usual pace must never be called late.
 */
export const LATE_MARGIN = 0.1
