import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'

// The changelog tells users what changed, grouped as they read it, and no input or output lands unannounced.

const ROOT = new URL('../..', import.meta.url).pathname
const CHANGELOG = readFileSync(join(ROOT, '.github/CHANGELOG.md'), 'utf8')
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string }>
  outputs: Record<string, unknown>
}

/** Each `## ` entry's title and text, in order. */
const entries = CHANGELOG.split(/^## /m)
  .slice(1)
  .map((entry) => ({ title: entry.slice(0, entry.indexOf('\n')), text: entry.slice(entry.indexOf('\n')) }))

test('has an Unreleased entry, then one per release, newest first, the first release v1.0.0', () => {
  const titles = entries.map((entry) => entry.title)
  expect(titles[0]).toBe('Unreleased')
  expect(titles.at(-1)).toBe('v1.0.0')
  for (const title of titles.slice(1)) expect(title).toMatch(/^v\d+\.\d+\.\d+$/)
})

test("has an entry for package.json's version, which the release checks its tag against", () => {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
  expect(entries.map((entry) => entry.title)).toContain(`v${version}`)
})

test('Unreleased groups its changes as added, changed and fixed, one line each', () => {
  const unreleased = entries[0]?.text ?? ''
  const groups = [...unreleased.matchAll(/^### (.+)$/gm)].map((match) => match[1])
  expect(groups.length).toBeGreaterThan(0)
  expect(groups.filter((group) => !['Added', 'Changed', 'Fixed'].includes(group as string))).toEqual([])
  const lines = unreleased.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('### '))
  expect(lines.filter((line) => !line.startsWith('- '))).toEqual([])
})

// The inputs action.yml sets itself from the job's contexts ("Internal, do not set") are not the user's.
test('names every input and output of action.yml, in the v1.0.0 entry or a later one', () => {
  const visible = Object.entries(action.inputs)
    .filter(([, input]) => !input.description.startsWith('Internal, do not set.'))
    .map(([name]) => name)
  const names = [...visible, ...Object.keys(action.outputs)]
  expect(names.length).toBeGreaterThan(25)
  // `name` alone, or with a value: `name: value`.
  const named = (name: string) => CHANGELOG.includes(`\`${name}\``) || CHANGELOG.includes(`\`${name}: `)
  expect(names.filter((name) => !named(name))).toEqual([])
})
