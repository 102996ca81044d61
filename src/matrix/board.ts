// The run's board: small texts the legs of a matrix job leave for each other, as artifacts of the run. The
// legs run on separate machines and share no outputs, but every leg's runtime token reaches the run's
// artifacts: an artifact is visible to every leg once its upload is finalized, and its name is taken once per
// run (the service refuses a second CreateArtifact with 409), which makes claim() a lock no two legs can
// both take. Artifacts carry over into re-run attempts: a name that must not be mistaken for an earlier
// attempt's holds the attempt. Callers load this module with a dynamic import, so @actions/artifact (and
// the blob storage client under it) is a chunk only a stage that uses the board loads. The library writes
// its progress to the step's log, and means to warn when a call fails; its plain lines go to the debug log
// (libraryLinesAsDebug), since one of them carries a name the service's answer gives.
//
// An answer can be lost on the way back, after the service acted or before. The library retries a gateway's
// 5xx, so a create carried out meets its own name on the retry (409); but it throws a network error (a reset
// connection, a timeout, a refused one) at once, whatever the service did. So nothing here takes a failed
// write for undone: a claim says it is unsure, a note left is looked for before it is left again under the
// next name, and a read or a delete, which change nothing, are made again.
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ArtifactNotFoundError, DefaultArtifactClient } from '@actions/artifact'
import type { Waits } from './waits.js'

/**
 * How long one board operation may take before it fails with a BoardError, whatever the service does, and
 * never longer than what the stage has left for the board (Waits: its calls and its waits together). The
 * library waits far longer and takes no signal: a Twirp call is tried 5 times, 3 s apart at first and then
 * 1.5 to 2.25 times longer each time, 24 to 35 s in all when the service answers 5xx, and a hung answer waits
 * for its socket's 3 minute timeout at each attempt; blob storage retries a refused connection or a 500/503
 * 4 times over 16 s, and a download 5 times 5 s apart. Only a network error fails a Twirp call at once. Five
 * seconds lets an operation ride out one 5xx (its retry comes after 3 s), and leaves a stage whose call got
 * no answer the time to find out what the service did.
 */
export const BOARD_DEADLINE_MS = 5_000

/** Entries matter only while the run lasts: one day, the shortest retention an artifact takes. */
export const BOARD_RETENTION_DAYS = 1

/**
 * The most text an entry is read for: a matrix's token with the usual time of each of 256 legs (a label of up
 * to 60 characters each), sealed, holds less. A larger entry is none of ours, and is not downloaded.
 */
export const MAX_ENTRY_BYTES = 128 * 1024

/**
 * How often a read or a delete is made in all when a network error or the deadline cuts it (and the stage has
 * time left): the first time and twice again.
 */
const READ_TRIES = 3

/** The pause before a read is made again after a network error; three times as long before the next. */
const READ_PAUSE_MS = 250

/** How many names leave() tries: its own, then one more for each answer lost on the way. */
const LEAVE_TRIES = 3

/**
 * A line @actions/core writes for a workflow command of the kinds this process issues (the library's debug
 * lines and warnings among them): one line, its data escaped. Anything else written to stdout is plain text.
 */
const COMMAND_LINE =
  /^::(?:debug|notice|warning|error|group|endgroup|add-mask)(?: [^\r\n:]*)?::[^\r\n]*\r?\n?$/

/** A board entry's name: also its artifact's name and its file's, so only characters all three accept. */
const ENTRY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/**
 * The codes of the network errors @actions/artifact throws at once, unretried, whether or not the service
 * acted: its Twirp client's NetworkError, and blob storage's once its own retries are spent.
 */
const NETWORK_ERROR = /\b(ECONNRESET|ETIMEDOUT|ENOTFOUND|ECONNREFUSED|EHOSTUNREACH)\b/

export type BoardOperation = 'claim' | 'leave' | 'read' | 'list' | 'remove'

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

/**
 * What a claim came to: 'claimed' by this upload; 'listed', the name shown taken; 'unsure' when the name may
 * be taken, by another leg or by this claim, with nobody to be sure of it: the service refused the name that no
 * listing showed (another leg's upload under way, a name burnt by a create never finalized, or this leg's own
 * create carried out and its answer lost, which the client's retry then met), or the upload met a network error
 * or the deadline, whatever the service had done by then.
 */
