import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { GitHubEmulator } from '../support/github-emulator.js'
import { describeEachNodeRuntime } from '../support/node-runtime-suites.js'
import { type NodeRuntime, runJob, runStageProcess, type StageRecord } from '../support/runner-harness.js'
import { SignalgridEmulator } from '../support/signalgrid-emulator.js'

// What the benchmark found: node:crypto, node:child_process and process.stdout on a pipe (both load the net
// and stream modules) cost a stage 10–20 ms of start-up on Node 24. A stage with nothing to do must not
// load them.
const REPORT_BUILTINS = fileURLToPath(new URL('./fixtures/report-builtins.mjs', import.meta.url))
const COSTLY = ['crypto', 'child_process', 'net']

let services: Services
beforeAll(async () => {
  services = { signalgrid: await SignalgridEmulator.start(), github: await GitHubEmulator.start() }
})
afterAll(async () => {
  await services.signalgrid.close()
  await services.github.close()
})

/** Runs the job's stages (the bundles, as the runner runs them) with the builtins they load reported. */
async function stagesOf(runtime: NodeRuntime, inputs: Record<string, string>): Promise<StageRecord[]> {
  const result = await runJob(
    jobSpec(services, runtime, [actionStep(services, inputs, { id: 'sg' }), ...userSteps(['Build'], 0)], {
      stageProcess: (options) =>
        runStageProcess({ ...options, script: ['--import', REPORT_BUILTINS, options.script as string] }),
    }),
  )
  await result.remove()
  expect(result.status).toBe('success')
  // The stages' workflow commands reached the runner: the token they mask is masked.
  expect(result.masks).toContain(result.token)
  return [...result.stages]
}

function builtinsLoaded(stage: StageRecord): string[] {
  const line = stage.stderr.split('\n').find((candidate) => candidate.startsWith('builtins-loaded '))
  if (!line) throw new Error(`${stage.step} reported no builtins: ${stage.stderr}`)
  return JSON.parse(line.slice('builtins-loaded '.length)) as string[]
}

describeEachNodeRuntime('start-up cost of a stage with nothing to do', (runtime) => {
  describe.concurrent('loads neither node:crypto, nor node:child_process, nor node:net', () => {
    test('pre, main and post without secrets (a pull request from a fork)', async ({ expect }) => {
      for (const stage of await stagesOf(runtime, { 'client-key': '', channel: '' })) {
        for (const name of COSTLY) expect(builtinsLoaded(stage), stage.step).not.toContain(name)
      }
    })

    test('pre and post in push mode; main, which sends the push, loads what its request needs', async ({
      expect,
    }) => {
      const [pre, main, post] = (await stagesOf(runtime, { mode: 'push' })) as [
        StageRecord,
        StageRecord,
        StageRecord,
      ]
      for (const stage of [pre, post]) {
        for (const name of COSTLY) expect(builtinsLoaded(stage), stage.step).not.toContain(name)
      }
      // The report sees them when they are loaded: a request over http loads node:net.
      expect(builtinsLoaded(main)).toContain('net')
    })
  })
})
