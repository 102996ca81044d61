import { fileURLToPath } from 'node:url'
import type { StageProcessOptions } from '../../support/runner-harness.js'
import type { StageRequest } from './stage-cost.js'

/**
 * What a stage costs at the least on the same Node: a bare script POSTing one request to the same
 * Signalgrid server with the global fetch (fixtures/fetch-post.mjs). That is the floor of every stage, also
 * of those that send nothing: the stages stand on @actions/core, and loading it alone costs about one fetch
 * (it loads undici, whose HTTP parser starts compiling as it loads), so Node doing nothing is no floor a
 * stage on the toolkit can come near. A stage that sends a request is compared with the same request (same
 * URL, same form body); a stage that sends nothing with a push of about the same size.
 */
export interface Floor {
  /** The Signalgrid request the floor POSTs. */
  readonly request: StageRequest
  readonly url: string
  readonly body: string
}

/** Node starting and doing nothing: printed beside the floor for reference, not compared with. */
export const REFERENCE = 'node -e 0'

const FETCH_POST = fileURLToPath(new URL('./fixtures/fetch-post.mjs', import.meta.url))

/** The floor process, run in the stage's own environment and folder, so that only the work differs. */
export function floorProcess(floor: Floor, stage: StageProcessOptions): StageProcessOptions {
  return { ...stage, script: FETCH_POST, env: { ...stage.env, FLOOR_URL: floor.url, FLOOR_BODY: floor.body } }
}

/** `node -e 0` in the stage's own environment and folder. */
export function referenceProcess(stage: StageProcessOptions): StageProcessOptions {
  return { ...stage, script: ['-e', '0'] }
}
