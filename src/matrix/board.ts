// The run's board: small texts the legs of a matrix job leave for each other, as artifacts of the run. The
// legs run on separate machines and share no outputs, but every leg's runtime token reaches the run's
// artifacts: an artifact is visible to every leg once its upload is finalized, and its name is taken once per
// run (the service refuses a second CreateArtifact with 409), which makes claim() a lock no two legs can
// both take. Artifacts carry over into re-run attempts: a name that must not be mistaken for an earlier
// attempt's holds the attempt. Callers load this module with a dynamic import, so @actions/artifact (and
// the blob storage client under it, artifact-calls.ts) is a chunk only a stage that uses the board loads.
//
// An answer can be lost on the way back, after the service acted or before. The library retries a gateway's
// 5xx, so a create carried out meets its own name on the retry (409); but it throws a network error (a reset
// connection, a timeout, a refused one) at once, whatever the service did. So nothing here takes a failed
// write for undone: a claim says it is unsure, a note left is looked for before it is left again under the
// next name, and a read or a delete, which change nothing, are made again (board-deadline.ts).
import { createHash } from 'node:crypto'
import {
  download,
  type Entry,
  type Listing,
  listing,
  MAX_ENTRY_BYTES,
  remove,
  upload,
} from './artifact-calls.js'
import { again, within } from './board-deadline.js'
import { BoardError, type BoardOperation } from './board-error.js'
import { libraryLinesAsDebug } from './library-lines.js'
import type { Waits } from './waits.js'

/** How many names leave() tries: its own, then one more for each answer lost on the way. */
const LEAVE_TRIES = 3

/** A board entry's name: also its artifact's name and its file's, so only characters all three accept. */
const ENTRY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/**
 * What a claim came to: 'claimed' by this upload; 'listed', the name shown taken; 'unsure' when the name may
 * be taken, by another leg or by this claim, with nobody to be sure of it: the service refused the name that no
 * listing showed (another leg's upload under way, a name burnt by a create never finalized, or this leg's own
 * create carried out and its answer lost, which the client's retry then met), or the upload met a network error
 * or the deadline, whatever the service had done by then.
 */
export type ClaimOutcome = 'claimed' | 'listed' | 'unsure'

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
    return again(this.waits, 'read', entry.name, () => download(entry.id))
  }

  /** The entries whose names start with `prefix`: one call to the service. */
  list(prefix: string): Promise<Listing> {
    return again(this.waits, 'list', prefix, () => listing(prefix))
  }

  /**
   * Takes the entries a listing found off the board, side by side, without a second look for each. What is
   * gone already counts as removed, so a delete whose answer was lost is simply made again.
   */
  async removeListed(entries: readonly Entry[]): Promise<void> {
    const names = [...new Set(entries.map((entry) => entry.name))]
    await Promise.all(names.map((name) => again(this.waits, 'remove', name, () => remove(name))))
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
      return await within(this.waits, operation, name, () => upload(name, text))
    } catch (error) {
      if (error instanceof BoardError && error.unanswered) return 'unanswered'
      throw error
    }
  }

  /** The note of `text` left under one of `names`, which all start with `name`, as one listing shows it. */
  async #find(name: string, names: readonly string[], text: string): Promise<Entry | undefined> {
    const shown = await this.list(name).catch(() => undefined)
    return shown?.entries.find((entry) => names.includes(entry.name) && entry.digest === digestOf(text))
  }
}

/** "sha256:<hex>" of a text, as the library reports an upload's digest and the service lists it. */
function digestOf(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`
}

function checkName(name: string): void {
  if (!ENTRY_NAME.test(name)) {
    throw new RangeError(`A board entry's name holds letters, digits, '.', '_' and '-': got "${name}"`)
  }
}
