// The run's board: small texts the legs of a matrix job leave for each other, as artifacts of the run. The
// legs run on separate machines and share no outputs, but every leg's runtime token reaches the run's
// artifacts: an artifact is visible to every leg once its upload is finalized, and its name is taken once per
// run (the service refuses a second CreateArtifact with 409), which makes claim() a lock no two legs can
// both take. Artifacts carry over into re-run attempts: a name that must not be mistaken for an earlier
// attempt's holds the attempt. Callers load this module with a dynamic import, so @actions/artifact (and
// the blob storage client under it) is a chunk only a stage that uses the board loads. The library writes
// its progress to the step's log (info lines), and means to warn when a call fails.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ArtifactNotFoundError, DefaultArtifactClient } from '@actions/artifact'

/**
 * How long one board operation may take before it fails with a BoardError, whatever the service does. The
 * library waits far longer and takes no signal: a Twirp call is tried 5 times, 3 s apart at first and then
 * 1.5 to 2.25 times longer each time, 24 to 35 s in all when the service answers 5xx, and a hung answer waits
 * for its socket's 3 minute timeout at each attempt; blob storage retries a refused connection or a 500/503
 * 4 times over 16 s, and a download 5 times 5 s apart. Only a refused Twirp connection fails at once. Ten
 * seconds lets a call ride out one 5xx (its retry comes after 3 s) and keeps a stage that reads or claims
 * twice well inside a stage's own bounds, with nothing to wait for in a matrix that cannot coordinate.
 */
export const BOARD_DEADLINE_MS = 10_000

/** Entries matter only while the run lasts: one day, the shortest retention an artifact takes. */
export const BOARD_RETENTION_DAYS = 1

/** A board entry's name: also its artifact's name and its file's, so only characters all three accept. */
const ENTRY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

export type BoardOperation = 'claim' | 'leave' | 'read' | 'list' | 'remove'

/** An entry on the board, as a listing found it. */
export interface Entry {
  readonly name: string
  readonly id: number
  /** When the service created it (its upload began), by the service's clock. */
  readonly createdAt: Date | undefined
}

/** The entries whose names start with `prefix`, oldest first, as one call to the service found them. */
export interface Listing {
  readonly prefix: string
  readonly entries: readonly Entry[]
}

/**
 * A board operation failed: the service refused it, could not be reached, or did not finish within
 * BOARD_DEADLINE_MS. The message names the board, the operation, the entry and the cause; neither carries
 * the runtime token or a signed URL.
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

  constructor(operation: BoardOperation, entry: string, cause: string, timedOut: boolean) {
    super(`The run's board could not ${operation} "${entry}": ${cause}`)
    this.operation = operation
    this.entry = entry
    this.timedOut = timedOut
  }
}

const client = new DefaultArtifactClient()

/**
 * Leaves `text` on the board under `name`, unless the name is taken: 'claimed' for the one leg whose upload
 * the service accepted, even when two legs claim at the same moment. 'listed' when a listing shows the name
 * taken. 'refused' when the service refused the name (409) that no listing showed: another leg's upload is
 * under way, or the name is burnt (a create never finalized holds it for the rest of the run, unlisted), or
 * this leg's own create was carried out and its answer lost, so that the client's retry met it. `seen`, a
 * listing this stage made that covers the name, stands for the look claim() takes first: a name it holds is
 * still taken (only remove() frees one), and one taken since meets the service's refusal.
 */
export async function claim(
  name: string,
  text: string,
  seen?: Listing,
): Promise<'claimed' | 'listed' | 'refused'> {
  checkName(name)
  if (seen && !name.startsWith(seen.prefix)) {
    throw new RangeError(`A listing of "${seen.prefix}" cannot say whether "${name}" is taken`)
  }
  return within('claim', name, async () => {
    // Looked for first because the library means to annotate the job with a warning when an upload fails
    // (in 6.2 its catch misses the failure of the promise it returns, a slip a patch release may mend):
    // only two legs claiming at the same moment still meet the service's refusal.
    const entries = seen?.entries ?? (await listing(name)).entries
    if (entries.some((entry) => entry.name === name)) return 'listed'
    return (await upload(name, text)) === 'claimed' ? 'claimed' : 'refused'
  })
}

