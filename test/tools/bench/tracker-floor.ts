import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { POLL_INTERVAL_MS } from '../../../src/constants.js'
import { GitHubEmulator } from '../../support/github-emulator.js'
import type { NodeRuntime } from '../../support/runner-harness.js'

const OCTOKIT_POLL = fileURLToPath(new URL('./fixtures/octokit-poll.mjs', import.meta.url))
const TOKEN = 'ghs_bench_floor'

/** What the report calls the floor. */
export const TRACKER_FLOOR_NAME =
  'bare getOctokit poller (@actions/github, If-None-Match, ncc bundle, no V8 flags)'

export interface TrackerFloor {
  readonly name: string
  readonly intervalMs: number
  readonly seconds: number
  readonly peakRssKiB: number
  readonly cpuSeconds: number
  /** From the process's start to its end, a little more than `seconds`. */
  readonly lifetimeSeconds: number
  /** cpuSeconds over lifetimeSeconds, in % of one core, as the tracker's is figured. */
  readonly averageCorePercent: number
  /** The jobs API's answers: a 200 first, then 304s while the job stays as it is. */
  readonly answers: { readonly 200: number; readonly 304: number }
}

/** The floor bundled as dist/ is (ncc, ES2022), so that it loads the toolkit the way the tracker does. */
export interface TrackerFloorBundle {
  readonly script: string
  readonly bytes: number
  remove(): void
}

export async function buildTrackerFloor(): Promise<TrackerFloorBundle> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-tracker-floor-'))
  const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js')
  await promisify(execFile)(process.execPath, [
    ncc,
    'build',
    OCTOKIT_POLL,
    '-o',
    folder,
    '--target',
    'es2022',
    '-q',
  ])
  const script = join(folder, 'index.mjs')
  return {
    script,
    bytes: statSync(script).size,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  }
}

/**
 * What any tracker on the toolkit costs at the least: the same Node, started without flags as the tracker
 * is, polling the jobs emulator every POLL_INTERVAL_MS through `getOctokit` with conditional requests (an
 * unchanged job is a 304, which Octokit raises as a RequestError), for `seconds`, as long as the job whose
 * tracker it is compared with. It does nothing else: no Signalgrid, no files.
 */
export async function measureTrackerFloor(
  runtime: NodeRuntime,
  bundle: TrackerFloorBundle,
  seconds: number,
): Promise<TrackerFloor> {
  const github = await GitHubEmulator.start({ tokens: [TOKEN] })
  try {
    const job = github.createJob()
    const env = {
      GITHUB_API_URL: github.url,
      FLOOR_TOKEN: TOKEN,
      FLOOR_OWNER: github.owner,
      FLOOR_REPO: github.repo,
      FLOOR_JOB_ID: String(job.id),
      FLOOR_INTERVAL_MS: String(POLL_INTERVAL_MS),
      FLOOR_DURATION_MS: String(seconds * 1000),
      PATH: process.env.PATH ?? '',
    }
    const { stdout } = await promisify(execFile)(runtime.path, [bundle.script], { env })
    const measured = JSON.parse(stdout) as Pick<
      TrackerFloor,
      'peakRssKiB' | 'cpuSeconds' | 'lifetimeSeconds' | 'answers'
    >
    if (measured.answers[200] < 1 || measured.answers[304] < 1) {
      throw new Error(`the tracker floor did not poll conditionally: ${stdout.trim()}`)
    }
    return {
      name: TRACKER_FLOOR_NAME,
      intervalMs: POLL_INTERVAL_MS,
      seconds,
      ...measured,
      averageCorePercent: (100 * measured.cpuSeconds) / measured.lifetimeSeconds,
    }
  } finally {
    await github.close()
  }
}
