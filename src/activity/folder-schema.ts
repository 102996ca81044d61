import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH } from '../constants.js'
import type { Outcome } from '../outcome.js'
import { isActivityToken } from '../signalgrid/activity-token.js'
import type { ChannelResult } from '../signalgrid/channels.js'
import { contentFaults } from '../signalgrid/form.js'
import { type ActivityContent, SEVERITIES, type Severity } from '../signalgrid/types.js'
import type { RedStreak } from './failure-alert.js'

// What the activity's folder (folder.ts) holds, and the checks of what is read back from it: any step of the
// job runs as the same user and can write there.

/** The activity as this job knows it: what the phone shows (or should), and since when. No secrets. */
export interface ActivityRecord {
  /**
   * The activity's token; with several channels, every channel's (src/signalgrid/channels.ts). Empty where it is not
   * known yet: a shared matrix's leg whose tracker takes the legs over once it reads the token (stages/matrix-join.ts).
   */
  readonly token: string
  /** When this job began showing the activity, in ms since the epoch. */
  readonly startedAt: number
  readonly content: ActivityContent
  /** Requests to keep from the monthly quota for the end (and the alert), set by the use that owns it. */
  readonly quotaReserve: number
  /** The step that failed, when the tracker saw one. */
  readonly failedStep?: string
  /**
   * How long the activity usually takes, from the last few successful runs (progress-mode time): the end says it
   * beside how long the activity took.
   */
  readonly usualMs?: number
  /** How long the activity waited for approval, as the tracker's view last had it: the end says it after a success. */
  readonly approvalWaitMs?: number
  /**
   * The failed runs of the workflow on this branch just before this one, as the history's list shows them: a
   * success then sends the "fixed" push (`fixed-alert`).
   */
  readonly redStreak?: RedStreak
  /**
   * When the activity began, as the run's jobs show it (its first job's use of the action): the end counts from
   * here. Undefined where the run's jobs could not be read: this job's own start, then.
   */
  readonly activityStartedAt?: number
  /** A shared matrix's legs and how long each usually takes, by its label: the tally weighs the legs by it. */
  readonly legsUsualMs?: Readonly<Record<string, number>>
}

/** The longest record read back: the action's are a few KiB, a matrix's legs included. */
export const MAX_RECORD_BYTES = 1024 * 1024

/**
 * The record as read back, field by field: a later step can rewrite the file while post runs, and the end must
 * still go out. A field that is not of its type, or that the service would refuse (the form's own rules), takes
 * `known`'s value, what the stage itself knows (its token and start, the content its inputs give); without
 * `known`, or where it has none, such a field is left out, and a record left without one it needs is none. A
 * record, or content, that is no object at all is `known` whole.
 */
export function checkedRecord(value: unknown, known?: ActivityRecord): ActivityRecord | undefined {
  if (!isObject(value)) return known
  const fields = fieldByField(value, RECORD_FIELDS, known)
  const content = checkedContent(value.content, known?.content)
  const { token, startedAt, quotaReserve } = fields
  if (token === undefined || startedAt === undefined || quotaReserve === undefined || !content)
    return undefined
  return { ...fields, token, startedAt, quotaReserve, content }
}

/** The content as read back: each field as checkedRecord says, the service's rules (contentFaults) over them. */
function checkedContent(value: unknown, known: ActivityContent | undefined): ActivityContent | undefined {
  if (!isObject(value)) return known
  const fields: Partial<Record<keyof ActivityContent, unknown>> = fieldByField(value, CONTENT_FIELDS, known)
  for (const { keys } of contentFaults(fields as ActivityContent)) {
    for (const key of keys) {
      if (known?.[key] === undefined) delete fields[key]
      else fields[key] = known[key]
    }
  }
  const { title, body, severity, progress } = fields
  const whole = title !== undefined && body !== undefined && severity !== undefined && progress !== undefined
  return whole ? (fields as ActivityContent) : undefined
}

type Check = (value: unknown) => boolean

