import { createHash, randomBytes } from 'node:crypto'
import {
  closeSync,
  constants,
  type FSWatcher,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  watch,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH } from '../constants.js'
import type { ChannelResult } from '../signalgrid/channels.js'
import { type ActivityContent, SEVERITIES, type Severity } from '../signalgrid/types.js'
import { activitiesFolder, privateFolder } from './private-folder.js'

/** The activity as this job knows it: what the phone shows (or should), and since when. No secrets. */
export interface ActivityRecord {
  /** The activity's token; with several channels, every channel's (src/signalgrid/channels.ts). */
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
  /**
   * When the activity began, as the run's jobs show it (its first job's use of the action): the end counts from
   * here. Undefined where the run's jobs could not be read: this job's own start, then.
   */
  readonly activityStartedAt?: number
  /** A shared matrix's legs and how long each usually takes, by its label: the tally weighs the legs by it. */
  readonly legsUsualMs?: Readonly<Record<string, number>>
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
  readonly outcome: 'failure' | 'cancelled'
  /** The tracker's seal: no other step can write a report post takes for its own (journal-seal.ts). */
  readonly seal?: string
}

export type JournalEntry = SentEntry | NoticeEntry | DebugEntry | ReportEntry

const SENT: readonly JournalEntry['kind'][] = [
  'start',
  'update',
  'end',
  'alert',
] satisfies SentEntry['kind'][]

