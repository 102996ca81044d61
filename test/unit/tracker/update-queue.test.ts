import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { UpdateQueue, type UpdateQueueOptions } from '../../../src/tracker/update-queue.js'

// What the tracker offers: the content of the activity.
interface Content {
  body: string
  severity: 'INFO' | 'CRIT'
  progress: number
}

const START = Date.parse('2026-07-27T04:05:00Z')
const INTERVAL = 5_000
const started: Content = { body: 'Starting', severity: 'INFO', progress: 0 }
const step = (n: number, of = 7): Content => ({
  body: `Step ${n} of ${of}`,
  severity: 'INFO',
  progress: Math.floor(((n - 1) * 100) / of),
})

/** A send whose settling the test controls. */
function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((ok) => {
    resolve = ok
  })
  return { promise, resolve }
}

let sent: { at: number; state: Content }[]
let failures: { error: unknown; state: Content }[]

/** A queue whose start was sent at START, sending through `send` (default: at once, successfully). */
function queue(options: Partial<UpdateQueueOptions<Content>> = {}): UpdateQueue<Content> {
  return new UpdateQueue<Content>({
    minIntervalMs: INTERVAL,
    lastSentAt: START,
    lastSent: started,
    send: async () => {},
    onSendFailed: (error, state) => failures.push({ error, state }),
    ...options,
  })
}

/** Records each send with its time, then does what `then` says. */
function recording(then: (state: Content) => Promise<unknown> = async () => {}) {
  return (state: Content) => {
    sent.push({ at: Date.now() - START, state })
    return then(state)
  }
}

async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms)
}

beforeEach(() => {
  vi.useFakeTimers({ now: START })
  sent = []
  failures = []
})

afterEach(() => {
  vi.useRealTimers()
})

describe('spacing', () => {
  test('spacing is measured from the start: the first update waits until minIntervalMs after it', async () => {
    const q = queue({ send: recording() })
    expect(q.nextSendAt).toBe(START + INTERVAL)
    await advance(1_000)
    q.offer(step(1))
    await advance(3_999)
    expect(sent).toEqual([])
    await advance(1)
    expect(sent).toEqual([{ at: 5_000, state: step(1) }])
    expect(q.nextSendAt).toBe(START + 10_000)
  })

  test('a state offered when the window has passed is sent at once', async () => {
    const q = queue({ send: recording() })
    await advance(60_000)
    q.offer(step(2))
    expect(sent).toEqual([{ at: 60_000, state: step(2) }])
  })

  test('sends are never closer than minIntervalMs, measured between their starts', async () => {
    const q = queue({ send: recording(() => new Promise((resolve) => setTimeout(resolve, 1_500))) })
    for (let t = 0; t < 40_000; t += 700) {
      q.offer(step(Math.floor(t / 700) + 1, 60))
      await advance(700)
    }
    const starts = sent.map((send) => send.at)
    expect(starts.length).toBeGreaterThan(5)
    for (let i = 1; i < starts.length; i++)
      expect((starts[i] as number) - (starts[i - 1] as number)).toBeGreaterThanOrEqual(INTERVAL)
  })

  test('spacing counts from the end of the previous send: a slow send pushes the next one back', async () => {
    const q = queue({ send: recording(() => new Promise((resolve) => setTimeout(resolve, 2_000))) })
    q.offer(step(1))
    await advance(5_000)
    q.offer(step(2))
    await advance(6_999)
    expect(sent.map((send) => send.at)).toEqual([5_000])
    await advance(1)
    expect(sent.map((send) => send.at)).toEqual([5_000, 12_000])
  })
})

