import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BOARD_RETENTION_DAYS, type Entry, MAX_ENTRY_BYTES } from '../../../src/matrix/artifact-calls.js'
import { Board } from '../../../src/matrix/board.js'
import { BoardError } from '../../../src/matrix/board-error.js'
import { Waits } from '../../../src/matrix/waits.js'
import { ArtifactEmulator, type Leg, type StoredArtifact } from '../../support/artifact-emulator.js'
import { ARTIFACT_CLIENT_RETRY } from '../../support/bounds.js'
import { catchLibraryLog } from '../../support/library-log.js'

/** The text left under `name`, as a reader finds it: a listing, then the entry's download. */
async function readText(name: string): Promise<string | undefined> {
  const entry = (await board.list(name)).entries.find((listed) => listed.name === name)
  return entry && board.readEntry(entry)
}

let emulator: ArtifactEmulator
let runnerTemp: string
/** What a stage may spend on the board, its calls and waits together. */
const BUDGET_MS = 10_000
/** The board as a stage uses it, with a stage's time for it; what it waited for, said here. */
let board: Board
let waited: string[]

catchLibraryLog()

beforeEach(async () => {
  emulator = await ArtifactEmulator.start()
  runnerTemp = await mkdtemp(join(tmpdir(), 'board-runner-temp-'))
  vi.stubEnv('GITHUB_SERVER_URL', 'https://github.com')
  vi.stubEnv('RUNNER_TEMP', runnerTemp)
  as(emulator.leg())
  waited = []
  board = new Board(new Waits(BUDGET_MS, (line) => waited.push(line)))
})

afterEach(async () => {
  vi.unstubAllEnvs()
  await emulator.close()
  await rm(runnerTemp, { recursive: true, force: true })
})

/** The board reads the leg's runtime token and the results URL from the environment, as on a runner. */
function as(leg: Leg): void {
  for (const [name, value] of Object.entries(leg.env)) vi.stubEnv(name, value)
}

async function failure(promise: Promise<unknown>): Promise<BoardError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof BoardError)) throw new Error(`expected a BoardError, got ${String(error)}`)
  return error
}

