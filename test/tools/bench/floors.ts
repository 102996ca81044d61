import { fileURLToPath } from 'node:url'
import type { StageProcessOptions } from '../../support/runner-harness.js'
import type { RecordedRequest, SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import type { MeasuredProcess } from './measured-process.js'

/**
 * What a stage costs at the least on the same Node: a bare script POSTing one request to the same
 * Signalgrid server with the global fetch (fixtures/fetch-post.mjs). That is the floor of every stage, also
 * of those that send nothing: the stages stand on @actions/core, and loading it alone costs about one fetch
 * (it loads undici, whose HTTP parser starts compiling as it loads), so Node doing nothing is no floor a
 * stage on the toolkit can come near. A stage that sends a request is compared with the same request (same
 * URL, same form body); a stage that sends nothing with a push of about the same size.
 */
/** The Signalgrid requests a stage itself sends (in a job that is not a matrix, the tracker sends the updates). */
export type StageRequest = 'start' | 'update' | 'push' | 'end'

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

/**
 * The floor of a stage that sends `kind`: `sent` (the stage's own request in an earlier job) again, to the
 * same server; an update or an end goes to `floorActivity`, the activity the floor of a start started. A
 * stage that sends nothing is still compared with one POST (loading the toolkit costs about that), and so
 * is a warm-up run, which has no request of the stage's to copy yet: a push stands in, its figures are
 * dropped.
 */
export function requestFloor(
  signalgrid: SignalgridEmulator,
  kind: StageRequest | undefined,
  sent: RecordedRequest | undefined,
  floorActivity: string | undefined,
): Floor {
  if (!kind || !sent) return pushFloor(signalgrid)
  const body = new URLSearchParams(sent.rawBody)
  if (kind === 'update' || kind === 'end') {
    if (!floorActivity) throw new Error(`the floor of the ${kind} has no activity to send it to`)
    body.set('token', floorActivity)
  }
  return { request: kind, url: `${signalgrid.url}${sent.path}`, body: body.toString() }
}

/** A push as the action sends one (credentials, title, body, severity), to the same server. */
function pushFloor(signalgrid: SignalgridEmulator): Floor {
  const body = new URLSearchParams({
    client_key: signalgrid.clientKey,
    channel: signalgrid.channel,
    title: 'CI · Build',
    body: 'The job is running: step 1 of 2 (Build)',
    type: 'INFO',
  })
  return { request: 'push', url: `${signalgrid.url}/v1/push`, body: body.toString() }
}

export function checkReference(run: MeasuredProcess): void {
  if (run.result.exitCode !== 0)
    throw new Error(`node -e 0 failed (${run.result.exitCode}): ${run.result.stderr}`)
}

/** A floor that failed measures nothing; a start's floor gives the activity later floors send to. */
export function checkFloor(floor: Floor, run: MeasuredProcess): string | undefined {
  if (run.result.exitCode !== 0) {
    throw new Error(`the floor POST (${floor.request}) failed (${run.result.exitCode}): ${run.result.stderr}`)
  }
  const answer = JSON.parse(run.result.stdout) as { code?: string; activity_update_token?: string }
  if (answer.code !== '200') throw new Error(`the floor POST was refused: ${run.result.stdout.trim()}`)
  return answer.activity_update_token
}
