import { readdirSync, readFileSync } from 'node:fs'
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
