import { journalView } from '../activity/content.js'
import { ActivityFolder } from '../activity/folder.js'
import { quotaReserve } from '../activity/quota.js'
import { createClient } from '../activity/signalgrid-client.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { type ChannelsStarted, mayHaveStarted } from '../signalgrid/channels.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { reportServiceFailure } from './report.js'

/**
 * Sends the start, to every channel, and gives the activity its folder in this job, its first journal entry
 * the start. A start that fails on every channel is said in the log, not journaled, and gives undefined; one
 * channel's refusal is a warning of its own, and that channel gets nothing more.
 */
export async function sendStart(
  inputs: Inputs,
  context: RunContext,
  content: ActivityContent,
  by: 'pre' | 'main' | 'post',
  now: number,
): Promise<ChannelsStarted | undefined> {
  let started: ChannelsStarted
  try {
    started = await createClient(inputs).startActivity(content)
  } catch (error) {
    // Without the token this job can neither update nor end what the service may have started.
    const what = mayHaveStarted(error)
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
    ...(started.channels ? { channels: started.channels } : {}),
  })
  return started
}
