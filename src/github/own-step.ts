// Which of a job's steps are this use of the action's, as the jobs API lists them: the one way post, the tracker
// and the run's view find it.
//
// Every use of the action shows in its job's step list under its display name N: "Pre N" (its pre), "N" (its
// main) and "Post N" (its post). N is one of the names the runner gives an unnamed step (RunContext's
// defaultStepNames: "Run owner/repo@ref", or a local action's path as written), unless the workflow names the
// step (`name:`), which no variable tells: then it is the step whose pre (or main) began as this use's first
// stage began, so that jobs whose steps share a custom name find each other, and a workflow with two activities
// tells them apart when each names its steps its own way.
import type { Job, JobStep } from './job.js'
import { actionStepNames } from './job-steps.js'
import { PRE, postStepName, preStepName } from './names.js'

/** What a stage may start after its step does: whole seconds in the API, and a process to start. */
const STAGE_START_SLACK_MS = 2_000

/**
 * The display name of the steps of this job's use of the action. Of `defaultNames`, the one the job lists (as its
 * main, pre or post step); else the step whose pre (or, without a pre, whose main) began in the seconds before
 * `startedAt`, the moment this use's first stage began; else, when that is not one step, the first default name.
 */
export function ownStepName(
  job: Pick<Job, 'steps'>,
  startedAt: number,
  defaultNames: readonly string[],
): string {
  const listed = new Set(job.steps.map((step) => step.name))
  const named = defaultNames.find((name) => [...actionStepNames(name)].some((step) => listed.has(step)))
  if (named !== undefined) return named
  const began = (step: JobStep) => {
    const at = Date.parse(step.startedAt ?? '')
    return at <= startedAt && at >= startedAt - STAGE_START_SLACK_MS
  }
  const candidates = job.steps.filter(began).flatMap((step) => {
    if (step.name.startsWith(PRE) && listed.has(step.name.slice(PRE.length))) {
      return [step.name.slice(PRE.length)]
    }
    return listed.has(postStepName(step.name)) && !listed.has(preStepName(step.name)) ? [step.name] : []
  })
  return candidates.length === 1 ? (candidates[0] as string) : (defaultNames[0] as string)
}
