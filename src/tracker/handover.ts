import type { Readable } from 'node:stream'
import type { Holding } from '../activity/end.js'
import type { Inputs } from '../inputs.js'
import { type BoardRequest, readWhole } from '../matrix/board-request.js'

/** What the tracker uses of its step's inputs, the secrets among them. */
export type TrackerSettings = Pick<
  Inputs,
  | 'clientKey'
  | 'channels'
  | 'baseUrl'
  | 'failOnError'
  | 'dryRun'
  | 'githubToken'
  | 'jobId'
  | 'trackSteps'
  | 'progressMode'
  | 'steps'
  | 'timedUpdates'
  | 'minUpdateIntervalSeconds'
  | 'endActivity'
  | 'activityToken'
  | 'activityName'
  | 'leg'
  | 'dismissalDelay'
  | 'failureDismissalDelay'
  | 'failureAlert'
  | 'failureAlertChannels'
>

/**
 * What the stage that starts the tracker hands it on its stdin, a pipe that carries this once and is closed:
 * the settings, which hold the step's secrets and so never go through its environment or its command line,
 * and where it listens for post (src/tracker/endpoint.ts).
 */
export interface Handover {
  readonly settings: TrackerSettings
  readonly endpoint: string
  /**
   * A leg of a shared matrix that did not start its activity: what reading the token from the run's board takes,
   * should this leg's tracker have to take over from the starter's (the runner's token for the run's artifacts
   * among it).
   */
  readonly board?: BoardRequest
  /**
   * How the stage's use of the action holds the activity, for the rule of who ends it (src/activity/end.ts): the
   * tracker ends it in post's place when its job is cancelled and post is never reached. Absent for a leg of a
   * shared matrix.
   */
  readonly holding?: Holding
  /** The runner's worker, which runs the job: the starting stage's parent process (job-worker.ts). */
  readonly worker?: number
}

/** The settings alone, of the step's inputs (or of settings): nothing else goes to the tracker. */
export function trackerSettings(inputs: TrackerSettings): TrackerSettings {
  return {
    clientKey: inputs.clientKey,
    channels: inputs.channels,
    baseUrl: inputs.baseUrl,
    failOnError: inputs.failOnError,
    dryRun: inputs.dryRun,
    githubToken: inputs.githubToken,
    jobId: inputs.jobId,
    trackSteps: inputs.trackSteps,
    progressMode: inputs.progressMode,
    steps: inputs.steps,
    timedUpdates: inputs.timedUpdates,
    minUpdateIntervalSeconds: inputs.minUpdateIntervalSeconds,
    endActivity: inputs.endActivity,
    activityToken: inputs.activityToken,
    activityName: inputs.activityName,
    leg: inputs.leg,
    dismissalDelay: inputs.dismissalDelay,
    failureDismissalDelay: inputs.failureDismissalDelay,
    failureAlert: inputs.failureAlert,
    failureAlertChannels: inputs.failureAlertChannels,
  }
}

/** A handover is a few hundred bytes; anything near this is not one. */
const MAX_HANDOVER_BYTES = 64 * 1024

/**
 * The handover, read whole from `input` (the tracker's stdin), which is then closed; undefined when what came
 * is not one (the stage died before it wrote, say).
 */
export async function readHandover(input: Readable): Promise<Handover | undefined> {
  const text = (await readWhole(input, MAX_HANDOVER_BYTES))?.toString('utf8')
  if (text === undefined) return undefined
  try {
    const handover = JSON.parse(text) as Partial<Handover>
    const settings = handover.settings as Partial<TrackerSettings> | undefined
    const valid =
      typeof handover.endpoint === 'string' &&
      typeof settings?.clientKey === 'string' &&
      Array.isArray(settings.channels) &&
      typeof settings.baseUrl === 'string'
    return valid ? (handover as Handover) : undefined
  } catch {
    return undefined
  }
}
