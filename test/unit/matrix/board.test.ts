import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  BOARD_DEADLINE_MS,
  BOARD_RETENTION_DAYS,
  BoardError,
  claim,
  type Entry,
  leave,
  list,
  readEntry,
  removeListed,
} from '../../../src/matrix/board.js'
import { ArtifactEmulator, type Leg, type StoredArtifact } from '../../support/artifact-emulator.js'
import { ARTIFACT_CLIENT_RETRY } from '../../support/bounds.js'
import { catchLibraryLog } from '../../support/library-log.js'

/** The text left under `name`, as a reader finds it: a listing, then the entry's download. */
async function readText(name: string): Promise<string | undefined> {
  const entry = (await list(name)).entries.find((listed) => listed.name === name)
  return entry && readEntry(entry)
}

let emulator: ArtifactEmulator
let runnerTemp: string

catchLibraryLog()

beforeEach(async () => {
  emulator = await ArtifactEmulator.start()
  runnerTemp = await mkdtemp(join(tmpdir(), 'board-runner-temp-'))
  vi.stubEnv('GITHUB_SERVER_URL', 'https://github.com')
  vi.stubEnv('RUNNER_TEMP', runnerTemp)
  as(emulator.leg())
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
    expect(await claim('lead-1', 'leg 0 leads ✓')).toBe('claimed')

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
    await claim('lead-1', 'first')
    as(emulator.leg())

    expect(await claim('lead-1', 'second')).toBe('listed')
    expect(emulator.artifacts.map((artifact) => artifact.content?.toString())).toEqual(['first'])
  })

  test("a name another leg is still uploading is 'refused': the service refuses the second create", async () => {
    let release = () => {}
    emulator.inject('upload-commit', {
      type: 'held',
      until: new Promise<void>((resolve) => (release = resolve)),
    })
    const first = claim('lead-1', 'first')
    await expect.poll(() => emulator.requests.some((call) => call.kind === 'upload-commit')).toBe(true)
    as(emulator.leg())

    // Not listed yet (only finalized artifacts are), so this claim gets as far as CreateArtifact.
    expect(await claim('lead-1', 'second')).toBe('refused')
    release()
    expect(await first).toBe('claimed')
    const creates = emulator.requests.filter((call) => call.kind === 'CreateArtifact')
    expect(creates.map((call) => call.answer?.status)).toEqual([200, 409])
    expect(await readdir(runnerTemp)).toEqual([])
  })

  test("two claims of one name at once: exactly one is 'claimed', and the board holds its text", async () => {
    const outcomes = await Promise.all([claim('lead-1', 'a'), claim('lead-1', 'b')])

    expect(outcomes.filter((outcome) => outcome === 'claimed')).toHaveLength(1)
    const winner = outcomes[0] === 'claimed' ? 'a' : 'b'
    expect(await readText('lead-1')).toBe(winner)
  })

  test("a claim whose upload failed leaves its name burnt: 'refused', with nothing to read under it", async () => {
    emulator.inject('upload-block', { type: 'status', status: 400 })

    const error = await failure(claim('lead-1', 'first'))
    expect(error).toMatchObject({ operation: 'claim', entry: 'lead-1', timedOut: false })
    expect(error.message).toBe(`The run's board could not claim "lead-1": RestError (HTTP 400)`)
    // Created but never finalized: unlisted, and still the name's holder for the service.
    expect(await claim('lead-1', 'again')).toBe('refused')
    expect(await readText('lead-1')).toBeUndefined()
    expect(await readdir(runnerTemp)).toEqual([])
  })

  test("a claim checked against this stage's listing: a name it holds is 'listed' with no call", async () => {
    await claim('end-1', 'leg 0')
    const listing = await list('end-')
    as(emulator.leg())
    const before = emulator.requests.length

    expect(await claim('end-1', 'leg 1', listing)).toBe('listed')
    expect(emulator.requests.length).toBe(before)
  })

  test("a claim checked against a listing made before another leg took the name: 'refused' by the service", async () => {
    const listing = await list('end-')
    await claim('end-1', 'leg 0')
    as(emulator.leg())
    const before = emulator.requests.length

    expect(await claim('end-1', 'leg 1', listing)).toBe('refused')
    const calls = emulator.requests.slice(before)
    expect(calls.map((call) => [call.kind, call.answer?.status])).toEqual([['CreateArtifact', 409]])
    expect(emulator.artifacts.map((artifact) => artifact.content?.toString())).toEqual(['leg 0'])
  })

  test("a free name claimed against this stage's listing: uploaded with no look first", async () => {
    const listing = await list('end-')
    const before = emulator.requests.length

    expect(await claim('end-1', 'leg 0', listing)).toBe('claimed')
    expect(emulator.requests.slice(before).map((call) => call.kind)).toEqual([
      'CreateArtifact',
      'upload-block',
      'upload-commit',
      'FinalizeArtifact',
    ])
  })

  test('a listing of another prefix cannot stand for the look: refused before any call', async () => {
    const listing = await list('start-')
    const before = emulator.requests.length

    await expect(claim('end-1', 'x', listing)).rejects.toThrow(RangeError)
    expect(emulator.requests.length).toBe(before)
  })

  test('a name the artifact service or a file could not carry is refused before any call', async () => {
    await expect(claim('lead/1', 'x')).rejects.toThrow(RangeError)
    await expect(claim('', 'x')).rejects.toThrow(RangeError)
    expect(emulator.requests).toEqual([])
  })
})

