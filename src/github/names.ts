// What the names the jobs API lists tell, where nothing else in its answers does: which records are the runner's
// own, which steps are an action's pre and post, and which jobs are legs of one matrix. A module of its own, with
// nothing else of the job's: the view's words, which a shared matrix's chunk loads, and the history's reader need
// these and no parsing of a job.

/**
 * The records the runner adds to a job around its steps, neither the user's work nor an action's: "Set up job"
 * and "Complete job" in every job (JobExtension.cs), "Initialize containers" and "Stop containers" in a job with
 * a container or services (JobExtension.cs, ContainerOperationProvider.cs), and "Set up runner" and "Complete
 * runner" on a runner with job hooks (Constants.Hooks, ACTIONS_RUNNER_HOOK_JOB_STARTED and _COMPLETED).
 */
export const BOOKKEEPING: ReadonlySet<string> = new Set([
  'Set up job',
  'Set up runner',
  'Initialize containers',
  'Stop containers',
  'Complete runner',
  'Complete job',
])

export const PRE = 'Pre '
export const POST = 'Post '

/** "Pre <name>": the pre step of the action whose main step is named `name` (ActionRunner.cs). */
export function preStepName(name: string): string {
  return PRE + name
}

/** "Post <name>": the post step of the action whose main step is named `name` (ActionRunner.cs). */
export function postStepName(name: string): string {
  return POST + name
}

/**
 * "test (ubuntu-latest, 20)": a leg's display name, its matrix job's name and its matrix values. The jobs API links
 * no leg to its matrix but by this name; a job named with a matrix expression has no values in it.
 */
export const LEG_NAME = /^(.*) \((.*)\)$/
