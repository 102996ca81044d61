import { createHash } from 'node:crypto'
import { type FSWatcher, lstatSync, readdirSync, rmSync, watch } from 'node:fs'
import { join } from 'node:path'
import {
  type ActivityRecord,
  checkedRecord,
  type ExplicitUpdate,
  explicitUpdate,
  type JournalEntry,
  MAX_RECORD_BYTES,
  type TrackerRecord,
  trackerRecord,
} from './folder-schema.js'
import { activitiesFolder, privateFolder } from './private-folder.js'
import { appendLine, isFile, isFolder, readJson, readText, writeAtomically } from './safe-files.js'

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

  /** The activity's record, each field checked as it is read (checkedRecord), `known` where one fails. */
  readRecord(known?: ActivityRecord): ActivityRecord | undefined {
    return checkedRecord(readJson(this.#file('activity.json'), MAX_RECORD_BYTES), known)
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
    return trackerRecord(readJson(this.#file('tracker.json')))
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

/** The stop file's text when post asks the tracker to stop after its job failed. */
const STOP_AFTER_FAILURE = 'failure'

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