describe('leave', () => {
  test('leaves a name no other leg takes with no look first; readable by every leg', async () => {
    await leave('report-0', 'linux')

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

    expect(await leave('report-0', 'linux')).toBe('report-0-r2')
    // The first create holds its name for the rest of the run, never listed; the second is what the run reads.
    expect(emulator.artifacts.map((artifact) => [artifact.name, artifact.finalized])).toEqual([
      ['report-0', false],
      ['report-0-r2', true],
    ])
    expect((await list('report-')).entries.map((entry) => entry.name)).toEqual(['report-0-r2'])
  })

  test('a name taken however often it is left again is a BoardError, and the first text stays', async () => {
    await leave('report-0', 'first')
    await leave('report-0-r2', 'first')
    await leave('report-0-r3', 'first')

    const error = await failure(leave('report-0', 'second'))
    expect(error).toMatchObject({ operation: 'leave', entry: 'report-0', timedOut: false })
    expect(error.message).toBe(
      `The run's board could not leave "report-0": the name and its 2 retries are taken`,
    )
  })
})

describe('read, list, readEntry, remove', () => {
  test('a leg reads what another left; an absent name reads undefined', async () => {
    await claim('turn-1', '{"leg":1}')
    as(emulator.leg())

    expect(await readText('turn-1')).toBe('{"leg":1}')
    expect(await readText('turn-2')).toBeUndefined()
    expect(await readdir(runnerTemp)).toEqual([])
  })

  test('list gives the entries with the prefix, oldest first, in one call; readEntry reads one without a second look', async () => {
    await claim('done-1-a', 'success')
    await claim('other', 'x')
    as(emulator.leg())
    await claim('done-1-b', 'failure')
    const before = emulator.requests.length

    const listing = await list('done-1-')
    expect(listing.prefix).toBe('done-1-')
    expect(listing.entries.map((entry) => entry.name)).toEqual(['done-1-a', 'done-1-b'])
    const stored = emulator.artifacts.filter((artifact) => artifact.name.startsWith('done-1-'))
    expect(listing.entries.map((entry) => entry.createdAt)).toEqual(
      stored.map((artifact) => artifact.createdAt),
    )
    expect((await list('none-')).entries).toEqual([])
    expect(await readEntry(listing.entries[1] as Entry)).toBe('failure')
    // Two listings, then the library's own three calls for a download by id.
    expect(emulator.requests.slice(before).map((call) => call.kind)).toEqual([
      'ListArtifacts',
      'ListArtifacts',
      'ListArtifacts',
      'GetSignedArtifactURL',
      'download',
    ])
  })

  test('readEntry of an entry removed since it was listed reads undefined', async () => {
    await claim('lead-1', 'first')
    const [entry] = (await list('lead-')).entries
    await removeListed((await list('lead-')).entries)

    expect(await readEntry(entry as Entry)).toBeUndefined()
  })

  test('removeListed takes what a listing found off for every leg, side by side, and frees the names; gone ones count as removed', async () => {
    await claim('lead-1', 'first')
    await claim('lead-2', 'second')
    const listing = await list('lead-')
    as(emulator.leg())

    await removeListed(listing.entries)
    expect(emulator.shown('lead-')).toEqual([])
    await removeListed(listing.entries)
    expect(await claim('lead-1', 'again')).toBe('claimed')
    // The library looks each name up, then deletes it: two calls a name.
    expect(emulator.requests.filter((call) => call.kind === 'DeleteArtifact')).toHaveLength(2)
  })

  test('an artifact listed twice is one entry', async () => {
    await claim('lead-1', 'first')
    emulator.listTwice(emulator.artifacts[0] as StoredArtifact)

    expect((await list('lead-')).entries.map((entry) => entry.name)).toEqual(['lead-1'])
  })

  test('a new artifact a listing does not show yet: its name is taken at once, and listed after the lag', async () => {
    // A lag no claim and listing outlast, however loaded the machine, until the test ends it.
    emulator.listingLagMs = 60_000
    await claim('lead-1', 'first')

    expect((await list('lead-')).entries).toEqual([])
    expect(await claim('lead-1', 'second')).toBe('refused')
    emulator.listingLagMs = 0
    expect((await list('lead-')).entries.map((entry) => entry.name)).toEqual(['lead-1'])
  })
})

