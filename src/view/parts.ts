// The jobs that take part in the activity, as one listing of the jobs API and the plan show them: each matched
// to its planned job by name, in a phase, with the user's steps counted; and the moments the view reads off them
// (when the activity began, when a job began and ended). Pure.
import type { Job } from '../github/job.js'
import { begun, type StepProgress, stepProgress } from '../github/job-steps.js'
import { BOOKKEEPING } from '../github/names.js'
import { actionNames, carriedOver, takesPart } from './participants.js'
import type { Plan } from './plan.js'
import { type RunSnapshot, timeOf } from './snapshot.js'

type Phase = 'done' | 'running' | 'setup' | 'waiting' | 'queued' | 'expected'

/** A job that takes part: listed now, or expected from the plan and not listed yet. */
export interface Part {
  readonly name: string
  readonly job: Job | undefined
  readonly planned: number | undefined
  readonly phase: Phase
  /** The user's steps (this action's and the runner's left out). */
  readonly progress: StepProgress | undefined
  readonly own: boolean
}

/** The jobs that take part, listed or expected, each matched to its planned job by name, in order. */
export function partsOf(snapshot: RunSnapshot, plan: Plan | undefined): Part[] {
  const names = actionNames(snapshot.actionStep)
  const listed = snapshot.jobs
    .filter((job) => job.id === snapshot.ownJobId || !carriedOver(job))
    .sort((a, b) => a.id - b.id)
  const matched = new Set<number>()
  const planned = new Map<Job, number>()
  for (const job of listed) {
    const index = plan?.jobs.findIndex((entry, at) => entry.name === job.name && !matched.has(at))
    if (index !== undefined && index >= 0) {
      matched.add(index)
      planned.set(job, index)
    }
  }
  const parts: Part[] = listed.flatMap((job) => {
    const history =
      plan === undefined ? undefined : planned.has(job) ? true : plan.known.has(job.name) ? false : undefined
    if (!takesPart(job, snapshot.ownJobId, names, history)) return []
    const progress = job.steps.length > 0 ? stepProgress(job, names) : undefined
    return [
      {
        name: job.name,
        job,
        planned: planned.get(job),
        phase: phaseOf(job, progress),
        progress,
        own: job.id === snapshot.ownJobId,
      },
    ]
  })
  plan?.jobs.forEach((entry, index) => {
    if (!matched.has(index)) {
      parts.push({
        name: entry.name,
        job: undefined,
        planned: index,
        phase: 'expected',
        progress: undefined,
        own: false,
      })
    }
  })
  return parts
}

function phaseOf(job: Job, progress: StepProgress | undefined): Phase {
  if (job.status === 'completed') return 'done'
  if (job.status === 'waiting') return 'waiting'
  if (job.status !== 'in_progress') return 'queued'
  const started = job.steps.some((step) => !BOOKKEEPING.has(step.name) && begun(step))
  // No step of the user's listed yet (the list grows as steps start): nothing to say of it yet.
  if (!started || !progress || progress.total === 0) return 'setup'
  return progress.done ? 'done' : 'running'
}

/**
 * When the activity began: the first job that took part began this action's first step (this job's own
 * moment, to the millisecond, where it is the first).
 */
export function activityStart(snapshot: RunSnapshot, parts: readonly Part[]): number {
  const names = actionNames(snapshot.actionStep)
  const anchors = parts.flatMap((part) => {
    if (part.own) return [snapshot.ownStartedAt]
    const steps = part.job?.steps ?? []
    const ours = steps.find((step) => names.has(step.name) && begun(step))
    const first = ours ?? steps.find((step) => !BOOKKEEPING.has(step.name) && begun(step))
    const at = timeOf(first?.startedAt ?? null)
    return Number.isFinite(at) ? [at] : []
  })
  return Math.min(snapshot.ownStartedAt, ...anchors)
}

export function beganAt(part: Part): number {
  const job = part.job
  if (!job || job.status === 'queued' || job.status === 'waiting') return Number.POSITIVE_INFINITY
  const started = timeOf(job.startedAt)
  return Number.isFinite(started) ? started : Number.POSITIVE_INFINITY
}

export function onLastStep(part: Part): boolean {
  const progress = part.progress
  return (
    progress !== undefined && progress.current !== undefined && progress.current.position === progress.total
  )
}

export function endedAt(part: Part): number {
  const steps = part.job?.steps ?? []
  const ends = [
    timeOf(part.job?.completedAt ?? null),
    ...steps.map((step) => timeOf(step.completedAt)),
  ].filter(Number.isFinite)
  return ends.length === 0 ? 0 : Math.max(...ends)
}

/** Changes whenever a step of a job that takes part starts or ends: the view's key. */
export function keyOf(parts: readonly Part[]): string {
  return parts
    .map((part) => {
      const progress = part.progress
      const broke = progress?.failed ? 'F' : progress?.cancelled ? 'C' : ''
      return `${part.name}:${part.phase}:${progress?.completed ?? 0}/${progress?.total ?? 0}:${progress?.current?.position ?? 0}${broke}`
    })
    .join(';')
}
