// What the tracker saw of the run when it stopped, left in the activity's folder for post: its last listing of
// the run's jobs (those that take part) and the plan of the usual run. Post draws the run in the job summary from
// it (run-picture.ts) with no request of its own. The folder is this user's alone, and what is read back is
// still bounded and checked, field by field, as a jobs API answer is.
import { isRecord, type Job, parseJob } from '../github/job.js'
import { partsOf } from '../view/parts.js'
import type { Plan, PlannedJob, PlannedStep } from '../view/plan.js'
import type { RunSnapshot } from '../view/snapshot.js'
import type { ActivityFolder } from './folder.js'

/** A last look larger than this (a matrix of hundreds of legs) keeps this job's steps only, or is not kept. */
export const MAX_LAST_LOOK_BYTES = 1024 * 1024

export interface LastLook {
  readonly snapshot: RunSnapshot
  readonly plan: Plan | undefined
}

/** Leaves the tracker's last look for post. Never throws: the tracker's end does not wait on a picture. */
export function leaveLastLook(folder: ActivityFolder, snapshot: RunSnapshot, plan: Plan | undefined): void {
  try {
    const taking = new Set(partsOf(snapshot, plan).flatMap((part) => (part.job ? [part.job] : [])))
    const jobs = snapshot.jobs.filter((job) => taking.has(job))
    const text = (steps: (job: Job) => boolean) =>
      JSON.stringify({
        ownJobId: snapshot.ownJobId,
        ownStartedAt: snapshot.ownStartedAt,
        actionStep: snapshot.actionStep,
        jobs: jobs.map((job) => apiJob(job, steps(job))),
        plan: plan && { ...plan, known: [...plan.known] },
      })
    const whole = text(() => true)
    const kept =
      Buffer.byteLength(whole) <= MAX_LAST_LOOK_BYTES ? whole : text((job) => job.id === snapshot.ownJobId)
    if (Buffer.byteLength(kept) <= MAX_LAST_LOOK_BYTES) folder.writeLastLook(kept)
  } catch {
    // A full disk, a folder gone: post writes the summary without the picture.
  }
}

/** The tracker's last look, if it left one that reads as one. */
export function readLastLook(folder: ActivityFolder): LastLook | undefined {
  let value: unknown
  try {
    value = JSON.parse(folder.readLastLook(MAX_LAST_LOOK_BYTES) ?? '')
  } catch {
    return undefined
  }
  if (!isRecord(value)) return undefined
  const { ownJobId, ownStartedAt, actionStep, jobs, plan } = value
  if (!Number.isSafeInteger(ownJobId) || (ownJobId as number) < 1) return undefined
  if (!isFiniteNumber(ownStartedAt) || typeof actionStep !== 'string' || !Array.isArray(jobs))
    return undefined
  const parsed = jobs.map(parseJob)
  const listed = parsed.flatMap((job) => (job.ok ? [job.job] : []))
  if (listed.length !== jobs.length) return undefined
  return {
    snapshot: { jobs: listed, ownJobId: ownJobId as number, ownStartedAt, actionStep },
    plan: readPlan(plan),
  }
}

/** A job as the jobs API lists it, so that it reads back through parseJob; its steps left out unless `steps`. */
function apiJob(job: Job, steps: boolean) {
  return {
    id: job.id,
    status: job.status,
    conclusion: job.conclusion,
    name: job.name,
    runner_name: job.runnerName,
    html_url: job.htmlUrl,
    created_at: job.createdAt,
    started_at: job.startedAt,
    completed_at: job.completedAt,
    steps: (steps ? job.steps : []).map((step) => ({
      name: step.name,
      status: step.status,
      conclusion: step.conclusion,
      number: step.number,
      started_at: step.startedAt,
      completed_at: step.completedAt,
    })),
  }
}

/** The plan, if every field of it is of its type; undefined draws the run without its usual times. */
function readPlan(value: unknown): Plan | undefined {
  if (!isRecord(value)) return undefined
  const { jobs, spanMs, known, medianJobMs, medianStepMs, usualMs, pace, lateMs } = value
  if (!Array.isArray(jobs) || !Array.isArray(known) || !known.every((name) => typeof name === 'string'))
    return undefined
  if (!isFiniteNumber(spanMs) || !isFiniteNumber(medianJobMs) || !isFiniteNumber(medianStepMs))
    return undefined
  if (!isFiniteNumber(usualMs) || !isFiniteNumber(lateMs) || !isRecord(pace)) return undefined
  if (!isFiniteNumber(pace.least) || !isFiniteNumber(pace.most)) return undefined
  const planned = jobs.map((job) => readPlannedJob(job, jobs.length))
  if (!planned.every((job): job is PlannedJob => job !== undefined)) return undefined
  return {
    jobs: planned,
    spanMs,
    known: new Set(known as string[]),
    medianJobMs,
    medianStepMs,
    usualMs,
    pace: { least: pace.least, most: pace.most },
    lateMs,
  }
}

function readPlannedJob(value: unknown, count: number): PlannedJob | undefined {
  if (!isRecord(value)) return undefined
  const { name, start, end, steps, userSteps, after, wait } = value
  const index = (number: unknown) => Number.isSafeInteger(number) && (number as number) >= 0
  if (typeof name !== 'string' || !isFiniteNumber(start) || !isFiniteNumber(end) || !isFiniteNumber(wait))
    return undefined
  if (!index(userSteps) || (after !== undefined && !(index(after) && (after as number) < count)))
    return undefined
  if (!Array.isArray(steps)) return undefined
  const timed = steps.map(readPlannedStep)
  if (!timed.every((step): step is PlannedStep => step !== undefined)) return undefined
  return {
    name,
    start,
    end,
    steps: timed,
    userSteps: userSteps as number,
    after: after as number | undefined,
    wait,
  }
}

function readPlannedStep(value: unknown): PlannedStep | undefined {
  if (!isRecord(value)) return undefined
  const { name, start, end } = value
  return typeof name === 'string' && isFiniteNumber(start) && isFiniteNumber(end)
    ? { name, start, end }
    : undefined
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}
