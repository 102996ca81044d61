import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { regenerate } from './readme.js'

const ROOT = new URL('../..', import.meta.url).pathname

test('the README tables and recipes are what action.yml and test/workflows say (else: npm run docs)', () => {
  const readme = readFileSync(`${ROOT}README.md`, 'utf8')
  expect(readme).toContain('<!-- begin: inputs -->')
  expect(readme).toContain('<!-- begin: outputs -->')
  expect(readme.match(/<!-- begin: recipe /g)).toHaveLength(4)
  expect(regenerate(readme, ROOT)).toBe(readme)
})
