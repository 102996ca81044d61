// The usual value of what the runs read measured (a step's time, a wait, a span): their median where three or
// more measured it, which one odd run among them does not move, where a mean would follow it. Two cannot outvote
// each other, and their median would be their mean: the newer counts more, since a change to the work (tests
// added, a cache that now hits) shows first in the newest run. Pure.
import { NEWER_WEIGHT } from './constants.js'

/** The middle value, or the mean of the two middle ones; 0 of none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * The usual value of the runs that measured it, newest first: their median; of two, their mean with the newer
 * counting NEWER_WEIGHT times the older.
 */
export function usual(newestFirst: readonly number[]): number {
  if (newestFirst.length !== 2) return median(newestFirst)
  const [newer, older] = newestFirst as [number, number]
  return (NEWER_WEIGHT * newer + older) / (NEWER_WEIGHT + 1)
}
