import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import type { BoardRequest } from '../../../src/matrix/board-request.js'
import { readPublished } from '../../../src/tracker/board-read.js'

// What the tracker takes from the board's reader (the reader itself: test/e2e/board-read.test.ts). Stand-ins
// for the reader, each a Node script, say what the real one could: the request goes whole on their stdin, and
// only a whole answer of the right shape, from a reader that ended well, is taken.

const REQUEST: BoardRequest = {
  runtimeToken: 'rt_SECRET_board_read_3c9d',
  resultsUrl: 'https://results.example/',
  secret: 'ck_SECRET_board_read_5e21\nch_SECRET_board_read_88f0',
  repository: 'octo-org/octo-repo',
  runId: '7000000001',
  matrix: 'build',
  attempt: 2,
  leg: { index: 1, count: 3, label: 'macos', failFast: true },
  jobId: '42',
}

/** A stand-in reader that reads its stdin to the end, writes `stdout` and exits with `code`. */
function standIn(stdout: string, code = 0): string[] {
  const script = `for await (const _ of process.stdin);
process.stdout.write(${JSON.stringify(stdout)}, () => process.exit(${code}))`
  return ['--input-type=module', '--eval', script]
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`
const ACTIVITY = { token: 'CDGZ9', startedAt: 1_764_000_000_000 }

test('the request goes whole on its stdin, which is closed; the answer is what the reader printed', async () => {
  // The stand-in answers with what it read: it reads until its stdin is closed.
  const echo = `let text = ''
for await (const chunk of process.stdin) text += chunk
const request = JSON.parse(text)
process.stdout.write(JSON.stringify({ token: 'CDGZ9', startedAt: 1, request }) + '\\n')`
  expect(
    await readPublished(REQUEST, 5_000, { nodeArguments: ['--input-type=module', '--eval', echo] }),
  ).toEqual({
    token: 'CDGZ9',
    startedAt: 1,
    request: REQUEST,
  })
})

test.each([
  ['an activity', ACTIVITY],
  [
    'an activity with every field',
    { ...ACTIVITY, legsUsualMs: { linux: 61_000, 'leg 2': 0 }, remaining: 87, senderJob: '90000000004' },
  ],
  ['an activity of several channels', { ...ACTIVITY, token: '0a1b2c3d:CDGZ9,4e5f6a7b:' }],
  ['a start that failed', { failed: true }],
])('%s is taken', async (_, published) => {
  expect(await readPublished(REQUEST, 5_000, { nodeArguments: standIn(line(published)) })).toEqual(published)
})

test.each([
  ['junk', 'junk\n'],
  ['nothing', ''],
  ['an answer with no end of line', JSON.stringify(ACTIVITY)],
  ['two answers', `${line(ACTIVITY)}${line(ACTIVITY)}`],
  ['a token that is none', line({ ...ACTIVITY, token: 'CD GZ9' })],
  ['a token that is not a text', line({ ...ACTIVITY, token: 12345 })],
  ['no time it started', line({ token: 'CDGZ9' })],
  ['a time that is a text', line({ ...ACTIVITY, startedAt: '1764000000000' })],
  ['a usual time that is a text', line({ ...ACTIVITY, legsUsualMs: { linux: '61000' } })],
  ['usual times that are a list', line({ ...ACTIVITY, legsUsualMs: [61_000] })],
  ['a quota that is no count', line({ ...ACTIVITY, remaining: 1.5 })],
  ['a sender job that is no job id', line({ ...ACTIVITY, senderJob: '-1' })],
  ['a sender job that is not a text', line({ ...ACTIVITY, senderJob: 90000000004 })],
  ['a sender job past what a number holds exactly', line({ ...ACTIVITY, senderJob: '90071992547409931' })],
  ['a start that failed, said otherwise', line({ failed: 'yes' })],
  ['a list', line([ACTIVITY])],
])('%s is not taken', async (_, stdout) => {
  expect(await readPublished(REQUEST, 5_000, { nodeArguments: standIn(stdout) })).toBeUndefined()
})

test('a right answer from a reader that then failed is not taken', async () => {
  expect(await readPublished(REQUEST, 5_000, { nodeArguments: standIn(line(ACTIVITY), 1) })).toBeUndefined()
})

test('an answer over 128 KiB is not taken, and its reader is killed at once', async () => {
  const flood = `for await (const _ of process.stdin);
const chunk = ' '.repeat(64 * 1024)
for (;;) await new Promise((resolve) => process.stdout.write(chunk, resolve))`
  const began = Date.now()
  expect(
    await readPublished(REQUEST, 10_000, { nodeArguments: ['--input-type=module', '--eval', flood] }),
  ).toBeUndefined()
  expect(Date.now() - began).toBeLessThan(5_000)
})

test('a reader that never answers is killed at the timeout: nothing, and it is gone', async () => {
  const silent = `setInterval(() => {}, 1000) // ${randomUUID()}`
  const began = Date.now()
  expect(await readPublished(REQUEST, 500, { nodeArguments: ['--eval', silent] })).toBeUndefined()
  const tookMs = Date.now() - began
  expect(tookMs).toBeGreaterThanOrEqual(500)
  expect(tookMs).toBeLessThan(500 + 1_000)
  if (process.platform === 'linux') expect(processesRunning(silent)).toEqual([])
})

/** The processes (zombies included) whose command line holds `text` (Linux: /proc). */
function processesRunning(text: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text)
      } catch {
        return false
      }
    })
    .map(Number)
}

test('a reader that cannot start gives nothing, never an error', async () => {
  expect(
    await readPublished(REQUEST, 5_000, { nodeArguments: ['/nonexistent/board/index.js'] }),
  ).toBeUndefined()
})

test('a reader that exits without reading its stdin gives nothing, never an error', async () => {
  expect(
    await readPublished(REQUEST, 5_000, { nodeArguments: ['--eval', 'process.exit(0)'] }),
  ).toBeUndefined()
})
