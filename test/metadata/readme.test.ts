import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { regenerate } from './readme.js'
import { headingOf, readRecipes } from './recipes.js'

const ROOT = new URL('../..', import.meta.url).pathname

test('the README tables and recipes are what action.yml and test/workflows say (else: npm run docs)', () => {
  const readme = readFileSync(`${ROOT}README.md`, 'utf8')
  for (const section of ['inputs', 'outputs', 'recipes'])
    expect(readme).toContain(`<!-- begin: ${section} -->`)
  // Every workflow in test/workflows is a recipe the README gives a section, which links the whole workflow or
  // shows it.
  const recipes = readRecipes(ROOT)
  expect(recipes.map((recipe) => recipe.file).sort()).toEqual(
    readdirSync(`${ROOT}test/workflows`).map((name) => `test/workflows/${name}`),
  )
  for (const recipe of recipes) {
    const section = sectionOf(readme, `### ${headingOf(recipe)}`)
    const shown = section.includes(`<!-- begin: recipe ${recipe.file} -->`)
    expect(shown || section.includes(`](${recipe.file})`), recipe.file).toBe(true)
    // A part of the workflow shown beside its link is the workflow's own lines, word for word.
    const workflow = readFileSync(`${ROOT}${recipe.file}`, 'utf8')
    if (!shown)
      for (const [, part] of section.matchAll(/```yaml\n([\s\S]*?)```/g))
        expect(workflow, recipe.file).toContain(part)
  }
  expect(regenerate(readme, ROOT)).toBe(readme)
})

test('the first screens say what it does, the quick start with its permissions on the job, the outcomes and the costs', () => {
  const readme = readFileSync(`${ROOT}README.md`, 'utf8')
  const lines = readme.split('\n')
  const at = (heading: string) => lines.indexOf(heading)
  const firstRecipe = lines.findIndex((line) => line.startsWith('### 1. '))
  for (const heading of ['## Quick start', '## How it ends', '## Which recipe fits, and what it costs']) {
    expect(at(heading), heading).toBeGreaterThan(0)
    expect(at(heading), heading).toBeLessThan(firstRecipe)
  }
  expect(readme.indexOf('<!-- begin: recipes -->')).toBeLessThan(readme.indexOf('### 1. '))
  const quickStart = parse(/```yaml\n([\s\S]*?)```/.exec(sectionOf(readme, '## Quick start'))?.[1] ?? '') as {
    permissions?: unknown
    jobs: Record<string, { permissions?: Record<string, string> }>
  }
  expect(quickStart.permissions).toBeUndefined()
  for (const job of Object.values(quickStart.jobs)) expect(job.permissions?.actions).toBe('read')
})

test("every recipe gives its permissions on its jobs, never at the workflow's top, as the quick start says", () => {
  for (const recipe of readRecipes(ROOT)) {
    expect(recipe.workflow, recipe.file).not.toHaveProperty('permissions')
    for (const [name, job] of Object.entries(recipe.workflow.jobs))
      expect(job, `${recipe.file} ${name}`).toHaveProperty('permissions')
  }
})

test('a recipe that says a release runs it uses only inputs that release has, as the changelog lists them', () => {
  const changelog = readFileSync(`${ROOT}.github/CHANGELOG.md`, 'utf8')
  for (const recipe of readRecipes(ROOT)) {
    if (recipe.release === 'Unreleased') continue
    const release = /^v\d+\.\d+\.\d+/.exec(recipe.release)?.[0] as string
    expect(release, recipe.file).toBeDefined()
    const entry = changelog.slice(changelog.indexOf(`## ${release}\n`)).split(/\n## /)[0] as string
    const inputs = /^- Inputs: ([\s\S]*?)\.$/m.exec(entry)?.[1] ?? ''
    const listed = [...inputs.matchAll(/`([\w-]+)`/g)].map((match) => match[1])
    const used = Object.values(recipe.workflow.jobs).flatMap((job) =>
      job.steps
        .filter((step) => step.uses?.startsWith('signalgrid/'))
        .flatMap((step) => Object.keys(step.with ?? {})),
    )
    expect(listed.length, release).toBeGreaterThan(10)
    expect(
      used.filter((name) => !listed.includes(name)),
      recipe.file,
    ).toEqual([])
  }
})

/** A section of the README: from its heading to the next heading of its level or above. */
function sectionOf(readme: string, heading: string): string {
  const start = readme.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`README: no "${heading}"`)
  const level = /^#+/.exec(heading)?.[0].length ?? 2
  const rest = readme.slice(start + heading.length + 2)
  const next = rest.search(new RegExp(`^#{1,${level}} `, 'm'))
  return next < 0 ? rest : rest.slice(0, next)
}

test("docs/behaviour.md's outcome table is the code's (else: npm run docs)", () => {
  const behaviour = readFileSync(`${ROOT}docs/behaviour.md`, 'utf8')
  expect(behaviour).toContain('<!-- begin: outcomes -->')
  expect(regenerate(behaviour, ROOT)).toBe(behaviour)
})

// The README is the landing page: what a user needs to use the action. The rest lives in docs/, one click away.
test('the README stays short and links every page under docs/', () => {
  const readme = readFileSync(`${ROOT}README.md`)
  expect(readme.byteLength).toBeLessThanOrEqual(20_000)
  for (const page of readdirSync(`${ROOT}docs`)) expect(readme.toString()).toContain(`](docs/${page})`)
})

test('every relative link in the README and docs/ names a file that exists', () => {
  const pages = ['README.md', ...readdirSync(`${ROOT}docs`).map((page) => `docs/${page}`)]
  for (const page of pages) {
    const text = readFileSync(`${ROOT}${page}`, 'utf8')
    const links = [...text.matchAll(/\]\(([^)#:]+)(#[^)]*)?\)/g)].map((match) => match[1])
    for (const link of links)
      expect(existsSync(join(ROOT, dirname(page), link)), `${page} → ${link}`).toBe(true)
  }
})
