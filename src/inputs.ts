import * as core from '@actions/core'
import { INPUT_DEFAULTS, Input, type InputName } from './action-inputs.js'
import { actorChannelTokens, parseActorChannels, runActor } from './actor-channels.js'
import { MAX_BODY_LENGTH, MAX_CHANNELS, MAX_TITLE_LENGTH } from './constants.js'
import { type Leg, readLeg } from './matrix/leg.js'
import type { Outcome } from './outcome.js'
import { ACTIVITY_TOKEN_SHAPE, isActivityToken } from './signalgrid/activity-token.js'
import { endpointUrl } from './signalgrid/base-url.js'
import { parseSeverity, SEVERITIES, type Severity } from './signalgrid/types.js'

/**
 * activity: a live activity from job start to job end; push: one push from this step; test-alert: the failure alert,
 * sent now as a test; alert: no live activity, the failure alert and the "fixed" push alone; close: the run's end,
 * in a job that runs after the others; approval: a deploy of this run that waits for its reviewers, told to them.
 */
export type Mode = 'activity' | 'push' | 'test-alert' | 'alert' | 'close' | 'approval'
export type FailureAlert = 'none' | 'push' | 'critical'
/**
 * When this step's post ends the activity. auto: the use that started it always, one that attached
 * (activity-token) when its job fails or is cancelled, and any job of a named activity (activity-name) only
 * then; on-failure: only then; always; never.
 */
export type EndActivity = 'auto' | 'always' | 'on-failure' | 'never'
/** time: the bar weighted by the usual step times of the last successful runs (else counted); steps: counted. */
export type ProgressMode = 'time' | 'steps'
/** shared: the legs of a matrix job show one activity; per-leg: each leg shows its own. */
export type MatrixMode = 'shared' | 'per-leg'

/** Every input of action.yml, parsed and checked. Optional content fields are undefined when not given. */
export interface Inputs {
  readonly clientKey: string
  /** The channel tokens, in the order given; empty when the input is (secrets not passed to a fork's job). */
  readonly channels: readonly string[]
  /**
   * The channels one per line, whatever separated them in the input: the secret shared activities are sealed
   * with, beside the client key. The one token itself when there is one channel.
   */
  readonly channel: string
  readonly baseUrl: string
  readonly mode: Mode
  readonly title: string | undefined
  readonly body: string | undefined
  readonly severity: Severity | undefined
  readonly critical: boolean
  readonly progress: number | undefined
  readonly steps: number | undefined
  readonly progressLegend: boolean
  readonly startText: string
  readonly endText: string
  readonly dismissalDelay: number
  readonly failureDismissalDelay: number
  readonly failureAlert: FailureAlert
  /**
   * Where the failure alert and the "fixed" push go: `failure-alert-channel` (or the activity's channels when it is
   * empty), and the channel `actor-channels` gives who ran the run.
   */
  readonly failureAlertChannels: readonly string[]
  /** Whether a run that succeeds after failed ones sends the "fixed" push (where an alert is set). */
  readonly fixedAlert: boolean
  /** `actor-channels`: each GitHub login it names (in lower case), with that person's channel token. */
  readonly actorChannels: ReadonlyMap<string, string>
  readonly activityToken: string | undefined
  /** The name jobs of one run share an activity by, without passing its token. */
  readonly activityName: string | undefined
  readonly endActivity: EndActivity
  readonly trackSteps: boolean
  readonly progressMode: ProgressMode
  /** Time-driven updates a job may send between step changes; 0: none. */
  readonly timedUpdates: number
  readonly minUpdateIntervalSeconds: number
  readonly matrix: MatrixMode
  /** This job's place in its matrix; leg 0 of 1 for a job that is not a matrix. */
  readonly leg: Leg
  readonly failOnError: boolean
  /** Nothing is sent to Signalgrid: each request is told instead (src/signalgrid/dry-run.ts). */
  readonly dryRun: boolean
  readonly jobStatus: Outcome
  readonly jobId: string
  /**
   * `job.workflow_ref`: the workflow file that defines this job, and its ref. In a called (reusable) workflow it is
   * that workflow's, not the run's (GITHUB_WORKFLOW_REF); '' where the runner does not give it.
   */
  readonly jobWorkflowRef: string
  readonly githubToken: string
  /** Inputs that were longer than what is sent, and were cut. */
  readonly truncated: readonly string[]
}

