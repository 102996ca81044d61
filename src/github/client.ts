// The one place an Octokit is made: every GitHub request of the stages and the tracker goes through it.
//
// Octokit sends the token with every request it makes, whatever its URL: a route is joined to the base URL, but
// a next page is followed where its Link header points, and any absolute URL is taken as it is. So the token
// is pinned here to the API's origin, checked before a single request is made, and every request to
// another origin is refused before it leaves: no connection, no header sent.
import { getOctokit } from '@actions/github'
import { credentialUrl } from '../net/url.js'

export type GitHubClient = ReturnType<typeof getOctokit>

/** Jobs asked for per request of the jobs API, its most: a run of up to 100 jobs takes one. */
export const JOBS_PER_PAGE = 100

/** A request's options as Octokit's hooks see them, before they become a URL and headers. */
export type RequestOptions = Required<Parameters<GitHubClient['request']['endpoint']['parse']>[0]>

export interface GitHubClientOptions {
  /** Put before Octokit's own User-Agent, to name the product that asks. */
  readonly userAgent?: string
  /** Sees (and may change) each request to the API's origin just before it is sent. */
  readonly beforeRequest?: (options: RequestOptions, target: URL) => void
}

/**
 * A request to another origin than the API's, refused before it was sent: the token would have gone with it.
 * Its message names the two hosts, never the token or the request's path.
 */
export class ForeignOriginError extends Error {
  override name = 'ForeignOriginError'

  constructor(
    /** host[:port] the request was for. */
    readonly host: string,
    /** host[:port] of the API, the only one the token goes to. */
    readonly apiHost: string,
  ) {
    super(
      `a request to ${host} was not sent: the GitHub token goes to the API's own origin only (${apiHost})`,
    )
  }
}

/** host[:port] of the API an Octokit of githubClient's asks, as messages name it. */
export function apiHost(octokit: GitHubClient): string {
  return new URL(String(octokit.request.endpoint.DEFAULTS.baseUrl)).host
}

/**
 * The toolkit's Octokit (@actions/github: GITHUB_API_URL, else https://api.github.com, and the runner's proxy
 * settings), pinned to its API's origin. Throws a TypeError that says why, before any request, when that URL
 * is one the token must not travel to: plain http beyond this machine (see credentialUrl), a user name or
 * password in it. Every request, a next page's included, to another origin rejects with a ForeignOriginError.
 */
export function githubClient(token: string, options: GitHubClientOptions = {}): GitHubClient {
  if (!token.trim()) throw new TypeError('the GitHub token is empty')
  const octokit = getOctokit(token, options.userAgent ? { userAgent: options.userAgent } : {})
  const api = credentialUrl(
    String(octokit.request.endpoint.DEFAULTS.baseUrl),
    'GitHub API URL',
    'https://api.github.com',
  )
  // Every request, pagination links included, goes through the hooks; the token's own (Octokit's auth hook)
  // comes after this one, so a request refused here never has its header set.
  octokit.hook.before('request', (request) => {
    const target = new URL(octokit.request.endpoint.parse(request).url)
    if (target.origin !== api.origin) throw new ForeignOriginError(target.host, api.host)
    options.beforeRequest?.(request, target)
  })
  return octokit
}
