/**
 * An abort signal that fires after `ms`, for one request and the reading of its answer. A timer of our own,
 * not AbortSignal.timeout: `clear` stops it the moment the work is done, and tests' fake timers drive it.
 */
export function deadline(ms: number): { readonly signal: AbortSignal; clear(): void } {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  return { signal: controller.signal, clear: () => clearTimeout(timer) }
}
