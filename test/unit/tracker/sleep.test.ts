import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { Sleep } from '../../../src/tracker/sleep.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

test('unwoken, it sleeps until the time it was given, and no longer', async () => {
  const sleep = new Sleep()
  const slept = sleep.until(Date.now() + 1_000)
  await vi.advanceTimersByTimeAsync(999)
  expect(await settled(slept)).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(await settled(slept)).toBe(true)
})

test('a wake ends the sleep at once', async () => {
  const sleep = new Sleep()
  const slept = sleep.until(Date.now() + 60_000)
  expect(await settled(slept)).toBe(false)
  sleep.wake()
  expect(await settled(slept)).toBe(true)
})

test('a wake that comes while it is not sleeping (a read under way) ends its next sleep at once, and that one only', async () => {
  const sleep = new Sleep()
  sleep.wake()
  expect(await settled(sleep.until(Date.now() + 60_000))).toBe(true)
  expect(await settled(sleep.until(Date.now() + 60_000))).toBe(false)
})

test('a time already past: it sleeps no longer than a turn of the event loop', async () => {
  const sleep = new Sleep()
  expect(await settled(sleep.until(Date.now() - 5_000))).toBe(true)
})
