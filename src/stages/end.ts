import type { AlertAsked, EndPlan } from '../activity/end.js'
import { type EndHost, sendPlan } from '../activity/end-sending.js'
import type { RedStreak } from '../activity/failure-alert.js'
import type { ActivityFolder } from '../activity/folder.js'
import { JournalSeal } from '../activity/journal-seal.js'
import { createClient } from '../activity/signalgrid-client.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import type { Published } from '../matrix/roster.js'
import type { Outcome } from '../outcome.js'
import { reportServiceFailure } from './report.js'

/**
 * How a post carries out an end's plan: to the step's channels and its alert's, each failure said in the job log
 * (a warning, or the step failed with `fail-on-error`), what it sends journaled in `folder`; `clear`, the run's
 * board, for a leg that ended its matrix.
 */
export function postHost(
  inputs: Inputs,
  folder: ActivityFolder | undefined,
  clear?: (outcome: Outcome, fresh: boolean) => Promise<void>,
): EndHost {
  return {
    journal: folder && { folder, seal: new JournalSeal(inputs.clientKey, folder) },
    by: 'post',
    client: createClient(inputs),
    alertClient: (channels) => createClient(inputs, { channels }),
    delays: inputs,
    failed: (what, error) => reportServiceFailure(inputs.failOnError, what, error),
    ...(clear ? { clear } : {}),
  }
}

/** Carries out `plan` as post: whether its end went out (true where it has none). */
export function sendAsPost(
  plan: EndPlan,
  inputs: Inputs,
  folder: ActivityFolder | undefined,
  clear?: (outcome: Outcome, fresh: boolean) => Promise<void>,
): Promise<boolean> {
  return sendPlan(plan, postHost(inputs, folder, clear))
}

/**
 * The failure alert a use of the action asks for: its own `failure-alert`, else the one its activity's start asked
 * for, as a named activity's note carries it (`published`). None for a use that does not own the activity
 * (`inputs` undefined), whose owner sends it. With `fixed` (the activity's title and the red runs before this one),
 * a success sends the "fixed" push in its place, where `fixed-alert` is on.
 */
export function alertAsked(
  inputs: Inputs | undefined,
  context: RunContext,
  jobId: string,
  published?: Published,
  fixed?: { readonly title: string; readonly streak: RedStreak | undefined },
): AlertAsked {
  const carried = published && 'alert' in published ? published.alert : undefined
  const asked =
    inputs && inputs.failureAlert !== 'none'
      ? { kind: inputs.failureAlert, channels: inputs.failureAlertChannels }
      : inputs && carried
        ? carried
        : undefined
  if (!asked) return { kind: 'none', channels: [], context, jobId }
  const streak = inputs?.fixedAlert ? fixed?.streak : undefined
  return {
    kind: asked.kind,
    channels: asked.channels,
    context,
    jobId,
    ...(streak && fixed ? { fixed: { title: fixed.title, streak } } : {}),
  }
}
