// The bar and the time left. The bar is the elapsed share of the activity's expected span: from the activity's
// start to the moment the last of its jobs is expected to end (see expected-ends.ts). So the bar moves with the
// clock while the run keeps the usual pace, leaps when a step ends early, and slows when one runs long, never
// reaching where a step's end will put it before that step ends. The time the activity is held by a wait (past
// what the plan counts for one, with no job running: a deploy waiting for its approval) is left out of both the time
// gone by and the span (waits.ts): the bar stands while it lasts, and the run is not late for it. With no history,
// the steps are counted instead. Pure: `at` is a parameter.
import { stepsBeforeBreak } from '../github/job-steps.js'
import { BEFORE_LAST_STEPS_MAX, RUNNING_MAX } from './constants.js'
import { expectedEnds } from './expected-ends.js'
import { beganAt, onLastStep, type Part } from './parts.js'
import type { Plan } from './plan.js'
import { heldMs } from './waits.js'

interface Measure {
  readonly percent: number
  readonly remainingMs: number | undefined
  readonly overrun: boolean
  readonly spanMs: number | undefined
  readonly nextStepEndAt: number | undefined
  readonly handoverAt: number | undefined
}

/** The bar and the time left: by the plan when there is one, by counting steps otherwise. */
export function measure(
  parts: readonly Part[],
  plan: Plan | undefined,
  at: number,
  startedAt: number,
  names: ReadonlySet<string>,
  endsActivity = false,
): Measure {
  const last = parts.every((part) => part.phase === 'done' || (part.phase === 'running' && onLastStep(part)))
  const cap = last ? RUNNING_MAX : BEFORE_LAST_STEPS_MAX
  if (!plan) return counted(parts, endsActivity)
  const ends = expectedEnds(parts, plan, at, startedAt, names)
  const end = Math.max(at, ...ends.values.map((value) => value.end))
  const held = heldMs(parts, at, startedAt)
  const elapsed = Math.max(0, at - startedAt - held)
  const span = end - startedAt - held
  const percent = span > 0 ? Math.floor((elapsed * 100) / span) : 0
  const nextStepEnds = ends.values
    .map((value) => value.stepEnd)
    .filter((value): value is number => value !== undefined)
  const own = ends.values.find((value) => value.part.own)
  const others = ends.values.filter((value) => !value.part.own)
  const alone = others.every((value) => value.part.phase !== 'running')
  const starts = others.map((value) => value.start).filter((value): value is number => value !== undefined)
  const ownLast =
    own && (own.part.phase === 'done' || (own.part.phase === 'running' && onLastStep(own.part)))
      ? (own.stepEnd ?? at)
      : undefined
  const handoverAt =
    alone && ownLast !== undefined && starts.length > 0 ? Math.max(ownLast, Math.min(...starts)) : undefined
  return {
    percent: Math.min(cap, Math.max(0, percent)),
    remainingMs: end - at,
    overrun: elapsed > plan.lateMs,
    spanMs: span,
    nextStepEndAt: nextStepEnds.length === 0 ? undefined : Math.min(...nextStepEnds),
    handoverAt,
  }
}

/**
 * Counting steps with no history, nobody knows the jobs still to come. Each job, in the order they began, fills
 * its share of the bar by its steps done: half of what the jobs before it left, as another may come after it,
 * or all of it for this job when it ends the activity. A job that appears takes its share of what is left, so
 * the bar never goes back, and it stays under 95 until the end.
 */
function counted(parts: readonly Part[], endsActivity: boolean): Measure {
  const ordered = [...parts].sort((a, b) => beganAt(a) - beganAt(b) || (a.job?.id ?? 0) - (b.job?.id ?? 0))
  let left = 100
  let percent = 0
  for (const part of ordered) {
    const share = part.own && endsActivity ? left : left / 2
    left -= share
    const progress = part.progress
    const done =
      part.job?.status === 'completed'
        ? 1
        : progress && progress.total > 0
          ? (stepsBeforeBreak(progress) ?? progress.completed) / progress.total
          : 0
    percent += share * done
  }
  return {
    percent: Math.min(BEFORE_LAST_STEPS_MAX, Math.floor(percent + 1e-9)),
    remainingMs: undefined,
    overrun: false,
    spanMs: undefined,
    nextStepEndAt: undefined,
    handoverAt: undefined,
  }
}
