import { afterAll, beforeAll, beforeEach, vi } from 'vitest'

/**
 * Keeps what a library writes to the step's log (stdout) out of the test log, and shows it for a test that
 * fails: @actions/artifact says what it does in info and debug lines, hundreds in a file of board tests.
 * Caught for the whole file, since a call cut at its deadline goes on writing after its test. Call it at
 * the top of a test file.
 */
export function catchLibraryLog(): void {
  let written: string[] = []
  // Kept: the board routes what is written to stdout through a write of its own, put over this one.
  let caught: { mockRestore(): void } | undefined
  beforeAll(() => {
    caught = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk))
      return true
    })
  })
  afterAll(() => caught?.mockRestore())
  beforeEach(({ onTestFailed }) => {
    written = []
    onTestFailed(() => {
      process.stderr.write(`What the library wrote to the step's log during the test:\n${written.join('')}`)
    })
  })
}
