import { describe, expect, test } from 'vitest'
import { timeLeftText, WIDE_SPREAD } from '../../../src/view/words.js'

const S = 1000
const MIN = 60 * S
const H = 60 * MIN

describe('the time left where the runs read disagree widely: the range that covers them', () => {
  test.each([
    // [centre, least, most, words]
    [3 * MIN, 2 * MIN, 4 * MIN, 'about 2-4 min left'],
    [150 * S, 61 * S, 6 * MIN, 'about 1-6 min left'],
    [30 * S, 20 * S, 40 * S, 'about 20-40s left'],
    // The least rounded down, the most up: every run's figure inside.
    [16 * S, 15 * S, 25 * S, 'about 10-30s left'],
    [150 * S, 100 * S, 200 * S, 'about 1-4 min left'],
    [30 * S, 14 * S, 50 * S, 'about 10-50s left'],
    // Past 50 s the most is said in minutes, past 59 min in hours.
    [40 * S, 30 * S, 51 * S, 'under 1 min left'],
    [45 * MIN, 40 * MIN, 80 * MIN, 'under 2 h left'],
    [90 * MIN, 70 * MIN, 150 * MIN, 'about 1-3 h left'],
    // The least rounds down to nothing: no lower end.
    [20 * S, 4 * S, 13 * S, 'under 20s left'],
    [60 * S, 9 * S, 40 * S, 'under 40s left'],
    [2 * MIN, 20 * S, 3 * MIN, 'under 3 min left'],
    [40 * MIN, 10 * MIN, 59 * MIN, 'about 10-59 min left'],
  ])('%d ms by the centre, %d to %d by the runs: %s', (centre, least, most, words) => {
    expect(timeLeftText(centre, false, { leastMs: least, mostMs: most })).toBe(words)
  })

  test('at the edge: the most WIDE_SPREAD times the least is wide, a little less is not', () => {
    expect(WIDE_SPREAD).toBe(1.5)
    expect(timeLeftText(3 * MIN, false, { leastMs: 2 * MIN, mostMs: 3 * MIN })).toBe('about 2-3 min left')
    // Said as one figure, the centre's: the runs are close enough for it.
    expect(timeLeftText(3 * MIN, false, { leastMs: 2 * MIN, mostMs: 3 * MIN - S })).toBe('about 3 min left')
  })

  test('runs that agree: the centre’s one figure, as before', () => {
    expect(timeLeftText(37 * S, false, { leastMs: 35 * S, mostMs: 40 * S })).toBe('about 40s left')
    expect(timeLeftText(75 * MIN, false, { leastMs: 70 * MIN, mostMs: 80 * MIN })).toBe(
      'about 1 h 15 min left',
    )
  })

  test('under ten seconds by every run: a few seconds, however they differ', () => {
    expect(timeLeftText(5 * S, false, { leastMs: 1 * S, mostMs: 9 * S })).toBe('a few seconds left')
  })

  test('past the late point no figure holds, range or not', () => {
    expect(timeLeftText(10 * S, true, { leastMs: 1 * S, mostMs: 5 * MIN })).toBe('taking longer than usual')
  })

  test('every range covers what the runs say, its ends the right way round', () => {
    const unitOf = (words: string) => (words.endsWith(' h left') ? H : words.endsWith(' min left') ? MIN : S)
    for (let least = 0; least <= 2 * H; least += 7 * S) {
      for (const factor of [1.5, 2, 4, 10]) {
        const most = least * factor
        const words = timeLeftText(least, false, { leastMs: least, mostMs: most })
        const range = /^(?:about (\d+)-|under )(\d+)/.exec(words)
        if (!range) continue
        const unit = unitOf(words)
        expect(Number(range[1] ?? 0) * unit, words).toBeLessThanOrEqual(least)
        expect(Number(range[2]) * unit, words).toBeGreaterThanOrEqual(most)
        expect(Number(range[1] ?? 0), words).toBeLessThan(Number(range[2]))
      }
    }
  })
})
