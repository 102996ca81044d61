import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, test } from 'vitest'
import { regenerate } from './readme.js'

const ROOT = new URL('../..', import.meta.url).pathname

test('the README tables and recipes are what action.yml and test/workflows say (else: npm run docs)', () => {
  const readme = readFileSync(`${ROOT}README.md`, 'utf8')
  expect(readme).toContain('<!-- begin: inputs -->')
  expect(readme).toContain('<!-- begin: outputs -->')
  // Every workflow in test/workflows is a recipe the README shows.
  const recipes = readdirSync(`${ROOT}test/workflows`).map(
    (name) => `<!-- begin: recipe test/workflows/${name} -->`,
  )
  for (const recipe of recipes) expect(readme).toContain(recipe)
  expect(readme.match(/<!-- begin: recipe /g)).toHaveLength(recipes.length)
  expect(regenerate(readme, ROOT)).toBe(readme)
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
