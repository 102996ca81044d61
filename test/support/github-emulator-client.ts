import { onTestFinished } from 'vitest'
import { GitHubEmulator, type GitHubEmulatorOptions } from './github-emulator.js'

/** The token the emulators of the emulator's own tests accept. */
export const TOKEN = 'ghs_emulatortoken000000000000000000000'

/** A jobs emulator that accepts TOKEN, closed when the test finishes. */
export async function emulator(options: GitHubEmulatorOptions = {}): Promise<GitHubEmulator> {
  const github = await GitHubEmulator.start({ tokens: [TOKEN], ...options })
  onTestFinished(() => github.close())
  return github
}

/** GET `path` of the emulator, with TOKEN. */
export function get(
  github: GitHubEmulator,
  path: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${github.url}${path}`, { headers: { authorization: `Bearer ${TOKEN}`, ...headers } })
}
