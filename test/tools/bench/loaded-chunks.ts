import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
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
// included. Each path a job can take: one channel, three, a failed job (its tracker reads the job for the
// failed step as it stops), a leg of a shared matrix. A job that is not a matrix must load no matrix chunk;
// the leg, run the same way, shows that the hook sees them when they load.

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
  /** Those the processes the stages started loaded: the tracker, and a leg's board reader. */
  readonly started: readonly string[]
}

/** The job of one channel that succeeds, that of three channels, a failed job, then the first leg of a shared matrix of two. */
export const LOAD_PATHS = {
  oneChannel: 'one channel',
  threeChannels: 'three channels',
  failed: 'a failed job',
  leg: 'leg 1 of a shared matrix of 2',
} as const

/** Every path's loads, in the order of LOAD_PATHS: each job with a tracker, in activity mode. */
export async function recordLoadedChunks(services: Services, runtime: NodeRuntime): Promise<LoadedChunks[]> {
  const threeChannels = services.signalgrid.channels.slice(0, 3)
  if (threeChannels.length < 3) throw new Error('three channels need the Signalgrid emulator to have three')
  const artifacts = await ArtifactEmulator.start()
  try {
    const paths: [string, JobPath][] = [
      [LOAD_PATHS.oneChannel, {}],
      [LOAD_PATHS.threeChannels, { inputs: { channel: threeChannels.join('\n') } }],
      [LOAD_PATHS.failed, { failed: true }],
      [
        LOAD_PATHS.leg,
        {
          matrix: {
            leg: { index: 0, total: 2, values: { os: 'ubuntu' }, failFast: true },
            artifacts,
          },
        },
      ],
    ]
    const loads: LoadedChunks[] = []
    for (const [job, path] of paths) loads.push({ job, ...(await loadsOf(services, runtime, path)) })
    return loads
  } finally {
    await artifacts.close()
  }
}

interface JobPath {
  readonly inputs?: Readonly<Record<string, string>>
  /** The user's step fails. */
  readonly failed?: boolean
  readonly matrix?: { readonly leg: MatrixLeg; readonly artifacts: ArtifactEmulator }
}

async function loadsOf(
  services: Services,
  runtime: NodeRuntime,
  { inputs = {}, failed = false, matrix }: JobPath,
): Promise<Omit<LoadedChunks, 'job'>> {
  const files: Record<StageName, string[]> = { pre: [], main: [], post: [] }
  const steps = [
    actionStep(services, inputs),
    ...userSteps(['Build'], SETTLE_MS, failed ? { result: 'failure' } : {}),
  ]
  const result = await runJob(
    jobSpec(services, runtime, steps, {
      ...(matrix ? { context: { leg: matrix.leg }, artifacts: matrix.artifacts } : {}),
      stageProcess: (options, call) => {
        const file = join(tmpdir(), `bench-loads-${randomUUID()}`)
        files[call.stage].push(file)
        // The tracker pre starts gets NODE_OPTIONS: its loads are noted in RUNNER_TEMP, read once the job
        // (and so the tracker) has ended.
        const env = { ...options.env, NODE_OPTIONS: `--import=${RECORD_LOADS}`, BENCH_LOADS_FILE: file }
        return runStageProcess({ ...options, env })
      },
    }),
  )
  try {
    if (result.status !== (failed ? 'failure' : 'success') || result.orphans.length > 0) {
      throw new Error(`the job did not run cleanly (${result.status}): ${result.log}`)
    }
    const loads = (stage: StageName) => files[stage].flatMap(chunksIn)
    const started = readdirSync(result.runnerTemp)
      .filter((name) => name.startsWith('bench-loads-'))
      .flatMap((name) => chunksIn(join(result.runnerTemp, name)))
    return { stages: { pre: loads('pre'), main: loads('main'), post: loads('post') }, started }
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
