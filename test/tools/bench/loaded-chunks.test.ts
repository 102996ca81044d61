// The bundle as built (dist/): a job that is not a matrix loads none of the matrix chunks, which the chunk
// graph names; a leg of a shared matrix loads them, which shows the loads are seen.
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GitHubEmulator } from '../../support/github-emulator.js'
import { nodeRuntimes } from '../../support/runner-harness.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import { matrixSplit, readChunks } from './chunk-graph.js'
import { type LoadedChunks, recordLoadedChunks } from './loaded-chunks.js'

const ACTION = fileURLToPath(new URL('../../../dist/action', import.meta.url))
let signalgrid: SignalgridEmulator
let github: GitHubEmulator
beforeAll(async () => {
  signalgrid = await SignalgridEmulator.start()
  github = await GitHubEmulator.start()
})
afterAll(async () => {
  await signalgrid?.close()
  await github?.close()
})

describe.each(nodeRuntimes().available)('the chunks each stage loads, on $name', (runtime) => {
  test('a job that is not a matrix loads no matrix chunk; a leg of a shared matrix loads them in pre and post', async () => {
    const split = matrixSplit(readChunks(ACTION))
    expect(split.artifactChunks.length).toBeGreaterThan(0)
    const [plain, leg] = (await recordLoadedChunks({ signalgrid, github }, runtime)) as [
      LoadedChunks,
      LoadedChunks,
    ]
    const matrixIn = (files: readonly string[]) => files.filter((file) => split.matrixChunks.includes(file))
    // Every stage ran and loaded the bundle: an empty record would pass for the wrong reason.
    for (const files of Object.values(plain.stages)) expect(files).toContain('index.js')
    expect(plain.stages).toEqual({
      pre: expect.any(Array),
      main: expect.any(Array),
      post: expect.any(Array),
    })
    expect(Object.values(plain.stages).flatMap(matrixIn)).toEqual([])
    for (const stage of ['pre', 'post'] as const)
      expect(leg.stages[stage]).toEqual(expect.arrayContaining([...split.artifactChunks]))
    expect(matrixIn(leg.stages.main)).toEqual([])
  }, 60_000)
})
