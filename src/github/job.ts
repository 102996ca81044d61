/**
 * A step's status. The REST description documents queued, in_progress and completed; live answers also
 * carry "pending" for steps not started yet (see job-steps.ts). Any other value is kept as it came, and
 * means "not started" to the step model.
 */
export type StepStatus = 'queued' | 'pending' | 'in_progress' | 'completed' | (string & {})

/** One step of a job, as `GET /repos/{owner}/{repo}/actions/jobs/{job_id}` lists it. */
export interface JobStep {
  /** The display name: the step's `name:`, else "Run <action or first line of script>". */
  readonly name: string
  readonly status: StepStatus
  /** success, failure, cancelled or skipped once completed; null before. */
  readonly conclusion: string | null
  /** The runner's record order, from 1; not contiguous (post steps are numbered apart, see job-steps.ts). */
  readonly number: number
  readonly startedAt: string | null
  readonly completedAt: string | null
}

/** The fields of a job that the step tracker uses. Names are the API's, in camel case. */
export interface Job {
  readonly id: number
  /** queued, in_progress, completed, waiting, requested or pending. */
  readonly status: string
  readonly conclusion: string | null
  readonly name: string
  readonly runnerName: string | null
  readonly htmlUrl: string | null
  /** When the job was created (queued), and when it began and ended; null when the API does not say. */
  readonly createdAt: string | null
  readonly startedAt: string | null
  readonly completedAt: string | null
  readonly steps: readonly JobStep[]
}

export type ParsedJob =
  | { readonly ok: true; readonly job: Job }
  | { readonly ok: false; readonly problem: string }

/**
 * Reads a job from decoded JSON without trusting its shape: every field used is checked, unknown fields are
 * ignored, and a missing or malformed field is reported as a problem naming it (never thrown).
 */
export function parseJob(value: unknown): ParsedJob {
  try {
    return { ok: true, job: readJob(value) }
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, problem: error.message }
    throw error
  }
}

/** Whether a decoded JSON value is a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// Thrown only inside this module, to unwind a nested read; parseJob turns it into a problem.
class ShapeError extends Error {}

function readJob(value: unknown): Job {
  const job = record(value, 'the job')
  const steps = job.steps
  if (!Array.isArray(steps)) throw new ShapeError(`steps is ${describe(steps)}, expected an array`)
  return {
    id: integer(job, 'id', 'the job', 1),
    status: string(job, 'status', 'the job'),
    conclusion: optionalString(job, 'conclusion', 'the job'),
    name: string(job, 'name', 'the job'),
    runnerName: optionalString(job, 'runner_name', 'the job'),
    htmlUrl: optionalString(job, 'html_url', 'the job'),
    createdAt: optionalString(job, 'created_at', 'the job'),
    startedAt: optionalString(job, 'started_at', 'the job'),
    completedAt: optionalString(job, 'completed_at', 'the job'),
    steps: steps.map((step, index) => readStep(step, `steps[${index}]`)),
  }
}

function readStep(value: unknown, where: string): JobStep {
  const step = record(value, where)
  return {
    name: string(step, 'name', where),
    status: string(step, 'status', where),
    conclusion: optionalString(step, 'conclusion', where),
    number: integer(step, 'number', where, 0),
    startedAt: optionalString(step, 'started_at', where),
    completedAt: optionalString(step, 'completed_at', where),
  }
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (!isRecord(value)) throw new ShapeError(`${where} is ${describe(value)}, expected an object`)
  return value
}

function string(object: Record<string, unknown>, field: string, where: string): string {
  const value = object[field]
  if (typeof value !== 'string')
    throw new ShapeError(`${where}: ${field} is ${describe(value)}, expected a string`)
  return value
}

// Absent and null both mean "not known yet" (e.g. a step's completed_at while it runs).
function optionalString(object: Record<string, unknown>, field: string, where: string): string | null {
  const value = object[field]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string')
    throw new ShapeError(`${where}: ${field} is ${describe(value)}, expected a string`)
  return value
}

function integer(object: Record<string, unknown>, field: string, where: string, min: number): number {
  const value = object[field]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new ShapeError(
      `${where}: ${field} is ${describe(value)}, expected a whole number of ${min} or more`,
    )
  }
  return value
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`
  if (typeof value === 'object') return 'an object'
  return `${typeof value} ${String(value)}`
}
