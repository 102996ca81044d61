import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

// Which chunks of the one bundle (dist/action/) a job can load, read from the bundle itself: each chunk's
// dynamic imports name the chunks they load together, so a chunk loaded only alongside the chunk that holds
// @actions/artifact is loaded only by a leg of a shared matrix.

/** What holds @actions/artifact: ncc names each bundled module's path in a comment. */
export const ARTIFACT_PACKAGE = 'node_modules/@actions/artifact/'

export interface Chunk {
  /** The file's name in dist/action/. */
  readonly file: string
  readonly bytes: number
  readonly holdsArtifact: boolean
  /** Each dynamic import in the file: the files it loads together. */
  readonly imports: readonly (readonly string[])[]
}

export interface MatrixSplit {
  /** The chunks that hold @actions/artifact. */
  readonly artifactChunks: readonly string[]
  /** The chunks loaded only together with an artifact chunk: what only a leg of a shared matrix loads. */
  readonly matrixChunks: readonly string[]
  readonly matrixBytes: number
  /** Everything else under dist/action/: what any job may load. */
  readonly everyJobBytes: number
  /** The files whose dynamic imports load an artifact chunk. */
  readonly importedFrom: readonly string[]
}

const IMPORT = /Promise\.all\(\/\* import\(\) \*\/\[([^\]]*)\]\)/g
const CHUNK_ID = /__(?:nccwpck|webpack)_require__\.e\((\d+)\)/g

export function readChunks(folder: string): Chunk[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const text = readFileSync(join(folder, file), 'utf8')
      const imports = [...text.matchAll(IMPORT)].map((group) =>
        [...(group[1] as string).matchAll(CHUNK_ID)].map((id) => `${id[1]}.index.js`),
      )
      return {
        file,
        bytes: statSync(join(folder, file)).size,
        holdsArtifact: text.includes(ARTIFACT_PACKAGE),
        imports,
      }
    })
}

export function matrixSplit(chunks: readonly Chunk[]): MatrixSplit {
  const artifactChunks = chunks.filter((chunk) => chunk.holdsArtifact).map((chunk) => chunk.file)
  const groups = chunks.flatMap((chunk) => chunk.imports.map((files) => ({ from: chunk.file, files })))
  const withArtifact = groups.filter((group) => group.files.some((file) => artifactChunks.includes(file)))
  const elsewhere = new Set(groups.filter((group) => !withArtifact.includes(group)).flatMap((g) => g.files))
  const matrixChunks = [...new Set(withArtifact.flatMap((group) => group.files))]
    .filter((file) => !elsewhere.has(file))
    .sort()
  const bytes = (files: readonly Chunk[]) => files.reduce((sum, chunk) => sum + chunk.bytes, 0)
  const matrixBytes = bytes(chunks.filter((chunk) => matrixChunks.includes(chunk.file)))
  return {
    artifactChunks,
    matrixChunks,
    matrixBytes,
    everyJobBytes: bytes(chunks) - matrixBytes,
    importedFrom: [...new Set(withArtifact.map((group) => group.from))].sort(),
  }
}
