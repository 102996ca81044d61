// The emulator's reading of a request: which kind it is, and whether every field is one the service
// accepts. The rules follow the service's specification and its client contract; where
// those are silent the emulator is strict on purpose (unknown or repeated fields, a token on a start, critical on an
// activity), so a typo or a stray field in our client shows up as a refusal instead of passing unnoticed.

export type Severity = 'CRIT' | 'WARN' | 'INFO' | 'SUCCESS'
export type ActivityPhase = 'start' | 'update' | 'end'
export type RequestKind = 'push' | ActivityPhase

const SEVERITIES: readonly Severity[] = ['CRIT', 'WARN', 'INFO', 'SUCCESS']
const PHASES: readonly ActivityPhase[] = ['start', 'update', 'end']

const PUSH_FIELDS = ['client_key', 'channel', 'title', 'body', 'type', 'critical']
const ACTIVITY_FIELDS = `client_key channel type token title body severity progress steps progress_legend
  start_text end_text dismissal_delay`.split(/\s+/)

/** A request's form fields, by name. */
type Fields = Readonly<Record<string, string>>

export interface Credentials {
  readonly clientKey: string
  /** The account's channels: a request to any of them is valid. */
  readonly channels: readonly string[]
}

export interface PushRequest {
  readonly kind: 'push'
  readonly title: string
  readonly body: string
  readonly type: Severity
  readonly critical: boolean
}

/** How an activity looks, as one start, update or end describes it. */
export interface SentContent {
  readonly title: string
  readonly body: string
  readonly severity: Severity
  readonly progress: number
  readonly steps: number | undefined
  /** Shown under the progress bar when progress_legend is true. */
  readonly legend: { readonly startText: string; readonly endText: string } | undefined
}

export interface ActivityRequest {
  readonly kind: ActivityPhase
  /** The activity_update_token, on update and end. */
  readonly token: string | undefined
  readonly content: SentContent
  /** Seconds, on end only. */
  readonly dismissalDelay: number | undefined
}

export type ValidRequest = PushRequest | ActivityRequest

/** A problem is what follows "Parameter error: " in the service's answer. */
export type Validation = { readonly request: ValidRequest } | { readonly problem: string }

export type Endpoint = '/v1/push' | '/v1/activity'

/** The form's fields, or a problem when a field is repeated (the service would see only one of them). */
export function parseForm(raw: string): { fields: Record<string, string> } | { problem: string } {
  const fields: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(raw)) {
    if (name in fields) return { problem: `${name} is given more than once` }
    fields[name] = value
  }
  return { fields }
}

/** The kind of request, from the endpoint and the activity's `type`; undefined when neither tells. */
export function requestKind(endpoint: Endpoint, fields: Fields): RequestKind | undefined {
  if (endpoint === '/v1/push') return 'push'
  return PHASES.find((phase) => phase === fields.type)
}

export function validate(endpoint: Endpoint, fields: Fields, credentials: Credentials): Validation {
  // The credentials first, as the service does: its only known error text is about the client key.
  if (fields.client_key !== credentials.clientKey) return { problem: 'client_key is invalid' }
  if (!credentials.channels.includes(fields.channel ?? '')) return { problem: 'channel is invalid' }
  const allowed = endpoint === '/v1/push' ? PUSH_FIELDS : ACTIVITY_FIELDS
  const unknown = Object.keys(fields).find((name) => !allowed.includes(name))
  if (unknown !== undefined) return { problem: `${unknown} is not a known field` }
  try {
    return { request: endpoint === '/v1/push' ? pushRequest(fields) : activityRequest(fields) }
  } catch (error) {
    if (error instanceof FieldProblem) return { problem: error.message }
    throw error
  }
}

class FieldProblem extends Error {}

function pushRequest(fields: Fields): PushRequest {
  return {
    kind: 'push',
    title: fields.title ?? '',
    body: fields.body ?? '',
    type: severity(fields, 'type') ?? 'INFO',
    critical: boolean(fields, 'critical') ?? false,
  }
}

function activityRequest(fields: Fields): ActivityRequest {
  const kind = PHASES.find((phase) => phase === fields.type)
  if (!kind) throw new FieldProblem(`type must be one of ${PHASES.join(', ')}`)
  const token = fields.token
  if (kind === 'start' && token !== undefined) throw new FieldProblem('token is not allowed on start')
  if (kind !== 'start' && !token) throw new FieldProblem(`token is required on ${kind}`)
  if (kind !== 'end' && fields.dismissal_delay !== undefined) {
    throw new FieldProblem('dismissal_delay is only allowed on end')
  }
  return { kind, token, content: content(fields), dismissalDelay: integer(fields, 'dismissal_delay', 0) }
}

// A field left out is not "unchanged": the phones redraw the activity from what each message carries
// (contract: re-send title, body, severity, steps and legend, or the activity changes its appearance).
function content(fields: Fields): SentContent {
  const legendShown = boolean(fields, 'progress_legend') ?? false
  const startText = fields.start_text ?? ''
  const endText = fields.end_text ?? ''
  if (legendShown && (!startText || !endText)) {
    throw new FieldProblem('start_text and end_text are required when progress_legend is true')
  }
  const progress = integer(fields, 'progress', 0, 100) ?? 0
  return {
    title: fields.title ?? '',
    body: fields.body ?? '',
    severity: severity(fields, 'severity') ?? 'INFO',
    progress,
    steps: integer(fields, 'steps', 1),
    legend: legendShown ? { startText, endText } : undefined,
  }
}

// Case-insensitive like the service, whose own clients send both `INFO` and `info`.
function severity(fields: Fields, name: string): Severity | undefined {
  const value = fields[name]
  if (value === undefined) return undefined
  const found = SEVERITIES.find((candidate) => candidate === value.toUpperCase())
  if (!found) throw new FieldProblem(`${name} must be one of ${SEVERITIES.join(', ')}`)
  return found
}

function boolean(fields: Fields, name: string): boolean | undefined {
  const value = fields[name]
  if (value === undefined) return undefined
  if (value !== 'true' && value !== 'false') throw new FieldProblem(`${name} must be true or false`)
  return value === 'true'
}

function integer(
  fields: Fields,
  name: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const value = fields[name]
  if (value === undefined) return undefined
  const number = Number(value)
  if (!/^\d+$/.test(value) || number < min || number > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`
    throw new FieldProblem(`${name} must be an integer ${range}`)
  }
  return number
}
