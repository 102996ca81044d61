import * as core from '@actions/core'
import { initialContent, requestedUpdate } from '../activity/content.js'
import { ActivityFolder } from '../activity/folder.js'
import { quotaReserve } from '../activity/quota.js'
import { ACTIVITY_TOKEN_VARIABLE, LEG_VARIABLE } from '../constants.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { startTracker } from '../tracker/control.js'
import { sendStart } from './start.js'
import { type InstanceState, saveInstanceState } from './state.js'

/**
 * Gives this step instance its place in the activity: follow the use of the action that already holds it
 * in this job, attach to one another job started, or start one. Pre does this at job start; main does it
 * when pre did not run (a local action, `uses: ./`, gets no pre).
 */
export async function joinOrStart(
  inputs: Inputs,
  context: RunContext,
  by: 'pre' | 'main',
): Promise<InstanceState> {
  const now = Date.now()
  const token = inputs.activityToken ?? (process.env[ACTIVITY_TOKEN_VARIABLE] || undefined)
  if (token !== undefined) {
    const folder = ActivityFolder.of(context.runnerTemp, token)
    if (folder.exists()) return saveInstanceState({ role: 'follower', token })
    folder.create({
      token,
      startedAt: now,
      content: initialContent(inputs, context),
      quotaReserve: quotaReserve(inputs),
    })
    core.exportVariable(ACTIVITY_TOKEN_VARIABLE, token)
    return saveInstanceState({ role: 'attacher', token, startedAt: now, trackerPid: startTracker(folder) })
  }

  if (process.env[LEG_VARIABLE] !== undefined) return saveInstanceState({ role: 'none' })
  if (inputs.matrix === 'shared' && inputs.leg.count > 1) {
    const { joinMatrix } = await import('./shared-matrix.js')
    const state = await joinMatrix(inputs, context, by)
    if (state) return state
  }

  const started = await sendStart(inputs, context, initialContent(inputs, context), by, now)
  if (!started) return saveInstanceState({ role: 'none' })
  core.exportVariable(ACTIVITY_TOKEN_VARIABLE, started.activityUpdateToken)
  const shown = requestedUpdate(inputs)
  return saveInstanceState({
    role: 'starter',
    token: started.activityUpdateToken,
    startedAt: now,
    ruuid: started.ruuid,
    remaining: started.remaining === undefined ? '' : String(started.remaining),
    shownUpdate: shown ? JSON.stringify(shown) : '',
    trackerPid: startTracker(ActivityFolder.of(context.runnerTemp, started.activityUpdateToken)),
  })
}
