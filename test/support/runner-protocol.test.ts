import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { FileCommandError, readKeyValueFile } from './runner/file-commands.js'
import { JobLog, parseWorkflowCommand } from './runner/workflow-commands.js'

const folder = mkdtempSync(join(tmpdir(), 'file-commands-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function read(content: string): Record<string, string> {
  const path = join(folder, 'file')
  writeFileSync(path, content)
  return readKeyValueFile(path, 'GITHUB_OUTPUT')
}

describe('file commands, read as the runner reads them', () => {
  test('name=value lines and heredoc blocks, CRLF or LF, later entries winning', () => {
    expect(read('a=1\nb<<EOF\nline 1\r\nline 2\nEOF\r\n\na=2\n')).toEqual({ a: '2', b: 'line 1\nline 2' })
  })

  test('whichever of = and << comes first decides the form', () => {
    expect(read('a=b<<c\n')).toEqual({ a: 'b<<c' })
    expect(read('a<<X=Y\nvalue\nX=Y\n')).toEqual({ a: 'value' })
  })

  test('a heredoc without its delimiter, or a line of neither form, is an error', () => {
    expect(() => read('a<<EOF\nvalue\n')).toThrow(
      new FileCommandError("Invalid value in GITHUB_OUTPUT. Matching delimiter not found 'EOF'"),
    )
    expect(() => read('just text\n')).toThrow("Invalid format 'just text' in GITHUB_OUTPUT")
  })
})

describe('workflow commands', () => {
  test('properties and data are unescaped', () => {
    expect(parseWorkflowCommand('::error title=a%3A b%2C c,line=3::50%25 done%0Anext::line')).toEqual({
      command: 'error',
      properties: { title: 'a: b, c', line: '3' },
      data: '50% done\nnext::line',
    })
    expect(parseWorkflowCommand('::add-mask::s3cret')).toEqual({
      command: 'add-mask',
      properties: {},
      data: 's3cret',
    })
    expect(parseWorkflowCommand('plain ::warning::text')).toBeUndefined()
  })
})

describe('the job log', () => {
  test('masks values from the add-mask on, not before, and hides the command itself', () => {
    const log = new JobLog({ debug: false, masks: ['ghs_token'] })
    log.output('step', 'token ghs_token\nearly s3cret\n::add-mask::s3cret\nlate s3cret\n')
    expect(log.text).toBe('token ***\nearly s3cret\nlate ***')
    expect(log.masks).toEqual(['ghs_token', 's3cret'])
  })

  test('annotations are kept masked, groups shown, debug lines only in debug mode, unknown commands as text', () => {
    const output =
      '::add-mask::k3y\n::group::Group\n::notice title=T::about k3y\n::endgroup::\n::debug::details\n::other::x\n'
    const quiet = new JobLog({ debug: false, masks: [] })
    quiet.output('Run x', output)
    expect(quiet.annotations).toEqual([
      { level: 'notice', message: 'about ***', properties: { title: 'T' }, step: 'Run x' },
    ])
    expect(quiet.text).toBe('##[group]Group\n##[notice]about ***\n##[endgroup]\n::other::x')
    const verbose = new JobLog({ debug: true, masks: [] })
    verbose.output('Run x', output)
    expect(verbose.text).toContain('##[debug]details')
  })
})
