import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { DefaultArtifactClient, GHESNotSupportedError } from '@actions/artifact'
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest'
import { ArtifactEmulator, type Leg } from './artifact-emulator.js'
import { ARTIFACT_CLIENT_RETRY } from './bounds.js'
import { catchLibraryLog } from './library-log.js'

// The real client, as a leg runs it: @actions/artifact reads the runtime token and the results URL from the
// environment on every call, so each call runs with the environment of the leg that makes it.
const client = new DefaultArtifactClient()
let emulator: ArtifactEmulator
let folder: string

catchLibraryLog()

beforeEach(async () => {
  emulator = await ArtifactEmulator.start()
  folder = await mkdtemp(join(tmpdir(), 'artifact-emulator-'))
  // Anything but github.com (or a ghe.com host) is Enterprise Server, which the client refuses.
  vi.stubEnv('GITHUB_SERVER_URL', 'https://github.com')
})

afterEach(async () => {
  vi.unstubAllEnvs()
  await emulator.close()
  await rm(folder, { recursive: true, force: true })
})

function as(leg: Leg): void {
  for (const [name, value] of Object.entries(leg.env)) vi.stubEnv(name, value)
}

async function file(name: string, text: string): Promise<string> {
  const path = join(folder, name)
  await writeFile(path, text)
  return path
}