export type ClaimOutcome = 'claimed' | 'listed' | 'unsure'

/**
 * A board operation failed: the service refused it, could not be reached, or did not finish within its
 * deadline. The message names the board, the operation, the entry and the cause; neither carries the runtime
 * token or a signed URL.
 */
export class BoardError extends Error {
  override name = 'BoardError'
  readonly operation: BoardOperation
  /** The entry's name; the prefix for list(); the names, joined by ',', for removeListed(). */
  readonly entry: string
  /**
   * True when the deadline cut it. The library's own retries then go on, and hold the process open until
   * they end: up to 35 s more against a service answering 5xx, minutes against one that does not answer. A
   * stage that met one ends its process itself once its work is done, or its step would wait on them.
   */
  readonly timedOut: boolean
  /** The network error's code when one failed it ('ECONNRESET'): the service may have acted, or not. */
  readonly network: string | undefined

  constructor(operation: BoardOperation, entry: string, cause: string, timedOut: boolean) {
    super(`The run's board could not ${operation} "${entry}": ${cause}`)
    this.operation = operation
    this.entry = entry
    this.timedOut = timedOut
    this.network = timedOut ? undefined : NETWORK_ERROR.exec(cause)?.[1]
  }
}

const client = new DefaultArtifactClient()

/**
 * The board as one stage of one leg uses it: `waits`, what the stage may still spend on the board, cuts every
 * operation at its deadline and holds the pauses before a read made again.
 */
export class Board {
  constructor(readonly waits: Waits) {
    libraryLinesAsDebug()
  }

  /**
   * Leaves `text` on the board under `name`, unless the name is taken. `seen`, a listing this stage made that
   * covers the name, stands for the look claim() takes first: a name it holds is still taken (only remove()
   * frees one), and one taken since meets the service's refusal. A claim whose outcome is 'unsure' is looked
   * for: a listing that shows the name says whose it is (holds()).
   */
  async claim(name: string, text: string, seen?: Listing): Promise<ClaimOutcome> {
    checkName(name)
    if (seen && !name.startsWith(seen.prefix)) {
      throw new RangeError(`A listing of "${seen.prefix}" cannot say whether "${name}" is taken`)
    }
    // Looked for first because the library means to annotate the job with a warning when an upload fails
    // (in 6.2 its catch misses the failure of the promise it returns, a slip a patch release may mend):
    // only two legs claiming at the same moment still meet the service's refusal.
    const entries = seen?.entries ?? (await this.list(name)).entries
    if (entries.some((entry) => entry.name === name)) return 'listed'
    const uploaded = await this.#upload('claim', name, text)
    return uploaded === 'left' ? 'claimed' : 'unsure'
  }

  /**
   * Leaves `text` under a name no other leg takes (a leg's report in one attempt, the activity's token),
   * without the look claim() takes first: one call fewer. Only this leg creates the name, so a refusal means
   * that its own create was carried out and the answer lost, and the name is burnt: it is left again as
   * "<name>-r2", then "-r3". A network error or the deadline says nothing of what the service did: the note
   * is looked for first, and left again only when no listing shows it. Each name goes on the board as `signed`
   * makes it (with its tag); resolves with the name the note is under.
   */
  async leave(name: string, text: string, signed: (name: string) => string): Promise<string> {
    const names = Array.from({ length: LEAVE_TRIES }, (_, index) =>
      signed(index === 0 ? name : `${name}-r${index + 1}`),
    )
    for (const left of names) checkName(left)
    for (const left of names) {
      const uploaded = await this.#upload('leave', left, text)
      if (uploaded === 'left') return left
      if (uploaded === 'unanswered') {
        const found = await this.#find(name, names, text)
        if (found) return found.name
      }
    }
    throw new BoardError('leave', name, `the name and its ${LEAVE_TRIES - 1} retries are taken`, false)
  }

