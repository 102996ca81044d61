import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { DIGEST_FILE, sourcesDigest, staleDist } from '../../.ci/sources.js'

// Whether dist/ was built from the sources beside it (.ci/sources.ts): what the suites that run dist/, the
// demo and the benchmark look at before they run it. Tried on a copy of the sources, with a dist/ of its own.

const ROOT = new URL('../..', import.meta.url).pathname
let copy = ''
afterEach(() => rmSync(copy, { recursive: true, force: true }))

/** The repository's sources in a folder of their own, with dist/ recorded as built from them. */
function built(): string {
  copy = mkdtempSync(join(tmpdir(), 'dist-sources-'))
  for (const source of ['src', 'package.json', 'package-lock.json', 'tsconfig.json', '.ci'])
    cpSync(join(ROOT, source), join(copy, source), { recursive: true })
  cpSync(join(ROOT, 'dist'), join(copy, 'dist'), { recursive: true })
  writeFileSync(join(copy, DIGEST_FILE), `${sourcesDigest(copy)}\n`)
  return copy
}

test('a dist/ built from the sources at hand is fresh', () => {
  expect(staleDist(built())).toBeUndefined()
})

test.each([
  [
    'a constant in src/',
    'src/constants.ts',
    (text: string) => text.replace('MAX_CHANNELS = 5', 'MAX_CHANNELS = 6'),
  ],
  ['a new file in src/', 'src/new.ts', () => 'export const x = 1\n'],
  [
    'the lockfile',
    'package-lock.json',
    (text: string) => text.replace('"lockfileVersion": 3', '"lockfileVersion":3'),
  ],
  ['the build', '.ci/build.ts', (text: string) => `${text}\n`],
  [
    "package.json's version",
    'package.json',
    (text: string) => text.replace('"version": "1.0.0"', '"version": "1.0.1"'),
  ],
])('a change to %s makes it stale, and says so', (_, file, change) => {
  const root = built()
  const path = join(root, file)
  writeFileSync(path, change(existsSync(path) ? readFileSync(path, 'utf8') : ''))
  expect(staleDist(root)).toBe(
    'dist/ was built from other sources than these (src/, package.json, the lockfile or the build changed)',
  )
})

test("package.json's scripts are not a source: a new script leaves dist/ fresh", () => {
  const root = built()
  const path = join(root, 'package.json')
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { scripts: Record<string, string> }
  manifest.scripts.another = 'echo another'
  writeFileSync(path, JSON.stringify(manifest, null, 2))
  expect(staleDist(root)).toBeUndefined()
})

test('a dist/ with no record of its sources is stale', () => {
  const root = built()
  rmSync(join(root, DIGEST_FILE))
  expect(staleDist(root)).toBe('dist/ has no record of the sources it was built from')
})
