import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, sep } from 'node:path'

// Whether dist/ was built from the sources at hand. The build writes the digest of what it read to
// dist/sources.sha256, committed with the rest of dist/: a clean clone needs no build, and a change to src/, the
// lockfile or the build is seen at once, whatever the files' times say.

/** What the build reads, besides node_modules, which the lockfile pins. */
const SOURCES = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  '.ci/build.ts',
  '.ci/sources.ts',
]

export const DIGEST_FILE = 'dist/sources.sha256'

/** The SHA-256 of the sources' paths and texts (line endings as git stores them). */
export function sourcesDigest(root: string): string {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap((source) => filesOf(root, source)).sort()) {
    const text = readFileSync(join(root, file), 'utf8').replace(/\r\n/g, '\n')
    hash.update(`${file}\0${file === 'package.json' ? withoutScripts(text) : text}\0`)
  }
  return hash.digest('hex')
}

/** Why the dist/ under root was not built from the sources beside it; undefined when it was. */
export function staleDist(root: string): string | undefined {
  const path = join(root, DIGEST_FILE)
  if (!existsSync(path)) return 'dist/ has no record of the sources it was built from'
  if (readFileSync(path, 'utf8').trim() !== sourcesDigest(root)) {
    return 'dist/ was built from other sources than these (src/, package.json, the lockfile or the build changed)'
  }
  return undefined
}

/** package.json as the build reads it: its scripts are the developers' commands, never part of dist/. */
function withoutScripts(text: string): string {
  const { scripts: _, ...rest } = JSON.parse(text) as Record<string, unknown>
  return JSON.stringify(rest)
}

function filesOf(root: string, source: string): string[] {
  if (!statSync(join(root, source)).isDirectory()) return [source]
  return readdirSync(join(root, source), { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(root, source, file)).isFile())
    .map((file) => `${source}/${file.split(sep).join('/')}`)
}
