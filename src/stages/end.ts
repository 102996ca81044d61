import type { EndPlan } from '../activity/end.js'
import { type EndHost, sendPlan } from '../activity/end-sending.js'
import type { ActivityFolder } from '../activity/folder.js'
import { JournalSeal } from '../activity/journal-seal.js'
import { createClient } from '../activity/signalgrid-client.js'
import type { Inputs } from '../inputs.js'
import type { Outcome } from '../outcome.js'
import { reportServiceFailure } from './report.js'

/**
 * How a post carries out an end's plan: to the step's channels and its alert's, each failure said in the job log
 * (a warning, or the step failed with `fail-on-error`), what it sends journaled in `folder`; `clear`, the run's
 * board, for a leg that ended its matrix.
 */
export function postHost(
  inputs: Inputs,
  folder: ActivityFolder,
  clear?: (outcome: Outcome, fresh: boolean) => Promise<void>,
): EndHost {
  return {
    folder,
    seal: new JournalSeal(inputs.clientKey, folder),
    by: 'post',
    client: createClient(inputs),
    alertClient: () => createClient(inputs, { channels: inputs.failureAlertChannels }),
    delays: inputs,
    failed: (what, error) => reportServiceFailure(inputs.failOnError, what, error),
    ...(clear ? { clear } : {}),
  }
}

/** Carries out `plan` as post: whether its end went out (true where it has none). */
export function sendAsPost(
  plan: EndPlan,
  inputs: Inputs,
  folder: ActivityFolder,
  clear?: (outcome: Outcome, fresh: boolean) => Promise<void>,
): Promise<boolean> {
  return sendPlan(plan, postHost(inputs, folder, clear))
}
