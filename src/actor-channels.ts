// Who ran the run, and their own channel: the alert and the "fixed" push reach them too, beside the on-call
// channels. `actor-channels` maps GitHub logins to channel tokens, one `login: token` a line; it is a secret.

/** A GitHub login: letters, digits and single hyphens, up to 39; an app's bot is `name[bot]`. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/
/** A channel token, as `channel` takes one (inputs.ts). */
const TOKEN = /^[A-Za-z0-9._~-]{1,200}$/

/**
 * The map of `value` (logins in lower case: GitHub's are case-insensitive), or a problem that names the input,
 * the line by its number and what a line must be, and never quotes a line: each holds a secret.
 */
export function parseActorChannels(
  name: string,
  value: string,
): { readonly channels: ReadonlyMap<string, string> } | { readonly problem: string } {
  const channels = new Map<string, string>()
  const lines = value.split('\n')
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue
    const [login, token, ...rest] = line.split(':').map((part) => part.trim())
    const well = login !== undefined && token !== undefined && rest.length === 0
    if (!well || !LOGIN.test(login) || !TOKEN.test(token) || channels.has(login.toLowerCase())) {
      const why = well && channels.has(login.toLowerCase()) ? 'names a login a second time' : 'is not a line'
      return {
        problem:
          `Input "${name}": line ${index + 1} ${why}; allowed: one "login: channel-token" a line ` +
          '(a GitHub login, a colon, a channel token).',
      }
    }
    channels.set(login.toLowerCase(), token)
  }
  return { channels }
}

/** The tokens of `value`, as far as they can be told: each is masked before anything can print it. */
export function actorChannelTokens(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.slice(line.indexOf(':') + 1).trim())
    .filter((token) => token !== '')
}

/**
 * Who ran the run: `GITHUB_TRIGGERING_ACTOR` (who re-ran it, on a re-run), else `GITHUB_ACTOR`; undefined outside
 * a runner.
 */
export function runActor(env: NodeJS.ProcessEnv): string | undefined {
  return env.GITHUB_TRIGGERING_ACTOR || env.GITHUB_ACTOR || undefined
}
