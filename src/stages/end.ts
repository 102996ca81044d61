import { sendSealedEnd } from '../activity/end.js'
import { failureAlert } from '../activity/failure-alert.js'
import type { ActivityFolder } from '../activity/folder.js'
import { sendJournaled } from '../activity/journal.js'
import { JournalSeal } from '../activity/journal-seal.js'
import { createClient } from '../activity/signalgrid-client.js'
import type { RunContext } from '../github/run-context.js'
import type { FailureAlert, Inputs } from '../inputs.js'
import type { Outcome } from '../outcome.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { reportServiceFailure } from './report.js'

/** Sends the activity's end, journaled under the action's seal; a failed or cancelled outcome stays on screen for its own delay. */
export async function sendEnd(
  inputs: Inputs,
  folder: ActivityFolder,
  token: string,
  content: ActivityContent,
  outcome: Outcome,
  at: number,
): Promise<void> {
  try {
    await sendSealedEnd(createClient(inputs), new JournalSeal(inputs.clientKey, folder), {
      folder,
      token,
      content,
      outcome,
      delays: inputs,
      at,
      by: 'post',
    })
  } catch (error) {
    const what = 'could not end the activity; it may stay on the phone until it expires'
    reportServiceFailure(inputs.failOnError, what, error)
  }
}

/**
 * Sends the push that says the job failed and `where` (a step, or a matrix's leg), journaled, to each channel
 * of `failure-alert-channel` (the activity's channels when it is empty).
 */
export async function sendFailureAlert(
  kind: Exclude<FailureAlert, 'none'>,
  inputs: Inputs,
  context: RunContext,
  folder: ActivityFolder,
  where: string | undefined,
): Promise<void> {
  const message = failureAlert(kind, context, inputs.jobId, where)
  const entry = { at: Date.now(), kind: 'alert', by: 'post', severity: 'CRIT', body: message.title } as const
  try {
    await sendJournaled(folder, entry, () =>
      createClient(inputs, { channels: inputs.failureAlertChannels }).push(message),
    )
  } catch (error) {
    reportServiceFailure(inputs.failOnError, 'could not send the failure alert', error)
  }
}
