import { expect, test } from 'vitest'
import { progressError } from './bar-error.js'

test('a bar that follows the elapsed fraction exactly is 0 points off', () => {
  const shown = Array.from({ length: 101 }, (_, index) => ({ at: index * 10, progress: index }))
  expect(progressError(shown, 0, 1000, 10)).toBe(0)
})

test('a bar that never moves is off by half the bar on average; before the first message it reads 0', () => {
  expect(progressError([], 0, 1000, 10)).toBeCloseTo(50, 0)
  expect(progressError([{ at: 5000, progress: 100 }], 0, 1000, 10)).toBeCloseTo(50, 0)
})

test('a bar that jumps to 50 at half time and stays: a quarter of the bar off on average', () => {
  const shown = [
    { at: -100, progress: 0 },
    { at: 500, progress: 50 },
  ]
  expect(progressError(shown, 0, 1000, 1)).toBeCloseTo(25, 0)
})

test('an empty span is refused', () => {
  expect(() => progressError([], 10, 10)).toThrow(RangeError)
})
