import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vi } from 'vitest'
import { runJob } from './job-runner.js'
import type { StageProcessOptions, StageProcessResult } from './stage-process.js'
import type { JobResult, JobSpec, StageCall } from './types.js'

// The harness's in-process mode: the same job, inputs, file commands and log as runJob, but each stage is
// our src/ stage called in the test's own process instead of a dist/ bundle in a new one. Unit tests then
// reach every branch of the lifecycle in milliseconds, and can replace a module (the tracker's controls)
// with vi.mock; the end-to-end suites run the bundles.

// @actions/core keeps the first summary path it is given for the life of the process: every stage writes
// this one file, and its text is moved to the stage's own GITHUB_STEP_SUMMARY once the stage is over.
const SUMMARY_FILE = join(mkdtempSync(join(tmpdir(), 'in-process-summary-')), 'GITHUB_STEP_SUMMARY')

export type InProcessJobSpec = Omit<
  JobSpec,
  'runtime' | 'stageProcess' | 'niceness' | 'stdioGraceMs' | 'onOutput'
>

/** runJob with every stage run in this process from src/. */
export function runJobInProcess(spec: InProcessJobSpec): Promise<JobResult> {
  const major = Number(process.versions.node.split('.')[0])
  return runJob({
    ...spec,
    runtime: {
      name: major >= 24 ? 'node24' : 'node20',
      path: process.execPath,
      version: process.version,
      source: "the tests' own process",
    },
    stageProcess: runStageInProcess,
  })
}

async function runStageInProcess(options: StageProcessOptions, call: StageCall): Promise<StageProcessResult> {
  // A fresh module graph, as a new process has: @actions/github reads GITHUB_API_URL and the run's context
  // when it is evaluated, and no stage may see what an earlier one left in a module.
  vi.resetModules()
  const { runStage } = await import('../../../src/stages/run-stage.js')
  const stages = {
    pre: async () => (await import('../../../src/stages/pre.js')).pre,
    main: async () => (await import('../../../src/stages/main.js')).main,
    post: async () => (await import('../../../src/stages/post.js')).post,
  }
  const stage = await stages[call.stage]()

  const startedAt = Date.now()
  const begin = performance.now()
  const env = process.env
  process.env = { ...options.env, GITHUB_STEP_SUMMARY: SUMMARY_FILE }
  writeFileSync(SUMMARY_FILE, '')
  const output = { stdout: '', stderr: '' }
  // @actions/core writes workflow commands to stdout, which is the job log.
  const writes = (['stdout', 'stderr'] as const).map((stream) =>
    vi.spyOn(process[stream], 'write').mockImplementation((chunk: string | Uint8Array) => {
      output[stream] += String(chunk)
      return true
    }),
  )
  process.exitCode = undefined
  try {
    await runStage(stage)
  } finally {
    for (const write of writes) write.mockRestore()
    process.env = env
  }
  const exitCode = Number(process.exitCode ?? 0)
  process.exitCode = undefined
  appendFileSync(options.env.GITHUB_STEP_SUMMARY as string, readFileSync(SUMMARY_FILE, 'utf8'))
  return {
    exitCode,
    signal: null,
    ...output,
    durationMs: Math.round(performance.now() - begin),
    startedAt,
    exitedAt: Date.now(),
    inheritedStdio: false,
    timedOut: false,
    // In the test's own process a stage can be neither signalled nor left running: cancel jobs of processes.
    signals: [],
    abandoned: false,
  }
}
