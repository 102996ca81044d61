import { describe, expect, test } from 'vitest'
import { percentile, spread } from './stats.js'

describe('benchmark statistics', () => {
  test('the median of an odd count is the middle value, of an even count the mean of the two middle ones', () => {
    expect(percentile([5, 1, 3], 50)).toBe(3)
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5)
  })

  test('percentiles interpolate between ranks, whatever the order of the values', () => {
    const values = [10, 0, 90, 30, 20, 50, 40, 60, 80, 70, 100]
    expect(percentile(values, 10)).toBe(10)
    expect(percentile(values, 90)).toBe(90)
    expect(percentile([0, 10], 25)).toBe(2.5)
  })

  test('a spread gives the count, median, p10, p90 and extremes', () => {
    expect(spread([3, 1, 2])).toEqual({ n: 3, median: 2, p10: 1.2, p90: 2.8, min: 1, max: 3 })
  })

  test('no values is an error, not a NaN in a report', () => {
    expect(() => percentile([], 50)).toThrow('percentile of no values')
  })
})