describe('claim', () => {
  test('a free name is claimed: its text stored raw, kept a day, the temp folder cleaned up', async () => {
    expect(await board.claim('lead-1', 'leg 0 leads ✓')).toBe('claimed')

    const [artifact] = emulator.artifacts
    expect(artifact?.name).toBe('lead-1')
    expect(artifact?.content?.toString('utf8')).toBe('leg 0 leads ✓')
    const create = emulator.requests.find((call) => call.kind === 'CreateArtifact')?.request as Record<
      string,
      unknown
    >
    const expiresInDays = (Date.parse(String(create.expires_at)) - Date.now()) / 86_400_000
    expect(Math.round(expiresInDays)).toBe(BOARD_RETENTION_DAYS)
    expect(await readdir(runnerTemp)).toEqual([])
  })

  test("a name another leg holds is 'listed', and its text stays", async () => {
    await board.claim('lead-1', 'first')
    as(emulator.leg())

    expect(await board.claim('lead-1', 'second')).toBe('listed')
    expect(emulator.artifacts.map((artifact) => artifact.content?.toString())).toEqual(['first'])
  })

  test("a name another leg is still uploading is 'unsure': the service refuses the second create", async () => {
    let release = () => {}
    emulator.inject('upload-commit', {
      type: 'held',
      until: new Promise<void>((resolve) => (release = resolve)),
    })
    const first = board.claim('lead-1', 'first')
    await expect.poll(() => emulator.requests.some((call) => call.kind === 'upload-commit')).toBe(true)
    as(emulator.leg())

    // Not listed yet (only finalized artifacts are), so this claim gets as far as CreateArtifact.
    expect(await board.claim('lead-1', 'second')).toBe('unsure')
    release()
    expect(await first).toBe('claimed')
    const creates = emulator.requests.filter((call) => call.kind === 'CreateArtifact')
    expect(creates.map((call) => call.answer?.status)).toEqual([200, 409])
    expect(await readdir(runnerTemp)).toEqual([])
  })

  test("two claims of one name at once: exactly one is 'claimed', and the board holds its text", async () => {
    const outcomes = await Promise.all([board.claim('lead-1', 'a'), board.claim('lead-1', 'b')])

    expect(outcomes.filter((outcome) => outcome === 'claimed')).toHaveLength(1)
    const winner = outcomes[0] === 'claimed' ? 'a' : 'b'
    expect(await readText('lead-1')).toBe(winner)
  })

  test("a claim whose upload failed leaves its name burnt: 'unsure', with nothing to read under it", async () => {
    emulator.inject('upload-block', { type: 'status', status: 400 })

    const error = await failure(board.claim('lead-1', 'first'))
    expect(error).toMatchObject({ operation: 'claim', entry: 'lead-1', timedOut: false })
    expect(error.message).toBe(`The run's board could not claim "lead-1": RestError (HTTP 400)`)
    // Created but never finalized: unlisted, and still the name's holder for the service.
    expect(await board.claim('lead-1', 'again')).toBe('unsure')
    expect(await readText('lead-1')).toBeUndefined()
    expect(await readdir(runnerTemp)).toEqual([])
  })

  test("a claim checked against this stage's listing: a name it holds is 'listed' with no call", async () => {
    await board.claim('end-1', 'leg 0')
    const listing = await board.list('end-')
    as(emulator.leg())
    const before = emulator.requests.length

    expect(await board.claim('end-1', 'leg 1', listing)).toBe('listed')
    expect(emulator.requests.length).toBe(before)
  })

  test("a claim checked against a listing made before another leg took the name: 'unsure', refused by the service", async () => {
    const listing = await board.list('end-')
    await board.claim('end-1', 'leg 0')
    as(emulator.leg())
    const before = emulator.requests.length

    expect(await board.claim('end-1', 'leg 1', listing)).toBe('unsure')
    const calls = emulator.requests.slice(before)
    expect(calls.map((call) => [call.kind, call.answer?.status])).toEqual([['CreateArtifact', 409]])
    expect(emulator.artifacts.map((artifact) => artifact.content?.toString())).toEqual(['leg 0'])
  })

  test("a free name claimed against this stage's listing: uploaded with no look first", async () => {
    const listing = await board.list('end-')
    const before = emulator.requests.length

    expect(await board.claim('end-1', 'leg 0', listing)).toBe('claimed')
    expect(emulator.requests.slice(before).map((call) => call.kind)).toEqual([
      'CreateArtifact',
      'upload-block',
      'upload-commit',
      'FinalizeArtifact',
    ])
  })

  test('a listing of another prefix cannot stand for the look: refused before any call', async () => {
    const listing = await board.list('start-')
    const before = emulator.requests.length

    await expect(board.claim('end-1', 'x', listing)).rejects.toThrow(RangeError)
    expect(emulator.requests.length).toBe(before)
  })

  test('a name the artifact service or a file could not carry is refused before any call', async () => {
    await expect(board.claim('lead/1', 'x')).rejects.toThrow(RangeError)
    await expect(board.claim('', 'x')).rejects.toThrow(RangeError)
    expect(emulator.requests).toEqual([])
  })
})

/** Names as they are: the roster gives each name its tag (signed), which this board knows nothing of. */
const asIs = (name: string) => name

describe('leave', () => {
  test('leaves a name no other leg takes with no look first; readable by every leg', async () => {
    await board.leave('report-0', 'linux', asIs)

    expect(emulator.requests.map((call) => call.kind)).toEqual([
      'CreateArtifact',
      'upload-block',
      'upload-commit',
      'FinalizeArtifact',
    ])
    as(emulator.leg())
    expect(await readText('report-0')).toBe('linux')
  })

  test("a create whose answer was lost: the retry meets the leg's own name, so it is left again as '-r2'", async () => {
    emulator.inject('CreateArtifact', { type: 'lost' })

    expect(await board.leave('report-0', 'linux', asIs)).toBe('report-0-r2')
    // The first create holds its name for the rest of the run, never listed; the second is what the run reads.
    expect(emulator.artifacts.map((artifact) => [artifact.name, artifact.finalized])).toEqual([
      ['report-0', false],
      ['report-0-r2', true],
    ])
    expect((await board.list('report-')).entries.map((entry) => entry.name)).toEqual(['report-0-r2'])
  })

  test('each name it tries goes on the board as `signed` makes it, the suffix of a note left again included', async () => {
    emulator.inject('CreateArtifact', { type: 'lost' })
    const signed = (name: string) => `${name}-${name.length}`

    expect(await board.leave('report-0', 'linux', signed)).toBe('report-0-r2-11')
    expect(emulator.artifacts.map((artifact) => [artifact.name, artifact.finalized])).toEqual([
      ['report-0-8', false],
      ['report-0-r2-11', true],
    ])
  })

  test('a name taken however often it is left again is a BoardError, and the first text stays', async () => {
    await board.leave('report-0', 'first', asIs)
    await board.leave('report-0-r2', 'first', asIs)
    await board.leave('report-0-r3', 'first', asIs)

    const error = await failure(board.leave('report-0', 'second', asIs))
    expect(error).toMatchObject({ operation: 'leave', entry: 'report-0', timedOut: false })
    expect(error.message).toBe(
      `The run's board could not leave "report-0": the name and its 2 retries are taken`,
    )
  })
})