/** One or more inputs are invalid; the message names each and what it allows. */
export class InputError extends Error {
  override name = 'InputError'
  constructor(readonly problems: readonly string[]) {
    super(problems.length === 1 ? (problems[0] as string) : `Invalid inputs:\n- ${problems.join('\n- ')}`)
  }
}

/** What `activity-name` allows: it becomes part of the names of the run's artifacts (src/matrix/board.ts). */
export const ACTIVITY_NAME = /^[A-Za-z0-9._-]{1,40}$/

/**
 * The characters of a channel token. Tokens are opaque (32 or 40 hex digits in the examples); spaces, quotes
 * or form metacharacters mean a mistake (an unexpanded expression, a pasted line), never a token.
 */
const CHANNEL_TOKEN = /^[A-Za-z0-9._~-]{1,200}$/

/** The entries of a list of channel tokens: one per line, or separated by commas; each trimmed. */
function channelEntries(value: string): string[] {
  return value.split(/[\n,]/).map((entry) => entry.trim())
}

/**
 * The channel tokens of input `name`, or a problem that names the input and what it allows and never quotes a
 * token. Nothing but separators and spaces (every secret empty, as in a fork's pull request) is no channel.
 */
export function parseChannels(
  name: string,
  value: string,
): { readonly channels: readonly string[] } | { readonly problem: string } {
  const entries = channelEntries(value)
  if (entries.every((entry) => entry === '')) return { channels: [] }
  const allowed =
    `allowed: 1 to ${MAX_CHANNELS} channel tokens (letters, digits, ".", "_", "~" or "-"), ` +
    'one per line or separated by commas'
  const problem = (what: string) => ({ problem: `Input "${name}" ${what}; ${allowed}.` })
  const count = entries.length
  if (count > MAX_CHANNELS) return problem(`has ${count} entries`)
  const empty = entries.indexOf('')
  if (empty >= 0) return problem(`has an empty entry (entry ${empty + 1} of ${count})`)
  const malformed = entries.findIndex((entry) => !CHANNEL_TOKEN.test(entry))
  if (malformed >= 0) {
    return problem(`has characters a channel token never has in entry ${malformed + 1} of ${count}`)
  }
  const repeated = entries.findIndex((entry, index) => entries.indexOf(entry) !== index)
  if (repeated >= 0) {
    const first = entries.indexOf(entries[repeated] as string)
    return problem(`names one channel twice (entries ${first + 1} and ${repeated + 1} of ${count})`)
  }
  return { channels: entries }
}

/**
 * An input as the step gives it, or its default in action.yml when it is empty: the runner passes the default
 * for an input the step does not set, so only a step that sets it to '' gets here.
 */
function read(name: InputName): string {
  return core.getInput(name) || INPUT_DEFAULTS[name]
}

/** The secrets among the inputs, each channel token on its own: the runner masks a value as a whole. */
export function secretInputs(): string[] {
  return [
    core.getInput(Input.clientKey),
    ...channelEntries(core.getInput(Input.channel)),
    ...channelEntries(core.getInput(Input.failureAlertChannel)),
    ...actorChannelTokens(core.getInput(Input.actorChannels)),
    core.getInput(Input.githubToken),
  ].filter((secret) => secret !== '')
}

