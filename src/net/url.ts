import { isLoopback } from './loopback.js'

/**
 * A URL that credentials may be sent to: https, or plain http to this machine only (emulators, local relays),
 * with no user name, password, query or fragment. `name` says which URL in the errors, `example` what a good
 * one looks like. Throws a TypeError that says what is wrong.
 */
export function credentialUrl(value: string, name: string, example: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new TypeError(`${name} is not a valid URL: ${JSON.stringify(value)} (expected e.g. ${example})`)
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    const got =
      url.protocol === 'http:' ? `http://${url.host}: credentials would travel in clear` : `${url.protocol}//`
    throw new TypeError(
      `${name} must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]), got ${got}`,
    )
  }
  if (url.username || url.password) throw new TypeError(`${name} must not contain a user name or password`)
  if (url.search || url.hash) throw new TypeError(`${name} must not contain a query or fragment`)
  return url
}
