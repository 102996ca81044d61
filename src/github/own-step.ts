// Which of a job's steps are this use of the action's, as the jobs API lists them: the one way post, the tracker
// and the run's view find it.
//
// Every use of the action shows in its job's step list under its display name N: "Pre N" (its pre), "N" (its
// main) and "Post N" (its post). N is one of the names the runner gives an unnamed step (RunContext's
// defaultStepNames: "Run owner/repo@ref", or a local action's path as written), unless the workflow names the
// step (`name:`), which no variable tells: then it is the step whose pre (or main) began as this use's first
// stage began, so that jobs whose steps share a custom name find each other, and a workflow with two activities
// tells them apart when each names its steps its own way.
import type { Job } from './job.js'
import { actionStepNames } from './job-steps.js'
import { PRE, postStepName, preStepName } from './names.js'

/**
 * How long after its step began a stage's record may say it began: the runner spawns the stage's process after it
 * starts the step, and the process records its start once Node has loaded its code, seconds later on a loaded
 * runner (2.5 s measured on the test machine), on top of the API's whole seconds.
 */
const STAGE_START_SLACK_MS = 10_000

/**
 * The display name of the steps of this job's use of the action. Of `defaultNames`, the one the job lists (as its
 * main, pre or post step); else the step whose pre (or, without a pre, whose main) began last before `startedAt`,
 * the moment this use's first stage began, within STAGE_START_SLACK_MS: a later use's pre begins only once this
 * one's has ended; else, when no one step is the last (two begun in the same second), the first default name.
 */
export function ownStepName(
  job: Pick<Job, 'steps'>,
  startedAt: number,
  defaultNames: readonly string[],
): string {
  const listed = new Set(job.steps.map((step) => step.name))
  const named = defaultNames.find((name) => [...actionStepNames(name)].some((step) => listed.has(step)))
  if (named !== undefined) return named
  const candidates = job.steps.flatMap((step) => {
    const at = Date.parse(step.startedAt ?? '')
    if (!(at <= startedAt && at >= startedAt - STAGE_START_SLACK_MS)) return []
    if (step.name.startsWith(PRE) && listed.has(step.name.slice(PRE.length))) {
      return [{ name: step.name.slice(PRE.length), at }]
    }
    return listed.has(postStepName(step.name)) && !listed.has(preStepName(step.name))
      ? [{ name: step.name, at }]
      : []
  })
  const last = Math.max(...candidates.map((candidate) => candidate.at))
  const latest = candidates.filter((candidate) => candidate.at === last)
  return latest.length === 1 ? (latest[0] as { name: string }).name : (defaultNames[0] as string)
}

/**
 * The display name of this use's steps in a job whose use does its work in main (the closing and the reviewers'
 * uses), which records no earlier stage's start: main began as this process did.
 */
export function mainStepName(
  jobs: readonly Job[],
  ownJobId: number,
  defaultNames: readonly string[],
): string {
  const own = jobs.find((job) => job.id === ownJobId)
  return ownStepName(own ?? { steps: [] }, Math.round(performance.timeOrigin), defaultNames)
}
