// Where the picture of the phone comes from: the emulated phone itself, or, against the real service,
// the action's own record of what it sent (the real phone cannot be read from here).
import { type ActivityRecord, type JournalEntry, sentEntries } from '../../../src/activity/folder-schema.js'
import type { Phone } from '../../support/signalgrid/phone.js'
import type { PhoneScreen, ShownActivity } from './phone-view.js'

/** What the emulated phone shows at `now`: its latest activity, and every notification it received. */
export function phoneScreen(phone: Phone, now: number): PhoneScreen {
  const view = phone.activities.at(-1)?.view
  return {
    activity: view && {
      ...view,
      ...(view.ended ? { secondsLeft: secondsLeft(view.endedAt ?? now, view.dismissalDelay, now) } : {}),
    },
    notifications: phone.notifications,
  }
}

/**
 * What the job sent, as the phone would draw it: the last accepted start, update or end from the journal
 * (progress, colour, body) on the content the job keeps (title, segments, legend). Alerts show their title;
 * the journal keeps no more of them.
 */
export function sentScreen(
  journal: readonly JournalEntry[],
  record: ActivityRecord | undefined,
  sent: { readonly dismissalDelay: number; readonly criticalAlerts: boolean },
  now: number,
): PhoneScreen {
  const accepted = sentEntries(journal).filter((entry) => !entry.error)
  const last = accepted.findLast((entry) => entry.kind !== 'alert')
  const activity: ShownActivity | undefined =
    record && last
      ? {
          title: record.content.title,
          body: last.body ?? record.content.body,
          severity: last.severity ?? record.content.severity,
          progress: last.progress ?? record.content.progress,
          steps: record.content.steps,
          legend: record.content.progressLegend
            ? { startText: record.content.startText ?? '', endText: record.content.endText ?? '' }
            : undefined,
          ended: last.kind === 'end',
          ...(last.kind === 'end' ? { secondsLeft: secondsLeft(last.at, sent.dismissalDelay, now) } : {}),
        }
      : undefined
  return {
    activity,
    notifications: accepted
      .filter((entry) => entry.kind === 'alert')
      .map((entry) => ({
        title: entry.body ?? '',
        body: '',
        type: entry.severity ?? 'INFO',
        critical: sent.criticalAlerts,
      })),
  }
}

/** Whole seconds until an activity ended at `endedAt` leaves the screen; 0 once it has. */
export function secondsLeft(endedAt: number, dismissalDelay: number | undefined, now: number): number {
  return Math.max(0, Math.ceil((endedAt + (dismissalDelay ?? 0) * 1000 - now) / 1000))
}
