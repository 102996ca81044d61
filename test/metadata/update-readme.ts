import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { regenerate } from './readme.js'

// `npm run docs`: rewrites the README's generated sections from action.yml and test/workflows.
const root = fileURLToPath(new URL('../..', import.meta.url))
const path = `${root}README.md`
const current = readFileSync(path, 'utf8')
const next = regenerate(current, root)
writeFileSync(path, next)
console.log(next === current ? 'README.md is up to date.' : 'README.md: generated sections rewritten.')
