import * as core from '@actions/core'
import { initialContent, requestedUpdate } from '../activity/content.js'
import { ActivityFolder } from '../activity/folder.js'
import { quotaReserve } from '../activity/quota.js'
import { ACTIVITY_TOKEN_VARIABLE } from '../constants.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { startTracker } from '../tracker/control.js'
import { sendStart } from './start.js'
import { holdingOf, type InstanceState, saveInstanceState } from './state.js'

/**
 * Starts the activity and its tracker: this instance is its starter. 'none' when the start failed (said in
 * the log). `alone`: a leg of a shared matrix that could not join it, which still reports at its end.
 */
export async function becomeStarter(
  inputs: Inputs,
  context: RunContext,
  by: 'pre' | 'main',
  now: number,
  alone = false,
): Promise<InstanceState> {
  const started = await sendStart(inputs, context, initialContent(inputs, context), by, now)
  if (!started) return saveInstanceState({ role: 'none', alone })
  core.exportVariable(ACTIVITY_TOKEN_VARIABLE, started.activityUpdateToken)
  const shown = requestedUpdate(inputs)
  return saveInstanceState({
    role: 'starter',
    token: started.activityUpdateToken,
    startedAt: now,
    ruuid: started.ruuid,
    remaining: started.remaining === undefined ? '' : String(started.remaining),
    shownUpdate: shown ? JSON.stringify(shown) : '',
    // A job that starts a named activity takes the name once it is published, after this: for the tracker, which
    // ends only a job failed or cancelled, a starter ends it with a name or without one.
    trackerPid: await startTracker(
      ActivityFolder.of(context.runnerTemp, started.activityUpdateToken),
      inputs,
      { holding: holdingOf({ role: 'starter', activityName: '' }) },
    ),
    alone,
  })
}

/**
 * Attaches this job to an activity another job started: its folder in this job, and a tracker that shows this
 * job's steps on it. `activityName`: the name it found the activity by, if it did.
 */
export async function becomeAttacher(
  inputs: Inputs,
  context: RunContext,
  token: string,
  now: number,
  activityName?: string,
): Promise<InstanceState> {
  const folder = ActivityFolder.of(context.runnerTemp, token)
  folder.create({
    token,
    startedAt: now,
    content: initialContent(inputs, context),
    quotaReserve: quotaReserve(inputs),
  })
  core.exportVariable(ACTIVITY_TOKEN_VARIABLE, token)
  return saveInstanceState({
    role: 'attacher',
    token,
    startedAt: now,
    trackerPid: await startTracker(folder, inputs, {
      holding: holdingOf({ role: 'attacher', activityName: activityName ?? '' }),
    }),
    activityName,
  })
}
