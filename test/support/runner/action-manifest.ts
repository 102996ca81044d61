import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { StageName } from './types.js'

export interface ActionManifest {
  readonly dir: string
  /** Input names in declaration order, with their defaults (unevaluated). */
  readonly inputs: ReadonlyMap<string, string | undefined>
  /** The bundle of each stage the action has, relative to dir. */
  readonly stages: Readonly<Partial<Record<StageName, string>>>
}

interface RawManifest {
  readonly inputs?: Record<string, { readonly default?: unknown } | null>
  readonly runs?: Record<string, unknown>
}

/**
 * Reads action.yml as the runner does for a JavaScript action. Anything the harness would run differently
 * from the runner (another kind of action, a pre-if or post-if other than the default always()) is an
 * error, not a silent approximation.
 */
export function loadActionManifest(dir: string): ActionManifest {
  const path = join(dir, 'action.yml')
  const raw = parse(readFileSync(path, 'utf8')) as RawManifest
  const runs = raw.runs ?? {}
  if (typeof runs.using !== 'string' || !/^node\d+$/.test(runs.using)) {
    throw new Error(`${path}: runs.using must be a node runtime (node20, node24), got ${String(runs.using)}`)
  }
  for (const condition of ['pre-if', 'post-if']) {
    if (condition in runs && runs[condition] !== 'always()') {
      throw new Error(
        `${path}: the harness runs ${condition} only as always(), got ${String(runs[condition])}`,
      )
    }
  }
  const stages: Partial<Record<StageName, string>> = {}
  for (const stage of ['pre', 'main', 'post'] as const) {
    if (typeof runs[stage] === 'string') stages[stage] = runs[stage] as string
  }
  if (!stages.main) throw new Error(`${path}: runs.main is missing`)
  const inputs = new Map<string, string | undefined>()
  for (const [name, input] of Object.entries(raw.inputs ?? {})) {
    const value = input?.default
    inputs.set(name, value === undefined || value === null ? undefined : String(value))
  }
  return { dir, inputs, stages }
}
