// The board's reader as a tracker runs it: the bundled dist/board/, a process of its own that reads the
// activity a matrix's starter published on the run's board (the artifact-service emulator), asked through
// readPublished (src/tracker/board-read.ts) or fed its stdin directly. What it must do: print that activity,
// and nothing else, or nothing at all; end within its deadline, or be killed at its caller's; and keep the
// runtime token it is given out of its environment, its command line and its output.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BOARD_READ_DEADLINE_MS } from '../../src/constants.js'
import { BOARD_DEADLINE_MS } from '../../src/matrix/board-deadline.js'
import type { BoardRequest } from '../../src/matrix/board-request.js'
import type { Leg } from '../../src/matrix/leg.js'
import { type Published, Roster } from '../../src/matrix/roster.js'
import { RunKey } from '../../src/matrix/sealed.js'
import { Waits } from '../../src/matrix/waits.js'
import { boardArguments, readPublished } from '../../src/tracker/board-read.js'
import { ArtifactEmulator, type Leg as BoardLeg } from '../support/artifact-emulator.js'
import { catchLibraryLog } from '../support/library-log.js'

const ROOT = new URL('../..', import.meta.url).pathname
const READER = join(ROOT, 'dist/board/index.js')
/** The reader's arguments as the bundled tracker makes them: its chunk is in dist/action/. */
const FROM_DIST = boardArguments(pathToFileURL(join(ROOT, 'dist/action/index.js')).href)

const REPOSITORY = 'octo-org/octo-repo'
const RUN_ID = '7000000001'
const SECRET = 'ck_SECRET_reader_41c2\nch_SECRET_reader_07be'
const LEGS: readonly Leg[] = [0, 1, 2].map((index) => ({
  index,
  count: 3,
  label: ['linux', 'macos', 'windows'][index] as string,
  failFast: true,
}))
const PUBLISHED: Published = {
  token: 'CDGZ9',
  startedAt: 1_764_000_000_000,
  legsUsualMs: { linux: 61_000, macos: 95_000 },
  remaining: 87,
  senderJob: '90000000004',
}

/** What one look at the board and the download of the note it shows call. */
const DOWNLOAD_AFTER_LOOK = ['ListArtifacts', 'ListArtifacts', 'GetSignedArtifactURL', 'download']

catchLibraryLog()

let artifacts: ArtifactEmulator
beforeEach(async () => {
  artifacts = await ArtifactEmulator.start()
})
afterEach(async () => {
  vi.unstubAllEnvs()
  await artifacts.close()
})

/** What the starting leg's pre leaves: the activity, published by its roster, with its own runtime token. */
async function publishedByStarter(activity: Published, key = new RunKey(SECRET, REPOSITORY, RUN_ID)) {
  for (const [name, value] of Object.entries(artifacts.leg().env)) vi.stubEnv(name, value)
  const starter = new Roster('build', 1, LEGS[0] as Leg, key, '', new Waits(10_000, () => {}))
  await starter.publish(activity)
  vi.unstubAllEnvs()
}

/** What the tracker of leg 1 asks, with that leg's runtime token. */
function requestOf(leg: BoardLeg): BoardRequest {
  return {
    runtimeToken: leg.env.ACTIONS_RUNTIME_TOKEN,
    resultsUrl: leg.env.ACTIONS_RESULTS_URL,
    secret: SECRET,
    repository: REPOSITORY,
    runId: RUN_ID,
    matrix: 'build',
    attempt: 1,
    leg: LEGS[1] as Leg,
    jobId: '',
  }
}

interface Ran {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** The reader run with `stdin` fed to it, as the tracker's environment would have it: what it said, how it ended. */
function runReader(stdin: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const reader = spawn(process.execPath, [READER], { stdio: ['pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    reader.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    reader.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    reader.on('error', reject)
    reader.on('close', (code) => resolve({ code, stdout, stderr }))
    reader.stdin.on('error', () => {})
    reader.stdin.end(stdin)
  })
}

/** The readers this test process started that are still there (zombies included: not yet reaped). */
function readers(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(READER)
      } catch {
        return false
      }
    })
}

