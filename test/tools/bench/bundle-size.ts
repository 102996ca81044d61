import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface BundleSizes {
  /** dist/<stage>/index.js: what each stage (and the tracker) loads. */
  readonly bundles: Readonly<Record<string, number>>
  /** Every file under dist/. */
  readonly distBytes: number
  readonly files: Readonly<Record<string, number>>
}

export function bundleSizes(dist: string): BundleSizes {
  const files: Record<string, number> = {}
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else files[relative(dist, path)] = statSync(path).size
    }
  }
  walk(dist)
  const bundles: Record<string, number> = {}
  for (const [path, size] of Object.entries(files)) {
    const match = /^(\w+)\/index\.js$/.exec(path)
    if (match) bundles[match[1] as string] = size
  }
  const sum = (paths: string[]) => paths.reduce((total, path) => total + (files[path] as number), 0)
  const all = Object.keys(files)
  return { bundles, distBytes: sum(all), files }
}

/** The license notices the build writes beside the bundle: shipped, never loaded. */
export const LICENSES = 'action/licenses.txt'

/** dist/ less the artifact chunks (files of dist/action/) and the license notices: see EVERY_JOB_BYTES. */
export function withoutArtifactBytes(sizes: BundleSizes, artifactChunks: readonly string[]): number {
  const left = [...artifactChunks.map((file) => `action/${file}`), LICENSES]
  return left.reduce((bytes, path) => bytes - (sizes.files[path] ?? 0), sizes.distBytes)
}
