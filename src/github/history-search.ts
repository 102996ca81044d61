// A search of the history: the requests it made, and why it found nothing, worded for the debug log.
import { redactGitHubTokens } from '../net/redact.js'
import { apiHost, type GitHubClient } from './client.js'
import { failureOf } from './errors.js'

export type HistoryProblem =
  /** The workflow reference has no file name (GITHUB_WORKFLOW_REF unset or of another form). */
  | 'no-workflow'
  /** Neither the branch nor the default branch has a successful run of the workflow other than this one. */
  | 'no-earlier-run'
  /** The run found has no leg of this matrix job (renamed, added since, or skipped there). */
  | 'job-not-found'
  /** The run found lists no step with both times. */
  | 'no-timings'
  /** The token lacks `actions: read` (errors.ts: no-permission). */
  | 'forbidden'
  /** Anything else: rate limited, 404, 5xx, network, malformed answer, aborted. */
  | 'error'

export type HistoryFailure = {
  readonly ok: false
  readonly reason: HistoryProblem
  /** One line for the debug log: what was looked for and why there is nothing. Never holds the token. */
  readonly message: string
  readonly requests: number
}

/** The search's requests so far, and its failures worded for the debug log. */
export class Search {
  requests = 0
  readonly #host: string

  constructor(
    readonly subject: string,
    octokit: GitHubClient,
  ) {
    this.#host = apiHost(octokit)
  }

  failed(reason: HistoryProblem, message: string): HistoryFailure {
    return {
      ok: false,
      reason,
      message: `No step history for ${this.subject}: ${message}`,
      requests: this.requests,
    }
  }

  /**
   * The reason and a log line for a request that threw: an Octokit RequestError, or anything else, told apart as
   * every reader of the API tells them (errors.ts).
   */
  failedRequest(what: string, error: unknown): HistoryFailure {
    const failure = failureOf(error, what, this.#host)
    // A request that never got an answer (network, abort) has no status to say.
    const status = 'status' in failure ? `HTTP ${failure.status} ` : ''
    const detail = redactGitHubTokens(messageOf(error))
    if (failure.kind === 'no-permission') {
      return this.failed('forbidden', `${what}: ${status}${detail} (the token needs \`actions: read\`)`)
    }
    return this.failed('error', `${what}: ${status}${detail}`)
  }
}

function messageOf(error: unknown): string {
  // GitHub's JSON error body has a `message`; Octokit passes a body it could not decode (no JSON content
  // type, a proxy's HTML page) on as its message, whole.
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data
  const body = typeof data === 'string' ? parsedOrText(data) : data
  const fromBody = (body as { message?: unknown } | null)?.message
  const message =
    typeof fromBody === 'string' ? fromBody : error instanceof Error ? error.message : String(error)
  // Octokit appends the documentation URL after " - ": the log line stays short without it.
  const line = message
    .replace(/ - https:\/\/docs\.github\.com\S*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (line === '') return 'no message'
  return line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL)}…` : line
}

const MAX_DETAIL = 160

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
