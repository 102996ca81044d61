// What an activity's token looks like. Every place a token comes in checks it here: the service's answer to a
// start, a token given back to the client, and, in the stages, the `activity-token` input and
// SIGNALGRID_ACTIVITY_TOKEN left by an earlier step.
//
// Every request reaches one channel, so an activity on several channels is one activity per channel, each with
// its own token from its own start. The activity's token as a whole is one value: the one channel's token as
// the service gave it, or, for several, `<id>:<token>` per channel in their order, separated by commas, where
// the id tells the channel without naming it (a channel token is a secret; src/signalgrid/channels.ts) and the
// token is empty for a channel whose start was refused.

/**
 * A token as Signalgrid gives it: short and alphanumeric (CDGZ9, MX2L2K). "-" and "_" pass too, so that a
 * longer format the service may adopt (a UUID, base64url) is not taken for a broken one, which would end
 * every activity at its start. A space, a comma or colon, a form or shell metacharacter or a line break is a
 * mistake or a forgery, never a token.
 */
const SERVICE_TOKEN = /^[A-Za-z0-9_-]{1,64}$/

/** SERVICE_TOKEN in words, for messages that say what is allowed without quoting the value. */
export const SERVICE_TOKEN_SHAPE = 'letters, digits, "-" or "_", at most 64'

/** The whole shape in words: one channel's token, or the combined form. */
export const ACTIVITY_TOKEN_SHAPE = `${SERVICE_TOKEN_SHAPE}; with several channels, \`<id>:<token>\` for each, separated by commas`

/** One channel's entry of a combined token: its id (8 hex digits), and its token or nothing. */
const ENTRY = /^([0-9a-f]{8}):(.*)$/

/** The most channels an activity token may carry; a value with more is no activity token. */
const MAX_ENTRIES = 16

/** One channel's part of an activity: which channel (absent for an activity of one channel), and its token. */
export interface ChannelActivity {
  readonly id: string | undefined
  /** Undefined when the channel's start was refused: nothing more goes to it. */
  readonly token: string | undefined
}

/** Whether `value` looks like the token Signalgrid gives one channel's start. */
export function isServiceToken(value: string): boolean {
  return SERVICE_TOKEN.test(value)
}

/** The channels' activities an activity token carries, in the order of the channels; undefined if none. */
export function parseActivityToken(value: string): ChannelActivity[] | undefined {
  if (isServiceToken(value)) return [{ id: undefined, token: value }]
  const entries = value.split(',')
  if (entries.length < 2 || entries.length > MAX_ENTRIES) return undefined
  const parsed: ChannelActivity[] = []
  for (const entry of entries) {
    const match = ENTRY.exec(entry)
    const token = match?.[2]
    if (!match || (token !== '' && !isServiceToken(token ?? ''))) return undefined
    parsed.push({ id: match[1], token: token || undefined })
  }
  return parsed.some((entry) => entry.token !== undefined) ? parsed : undefined
}

export function isActivityToken(value: string): boolean {
  return parseActivityToken(value) !== undefined
}

/** The activity token of an activity on these channels: the token itself for one channel. */
export function combineActivityTokens(activities: readonly ChannelActivity[]): string {
  const [only] = activities
  if (activities.length === 1 && only?.token !== undefined) return only.token
  return activities.map((activity) => `${activity.id}:${activity.token ?? ''}`).join(',')
}
