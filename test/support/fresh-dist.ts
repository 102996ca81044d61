import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { staleDist } from '../../.ci/sources.js'
import { nodeRuntimes } from './runner/node-runtimes.js'

// No test, demo or benchmark runs a dist/ that was built from other sources than the ones beside it: the
// suites that run dist/ (vitest's global setup below), the demo and the benchmark build it first when it is
// stale, and the runner harness refuses to run a stale one (assertFreshDist), so a suite that slips past the
// first says why instead of testing an old bundle.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url))

/** Builds dist/ when it was not built from the sources at hand, saying why in one line first. */
export function freshDist(say: (line: string) => void): void {
  const reason = staleDist(ROOT)
  if (!reason) return
  say(`${reason}: building it (npm run build)`)
  const build = spawnSync(process.execPath, [TSX, '.ci/build.ts'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) throw new Error(`npm run build failed (exit code ${build.status})`)
}

let fresh = false

/** Throws, saying why, when dist/ was not built from the sources at hand. */
export function assertFreshDist(): void {
  if (fresh) return
  const reason = staleDist(ROOT)
  if (reason) {
    throw new Error(
      `${reason}. Run npm run build (npm test, the demo and the benchmark build it themselves when it is stale).`,
    )
  }
  fresh = true
}

// The global setup of the projects that run dist/ (test/vitest.config.ts): each project loads it, once per run
// is enough.
const DONE = Symbol.for('signalgrid-action.fresh-dist')

export default function setup(): void {
  const run = globalThis as { [DONE]?: boolean }
  if (run[DONE]) return
  run[DONE] = true
  freshDist((line) => console.log(line))
  console.log(nodeRuntimes().summary)
}
