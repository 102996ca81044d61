/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries from many jobs
 * spread out but never collapse to zero. `attempt` counts from 1 (the delay after the first failure).
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const step = Math.min(maxMs, baseMs * 2 ** (attempt - 1))
  return Math.round(step / 2 + random() * (step / 2))
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
