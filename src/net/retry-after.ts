/**
 * Retry-After as milliseconds from now: either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
