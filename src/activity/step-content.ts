import type { StepProgress } from '../github/job-steps.js'
import type { ActivityContent } from '../signalgrid/types.js'

/**
 * What the phone shows for the job's steps: "Step 3 of 7 · Run tests", the bar at the completed fraction
 * with one segment per step (unless the user fixed `steps`), red from the moment a step fails.
 */
export function stepContent(
  content: ActivityContent,
  progress: StepProgress,
  stepsFixed: boolean,
): ActivityContent {
  if (progress.total === 0) return content
  const { total, failed, current } = progress
  const body = failed
    ? `Failed at ${failed.position === undefined ? '' : `step ${failed.position} of ${total} · `}${failed.name}`
    : current
      ? `Step ${current.position} of ${total} · ${current.name}`
      : `All ${total} steps done`
  // After a failure the later steps complete as skipped: the bar stays where the job broke.
  const percent =
    failed?.position === undefined ? progress.percent : Math.floor((failed.position * 100) / total)
  return {
    ...content,
    body,
    progress: percent,
    ...(stepsFixed ? {} : { steps: total }),
    severity: failed ? 'CRIT' : content.severity,
  }
}
