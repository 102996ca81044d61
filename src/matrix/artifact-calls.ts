// The run's artifacts, through @actions/artifact: the only module that loads the library (the board's chunk,
// which only a stage that uses the board loads). Each call here is one of the library's, with what the board
// needs of it: a note is one small file, stored as it is, listed, downloaded or deleted by its name, and a
// failure said in one line that carries neither the runtime token nor a signed URL. The deadline and the
// tries around these calls are the board's (board-deadline.ts).
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ArtifactNotFoundError, DefaultArtifactClient } from '@actions/artifact'
import { causeOf } from '../net/cause.js'
import { redact } from '../net/redact.js'

/** Entries matter only while the run lasts: one day, the shortest retention an artifact takes. */
export const BOARD_RETENTION_DAYS = 1

/**
 * The most text an entry is read for: a matrix's token with the usual time of each of 256 legs (a label of up
 * to 60 characters each), sealed, holds less. A larger entry is none of ours, and is not downloaded.
 */
export const MAX_ENTRY_BYTES = 128 * 1024

/** An entry on the board, as a listing found it. */
export interface Entry {
  readonly name: string
  readonly id: number
  /** When the service created it (its upload began), by the service's clock. */
  readonly createdAt: Date | undefined
  /** "sha256:<hex>" of its text, as the uploader reported it; undefined where the service gives none. */
  readonly digest: string | undefined
  /** Its text's length in bytes, as the service lists it. */
  readonly size: number
}

/** The entries whose names start with `prefix`, oldest first, as one call to the service found them. */
export interface Listing {
  readonly prefix: string
  readonly entries: readonly Entry[]
}

const client = new DefaultArtifactClient()

/**
 * One ListArtifacts call: the library lists every artifact of the run, and the names are filtered here. An
 * artifact listed twice (a finalize retried past a timeout can leave two) is one entry.
 */
export async function listing(prefix: string): Promise<Listing> {
  const { artifacts } = await client.listArtifacts()
  const entries = new Map<number, Entry>()
  for (const { name, id, createdAt, digest, size } of artifacts) {
    if (name.startsWith(prefix) && !entries.has(id)) entries.set(id, { name, id, createdAt, digest, size })
  }
  return { prefix, entries: [...entries.values()] }
}

/** The file's upload under `name`: 'taken' when the service refuses the name. */
export function upload(name: string, text: string): Promise<'left' | 'taken'> {
  return inFolder(async (folder) => {
    const file = join(folder, name)
    await writeFile(file, text)
    try {
      // A single file needs no archive: stored as it is, nothing compressed or unpacked either way.
      await client.uploadArtifact(name, [file], folder, {
        skipArchive: true,
        retentionDays: BOARD_RETENTION_DAYS,
      })
      return 'left'
    } catch (error) {
      if (isNameTaken(error)) return 'taken'
      throw error
    }
  })
}

/**
 * The entry's text; undefined when it has gone since it was listed, or the file downloaded holds more than
 * MAX_ENTRY_BYTES after all.
 */
export async function download(id: number): Promise<string | undefined> {
  try {
    return await inFolder(async (folder) => {
      await client.downloadArtifact(id, { path: folder, skipDecompress: true })
      // The file is named after the answer's Content-Disposition, or 'artifact': the folder holds only it.
      const [file] = await readdir(folder)
      if (file === undefined) throw new Error('the download left no file')
      const path = join(folder, file)
      return (await stat(path)).size > MAX_ENTRY_BYTES ? undefined : readFile(path, 'utf8')
    })
  } catch (error) {
    if (error instanceof ArtifactNotFoundError) return undefined
    throw error
  }
}

/**
 * Deletes the entry named `name`; one that is gone already counts as deleted (the library looks it up by its
 * name, then deletes it: two calls).
 */
export async function remove(name: string): Promise<void> {
  try {
    await client.deleteArtifact(name)
  } catch (error) {
    if (!(error instanceof ArtifactNotFoundError)) throw error
  }
}

/**
 * The cause of a failed call in one line, with no query string (a download that times out is reported with its
 * path and query, the signature of its signed URL among them) and never the runtime token.
 */
export function libraryCause(error: unknown): string {
  return redact(causeOf(error).replace(/\?\S*/g, ''), [process.env.ACTIONS_RUNTIME_TOKEN ?? ''])
}

/** Runs `work` in a folder of its own under the runner's temp folder, removed afterwards. */
async function inFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'signalgrid-board-'))
  try {
    return await work(folder)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

// The service's refusal reaches us only as the text of a plain Error: "... (409) Conflict: an artifact with
// this name already exists on the workflow run".
function isNameTaken(error: unknown): boolean {
  return error instanceof Error && /\(409\)/.test(error.message)
}
