import { describe, expect, test } from 'vitest'
import {
  isActivityToken,
  isServiceToken,
  parseActivityToken,
} from '../../../src/signalgrid/activity-token.js'

describe("an activity's token", () => {
  test.each([
    ['CDGZ9'],
    ['MX2L2K'],
    ['0'],
    ['T'.repeat(64)],
    // A format the service may adopt: not refused as broken.
    ['3f2b6c1e-8d4a-4f7b-9c2e-1a5d7e9b0c3f'],
    ['dGhpcyBpcyBhIHRva2Vu_-'],
  ])('%j looks like a token of the service', (value) => {
    expect(isServiceToken(value)).toBe(true)
    expect(parseActivityToken(value)).toEqual([{ id: undefined, token: value }])
  })

  test.each([
    [''],
    [' CDGZ9'],
    ['CDG Z9'],
    ['CDGZ9\n'],
    ['CDGZ9&type=start'],
    ['CDG.Z9'],
    ['CDG~Z9'],
    ['CDGZ9,MX2L2K'],
    ['0123abcd:CDGZ9'],
    ['T'.repeat(65)],
    ['CDGZ9é'],
    // An expression the workflow left unexpanded.
    ['$' + '{{ steps.sg.outputs.activity-token }}'],
  ])('%j is no token of the service', (value) => {
    expect(isServiceToken(value)).toBe(false)
  })

  test('several channels: each id with its token or nothing, in order; at least one token', () => {
    expect(parseActivityToken('0123abcd:CDGZ9,89abcdef:,fedcba98:MX2L2K')).toEqual([
      { id: '0123abcd', token: 'CDGZ9' },
      { id: '89abcdef', token: undefined },
      { id: 'fedcba98', token: 'MX2L2K' },
    ])
  })

  test.each([
    ['0123abcd:CDGZ9'],
    ['0123abcd:,89abcdef:'],
    ['0123abcd:CDGZ9,,89abcdef:MX2L2K'],
    ['0123ABCD:CDGZ9,89abcdef:MX2L2K'],
    ['0123abcd:CDG Z9,89abcdef:MX2L2K'],
    ['0123abcd:CDGZ9,89abcdef:MX2L2K:extra'],
    [`0123abcd:${'T'.repeat(65)},89abcdef:MX2L2K`],
    [Array.from({ length: 17 }, (_, index) => `${String(index).padStart(8, '0')}:T${index}`).join(',')],
  ])('%j is no activity token of several channels', (value) => {
    expect(isActivityToken(value)).toBe(false)
  })
})
