import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

// src/action-inputs.ts, made from action.yml: every input's name and its default, so that the code never
// repeats them by hand. `npm run docs` writes it, and a test fails when it is not what this makes.

export const INPUT_MODULE = 'src/action-inputs.ts'

interface ActionYml {
  inputs: Record<string, { default?: string }>
}

/** A default the runner evaluates (`${{ … }}`): the runner always passes a value for those. */
const EXPRESSION = /\$\{\{/

/** The text of src/action-inputs.ts for the action.yml under root. */
export function inputModule(root: string): string {
  const { inputs } = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as ActionYml
  const entries = Object.entries(inputs)
  const names = entries.map(([name]) => `  ${camelCase(name)}: ${quote(name)},`)
  const defaults = entries.map(([name, input]) => {
    const fallback = input.default === undefined || EXPRESSION.test(input.default) ? '' : input.default
    return `  ${key(name)}: ${quote(fallback)},`
  })
  return [
    '// Made from action.yml by `npm run docs`: do not edit. test/metadata/input-module.test.ts fails when the two',
    '// differ, so the names and defaults of the inputs live in action.yml alone.',
    '',
    '/** Each input of action.yml by its name, under the word the code reads it by. */',
    'export const Input = {',
    ...names,
    '} as const',
    '',
    'export type InputName = (typeof Input)[keyof typeof Input]',
    '',
    '/**',
    " * Each input's default in action.yml, which an empty value means too: '' where action.yml gives none, and",
    ' * where its default is an expression, which the runner evaluates and passes itself.',
    ' */',
    'export const INPUT_DEFAULTS: Readonly<Record<InputName, string>> = {',
    ...defaults,
    '}',
    '',
  ].join('\n')
}

function camelCase(name: string): string {
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
}

function key(name: string): string {
  return /^[a-z]\w*$/i.test(name) ? name : quote(name)
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}
