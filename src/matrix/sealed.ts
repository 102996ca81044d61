import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

// The run's artifacts can be downloaded by anyone who can read the repository. The activity token they carry
// between legs is sealed with a key only the legs hold: derived from the Signalgrid secrets they are given.

/** `text` encrypted and authenticated with a key derived from `secret`, bound to `context`. */
export function seal(text: string, secret: string, context: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(secret, context), iv)
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.')
}

/** The text `seal` sealed, or undefined when it was sealed with another secret or context, or altered. */
export function unseal(sealed: string, secret: string, context: string): string | undefined {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'))
  if (!iv || !tag || !data) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret, context), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}

function key(secret: string, context: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, context, 'signalgrid activity token', 32))
}
