import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { INPUT_MODULE, inputModule } from './input-module.js'

const ROOT = new URL('../..', import.meta.url).pathname

test(`${INPUT_MODULE} holds the names and defaults action.yml gives (else: npm run docs)`, () => {
  expect(readFileSync(join(ROOT, INPUT_MODULE), 'utf8')).toBe(inputModule(ROOT))
})

// One reader of the inputs, so that what an empty value means and which inputs are secrets is said once.
test('only src/inputs.ts reads an input', () => {
  const sources = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  )
  const readers = sources.filter((file) =>
    /\bget(Boolean|Multiline)?Input\(/.test(readFileSync(join(ROOT, 'src', file), 'utf8')),
  )
  expect(readers).toEqual(['inputs.ts'])
})
