/** How a set of measurements spreads: the median, the 10th and 90th percentiles, the extremes. */
export interface Spread {
  readonly n: number
  readonly median: number
  readonly p10: number
  readonly p90: number
  readonly min: number
  readonly max: number
}

/** The p-th percentile (0–100), interpolated linearly between the two nearest ranks. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const rank = (p / 100) * (sorted.length - 1)
  const below = Math.floor(rank)
  const above = Math.ceil(rank)
  const low = sorted[below] as number
  return low + ((sorted[above] as number) - low) * (rank - below)
}

export function spread(values: readonly number[]): Spread {
  return {
    n: values.length,
    median: percentile(values, 50),
    p10: percentile(values, 10),
    p90: percentile(values, 90),
    min: Math.min(...values),
    max: Math.max(...values),
  }
}
