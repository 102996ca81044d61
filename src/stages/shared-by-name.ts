import { createHash, randomUUID } from 'node:crypto'
import * as core from '@actions/core'
import { otherChannelsWarning } from '../activity/starter-channels.js'
import { ANNOTATION, LEG_WAIT_MS, MATRIX_POLL_MS, MATRIX_TOKEN_WAIT_MS, State } from '../constants.js'
import { defaultTitle, type RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { Board } from '../matrix/board.js'
import type { Published } from '../matrix/roster.js'
import { RunKey } from '../matrix/sealed.js'
import { type Claim, SharedActivity } from '../matrix/shared-activity.js'
import { Waits } from '../matrix/waits.js'
import { causeOf } from '../net/cause.js'
import { seconds } from '../net/seconds.js'
import { becomeAttacher, becomeStarter } from './roles.js'
import type { InstanceState } from './state.js'

// Jobs of one run that give the same `activity-name` share one activity, with no outputs to wire. The first
// to claim the name's start on the run's board (artifacts every job of the run reads) sends the start and
// publishes the token, sealed; every other job reads it (in a pipeline it is there already, one read) and
// attaches as a job with `activity-token` does. The notes carry the run attempt: a re-run never attaches to
// an earlier attempt's activity, which may have ended. Loaded only by a job with a name: @actions/artifact is
// large.

/**
 * Starts the named activity or attaches to it. When it cannot be shared (no runtime token, the board
 * failing, the token never published) the job shows its own activity, as without a name, and says so once.
 */
export function joinByName(
  inputs: Inputs,
  context: RunContext,
  by: 'pre' | 'main',
  name: string,
): Promise<InstanceState> {
  return core.group(groupOf(name), () => join(inputs, context, by, name))
}

/**
 * Whether this job ends the named activity, as its post or a closing job is about to: the first job to claim its end
 * on the run's board ends it, so that two jobs that fail side by side send one end and one alert (a board that
 * cannot say lets this job end it: a second end is harmless, none is not). With the activity as its starter
 * published it, whose alert this job sends where it asks for none itself.
 */
export function claimNamedEnd(
  inputs: Inputs,
  context: RunContext,
  name: string,
): Promise<{ readonly ends: boolean; readonly published: Published | undefined }> {
  return core.group(groupOf(name), async () => {
    const shared = sharedOf(inputs, context, name)
    const published = await shared.published(0, MATRIX_POLL_MS).catch(() => undefined)
    const claim = await shared.claimEnd().catch(() => 'unknown' as const)
    if (claim === 'taken') core.debug(`Signalgrid: another job of the activity named "${name}" ended it.`)
    return { ends: claim !== 'taken', published }
  })
}

/** The named activity as its starter published it; undefined where none was, or the board cannot say. */
export function namedActivity(
  inputs: Inputs,
  context: RunContext,
  name: string,
): Promise<Extract<Published, { token: string }> | undefined> {
  return core.group(groupOf(name), async () => {
    const published = await sharedOf(inputs, context, name)
      .published(0, MATRIX_POLL_MS)
      .catch(() => undefined)
    return published && 'token' in published ? published : undefined
  })
}

/** The named activity has ended: its token's note goes, so that nothing a later reader could use is left. */
export function forgetName(inputs: Inputs, context: RunContext, name: string): Promise<void> {
  return core.group(groupOf(name), () =>
    sharedOf(inputs, context, name)
      .clear()
      .catch(() => {}),
  )
}

async function join(
  inputs: Inputs,
  context: RunContext,
  by: 'pre' | 'main',
  name: string,
): Promise<InstanceState> {
  const now = Date.now()
  const shared = sharedOf(inputs, context, name)
  const alone = (why: string) => {
    core.notice(`Signalgrid: ${why}; this job shows its own activity.`, ANNOTATION)
    return becomeStarter(inputs, context, by, now)
  }
  let claim: Claim
  try {
    claim = await shared.claimStart()
  } catch (error) {
    return alone(cannotShare(name, error))
  }
  if (claim === 'unknown') {
    const cause = 'every name its start was claimed under is taken or went unanswered, and none is listed'
    return alone(cannotShare(name, cause))
  }

  if (claim === 'claimed') {
    const state = await becomeStarter(inputs, context, by, now)
    try {
      await shared.publish(
        state.token
          ? {
              token: state.token,
              startedAt: now,
              ...alertOf(inputs),
              title: inputs.title ?? defaultTitle(context),
            }
          : { failed: true },
      )
    } catch (error) {
      // No other job can find it: this job's activity is its own, and its post ends it as without a name.
      if (state.token) {
        core.notice(`Signalgrid: ${cannotShare(name, error)}; this job shows its own activity.`, ANNOTATION)
      }
      return state
    }
    if (!state.token) return state
    core.saveState(State.activityName, name)
    return { ...state, activityName: name }
  }

  let activity: Published | undefined
  try {
    activity = await shared.published(MATRIX_TOKEN_WAIT_MS, MATRIX_POLL_MS)
  } catch (error) {
    return alone(cannotShare(name, error))
  }
  if (activity === undefined) {
    return alone(`the activity named "${name}" did not appear within ${seconds(MATRIX_TOKEN_WAIT_MS)}`)
  }
  if ('failed' in activity)
    return alone(`the job that claimed the activity named "${name}" could not start it`)
  const other = otherChannelsWarning(activity.token, inputs)
  if (other) core.warning(other, ANNOTATION)
  return becomeAttacher(inputs, context, activity.token, now, name)
}

/**
 * Whether this job is the one to tell the reviewers that the run waits on `environments`: the first to claim it in
 * the run attempt is; a job run again in the attempt, or a second use, finds it taken. Its notes sit beside the
 * name's, under a prefix of their own (the environments' digest: their names may hold any character).
 */
export function claimApprovalTold(
  inputs: Inputs,
  context: RunContext,
  name: string,
  environments: readonly string[],
): Promise<Claim> {
  const digest = createHash('sha256').update(environments.join('\n')).digest('hex').slice(0, 16)
  return core.group(groupOf(name), () =>
    notesOf(inputs, context, `${prefixOf(context, name)}.approval-${digest}`).claimStart(),
  )
}

/**
 * The name's notes: the run attempt in every name, and a '.' after "name" that no job key holds, so that no
 * matrix job's notes (signalgrid-<job key>-…) are ever taken for a name's.
 */
function sharedOf(inputs: Inputs, context: RunContext, name: string): SharedActivity<Published> {
  return notesOf(inputs, context, prefixOf(context, name))
}

function prefixOf(context: RunContext, name: string): string {
  return `signalgrid-name.${name}-a${context.runAttempt}`
}

function notesOf(inputs: Inputs, context: RunContext, prefix: string): SharedActivity<Published> {
  const waits = new Waits(LEG_WAIT_MS, core.debug)
  // Keyed with the client key alone, bound to this repository and run: a job that names other channels than
  // the starter still opens the token, and follows the starter's channels, as a job attaching with
  // `activity-token` does; another repository under the same client key does not.
  const key = new RunKey(inputs.clientKey, context.repository, context.runId)
  // Two jobs of one key (a called workflow's, called twice) may claim: the nonce tells their claims apart.
  return new SharedActivity(prefix, `${context.job} ${randomUUID()}`, key, new Board(waits))
}

function cannotShare(name: string, error: unknown): string {
  return `the jobs named "${name}" cannot share one activity (${causeOf(error)})`
}

// What @actions/artifact says it uploads and downloads (debug lines, library-lines.ts) and the board's waits
// are in the step's log: folded away under one line.
function groupOf(name: string): string {
  return `Signalgrid: the activity named "${name}"`
}

/** The alert this job's inputs ask for, as the activity's note carries it to the job that ends it. */
function alertOf(inputs: Inputs): Pick<Extract<Published, { token: string }>, 'alert'> {
  if (inputs.failureAlert === 'none') return {}
  return { alert: { kind: inputs.failureAlert, channels: inputs.failureAlertChannels } }
}
