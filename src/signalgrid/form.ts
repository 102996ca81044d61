import { isServiceToken, SERVICE_TOKEN_SHAPE } from './activity-token.js'
import { type Operation, SignalgridRequestError } from './errors.js'
import { type ActivityContent, type EndOptions, type PushMessage, SEVERITIES } from './types.js'

export interface Credentials {
  readonly clientKey: string
  readonly channel: string
}

export type ActivityPhase = 'start' | 'update' | 'end'

const OPERATION: Record<ActivityPhase, Operation> = {
  start: 'activity start',
  update: 'activity update',
  end: 'activity end',
}

/** The longest token sent back as the service gave it: a start's answer may be up to 64 KiB long. */
const MAX_TOKEN_AS_GIVEN = 1024

/** The form of a push: every value a string, fields in the order the specification lists them. */
export function pushForm(credentials: Credentials, message: PushMessage): URLSearchParams {
  const form = credentialFields('push', credentials)
  if (message.title) form.append('title', message.title)
  if (message.body) form.append('body', message.body)
  form.append('critical', message.critical ? 'true' : 'false')
  const severity = message.severity ?? 'INFO'
  checkSeverity('push', 'type', severity)
  form.append('type', severity)
  return form
}

/**
 * The form of an activity request. `type` carries the phase and `severity` the colour; the whole content goes
 * with every phase, `token` with update and end, `dismissal_delay` with end only. `token` must look like a
 * token of the service's; `as-given` lets through any it may have given (to end at once the activity of a
 * start whose token does not look like one).
 */
export function activityForm(
  credentials: Credentials,
  phase: ActivityPhase,
  content: ActivityContent,
  token?: string,
  end?: EndOptions,
  tokenCheck: 'shape' | 'as-given' = 'shape',
): URLSearchParams {
  const operation = OPERATION[phase]
  const form = credentialFields(operation, credentials)
  form.append('type', phase)
  if (phase !== 'start') {
    const given = token !== undefined && token !== '' && token.length <= MAX_TOKEN_AS_GIVEN
    if (!given || (tokenCheck === 'shape' && !isServiceToken(token))) {
      throw new SignalgridRequestError(
        operation,
        'token',
        `must be the activity_update_token of a start (${SERVICE_TOKEN_SHAPE})`,
      )
    }
    form.append('token', token)
  }
  const [fault] = contentFaults(content)
  if (fault) throw new SignalgridRequestError(operation, fault.field, fault.rule)
  form.append('title', content.title)
  form.append('body', content.body)
  form.append('severity', content.severity)
  form.append('progress', String(content.progress))
  if (content.steps !== undefined) form.append('steps', String(content.steps))
  form.append('progress_legend', content.progressLegend ? 'true' : 'false')
  if (content.startText) form.append('start_text', content.startText)
  if (content.endText) form.append('end_text', content.endText)
  if (end?.dismissalDelay) {
    checkInteger(operation, 'dismissal_delay', end.dismissalDelay, 0, Number.MAX_SAFE_INTEGER)
    form.append('dismissal_delay', String(end.dismissalDelay))
  }
  return form
}

/** A rule of the service's that an activity's content breaks: the form's field, the content's keys it is about. */
export interface ContentFault {
  readonly field: 'severity' | 'progress' | 'steps' | 'progress_legend'
  readonly keys: readonly (keyof ActivityContent)[]
  /** What the field must be, in words. */
  readonly rule: string
}

/**
 * What the service would refuse of `content`, in the order the form sends it: none when it takes it all. The form
 * refuses the first; content read back from disk takes another value for each (src/activity/folder-schema.ts).
 */
export function contentFaults(content: ActivityContent): ContentFault[] {
  const faults: ContentFault[] = []
  if (!(SEVERITIES as readonly unknown[]).includes(content.severity)) {
    faults.push({ field: 'severity', keys: ['severity'], rule: severityRule() })
  }
  if (!isWhole(content.progress, 0, 100)) {
    faults.push({ field: 'progress', keys: ['progress'], rule: wholeRule(0, 100) })
  }
  if (content.steps !== undefined && !isWhole(content.steps, 1, Number.MAX_SAFE_INTEGER)) {
    faults.push({ field: 'steps', keys: ['steps'], rule: wholeRule(1, Number.MAX_SAFE_INTEGER) })
  }
  if (content.progressLegend && (!content.startText || !content.endText)) {
    faults.push({
      field: 'progress_legend',
      keys: ['progressLegend', 'startText', 'endText'],
      rule: 'is true, which requires both start_text and end_text',
    })
  }
  return faults
}

function credentialFields(operation: Operation, { clientKey, channel }: Credentials): URLSearchParams {
  if (!clientKey.trim()) throw new SignalgridRequestError(operation, 'client_key', 'is empty')
  if (!channel.trim()) throw new SignalgridRequestError(operation, 'channel', 'is empty')
  return new URLSearchParams({ client_key: clientKey, channel })
}

function checkSeverity(operation: Operation, field: string, value: string): void {
  if (!(SEVERITIES as readonly string[]).includes(value)) {
    throw new SignalgridRequestError(operation, field, severityRule())
  }
}

function checkInteger(operation: Operation, field: string, value: number, min: number, max: number): void {
  if (!isWhole(value, min, max)) throw new SignalgridRequestError(operation, field, wholeRule(min, max))
}

function isWhole(value: unknown, min: number, max: number): boolean {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
}

function wholeRule(min: number, max: number): string {
  return `must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`}`
}

function severityRule(): string {
  return `must be one of ${SEVERITIES.join(', ')}`
}
