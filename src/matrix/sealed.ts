import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'

// The run's artifacts can be downloaded by anyone who can read the repository, and every step of the run can
// write them: a third-party action of another job can plant a note, or delete one and leave another under its
// name. So the notes the jobs trust carry a tag in their names and their texts are sealed, both with a key only
// the jobs hold: derived from the Signalgrid secrets they are given, and bound to the repository and the run.
// A name holds the run attempt, and the tag covers the whole name, the "-r2" of a note left again included: a
// note is bound to its attempt, and a step that copies a note under a suffix no job gave it makes a note no
// job trusts. A note forged without the key, or carried over from another repository or run, is not the
// jobs' and is never followed.

/** AES-GCM's IV: 12 bytes, the size it is made for. */
const IV_BYTES = 12

/** AES-GCM's authentication tag: its full 16 bytes, the only length accepted. */
const AUTH_TAG_BYTES = 16

/** A name's tag: 128 bits of an HMAC-SHA256 of the name, in hex (letters and digits fit every name). */
const NAME_TAG_HEX = 32

/** A signed name: the name ("…-r2" when the note was left again under it), then its tag. */
const SIGNED = new RegExp(`^(.+)-([0-9a-f]{${NAME_TAG_HEX}})$`)

/** The suffix of a note left again under another name (board.ts, leave()): "-r2", "-r3". */
const LEFT_AGAIN = /-r\d+$/

/** The key of one run's notes, for the jobs that hold `secret`. */
export class RunKey {
  readonly #key: Buffer

  constructor(secret: string, repository: string, runId: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, `${repository}\n${runId}`, 'signalgrid run notes', 32))
  }

  /** `name` with its tag: a name only a holder of the key can give a note. */
  signed(name: string): string {
    return `${name}-${this.#tag(name)}`
  }

  /**
   * The name a note's signed name was made from, without the suffix of a note left again ("…-report" for
   * "…-report-<tag>" and "…-report-r2-<tag>"), or undefined when the tag is not this key's for the whole name
   * before it: a note the jobs did not leave, or one copied under another name.
   */
  verified(signedName: string): string | undefined {
    const [, name, tag] = SIGNED.exec(signedName) ?? []
    if (name === undefined || tag === undefined) return undefined
    if (!timingSafeEqual(Buffer.from(tag, 'hex'), Buffer.from(this.#tag(name), 'hex'))) return undefined
    return name.replace(LEFT_AGAIN, '')
  }

  /** `text` encrypted and authenticated for the note named `name`. */
  seal(text: string, name: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.#sealKey(name), iv, { authTagLength: AUTH_TAG_BYTES })
    const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
    return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.')
  }

  /**
   * The text `seal` sealed for the note named `name`; undefined when it was sealed with another key or for
   * another note, altered, or not sealed at all (an IV or a tag of any other length is refused before use).
   */
  unseal(sealed: string, name: string): string | undefined {
    const [iv, tag, data, ...rest] = sealed.split('.').map((part) => Buffer.from(part, 'base64'))
    if (!iv || !tag || !data || rest.length > 0) return undefined
    if (iv.length !== IV_BYTES || tag.length !== AUTH_TAG_BYTES) return undefined
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#sealKey(name), iv, {
        authTagLength: AUTH_TAG_BYTES,
      })
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
    } catch {
      return undefined
    }
  }

  #tag(name: string): string {
    return createHmac('sha256', this.#key).update(`name\n${name}`).digest('hex').slice(0, NAME_TAG_HEX)
  }

  #sealKey(name: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.#key, name, 'signalgrid sealed note', 32))
  }
}
