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
  form.append('title', content.title)
  form.append('body', content.body)
  checkSeverity(operation, 'severity', content.severity)
  form.append('severity', content.severity)
  checkInteger(operation, 'progress', content.progress, 0, 100)
  form.append('progress', String(content.progress))
  if (content.steps !== undefined) {
    checkInteger(operation, 'steps', content.steps, 1, Number.MAX_SAFE_INTEGER)
    form.append('steps', String(content.steps))
  }
  const legend = content.progressLegend ?? false
  if (legend && (!content.startText || !content.endText)) {
    throw new SignalgridRequestError(
      operation,
      'progress_legend',
      'is true, which requires both start_text and end_text',
    )
  }
  form.append('progress_legend', legend ? 'true' : 'false')
  if (content.startText) form.append('start_text', content.startText)
  if (content.endText) form.append('end_text', content.endText)
  if (end?.dismissalDelay) {
    checkInteger(operation, 'dismissal_delay', end.dismissalDelay, 0, Number.MAX_SAFE_INTEGER)
    form.append('dismissal_delay', String(end.dismissalDelay))
  }
  return form
}

function credentialFields(operation: Operation, { clientKey, channel }: Credentials): URLSearchParams {
  if (!clientKey.trim()) throw new SignalgridRequestError(operation, 'client_key', 'is empty')
  if (!channel.trim()) throw new SignalgridRequestError(operation, 'channel', 'is empty')
  return new URLSearchParams({ client_key: clientKey, channel })
}

function checkSeverity(operation: Operation, field: string, value: string): void {
  if (!(SEVERITIES as readonly string[]).includes(value)) {
    throw new SignalgridRequestError(operation, field, `must be one of ${SEVERITIES.join(', ')}`)
  }
}

function checkInteger(operation: Operation, field: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`
    throw new SignalgridRequestError(operation, field, `must be a whole number ${range}`)
  }
}
