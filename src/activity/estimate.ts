// The end of an activity beside how long it usually takes: "Succeeded in 1m 7s (usually 1m 5s)". The
// usual time is the median of the activity's span in the runs read (src/view/plan.ts), as the tracker found it.

import type { JobStatus } from '../inputs.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { finalContent, formatDuration } from './content.js'

/**
 * The last content, as finalContent words it, with the usual time after a success: "Succeeded in 4m 12s (usually
 * 4m 30s)". A failed or cancelled activity stopped part way, so its time says nothing against a whole run's.
 */
export function timedFinalContent(
  content: ActivityContent,
  status: JobStatus,
  durationMs: number,
  failedStep: string | undefined,
  usualMs: number | undefined,
): ActivityContent {
  const final = finalContent(content, status, durationMs, failedStep)
  if (status !== 'success' || usualMs === undefined || usualMs <= 0) return final
  return { ...final, body: `${final.body} (usually ${formatDuration(usualMs)})` }
}
