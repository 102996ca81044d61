// The legs of this job's matrix in this run attempt, as the jobs API shows them: which are still running.
//
// The API links no leg to its matrix: legs are named "<job name> (<matrix values>)", so this leg's own name
// (found by its id, `job.check_run_id`) gives the name they share; a job named with a matrix expression has
// no values in its name, and its legs share the whole name. One request per 100 jobs of the attempt.
import { context } from '@actions/github'
import { type GitHubClient, JOBS_PER_PAGE } from './client.js'

/** A leg of the matrix as the jobs API shows it. */
export interface MatrixJob {
  readonly id: number
  readonly name: string
  /** queued, in_progress, completed, waiting, requested, pending: anything but completed is not done. */
  readonly status: string
}

/**
 * Every leg of the matrix this job (`jobId`) is a leg of, in this run attempt; undefined when the attempt's
 * jobs do not hold this job. Rejects for what the API or the network does (a 403 without `actions: read`).
 */
export async function readMatrixJobs(
  octokit: GitHubClient,
  jobId: number,
  signal: AbortSignal,
): Promise<MatrixJob[] | undefined> {
  const jobs: MatrixJob[] = await octokit.paginate(
    octokit.rest.actions.listJobsForWorkflowRunAttempt,
    {
      ...context.repo,
      run_id: context.runId,
      attempt_number: context.runAttempt,
      per_page: JOBS_PER_PAGE,
      request: { signal },
    },
    (response) => response.data.map(({ id, name, status }) => ({ id, name, status })),
  )
  const own = jobs.find((job) => job.id === jobId)
  if (!own) return undefined
  const matrix = LEG_NAME.exec(own.name)?.[1]
  return jobs.filter((job) =>
    matrix === undefined ? job.name === own.name : LEG_NAME.exec(job.name)?.[1] === matrix,
  )
}

/** "test (ubuntu-latest, 20)": the job's name, and its leg's matrix values. */
const LEG_NAME = /^(.*) \((.*)\)$/