describe('read, list, readEntry, remove', () => {
  test('a leg reads what another left; an absent name reads undefined', async () => {
    await board.claim('turn-1', '{"leg":1}')
    as(emulator.leg())

    expect(await readText('turn-1')).toBe('{"leg":1}')
    expect(await readText('turn-2')).toBeUndefined()
    expect(await readdir(runnerTemp)).toEqual([])
  })

  test('list gives the entries with the prefix, oldest first, in one call; readEntry reads one without a second look', async () => {
    await board.claim('done-1-a', 'success')
    await board.claim('other', 'x')
    as(emulator.leg())
    await board.claim('done-1-b', 'failure')
    const before = emulator.requests.length

    const listing = await board.list('done-1-')
    expect(listing.prefix).toBe('done-1-')
    expect(listing.entries.map((entry) => entry.name)).toEqual(['done-1-a', 'done-1-b'])
    const stored = emulator.artifacts.filter((artifact) => artifact.name.startsWith('done-1-'))
    expect(listing.entries.map((entry) => entry.createdAt)).toEqual(
      stored.map((artifact) => artifact.createdAt),
    )
    expect((await board.list('none-')).entries).toEqual([])
    expect(await board.readEntry(listing.entries[1] as Entry)).toBe('failure')
    // Two listings, then the library's own three calls for a download by id.
    expect(emulator.requests.slice(before).map((call) => call.kind)).toEqual([
      'ListArtifacts',
      'ListArtifacts',
      'ListArtifacts',
      'GetSignedArtifactURL',
      'download',
    ])
  })

  test('an entry larger than a note can be is not downloaded: it reads undefined, with no call', async () => {
    emulator.store('big-1', 'x'.repeat(MAX_ENTRY_BYTES + 1))
    const [entry] = (await board.list('big-')).entries
    const before = emulator.requests.length

    expect(entry?.size).toBe(MAX_ENTRY_BYTES + 1)
    expect(await board.readEntry(entry as Entry)).toBeUndefined()
    expect(emulator.requests.length).toBe(before)
  })

  test('an entry listed small whose download is larger reads undefined', async () => {
    emulator.store('big-1', 'small')
    const [entry] = (await board.list('big-')).entries
    emulator.replace('big-1', 'x'.repeat(MAX_ENTRY_BYTES + 1))
    // The same id: the listing made before the swap stands for it.
    const swapped = { ...(entry as Entry), id: emulator.artifacts.at(-1)?.id as number }

    expect(await board.readEntry(swapped)).toBeUndefined()
  })

  test('readEntry of an entry removed since it was listed reads undefined', async () => {
    await board.claim('lead-1', 'first')
    const [entry] = (await board.list('lead-')).entries
    await board.removeListed((await board.list('lead-')).entries)

    expect(await board.readEntry(entry as Entry)).toBeUndefined()
  })

  test('removeListed takes what a listing found off for every leg, side by side, and frees the names; gone ones count as removed', async () => {
    await board.claim('lead-1', 'first')
    await board.claim('lead-2', 'second')
    const listing = await board.list('lead-')
    as(emulator.leg())

    await board.removeListed(listing.entries)
    expect(emulator.shown('lead-')).toEqual([])
    await board.removeListed(listing.entries)
    expect(await board.claim('lead-1', 'again')).toBe('claimed')
    // The library looks each name up, then deletes it: two calls a name.
    expect(emulator.requests.filter((call) => call.kind === 'DeleteArtifact')).toHaveLength(2)
  })

  test('an artifact listed twice is one entry', async () => {
    await board.claim('lead-1', 'first')
    emulator.listTwice(emulator.artifacts[0] as StoredArtifact)

    expect((await board.list('lead-')).entries.map((entry) => entry.name)).toEqual(['lead-1'])
  })

  test('a new artifact a listing does not show yet: its name is taken at once, and listed after the lag', async () => {
    // A lag no claim and listing outlast, however loaded the machine, until the test ends it.
    emulator.listingLagMs = 60_000
    await board.claim('lead-1', 'first')

    expect((await board.list('lead-')).entries).toEqual([])
    expect(await board.claim('lead-1', 'second')).toBe('unsure')
    emulator.listingLagMs = 0
    expect((await board.list('lead-')).entries.map((entry) => entry.name)).toEqual(['lead-1'])
  })
})

