import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

// dist/ is what every user's runner downloads and runs: the licenses of what it bundles must allow that, and
// their notices travel with it (dist/action/licenses.txt, written by the build). The allowlist is
// .ci/licenses.json; a package the build leaves out of dist/ is named there with the reason.

const ROOT = new URL('../..', import.meta.url).pathname
const POLICY = JSON.parse(readFileSync(join(ROOT, '.ci/licenses.json'), 'utf8')) as {
  allowed: string[]
  leftOut: Record<string, string>
}
const LOCK = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; license?: string; dev?: boolean; link?: boolean }>
}
const NOTICES = readFileSync(join(ROOT, 'dist/action/licenses.txt'), 'utf8')

/** Every package of the lockfile that is not for development only: what dist/ may bundle. */
const production = Object.entries(LOCK.packages)
  .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.link)
  .map(([path, entry]) => ({
    path,
    name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
    version: entry.version,
    license: entry.license,
  }))

/** An SPDX expression is allowed when each part it needs is: all of an AND, one of an OR. */
function allowed(license: string | undefined): boolean {
  if (!license) return false
  const expression = license.replace(/[()]/g, '').trim()
  if (POLICY.allowed.includes(expression)) return true
  if (/ OR /.test(expression) && !/ AND /.test(expression))
    return expression.split(' OR ').some((part) => POLICY.allowed.includes(part.trim()))
  return expression.split(' AND ').every((part) => POLICY.allowed.includes(part.trim()))
}

/** The entries of licenses.txt (name, license, notice), as ncc writes them: sorted by name. */
function notices(): Map<string, { license: string; notice: string }> {
  const names = new Set(production.map((entry) => entry.name))
  const lines = NOTICES.split('\n')
  const starts = lines.flatMap((line, index) =>
    (index === 0 || lines[index - 1] === '') && names.has(line) ? [index] : [],
  )
  return new Map(
    starts.map((start, at) => {
      const [license = '', ...notice] = lines.slice(start + 1, starts[at + 1] ?? lines.length)
      return [lines[start] as string, { license, notice: notice.join('\n').trim() }]
    }),
  )
}

test('every production dependency has a license on the allowlist, or is one the build leaves out (else: review it in .ci/licenses.json)', () => {
  expect(production.length).toBeGreaterThan(100)
  const refused = production
    .filter((entry) => !allowed(entry.license) && !(entry.name in POLICY.leftOut))
    .map((entry) => `${entry.name}@${entry.version}: ${entry.license ?? 'no license declared'}`)
  expect(refused).toEqual([])
})

describe('dist/action/licenses.txt', () => {
  const entries = notices()

  test('names each package the bundle carries with its allowed license and its notice', () => {
    for (const name of ['@actions/core', '@actions/github', '@actions/artifact', 'undici', '@octokit/core'])
      expect(entries.has(name), name).toBe(true)
    const refused = [...entries].filter(([, entry]) => !allowed(entry.license)).map(([name]) => name)
    expect(refused).toEqual([])
    // A package with a license file has its notice here; one without (binary, chainsaw: the license named in
    // package.json alone) has nothing more to carry than its name and license.
    const withFile = (name: string) =>
      production
        .filter((entry) => entry.name === name)
        .some((entry) =>
          readdirSync(join(ROOT, entry.path)).some((file) => /^(licen[cs]e|copying|notice)/i.test(file)),
        )
    const lost = [...entries]
      .filter(([name, entry]) => entry.notice.length < 100 && withFile(name))
      .map(([name]) => name)
    expect(lost).toEqual([])
    expect([...entries.values()].filter((entry) => entry.notice.length > 100).length).toBeGreaterThan(100)
  })

  test('names none of the packages the build leaves out, whose code dist/ does not carry either', () => {
    const dist = readdirSync(join(ROOT, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(ROOT, 'dist', file), 'utf8'))
    const require = createRequire(join(ROOT, 'node_modules/binary/index.js'))
    for (const name of Object.keys(POLICY.leftOut)) {
      expect(entries.has(name), name).toBe(false)
      // Its code, line by line: any distinctive line of its main file found in dist/ means it is bundled.
      const lines = readFileSync(require.resolve(name), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 30)
      expect(lines.length, name).toBeGreaterThan(5)
      for (const line of lines)
        expect(
          dist.some((text) => text.includes(line)),
          `${name}: ${line}`,
        ).toBe(false)
    }
  })
})

// What dist/ holds in place of `buffers`: what binary gets when it loads it (Node's buffer module), made to throw
// when anything calls it, as dist/ would. unzip-stream, the only user of binary, must still unzip.
test("the artifact client's unzip, the one path to binary, never calls buffers", async () => {
  const artifact = createRequire(join(ROOT, 'node_modules/@actions/artifact/package.json'))
  const unzipPath = artifact.resolve('unzip-stream')
  const buffersPath = createRequire(createRequire(unzipPath).resolve('binary')).resolve('buffers')
  const standIn = new Module(buffersPath)
  standIn.exports = () => {
    throw new Error('buffers was called')
  }
  standIn.loaded = true
  const cache = createRequire(import.meta.url).cache
  cache[buffersPath] = standIn
  const folder = mkdtempSync(join(tmpdir(), 'unzip-'))
  try {
    const archiver = artifact('archiver') as (format: 'zip') => NodeJS.ReadWriteStream & {
      append(text: string, options: { name: string }): void
      finalize(): Promise<void>
    }
    const unzip = artifact('unzip-stream') as { Extract(options: { path: string }): NodeJS.WritableStream }
    const zip = archiver('zip')
    zip.append('a board note', { name: 'note.txt' })
    const extracted = zip.pipe(unzip.Extract({ path: folder }))
    await zip.finalize()
    await once(extracted, 'close')
    expect(readFileSync(join(folder, 'note.txt'), 'utf8')).toBe('a board note')
    // The stand-in is what binary holds: its stream parser, which nothing here uses, calls it at once.
    const binary = createRequire(unzipPath)('binary') as { stream(): unknown }
    expect(() => binary.stream()).toThrow('buffers was called')
  } finally {
    delete cache[buffersPath]
    rmSync(folder, { recursive: true, force: true })
  }
})
