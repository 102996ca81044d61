const WINDOW_MS = 60 * 60 * 1000

/** What one token spent: answers with a body (200), conditional hits (304), and the rest. */
export interface TokenUsage {
  readonly ok: number
  readonly notModified: number
  readonly other: number
  /** Requests left in the window, as x-ratelimit-remaining says. */
  readonly remaining: number
}

interface Account {
  used: number
  ok: number
  notModified: number
  other: number
  readonly resetAt: number
}

/**
 * The primary rate limit of the REST API, per token: `limit` requests an hour (GITHUB_TOKEN: 1,000 per
 * repository). A 304 answer to a conditional request does not count.
 */
export class RateLimits {
  readonly #limit: number
  readonly #accounts = new Map<string, Account>()

  constructor(limit: number) {
    this.#limit = limit
  }

  exhausted(token: string): boolean {
    return this.#account(token).used >= this.#limit
  }

  /** Records an answer given to the token; every status but 304 uses up one request. */
  count(token: string, status: number): void {
    const account = this.#account(token)
    if (status === 304) {
      account.notModified += 1
      return
    }
    account.used += 1
    if (status === 200) account.ok += 1
    else account.other += 1
  }

  /** The x-ratelimit-* headers; `exhausted` forces remaining 0, as a rate-limited answer shows it. */
  headers(token: string, exhausted = false): Record<string, string> {
    const account = this.#account(token)
    const used = exhausted ? this.#limit : account.used
    return {
      'x-ratelimit-limit': String(this.#limit),
      'x-ratelimit-remaining': String(Math.max(0, this.#limit - used)),
      'x-ratelimit-used': String(used),
      'x-ratelimit-reset': String(Math.ceil(account.resetAt / 1000)),
      'x-ratelimit-resource': 'core',
    }
  }

  usage(token: string): TokenUsage {
    const { ok, notModified, other, used } = this.#account(token)
    return { ok, notModified, other, remaining: Math.max(0, this.#limit - used) }
  }

  #account(token: string): Account {
    let account = this.#accounts.get(token)
    if (!account) {
      account = { used: 0, ok: 0, notModified: 0, other: 0, resetAt: Date.now() + WINDOW_MS }
      this.#accounts.set(token, account)
    }
    return account
  }
}