  /** Whether `entry` holds `text`: its digest says so, or, where the service gives none, its text. */
  async holds(entry: Entry, text: string): Promise<boolean> {
    if (entry.digest !== undefined) return entry.digest === digestOf(text)
    return (await this.readEntry(entry)) === text
  }

  /**
   * The text of an entry a listing found, with no second look for it; undefined when it has gone since, or
   * holds more than MAX_ENTRY_BYTES (then it is not downloaded).
   */
  readEntry(entry: Entry): Promise<string | undefined> {
    if (entry.size > MAX_ENTRY_BYTES) return Promise.resolve(undefined)
    return this.#again('read', entry.name, async () => {
      try {
        return await download(entry.id)
      } catch (error) {
        if (error instanceof ArtifactNotFoundError) return undefined
        throw error
      }
    })
  }

  /** The entries whose names start with `prefix`: one call to the service. */
  list(prefix: string): Promise<Listing> {
    return this.#again('list', prefix, () => listing(prefix))
  }

  /**
   * Takes the entries a listing found off the board, side by side, without a second look for each (the library
   * looks each up by its name, then deletes it: two calls each). What is gone already counts as removed, so a
   * delete whose answer was lost is simply made again.
   */
  async removeListed(entries: readonly Entry[]): Promise<void> {
    const names = [...new Set(entries.map((entry) => entry.name))]
    await Promise.all(
      names.map((name) =>
        this.#again('remove', name, () =>
          client.deleteArtifact(name).catch((error: unknown) => {
            if (!(error instanceof ArtifactNotFoundError)) throw error
          }),
        ),
      ),
    )
  }

  /**
   * The file's upload under `name`: 'left'; 'taken' when the service refuses the name; 'unanswered' when a
   * network error or the deadline cut it, whatever the service had done by then.
   */
  async #upload(
    operation: BoardOperation,
    name: string,
    text: string,
  ): Promise<'left' | 'taken' | 'unanswered'> {
    try {
      return await this.#within(operation, name, () => upload(name, text))
    } catch (error) {
      if (error instanceof BoardError && (error.timedOut || error.network)) return 'unanswered'
      throw error
    }
  }

  /** The note of `text` left under one of `names`, which all start with `name`, as one listing shows it. */
  async #find(name: string, names: readonly string[], text: string): Promise<Entry | undefined> {
    const shown = await this.list(name).catch(() => undefined)
    return shown?.entries.find((entry) => names.includes(entry.name) && entry.digest === digestOf(text))
  }

  /**
   * `work` within its deadline, made again after a network error or the deadline while the stage has time
   * left: it changes nothing a next try would undo.
   */
  async #again<T>(operation: BoardOperation, entry: string, work: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries++) {
      try {
        return await this.#within(operation, entry, work)
      } catch (error) {
        const lost = error instanceof BoardError && (error.network !== undefined || error.timedOut)
        if (!lost || tries === READ_TRIES || this.waits.leftMs() === 0) throw error
        const why = error.network ?? 'no answer'
        await this.waits.sleep(
          `the board to ${operation} again after ${why}`,
          READ_PAUSE_MS * 3 ** (tries - 1),
        )
      }
    }
  }

  /** `work` within BOARD_DEADLINE_MS, or what the stage has left for the board if less. */
  #within<T>(operation: BoardOperation, entry: string, work: () => Promise<T>): Promise<T> {
    return within(operation, entry, work, Math.min(BOARD_DEADLINE_MS, this.waits.leftMs()))
  }
}

let linesAsDebug = false

/**
 * From now on in this process, what is written to stdout as plain text (the library's info lines, which
 * @actions/core writes as they are) reaches the step's log as a debug line, its data escaped as a workflow
 * command's, so that nothing in it is a command of its own. A download's line names the file the answer's
 * Content-Disposition gives, which the library decodes, newlines included: "…/note" then "::warning::…"
 * on a line of its own, or "##[error]…" anywhere in one, would be a command the runner carries out. Once per
 * process; a call cut at its deadline goes on writing after it, so the routing stays. Workflow commands
 * pass as they are (COMMAND_LINE).
 */
