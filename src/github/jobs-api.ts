// The jobs API as this action reads it, through the toolkit's Octokit pinned to the API's origin (githubClient):
// its base URL (GHES) and proxy come from the environment as for every other action, and `context` names the
// repository. Reads take turns, each within a deadline of its own; a GET may be conditional on the ETag of what
// was last read, so that reading something unchanged costs nothing against the rate limit; bodies are read here,
// with a bound; and whatever the network or the server does becomes a failure of errors.ts, never a rejection.
import { context } from '@actions/github'
import { deadline } from '../net/deadline.js'
import { redact } from '../net/redact.js'
import { seconds } from '../net/seconds.js'
import { apiHost, type GitHubClient, githubClient } from './client.js'
import {
  failureOf,
  type GitHubReadError,
  GitHubTimeoutError,
  isHttpError,
  type RawAnswer,
  refusal,
  unusableAnswer,
} from './errors.js'
import { type AnswerHeaders, header, type RateLimit, readRateLimit } from './rate-limit.js'

/** The REST API version every request asks for. */
export const GITHUB_API_VERSION = '2022-11-28'

/** A job with many steps is a few KiB; anything near this is not a job. */
export const MAX_ANSWER_BYTES = 1024 * 1024

export const DEFAULT_TIMEOUT_MS = 10_000

export interface JobsApiOptions {
  /** A token that can read the repository's Actions (`actions: read`). */
  readonly token: string
  /** Per read, every page and body included. Default 10 s. */
  readonly timeoutMs?: number
  /** Put before Octokit's own User-Agent, to name the product that asks. */
  readonly userAgent?: string
}

/** A read that failed, as every read answers it. */
export interface FailedRead {
  readonly outcome: 'error'
  readonly error: GitHubReadError
}

/** What a GET gave: the answer to read, or 304 (what was read under its key is unchanged). */
export type Got =
  | { readonly outcome: 'fresh'; readonly reply: RawAnswer }
  | { readonly outcome: 'not-modified'; readonly rateLimit: RateLimit }

export class JobsApi {
  readonly #octokit: GitHubClient
  readonly #token: string
  readonly #timeoutMs: number
  /** The only host the token is sent to, as messages name it. */
  readonly #host: string
  readonly repo: { readonly owner: string; readonly repo: string }
  /** The last ETag of each thing read, by the key its reader gave it. */
  readonly #etags = new Map<string, string>()
  /** The read under way: reads take turns, as they share the deadline and the request named in messages. */
  #reading: Promise<unknown> = Promise.resolve()
  #signal: AbortSignal | undefined
  #request = 'GET'