describe('coalescing', () => {
  test('a burst within the window is one send, of the latest state', async () => {
    const q = queue({ send: recording() })
    for (const n of [1, 2, 3, 4]) {
      q.offer(step(n))
      await advance(500)
    }
    expect(q.pending).toEqual(step(4))
    await advance(60_000)
    expect(sent).toEqual([{ at: 5_000, state: step(4) }])
    expect(q.pending).toBeUndefined()
  })

  test('a failing step inside a burst: the CRIT state is what gets sent', async () => {
    const q = queue({ send: recording() })
    q.offer(step(3))
    await advance(1_000)
    const failed: Content = { body: 'Step 4 of 7 · Run tests failed', severity: 'CRIT', progress: 42 }
    q.offer(failed)
    await advance(60_000)
    expect(sent).toEqual([{ at: 5_000, state: failed }])
  })

  test('explicit updates mixed with step changes go out in the order offered, the latest last', async () => {
    const q = queue({ send: recording() })
    const deploying: Content = { body: 'Deploying to staging', severity: 'INFO', progress: 60 }
    const verified: Content = { body: 'Staging verified', severity: 'INFO', progress: 80 }
    const offers: [number, Content][] = [
      [6_000, step(2)], // window passed: sent at once
      [7_000, deploying], // explicit (a later use of the action), waits
      [8_000, step(3)], // supersedes it
      [12_000, verified], // explicit again, after step 3 went out at 11 s
      [16_500, step(4)],
    ]
    for (const [at, content] of offers) {
      await advance(at - (Date.now() - START))
      q.offer(content)
    }
    await advance(60_000)
    expect(sent).toEqual([
      { at: 6_000, state: step(2) },
      { at: 11_000, state: step(3) },
      { at: 16_000, state: verified },
      { at: 21_000, state: step(4) },
    ])
  })
})

describe('in flight', () => {
  test('a state offered during a send waits for it, supersedes older waiting ones, and nothing stale follows', async () => {
    const first = deferred()
    const q = queue({ send: recording(() => (sent.length === 1 ? first.promise : Promise.resolve())) })
    await advance(INTERVAL)
    q.offer(step(1))
    q.offer(step(2))
    q.offer(step(3))
    await advance(20_000) // far past the window, but step 1 is still in flight
    expect(sent.map((send) => send.state)).toEqual([step(1)])
    first.resolve()
    await advance(INTERVAL)
    expect(sent).toEqual([
      { at: 5_000, state: step(1) },
      { at: 30_000, state: step(3) },
    ])
    await advance(60_000)
    expect(sent).toHaveLength(2)
  })

  test('a send that takes longer than the window is followed one window after it ended', async () => {
    const q = queue({ send: recording(() => new Promise((resolve) => setTimeout(resolve, 8_000))) })
    await advance(INTERVAL)
    q.offer(step(1))
    await advance(1_000)
    q.offer(step(2))
    await advance(60_000)
    expect(sent).toEqual([
      { at: 5_000, state: step(1) },
      { at: 18_000, state: step(2) },
    ])
  })
})

describe('nothing is sent twice', () => {
  test("the start's content, or a copy of it, is not sent again", async () => {
    const q = queue({ send: recording() })
    q.offer({ ...started })
    await advance(60_000)
    expect(sent).toEqual([])
    expect(q.pending).toBeUndefined()
  })

  test('a state equal to the last one sent is not resent, and makes a waiting one moot', async () => {
    const q = queue({ send: recording() })
    await advance(INTERVAL)
    q.offer(step(2))
    await advance(1_000)
    q.offer(step(3))
    q.offer(step(2)) // back to what the phone shows
    await advance(60_000)
    expect(sent.map((send) => send.state)).toEqual([step(2)])
  })

  test("equality is the caller's when given", async () => {
    type Stamped = Content & { at: number }
    const stamped: Stamped[] = []
    const q = new UpdateQueue<Stamped>({
      minIntervalMs: INTERVAL,
      lastSentAt: START,
      send: async (state) => {
        stamped.push(state)
      },
      equals: (a, b) => a.body === b.body && a.severity === b.severity && a.progress === b.progress,
    })
    await advance(INTERVAL)
    q.offer({ ...step(2), at: 1 })
    q.offer({ ...step(2), at: 2 })
    await advance(INTERVAL)
    q.offer({ ...step(2), at: 3 })
    await advance(60_000)
    expect(stamped).toEqual([{ ...step(2), at: 1 }])
  })
})

