// How far a bar the phone showed is from the clock: the benchmark's measure of the bar, which the end-to-end tests
// of the bar hold to its goals too.

/** How often the bar is compared with the truth: fine against the 5 s spacing and steps of seconds. */
export const SAMPLE_MS = 100

/** The bar as the phone showed it from `at` on (the start's 0, then each update it did not ignore). */
export interface ShownBar {
  readonly at: number
  readonly progress: number
}

/**
 * The mean absolute difference, in points, between the bar the phone last showed and the elapsed fraction of
 * [from, to] (the user's steps, first start to last completion), sampled every `sampleMs` from `from` to `to`.
 * Before anything was shown the bar reads 0.
 */
export function progressError(
  shown: readonly ShownBar[],
  from: number,
  to: number,
  sampleMs = SAMPLE_MS,
): number {
  if (!(to > from)) throw new RangeError(`the job's span is empty: ${from} to ${to}`)
  const ordered = [...shown].sort((a, b) => a.at - b.at)
  let total = 0
  let samples = 0
  let index = -1
  for (let at = from; at <= to; at += sampleMs) {
    while (index + 1 < ordered.length && (ordered[index + 1] as ShownBar).at <= at) index++
    const bar = index < 0 ? 0 : (ordered[index] as ShownBar).progress
    total += Math.abs(bar - ((at - from) * 100) / (to - from))
    samples++
  }
  return total / samples
}
