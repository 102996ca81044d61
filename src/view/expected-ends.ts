// When each job of the activity is expected to end by the plan: a job running, when its remaining steps, each
// weighing its usual time, are done; a job not started yet, after the job it usually follows and the wait
// between them. Pure: `at` is a parameter.
import type { Job } from '../github/job.js'
import { userSteps } from '../github/job-steps.js'
import { BOOKKEEPING } from '../github/names.js'
import type { Part } from './parts.js'
import type { Plan, PlannedJob } from './plan.js'
import { timeOf } from './snapshot.js'

/**
 * When each job is expected to end, in the order the plan has them (a job after the one it followed), and when
 * its running step is expected to end.
 */
export function expectedEnds(
  parts: readonly Part[],
  plan: Plan,
  at: number,
  startedAt: number,
  names: ReadonlySet<string>,
): {
  readonly values: readonly {
    readonly part: Part
    readonly end: number
    readonly stepEnd: number | undefined
    /** When a job still to come is expected to begin. */
    readonly start: number | undefined
  }[]
} {
  // A step is never expected to end sooner than this: the bar stops a point short of where its end puts it.
  const leastMs = plan.spanMs / 100
  const order = [...parts].sort(
    (a, b) =>
      (plan.jobs[a.planned ?? -1]?.start ?? Number.POSITIVE_INFINITY) -
      (plan.jobs[b.planned ?? -1]?.start ?? Number.POSITIVE_INFINITY),
  )
  const endOf = new Map<number, number>()
  const values = order.map((part) => {
    const planned = part.planned === undefined ? undefined : plan.jobs[part.planned]
    const whole = planned ? planned.end - planned.start : plan.medianJobMs
    let end: number
    let stepEnd: number | undefined
    let start: number | undefined
    switch (part.phase) {
      case 'done':
      case 'running': {
        const job = part.job as Job
        if (job.status === 'completed') {
          const completed = timeOf(job.completedAt)
          end = Number.isFinite(completed) ? Math.min(at, completed) : at
          break
        }
        const left = remainingOf(job, planned, plan.medianStepMs, at, leastMs, names)
        end = at + left.totalMs
        stepEnd = part.phase === 'running' ? at + left.stepMs : undefined
        break
      }
      case 'setup':
        start = at
        end = at + whole
        break
      default: {
        const after = planned?.after
        const before = after === undefined ? undefined : endOf.get(after)
        const from =
          planned === undefined
            ? at
            : before !== undefined
              ? before + planned.wait
              : startedAt + (after === undefined ? planned.wait : planned.start)
        start = Math.max(at, from)
        end = start + whole
      }
    }
    if (part.planned !== undefined) endOf.set(part.planned, end)
    return { part, end, stepEnd, start }
  })
  return { values }
}

/**
 * What a running job still has to do: its running step's expected time less what it has run (at least
 * `leastMs`), the steps after it, and the planned steps after the last one listed (post steps, registered as
 * they come). A step of the user's the plan does not know takes its median user step; any other (an action's
 * own pre or post), none.
 */
function remainingOf(
  job: Job,
  planned: PlannedJob | undefined,
  fillMs: number,
  at: number,
  leastMs: number,
  names: ReadonlySet<string>,
): { readonly totalMs: number; readonly stepMs: number } {
  const steps = [...job.steps]
    .filter((step) => !BOOKKEEPING.has(step.name))
    .sort((a, b) => a.number - b.number)
  const users = new Set(userSteps(job.steps, names))
  const taken = new Set<number>()
  const slots = steps.map((step) => {
    const index = planned?.steps.findIndex(
      (entry, position) => entry.name === step.name && !taken.has(position),
    )
    if (index === undefined || index < 0) return { ms: users.has(step) ? fillMs : 0, index: undefined }
    taken.add(index)
    const entry = planned?.steps[index] as { start: number; end: number }
    return { ms: entry.end - entry.start, index }
  })
  const current = steps.findIndex((step) => step.status !== 'completed')
  if (current < 0) return { totalMs: 0, stepMs: 0 }
  const started = timeOf(steps[current]?.startedAt ?? null)
  const ran = Number.isFinite(started) ? Math.max(0, at - started) : 0
  const stepMs = Math.max(leastMs, (slots[current]?.ms ?? fillMs) - ran)
  const after = slots.slice(current + 1).reduce((total, slot) => total + slot.ms, 0)
  const lastIndex = Math.max(-1, ...slots.map((slot) => slot.index ?? -1))
  const tail =
    planned && lastIndex >= 0 ? Math.max(0, planned.end - (planned.steps[lastIndex]?.end ?? planned.end)) : 0
  return { totalMs: stepMs + after + tail, stepMs }
}
