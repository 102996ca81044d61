import { expect, test } from 'vitest'
import { causeOf } from '../../../src/net/cause.js'

test("an error's cause is its message's first line", () => {
  expect(causeOf(new Error('Failed to list artifacts\nIf you are using a self-hosted runner, …'))).toBe(
    'Failed to list artifacts',
  )
  expect(causeOf(new RangeError('  a name holds letters  '))).toBe('a name holds letters')
  expect(causeOf('not an error')).toBe('not an error')
})

test('an error that says nothing is told by its name, its HTTP status or its code', () => {
  expect(causeOf(Object.assign(new Error(''), { name: 'RestError', statusCode: 503 }))).toBe(
    'RestError (HTTP 503)',
  )
  expect(causeOf(Object.assign(new Error(''), { code: 'ECONNRESET' }))).toBe('Error (ECONNRESET)')
  expect(causeOf(new TypeError(''))).toBe('TypeError without a message')
  expect(causeOf(undefined)).toBe('undefined')
})
