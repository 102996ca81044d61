import { describe, expect, test } from 'vitest'
import { backoffMs } from '../../../src/net/backoff.js'

describe('backoffMs: the wait before each next try', () => {
  test('grows by its factor from the first wait, each wait exact without jitter', () => {
    const doubling = { firstMs: 250, growth: 2 }
    expect([1, 2, 3, 4].map((tries) => backoffMs(doubling, tries))).toEqual([250, 500, 1_000, 2_000])
    const tripling = { firstMs: 250, growth: 3 }
    expect([1, 2, 3].map((tries) => backoffMs(tripling, tries))).toEqual([250, 750, 2_250])
  })

  test('never waits longer than its most', () => {
    const capped = { firstMs: 6_000, growth: 2, maxMs: 60_000 }
    expect([1, 2, 3, 4, 5, 6].map((tries) => backoffMs(capped, tries))).toEqual([
      6_000, 12_000, 24_000, 48_000, 60_000, 60_000,
    ])
  })

  test('equal jitter: half of each wait fixed, half random, within the cap', () => {
    const jittered = { firstMs: 500, growth: 2, maxMs: 8_000, jitter: 'equal' } as const
    expect([1, 2, 3, 4, 5, 6].map((tries) => backoffMs(jittered, tries, () => 0))).toEqual([
      250, 500, 1_000, 2_000, 4_000, 4_000,
    ])
    expect([1, 2, 3].map((tries) => backoffMs(jittered, tries, () => 0.5))).toEqual([375, 750, 1_500])
    expect(backoffMs(jittered, 6, () => 0.999_999)).toBe(8_000)
  })
})
