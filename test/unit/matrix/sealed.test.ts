import { randomBytes } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { RunKey } from '../../../src/matrix/sealed.js'

const SECRET = 'key\nchannel'
const REPO = 'octo-org/octo-repo'
const RUN = '7000000001'
const NAME = 'signalgrid-build-a1-activity'

const key = new RunKey(SECRET, REPO, RUN)

describe("a note's name, signed with the run's key", () => {
  test('verifies as the name it was made from, left again or not; a tag made for another name does not', () => {
    const signed = key.signed('signalgrid-build-a1-start')
    expect(signed).toMatch(/^signalgrid-build-a1-start-[0-9a-f]{32}$/)
    expect(key.verified(signed)).toBe('signalgrid-build-a1-start')
    const again = key.signed('signalgrid-build-a1-start-r2')
    expect(again).toMatch(/^signalgrid-build-a1-start-r2-[0-9a-f]{32}$/)
    expect(key.verified(again)).toBe('signalgrid-build-a1-start')
    const end = key.signed('signalgrid-build-a1-end')
    expect(key.verified(`signalgrid-build-a1-start-${end.slice(-32)}`)).toBeUndefined()
  })

  test('the tag covers the whole name: a note copied under a suffix the jobs did not give it does not verify', () => {
    const signed = key.signed('signalgrid-build-a1-end')
    for (const copy of [`${signed}-r2`, `${signed}-r7`, `signalgrid-build-a1-end-r7-${signed.slice(-32)}`]) {
      expect(key.verified(copy)).toBeUndefined()
    }
  })

  test("a name without the key is none of the jobs': no tag, a made-up tag, the tag of another run, repository or secret", () => {
    const signed = key.signed('signalgrid-build-a1-end')
    expect(key.verified('signalgrid-build-a1-end')).toBeUndefined()
    expect(key.verified(`signalgrid-build-a1-end-${'0'.repeat(32)}`)).toBeUndefined()
    for (const other of [
      new RunKey(SECRET, REPO, '7000000002'),
      new RunKey(SECRET, 'octo-org/other-repo', RUN),
      new RunKey('key\nother-channel', REPO, RUN),
    ]) {
      expect(other.verified(signed)).toBeUndefined()
      expect(key.verified(other.signed('signalgrid-build-a1-end'))).toBeUndefined()
    }
  })
})

describe("a note's text, sealed with the run's key", () => {
  test('opens with the same key and name only, and hides the text', () => {
    const sealed = key.seal('tok-123', NAME)
    expect(sealed).not.toContain('tok-123')
    expect(key.unseal(sealed, NAME)).toBe('tok-123')
    expect(key.unseal(sealed, 'signalgrid-build-a2-activity')).toBeUndefined()
    expect(new RunKey(SECRET, REPO, '7000000002').unseal(sealed, NAME)).toBeUndefined()
    expect(new RunKey(SECRET, 'octo-org/other-repo', RUN).unseal(sealed, NAME)).toBeUndefined()
    expect(new RunKey('other\nchannel', REPO, RUN).unseal(sealed, NAME)).toBeUndefined()
    expect(key.unseal('garbage', NAME)).toBeUndefined()
    expect(key.unseal(`${sealed}.extra`, NAME)).toBeUndefined()
  })

  test('a 12-byte IV and a 16-byte tag go out', () => {
    const [iv, tag] = key
      .seal('x', NAME)
      .split('.')
      .map((part) => Buffer.from(part, 'base64'))
    expect(iv).toHaveLength(12)
    expect(tag).toHaveLength(16)
  })

  describe('a tag or an IV of another length', () => {
    const warnings: Error[] = []
    const heard = (warning: Error) => warnings.push(warning)
    beforeEach(() => {
      warnings.length = 0
      process.on('warning', heard)
    })
    afterEach(() => {
      process.off('warning', heard)
    })

    test('the tag cut to its first 4 bytes, which GCM would check as far as it goes (a 1 in 2^32 forgery), does not open, and Node warns of nothing', async () => {
      const sealed = key.seal('tok-123', NAME)
      const [iv, tag, data] = sealed.split('.')
      const short = [
        iv,
        Buffer.from(tag as string, 'base64')
          .subarray(0, 4)
          .toString('base64'),
        data,
      ].join('.')

      expect(key.unseal(short, NAME)).toBeUndefined()
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve))
      expect(warnings.map((warning) => warning.name)).toEqual([])
    })

    test('an IV of 16 bytes does not open', () => {
      const [, tag, data] = key.seal('tok-123', NAME).split('.')
      expect(key.unseal([randomBytes(16).toString('base64'), tag, data].join('.'), NAME)).toBeUndefined()
    })
  })
})
