import type { TestContext } from 'vitest'

/**
 * A number of places for the tests of a suite that run jobs side by side: a test runs its jobs once it holds
 * one, and hands it on when it ends. Jobs that share an activity through the run's board each spend at most 10 s
 * on it per stage; more of them at once than two cores serve, and the emulators in the test's process answer so
 * late that a stage's time goes on waiting for them.
 */
export function places(count: number) {
  let taken = 0
  const queue: (() => void)[] = []

  async function withPlace<T>(work: () => Promise<T>): Promise<T> {
    if (taken < count) taken += 1
    else await new Promise<void>((resolve) => queue.push(resolve))
    try {
      return await work()
    } finally {
      const next = queue.shift()
      if (next) next()
      else taken -= 1
    }
  }

  /** The test, run once it holds a place. */
  function placed(body: (t: TestContext) => Promise<void>): (t: TestContext) => Promise<void> {
    return (t) => withPlace(() => body(t))
  }

  return { withPlace, placed }
}
