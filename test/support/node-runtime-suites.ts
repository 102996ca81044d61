import { describe, test } from 'vitest'
import { type NodeRuntime, nodeRuntimes } from './runner/node-runtimes.js'

/**
 * Declares the suite once per Node runtime the stages can run on. A missing runtime (Node 24 comes from an
 * optional dependency) shows up in the report as a skipped test that says why, never as a silent pass.
 */
export function describeEachNodeRuntime(title: string, suite: (runtime: NodeRuntime) => void): void {
  const { available, missing } = nodeRuntimes()
  for (const runtime of available)
    describe(`${title} (${runtime.name}, ${runtime.version})`, () => suite(runtime))
  for (const { name, reason } of missing) {
    describe(`${title} (${name})`, () => test.skip(`NOT RUN on ${name}: ${reason}`, () => {}))
  }
}