/** Reads and checks every input, reporting all the invalid ones at once. */
export function readInputs(): Inputs {
  const problems: string[] = []
  const truncated: string[] = []

  const choice = <T extends string>(name: InputName, allowed: readonly T[]): T => {
    const value = read(name)
    if ((allowed as readonly string[]).includes(value)) return value as T
    problems.push(`Input "${name}" is "${value}"; allowed values: ${allowed.join(', ')}.`)
    return allowed[0] as T
  }
  const boolean = (name: InputName): boolean => {
    const fallback = INPUT_DEFAULTS[name] === 'true'
    if (core.getInput(name) === '') return fallback
    try {
      return core.getBooleanInput(name)
    } catch {
      problems.push(`Input "${name}" is "${core.getInput(name)}"; allowed values: true, false.`)
      return fallback
    }
  }
  /** A whole number; NaN once the problem is reported. */
  const integer = (name: InputName, min: number, max: number, meaning: string): number => {
    const value = read(name)
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN
    if (number >= min && number <= max) return number
    problems.push(`Input "${name}" is "${value}"; allowed values: ${meaning}.`)
    return Number.NaN
  }
  /** A whole number, or undefined for an input with no default that is not given. */
  const optionalInteger = (name: InputName, min: number, max: number, meaning: string) =>
    read(name) === '' ? undefined : integer(name, min, max, meaning)
  const text = (name: InputName, maxLength: number): string | undefined => {
    const value = read(name)
    if (value === '') return undefined
    const characters = Array.from(value)
    if (characters.length <= maxLength) return value
    truncated.push(name)
    return `${characters.slice(0, maxLength - 1).join('')}…`
  }

  const severityInput = read(Input.severity)
  const severity = severityInput === '' ? undefined : parseSeverity(severityInput)
  if (severityInput !== '' && severity === undefined) {
    problems.push(
      `Input "${Input.severity}" is "${severityInput}"; allowed values: ${SEVERITIES.join(', ')} (any case).`,
    )
  }

  const baseUrl = read(Input.baseUrl)
  try {
    endpointUrl(baseUrl, '/v1/activity')
  } catch (error) {
    problems.push(`Input "${Input.baseUrl}": ${(error as Error).message}.`)
  }

  const channelList = (name: InputName): readonly string[] => {
    const parsed = parseChannels(name, read(name))
    if ('channels' in parsed) return parsed.channels
    problems.push(parsed.problem)
    return []
  }
  const channels = channelList(Input.channel)
  const alertChannels = channelList(Input.failureAlertChannel)
  // A channel for the alert asks for the alert, unless `failure-alert` says which (or none).
  const failureAlert =
    read(Input.failureAlert) === '' && alertChannels.length > 0
      ? 'push'
      : read(Input.failureAlert) === ''
        ? 'none'
        : choice(Input.failureAlert, ['none', 'push', 'critical'] as const)

  const actorChannels = parseActorChannels(Input.actorChannels, read(Input.actorChannels))
  if ('problem' in actorChannels) problems.push(actorChannels.problem)
  const actor = runActor(process.env)?.toLowerCase()
  const actorChannel = 'channels' in actorChannels && actor ? actorChannels.channels.get(actor) : undefined
  const alertTo = alertChannels.length > 0 ? alertChannels : channels
  const mode = choice(Input.mode, ['activity', 'push', 'test-alert', 'alert', 'close', 'approval'] as const)
  if (mode === 'test-alert' && failureAlert === 'none') {
    problems.push(
      `Input "${Input.mode}" is "test-alert", which sends the failure alert as a test, and no alert is set; ` +
        `set "${Input.failureAlert}" to push or critical, or "${Input.failureAlertChannel}".`,
    )
  }

  const activityToken = read(Input.activityToken) || undefined
  if (activityToken !== undefined && !isActivityToken(activityToken)) {
    problems.push(
      `Input "${Input.activityToken}" is not an activity token; allowed: the \`activity-token\` output of an ` +
        `earlier step (${ACTIVITY_TOKEN_SHAPE}).`,
    )
  }

  const activityName = read(Input.activityName) || undefined
  if (activityName !== undefined && !ACTIVITY_NAME.test(activityName)) {
    problems.push(
      `Input "${Input.activityName}" is "${activityName}"; allowed values: 1 to 40 letters, digits, "-", "_" or ".".`,
    )
  }
  if (mode === 'close' && activityName === undefined) {
    problems.push(
      `Input "${Input.mode}" is "close", which requires "${Input.activityName}": the jobs of the run tell each ` +
        "other on the run's artifacts, by the activity's name, whether it has ended.",
    )
  }
  if (mode === 'approval' && activityName === undefined) {
    problems.push(
      `Input "${Input.mode}" is "approval", which requires "${Input.activityName}": the reviewers are told once ` +
        "a run attempt, on the run's artifacts, by the activity's name.",
    )
  }
  if (activityToken !== undefined && activityName !== undefined) {
    problems.push(
      `Inputs "${Input.activityToken}" and "${Input.activityName}" are both set; set one: the token of an ` +
        'activity started elsewhere, or the name the jobs of this run share an activity by.',
    )
  }

  const progressLegend = boolean(Input.progressLegend)
  const startText = text(Input.startText, MAX_TITLE_LENGTH) ?? ''
  const endText = text(Input.endText, MAX_TITLE_LENGTH) ?? ''
  if (progressLegend && (!startText || !endText)) {
    problems.push(
      `Input "${Input.progressLegend}" is true, which requires both "${Input.startText}" and "${Input.endText}" ` +
        'to be set.',
    )
  }

  const DELAY = 'whole seconds from 0 to 86400, or empty'
  const dismissalDelay = integer(Input.dismissalDelay, 0, 86_400, DELAY)
  const inputs: Inputs = {
    clientKey: read(Input.clientKey),
    channels,
    channel: channels.join('\n'),
    baseUrl,
    mode,
    title: text(Input.title, MAX_TITLE_LENGTH),
    body: text(Input.body, MAX_BODY_LENGTH),
    severity,
    critical: boolean(Input.critical),
    progress: optionalInteger(Input.progress, 0, 100, 'a whole number from 0 to 100, or empty'),
    steps: optionalInteger(Input.steps, 1, 1000, 'a whole number from 1 to 1000, or empty'),
    progressLegend,
    startText,
    endText,
    dismissalDelay,
    failureDismissalDelay: optionalInteger(Input.failureDismissalDelay, 0, 86_400, DELAY) ?? dismissalDelay,
    failureAlert,
    failureAlertChannels:
      actorChannel === undefined || alertTo.includes(actorChannel) ? alertTo : [...alertTo, actorChannel],
    fixedAlert: boolean(Input.fixedAlert),
    actorChannels: 'channels' in actorChannels ? actorChannels.channels : new Map(),
    activityToken,
    activityName,
    endActivity: choice(Input.endActivity, ['auto', 'always', 'on-failure', 'never'] as const),
    trackSteps: boolean(Input.trackSteps),
    progressMode: choice(Input.progressMode, ['time', 'steps'] as const),
    timedUpdates: integer(Input.timedUpdates, 0, 100, 'a whole number from 0 to 100'),
    minUpdateIntervalSeconds: integer(Input.minUpdateInterval, 1, 3600, 'whole seconds from 1 to 3600'),
    matrix: choice(Input.matrix, ['shared', 'per-leg'] as const),
    leg: readLeg({
      index: read(Input.legIndex),
      count: read(Input.legCount),
      values: read(Input.legValues),
      failFast: read(Input.failFast),
    }),
    failOnError: boolean(Input.failOnError),
    dryRun: boolean(Input.dryRun),
    jobStatus: parseJobStatus(read(Input.jobStatus)),
    jobId: read(Input.jobId),
    jobWorkflowRef: read(Input.jobWorkflowRef),
    githubToken: read(Input.githubToken),
    truncated,
  }
  if (problems.length > 0) throw new InputError(problems)
  return inputs
}

/** The settings as read, in one line for the debug log: the secrets only said to be there, channels counted. */
export function settingsLine(inputs: Inputs): string {
  const {
    clientKey,
    channels,
    channel,
    failureAlertChannels,
    actorChannels,
    activityToken,
    githubToken,
    ...settings
  } = inputs
  const given = (secret: string | undefined) => (secret ? 'set' : 'empty')
  return JSON.stringify({
    ...settings,
    clientKey: given(clientKey),
    channels: channels.length,
    failureAlertChannels: failureAlertChannels.length,
    actorChannels: actorChannels.size,
    activityToken: given(activityToken),
    githubToken: given(githubToken),
  })
}

// `${{ job.status }}` is success, failure or cancelled; anything else means the runner could not say.
function parseJobStatus(value: string): Outcome {
  return value === 'failure' || value === 'cancelled' ? value : 'success'
}
