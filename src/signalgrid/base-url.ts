import { isLoopback } from '../net/loopback.js'

export const DEFAULT_BASE_URL = 'https://api.signalgrid.co'

/**
 * Checks a base URL and returns the URL of an endpoint under it, joined with exactly one slash.
 * Credentials travel in the body, so anything but https is refused, except for loopback hosts
 * (emulators, local relays).
 */
export function endpointUrl(baseUrl: string, endpoint: '/v1/push' | '/v1/activity'): URL {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new TypeError('base URL is not a valid URL (expected e.g. https://api.signalgrid.co)')
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new TypeError(
      `base URL must use https:// (http:// is allowed only for localhost), got ${url.protocol}//`,
    )
  }
  if (url.username || url.password) throw new TypeError('base URL must not contain a user name or password')
  if (url.search || url.hash) throw new TypeError('base URL must not contain a query or fragment')
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${endpoint}`
  return url
}