const isText: Check = (value) => typeof value === 'string'
const isTime: Check = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value)

const RECORD_FIELDS: { readonly [Key in Exclude<keyof ActivityRecord, 'content'>]-?: Check } = {
  // Empty in a leg's tracker's folder until it reads the matrix's token on the run's board.
  token: (value) => value === '' || (typeof value === 'string' && isActivityToken(value)),
  startedAt: isTime,
  quotaReserve: (value) => Number.isSafeInteger(value) && (value as number) >= 0,
  failedStep: optional(isText),
  usualMs: optional(isTime),
  approvalWaitMs: optional(isTime),
  redStreak: optional(
    (value) =>
      isObject(value) &&
      Number.isSafeInteger(value.runs) &&
      (value.runs as number) > 0 &&
      isTime(value.since),
  ),
  activityStartedAt: optional(isTime),
  legsUsualMs: optional((value) => isObject(value) && Object.values(value).every(isTime)),
}

/** Their types; the service's own rules for the severity, the progress, the steps and the legend come after. */
const CONTENT_FIELDS: { readonly [Key in keyof ActivityContent]-?: Check } = {
  title: isText,
  body: isText,
  severity: isText,
  progress: (value) => typeof value === 'number',
  steps: optional((value) => typeof value === 'number'),
  progressLegend: optional((value) => typeof value === 'boolean'),
  startText: optional(isText),
  endText: optional(isText),
}

/**
 * Each field of `checks` that holds as read, else known's; a field that is neither is left out. A field the object
 * read lacks where it may holds: the action left it out.
 */
