import * as core from '@actions/core'
import { initialContent, journalView, requestedUpdate } from '../activity/content.js'
import { ActivityFolder } from '../activity/folder.js'
import { quotaReserve } from '../activity/quota.js'
import { createClient } from '../activity/signalgrid-client.js'
import { ACTIVITY_TOKEN_VARIABLE } from '../constants.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { mayHaveTakenEffect } from '../signalgrid/client.js'
import { SignalgridError } from '../signalgrid/errors.js'
import type { ActivityStarted } from '../signalgrid/types.js'
import { startTracker } from '../tracker/control.js'
import { reportServiceFailure } from './report.js'
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

  const content = initialContent(inputs, context)
  let started: ActivityStarted
  try {
    started = await createClient(inputs).startActivity(content)
  } catch (error) {
    // Without the token this job can neither update nor end what the service may have started.
    const orphaned = error instanceof SignalgridError && mayHaveTakenEffect(error)
    const what = orphaned
      ? 'could not start the activity; if Signalgrid started it anyway, it stays on the phone until it expires'
      : 'could not start the activity'
    reportServiceFailure(inputs.failOnError, what, error)
    return saveInstanceState({ role: 'none' })
  }
  const folder = ActivityFolder.of(context.runnerTemp, started.activityUpdateToken)
  folder.create({
    token: started.activityUpdateToken,
    startedAt: now,
    content,
    quotaReserve: quotaReserve(inputs),
  })
  // The folder exists only once the start succeeded: a failed start is said in the log, not journaled. Its
  // time is when the answer came, the latest the start can have reached the phone: updates are spaced from it.
  folder.appendJournal({
    at: Date.now(),
    kind: 'start',
    by,
    ...journalView(content),
    ruuid: started.ruuid,
    remaining: started.remaining,
  })
  core.exportVariable(ACTIVITY_TOKEN_VARIABLE, started.activityUpdateToken)
  const shown = requestedUpdate(inputs)
  return saveInstanceState({
    role: 'starter',
    token: started.activityUpdateToken,
    startedAt: now,
    ruuid: started.ruuid,
    remaining: started.remaining === undefined ? '' : String(started.remaining),
    shownUpdate: shown ? JSON.stringify(shown) : '',
    trackerPid: startTracker(folder),
  })
}
