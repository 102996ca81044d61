import { createHmac, timingSafeEqual } from 'node:crypto'
import { basename } from 'node:path'
import type { ActivityFolder } from './folder.js'
import type { JournalEntry } from './folder-schema.js'

/**
 * The seal on the journal lines that decide what post does: an end (post sends none after one) and what the
 * tracker has to say (post prints it as a notice or in the debug log). Any step of the job can append to the
 * journal, as it runs as the same user; none can seal a line. The key is made from the client key, a secret that
 * only the action's stages and its tracker hold (the tracker has it on its stdin), and the activity's folder's
 * name (a hash of the activity's token), and is never written anywhere: a sealed line of another activity does not
 * hold. It is the activity's key, not the job's: every job that shows the activity with the same client key (a
 * pipeline sharing it by its token, a shared matrix's legs) seals with it, so a line one of them sealed holds in
 * another's folder, which a step can reach only on a machine where both jobs run as the same user.
 */
export class JournalSeal {
  readonly #key: Buffer

  constructor(clientKey: string, folder: ActivityFolder) {
    this.#key = createHmac('sha256', clientKey)
      .update(`signalgrid journal\n${basename(folder.path)}`)
      .digest()
  }

  /** The entry with its seal, over every other field of it as written. */
  seal<Entry extends JournalEntry>(entry: Entry): Entry {
    return { ...entry, seal: this.#mac(entry) }
  }

  /** Whether the entry, as read back, carries this folder's seal over what it says. */
  holds(entry: JournalEntry): boolean {
    const { seal, ...fields } = entry
    if (typeof seal !== 'string') return false
    const expected = Buffer.from(this.#mac(fields), 'hex')
    const given = Buffer.from(seal, 'hex')
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  #mac(entry: Omit<JournalEntry, 'seal'>): string {
    return createHmac('sha256', this.#key).update(JSON.stringify(entry)).digest('hex')
  }
}
