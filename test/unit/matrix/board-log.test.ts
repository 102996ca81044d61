import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { Board } from '../../../src/matrix/board.js'
import { Waits } from '../../../src/matrix/waits.js'
import { ArtifactEmulator } from '../../support/artifact-emulator.js'

// What the board leaves in the step's log when @actions/artifact downloads a note: the library prints the
// file's name, which the answer's Content-Disposition sets and the library decodes, newlines included. A
// name that carries a workflow command must reach the log as text. The log is caught here, from before the
// first board is made, as the runner reads a stage's stdout.

const written: string[] = []
let caught: { mockRestore(): void } | undefined
let emulator: ArtifactEmulator
let runnerTemp: string

beforeAll(() => {
  caught = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk))
    return true
  })
})
afterAll(() => caught?.mockRestore())

beforeEach(async () => {
  emulator = await ArtifactEmulator.start()
  runnerTemp = await mkdtemp(join(tmpdir(), 'board-runner-temp-'))
  for (const [name, value] of Object.entries({ RUNNER_TEMP: runnerTemp, ...emulator.leg().env }))
    vi.stubEnv(name, value)
  written.length = 0
})
afterEach(async () => {
  vi.unstubAllEnvs()
  await emulator.close()
  await rm(runnerTemp, { recursive: true, force: true })
})

/**
 * The command the runner would carry out for a line (actions/runner, ActionCommand): "::<command>" after any
 * blanks, else "##[<command>" anywhere in the line.
 */
function commandOf(line: string): string | undefined {
  return /^\s*::([\w-]+)[ :]/.exec(line)?.[1] ?? /##\[([\w-]+)[ \]]/.exec(line)?.[1]
}

test.each([
  ['a line of its own', "attachment; filename*=UTF-8''note%0A%3A%3Awarning%3A%3Apwned"],
  ['a carriage return', "attachment; filename*=UTF-8''note%0D%3A%3Aerror%3A%3Apwned"],
  ['the older form, anywhere in a line', "attachment; filename*=UTF-8''note%23%23%5Bwarning%5Dpwned"],
  ['an output set', "attachment; filename*=UTF-8''note%0A%3A%3Aset-output%20name%3Dtoken%3A%3Apwned"],
  ['a mask, a kind the stage issues itself', "attachment; filename*=UTF-8''note%0A%3A%3Aadd-mask%3A%3Apwned"],
])(
  'a download whose file name carries a workflow command (%s): the log holds it as text, in a debug line',
  async (_name, disposition) => {
    emulator.disposition = () => disposition
    emulator.store('note', 'the text')
    const board = new Board(new Waits(10_000, () => {}))
    const [entry] = (await board.list('note')).entries
    expect(entry && (await board.readEntry(entry))).toBe('the text')

    // The name is in the log, in a debug line: no line that holds it is a command of another kind.
    const naming = written
      .join('')
      .split(/\r\n|\r|\n/)
      .filter((line) => line.includes('pwned'))
    expect(naming).toContainEqual(
      expect.stringMatching(/^::debug::Downloading raw file \(non-zip\) to: .*pwned/),
    )
    expect(naming.map(commandOf)).toEqual(naming.map(() => 'debug'))
  },
)
