// The run attempt's jobs as one listing of the jobs API shows them, and the same listing as it stood at an
// earlier moment, worked out from the times it carries. Pure.
import type { Job, JobStep } from '../github/job.js'

/** What the view is computed from: the same for every job of the activity that reads the same listing. */
export interface RunSnapshot {
  /** The run attempt's jobs, as the jobs API lists them. */
  readonly jobs: readonly Job[]
  /** This job's id (`job.check_run_id`). */
  readonly ownJobId: number
  /** When this job's use of the action began, in ms since the epoch: more precise than the API's seconds. */
  readonly ownStartedAt: number
  /** The display name of the action's steps (see ownStepName). */
  readonly actionStep: string
}

/**
 * The run as a job that lists the action's steps but does none of the activity's work sees it (the reviewers'
 * use): itself left out, so that nothing of it is counted or said, the activity begun when its starter began it.
 */
export function bystanderSnapshot(
  jobs: readonly Job[],
  ownJobId: number,
  activityStartedAt: number,
  actionStep: string,
): RunSnapshot {
  return {
    jobs: jobs.filter((job) => job.id !== ownJobId),
    ownJobId,
    ownStartedAt: activityStartedAt,
    actionStep,
  }
}

export function timeOf(value: string | null): number {
  return Date.parse(value ?? '')
}

/**
 * The listing as it stood at `at`: a job created later is not in it yet, one not started then is queued with
 * no steps (the runner lists them at set-up), and each step is pending, running or completed by its times.
 * Whole seconds: a step that ended in the second of `at` is completed.
 */
export function snapshotAt(snapshot: RunSnapshot, at: number): RunSnapshot {
  const jobs = snapshot.jobs.flatMap((job): Job[] => {
    if (job.id !== snapshot.ownJobId && timeOf(job.createdAt) > at) return []
    const ended = job.status === 'completed' && timeOf(job.completedAt) <= at
    const begun = job.status !== 'queued' && job.status !== 'waiting' && !(timeOf(job.startedAt) > at)
    if (!ended && !begun)
      return [{ ...job, status: 'queued', conclusion: null, completedAt: null, steps: [] }]
    return [
      {
        ...job,
        status: ended ? 'completed' : 'in_progress',
        conclusion: ended ? job.conclusion : null,
        completedAt: ended ? job.completedAt : null,
        steps: job.steps.map((step) => stepAt(step, at)),
      },
    ]
  })
  return { ...snapshot, jobs }
}

function stepAt(step: JobStep, at: number): JobStep {
  if (timeOf(step.completedAt) <= at) return step
  if (timeOf(step.startedAt) <= at)
    return { ...step, status: 'in_progress', conclusion: null, completedAt: null }
  return { ...step, status: 'pending', conclusion: null, startedAt: null, completedAt: null }
}
