import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { type Listening, listen, reach } from '../../../src/tracker/endpoint.js'

// The endpoints listen for as long as this process lives, without holding it, as a tracker's do.
const folders: string[] = []

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function newEndpoint(): string {
  const folder = mkdtempSync(join(tmpdir(), 'endpoint-test-'))
  folders.push(folder)
  return join(folder, 'tracker.sock')
}

/** Holds this process's event loop, as a stage on a loaded machine is held: nothing of it runs meanwhile. */
function stall(ms: number): void {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // Busy: the loop's timers and answers fall due together.
  }
}

describe("the tracker's endpoint", () => {
  test('a stage stalled past the connect timeout still finds the live tracker there', async () => {
    const endpoint = newEndpoint()
    await listen(endpoint, () => {})
    const reaching = reach(endpoint)
    stall(1_200)
    const tracker = await reaching
    expect(tracker?.open).toBe(true)
    tracker?.close()
  })

  test('the stop asked there reaches the tracker, and its answer settles `stopped` with the connection open', async () => {
    const endpoint = newEndpoint()
    let tracker: Listening | undefined
    tracker = await listen(endpoint, () => tracker?.sayStopped())
    const post = await reach(endpoint)
    post?.stop()
    await post?.stopped
    expect(post?.open).toBe(true)
    post?.close()
  })

  test('a tracker that stopped before post connected (woken by the stop file) is still reached, and says at once it stopped', async () => {
    const endpoint = newEndpoint()
    const tracker = await listen(endpoint, () => {})
    tracker.sayStopped()
    const post = await reach(endpoint)
    expect(post?.open).toBe(true)
    await post?.stopped
    expect(post?.open).toBe(true)
    post?.close()
  })

  test('where nothing listens there is no tracker: undefined, at once', async () => {
    const begun = Date.now()
    expect(await reach(newEndpoint())).toBeUndefined()
    expect(Date.now() - begun).toBeLessThan(1_000)
  })
})
