// The requests the job made to Signalgrid, as table rows: from the emulator's record (what arrived, what
// the phone did with it) or, against the real service, from the action's own journal of what it sent.
// The client key and the channel are never part of a row: the table says once that they were masked.
import { type JournalEntry, sentEntries } from '../../../src/activity/folder-schema.js'
import type { PhoneActivity, RecordedRequest } from '../../support/signalgrid-emulator.js'
import { renderTable } from './table.js'
import type { Paint } from './text.js'

export interface RequestRow {
  /** ms since the epoch. */
  readonly at: number
  readonly kind: string
  /** The fields that matter for the kind, `name=value`, the credentials left out. */
  readonly fields: string
  readonly outcome: string
  readonly ok: boolean
}

/** What each kind of request changes; the rest is the same in every request of the activity. */
const FIELDS_SHOWN: Record<string, readonly string[]> = {
  start: ['title', 'body', 'severity', 'progress', 'steps', 'legend'],
  update: ['token', 'progress', 'steps', 'severity', 'body'],
  end: ['token', 'progress', 'severity', 'body', 'dismissal_delay'],
  push: ['type', 'critical', 'title', 'body'],
}

export function emulatorRows(
  requests: readonly RecordedRequest[],
  activities: readonly PhoneActivity[],
): RequestRow[] {
  const shown = shownOnPhone(requests, activities)
  return requests.map((request) => ({
    at: request.at,
    kind: request.kind ?? `${request.method} ${request.path}`,
    fields: fieldsText(request.kind, request.fields),
    ...emulatorOutcome(request, shown.get(request)),
  }))
}

export function journalRows(journal: readonly JournalEntry[]): RequestRow[] {
  return sentEntries(journal).map((entry) => ({
    at: entry.at,
    kind: entry.kind === 'alert' ? 'push' : entry.kind,
    fields: [
      entry.progress === undefined ? '' : `progress=${entry.progress}`,
      entry.severity ? `${entry.kind === 'alert' ? 'type' : 'severity'}=${entry.severity}` : '',
      entry.body === undefined ? '' : `${entry.kind === 'alert' ? 'title' : 'body'}=${quote(entry.body)}`,
    ]
      .filter(Boolean)
      .join(' '),
    outcome: entry.error
      ? `✗ ${entry.error}`
      : `OK${entry.remaining === undefined ? '' : ` · ${entry.remaining} left this month`}`,
    ok: !entry.error,
  }))
}

export function renderRequests(
  rows: readonly RequestRow[],
  since: number,
  width: number,
  paint: Paint,
): string[] {
  return renderTable(
    ['time', 'request', 'fields that matter', 'outcome'],
    rows.map((row) => [`+${((row.at - since) / 1000).toFixed(1)}s`, row.kind, row.fields, row.outcome]),
    width,
    paint,
  )
}

function fieldsText(kind: string | undefined, fields: Readonly<Record<string, string>>): string {
  const values: Record<string, string | undefined> = {
    ...fields,
    legend:
      fields.progress_legend === 'true' ? `${fields.start_text ?? ''} → ${fields.end_text ?? ''}` : undefined,
  }
  return (FIELDS_SHOWN[kind ?? ''] ?? [])
    .flatMap((name) => {
      const value = values[name]
      return value === undefined ? [] : [`${name}=${quote(name === 'body' ? firstLine(value) : value)}`]
    })
    .join(' ')
}

function emulatorOutcome(
  request: RecordedRequest,
  shown: boolean | undefined,
): Pick<RequestRow, 'outcome' | 'ok'> {
  if (request.outcome === 'rejected') return { outcome: `✗ refused: ${request.rejection?.text}`, ok: false }
  if (request.outcome === 'unprocessed') {
    const answer = request.answer ? `HTTP ${request.answer.status}` : 'no answer'
    return { outcome: `✗ ${answer}, not processed`, ok: false }
  }
  const remaining = answerField(request, 'remaining')
  const phone =
    request.kind === 'push'
      ? 'delivered'
      : shown === false
        ? 'the phone ignored it: too soon after the last update it showed'
        : 'shown'
  return { outcome: `OK · ${phone}${remaining === undefined ? '' : ` · ${remaining} left`}`, ok: true }
}

/**
 * Whether the phone showed each accepted activity message: an activity's accepted messages, in the order
 * they arrived, are its history entries.
 */
function shownOnPhone(
  requests: readonly RecordedRequest[],
  activities: readonly PhoneActivity[],
): Map<RecordedRequest, boolean> {
  const shown = new Map<RecordedRequest, boolean>()
  for (const activity of activities) {
    const messages = requests.filter(
      (request) =>
        request.outcome === 'accepted' &&
        request.kind !== 'push' &&
        (request.fields.token ?? answerField(request, 'activity_update_token')) === activity.view.token,
    )
    messages.forEach((request, index) => {
      const entry = activity.history[index]
      if (entry) shown.set(request, entry.shown)
    })
  }
  return shown
}

function answerField(request: RecordedRequest, name: string): string | undefined {
  try {
    const value = (JSON.parse(request.answer?.body ?? '') as Record<string, unknown>)[name]
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

function firstLine(text: string): string {
  const [first = '', ...rest] = text.split('\n')
  return rest.length ? `${first} (+${rest.length} lines)` : first
}

function quote(value: string): string {
  return /[\s"]/.test(value) || value === '' ? JSON.stringify(value) : value
}
