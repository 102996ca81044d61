import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vi } from 'vitest'
import { parse } from 'yaml'
import { main } from '../../../src/action/main.js'
import { post } from '../../../src/action/post.js'
import { pre } from '../../../src/action/pre.js'
import { runStage } from '../../../src/action/stage.js'

// Runs the stages in this process with the runner's file-command protocol, so unit tests reach every branch
// of the lifecycle quickly. (The bundled dist/ is run as separate processes by the end-to-end harness.)

const STAGES = { pre, main, post }
type Stage = keyof typeof STAGES

const actionYml = parse(readFileSync(new URL('../../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, { default?: string }>
}

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
      ['GITHUB_STATE', 'GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY'].map((name) => {
        const path = join(this.temp, `${name}-${this.log.length}`)
        writeFileSync(path, '')
        return [name, path]
      }),
    )
    const saved = { ...process.env }
    for (const name of Object.keys(process.env))
      if (/^(INPUT_|STATE_|GITHUB_|RUNNER_|SIGNALGRID_)/.test(name)) delete process.env[name]
    Object.assign(process.env, this.env, files, this.#inputs(instance), this.#state(instance))

    let stdout = ''
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
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
    Object.assign(instance.state, parseFileCommands(readFileSync(files.GITHUB_STATE as string, 'utf8')))
    Object.assign(this.env, parseFileCommands(readFileSync(files.GITHUB_ENV as string, 'utf8')))
    if (stage === 'main')
      Object.assign(instance.outputs, parseFileCommands(readFileSync(files.GITHUB_OUTPUT as string, 'utf8')))
    this.summary += readFileSync(files.GITHUB_STEP_SUMMARY as string, 'utf8')
    this.log.push({ stage, run })
    return run
  }

  cleanup(): void {
    rmSync(this.temp, { recursive: true, force: true })
  }

  // action.yml defaults, with the expressions the runner would evaluate at this moment.
  #inputs(instance: Instance): Record<string, string> {
    const expressions: Record<string, string> = {
      '${{ job.status }}': this.status,
      '${{ job.check_run_id }}': '424242',
      '${{ github.token }}': 'ghs_TESTTOKEN000000000000000000000000',
    }
    const values: Record<string, string> = {}
    for (const [name, spec] of Object.entries(actionYml.inputs)) {
      const fallback = spec.default ?? ''
      values[`INPUT_${name.toUpperCase()}`] = instance.inputs[name] ?? expressions[fallback] ?? fallback
    }
    return values
  }

  #state(instance: Instance): Record<string, string> {
    return Object.fromEntries(Object.entries(instance.state).map(([name, value]) => [`STATE_${name}`, value]))
  }
}

/** The runner's reading of a file command file (heredoc `name<<delimiter` and `name=value` forms). */
export function parseFileCommands(content: string): Record<string, string> {
  const lines = content.split(/\r?\n/)
  const result: Record<string, string> = {}
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string]
      const value: string[] = []
      while (i + 1 < lines.length && lines[i + 1] !== delimiter) value.push(lines[++i] as string)
      i++
      result[name] = value.join('\n')
    } else if (line.includes('=')) {
      result[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return result
}

function parseCommands(stdout: string): Array<[string, string]> {
  return [...stdout.matchAll(/^::([a-z-]+)(?: [^:]*)?::(.*)$/gm)].map((match) => [
    match[1] as string,
    (match[2] as string).replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%'),
  ])
}
