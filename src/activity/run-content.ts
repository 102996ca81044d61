import type { ActivityContent } from '../signalgrid/types.js'
import type { RunView } from '../view/run-view.js'

/**
 * What the phone shows of the run's view: its words as the body, its bar, red from the moment a step fails.
 * One segment per step only where the view counts the steps of a job alone; a bar filled by time gets none,
 * since equal segments would contradict it (60% filled while on step 2 of 7). Segments the user fixed stay.
 */
export function viewContent(content: ActivityContent, view: RunView, stepsFixed: boolean): ActivityContent {
  const { steps: _shown, ...rest } = content
  const steps = stepsFixed ? content.steps : view.segments
  return {
    ...rest,
    body: view.words || content.body,
    progress: view.percent,
    severity: view.state === 'failed' ? 'CRIT' : content.severity,
    ...(steps === undefined ? {} : { steps }),
  }
}
