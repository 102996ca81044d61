import type { Inputs } from '../inputs.js'
import type { Roster } from '../matrix/roster.js'
import type { Tally } from '../matrix/tally.js'
import type { Waits } from '../matrix/waits.js'

// A leg's update or end goes out no closer than the phones take updates to the one before it: the other legs',
// and its own tracker's.

/**
 * A leg that reported just before this one may still be sending its update: the end waits until the spacing
 * has passed since then, so that nothing arrives after it and the phones do not drop it as too close. Under a
 * listing that lags (`lagMs`, as this leg found it), that leg looked at the board as much later.
 */
export async function afterOthersUpdates(
  tally: Tally,
  inputs: Inputs,
  waits: Waits,
  lagMs: number,
  trackerSentAt: number | undefined,
): Promise<void> {
  const spacingMs = inputs.minUpdateIntervalSeconds * 1000 + lagMs
  const others = tally.done.filter((report) => report.index !== inputs.leg.index).map((report) => report.at)
  if (trackerSentAt !== undefined) others.push(trackerSentAt)
  const waitMs = Math.min(spacingMs, Math.max(0, ...others) + spacingMs - Date.now())
  await waits.sleep('the update of the leg that reported last to go first', waitMs)
}

/** This leg's update waits out the spacing after the last one its tracker sent. */
export async function afterTracker(sentAt: number | undefined, inputs: Inputs, waits: Waits): Promise<void> {
  if (sentAt === undefined) return
  const waitMs = sentAt + inputs.minUpdateIntervalSeconds * 1000 - Date.now()
  if (waitMs > 0) await waits.sleep("the spacing after the tracker's last update", waitMs)
}

/**
 * Whether this leg's update may still go out before the matrix's end. The leg that ends the matrix waits the
 * spacing after this leg's report (afterOthersUpdates), and no longer: an update this leg sends later (its read of
 * the jobs API slow, the machine loaded) may follow the end, and the service refuses it, or a phone shows it over
 * the end. Past the spacing, one look at the board says whether the end is claimed; a board that does not answer
 * leaves the update to go.
 */
export async function updateStillDue(
  tally: Tally,
  inputs: Pick<Inputs, 'leg' | 'minUpdateIntervalSeconds'>,
  roster: Roster,
): Promise<boolean> {
  const reportedAt = tally.done.find((report) => report.index === inputs.leg.index)?.at
  if (reportedAt === undefined || Date.now() < reportedAt + inputs.minUpdateIntervalSeconds * 1000)
    return true
  try {
    await roster.look()
    return !(await roster.isOver())
  } catch {
    return true
  }
}
