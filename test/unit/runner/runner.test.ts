import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { debug, notice, setFailed, setSecret, warning } from '../../../src/runner/commands.js'
import { getInput, getState } from '../../../src/runner/environment.js'
import { appendSummary, exportVariable, saveState, setOutput } from '../../../src/runner/file-commands.js'
import { stdout as stageStdout } from '../../../src/runner/stdout.js'
import { readKeyValueFile } from '../../support/runner/file-commands.js'

let stdout: string
let folder: string

beforeEach(() => {
  stdout = ''
  vi.spyOn(stageStdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk)
    return true
  })
  folder = mkdtempSync(join(tmpdir(), 'runner-'))
  for (const name of ['GITHUB_STATE', 'GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']) {
    const path = join(folder, name)
    writeFileSync(path, '')
    vi.stubEnv(name, path)
  }
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  process.exitCode = undefined
})

/** Reads a file command file with the harness's runner-faithful reader. */
function parseFileCommands(name: string): Record<string, string> {
  return readKeyValueFile(join(folder, name), name)
}

describe('workflow commands', () => {
  test('setSecret registers the value with add-mask', () => {
    setSecret('s3cr3t')
    setSecret('')
    expect(stdout).toBe('::add-mask::s3cr3t\n')
  })

  test('annotations escape newlines and percent signs, and their properties escape : and ,', () => {
    warning('50% done\nnext line', { title: 'a: b, c' })
    expect(stdout).toBe('::warning title=a%3A b%2C c::50%25 done%0Anext line\n')
  })

  test('notice and debug are their own commands', () => {
    notice('hello')
    debug('details')
    expect(stdout).toBe('::notice::hello\n::debug::details\n')
  })

  test('setFailed prints an error and sets a failing exit code', () => {
    setFailed('input "mode" must be activity or push')
    expect(stdout).toBe('::error::input "mode" must be activity or push\n')
    expect(process.exitCode).toBe(1)
  })
})

describe('file commands', () => {
  test('state, env and outputs are written in the heredoc form, multi-line values intact', () => {
    saveState('token', 'CDGZ9')
    exportVariable('SIGNALGRID_ACTIVITY_TOKEN', 'CDGZ9')
    setOutput('body', 'line 1\nline 2')
    expect(parseFileCommands('GITHUB_STATE')).toEqual({ token: 'CDGZ9' })
    expect(parseFileCommands('GITHUB_ENV')).toEqual({ SIGNALGRID_ACTIVITY_TOKEN: 'CDGZ9' })
    expect(parseFileCommands('GITHUB_OUTPUT')).toEqual({ body: 'line 1\nline 2' })
    expect(process.env.SIGNALGRID_ACTIVITY_TOKEN).toBe('CDGZ9')
  })

  test('a value holding the delimiter drawn first gets another one, and reads back whole', () => {
    // The first two draws make the delimiter ghadelimiter_ii (0.5 is 0.i in base 36).
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.5).mockReturnValueOnce(0.5)
    const value = 'before\nghadelimiter_ii\nstate=injected'
    saveState('body', value)
    expect(parseFileCommands('GITHUB_STATE')).toEqual({ body: value })
  })

  test('the summary is appended as markdown', () => {
    appendSummary('## One')
    appendSummary('two\n')
    expect(readFileSync(join(folder, 'GITHUB_STEP_SUMMARY'), 'utf8')).toBe('## One\ntwo\n')
  })
})

describe('environment', () => {
  test('inputs are read from INPUT_<NAME>, trimmed; absent inputs are empty', () => {
    vi.stubEnv('INPUT_CLIENT-KEY', '  abc \n')
    vi.stubEnv('INPUT_MY_INPUT', 'x')
    expect(getInput('client-key')).toBe('abc')
    expect(getInput('my input')).toBe('x')
    expect(getInput('absent')).toBe('')
  })

  test('state is read from STATE_<name>', () => {
    vi.stubEnv('STATE_token', 'CDGZ9')
    expect(getState('token')).toBe('CDGZ9')
    expect(getState('other')).toBe('')
  })
})
