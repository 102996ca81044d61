import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { vi } from 'vitest'
import { main } from '../../../src/stages/main.js'
import { post } from '../../../src/stages/post.js'
import { pre } from '../../../src/stages/pre.js'
import { runStage } from '../../../src/stages/run-stage.js'
import { loadActionManifest } from '../../support/runner/action-manifest.js'
import { readKeyValueFile } from '../../support/runner/file-commands.js'
import { stageInputs as evaluateInputs } from '../../support/runner/inputs.js'
import { parseWorkflowCommand } from '../../support/runner/workflow-commands.js'

// Runs the stages in this process with the runner's file-command protocol, so unit tests reach every branch
// of the lifecycle quickly. (The bundled dist/ is run as separate processes by the end-to-end harness.)

const STAGES = { pre, main, post }
type Stage = keyof typeof STAGES

const SUMMARY_FILE = join(mkdtempSync(join(tmpdir(), 'sg-summary-')), 'GITHUB_STEP_SUMMARY')

const manifest = loadActionManifest(fileURLToPath(new URL('../../..', import.meta.url)))

export interface StageRun {
  readonly stdout: string
  readonly exitCode: number
  /** Workflow commands printed, e.g. ['warning', 'Signalgrid: ...']. */
  readonly commands: ReadonlyArray<readonly [string, string]>
}

export class Instance {
  readonly state: Record<string, string> = {}
  readonly outputs: Record<string, string> = {}
  constructor(readonly inputs: Record<string, string>) {}
}

export class InProcessJob {
  readonly temp = mkdtempSync(join(tmpdir(), 'sg-job-'))
  /** The job's environment: context variables plus whatever steps exported. */
  readonly env: Record<string, string>
  status: 'success' | 'failure' | 'cancelled' = 'success'
  summary = ''
  readonly log: Array<{ stage: Stage; run: StageRun }> = []

  constructor(context: Record<string, string> = {}) {
    mkdirSync(join(this.temp, 'runner-temp'))
    this.env = {
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_WORKFLOW: 'CI',
      GITHUB_JOB: 'build',
      GITHUB_RUN_ID: '1001',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REF_NAME: 'main',
      GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
      RUNNER_TEMP: join(this.temp, 'runner-temp'),
      ...context,
    }
  }

  async run(stage: Stage, instance: Instance): Promise<StageRun> {
    const files = Object.fromEntries(
      ['GITHUB_STATE', 'GITHUB_ENV', 'GITHUB_OUTPUT'].map((name) => {
        const path = join(this.temp, `${name}-${this.log.length}`)
        writeFileSync(path, '')
        return [name, path]
      }),
    )
    // core.summary keeps the first path it is given for the life of the process: one file serves every stage.
    files.GITHUB_STEP_SUMMARY = SUMMARY_FILE
    writeFileSync(SUMMARY_FILE, '')
    const saved = { ...process.env }
    for (const name of Object.keys(process.env))
      if (/^(INPUT_|STATE_|GITHUB_|RUNNER_|SIGNALGRID_)/.test(name)) delete process.env[name]
    Object.assign(process.env, this.env, files, this.#inputs(instance), this.#state(instance))

    let stdout = ''
    // @actions/core writes workflow commands to process.stdout, which is the job log.
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stdout += String(chunk)
      return true
    })
    process.exitCode = undefined
    try {
      await runStage(STAGES[stage])
    } finally {
      write.mockRestore()
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
      Object.assign(process.env, saved)
    }
    const run: StageRun = { stdout, exitCode: Number(process.exitCode ?? 0), commands: parseCommands(stdout) }
    process.exitCode = undefined
    const read = (name: string) => readKeyValueFile(files[name] as string, name)
    Object.assign(instance.state, read('GITHUB_STATE'))
    Object.assign(this.env, read('GITHUB_ENV'))
    if (stage === 'main') Object.assign(instance.outputs, read('GITHUB_OUTPUT'))
    this.summary += readFileSync(files.GITHUB_STEP_SUMMARY as string, 'utf8')
    this.log.push({ stage, run })
    return run
  }

  cleanup(): void {
    rmSync(this.temp, { recursive: true, force: true })
  }

  // action.yml defaults, evaluated as the runner would at this moment.
  #inputs(instance: Instance): Record<string, string> {
    const expressions = {
      jobStatus: this.status,
      checkRunId: '424242',
      token: 'ghs_TESTTOKEN000000000000000000000000',
    }
    const { values } = evaluateInputs(manifest, instance.inputs, expressions, 'signalgrid')
    return Object.fromEntries(
      Object.entries(values).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
    )
  }

  #state(instance: Instance): Record<string, string> {
    return Object.fromEntries(Object.entries(instance.state).map(([name, value]) => [`STATE_${name}`, value]))
  }
}

function parseCommands(stdout: string): Array<[string, string]> {
  return stdout.split('\n').flatMap((line) => {
    const command = parseWorkflowCommand(line)
    return command ? [[command.command, command.data] as [string, string]] : []
  })
}
