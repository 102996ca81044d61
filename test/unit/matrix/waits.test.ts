import { describe, expect, test } from 'vitest'
import { Waits } from '../../../src/matrix/waits.js'

describe('Waits: what a stage may spend waiting for the other legs', () => {
  test('every wait comes out of one budget, and each says what it waited for', async () => {
    const lines: string[] = []
    const waits = new Waits(300, (line) => lines.push(line))

    await waits.sleep('the first thing', 200)
    await waits.sleep('the second thing', 200)
    expect(waits.leftMs()).toBe(0)
    expect(lines[0]).toBe('Signalgrid: waited 0.2 s for the first thing.')
    // The second wait had only what was left of the budget (none, on a machine slow enough to overrun it).
    const tenths = lines.map((line) => Number(/waited (\d+)\.(\d) s/.exec(line)?.slice(1).join('')))
    expect(tenths.reduce((sum, waited) => sum + waited, 0)).toBeLessThanOrEqual(3)
  })

  test('until() looks at once, gives up within the budget, and says so', async () => {
    const lines: string[] = []
    const waits = new Waits(250, (line) => lines.push(line))
    let looks = 0

    expect(await waits.until('nothing', 10_000, 100, async () => void looks++)).toBeUndefined()
    // At 0, 100 and 200 ms; none after the budget (fewer on a busy machine, whose timers fire late).
    expect(looks).toBeGreaterThanOrEqual(1)
    expect(looks).toBeLessThanOrEqual(3)
    expect(lines).toEqual([expect.stringMatching(/^Signalgrid: waited 0\.\d s for nothing, in vain\.$/)])
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
      true,
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
      await waits.until('nothing', 500, 50, async () => void looked.push(Date.now() - began), true),
    ).toBeUndefined()
    // At 50, 150, 350 ms, then at 500 ms rather than at 750.
    expect(looked).toHaveLength(4)
    expect(looked[3]).toBeGreaterThanOrEqual(499)
    expect(looked[3]).toBeLessThan(700)
  })
})
