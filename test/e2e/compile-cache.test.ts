// The compile cache (src/activity/compile-cache.ts) as the runner meets it: the bundled stages on Node 20 and
// Node 24, whatever the cache's folder holds. Every stage exits 0, sends what it sends without the cache (pre
// the start, post the end), and says nothing of it: no annotation, nothing on stderr.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, type TestContext, test } from 'vitest'
import { actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { describeEachNodeRuntime } from '../support/node-runtime-suites.js'
import {
  type JobResult,
  type JobSpec,
  type NodeRuntime,
  runStageProcess,
  type StageName,
  type StageProcessRunner,
} from '../support/runner-harness.js'
import { during, expectCleanJob, requestsOf, run, startServices } from './scenario.js'

/** Where the stages keep it: beside the activities' folders in RUNNER_TEMP. */
const cacheFolder = (runnerTemp: string) => join(runnerTemp, 'signalgrid', 'compile-cache')

/** Node 22.10 and later can enable and flush the cache; Node 20 cannot. */
function hasCompileCache(runtime: NodeRuntime): boolean {
  const [major = 0, minor = 0] = runtime.version.replace(/^v/, '').split('.').map(Number)
  return major > 22 || (major === 22 && minor >= 10)
}

/**
 * A job of one use of the action and one step; `prepare` fills RUNNER_TEMP before pre runs, `stageProcess` may
 * run the stages with more in their environment.
 */
function cacheJob(
  services: Services,
  runtime: NodeRuntime,
  options: { prepare?: (runnerTemp: string) => void; stageProcess?: StageProcessRunner } = {},
): JobSpec {
  return jobSpec(
    services,
    runtime,
    [actionStep(services, {}, { id: 'sg' }), ...userSteps(['Build'], 1_500)],
    {
      ...(options.prepare ? { onStart: (job) => options.prepare?.(job.runnerTemp) } : {}),
      ...(options.stageProcess ? { stageProcess: options.stageProcess } : {}),
    },
  )
}

/**
 * Runs each stage with Node saying what it does with the cache (NODE_DEBUG_NATIVE=COMPILE_CACHE, on stderr),
 * and keeps those lines apart: the job's log gets the rest, as without. No job sets that variable.
 */
function cacheDebug(): { stageProcess: StageProcessRunner; stages: Record<StageName, string> } {
  const stages: Record<StageName, string> = { pre: '', main: '', post: '' }
  const stageProcess: StageProcessRunner = async (options, call) => {
    const result = await runStageProcess({
      ...options,
      env: { ...options.env, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' },
    })
    const lines = result.stderr.split('\n')
    const isCache = (line: string) => line.startsWith('[compile cache]')
    stages[call.stage] = lines.filter(isCache).join('\n')
    return { ...result, stderr: lines.filter((line) => !isCache(line)).join('\n') }
  }
  return { stageProcess, stages }
}

/** Every stage did its work and only it, as without the cache, and said nothing about the cache. */
function expectAsWithout(t: TestContext, result: JobResult, services: Services): void {
  const { expect } = t
  expect(result.status).toBe('success')
  expectCleanJob(t, result, services)
  expect(result.annotations).toEqual([])
  for (const stage of result.stages) expect(stage.stderr, `${stage.stage}'s stderr`).toBe('')
  const starts = requestsOf(services, 'start')
  const ends = requestsOf(services, 'end')
  expect(starts).toHaveLength(1)
  expect(ends).toHaveLength(1)
  expect(during(result.stage('sg', 'pre'), (starts[0] as { at: number }).at)).toBe(true)
  expect(during(result.stage('sg', 'post'), (ends[0] as { at: number }).at)).toBe(true)
  expect(requestsOf(services, 'push')).toEqual([])
}

/** The cache a job wrote, copied out of its RUNNER_TEMP: every file, by its path in the cache's folder. */
function cacheFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((path) =>
    statSync(join(folder, path)).isFile(),
  )
}

/** Node's own check of a cache file: the CRC-32 of its content (zlib's), in its header. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * The length of Node's header of a cache file: five 32-bit words (magic, code size, cache size, code hash,
 * cache hash), or six where Node also keeps the uncompressed size; the cache size is the rest of the file.
 */
function headerBytes(file: Buffer): number {
  return file.readUInt32LE(8) === file.length - 20 ? 20 : 24
}
const CACHE_HASH_OFFSET = 16

describe.concurrent('the compile cache, end to end', { timeout: 60_000 }, () => {
  describeEachNodeRuntime('on', (runtime: NodeRuntime) => {
    test('main writes it and post reads it; pre finds none and writes none; a Node without the API keeps none', async (t) => {
      const { expect } = t
      const services = await startServices(t)
      const said = cacheDebug()
      const result = await run(t, cacheJob(services, runtime, { stageProcess: said.stageProcess }))
      expectAsWithout(t, result, services)
      const folder = cacheFolder(result.runnerTemp)
      if (!hasCompileCache(runtime)) {
        expect(existsSync(folder)).toBe(false)
        expect(said.stages).toEqual({ pre: '', main: '', post: '' })
        return
      }
      expect(cacheFiles(folder)).toContain('written')
      expect(statSync(folder).mode & 0o777).toBe(0o700)
      // Pre, the job's first process, found no cache and wrote none.
      expect(said.stages.pre).toBe('')
      // Main wrote the chunks it loaded, @actions/core and undici's among them, which post loads too and took.
      expect(said.stages.main).toMatch(/writing cache for ESM \S+\/dist\/action\/\d+\.index\.js/)
      expect(said.stages.post).toMatch(/dist\/action\/\d+\.index\.js was accepted/)
      expect(said.stages.post).not.toMatch(/was rejected/)
    })

    test('a cache folder that is not a folder: no cache, the job as without', async (t) => {
      const services = await startServices(t)
      const prepare = (runnerTemp: string) => {
        mkdirSync(join(runnerTemp, 'signalgrid'), { recursive: true, mode: 0o700 })
        writeFileSync(cacheFolder(runnerTemp), 'not a folder')
      }
      const said = cacheDebug()
      const result = await run(t, cacheJob(services, runtime, { prepare, stageProcess: said.stageProcess }))
      expectAsWithout(t, result, services)
      t.expect(readFileSync(cacheFolder(result.runnerTemp), 'utf8')).toBe('not a folder')
      // Refused before Node was asked: no stage had a cache to speak of.
      t.expect(said.stages).toEqual({ pre: '', main: '', post: '' })
    })

    test("a cache folder whose Node version's folder cannot be written (a file there): the job as without", async (t) => {
      const { expect } = t
      // Node names the folder of its version's cache files; a file in every name it could take is not writable.
      const first = await run(t, cacheJob(await startServices(t), runtime))
      const versions = existsSync(cacheFolder(first.runnerTemp))
        ? readdirSync(cacheFolder(first.runnerTemp)).filter((name) => name !== 'written')
        : ['v20-cache']
      expect(versions.length).toBe(1)
      const services = await startServices(t)
      const prepare = (runnerTemp: string) => {
        mkdirSync(cacheFolder(runnerTemp), { recursive: true, mode: 0o700 })
        writeFileSync(join(cacheFolder(runnerTemp), 'written'), '')
        for (const version of versions) writeFileSync(join(cacheFolder(runnerTemp), version), 'not a folder')
      }
      const said = cacheDebug()
      const result = await run(t, cacheJob(services, runtime, { prepare, stageProcess: said.stageProcess }))
      expectAsWithout(t, result, services)
      expect(cacheFiles(cacheFolder(result.runnerTemp)).sort()).toEqual(['written', ...versions].sort())
      // Each stage tried, read nothing and wrote nothing.
      if (hasCompileCache(runtime)) expect(said.stages.post).toMatch(/failed/)
      expect(Object.values(said.stages).join('\n')).not.toMatch(/was accepted/)
    })

    test.for([
      ['every byte of each file changed', 'flipped'],
      [
        "the compiled code changed under a header Node's check accepts (V8's own check refuses it)",
        'rehashed',
      ],
      ['each file cut in half', 'cut'],
    ] as const)('a corrupt cache, %s: the job as without', async ([, damage], t) => {
      const { expect } = t
      const first = await run(t, cacheJob(await startServices(t), runtime))
      // Node 20 writes none: a cache of Node 24's layout, in bytes no Node wrote, stands in.
      const source = cacheFolder(first.runnerTemp)
      const written = existsSync(source)
        ? cacheFiles(source).filter((path) => path !== 'written')
        : ['v24-cache/0a1b2c3d']
      expect(written.length).toBeGreaterThan(0)
      const damaged = written.map((path) => {
        const bytes = existsSync(join(source, path))
          ? readFileSync(join(source, path))
          : Buffer.alloc(4096, 7)
        if (damage === 'cut') return { path, bytes: bytes.subarray(0, bytes.length >> 1) }
        const out = Buffer.from(bytes)
        const header = headerBytes(out)
        for (let index = damage === 'flipped' ? 0 : header; index < out.length; index += 7) {
          out[index] = (out[index] as number) ^ 0x5a
        }
        if (damage === 'rehashed') out.writeUInt32LE(crc32(out.subarray(header)), CACHE_HASH_OFFSET)
        return { path, bytes: out }
      })
      const services = await startServices(t)
      const prepare = (runnerTemp: string) => {
        const folder = cacheFolder(runnerTemp)
        mkdirSync(folder, { recursive: true, mode: 0o700 })
        writeFileSync(join(folder, 'written'), '')
        for (const { path, bytes } of damaged) {
          mkdirSync(join(folder, path, '..'), { recursive: true })
          writeFileSync(join(folder, path), bytes)
        }
      }
      const said = cacheDebug()
      const result = await run(t, cacheJob(services, runtime, { prepare, stageProcess: said.stageProcess }))
      expectAsWithout(t, result, services)
      if (hasCompileCache(runtime)) {
        // Pre, finding the cache written, read it first: Node refused each damaged file (or V8 the code in it).
        expect(said.stages.pre).toMatch(damage === 'rehashed' ? /was rejected/ : /mismatch/)
        expect(said.stages.pre).not.toMatch(/was accepted/)
        // Refused and compiled afresh, the cache was written again: what the next process reads is whole.
        const again = cacheFiles(cacheFolder(result.runnerTemp)).filter((path) => path !== 'written')
        expect(again).toEqual(expect.arrayContaining(written))
      }
    })
  })
})
