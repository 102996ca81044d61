// Where the activity broke: the first job that took part to fail a step, or to have one cancelled while it ran,
// and the listing as it stood then, so that the bar stays where the break left it. Pure.
import type { Part } from './parts.js'
import { type RunSnapshot, snapshotAt, timeOf } from './snapshot.js'

interface Break {
  readonly kind: 'failed' | 'cancelled'
  readonly part: Part
  /** The user's step it broke at (position undefined: not one of the user's), and when. */
  readonly step: { readonly name: string; readonly position: number | undefined }
  readonly at: number
}

/** The first job that took part to break: a step that failed, or one cancelled while it ran. */
export function breakOf(parts: readonly Part[]): Break | undefined {
  const breaks = parts.flatMap((part): Break[] => {
    const { job, progress } = part
    if (!job || !progress) return []
    const failed = progress.failed
    const cancelled = progress.cancelled
    const step = failed ?? cancelled
    if (!step) return []
    const listed = job.steps.find(
      (candidate) => candidate.name === step.name && candidate.conclusion !== null,
    )
    const at = timeOf(listed?.completedAt ?? null)
    return [
      {
        kind: failed ? 'failed' : 'cancelled',
        part,
        step: { name: step.name, position: step.position },
        at: Number.isFinite(at) ? at : Number.POSITIVE_INFINITY,
      },
    ]
  })
  return breaks.sort((a, b) => a.at - b.at)[0]
}

/**
 * The listing as it stood when the job broke, that job's steps as the bar counts them: counting, the failed
 * step done; by time, where the time spent in it had put the bar; a cancelled step cut short; the steps after
 * either (skipped in an instant) not done.
 */
export function brokenAt(snapshot: RunSnapshot, broken: Break, basis: 'time' | 'steps'): RunSnapshot {
  const at = Number.isFinite(broken.at)
    ? broken.at
    : Math.max(...snapshot.jobs.map((job) => timeOf(job.completedAt)).filter(Number.isFinite), 0)
  const earlier = snapshotAt(snapshot, at)
  const id = broken.part.job?.id
  const jobs = earlier.jobs.map((job) => {
    if (job.id !== id) return job
    const ordered = [...job.steps].sort((a, b) => a.number - b.number)
    const index = ordered.findIndex(
      (step) =>
        step.name === broken.step.name && (step.conclusion === 'failure' || step.conclusion === 'cancelled'),
    )
    const steps = ordered.map((step, position) => {
      if (index < 0 || position < index) return step
      if (position === index && broken.kind === 'failed' && basis === 'steps') return step
      if (position === index) return { ...step, status: 'in_progress', conclusion: null, completedAt: null }
      return { ...step, status: 'pending', conclusion: null, startedAt: null, completedAt: null }
    })
    return { ...job, status: 'in_progress', conclusion: null, completedAt: null, steps }
  })
  return { ...earlier, jobs }
}
