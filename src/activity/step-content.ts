import type { StepProgress } from '../github/job-steps.js'
import type { ActivityContent } from '../signalgrid/types.js'

/**
 * What the phone shows for the job's steps: "Step 3 of 7 · Run tests", the bar at the completed fraction
 * with one segment per step (unless the user fixed `steps`), red from the moment a step fails. After a
 * failure or a cancel the bar stays where the job broke (see StepProgress.percent).
 */
export function stepContent(
  content: ActivityContent,
  progress: StepProgress,
  stepsFixed: boolean,
): ActivityContent {
  if (progress.total === 0) return content
  const { total, failed, cancelled, current } = progress
  const body = failed
    ? `Failed at ${failed.position === undefined ? '' : `step ${failed.position} of ${total} · `}${failed.name}`
    : cancelled
      ? `Cancelled at step ${cancelled.position} of ${total} · ${cancelled.name}`
      : current
        ? `Step ${current.position} of ${total} · ${current.name}`
        : `All ${total} steps done`
  return {
    ...content,
    body,
    progress: progress.percent,
    ...(stepsFixed ? {} : { steps: total }),
    severity: failed ? 'CRIT' : content.severity,
  }
}
