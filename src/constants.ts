// Names and bounds shared by the stages and the tracker, in one place.

/** Exported to every later step: scripts and later uses of the action address the activity with it. */
export const ACTIVITY_TOKEN_VARIABLE = 'SIGNALGRID_ACTIVITY_TOKEN'

/** Keys of the state each step instance keeps between its stages (visible in debug logs: no secrets). */
export const State = {
  role: 'role',
  token: 'token',
  startedAt: 'started-at',
  ruuid: 'ruuid',
  remaining: 'remaining',
  trackerPid: 'tracker-pid',
  shownUpdate: 'shown-update',
  activityName: 'activity-name',
  alone: 'alone',
  matrixName: 'matrix-name',
} as const

/** Every annotation's title, so the job's annotations say where they come from. */
export const ANNOTATION = { title: 'Signalgrid' } as const

/** The body of an activity before anything has happened. */
export const STARTING_BODY = 'Starting…'

/** Progress shown by a start: low, so the bar visibly moves once steps complete. */
export const INITIAL_PROGRESS = 0

/** Longest title and body sent; the phones show a line or two, and notification payloads are small. */
export const MAX_TITLE_LENGTH = 120
export const MAX_BODY_LENGTH = 1000

/**
 * The most channels one use of the action reaches (`channel`, `failure-alert-channel`): each costs every
 * request again, and a job's stages send to all of them at once.
 */
export const MAX_CHANNELS = 5

/** A `remaining` quota at or below this is worth a warning (the free plan has 100 a month). */
export const LOW_QUOTA = 20

/**
 * Exported by a leg of a shared matrix to its later steps: a later use of the action in the same leg is not
 * a leg of its own.
 */
export const LEG_VARIABLE = 'SIGNALGRID_MATRIX_LEG'

/**
 * The most a stage of a leg (or of a job sharing an activity by name) spends on the run's board, its calls
 * and its waits for the others together: for an unsure claim to be listed, for the token, for another leg's
 * update to go before the end. Sharing one activity must never hold a job up for long: a board that is slow
 * leaves the stage to go on with what it has.
 */
export const LEG_WAIT_MS = 10_000

/**
 * How long after the start's claim the token may take to appear: a leg at its end (or a job sharing a name,
 * in its pre) waits for it until then, within LEG_WAIT_MS. The token follows the claim by one upload (and by
 * a start, at most 20 s against a failing service), so only a leg whose whole job is shorter than that ever
 * waits, and a job that comes long after the claim looks once.
 */
export const MATRIX_TOKEN_WAIT_MS = LEG_WAIT_MS

/**
 * How long a leg that ends the matrix early (a leg failed under fail-fast, or was cancelled) asks the jobs API
 * which other legs still run; without an answer by then, it ends the activity.
 */
export const LEGS_RUNNING_TIMEOUT_MS = 3_000

/**
 * How long a leg of a shared matrix reads its own job as it joins (its name tells one call of a reusable
 * workflow from another); without an answer by then, its matrix goes by its job's key alone.
 */
export const OWN_JOB_TIMEOUT_MS = 3_000

/**
 * How long the starting leg of a shared matrix reads its legs' usual times, beside its start: its pre waits
 * for the slower of the two. Six requests at most (its job, one or two runs lists, the jobs of three runs
 * side by side); without an answer by then, the bar counts legs.
 */
export const LEGS_HISTORY_TIMEOUT_MS = 3_000

/** How often a waiting leg looks at the run's board. */
export const MATRIX_POLL_MS = 2_000

/**
 * How long the board's reader (dist/board/, the process a tracker starts to read its matrix's published
 * activity) lives at most, from its start to its answer, whatever the service does: the tracker that asks is
 * taking over the activity's updates, and must not wait long on the board for the token. A look and a
 * download take well under a second; the board cuts a call that hangs at its own deadline (BOARD_DEADLINE_MS,
 * 5 s), and what is left lets a call cut short by a network error be made again. A board slower than that
 * answers nothing, and the tracker may ask again.
 */
export const BOARD_READ_DEADLINE_MS = 8_000

/**
 * How long the board's process lives at most for a task (a leg reported in the place of its post, src/matrix/
 * board-reader.ts): what a leg's post may spend on the board (LEG_WAIT_MS, its calls and waits together), and
 * 5 s for the process's start and a call under way when that ran out. The tracker that asks is ending its
 * leg's part: nothing waits on it.
 */
