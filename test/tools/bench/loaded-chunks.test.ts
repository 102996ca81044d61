// The bundle as built (dist/): a job that is not a matrix loads none of the matrix chunks, which the chunk
// graph names; a leg of a shared matrix loads them, which shows the loads are seen.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GitHubEmulator } from '../../support/github-emulator.js'
import { nodeRuntimes } from '../../support/runner-harness.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import { matrixSplit, readChunks } from './chunk-graph.js'
import { LOAD_PATHS, type LoadedChunks, recordLoadedChunks } from './loaded-chunks.js'

const ACTION = fileURLToPath(new URL('../../../dist/action', import.meta.url))

/** The chunk that holds Octokit (@actions/github), by what ncc names in it. */
function octokitChunk(): string {
  const files = readdirSync(ACTION).filter((file) =>
    readFileSync(join(ACTION, file), 'utf8').includes('CONCATENATED MODULE: ./node_modules/@octokit/core/'),
  )
  expect(files).toHaveLength(1)
  return files[0] as string
}

/** The chunk that holds undici's fetch, by one of its messages. */
function fetchChunk(): string {
  const files = readdirSync(ACTION).filter((file) =>
    readFileSync(join(ACTION, file), 'utf8').includes("makeNetworkError('redirect count exceeded')"),
  )
  expect(files).toHaveLength(1)
  return files[0] as string
}
let signalgrid: SignalgridEmulator
let github: GitHubEmulator
beforeAll(async () => {
  signalgrid = await SignalgridEmulator.start({
    otherChannels: ['ch_loads_second_3c1e0d7a', 'ch_loads_third_9b4f2a6e'],
  })
  github = await GitHubEmulator.start()
})
afterAll(async () => {
  await signalgrid?.close()
  await github?.close()
})

describe.each(nodeRuntimes().available)('the chunks each stage loads, on $name', (runtime) => {
  test("a job that is not a matrix loads no matrix chunk, and Octokit and undici's web APIs in no stage, failed or not; a leg of a shared matrix loads the matrix chunks in pre and post", async () => {
    const split = matrixSplit(readChunks(ACTION))
    expect(split.artifactChunks.length).toBeGreaterThan(0)
    const loads = await recordLoadedChunks({ signalgrid, github }, runtime)
    const of = (job: string) => loads.find((path) => path.job === job) as LoadedChunks
    const matrixIn = (files: readonly string[]) => files.filter((file) => split.matrixChunks.includes(file))
    const octokit = octokitChunk()
    const fetch = fetchChunk()
    for (const job of [LOAD_PATHS.oneChannel, LOAD_PATHS.threeChannels, LOAD_PATHS.failed]) {
      const { stages, started } = of(job)
      // Every stage ran and loaded the bundle: an empty record would pass for the wrong reason.
      expect(Object.keys(stages)).toEqual(['pre', 'main', 'post'])
      for (const files of Object.values(stages)) expect(files).toContain('index.js')
      expect(Object.values(stages).flatMap(matrixIn)).toEqual([])
      // Octokit is the tracker's (pre's record holds the tracker it starts): the failed job's tracker reads the
      // job for the step that failed as it stops, and post loads it only where no tracker did.
      expect(stages.main).not.toContain(octokit)
      expect(stages.post).not.toContain(octokit)
      // undici's fetch is Octokit's alone: the tracker loads it at its first read of the job, and no stage of its
      // own, though @actions/core loads undici in each.
      expect(started).toContain(fetch)
      for (const files of Object.values(stages)) expect(files).not.toContain(fetch)
    }
    const leg = of(LOAD_PATHS.leg)
    for (const stage of ['pre', 'post'] as const)
      expect(leg.stages[stage]).toEqual(expect.arrayContaining([...split.artifactChunks]))
    expect(matrixIn(leg.stages.main)).toEqual([])
  }, 120_000)
})
