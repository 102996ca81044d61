// GitHub's local runner, @github/local-action, as a maintainer runs it (`npm run local-action`): the stages'
// TypeScript sources, pre, main and post in one process with the tool's own toolkit, inputs from a .env file
// made from .env.example, against the Signalgrid emulator on loopback.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { ActivityFolder } from '../../src/activity/folder.js'
import { SignalgridEmulator } from '../support/signalgrid-emulator.js'

const ROOT = new URL('../..', import.meta.url).pathname
const TOOL = join(ROOT, 'node_modules/.bin/local-action')
const ENV_EXAMPLE = readFileSync(join(ROOT, '.env.example'), 'utf8')
const NOT_SHARED = 'Signalgrid: the activity cannot be shared here'

interface ToolRun {
  readonly exitCode: number
  readonly output: string
}

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function emulator(): Promise<SignalgridEmulator> {
  const signalgrid = await SignalgridEmulator.start({ phoneSpacingMs: 0 })
  cleanups.push(() => signalgrid.close())
  return signalgrid
}

/** A RUNNER_TEMP of the test's own: the activity's folder, and its tracker's pid, are there. */
function runnerTemp(): string {
  const path = mkdtempSync(join(tmpdir(), 'local-action-'))
  cleanups.push(() => rmSync(path, { recursive: true, force: true }))
  return path
}

/** .env.example filled in as a maintainer fills it in, pointed at the emulator. */
function dotenv(signalgrid: SignalgridEmulator, temp: string, inputs: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    'INPUT_CLIENT-KEY': signalgrid.clientKey,
    INPUT_CHANNEL: signalgrid.channel,
    'INPUT_BASE-URL': signalgrid.url,
    'INPUT_MIN-UPDATE-INTERVAL': '1',
    RUNNER_TEMP: temp,
    ...Object.fromEntries(
      Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
    ),
  }
  const lines = ENV_EXAMPLE.split('\n').map((line) => {
    const name = line.split('=')[0] ?? ''
    return name in values ? `${name}=${values[name]}` : line
  })
  const file = join(temp, `${Math.random().toString(36).slice(2)}.env`)
  writeFileSync(file, lines.join('\n'))
  return file
}

/** `local-action run . <main> <env> [--pre] [--post]` from the repository's root, as `npm run local-action`. */
function localAction(env: string, main: string, ...options: string[]): Promise<ToolRun> {
  // Nothing of the job this test may itself run in reaches the action: only what the .env file says.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(INPUT|STATE|GITHUB|RUNNER|SIGNALGRID)_/.test(name)),
  )
  return new Promise((resolve) => {
    execFile(
      TOOL,
      ['run', '.', main, env, ...options],
      { cwd: ROOT, env: inherited, timeout: 50_000 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0
        resolve({ exitCode: code, output: `${stdout}\n${stderr}` })
      },
    )
  })
}

const ALL_STAGES = ['--pre', 'src/pre.ts', '--post', 'src/post.ts'] as const

