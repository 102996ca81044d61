import type { Inputs } from '../inputs.js'
import type { Outcome } from '../outcome.js'
import type { ChannelsResponse, SignalgridChannels } from '../signalgrid/channels.js'
import { journalView } from './content.js'
import type { EndPlan } from './end.js'
import { END_OUTCOMES } from './end-outcomes.js'
import type { ActivityFolder } from './folder.js'
import { sendJournaled } from './journal.js'
import type { JournalSeal } from './journal-seal.js'

/** The delays before the phone dismisses the ended activity: a failed or cancelled one has its own. */
export type DismissalDelays = Pick<Inputs, 'dismissalDelay' | 'failureDismissalDelay'>

/**
 * What a part that ends an activity carries its plan out with: post's host prints through @actions/core and
 * reaches the run's board in its own process; the tracker's writes to its journal, which post prints, and asks the
 * board's short process.
 */
export interface EndHost {
  /**
   * Where what is sent is journaled, the end and the alert under the action's seal; none where there is no
   * activity (`mode: alert`).
   */
  readonly journal: { readonly folder: ActivityFolder; readonly seal: JournalSeal } | undefined
  readonly by: 'post' | 'tracker'
  /** The client of the activity's channels. */
  readonly client: SignalgridChannels
  /** A client of the failure alert's channels. */
  alertClient(channels: readonly string[]): SignalgridChannels
  readonly delays: DismissalDelays
  /** A request that did not go out: `what` says which. */
  failed(what: string, error: unknown): void
  /** What the host marks once the plan's end, if it has one, is out: before the board is cleared. */
  done?(): void
  /** Clears the run's board, as the leg that ended the matrix does. */
  clear?(outcome: Outcome, fresh: boolean): Promise<void>
}

/** Says an end that did not go out, whoever sent it. */
export const END_FAILED = 'could not end the activity; it may stay on the phone until it expires'

/**
 * Carries out an end's plan, in the one order every part follows: the tally's update, the end, the alert, then the
 * board cleared. Whether the plan's end went out (true where it has none). A request that fails is said, and the
 * rest goes on: the alert still goes when the end did not; the board is cleared only once the end is out, since a
 * leg that finds it cleared takes the activity for ended.
 */
export async function sendPlan(plan: EndPlan, host: EndHost): Promise<boolean> {
  const { journal, by } = host
  const send = <T extends ChannelsResponse>(
    entry: Parameters<typeof sendJournaled>[1],
    request: () => Promise<T>,
    sealed = false,
  ): Promise<T> =>
    journal ? sendJournaled(journal.folder, entry, request, sealed ? journal.seal : undefined) : request()
  if (plan.update) {
    const { token, content } = plan.update
    const entry = { at: Date.now(), kind: 'update', by, ...journalView(content) } as const
    await send(entry, () => host.client.updateActivity(token, content)).catch((error) =>
      host.failed('could not update the activity', error),
    )
  }
  let ended = true
  if (plan.end) {
    const { token, content, outcome } = plan.end
    const delay =
      END_OUTCOMES[outcome].delay === 'dismissal-delay'
        ? host.delays.dismissalDelay
        : host.delays.failureDismissalDelay
    const entry = { at: Date.now(), kind: 'end', by, ...journalView(content) } as const
    ended = await send(
      entry,
      () => host.client.endActivity(token, content, { dismissalDelay: delay }),
      true,
    ).then(
      () => true,
      (error) => {
        host.failed(END_FAILED, error)
        return false
      },
    )
  }
  if (plan.alert) {
    const { message, channels } = plan.alert
    const entry = {
      at: Date.now(),
      kind: 'alert',
      by,
      severity: message.severity,
      body: message.title,
    } as const
    await send(entry, () => host.alertClient(channels).push(message), true).catch((error) =>
      host.failed('could not send the failure alert', error),
    )
  }
  if (!ended) return false
  host.done?.()
  if (plan.clear) await host.clear?.(plan.clear.outcome, plan.clear.fresh)
  return true
}
