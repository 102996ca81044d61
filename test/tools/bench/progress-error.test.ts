import { expect, test } from 'vitest'
import { formatDuration } from '../../../src/activity/content.js'
import { durationMsOf, saidOfTime } from './progress-error.js'

test('the end’s time and usual time, and how many updates said the run was late', () => {
  expect(
    saidOfTime([
      'Step 1 of 2 · Build · about 40s left',
      'Step 2 of 2 · Test · taking longer than usual',
      'Succeeded in 1m 7s (usually 1m 5s)',
    ]),
  ).toEqual({ took: '1m 7s', usually: '1m 5s', late: 1 })
  expect(saidOfTime(['3 of 3 legs done', 'Succeeded in 45s (usually 42s) · 3 legs'])).toEqual({
    took: '45s',
    usually: '42s',
    late: 0,
  })
  expect(saidOfTime(['Succeeded in 12s'])).toEqual({ took: '12s', usually: undefined, late: 0 })
})

test('a duration as the end words it, back to ms', () => {
  for (const ms of [0, 9_000, 65_000, 3_600_000, 3_780_000]) expect(durationMsOf(formatDuration(ms))).toBe(ms)
  expect(durationMsOf(undefined)).toBeNaN()
  expect(durationMsOf('soon')).toBeNaN()
})
