import { credentialUrl } from '../net/url.js'

export const DEFAULT_BASE_URL = 'https://api.signalgrid.co'

/**
 * Checks a base URL and returns the URL of an endpoint under it, joined with exactly one slash.
 * Credentials travel in the body, so anything but https is refused, except for loopback hosts
 * (emulators, local relays).
 */
export function endpointUrl(baseUrl: string, endpoint: '/v1/push' | '/v1/activity'): URL {
  const url = credentialUrl(baseUrl, 'base URL', DEFAULT_BASE_URL)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${endpoint}`
  return url
}
