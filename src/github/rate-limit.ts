// The primary rate limit as GitHub's answers tell it, in their x-ratelimit-* headers.

/** An answer's headers as Octokit gives them. */
export type AnswerHeaders = Readonly<Record<string, string | number | undefined>>

/** The primary rate limit as the answer's x-ratelimit-* headers told it; each field undefined when absent. */
export interface RateLimit {
  readonly limit: number | undefined
  readonly remaining: number | undefined
  readonly used: number | undefined
  /** When the window resets, in epoch milliseconds (x-ratelimit-reset is in epoch seconds). */
  readonly resetAt: number | undefined
}

export function readRateLimit(headers: AnswerHeaders): RateLimit {
  const reset = headerInteger(headers, 'x-ratelimit-reset')
  return {
    limit: headerInteger(headers, 'x-ratelimit-limit'),
    remaining: headerInteger(headers, 'x-ratelimit-remaining'),
    used: headerInteger(headers, 'x-ratelimit-used'),
    resetAt: reset === undefined ? undefined : reset * 1000,
  }
}

export function header(headers: AnswerHeaders, name: string): string | undefined {
  const value = headers[name]
  return value === undefined ? undefined : String(value)
}

function headerInteger(headers: AnswerHeaders, name: string): number | undefined {
  const value = header(headers, name)?.trim()
  return value && /^\d+$/.test(value) ? Number(value) : undefined
}
