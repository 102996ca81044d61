import { fileURLToPath } from 'node:url'
import type { StageProcessOptions } from '../../support/runner-harness.js'
import type { RecordedRequest, SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import type { MeasuredProcess } from './measured-process.js'

/**
 * What a stage costs at the least on the same Node: a bare script POSTing the stage's requests to the same
 * Signalgrid server with the global fetch (fixtures/fetch-post.mjs), at once, as the stage sends them: one, or
 * one per channel. That is the floor of every stage, also of those that send nothing: the stages stand on
 * @actions/core, and loading it alone costs about one fetch (it loads undici, whose HTTP parser starts
 * compiling as it loads), so Node doing nothing is no floor a stage on the toolkit can come near. A stage that
 * sends requests is compared with the same requests (same URL, same form bodies); a stage that sends nothing
 * with one push of about the same size.
 */
/** The Signalgrid requests a stage itself sends (in a job that is not a matrix, the tracker sends the updates). */
export type StageRequest = 'start' | 'update' | 'push' | 'end'

export interface Floor {
  /** The Signalgrid request the floor POSTs. */
  readonly request: StageRequest
  readonly url: string
  /** Each request's form body, one per channel: sent at once. */
  readonly bodies: readonly string[]
}

/** Node starting and doing nothing: printed beside the floor for reference, not compared with. */
export const REFERENCE = 'node -e 0'

const FETCH_POST = fileURLToPath(new URL('./fixtures/fetch-post.mjs', import.meta.url))

/** The floor process, run in the stage's own environment and folder, so that only the work differs. */
export function floorProcess(floor: Floor, stage: StageProcessOptions): StageProcessOptions {
  return {
    ...stage,
    script: FETCH_POST,
    env: { ...stage.env, FLOOR_URL: floor.url, FLOOR_BODIES: JSON.stringify(floor.bodies) },
  }
}

/** `node -e 0` in the stage's own environment and folder. */
export function referenceProcess(stage: StageProcessOptions): StageProcessOptions {
  return { ...stage, script: ['-e', '0'] }
}

/**
 * The floor of a stage that sends `kind`: `sent` (the stage's own requests in an earlier job, one per channel)
 * again, to the same server; an update or an end goes to `floorActivities`, the activities the floor of a
 * start started, in the same order. A stage that sends nothing is still compared with one POST (loading the
 * toolkit costs about that), and so is a warm-up run, which has no request of the stage's to copy yet: a push
 * stands in, its figures are dropped.
 */
export function requestFloor(
  signalgrid: SignalgridEmulator,
  kind: StageRequest | undefined,
  sent: readonly RecordedRequest[] | undefined,
  floorActivities: readonly string[],
): Floor {
  if (!kind || !sent?.length) return pushFloor(signalgrid)
  const bodies = sent.map((request, index) => {
    const body = new URLSearchParams(request.rawBody)
    if (kind === 'update' || kind === 'end') {
      const activity = floorActivities[index]
      if (!activity) throw new Error(`the floor of the ${kind} has no activity to send it to`)
      body.set('token', activity)
    }
    return body.toString()
  })
  return { request: kind, url: `${signalgrid.url}${(sent[0] as RecordedRequest).path}`, bodies }
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
  return { request: 'push', url: `${signalgrid.url}/v1/push`, bodies: [body.toString()] }
}

export function checkReference(run: MeasuredProcess): void {
  if (run.result.exitCode !== 0)
    throw new Error(`node -e 0 failed (${run.result.exitCode}): ${run.result.stderr}`)
}

/** A floor that failed measures nothing; a start's floor gives the activities later floors send to. */
export function checkFloor(floor: Floor, run: MeasuredProcess): string[] | undefined {
  if (run.result.exitCode !== 0) {
    throw new Error(`the floor POST (${floor.request}) failed (${run.result.exitCode}): ${run.result.stderr}`)
  }
  const answers = (JSON.parse(run.result.stdout) as string[]).map(
    (text) => JSON.parse(text) as { code?: string; activity_update_token?: string },
  )
  const refused = answers.find((answer) => answer.code !== '200')
  if (refused) throw new Error(`the floor POST was refused: ${JSON.stringify(refused)}`)
  const activities = answers.flatMap((answer) => answer.activity_update_token ?? [])
  return activities.length === answers.length ? activities : undefined
}
