import { fileURLToPath } from 'node:url'
import type { StageProcessOptions } from '../support/runner-harness.js'

/**
 * What a stage costs at the least on the same Node: starting Node and doing nothing (`node -e 0`) for a
 * stage that sends nothing; for a stage that sends one request, a bare three-line script making the same
 * POST (same URL, same form body) with the global fetch (fixtures/fetch-post.mjs).
 */
export type Floor =
  | { readonly kind: 'node -e 0' }
  | { readonly kind: 'fetch POST'; readonly url: string; readonly body: string }

const FETCH_POST = fileURLToPath(new URL('./fixtures/fetch-post.mjs', import.meta.url))

/** The floor process, run in the stage's own environment and folder, so that only the work differs. */
export function floorProcess(floor: Floor, stage: StageProcessOptions): StageProcessOptions {
  if (floor.kind === 'node -e 0') return { ...stage, script: ['-e', '0'] }
  return { ...stage, script: FETCH_POST, env: { ...stage.env, FLOOR_URL: floor.url, FLOOR_BODY: floor.body } }
}
