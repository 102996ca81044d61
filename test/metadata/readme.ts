import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { END_OUTCOMES } from '../../src/activity/end-outcomes.js'
import type { EndOutcome } from '../../src/outcome.js'
import { type EndDetail, endWords } from '../../src/view/words.js'

import { recipesTable } from './recipes.js'

// The README's and docs/behaviour.md's generated sections: the inputs and outputs tables from action.yml, the table
// of recipes (what each fits and costs, recipes.ts), each recipe shown whole from its workflow file in
// test/workflows, and the outcome table from the code's (END_OUTCOMES, with the
// end's own words for an example of each). Between `<!-- begin: NAME -->` and `<!-- end: NAME -->` the README holds
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
  if (name === 'outcomes') return outcomesTable()
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

const MINUTE = 60_000
const SEVERITY_COLOUR = { SUCCESS: 'green', CRIT: 'red', WARN: 'yellow', INFO: 'grey' } as const

/** Each way an activity ends: when GitHub shows it so, and an example of the end's words. */
const OUTCOME_EXAMPLES: Readonly<
  Record<EndOutcome, { readonly when: string; readonly ms: number; readonly detail: EndDetail }>
> = {
  success: { when: 'every job succeeded', ms: 3.2 * MINUTE, detail: { usualMs: 3.5 * MINUTE } },
  failure: {
    when: 'a job failed, or was rejected',
    ms: 1.05 * MINUTE,
    detail: { failedStep: 'Run tests' },
  },
  'timed-out': {
    when: 'past `timeout-minutes` (needs `checks: read`)',
    ms: 30 * MINUTE,
    detail: { failedStep: 'Deploy', limit: '30m' },
  },
  cancelled: { when: 'cancelled', ms: 0.75 * MINUTE, detail: {} },
  superseded: {
    when: 'cancelled for a newer run (`concurrency`)',
    ms: MINUTE,
    detail: { newerRun: 13 },
  },
  skipped: {
    when: 'its last job skipped (closing job)',
    ms: MINUTE,
    detail: { job: 'deploy' },
  },
}

function outcomesTable(): string {
  const rows = (Object.keys(END_OUTCOMES) as EndOutcome[]).map((outcome) => {
    const row = END_OUTCOMES[outcome]
    const { when, ms, detail } = OUTCOME_EXAMPLES[outcome]
    return [
      outcome,
      cell(when),
      `${SEVERITY_COLOUR[row.severity]} (\`${row.severity}\`)`,
      row.bar,
      endWords(outcome, ms, detail),
      `\`${row.delay}\``,
      row.alerts ? 'with `failure-alert`' : '—',
    ]
  })
  return [
    '| Outcome | When | Activity ends | Bar | Body | Stays on screen | Alert |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')
}