function libraryLinesAsDebug(): void {
  if (linesAsDebug) return
  linesAsDebug = true
  const write = process.stdout.write.bind(process.stdout) as (chunk: string, done?: () => void) => boolean
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    const done = rest.find((argument): argument is () => void => typeof argument === 'function')
    if (text === '' || COMMAND_LINE.test(text)) return write(text, done)
    const data = text
      .replace(/\r?\n$/, '')
      .replaceAll('%', '%25')
      .replaceAll('\r', '%0D')
      .replaceAll('\n', '%0A')
    return write(`::debug::${data}\n`, done)
  }) as typeof process.stdout.write
}

/** "sha256:<hex>" of a text, as the library reports an upload's digest and the service lists it. */
export function digestOf(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`
}

/**
 * One ListArtifacts call: the library lists every artifact of the run, and the names are filtered here. An
 * artifact listed twice (a finalize retried past a timeout can leave two) is one entry.
 */
async function listing(prefix: string): Promise<Listing> {
  const { artifacts } = await client.listArtifacts()
  const entries = new Map<number, Entry>()
  for (const { name, id, createdAt, digest, size } of artifacts) {
    if (name.startsWith(prefix) && !entries.has(id)) entries.set(id, { name, id, createdAt, digest, size })
  }
  return { prefix, entries: [...entries.values()] }
}

/** The file's upload under `name`: 'taken' when the service refuses the name. */
function upload(name: string, text: string): Promise<'left' | 'taken'> {
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

/** The entry's text; undefined when the file downloaded holds more than MAX_ENTRY_BYTES after all. */
async function download(id: number): Promise<string | undefined> {
  return inFolder(async (folder) => {
    await client.downloadArtifact(id, { path: folder, skipDecompress: true })
    // The file is named after the answer's Content-Disposition, or 'artifact': the folder holds only it.
    const [file] = await readdir(folder)
    if (file === undefined) throw new Error('the download left no file')
    const path = join(folder, file)
    return (await stat(path)).size > MAX_ENTRY_BYTES ? undefined : readFile(path, 'utf8')
  })
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

/**
 * The work's result, or a BoardError: for its own failure, or once `deadlineMs` has passed. With no time at
 * all, the work is not begun.
 */
function within<T>(
  operation: BoardOperation,
  entry: string,
  work: () => Promise<T>,
  deadlineMs: number,
): Promise<T> {
  if (deadlineMs <= 0) {
    return Promise.reject(new BoardError(operation, entry, "the stage's time for the board is spent", true))
  }
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new BoardError(operation, entry, `no answer within ${seconds(deadlineMs)}`, true))
    }, deadlineMs)
    // Once the deadline has passed, the work's own end settles nothing: its failure is not left unhandled.
    work().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new BoardError(operation, entry, causeOf(error), false))
      },
    )
  })
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`
}

function checkName(name: string): void {
  if (!ENTRY_NAME.test(name)) {
    throw new RangeError(`A board entry's name holds letters, digits, '.', '_' and '-': got "${name}"`)
  }
}

// The service's refusal reaches us only as the text of a plain Error: "... (409) Conflict: an artifact with
// this name already exists on the workflow run".
function isNameTaken(error: unknown): boolean {
  return error instanceof Error && /\(409\)/.test(error.message)
}

/**
 * The cause in one line: the library's first line (the next ones advise self-hosted runners), with no query
 * string (a download that times out is reported with its path and query, the signature of its signed URL
 * among them) and never the runtime token.
 */
function causeOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const first = (message.split('\n')[0] ?? '').trim() || bareError(error)
  const line = first.replace(/\?\S*/g, '')
  const token = process.env.ACTIONS_RUNTIME_TOKEN
  return token ? line.replaceAll(token, '***') : line
}

/** An error that says nothing, as blob storage's can be: its name, its code, and the HTTP status when it has one. */
function bareError(error: unknown): string {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown }
  const name = error instanceof Error ? error.name : 'an error'
  if (typeof statusCode === 'number') return `${name} (HTTP ${statusCode})`
  return typeof code === 'string' ? `${name} (${code})` : `${name} without a message`
}