describe('the service down or slow', () => {
  test('refused connections: the look is made three times within a second, then a BoardError naming the board and the cause, never the token', async () => {
    await emulator.down()
    const started = Date.now()

    const error = await failure(board.claim('lead-1', 'x'))
    expect(Date.now() - started).toBeLessThan(ARTIFACT_CLIENT_RETRY.firstWaitMs)
    expect(error.message).toBe(
      `The run's board could not list "lead-1": Failed to ListArtifacts: Unable to make request: ECONNREFUSED`,
    )
    expect(error.message).not.toContain(process.env.ACTIONS_RUNTIME_TOKEN)
    expect(error).toMatchObject({
      operation: 'list',
      entry: 'lead-1',
      timedOut: false,
      network: 'ECONNREFUSED',
    })
    expect(waited).toEqual([
      'Signalgrid: waited 0.3 s for the board to list again after ECONNREFUSED.',
      'Signalgrid: waited 0.8 s for the board to list again after ECONNREFUSED.',
    ])
  })

  test("a service answering 503: each look is cut at the board's deadline, made again, and the claim fails once the stage's 10 s are spent", async () => {
    emulator.inject('any', { type: 'status', status: 503 }, 'always')
    const started = Date.now()

    const error = await failure(board.claim('lead-1', 'x'))
    const elapsed = Date.now() - started
    expect(error).toMatchObject({ operation: 'list', entry: 'lead-1', timedOut: true })
    expect(error.message).toMatch(/^The run's board could not list "lead-1": no answer within \d(\.\d)? s$/)
    expect(elapsed).toBeGreaterThanOrEqual(BUDGET_MS - 20)
    expect(elapsed).toBeLessThan(BUDGET_MS + 1_000)
    expect(waited).toEqual(['Signalgrid: waited 0.3 s for the board to list again after no answer.'])
    // The library retried on its own meanwhile: the first retry after 3 s.
    expect(emulator.requests.length).toBeGreaterThanOrEqual(3)
  })

  test('a service that never answers: a read is cut at the deadline, made again, and fails once the time is spent', async () => {
    emulator.inject('any', { type: 'hang' }, 'always')
    const started = Date.now()

    const error = await failure(board.list('lead-1'))
    expect(error).toMatchObject({ operation: 'list', entry: 'lead-1', timedOut: true })
    expect(error.message).toMatch(/no answer within 4\.\d s$/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(BUDGET_MS - 20)
    expect(emulator.requests.filter((call) => call.kind === 'ListArtifacts')).toHaveLength(2)
  })

  test('with no time left for the board, an operation fails at once and makes no call', async () => {
    const spent = new Board(new Waits(0, () => {}))

    const error = await failure(spent.claim('lead-1', 'x'))
    expect(error.message).toBe(
      `The run's board could not list "lead-1": the stage's time for the board is spent`,
    )
    expect(emulator.requests).toEqual([])
  })
})

describe('an answer lost: the network error the client throws at once, whether or not the service acted', () => {
  const reset = { type: 'reset' } as const
  const resetAfter = { type: 'lost', answer: 'reset' } as const

  test("a claim whose create was reset before the service acted: 'unsure', and the name still free", async () => {
    emulator.inject('CreateArtifact', reset)

    expect(await board.claim('lead-1', 'first')).toBe('unsure')
    expect(emulator.artifacts).toEqual([])
    expect(await board.claim('lead-1', 'again')).toBe('claimed')
  })

  test("a claim whose create was carried out and its answer reset: 'unsure', and the name burnt", async () => {
    emulator.inject('CreateArtifact', resetAfter)

    expect(await board.claim('lead-1', 'first')).toBe('unsure')
    expect(emulator.artifacts.map((artifact) => [artifact.name, artifact.finalized])).toEqual([
      ['lead-1', false],
    ])
    expect(await board.claim('lead-1', 'again')).toBe('unsure')
    expect((await board.list('lead-')).entries).toEqual([])
  })

  test("a claim finalized and its answer reset: 'unsure', and a listing's digest tells that the claim is this one", async () => {
    emulator.inject('FinalizeArtifact', resetAfter)

    expect(await board.claim('lead-1', 'leg 0 a1b2')).toBe('unsure')
    const [entry] = (await board.list('lead-')).entries
    expect(entry?.name).toBe('lead-1')
    const before = emulator.requests.length
    expect(await board.holds(entry as Entry, 'leg 0 a1b2')).toBe(true)
    expect(await board.holds(entry as Entry, 'leg 1 c3d4')).toBe(false)
    // The digest is in the listing: telling whose the claim is costs no call.
    expect(emulator.requests.length).toBe(before)
  })

  test('a claim whose blob storage refuses connections for a moment: the storage client tries again, and the claim is made', async () => {
    await emulator.blobDown()
    setTimeout(() => void emulator.blobUp(), 1_000)

    expect(await board.claim('lead-1', 'first')).toBe('claimed')
    expect(await readText('lead-1')).toBe('first')
  })

  test("a note whose create was reset before the service acted: not listed, so it is left again as '-r2'", async () => {
    emulator.inject('CreateArtifact', reset)

    expect(await board.leave('report-0', 'linux', asIs)).toBe('report-0-r2')
    expect(emulator.shown()).toEqual(['report-0-r2'])
    expect(emulator.requests.map((call) => call.kind)).toEqual([
      'CreateArtifact',
      'ListArtifacts',
      'CreateArtifact',
      'upload-block',
      'upload-commit',
      'FinalizeArtifact',
    ])
  })

  test('a note finalized and its answer reset: the listing shows it, so it is not left again', async () => {
    emulator.inject('FinalizeArtifact', resetAfter)

    expect(await board.leave('report-0', 'linux', asIs)).toBe('report-0')
    expect(emulator.shown()).toEqual(['report-0'])
    expect(emulator.requests.map((call) => call.kind).at(-1)).toBe('ListArtifacts')
  })

  test("a note whose create was carried out and its answer reset: the name is burnt, and it is left as '-r2'", async () => {
    emulator.inject('CreateArtifact', resetAfter)

    expect(await board.leave('report-0', 'linux', asIs)).toBe('report-0-r2')
    expect(emulator.artifacts.map((artifact) => [artifact.name, artifact.finalized])).toEqual([
      ['report-0', false],
      ['report-0-r2', true],
    ])
  })

  test('a note of the same name with another text is not taken for this one: it is left again', async () => {
    emulator.store('report-0', 'forged')
    emulator.inject('CreateArtifact', reset)

    expect(await board.leave('report-0', 'linux', asIs)).toBe('report-0-r2')
  })

  test('a listing whose connection was reset is made again, after a pause the waits say', async () => {
    await board.claim('lead-1', 'first')
    emulator.inject('ListArtifacts', reset)

    expect((await board.list('lead-')).entries.map((entry) => entry.name)).toEqual(['lead-1'])
    expect(waited).toEqual(['Signalgrid: waited 0.3 s for the board to list again after ECONNRESET.'])
  })

  test('a read whose signed URL was reset is made again', async () => {
    await board.claim('lead-1', 'first')
    const [entry] = (await board.list('lead-')).entries
    emulator.inject('GetSignedArtifactURL', reset)

    expect(await board.readEntry(entry as Entry)).toBe('first')
  })

  test('a delete carried out and its answer reset, or reset before: made again, and the notes are gone', async () => {
    await board.claim('lead-1', 'first')
    await board.claim('lead-2', 'second')
    const listing = await board.list('lead-')
    emulator.inject('DeleteArtifact', resetAfter, 1, (call) => call.name === 'lead-1')
    emulator.inject('DeleteArtifact', reset, 1, (call) => call.name === 'lead-2')

    await board.removeListed(listing.entries)
    expect(emulator.shown('lead-')).toEqual([])
    const deletes = emulator.requests.filter((call) => call.kind === 'DeleteArtifact')
    // lead-1 was deleted by the first try: the second finds nothing to delete.
    expect(deletes.map((call) => call.name).sort()).toEqual(['lead-1', 'lead-2', 'lead-2'])
  })
})