async function until<T>(probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = probe()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const onLinux = process.platform === 'linux'

describe('the board is read', () => {
  test("the activity a starting leg published is read with another leg's token, in one look, and printed as one line", async () => {
    await publishedByStarter(PUBLISHED)
    const leg = artifacts.leg()
    const before = artifacts.requests.length

    expect(FROM_DIST.at(-1)).toBe(READER)
    expect(await readPublished(requestOf(leg), 15_000, { nodeArguments: FROM_DIST })).toEqual(PUBLISHED)
    // One look, and the note's download (the client looks the id up, then fetches the blob), with this
    // leg's token.
    const calls = artifacts.requests.slice(before)
    expect(calls.map((call) => call.kind)).toEqual(DOWNLOAD_AFTER_LOOK)
    expect(calls.filter((call) => call.kind !== 'download').every((call) => call.job === leg.job)).toBe(true)

    const ran = await runReader(JSON.stringify(requestOf(artifacts.leg())))
    expect(ran).toMatchObject({ code: 0, stdout: `${JSON.stringify(PUBLISHED)}\n` })
    // The artifact client said what it did: on stderr, which nobody reads, never on the answer's stdout.
    expect(ran.stderr).toMatch(/Downloading/)
  })

  test('a start that failed is read as it was published', async () => {
    await publishedByStarter({ failed: true })
    expect(await readPublished(requestOf(artifacts.leg()), 15_000, { nodeArguments: FROM_DIST })).toEqual({
      failed: true,
    })
  })

  test('a note sealed for another run, or no note, gives nothing: no answer, exit code 1', async () => {
    const request = requestOf(artifacts.leg())
    expect(await readPublished(request, 15_000, { nodeArguments: FROM_DIST })).toBeUndefined()
    expect(await runReader(JSON.stringify(request))).toMatchObject({ code: 1, stdout: '' })

    await publishedByStarter(PUBLISHED, new RunKey(SECRET, REPOSITORY, '7000000002'))
    expect(artifacts.shown()).toHaveLength(1)
    expect(await readPublished(request, 15_000, { nodeArguments: FROM_DIST })).toBeUndefined()
    expect(await runReader(JSON.stringify(request))).toMatchObject({ code: 1, stdout: '' })
    // The same note, for this run: read.
    await publishedByStarter(PUBLISHED)
    expect(await readPublished(request, 15_000, { nodeArguments: FROM_DIST })).toEqual(PUBLISHED)
  })

  test('run from the sources under a TypeScript loader, as the tracker runs under local-action: the same answer', async () => {
    await publishedByStarter(PUBLISHED)
    const module = pathToFileURL(join(ROOT, 'src/tracker/board-read.ts')).href
    // The tracker from the sources is itself a process started with --eval: the reader's own must win.
    const script = [
      `const { readPublished } = await import(${JSON.stringify(module)})`,
      `const request = JSON.parse(process.argv.at(-1))`,
      `process.stdout.write(JSON.stringify(await readPublished(request, 15000) ?? null))`,
    ].join('\n')
    const tracker = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        script,
        JSON.stringify(requestOf(artifacts.leg())),
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let stdout = ''
    tracker.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    await new Promise((resolve) => tracker.on('close', resolve))
    expect(JSON.parse(stdout)).toEqual(PUBLISHED)
  })
})

describe('a board that does not answer', () => {
  test.skipIf(!onLinux)(
    "gives nothing at the caller's timeout, and the reader is gone (Linux: /proc)",
    async () => {
      await publishedByStarter(PUBLISHED)
      artifacts.inject('ListArtifacts', { type: 'hang' }, 'always')
      const began = Date.now()
      const reading = readPublished(requestOf(artifacts.leg()), 1_500, { nodeArguments: FROM_DIST })
      const [pid] = await until(() => (readers().length > 0 ? readers() : undefined))

      expect(await reading).toBeUndefined()
      expect(Date.now() - began).toBeLessThan(1_500 + 1_000)
      expect(artifacts.requests.map((call) => call.kind)).toContain('ListArtifacts')
      expect(readers()).toEqual([])
      expect(() => readFileSync(`/proc/${pid}/stat`)).toThrow()
    },
  )

  test.skipIf(!onLinux)(
    "gives nothing by the reader's own deadline, which ends it however long its caller waits (Linux: /proc)",
    async () => {
      await publishedByStarter(PUBLISHED)
      artifacts.inject('ListArtifacts', { type: 'hang' }, 'always')
      const began = Date.now()

      expect(
        await readPublished(requestOf(artifacts.leg()), 60_000, { nodeArguments: FROM_DIST }),
      ).toBeUndefined()
      const tookMs = Date.now() - began
      // It waited on the board, past the first listing's own deadline, and ended itself at its own, counted
      // from its start (Node's start-up before it, slower on a loaded machine), long before its caller's.
      expect(tookMs).toBeGreaterThan(BOARD_DEADLINE_MS)
      expect(tookMs).toBeLessThan(BOARD_READ_DEADLINE_MS + 5_000)
      expect(readers()).toEqual([])
    },
    30_000,
  )
})

describe("the runtime token stays in the reader's memory", () => {
  test.skipIf(!onLinux)(
    'it is in neither its environment nor its command line while it reads (Linux: /proc)',
    async () => {
      await publishedByStarter(PUBLISHED)
      const leg = artifacts.leg()
      // The caller's own environment as a stage's would be, token and all: none of it passes.
      for (const [name, value] of Object.entries(leg.env)) vi.stubEnv(name, value)
      vi.stubEnv('RUNNER_TRACKING_ID', 'github_reader_7e1f')
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      artifacts.inject('ListArtifacts', { type: 'held', until: held }, 1)
      const reading = readPublished(requestOf(leg), 15_000, { nodeArguments: FROM_DIST })
      // The reader has called the service with the token: it holds it now.
      await until(() => artifacts.requests.find((call) => call.job === leg.job))
      const [pid] = readers()

      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      release()
      expect(environ).toContain('RUNNER_TRACKING_ID=github_reader_7e1f')
      expect(environ.join('\n')).not.toContain(leg.env.ACTIONS_RUNTIME_TOKEN)
      expect(environ.filter((entry) => entry.startsWith('ACTIONS_'))).toEqual([])
      expect(cmdline).toContain(READER)
      expect(cmdline).not.toContain(leg.env.ACTIONS_RUNTIME_TOKEN)
      expect(await reading).toEqual(PUBLISHED)
    },
  )

  test('it is never on its stdout or stderr, whether the board answers or fails', async () => {
    await publishedByStarter(PUBLISHED)
    const leg = artifacts.leg()
    const token = leg.env.ACTIONS_RUNTIME_TOKEN
    const read = await runReader(JSON.stringify(requestOf(leg)))
    artifacts.inject('any', { type: 'reset' }, 'always')
    const failed = await runReader(JSON.stringify(requestOf(leg)))

    expect(read.code).toBe(0)
    expect(failed).toMatchObject({ code: 1, stdout: '' })
    // The failed reads were made, and said so.
    expect(artifacts.requests.filter((call) => call.fault?.type === 'reset').length).toBeGreaterThan(0)
    for (const ran of [read, failed]) expect(`${ran.stdout}\n${ran.stderr}`).not.toContain(token)
  })
})

describe('a request that is not one', () => {
  test.each([
    ['junk', () => 'junk'],
    ['JSON of another shape', () => JSON.stringify({ ...requestOf(artifacts.leg()), attempt: '1' })],
    ['nothing', () => ''],
    [
      'a request padded past 64 KiB',
      () => JSON.stringify({ ...requestOf(artifacts.leg()), padding: 'x'.repeat(64 * 1024) }),
    ],
  ])('%s: no answer, exit code 1, no call to the board', async (_, stdin) => {
    await publishedByStarter(PUBLISHED)
    const before = artifacts.requests.length

    expect(await runReader(stdin())).toMatchObject({ code: 1, stdout: '' })
    expect(artifacts.requests.length).toBe(before)
  })

  test('a request padded just under 64 KiB is still one', async () => {
    await publishedByStarter(PUBLISHED)
    const request = JSON.stringify({ ...requestOf(artifacts.leg()), padding: '' })
    const padded = JSON.stringify({
      ...requestOf(artifacts.leg()),
      padding: 'x'.repeat(64 * 1024 - request.length - 100),
    })
    expect(await runReader(padded)).toMatchObject({ code: 0, stdout: `${JSON.stringify(PUBLISHED)}\n` })
  })
})
