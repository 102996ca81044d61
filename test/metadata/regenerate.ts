import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { INPUT_MODULE, inputModule } from './input-module.js'
import { regenerate } from './readme.js'

// `npm run docs`: rewrites what is made from action.yml, test/workflows and the outcome table: the README's and
// docs/behaviour.md's generated sections,
// and the module of the inputs' names and defaults.
const root = fileURLToPath(new URL('../..', import.meta.url))

function rewrite(file: string, make: (current: string) => string): void {
  const path = `${root}${file}`
  const current = readFileSync(path, 'utf8')
  const next = make(current)
  writeFileSync(path, next)
  console.log(next === current ? `${file} is up to date.` : `${file}: rewritten.`)
}

rewrite('README.md', (current) => regenerate(current, root))
rewrite('docs/behaviour.md', (current) => regenerate(current, root))
rewrite(INPUT_MODULE, () => inputModule(root))
