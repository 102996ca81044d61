import { expect, test } from 'vitest'
import { seconds } from '../../../src/net/seconds.js'

test('a bound reads to the tenth, with no tenth of zero', () => {
  expect([100, 250, 750, 1_234, 5_000, 10_000, 15_000].map((ms) => seconds(ms))).toEqual([
    '0.1 s',
    '0.3 s',
    '0.8 s',
    '1.2 s',
    '5 s',
    '10 s',
    '15 s',
  ])
})

test('a time measured always shows its tenth', () => {
  expect([0, 200, 1_960, 2_000, 2_049, 10_000].map((ms) => seconds(ms, { measured: true }))).toEqual([
    '0.0 s',
    '0.2 s',
    '2.0 s',
    '2.0 s',
    '2.0 s',
    '10.0 s',
  ])
})