describe('the service down or slow', () => {
  test('refused connections: a BoardError at once, naming the board and the cause, never the token', async () => {
    await emulator.down()
    const started = Date.now()

    const error = await failure(claim('lead-1', 'x'))
    expect(Date.now() - started).toBeLessThan(ARTIFACT_CLIENT_RETRY.firstWaitMs)
    expect(error.message).toBe(
      `The run's board could not claim "lead-1": Failed to ListArtifacts: Unable to make request: ECONNREFUSED`,
    )
    expect(error).toMatchObject({ operation: 'claim', entry: 'lead-1', timedOut: false })
  })

  test('a service answering 503: the claim fails at the deadline, long before the library would give up', async () => {
    emulator.inject('any', { type: 'status', status: 503 }, 'always')
    const started = Date.now()

    const error = await failure(claim('lead-1', 'x'))
    const elapsed = Date.now() - started
    expect(error.timedOut).toBe(true)
    expect(error.message).toBe(`The run's board could not claim "lead-1": no answer within 10 s`)
    expect(elapsed).toBeGreaterThanOrEqual(BOARD_DEADLINE_MS)
    expect(elapsed).toBeLessThan(BOARD_DEADLINE_MS + ARTIFACT_CLIENT_RETRY.firstWaitMs)
    // The library retried on its own meanwhile: the first retry after 3 s, the next 4.5 to 6.75 s later.
    expect(emulator.requests.length).toBeGreaterThanOrEqual(2)
  })

  test('a service that never answers: the read fails at the deadline', async () => {
    emulator.inject('any', { type: 'hang' }, 'always')
    const started = Date.now()

    const error = await failure(list('lead-1'))
    expect(error).toMatchObject({ operation: 'list', entry: 'lead-1', timedOut: true })
    expect(Date.now() - started).toBeGreaterThanOrEqual(BOARD_DEADLINE_MS)
  })
})
