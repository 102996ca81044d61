import { createHash } from 'node:crypto'
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import type { ChannelResult } from '../signalgrid/channels.js'
import type { ActivityContent, Severity } from '../signalgrid/types.js'

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
   * How long the activity usually takes, from the last successful run (progress-mode time): the end says it
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
}

/** Something the tracker wants said in the job log; it cannot print once its stage has ended, so post does. */
export interface NoticeEntry {
  readonly at: number
  readonly kind: 'notice'
  readonly message: string
}

/** A line for the debug log (why the bar counts steps, say); post prints it with core.debug. */
export interface DebugEntry {
  readonly at: number
  readonly kind: 'debug'
  readonly message: string
}

export type JournalEntry = SentEntry | NoticeEntry | DebugEntry

/** The entries that are requests sent, as the summary and the quota read them. */
export function sentEntries(journal: readonly JournalEntry[]): SentEntry[] {
  return journal.filter((entry): entry is SentEntry => entry.kind !== 'notice' && entry.kind !== 'debug')
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
 * The folder that every process of this job shares about one activity: the stages of each use of the
 * action and the background tracker. It lives in RUNNER_TEMP, which the runner empties for each job. The
 * name is a hash of the token so that no token can point outside it.
 */
export class ActivityFolder {
  constructor(readonly path: string) {}

  /** The folder of the activity with this token in this job. */
  static of(runnerTemp: string, token: string): ActivityFolder {
    const id = createHash('sha256').update(token).digest('hex').slice(0, 16)
    return new ActivityFolder(join(runnerTemp, 'signalgrid', id))
  }

  /** Whether an earlier use of the action in this job already holds the activity. */
  exists(): boolean {
    return existsSync(this.#file('activity.json'))
  }

  create(record: ActivityRecord): void {
    mkdirSync(join(this.path, 'inbox'), { recursive: true })
    this.writeRecord(record)
  }

  readRecord(): ActivityRecord | undefined {
    return readJson<ActivityRecord>(this.#file('activity.json'))
  }

  writeRecord(record: ActivityRecord): void {
    writeAtomically(this.#file('activity.json'), JSON.stringify(record))
  }

  /** One line per entry; appends of a line this small are atomic, so several processes may write. */
  appendJournal(entry: JournalEntry): void {
    appendFileSync(this.#file('journal.jsonl'), `${JSON.stringify(entry)}\n`)
  }

  readJournal(): JournalEntry[] {
    if (!existsSync(this.#file('journal.jsonl'))) return []
    return readFileSync(this.#file('journal.jsonl'), 'utf8')
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
    const name = `${String(update.at).padStart(15, '0')}-${process.pid}.json`
    writeAtomically(join(this.path, 'inbox', name), JSON.stringify(update))
  }

  /** The updates handed over so far, oldest first, each removed once read. */
  takeInbox(): ExplicitUpdate[] {
    const inbox = join(this.path, 'inbox')
    if (!existsSync(inbox)) return []
    return readdirSync(inbox)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .flatMap((name) => {
        const path = join(inbox, name)
        const update = readJson<ExplicitUpdate>(path)
        rmSync(path, { force: true })
        return update ? [update] : []
      })
  }

  /** The pid of the tracker started for the activity in this job, if one was. */
  writeTrackerPid(pid: number): void {
    writeAtomically(this.#file('tracker.pid'), String(pid))
  }

  readTrackerPid(): number | undefined {
    const pid = Number(readText(this.#file('tracker.pid')))
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  }

  /** Asks the tracker to stop: it notices the file on its next tick (a signal wakes it sooner where there are signals). */
  requestStop(): void {
    writeFileSync(this.#file('stop'), '')
  }

  stopRequested(): boolean {
    return existsSync(this.#file('stop'))
  }

  /** Written by the tracker as its last act: nothing it sends can arrive after this. */
  markStopped(): void {
    writeFileSync(this.#file('stopped'), '')
  }

  isStopped(): boolean {
    return existsSync(this.#file('stopped'))
  }

  #file(name: string): string {
    return join(this.path, name)
  }
}

function writeAtomically(path: string, content: string): void {
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, content)
  renameSync(temporary, path)
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readText(path) ?? '') as T
  } catch {
    return undefined
  }
}