describe('failures', () => {
  test('a failed send is reported once and not retried; the next state supersedes it', async () => {
    const error = new Error('Signalgrid did not answer')
    const q = queue({
      send: recording((state) => (state.body === 'Step 2 of 7' ? Promise.reject(error) : Promise.resolve())),
    })
    await advance(INTERVAL)
    q.offer(step(2))
    await advance(60_000)
    expect(failures).toEqual([{ error, state: step(2) }])
    expect(sent).toHaveLength(1)
    q.offer(step(3))
    expect(sent.map((send) => send.state)).toEqual([step(2), step(3)])
  })

  test('after a failure the same state may be offered again and is sent', async () => {
    let calls = 0
    const q = queue({
      send: recording(() => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve())),
    })
    await advance(INTERVAL)
    q.offer(step(2))
    await advance(INTERVAL)
    q.offer(step(2))
    expect(sent.map((send) => send.state)).toEqual([step(2), step(2)])
  })

  test('a send that throws instead of rejecting is reported the same way', async () => {
    const error = new TypeError('token must be the activity_update_token of a start')
    const q = queue({
      send: () => {
        throw error
      },
    })
    await advance(INTERVAL)
    q.offer(step(2))
    await advance(0)
    expect(failures).toEqual([{ error, state: step(2) }])
  })

  test('a reporter that throws does not stop the updates', async () => {
    const q = queue({
      send: recording(() => Promise.reject(new Error('down'))),
      onSendFailed: () => {
        throw new Error('log file gone')
      },
    })
    await advance(INTERVAL)
    q.offer(step(2))
    await advance(INTERVAL)
    q.offer(step(3))
    expect(sent).toHaveLength(2)
  })
})

describe('stop', () => {
  test('stop while sending waits for the send, returns what waited, and sends nothing after', async () => {
    const first = deferred()
    const q = queue({ send: recording(() => (sent.length === 1 ? first.promise : Promise.resolve())) })
    await advance(INTERVAL)
    q.offer(step(5))
    q.offer(step(6))
    let result: unknown
    const stopping = q.stop().then((value) => {
      result = value
    })
    expect(q.offer(step(7))).toBe(false)
    await advance(10_000)
    expect(result).toBeUndefined() // still waiting for the send in flight
    first.resolve()
    await stopping
    expect(result).toEqual({ unsent: step(6), settled: true })
    await advance(60_000)
    expect(sent.map((send) => send.state)).toEqual([step(5)])
  })

  test('the wait is bounded by the caller: a hung send is reported as not settled', async () => {
    const q = queue({ send: recording(() => new Promise(() => {})) })
    await advance(INTERVAL)
    q.offer(step(5))
    q.offer(step(6))
    const stopping = q.stop(3_000)
    await advance(3_000)
    expect(await stopping).toEqual({ unsent: step(6), settled: false })
    expect(sent).toHaveLength(1)
  })

  test('a send that settles within the bound ends the wait at once', async () => {
    const q = queue({ send: recording(() => new Promise((resolve) => setTimeout(resolve, 1_000))) })
    await advance(INTERVAL)
    q.offer(step(5))
    let result: unknown
    void q.stop(3_000).then((value) => {
      result = value
    })
    await advance(1_000)
    expect(result).toEqual({ unsent: undefined, settled: true })
    expect(vi.getTimerCount()).toBe(0) // the bound's own timer is gone too
  })

  test('stop cancels a scheduled send, returns its state, and leaves no timer to keep the process up', async () => {
    const q = queue({ send: recording() })
    q.offer(step(2))
    expect(vi.getTimerCount()).toBe(1)
    expect(await q.stop()).toEqual({ unsent: step(2), settled: true })
    expect(vi.getTimerCount()).toBe(0)
    await advance(60_000)
    expect(sent).toEqual([])
  })

  test('stop returns the last state when its send failed and nothing newer came', async () => {
    const q = queue({ send: recording(() => Promise.reject(new Error('down'))) })
    await advance(INTERVAL)
    q.offer(step(7))
    expect(await q.stop()).toEqual({ unsent: step(7), settled: true })
  })

  test('stop with nothing waiting returns nothing; calling it again returns the same', async () => {
    const q = queue()
    const once = q.stop()
    expect(q.stop()).toBe(once)
    expect(await once).toEqual({ unsent: undefined, settled: true })
  })
})

test.each([
  [{ minIntervalMs: -1 }, 'minIntervalMs must be a number of 0 or more, got -1'],
  [{ minIntervalMs: Number.NaN }, 'minIntervalMs must be a number of 0 or more, got NaN'],
  [{ lastSentAt: Number.POSITIVE_INFINITY }, 'lastSentAt must be a time in epoch milliseconds, got Infinity'],
])('options that cannot be right are refused: %o', (options, message) => {
  expect(() => queue(options)).toThrow(new RangeError(message))
})
