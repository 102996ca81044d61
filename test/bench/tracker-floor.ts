import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { POLL_INTERVAL_MS } from '../../src/constants.js'
import { GitHubEmulator } from '../support/github-emulator.js'
import type { NodeRuntime } from '../support/runner-harness.js'

const FETCH_POLL = fileURLToPath(new URL('./fixtures/fetch-poll.mjs', import.meta.url))
const TOKEN = 'ghs_bench_floor'

export interface TrackerFloor {
  readonly intervalMs: number
  readonly seconds: number
  readonly peakRssKiB: number
  readonly cpuSeconds: number
}

/**
 * What any tracker costs at the least: the same Node, polling the jobs emulator every POLL_INTERVAL_MS with
 * the global fetch (conditional requests, as the tracker makes them) for `seconds`. For comparison only:
 * the tracker's targets are absolute.
 */
export async function measureTrackerFloors(runtime: NodeRuntime, seconds: number): Promise<TrackerFloor[]> {
  const github = await GitHubEmulator.start({ tokens: [TOKEN] })
  try {
    const job = github.createJob()
    const env = {
      FLOOR_URL: `${github.url}/repos/${github.owner}/${github.repo}/actions/jobs/${job.id}`,
      FLOOR_TOKEN: TOKEN,
      FLOOR_INTERVAL_MS: String(POLL_INTERVAL_MS),
      FLOOR_DURATION_MS: String(seconds * 1000),
      PATH: process.env.PATH ?? '',
    }
    const { stdout } = await promisify(execFile)(runtime.path, [FETCH_POLL], { env })
    const measured = JSON.parse(stdout) as { peakRssKiB: number; cpuSeconds: number }
    return [{ intervalMs: POLL_INTERVAL_MS, seconds, ...measured }]
  } finally {
    await github.close()
  }
}