/** How many names leave() tries: its own, then one more for each answer lost on the way. */
const LEAVE_TRIES = 3

/**
 * Leaves `text` under a name no other leg takes (a leg's report in one attempt), without the look claim()
 * takes first: one call fewer. Only this leg creates the name, so a refusal means that its own create was
 * carried out and the answer lost, and the name is burnt: it is left again as "<name>-r2", then "-r3".
 * Resolves with the name it is under.
 */
export async function leave(name: string, text: string): Promise<string> {
  checkName(name)
  return within('leave', name, async () => {
    for (let tries = 1; tries <= LEAVE_TRIES; tries++) {
      const left = tries === 1 ? name : `${name}-r${tries}`
      if ((await upload(left, text)) === 'claimed') return left
    }
    throw new Error(`the name and its ${LEAVE_TRIES - 1} retries are taken`)
  })
}

/** The text of an entry a listing found, with no second look for it; undefined when it has gone since. */
export function readEntry(entry: Entry): Promise<string | undefined> {
  return within('read', entry.name, async () => {
    try {
      return await download(entry.id)
    } catch (error) {
      if (error instanceof ArtifactNotFoundError) return undefined
      throw error
    }
  })
}

/** The entries whose names start with `prefix`: one call to the service. */
export function list(prefix: string): Promise<Listing> {
  return within('list', prefix, () => listing(prefix))
}

/**
 * Takes the entries a listing found off the board, side by side, without a second look for each (the library
 * looks each up by its name, then deletes it: two calls each). What is gone already counts as removed.
 */
export async function removeListed(entries: readonly Entry[]): Promise<void> {
  const names = [...new Set(entries.map((entry) => entry.name))]
  await within('remove', names.join(','), async () => {
    await Promise.all(
      names.map((name) =>
        client.deleteArtifact(name).catch((error: unknown) => {
          if (!(error instanceof ArtifactNotFoundError)) throw error
        }),
      ),
    )
  })
}

/**
 * One ListArtifacts call: the library lists every artifact of the run, and the names are filtered here. An
 * artifact listed twice (a finalize retried past a timeout can leave two) is one entry.
 */
async function listing(prefix: string): Promise<Listing> {
  const { artifacts } = await client.listArtifacts()
  const entries = new Map<number, Entry>()
  for (const { name, id, createdAt } of artifacts) {
    if (name.startsWith(prefix) && !entries.has(id)) entries.set(id, { name, id, createdAt })
  }
  return { prefix, entries: [...entries.values()] }
}

/** The file's upload under `name`: 'taken' when the service refuses the name. */
function upload(name: string, text: string): Promise<'claimed' | 'taken'> {
  return inFolder(async (folder) => {
    const file = join(folder, name)
    await writeFile(file, text)
    try {
      // A single file needs no archive: stored as it is, nothing compressed or unpacked either way.
      await client.uploadArtifact(name, [file], folder, {
        skipArchive: true,
        retentionDays: BOARD_RETENTION_DAYS,
      })
      return 'claimed'
    } catch (error) {
      if (isNameTaken(error)) return 'taken'
      throw error
    }
  })
}

async function download(id: number): Promise<string> {
  return inFolder(async (folder) => {
    await client.downloadArtifact(id, { path: folder, skipDecompress: true })
    // The file is named after the answer's Content-Disposition, or 'artifact': the folder holds only it.
    const [file] = await readdir(folder)
    if (file === undefined) throw new Error('the download left no file')
    return readFile(join(folder, file), 'utf8')
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

/** The work's result, or a BoardError: for its own failure, or once BOARD_DEADLINE_MS has passed. */
function within<T>(operation: BoardOperation, entry: string, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new BoardError(operation, entry, `no answer within ${BOARD_DEADLINE_MS / 1000} s`, true))
    }, BOARD_DEADLINE_MS)
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

/** An error that says nothing, as blob storage's can be: its name, and the HTTP status when it has one. */
function bareError(error: unknown): string {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode
  const name = error instanceof Error ? error.name : 'an error'
  return typeof status === 'number' ? `${name} (HTTP ${status})` : `${name} without a message`
}
