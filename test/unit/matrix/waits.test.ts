import { describe, expect, test } from 'vitest'
import { Waits } from '../../../src/matrix/waits.js'

describe('Waits: what a stage may spend waiting for the other legs', () => {
  test('every wait comes out of one budget, and each says what it waited for', async () => {
    const lines: string[] = []
    const waits = new Waits(300, (line) => lines.push(line))

    await waits.sleep('the first thing', 200)
    await waits.sleep('the second thing', 200)
    // Node's timers keep a monotonic clock and may fire a millisecond before Date.now() says they are due.
    expect(waits.leftMs()).toBeLessThanOrEqual(1)
    expect(lines[0]).toBe('Signalgrid: waited 0.2 s for the first thing.')
    // The second wait had only what was left of the budget (none, on a machine slow enough to overrun it).
    const tenths = lines.map((line) => Number(/waited (\d+)\.(\d) s/.exec(line)?.slice(1).join('')))
    expect(tenths.reduce((sum, waited) => sum + waited, 0)).toBeLessThanOrEqual(3)
  })

  test('until(), soon: looks at once, then soon again and less often each time, and gives up within the budget', async () => {
    const lines: string[] = []
    const waits = new Waits(2_000, (line) => lines.push(line))
    const looked: number[] = []
    const began = Date.now()

    expect(
      await waits.until('nothing', 10_000, 1_000, async () => void looked.push(Date.now() - began), 'soon'),
    ).toBeUndefined()
    // At 0, 250, 750 ms, then 1 s later at 1,750 ms (the poll's cap), and a last look at the budget's end, 2 s
    // (fewer on a busy machine, whose timers fire late).
    expect(looked[0]).toBeLessThan(100)
    expect((looked[1] ?? 0) - (looked[0] ?? 0)).toBeGreaterThanOrEqual(249)
    expect((looked[2] ?? 0) - (looked[1] ?? 0)).toBeGreaterThanOrEqual(499)
    if (looked.length > 3) expect((looked[3] ?? 0) - (looked[2] ?? 0)).toBeGreaterThanOrEqual(999)
    expect(looked.length).toBeLessThanOrEqual(5)
    expect(Math.max(...looked)).toBeLessThan(2_000)
    expect(lines).toEqual([expect.stringMatching(/^Signalgrid: waited [12]\.\d s for nothing, in vain\.$/)])
  })

  test('until() with backoff looks first after the poll, then twice as long each time', async () => {
    const waits = new Waits(10_000, () => {})
    const looked: number[] = []
    const began = Date.now()

    const found = await waits.until(
      'the third look',
      5_000,
      50,
      async () => (looked.push(Date.now() - began) === 3 ? 'found' : undefined),
      'backoff',
    )
    expect(found).toBe('found')
    // At 50, 150 and 350 ms.
    // (A timer may fire a millisecond early.)
    expect(looked[0]).toBeGreaterThanOrEqual(49)
    expect((looked[1] ?? 0) - (looked[0] ?? 0)).toBeGreaterThanOrEqual(99)
    expect((looked[2] ?? 0) - (looked[1] ?? 0)).toBeGreaterThanOrEqual(199)
  })

  test('until() with backoff takes a last look at the end of its time when the next wait would pass it', async () => {
    const waits = new Waits(10_000, () => {})
    const looked: number[] = []
    const began = Date.now()

    expect(
      await waits.until('nothing', 500, 50, async () => void looked.push(Date.now() - began), 'backoff'),
    ).toBeUndefined()
    // At 50, 150, 350 ms, then at 500 ms rather than at 750.
    expect(looked).toHaveLength(4)
    expect(looked[3]).toBeGreaterThanOrEqual(499)
    expect(looked[3]).toBeLessThan(700)
  })
})