  /** Throws a TypeError that says why when the API URL or the repository cannot be used. */
  constructor(options: JobsApiOptions) {
    this.#octokit = githubClient(options.token, {
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
      // Octokit's other hooks (the token's among them) see the same options afterwards: changed in place.
      beforeRequest: (request, target) => {
        this.#request = `${request.method} ${target.pathname}${target.search}`
        request.headers = { ...request.headers, 'x-github-api-version': GITHUB_API_VERSION }
        request.request = {
          ...request.request,
          signal: this.#signal,
          // A redirect is an answer to report, not to follow: the token stays with the API.
          redirect: 'manual',
          // Bodies are read here, with a bound: nothing about an answer is trusted, its size included.
          parseSuccessResponseBody: false,
        }
      },
    })
    this.#host = apiHost(this.#octokit)
    this.repo = repository()
    this.#token = options.token
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  }

  /** The request under way, "GET /path?query", as messages name it. */
  get request(): string {
    return this.#request
  }

  /** Runs one read at a time, within its deadline; whatever the network or the server does becomes an answer. */
  take<T>(read: () => Promise<T>, timeoutMs = this.#timeoutMs): Promise<T | FailedRead> {
    const answer = this.#reading.then(async () => {
      const readDeadline = deadline(timeoutMs)
      this.#signal = readDeadline.signal
      this.#request = 'GET'
      try {
        return await read()
      } catch (error) {
        const failure = readDeadline.signal.aborted
          ? new GitHubTimeoutError(`${this.#request}: no answer within ${seconds(timeoutMs)}`)
          : failureOf(error, this.#request, this.#host)
        failure.message = redact(failure.message, [this.#token])
        return { outcome: 'error' as const, error: failure }
      } finally {
        readDeadline.clear()
        this.#signal = undefined
      }
    })
    this.#reading = answer
    return answer
  }

  /**
   * A GET of `route` ("GET /repos/{owner}/{repo}/…" with its `parameters`, or "GET <url>" of a next page),
   * conditional on the last ETag kept under `key`; without a key, unconditional and not kept.
   */
  async get(route: string, parameters: Record<string, unknown>, key?: string): Promise<Got> {
    const etag = key === undefined ? undefined : this.#etags.get(key)
    try {
      const reply: RawAnswer = await this.#octokit.request(route, {
        ...parameters,
        headers: etag ? { 'if-none-match': etag } : {},
      })
      return { outcome: 'fresh', reply }
    } catch (error) {
      // Octokit raises a 304 as an error; for a conditional request it is the cheapest answer there is.
      if (key === undefined || !isHttpError(error) || error.status !== 304) throw error
      this.remember(key, error.response.headers)
      return { outcome: 'not-modified', rateLimit: readRateLimit(error.response.headers) }
    }
  }

  /** The ETag last kept under `key`. */
  etag(key: string): string | undefined {
    return this.#etags.get(key)
  }

  /** Keeps the answer's ETag under `key`, for the next GET of it. */
  remember(key: string, headers: AnswerHeaders): void {
    const etag = header(headers, 'etag')
    if (etag) this.#etags.set(key, etag)
  }

  /** The JSON of a 200 answer whose body Octokit left unread; any other status is refused. */
  async json(reply: RawAnswer): Promise<unknown> {
    if (reply.status !== 200) {
      await cancel(reply.data)
      throw refusal(this.#request, reply.status, reply.headers, '', this.#host)
    }
    const body = await readBounded(reply.data, MAX_ANSWER_BYTES)
    if (body === undefined) {
      throw unusableAnswer(this.#request, `the answer is larger than ${MAX_ANSWER_BYTES / 1024} KiB`)
    }
    // GitHub does not echo tokens, but nothing read from an answer (a field quoted in a problem) may carry it
    // on into a log: scrub it before anything is parsed.
    const text = redact(body, [this.#token])
    try {
      return JSON.parse(text)
    } catch {
      throw unusableAnswer(this.#request, `the answer is not JSON (${text.length} characters)`)
    }
  }
}

interface WebStream {
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> }
  cancel(): Promise<void>
}

function isWebStream(value: unknown): value is WebStream {
  return typeof value === 'object' && value !== null && typeof (value as WebStream).getReader === 'function'
}

/** The body as text, or undefined once it grows past `limit` bytes (the rest is never read). */
async function readBounded(body: unknown, limit: number): Promise<string | undefined> {
  if (!isWebStream(body)) return typeof body === 'string' ? body : ''
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value?.byteLength ?? 0
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}

async function cancel(body: unknown): Promise<void> {
  if (isWebStream(body)) await body.cancel().catch(() => {})
}

/** `context.repo`, from GITHUB_REPOSITORY (or the event's repository), checked for the owner/name shape. */
function repository(): { owner: string; repo: string } {
  let repo: { owner: string; repo: string }
  try {
    repo = context.repo
  } catch {
    throw new TypeError('GITHUB_REPOSITORY is not set: there is no repository to read the job from')
  }
  if (![repo.owner, repo.repo].every((part) => typeof part === 'string' && /^[A-Za-z0-9._-]+$/.test(part))) {
    throw new TypeError(
      `repository must be owner/name, got ${JSON.stringify(process.env.GITHUB_REPOSITORY ?? '')}`,
    )
  }
  return repo
}
