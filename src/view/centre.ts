// The usual value of what the runs read measured (a step's time, a wait, a leg's time): their median, which one
// odd run among three does not move, where a mean would follow it. Pure.

/** The middle value, or the mean of the two middle ones; 0 of none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
