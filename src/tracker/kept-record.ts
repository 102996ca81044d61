import type { ActivityFolder } from '../activity/folder.js'
import type { ActivityRecord } from '../activity/folder-schema.js'
import type { JournalSeal } from '../activity/journal-seal.js'
import type { ActivityContent } from '../signalgrid/types.js'

/**
 * The activity's record as the tracker keeps it: each change written to the folder at once, where post builds the
 * end from it. And what the tracker has to say, which it cannot print (its stdio is not the job log's): written to
 * the journal, which post prints.
 */
export class KeptRecord {
  readonly folder: ActivityFolder
  readonly #seal: JournalSeal
  #record: ActivityRecord

  constructor(folder: ActivityFolder, record: ActivityRecord, seal: JournalSeal) {
    this.folder = folder
    this.#record = record
    this.#seal = seal
  }

  get current(): ActivityRecord {
    return this.#record
  }

  keep(change: Partial<ActivityRecord>): void {
    this.#record = { ...this.#record, ...change }
    this.folder.writeRecord(this.#record)
  }

  /** The latest content, and the step that failed when none was kept before. */
  save(content: ActivityContent, failedStep?: string): void {
    this.keep({ content, ...(failedStep && !this.#record.failedStep ? { failedStep } : {}) })
  }

  /** A line for the debug log, under the action's seal: post prints no other. */
  debug(message: string): void {
    this.folder.appendJournal(this.#seal.seal({ at: Date.now(), kind: 'debug', message }))
  }

  /** A line for the job log as it is, under the action's seal. */
  info(message: string): void {
    this.folder.appendJournal(this.#seal.seal({ at: Date.now(), kind: 'info', message }))
  }

  /** A line for the job log, as a notice, under the action's seal. */
  notice(message: string): void {
    this.folder.appendJournal(this.#seal.seal({ at: Date.now(), kind: 'notice', message }))
  }
}
