import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { recipesTable } from './recipes.js'

// The README's generated sections: the inputs and outputs tables from action.yml, the table of recipes (what
// each fits and costs, recipes.ts) and each recipe shown whole from its workflow file in test/workflows. Between `<!-- begin: NAME -->` and `<!-- end: NAME -->` the README holds
// exactly what this makes; `npm run docs` rewrites them, and a test fails when they differ.

interface ActionYml {
  inputs: Record<string, { description: string; default?: string; required?: boolean }>
  outputs: Record<string, { description: string }>
}

const SECTION = /<!-- begin: (.+?) -->\n[\s\S]*?<!-- end: \1 -->/g
const INTERNAL = /^Internal, do not set\. /

/** The README with every generated section made afresh. */
export function regenerate(readme: string, root: string): string {
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as ActionYml
  return readme.replace(SECTION, (_, name: string) => {
    const body = generate(name, action, root)
    return `<!-- begin: ${name} -->\n${body}\n<!-- end: ${name} -->`
  })
}

function generate(name: string, action: ActionYml, root: string): string {
  if (name === 'inputs') return inputsTable(action)
  if (name === 'outputs') return outputsTable(action)
  if (name === 'recipes') return recipesTable(root)
  if (name.startsWith('recipe ')) {
    const file = name.slice('recipe '.length)
    return ['```yaml', readFileSync(join(root, file), 'utf8').trimEnd(), '```'].join('\n')
  }
  throw new Error(`README: unknown generated section "${name}"`)
}

function inputsTable(action: ActionYml): string {
  const entries = Object.entries(action.inputs)
  const visible = entries.filter(([, input]) => !INTERNAL.test(input.description))
  const internal = entries.filter(([, input]) => INTERNAL.test(input.description))
  return [
    '| Input | Default | What it does |',
    '| --- | --- | --- |',
    ...visible.map(([name, input]) => `| \`${name}\` | ${defaultOf(input)} | ${cell(input.description)} |`),
    '',
    `Internal, set by action.yml from the job's contexts: ${internal.map(([name]) => `\`${name}\``).join(', ')}.`,
  ].join('\n')
}

function outputsTable(action: ActionYml): string {
  return [
    '| Output | What it holds |',
    '| --- | --- |',
    ...Object.entries(action.outputs).map(
      ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`,
    ),
  ].join('\n')
}

function defaultOf(input: { default?: string; required?: boolean }): string {
  if (input.required) return 'required'
  return input.default ? `\`${input.default}\`` : '—'
}

// One line, and no pipe that would split the cell.
function cell(text: string): string {
  return text
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
}