/** The entries that are requests sent, as the summary and the quota read them. */
export function sentEntries(journal: readonly JournalEntry[]): SentEntry[] {
  return journal.filter((entry): entry is SentEntry => SENT.includes(entry.kind))
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

/**
 * The folder that every process of this job shares about one activity: the stages of each use of the action
 * and the background tracker. It lives in RUNNER_TEMP, which the runner empties for each job; without it (a
 * run outside a runner), in a folder of this user's own under the system's temporary folder, where every stage
 * and the tracker find it by the same name. The name is a hash of the token so that no token can point
 * outside it.
 *
 * Folders are this user's alone (0700) and files are written whole and renamed into place, or appended to,
 * never through a link: a link planted in the folder is replaced or refused, never followed, so no write of
 * the action lands in another file, and no read takes another file's content for the activity's.
 */
export class ActivityFolder {
  constructor(readonly path: string) {}

  /** The folder of the activity with this token in this job. */
  static of(runnerTemp: string, token: string): ActivityFolder {
    const id = createHash('sha256').update(token).digest('hex').slice(0, 16)
    return new ActivityFolder(join(activitiesFolder(runnerTemp), id))
  }

  /**
   * Whether an earlier use of the action in this job already holds the activity: its record is there, even
   * as something the record cannot be read from.
   */
  exists(): boolean {
    return lstatSync(this.#file('activity.json'), { throwIfNoEntry: false }) !== undefined
  }

  create(record: ActivityRecord): void {
    privateFolder(join(this.path, '..'))
    privateFolder(this.path)
    privateFolder(join(this.path, 'inbox'))
    this.writeRecord(record)
  }

  readRecord(): ActivityRecord | undefined {
    return readJson(this.#file('activity.json')) as ActivityRecord | undefined
  }

  writeRecord(record: ActivityRecord): void {
    writeAtomically(this.#file('activity.json'), JSON.stringify(record))
  }

  /** One line per entry; appends of a line this small are atomic, so several processes may write. */
  appendJournal(entry: JournalEntry): void {
    appendLine(this.#file('journal.jsonl'), `${JSON.stringify(entry)}\n`)
  }

  readJournal(): JournalEntry[] {
    return (readText(this.#file('journal.jsonl')) ?? '')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as JournalEntry]
        } catch {
          return []
        }
      })
  }

  /** Hands an update to the tracker. Written whole and then renamed, so it is never read half-written. */
  postToInbox(update: ExplicitUpdate): void {
    const inbox = join(this.path, 'inbox')
    privateFolder(inbox)
    const name = `${String(update.at).padStart(15, '0')}-${process.pid}.json`
    writeAtomically(join(inbox, name), JSON.stringify(update))
  }

  /**
   * The updates handed over so far, oldest first, each removed once read. One whose fields are not an update
   * (a wrong type, a value out of range, a link) is removed unread: nothing but the action writes here.
   */
  takeInbox(): ExplicitUpdate[] {
    const inbox = join(this.path, 'inbox')
    if (!isFolder(inbox)) return []
    return readdirSync(inbox)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .flatMap((name) => {
        const path = join(inbox, name)
        const update = explicitUpdate(readJson(path))
        rmSync(path, { force: true })
        return update ? [update] : []
      })
  }

  /**
   * Calls `onRequest` as soon as something asks the tracker for something: a request to stop, an update handed
   * over. Node's fs.watch (inotify on Linux, FSEvents on macOS, ReadDirectoryChangesW on Windows), which may miss
   * an event or not start (a system's limit of watches): the tracker still looks now and then. It never holds the
   * process. Returns what stops watching.
   */
  watchRequests(onRequest: () => void): () => void {
    const inbox = join(this.path, 'inbox')
    const watchers = [
      watchNames(this.path, (name) => name === 'stop', onRequest),
      // Taking an entry removes it, which is no request: only an entry that is there is one.
      watchNames(inbox, (name) => name.endsWith('.json') && isFile(join(inbox, name)), onRequest),
    ]
    return () => {
      for (const watcher of watchers) watcher?.close()
    }
  }

  /** The tracker's last look at the run, which post draws in the job summary (last-look.ts). */
  writeLastLook(text: string): void {
    writeAtomically(this.#file('run.json'), text)
  }

  /** The last look's text, unless it is longer than `maxBytes`. */
  readLastLook(maxBytes: number): string | undefined {
    return readText(this.#file('run.json'), maxBytes)
  }

  /** The tracker started for the activity in this job, if one was: how post finds it and knows it. */
  writeTracker(tracker: TrackerRecord): void {
    writeAtomically(this.#file('tracker.json'), JSON.stringify(tracker))
  }

  readTracker(): TrackerRecord | undefined {
    const { pid, endpoint } = (readJson(this.#file('tracker.json')) ?? {}) as Partial<TrackerRecord>
    return Number.isSafeInteger(pid) && (pid as number) > 0 && typeof endpoint === 'string'
      ? { pid: pid as number, endpoint }
      : undefined
  }

  /**
   * Asks the tracker to stop: its watch of the folder tells it (watchRequests), if its endpoint does not first.
   * `jobFailed`: and to read the job once more as it stops, for the step it failed at (stopsAfterFailure).
   * The markers are files the action wrote: a link in their place is neither.
   */
  requestStop(jobFailed = false): void {
    writeAtomically(this.#file('stop'), jobFailed ? STOP_AFTER_FAILURE : '')
  }

  stopRequested(): boolean {
    return isFile(this.#file('stop'))
  }

  /** Post asked the tracker to stop after its job failed (requestStop). */
  stopsAfterFailure(): boolean {
    return readText(this.#file('stop'), STOP_AFTER_FAILURE.length) === STOP_AFTER_FAILURE
  }

  /** Written by the tracker as its last act: nothing it sends can arrive after this. */
  markStopped(): void {
    writeAtomically(this.#file('stopped'), '')
  }

  isStopped(): boolean {
    return isFile(this.#file('stopped'))
  }

  #file(name: string): string {
    return join(this.path, name)
  }
}

/** What a stage records of the tracker it started. */
export interface TrackerRecord {
  readonly pid: number
  /** Where the tracker listens (src/tracker/endpoint.ts): reaching it there proves it is still running. */
  readonly endpoint: string
}

/** The stop file's text when post asks the tracker to stop after its job failed. */
const STOP_AFTER_FAILURE = 'failure'

// Windows has no O_NOFOLLOW; a link there takes a privilege that steps seldom hold.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0

/** Writes a file whole under a name of its own, created exclusively, then renames it over `path`, link or not. */
function writeAtomically(path: string, content: string): void {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  const fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600)
  try {
    writeSync(fd, content)
  } finally {
    closeSync(fd)
  }
  try {
    renameSync(temporary, path)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/**
 * Appends to `path`, never through a link: a symbolic link there is refused by the open, a hard link (a file
 * with another name elsewhere) by its link count; either is removed, and the file created anew.
 */
function appendLine(path: string, line: string): void {
  const append = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | NO_FOLLOW
  let fd: number
  try {
    fd = openSync(path, append, 0o600)
    const stat = fstatSync(fd)
    if (!stat.isFile() || stat.nlink !== 1) {
      closeSync(fd)
      throw Object.assign(new Error('a link'), { code: 'ELOOP' })
    }
  } catch (error) {
    // ELOOP on Linux and macOS, EMLINK on the BSDs: the name is a link.
    if (!['ELOOP', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
    rmSync(path, { force: true })
    fd = openSync(path, append | constants.O_EXCL, 0o600)
  }
  try {
    writeSync(fd, line)
  } finally {
    closeSync(fd)
  }
}

/** The file's text, or undefined when it cannot be read, is a link, or is longer than `maxBytes`. */
function readText(path: string, maxBytes = Number.POSITIVE_INFINITY): string | undefined {
  let fd: number
  try {
    fd = openSync(path, constants.O_RDONLY | NO_FOLLOW)
  } catch {
    return undefined
  }
  try {
    const stat = fstatSync(fd)
    return stat.isFile() && stat.size <= maxBytes ? readFileSync(fd, 'utf8') : undefined
  } catch {
    return undefined
  } finally {
    closeSync(fd)
  }
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readText(path) ?? '')
  } catch {
    return undefined
  }
}

/** Watches `folder` for the names `wanted` says are requests; undefined where it cannot be watched. */
function watchNames(
  folder: string,
  wanted: (name: string) => boolean,
  onRequest: () => void,
): FSWatcher | undefined {
  try {
    const watcher = watch(folder, { persistent: false }, (_event, name) => {
      // A system that does not say which name changed: it may be a request.
      if (name === null || wanted(name)) onRequest()
    })
    // The folder removed, or the watch dropped by the system: the tracker's own look remains.
    watcher.on('error', () => watcher.close())
    return watcher
  } catch {
    return undefined
  }
}

function isFile(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isFile() ?? false
}

function isFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false
}

/** The update an inbox entry holds, if every field it has is of its type and in its range. */
function explicitUpdate(value: unknown): ExplicitUpdate | undefined {
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