export const BOARD_TASK_DEADLINE_MS = LEG_WAIT_MS + 5_000

/** How long a tracker gives the board's process for a task: the process's own deadline, and a moment to end. */
export const BOARD_TASK_TIMEOUT_MS = BOARD_TASK_DEADLINE_MS + 2_000

/**
 * How long a leg's post waits for a tracker that has begun reporting the leg in its place (src/tracker/last-end.ts):
 * the report (BOARD_TASK_TIMEOUT_MS), then the matrix's end where the report makes this leg the one to send it
 * (30 s at most: the end's retries against a failing service). Cut in between, the tracker would leave the end's
 * claim held and the end unsent. That long only with the board and the service at their slowest: a report takes
 * a second or two, and post waits only when its job was cancelled just as it began.
 */
export const TRACKER_REPORT_STOP_MS = BOARD_TASK_TIMEOUT_MS + 30_000

/** Tells the tracker process which activity folder it serves. */
export const TRACKER_FOLDER_VARIABLE = 'SIGNALGRID_TRACKER_FOLDER'

/** How often the tracker asks the jobs API about the job. Answers of an unchanged job (304) are free. */
export const POLL_INTERVAL_MS = 3_000

/**
 * How long the tracker holds the first step change for the step history it is reading (progress-mode time):
 * shown counted first, the bar would keep one segment per step that a time-weighted fill contradicts. No
 * longer than a poll: the step would otherwise reach the phone later than the next poll could have shown it.
 */
export const HISTORY_WAIT_MS = POLL_INTERVAL_MS

/** The step history's requests (at most five) together; then the bar counts steps. */
export const HISTORY_TIMEOUT_MS = 10_000

/** The longest the tracker waits between reads of a jobs API that keeps failing (the wait doubles each time). */
export const MAX_POLL_BACKOFF_MS = 60_000

/**
 * How often the tracker looks, unwoken, for what nothing tells it at once: its job's worker gone, its folder gone,
 * its lifetime over, and a request to stop or an update handed over that its watch of the folder missed. Each look
 * wakes an idle process, which costs about a millisecond of CPU whatever it then does (docs/cost.md).
 */
export const TRACKER_LOOK_MS = 1_000

/**
 * A tracker whose jobs API has not answered for this long (no connection, a timeout, a server error) leaves. On a
 * runner the API is GitHub's: an outage this long stops the bar, never the end, which post sends without the
 * tracker, and while it lasts the tracker could not see its job end anyway. Where the API is a test's server that
 * is gone, its trackers are gone too, minutes later instead of a day.
 */
export const TRACKER_UNREACHABLE_MS = 10 * 60_000

/** A tracker never lives longer than this, whatever happens to its job and its runner. */
export const TRACKER_MAX_LIFETIME_MS = 24 * 60 * 60 * 1000

/** How long post waits for the jobs API when it looks for the step a failed job failed at. */
export const FAILED_STEP_LOOKUP_TIMEOUT_MS = 3_000

/** How long post waits for the tracker to finish what it is sending before it kills it. */
export const TRACKER_STOP_TIMEOUT_MS = 3_000

/**
 * How long post waits for a tracker that has said it stopped to exit, from when it said so: it has nothing left
 * but to exit, a few milliseconds of CPU, which a busy machine may be slow to give it. As long as the stop may
 * take, and counted apart from it, so that a stop that took most of its time (an update under way, a read on a
 * slow network) still leaves the process time to exit, rather than to the runner's clean-up of orphans.
 */
export const TRACKER_EXIT_WAIT_MS = 3_000

/** How long the tracker, once asked to stop, waits for the update it is sending (less than post waits). */
export const TRACKER_FLUSH_MS = 2_500

/** The notice printed, once, when the client key or channel is empty. */
export const NO_SECRETS_NOTICE =
  'Signalgrid: client-key or channel is empty (secrets are not passed to pull requests from forks); skipping.'

/**
 * How long a use with `mode: approval` looks for the deploy job to wait: both start as the jobs they need end, and
 * GitHub holds the deploy job for its environment within seconds, so it may not show as waiting at the first read.
 * Four reads, 3, 6 and 12 s apart (21 s in all): well within the minute a reviewer should be told in, and a run
 * whose deploy waits on nothing costs its job seconds, not minutes.
 */
export const APPROVAL_READS = 4
export const APPROVAL_READ_FIRST_WAIT_MS = 3_000
