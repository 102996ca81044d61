// The waits before the jobs of the activity: from when a job was created, or the job before it ended, to its first
// step (a runner picked up, an approval given, the job set up). A wait is part of the usual run up to MAX_WAIT_MS,
// as the plan counts it; past that, with no job of the activity running its steps, nothing of the activity goes on
// (a deploy held for a reviewer's approval, for hours): the activity is held. The bar and the time left measure
// the activity less the time it was held, so that a wait counts as a wait, not as the jobs' work: the bar stands
// while it lasts and goes on from there, and the run is not late for it. Pure.
import { begun } from '../github/job-steps.js'
import { BOOKKEEPING } from '../github/names.js'
import { SAME_MOMENT_MS } from './constants.js'
import { endedAt, type Part } from './parts.js'
import { MAX_WAIT_MS } from './plan.js'
import { timeOf } from './snapshot.js'

/** A span of time, from and until, in ms since the epoch. */
export interface Span {
  readonly from: number
  readonly until: number
}

/**
 * When the wait before a job (or a matrix's legs) began: the later of when it was created and the end of the
 * latest job before it, and not before `origin`.
 */
export function waitBegan(created: readonly number[], endsBefore: readonly number[], origin: number): number {
  return Math.max(origin, ...(created.length === 0 ? [] : [Math.min(...created)]), ...endsBefore)
}

/** How long the activity has been held by `at` (see heldSpans). */
export function heldMs(parts: readonly Part[], at: number, startedAt: number): number {
  return heldSpans(parts, at, startedAt).reduce((sum, span) => sum + (span.until - span.from), 0)
}

/**
 * How long the activity waited for approval by `at`: each wait that held it (see heldSpans), whole, as the picture
 * draws it ("⏳ waited 2h 14m for approval"), so that the end can say how much of its time was a wait.
 */
export function approvalWaitMs(parts: readonly Part[], at: number, startedAt: number): number {
  const held = heldSpans(parts, at, startedAt)
  const waits = waitsOf(parts, at, startedAt).filter((wait) =>
    held.some((span) => span.from < wait.until && span.until > wait.from),
  )
  return union(waits).reduce((sum, span) => sum + (span.until - span.from), 0)
}

/**
 * When the activity was held, up to `at`: the time past MAX_WAIT_MS of each job's wait that no job of the activity
 * ran its steps in, from `startedAt` on, in order.
 */
export function heldSpans(parts: readonly Part[], at: number, startedAt: number): Span[] {
  const running = parts.flatMap((part) => {
    const first = firstStepAt(part)
    return first === undefined ? [] : [{ from: first, until: part.phase === 'done' ? endedAt(part) : at }]
  })
  const held = waitsOf(parts, at, startedAt).flatMap(({ from, until }) =>
    until - from > MAX_WAIT_MS ? [{ from: from + MAX_WAIT_MS, until }] : [],
  )
  return less(union(held), union(running))
}

/** Each listed job's wait before its first step, to `at` while it has none: those of jobs not begun included. */
function waitsOf(parts: readonly Part[], at: number, origin: number): Span[] {
  return parts.flatMap((part) => {
    const job = part.job
    // A job that completed with no step begun (skipped, rejected) waited for nothing that went on.
    if (!job || (job.status === 'completed' && firstStepAt(part) === undefined)) return []
    const until = Math.min(at, firstStepAt(part) ?? at)
    const created = timeOf(job.createdAt)
    const before = parts
      .filter((other) => other !== part && other.phase === 'done' && endedAt(other) <= until + SAME_MOMENT_MS)
      .map(endedAt)
    const from = waitBegan(Number.isFinite(created) ? [created] : [], before, origin)
    return until > from ? [{ from, until }] : []
  })
}

/** When the job's first step began, the runner's own records aside; undefined before it has. */
function firstStepAt(part: Part): number | undefined {
  const starts = (part.job?.steps ?? [])
    .filter((step) => !BOOKKEEPING.has(step.name) && begun(step))
    .map((step) => timeOf(step.startedAt))
    .filter(Number.isFinite)
  return starts.length === 0 ? undefined : Math.min(...starts)
}

/** The spans merged where they overlap, in order. */
function union(spans: readonly Span[]): Span[] {
  const merged: Span[] = []
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    const last = merged.at(-1)
    if (last && span.from <= last.until)
      merged[merged.length - 1] = { ...last, until: Math.max(last.until, span.until) }
    else merged.push(span)
  }
  return merged
}

/** What of `spans` (merged) no span of `minus` (merged) covers. */
function less(spans: readonly Span[], minus: readonly Span[]): Span[] {
  return spans.flatMap((span) => {
    const left: Span[] = []
    let from = span.from
    for (const cut of minus) {
      if (cut.until <= from || cut.from >= span.until) continue
      if (cut.from > from) left.push({ from, until: cut.from })
      from = Math.max(from, cut.until)
    }
    if (from < span.until) left.push({ from, until: span.until })
    return left
  })
}
