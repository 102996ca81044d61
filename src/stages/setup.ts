import * as core from '@actions/core'
import { ActivityFolder } from '../activity/folder.js'
import { otherChannelsWarning } from '../activity/starter-channels.js'
import { ACTIVITY_TOKEN_VARIABLE, ANNOTATION, LEG_VARIABLE } from '../constants.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { ACTIVITY_TOKEN_SHAPE, isActivityToken } from '../signalgrid/activity-token.js'
import { loadBoardSharing } from './load-board-sharing.js'
import { becomeAttacher, becomeStarter } from './roles.js'
import { type InstanceState, saveInstanceState } from './state.js'

/**
 * Gives this step instance its place in the activity: follow the use of the action that already holds it
 * in this job, attach to one another job started, share one by its name, or start one. Pre does this at job
 * start; main does it when pre did not run (a local action, `uses: ./`, gets no pre).
 */
export async function joinOrStart(
  inputs: Inputs,
  context: RunContext,
  by: 'pre' | 'main',
): Promise<InstanceState> {
  const now = Date.now()
  const token = inputs.activityToken ?? tokenLeftByEarlierStep()
  if (token !== undefined) {
    const other = otherChannelsWarning(token, inputs)
    if (other) core.warning(other, ANNOTATION)
    const folder = ActivityFolder.of(context.runnerTemp, token)
    if (folder.exists()) return saveInstanceState({ role: 'follower', token })
    return becomeAttacher(inputs, context, token, now)
  }

  // A name wins over the matrix: each leg takes part in the named activity as a job would.
  if (inputs.activityName !== undefined) {
    const sharing = await loadSharing()
    if (sharing) return sharing.joinByName(inputs, context, by, inputs.activityName)
  }

  if (process.env[LEG_VARIABLE] !== undefined) return saveInstanceState({ role: 'none' })
  if (inputs.matrix === 'shared' && inputs.leg.count > 1) {
    const sharing = await loadSharing()
    const state = await sharing?.joinMatrix(inputs, context, by)
    if (state) return state
    // A leg that could not join shows its own activity, and its post still reports to the other legs.
    return becomeStarter(inputs, context, by, now, sharing !== undefined)
  }
  return becomeStarter(inputs, context, by, now)
}

/**
 * The token an earlier step left in SIGNALGRID_ACTIVITY_TOKEN: an earlier use of the action in this job, or a
 * script. One that is not an activity token is ignored, in a warning that names the variable and never quotes
 * it: this step goes on as if it were not set (and, starting an activity of its own, ends it at its job's end).
 */
function tokenLeftByEarlierStep(): string | undefined {
  const value = process.env[ACTIVITY_TOKEN_VARIABLE]
  if (!value) return undefined
  if (isActivityToken(value)) return value
  core.warning(
    `Signalgrid: ${ACTIVITY_TOKEN_VARIABLE}, left by an earlier step, is not an activity token (allowed: ` +
      `${ACTIVITY_TOKEN_SHAPE}); this step ignores it and goes on as if it were not set.`,
    ANNOTATION,
  )
  return undefined
}

/**
 * What shares an activity through the run's artifacts, or undefined when it cannot load, as under
 * @github/local-action: its stand-in for @actions/artifact lacks what the board imports. Said in one line,
 * and the job shows its own activity.
 */
async function loadSharing(): Promise<Awaited<ReturnType<typeof loadBoardSharing>> | undefined> {
  try {
    return await loadBoardSharing()
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error)
    core.notice(
      `Signalgrid: the activity cannot be shared here, as sharing through the run's artifacts does not load ` +
        `(${cause}); this job shows its own activity.`,
      ANNOTATION,
    )
    return undefined
  }
}
