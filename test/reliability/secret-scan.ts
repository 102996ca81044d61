// Everything a job wrote, searched for its secrets, and every request it made, checked for where each
// secret went. The secrets are canaries made of letters, digits and underscores only: URL encoding, JSON
// and shell quoting leave them as they are, so a plain search finds them in any of those forms.
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ConnectProxy } from '../support/connect-proxy.js'
import type { GitHubEmulator } from '../support/github-emulator.js'
import type { JobResult } from '../support/runner-harness.js'
import type { SignalgridEmulator } from '../support/signalgrid-emulator.js'

export interface Canaries {
  readonly clientKey: string
  readonly channel: string
  /** The account's other channels, for a job on several channels (the Signalgrid emulator's option). */
  readonly otherChannels: readonly string[]
}

export function canaries(): Canaries {
  const tag = () => randomBytes(10).toString('hex')
  return {
    clientKey: `ck_CANARY_${tag()}`,
    channel: `ch_CANARY_${tag()}`,
    otherChannels: [`ch_CANARY_${tag()}`, `ch_CANARY_${tag()}`],
  }
}

/** Every Signalgrid secret by a name to report it by: the key, and each channel. */
export function namedSecrets(canaries: Canaries): Record<string, string> {
  const channels = [canaries.channel, ...canaries.otherChannels]
  return {
    'client key': canaries.clientKey,
    ...Object.fromEntries(
      channels.map((channel, index) => [index === 0 ? 'channel' : `channel ${index + 1}`, channel]),
    ),
  }
}

/** A job token no other job has, as distinctive as the Signalgrid secrets. */
export function canaryToken(): string {
  return `ghs_CANARY_${randomBytes(14).toString('hex')}`
}

interface Artifact {
  readonly name: string
  readonly text: string
}

/**
 * What a job wrote that a person or a later process could read: each stage's stdout (the ::add-mask::
 * commands that register our secrets taken out, the only place they may appear) and stderr, what it wrote to
 * GITHUB_STATE, GITHUB_ENV, GITHUB_OUTPUT and the job summary, the job log and its annotations, and every
 * file left in RUNNER_TEMP (the runner's file-command files, the tracker's work folder) and the workspace.
 */
export function artifactsOf(result: JobResult, secrets: readonly string[]): Artifact[] {
  const registrations = new Set(secrets.map((secret) => `::add-mask::${secret}`))
  const artifacts: Artifact[] = []
  for (const stage of result.stages) {
    const name = `${stage.instance} ${stage.stage}`
    const stdout = stage.stdout
      .split('\n')
      .filter((line) => !registrations.has(line))
      .join('\n')
    artifacts.push(
      { name: `${name} stdout`, text: stdout },
      { name: `${name} stderr`, text: stage.stderr },
      {
        name: `${name} state, env and outputs`,
        text: JSON.stringify([stage.state, stage.env, stage.outputs]),
      },
      { name: `${name} summary`, text: stage.summary },
    )
  }
  artifacts.push(
    { name: 'job log', text: result.log },
    { name: 'annotations', text: JSON.stringify(result.annotations) },
    { name: 'job env and outputs', text: JSON.stringify([result.env, result.outputs]) },
  )
  for (const root of [result.runnerTemp, result.workspace]) {
    for (const path of filesUnder(root)) artifacts.push({ name: path, text: readFileSync(path, 'latin1') })
  }
  return artifacts
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

export interface Scan {
  readonly artifacts: number
  readonly bytes: number
  /** "<secret name> ×N in <artifact>", one per artifact a secret appears in. */
  readonly found: string[]
}

export function scan(artifacts: readonly Artifact[], secrets: Readonly<Record<string, string>>): Scan {
  const found: string[] = []
  let bytes = 0
  for (const artifact of artifacts) {
    bytes += Buffer.byteLength(artifact.text)
    for (const [name, secret] of Object.entries(secrets)) {
      const count = artifact.text.split(secret).length - 1
      if (count > 0) found.push(`${name} ×${count} in ${artifact.name}`)
    }
  }
  return { artifacts: artifacts.length, bytes, found }
}

/** How many times `found` says a secret appeared. */
export function occurrences(found: readonly string[]): number {
  return found.reduce((total, entry) => total + Number(/×(\d+)/.exec(entry)?.[1] ?? 0), 0)
}

/**
 * Where each secret went: the client key and each channel only in the form fields of that name, to Signalgrid;
 * the job's token only in the Authorization header, to GitHub; nothing at all through the capturing proxy,
 * which stands for every host that is neither (and sees http:// traffic in clear).
 */
export function checkRequests(
  canaries: Canaries,
  tokens: readonly string[],
  signalgrid: SignalgridEmulator,
  github: GitHubEmulator,
  proxy: ConnectProxy | undefined,
): { requests: number; misdirected: string[] } {
  const misdirected: string[] = []
  const signalgridSecrets = Object.values(namedSecrets(canaries))
  const all = [...signalgridSecrets, ...tokens]
  const carries = (text: string, secrets: readonly string[]) =>
    secrets.some((secret) => text.includes(secret))

  for (const request of signalgrid.requests) {
    const where = `Signalgrid ${request.method} ${request.path} (${request.kind ?? 'unknown'})`
    if (
      carries(request.rawBody, tokens) ||
      carries(JSON.stringify(request.headers), all) ||
      carries(request.path, all)
    )
      misdirected.push(`${where}: a secret outside the client_key and channel fields`)
    const others = Object.entries(request.fields).filter(
      ([field]) => field !== 'client_key' && field !== 'channel',
    )
    if (carries(JSON.stringify(others), signalgridSecrets))
      misdirected.push(`${where}: a secret in another field`)
  }
  for (const request of github.requests) {
    const { authorization, ...headers } = request.headers
    if (carries(`${request.url} ${JSON.stringify(headers)}`, all))
      misdirected.push(`GitHub GET ${request.url}: a secret outside the Authorization header`)
    if (carries(String(authorization ?? ''), signalgridSecrets))
      misdirected.push(`GitHub GET ${request.url}: a Signalgrid secret in the Authorization header`)
  }
  for (const traffic of proxy?.captured ?? []) {
    if (carries(traffic.sent, all)) misdirected.push(`through the proxy to ${traffic.target}: a secret`)
  }
  return {
    requests: signalgrid.requests.length + github.requests.length + (proxy?.captured.length ?? 0),
    misdirected,
  }
}
