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
} as const

/** The body of an activity before anything has happened. */
export const STARTING_BODY = 'Starting…'

/** Progress shown by a start: low, so the bar visibly moves once steps complete. */
export const INITIAL_PROGRESS = 0

/** Longest title and body sent; the phones show a line or two, and notification payloads are small. */
export const MAX_TITLE_LENGTH = 120
export const MAX_BODY_LENGTH = 1000

/** A `remaining` quota at or below this is worth a warning (the free plan has 100 a month). */
export const LOW_QUOTA = 20

/** The notice printed, once, when the client key or channel is empty. */
export const NO_SECRETS_NOTICE =
  'Signalgrid: client-key or channel is empty (secrets are not passed to pull requests from forks); skipping.'
