import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { actionStep, jobSpec, type Services, userSteps } from '../../support/action-job.js'
import { ArtifactEmulator } from '../../support/artifact-emulator.js'
import {
  type MatrixLeg,
  type NodeRuntime,
  runJob,
  runStageProcess,
  type StageName,
} from '../../support/runner-harness.js'

// Which chunks of dist/action/ each stage process loads, as Node's module loader saw them: a loader hook
// preloaded into the stage (fixtures/record-loads.mjs) notes every module it loads, dynamic imports
// included. A job that is not a matrix must load no matrix chunk; a leg of a shared matrix, run the same
// way, shows that the hook sees them when they load.

const RECORD_LOADS = pathToFileURL(
  fileURLToPath(new URL('./fixtures/record-loads.mjs', import.meta.url)),
).href
const ACTION_CHUNKS = `${pathToFileURL(fileURLToPath(new URL('../../../dist/action/', import.meta.url))).href}`
// Long enough for the tracker pre started to make its first poll: its loads are the job's too.
const SETTLE_MS = 1_000

export interface LoadedChunks {
  /** What the job was. */
  readonly job: string
  /** The files of dist/action/ each stage loaded, in the order it loaded them. */
  readonly stages: Readonly<Record<StageName, readonly string[]>>
}

/** A job that is not a matrix (activity mode, a tracker), then the first leg of a shared matrix of two. */
export async function recordLoadedChunks(services: Services, runtime: NodeRuntime): Promise<LoadedChunks[]> {
  const plain = await loadsOf(services, runtime, undefined)
  const artifacts = await ArtifactEmulator.start()
  try {
    const leg = await loadsOf(services, runtime, {
      leg: { index: 0, total: 2, values: { os: 'ubuntu' }, failFast: true },
      artifacts,
    })
    return [
      { job: 'a job that is not a matrix', stages: plain },
      { job: 'leg 1 of a shared matrix of 2', stages: leg },
    ]
  } finally {
    await artifacts.close()
  }
}

async function loadsOf(
  services: Services,
  runtime: NodeRuntime,
  matrix: { readonly leg: MatrixLeg; readonly artifacts: ArtifactEmulator } | undefined,
): Promise<Record<StageName, string[]>> {
  const files: Record<StageName, string[]> = { pre: [], main: [], post: [] }
  const result = await runJob(
    jobSpec(services, runtime, [actionStep(services), ...userSteps(['Build'], SETTLE_MS)], {
      ...(matrix ? { context: { leg: matrix.leg }, artifacts: matrix.artifacts } : {}),
      stageProcess: (options, call) => {
        const file = join(tmpdir(), `bench-loads-${randomUUID()}`)
        files[call.stage].push(file)
        // The tracker pre starts inherits the environment: its loads are noted with pre's, read once the
        // job (and so the tracker) has ended.
        const env = { ...options.env, NODE_OPTIONS: `--import=${RECORD_LOADS}`, BENCH_LOADS_FILE: file }
        return runStageProcess({ ...options, env })
      },
    }),
  )
  try {
    if (result.status !== 'success' || result.orphans.length > 0) {
      throw new Error(`the job did not run cleanly (${result.status}): ${result.log}`)
    }
    const loads = (stage: StageName) => files[stage].flatMap(chunksIn)
    return { pre: loads('pre'), main: loads('main'), post: loads('post') }
  } finally {
    for (const file of Object.values(files).flat()) rmSync(file, { force: true })
    await result.remove()
  }
}

function chunksIn(file: string): string[] {
  if (!existsSync(file)) throw new Error('the stage loaded no module: the loader hook did not run')
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((url) => url.startsWith(ACTION_CHUNKS))
    .map((url) => basename(fileURLToPath(url)))
}