describe('the artifact emulator, driven by @actions/artifact', () => {
  test('an artifact one leg uploads is listed, found and downloaded by another leg, content intact', async () => {
    const [first, second] = [emulator.leg(), emulator.leg()]
    as(first)
    const uploaded = await client.uploadArtifact('report', [await file('report.txt', 'leg 1 ✓')], folder)
    as(second)
    const other = await client.uploadArtifact('other', [await file('other.txt', 'leg 2')], folder)
    const { artifacts } = await client.listArtifacts()
    const { artifact } = await client.getArtifact('report')
    const into = join(folder, 'downloaded')
    await client.downloadArtifact(artifact.id, { path: into })

    expect(artifacts.map(({ name, id }) => ({ name, id }))).toEqual([
      { name: 'report', id: uploaded.id },
      { name: 'other', id: other.id },
    ])
    // The name filter and the digest travel as wrapped scalars (bare JSON values).
    expect(artifact).toMatchObject({ id: uploaded.id, digest: `sha256:${uploaded.digest}` })
    // Zipped by default: the client unpacks what it downloads.
    expect(await readFile(join(into, 'report.txt'), 'utf8')).toBe('leg 1 ✓')
    expect(emulator.artifacts[0]?.job).toBe(first.job)
    // Listed, found by name, then found by id for the download.
    expect(emulator.requests.filter((call) => call.kind === 'ListArtifacts').map((call) => call.job)).toEqual(
      [second.job, second.job, second.job],
    )
  })

  test('a raw file (skipArchive) is stored as it is, under its file name, and downloaded as it is', async () => {
    as(emulator.leg())
    await client.uploadArtifact('ignored', [await file('turn', '{"leg":2}')], folder, { skipArchive: true })
    const { artifact } = await client.getArtifact('turn')
    const into = join(folder, 'downloaded')
    await client.downloadArtifact(artifact.id, { path: into, skipDecompress: true })

    expect(emulator.artifacts[0]).toMatchObject({ name: 'turn', mimeType: 'application/octet-stream' })
    expect(emulator.artifacts[0]?.content?.toString()).toBe('{"leg":2}')
    expect(await readFile(join(into, 'turn'), 'utf8')).toBe('{"leg":2}')
  })

  test('a name is taken once per run: a second leg creating it is refused with 409 already_exists', async () => {
    const [first, second] = [emulator.leg(), emulator.leg()]
    as(first)
    await client.uploadArtifact('lead', [await file('a.txt', 'first')], folder)
    as(second)
    const refusal = await client.uploadArtifact('lead', [await file('b.txt', 'second')], folder).then(
      () => undefined,
      (error: unknown) => error,
    )

    // The client throws a plain Error (no class of its own) whose message carries the status and the text.
    expect(refusal).toBeInstanceOf(Error)
    expect((refusal as Error).constructor).toBe(Error)
    expect((refusal as Error).message).toBe(
      'Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: an artifact with this name already exists on the workflow run',
    )
    const creates = emulator.requests.filter((call) => call.kind === 'CreateArtifact')
    expect(creates.map((call) => call.answer?.status)).toEqual([200, 409])
    expect(emulator.artifacts).toHaveLength(1)
    expect(emulator.artifacts[0]?.content).toBeDefined()
  })

  test('a deleted artifact is gone for every leg, and its name is free again', async () => {
    const [first, second] = [emulator.leg(), emulator.leg()]
    as(first)
    await client.uploadArtifact('lead', [await file('a.txt', 'first')], folder)
    as(second)
    await client.deleteArtifact('lead')
    as(first)
    const { artifacts } = await client.listArtifacts()
    await client.uploadArtifact('lead', [await file('a.txt', 'again')], folder)

    expect(artifacts).toEqual([])
    expect(emulator.artifacts.map((artifact) => artifact.job)).toEqual([first.job])
    expect(
      emulator.requests.filter((call) => call.kind === 'DeleteArtifact').map((call) => call.job),
    ).toEqual([second.job])
  })

  test('a call without a token of this run is refused as unauthenticated', async () => {
    vi.stubEnv(
      'ACTIONS_RUNTIME_TOKEN',
      emulator.leg().env.ACTIONS_RUNTIME_TOKEN.replace(/\.[^.]+$/, '.forged'),
    )
    vi.stubEnv('ACTIONS_RESULTS_URL', emulator.url)

    await expect(client.listArtifacts()).rejects.toThrow('(401) Unauthorized: no valid runtime token')
  })

  test('a refused connection fails the call at once: the client does not retry network errors', async () => {
    as(emulator.leg())
    await emulator.down()
    const started = Date.now()

    // Its NetworkError, rewrapped by the Twirp layer into a plain Error.
    await expect(client.listArtifacts()).rejects.toThrow(
      /^Failed to ListArtifacts: Unable to make request: ECONNREFUSED\n/,
    )
    expect(Date.now() - started).toBeLessThan(ARTIFACT_CLIENT_RETRY.firstWaitMs)
  })

  test('an injected fault applies to the calls it names, and the calls record it', async () => {
    as(emulator.leg())
    emulator.inject('ListArtifacts', { type: 'status', status: 400 })

    await expect(client.listArtifacts()).rejects.toThrow(
      'Received non-retryable error: Failed request: (400)',
    )
    await expect(client.listArtifacts()).resolves.toEqual({ artifacts: [] })
    expect(emulator.requests.map((call) => [call.fault?.type, call.answer?.status])).toEqual([
      ['status', 400],
      [undefined, 200],
    ])
  })

  test("a create carried out whose answer is lost: the client's retry meets its own name (409), which stays burnt", async () => {
    as(emulator.leg())
    emulator.inject('CreateArtifact', { type: 'lost' })

    await expect(
      client.uploadArtifact('claim', [await file('claim', 'x')], folder, { skipArchive: true }),
    ).rejects.toThrow(/\(409\) Conflict: an artifact with this name already exists/)
    expect(emulator.requests.map((call) => [call.kind, call.answer?.status])).toEqual([
      ['CreateArtifact', 504],
      ['CreateArtifact', 409],
    ])
    expect(await client.listArtifacts()).toEqual({ artifacts: [] })
  })

  test.each([
    ['FinalizeArtifact', { type: 'reset' }, 'before the service acted: nothing is listed', []],
    [
      'FinalizeArtifact',
      { type: 'lost', answer: 'reset' },
      'after the service acted: the artifact is listed',
      ['claim'],
    ],
  ] as const)(
    'a %s whose connection is reset %s; the client throws its network error at once, unretried',
    async (kind, fault, _, listed) => {
      as(emulator.leg())
      emulator.inject(kind, fault)
      const started = Date.now()

      await expect(
        client.uploadArtifact('claim', [await file('claim', 'x')], folder, { skipArchive: true }),
      ).rejects.toThrow(/^Failed to FinalizeArtifact: Unable to make request: ECONNRESET\n/)
      expect(Date.now() - started).toBeLessThan(ARTIFACT_CLIENT_RETRY.firstWaitMs)
      expect(emulator.requests.filter((call) => call.kind === kind)).toHaveLength(1)
      expect((await client.listArtifacts()).artifacts.map((artifact) => artifact.name)).toEqual(listed)
    },
  )

  test('a call carried out whose answer never comes: the service acted, and the client waits on', async () => {
    as(emulator.leg())
    emulator.inject('CreateArtifact', { type: 'lost', answer: 'none' })
    const upload = client.uploadArtifact('claim', [await file('claim', 'x')], folder, { skipArchive: true })
    upload.catch(() => {})

    await expect.poll(() => emulator.artifacts.map((artifact) => artifact.name)).toEqual(['claim'])
    const waiting = await Promise.race([upload.then(() => 'answered'), sleep(300).then(() => 'waiting')])
    expect(waiting).toBe('waiting')
  })

  test("a fault planned for the calls on one name meets only those; blob storage calls carry their artifact's name", async () => {
    as(emulator.leg())
    emulator.inject('any', { type: 'status', status: 400 }, 'always', (call) => call.name === 'b')
    await client.uploadArtifact('a', [await file('a', 'x')], folder, { skipArchive: true })

    await expect(
      client.uploadArtifact('b', [await file('b', 'y')], folder, { skipArchive: true }),
    ).rejects.toThrow(/\(400\)/)
    expect(emulator.requests.map((call) => [call.kind, call.name, call.answer?.status])).toEqual([
      ['CreateArtifact', 'a', 200],
      ['upload-block', 'a', 201],
      ['upload-commit', 'a', 201],
      ['FinalizeArtifact', 'a', 200],
      ['CreateArtifact', 'b', 400],
    ])
  })

  test("blob storage refusing connections while the service answers: the storage client's own retries (at once, then after 4 s) reach it once it is back", async () => {
    as(emulator.leg())
    await emulator.blobDown()
    const upload = client.uploadArtifact('claim', [await file('claim', 'x')], folder, { skipArchive: true })
    upload.catch(() => {})

    // The service created it; storage refuses the first two tries.
    await expect.poll(() => emulator.artifacts.map((artifact) => artifact.name)).toEqual(['claim'])
    await sleep(500)
    expect(emulator.requests.map((call) => call.kind)).toEqual(['CreateArtifact'])
    await emulator.blobUp()
    await expect(upload).resolves.toMatchObject({ size: 1 })
    expect(emulator.requests.map((call) => call.kind)).toEqual([
      'CreateArtifact',
      'upload-block',
      'upload-commit',
      'FinalizeArtifact',
    ])
  })

  test('a burnt name: every create of it is refused, it is never listed, and it cannot be deleted', async () => {
    emulator.burn('claim')
    as(emulator.leg())

    await expect(
      client.uploadArtifact('claim', [await file('claim', 'x')], folder, { skipArchive: true }),
    ).rejects.toThrow(/\(409\)/)
    expect(await client.listArtifacts()).toEqual({ artifacts: [] })
    await expect(client.deleteArtifact('claim')).rejects.toThrow(/not found/i)
    expect(emulator.shown()).toEqual([])
  })

  test('an artifact listed twice, and one listed only after the lag', async () => {
    as(emulator.leg())
    const twice = emulator.store('twice', 'x', new Date(Date.now() - 1_000))
    emulator.listTwice(twice)
    emulator.listingLagMs = 300
    await client.uploadArtifact('late', [await file('late', 'y')], folder, { skipArchive: true })
    // The lag runs on the emulator's clock from the finalize: stopped there, so that a listing the machine is
    // slow to make still comes within the lag, then moved to its end.
    const finalizedAt = emulator.artifacts
      .find((artifact) => artifact.name === 'late')
      ?.finalizedAt?.getTime() as number
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const names = async () => (await client.listArtifacts()).artifacts.map((artifact) => artifact.name)

    vi.setSystemTime(finalizedAt + 299)
    expect(await names()).toEqual(['twice', 'twice'])
    vi.setSystemTime(finalizedAt + 300)
    expect(await names()).toEqual(['twice', 'twice', 'late'])
  })

  test('a leg on GitHub Enterprise Server: the client refuses every call, and none reaches the service', async () => {
    as(emulator.leg({ ghes: true }))

    await expect(client.listArtifacts()).rejects.toThrow(GHESNotSupportedError)
    expect(emulator.requests).toEqual([])
  })
})
