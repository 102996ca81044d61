// The legs of this job's matrix in this run attempt, as the jobs API shows them: which are still running.
//
// The API links no leg to its matrix: legs are named "<job name> (<matrix values>)", so this leg's own name
// (found by its id, `job.check_run_id`) gives the name they share; a job named with a matrix expression has
// no values in its name, and its legs share the whole name. The run attempt's jobs are read as every reader of
// them reads them (run-jobs.ts): one request per 100 jobs.
import type { Job } from './job.js'
import { JobsApi, type JobsApiOptions } from './jobs-api.js'
import { LEG_NAME } from './names.js'
import { RunJobs } from './run-jobs.js'

/**
 * Every leg of the matrix this job (`jobId`) is a leg of, in this run attempt; undefined when the attempt's jobs
 * do not hold this job. Rejects with a failure of errors.ts for what the API or the network does (a 403 without
 * `actions: read`), and with a TypeError that says why when the API URL or the repository cannot be used.
 */
export async function readMatrixLegs(options: JobsApiOptions, jobId: number): Promise<Job[] | undefined> {
  const api = new JobsApi(options)
  const answer = await api.take(() => new RunJobs(api).read({ conditional: false }))
  if ('outcome' in answer) throw answer.error
  return matrixLegs(answer.jobs, jobId)
}

/** The legs among `jobs` of the matrix the job `jobId` is a leg of; undefined when `jobs` do not hold it. */
export function matrixLegs(jobs: readonly Job[], jobId: number): Job[] | undefined {
  const own = jobs.find((job) => job.id === jobId)
  if (!own) return undefined
  const matrix = LEG_NAME.exec(own.name)?.[1]
  return jobs.filter((job) =>
    matrix === undefined ? job.name === own.name : LEG_NAME.exec(job.name)?.[1] === matrix,
  )
}
