import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { ARTIFACT_PACKAGE, matrixSplit, readChunks } from './chunk-graph.js'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A dist/action/ as ncc writes it: each file's dynamic imports name the chunks they load together. */
function bundle(files: Readonly<Record<string, string>>): string {
  const folder = mkdtempSync(join(tmpdir(), 'chunk-graph-'))
  folders.push(folder)
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text)
  return folder
}
const load = (ids: readonly number[], require = '__webpack_require__') =>
  `await Promise.all(/* import() */[${ids.map((id) => `${require}.e(${id})`).join(', ')}]).then(x)`

describe('the chunk graph of the bundle', () => {
  test('a chunk loaded only beside the artifact chunk is a matrix chunk; one loaded elsewhere too is not', () => {
    const folder = bundle({
      'index.js': `${load([250, 614], '__nccwpck_require__')} ${load([351, 771], '__nccwpck_require__')}`,
      '614.index.js': `pre ${load([351, 645, 231])}`,
      '250.index.js': 'x'.repeat(10),
      '351.index.js': 'octokit'.repeat(10),
      '771.index.js': 'tracker',
      '645.index.js': `// ${ARTIFACT_PACKAGE}lib/artifact.js ${'a'.repeat(1000)}`,
      '231.index.js': 'shared-matrix'.repeat(2),
    })
    const chunks = readChunks(folder)
    expect(chunks.find((chunk) => chunk.file === '614.index.js')?.imports).toEqual([
      ['351.index.js', '645.index.js', '231.index.js'],
    ])
    const split = matrixSplit(chunks)
    expect(split.artifactChunks).toEqual(['645.index.js'])
    expect(split.matrixChunks).toEqual(['231.index.js', '645.index.js'])
    expect(split.importedFrom).toEqual(['614.index.js'])
    const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0)
    expect(split.matrixBytes).toBe(1000 + `// ${ARTIFACT_PACKAGE}lib/artifact.js `.length + 26)
    expect(split.everyJobBytes).toBe(total - split.matrixBytes)
  })

  test("without an artifact chunk, nothing is the matrix's", () => {
    const split = matrixSplit(
      readChunks(bundle({ 'index.js': load([1, 2], '__nccwpck_require__'), '1.index.js': 'a' })),
    )
    expect(split).toMatchObject({ artifactChunks: [], matrixChunks: [], matrixBytes: 0 })
  })
})