describe('npm run local-action', { timeout: 120_000 }, () => {
  test('.env.example lists every input of action.yml, in its order', () => {
    const inputs = Object.keys(parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')).inputs)
    const listed = [...ENV_EXAMPLE.matchAll(/^INPUT_([A-Z-]+)=/gm)].map(([, name]) => name?.toLowerCase())
    expect(listed).toEqual(inputs)
  })

  test('activity mode: pre starts the activity, main gives its token, post ends it', async () => {
    const signalgrid = await emulator()
    const temp = runnerTemp()
    const run = await localAction(
      dotenv(signalgrid, temp, { body: 'Tried locally' }),
      'src/main.ts',
      ...ALL_STAGES,
    )

    expect(run.exitCode).toBe(0)
    expect(signalgrid.requests.map((request) => [request.kind, request.outcome])).toEqual([
      ['start', 'accepted'],
      ['end', 'accepted'],
    ])
    const [activity] = signalgrid.phone.activities
    expect(activity?.history[0]?.content).toMatchObject({ title: 'CI · build', body: 'Tried locally' })
    expect(activity?.view).toMatchObject({ ended: true, severity: 'SUCCESS', progress: 100 })
    // The tool's outputs table, after post: the stages ran to the end in the tool's process.
    expect(run.output).toMatch(/Action Outputs[\s\S]*'activity-token'\s*│\s*'([^']+)'/)
    expect(run.output).toContain(`'${activity?.view.token}'`)
    expect(run.output).not.toContain(NOT_SHARED)
    expect(run.output).not.toContain(signalgrid.clientKey)
    expect(run.output).not.toContain(signalgrid.channel)
    // The tracker was started; post stopped it before the end.
    expect(ActivityFolder.of(temp, activity?.view.token ?? '').readTracker()?.pid).toBeTypeOf('number')
  })

  test('the tracker runs from the sources: it sends the update main hands it, and stops when post asks', async () => {
    const signalgrid = await emulator()
    const temp = runnerTemp()
    // Pre alone: the activity starts, and its tracker goes on after the tool has ended.
    expect((await localAction(dotenv(signalgrid, temp), 'src/pre.ts')).exitCode).toBe(0)
    const token = signalgrid.phone.activities[0]?.view.token ?? ''
    const folder = ActivityFolder.of(temp, token)
    const pid = folder.readTracker()?.pid as number
    cleanups.push(() => {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Stopped by post, as it should be.
      }
    })
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain(join(ROOT, 'src/action.ts'))

    // Main of a step that follows the activity, as a later use of the action in the job: the tracker sends it.
    const follow = { 'activity-token': token, body: 'Handed to the tracker', 'end-activity': 'always' }
    expect((await localAction(dotenv(signalgrid, temp, follow), 'src/main.ts')).exitCode).toBe(0)
    await expect
      .poll(() => signalgrid.requests.map((request) => [request.kind, request.fields.body]), {
        timeout: 20_000,
      })
      .toContainEqual(['update', 'Handed to the tracker'])
    // The tracker journals the update once its answer is back, a moment after the emulator has seen it.
    await expect
      .poll(() => folder.readJournal(), { timeout: 5_000 })
      .toContainEqual(expect.objectContaining({ kind: 'update', by: 'tracker' }))

    // Its post stops the tracker, which ends its process itself, and ends the activity.
    const end = await localAction(dotenv(signalgrid, temp, follow), 'src/main.ts', '--post', 'src/post.ts')
    expect(end.exitCode).toBe(0)
    expect(folder.isStopped()).toBe(true)
    expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1, updatesAfterEnd: 0 })
    expect(signalgrid.phone.activities[0]?.view.ended).toBe(true)
  })

  test('push mode: main sends one push, and pre and post send nothing', async () => {
    const signalgrid = await emulator()
    const temp = runnerTemp()
    const env = dotenv(signalgrid, temp, { mode: 'push', title: 'Deployed', body: 'From a laptop' })
    const run = await localAction(env, 'src/main.ts', ...ALL_STAGES)

    expect(run.exitCode).toBe(0)
    expect(signalgrid.requests.map((request) => [request.kind, request.outcome])).toEqual([
      ['push', 'accepted'],
    ])
    expect(signalgrid.phone.notifications).toMatchObject([{ title: 'Deployed', body: 'From a laptop' }])
    expect(run.output).toMatch(/'ruuid'/)
    expect(readdirSync(temp).filter((name) => !name.endsWith('.env'))).toEqual([])
  })

  test('activity-name says in one line that the activity cannot be shared, and the job shows its own', async () => {
    const signalgrid = await emulator()
    const temp = runnerTemp()
    const run = await localAction(
      dotenv(signalgrid, temp, { 'activity-name': 'deploy' }),
      'src/main.ts',
      ...ALL_STAGES,
    )

    expect(run.exitCode).toBe(0)
    expect(run.output.split('\n').filter((line) => line.includes(NOT_SHARED))).toEqual([
      expect.stringContaining("'@actions/artifact' does not provide an export named 'ArtifactNotFoundError'"),
    ])
    expect(signalgrid.counts).toMatchObject({ starts: 1, ends: 1 })
  })
})