function fieldByField<Fields extends object>(
  read: Readonly<Record<string, unknown>>,
  checks: { readonly [Key in keyof Fields]?: Check },
  known: Fields | undefined,
): Partial<Fields> {
  const fields: Partial<Fields> = {}
  for (const key of Object.keys(checks) as (keyof Fields & string)[]) {
    const value = checks[key]?.(read[key]) ? (read[key] as Fields[typeof key]) : known?.[key]
    if (value !== undefined) fields[key] = value
  }
  return fields
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** One request sent for the activity (or the alert), as the job summary lists it. */
export interface SentEntry {
  readonly at: number
  readonly kind: 'start' | 'update' | 'end' | 'alert'
  readonly by: 'pre' | 'main' | 'post' | 'tracker'
  readonly progress?: number
  readonly severity?: Severity
  readonly body?: string
  readonly ruuid?: string
  readonly remaining?: number
  /** Why it failed; absent when it succeeded. */
  readonly error?: string
  /** With several channels, each one's result in the activity's order (null: not sent to it). */
  readonly channels?: readonly (ChannelResult | null)[]
  /** The action's seal, on an end (journal-seal.ts). */
  readonly seal?: string
}

/** Something the tracker wants said in the job log; it cannot print once its stage has ended, so post does. */
export interface NoticeEntry {
  readonly at: number
  readonly kind: 'notice'
  readonly message: string
  /** The tracker's seal: no other step can write a notice post prints (journal-seal.ts). */
  readonly seal?: string
}

/** A line for the debug log (why the bar counts steps, say); post prints it with core.debug. */
export interface DebugEntry {
  readonly at: number
  readonly kind: 'debug'
  readonly message: string
  readonly seal?: string
}

/** A line for the job log as it is, no annotation (a dry run's request); post prints it with core.info. */
export interface InfoEntry {
  readonly at: number
  readonly kind: 'info'
  readonly message: string
  readonly seal?: string
}

/**
 * A leg of a shared matrix reported on the run's board by its tracker, in the place of its post (its job cancelled,
 * its post not begun): 'begun' as it sets out, and post, should it come meanwhile, waits for it to finish; 'done'
 * once the board took the report and the matrix's end, where it fell to this leg, was sent: post, should it run
 * after all, leaves no other report and no other end.
 */
export interface ReportEntry {
  readonly at: number
  readonly kind: 'report'
  readonly phase: 'begun' | 'done'
  readonly outcome: Outcome
  /** The tracker's seal: no other step can write a report post takes for its own (journal-seal.ts). */
  readonly seal?: string
}

export type JournalEntry = SentEntry | NoticeEntry | DebugEntry | InfoEntry | ReportEntry

const SENT: readonly unknown[] = ['start', 'update', 'end', 'alert'] satisfies SentEntry['kind'][]
const SENDERS: readonly unknown[] = ['pre', 'main', 'post', 'tracker'] satisfies SentEntry['by'][]

/**
 * The entries that are requests sent, as the summary and the quota read them: only those whose every field is of
 * its type and range, since any step of the job can append to the journal.
 */
export function sentEntries(journal: readonly JournalEntry[]): SentEntry[] {
  return journal.filter(isSentEntry)
}

function isSentEntry(entry: JournalEntry): entry is SentEntry {
  const { at, kind, by, progress, severity, body, ruuid, remaining, error, channels, seal } =
    entry as unknown as Readonly<Record<string, unknown>>
  return (
    SENT.includes(kind) &&
    SENDERS.includes(by) &&
    isMoment(at) &&
    optional((value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100)(
      progress,
    ) &&
    optional((value) => (SEVERITIES as readonly unknown[]).includes(value))(severity) &&
    [body, ruuid, error, seal].every(optional(isText)) &&
    optional(Number.isInteger)(remaining) &&
    optional(
      (value) => Array.isArray(value) && value.every((result) => result === null || isChannelResult(result)),
    )(channels)
  )
}

function isChannelResult(value: unknown): value is ChannelResult {
  if (!isObject(value)) return false
  const { ruuid, remaining, error } = value
  return [ruuid, error].every(optional(isText)) && optional(Number.isInteger)(remaining)
}

/** A time in ms since the epoch that a Date can hold (one past ±8.64e15 ms is no date). */
function isMoment(value: unknown): boolean {
  return isTime(value) && (value as number) <= 8.64e15
}

/** The fields an update sets; the others keep their value. */
export interface UpdateFields {
  readonly title?: string
  readonly body?: string
  readonly severity?: Severity
  readonly progress?: number
}

/** An update asked for by a use of the action, and when. */
export interface ExplicitUpdate extends UpdateFields {
  readonly at: number
}

/** What a stage records of the tracker it started. */
export interface TrackerRecord {
  readonly pid: number
  /** Where the tracker listens (src/tracker/endpoint.ts): reaching it there proves it is still running. */
  readonly endpoint: string
}

/** The tracker's record, if its fields are of their types. */
export function trackerRecord(value: unknown): TrackerRecord | undefined {
  const { pid, endpoint } = (value ?? {}) as Partial<TrackerRecord>
  return Number.isSafeInteger(pid) && (pid as number) > 0 && typeof endpoint === 'string'
    ? { pid: pid as number, endpoint }
    : undefined
}

/** The update an inbox entry holds, if every field it has is of its type and in its range. */
export function explicitUpdate(value: unknown): ExplicitUpdate | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const { at, title, body, severity, progress } = value as Record<string, unknown>
  const text = (field: unknown, maxLength: number) =>
    field === undefined || (typeof field === 'string' && Array.from(field).length <= maxLength)
  const valid =
    typeof at === 'number' &&
    Number.isFinite(at) &&
    at >= 0 &&
    text(title, MAX_TITLE_LENGTH) &&
    text(body, MAX_BODY_LENGTH) &&
    (severity === undefined || (SEVERITIES as readonly unknown[]).includes(severity)) &&
    (progress === undefined ||
      (Number.isInteger(progress) && (progress as number) >= 0 && (progress as number) <= 100))
  if (!valid) return undefined
  return {
    at,
    ...(title === undefined ? {} : { title: title as string }),
    ...(body === undefined ? {} : { body: body as string }),
    ...(severity === undefined ? {} : { severity: severity as Severity }),
    ...(progress === undefined ? {} : { progress: progress as number }),
  }
}
