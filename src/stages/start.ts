import { journalView } from '../activity/content.js'
import { ActivityFolder } from '../activity/folder.js'
import { quotaReserve } from '../activity/quota.js'
import { createClient } from '../activity/signalgrid-client.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { mayHaveTakenEffect } from '../signalgrid/client.js'
import { SignalgridError } from '../signalgrid/errors.js'
import type { ActivityContent, ActivityStarted } from '../signalgrid/types.js'
import { reportServiceFailure } from './report.js'

/**
 * Sends the start and gives the activity its folder in this job, its first journal entry the start. A
 * start that fails is said in the log, not journaled, and gives undefined.
 */
export async function sendStart(
  inputs: Inputs,
  context: RunContext,
  content: ActivityContent,
  by: 'pre' | 'main' | 'post',
  now: number,
): Promise<ActivityStarted | undefined> {
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
    return undefined
  }
  const folder = ActivityFolder.of(context.runnerTemp, started.activityUpdateToken)
  folder.create({
    token: started.activityUpdateToken,
    startedAt: now,
    content,
    quotaReserve: quotaReserve(inputs),
  })
  // Its time is when the answer came, the latest the start can have reached the phone: updates are spaced
  // from it.
  folder.appendJournal({
    at: Date.now(),
    kind: 'start',
    by,
    ...journalView(content),
    ruuid: started.ruuid,
    remaining: started.remaining,
  })
  return started
}
