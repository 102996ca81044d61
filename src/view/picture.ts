// The run as a picture, for the job summary: a section per job that took part, a bar per step of the user's
// against what it took in the last successful run (the plan), the waits between jobs, and a matrix's legs a bar
// each. gantt.ts writes it as Mermaid's gantt. Pure: the moment this job's steps were over is a parameter.
//
// What a job saw of the others is its tracker's last look at the run: a job still running then is drawn up to
// that moment. This job's own steps end when its post began; the ones its tracker did not see end (it reads the
// jobs every few seconds) are drawn up to then, marked "~".
import type { JobStep } from '../github/job.js'
import { userSteps } from '../github/job-steps.js'
import { BOOKKEEPING, LEG_NAME } from '../github/names.js'
import type { EndOutcome, Outcome } from '../outcome.js'
import { SAME_MOMENT_MS } from './constants.js'
import { formatDuration } from './durations.js'
import { actionNames } from './participants.js'
import { activityStart, type Part, partsOf } from './parts.js'
import type { Plan, PlannedJob } from './plan.js'
import { type RunSnapshot, timeOf } from './snapshot.js'
import { heldSpans, type Span, waitBegan } from './waits.js'
import { type EndDetail, endWords } from './words.js'

/** What a bar stands for; Mermaid draws each kind its own way (gantt.ts). */
export type BarKind =
  /** A step of the user's, or a leg, or a job's steps folded into one bar. */
  | 'step'
  /** One that ran long against its usual time. */
  | 'long'
  | 'failed'
  /** Cut short by a cancel. */
  | 'cancelled'
  /** Where a cancelled job stopped: a point. */
  | 'stop'
  /** A job waiting for a runner or an approval, and being set up. */
  | 'wait'
  /** How long the job usually takes, from its start. */
  | 'usual'

export interface Bar {
  /** A name from the workflow (a step's, a leg's values): data, which the gantt escapes and cuts. */
  readonly name: string | undefined
  /** What the picture says of it: "12s (usually 8s)", "⏳ waited 4s". */
  readonly text: string
  readonly kind: BarKind
  /** From the picture's start, in ms. */
  readonly start: number
  readonly end: number
}

export interface Section {
  /** The job's name, or the matrix job's: data. */
  readonly name: string
  /** "20 legs" for a matrix's legs. */
  readonly text: string | undefined
  readonly bars: readonly Bar[]
}

export interface Picture {
  /** What it is the picture of ("Deploy main", a job's name): data. */
  readonly heading: string
  /** "succeeded in 1m 7s (usually 1m 5s)". */
  readonly outcome: string
  /** From the picture's start to its last bar's end, in ms. */
  readonly spanMs: number
  readonly sections: readonly Section[]
  /** The jobs whose steps (or a matrix whose legs) are drawn as one bar, to stay within MAX_BARS. */
  readonly folded: readonly string[]
  /** How many jobs are left out, past MAX_BARS even folded. */
  readonly left: number
}

export interface PictureOptions {
  /** 'activity': every job that took part, by the job that ends the activity; 'job': this job's steps alone. */
  readonly scope: 'activity' | 'job'
  /** What the picture of the activity is called: its title ("Deploy main"). A job's is its name. */
  readonly heading: string
  /** How the activity (or this job) ended: the title says it, with what its end says beside the outcome. */
  readonly outcome: EndOutcome
  readonly detail?: EndDetail
  /** How this job ended: a cancel cut short the steps its tracker did not see done. */
  readonly jobOutcome: Outcome
  /** When the activity (or this job) ended, as its end says: the title's time runs to it. In ms since the epoch. */
  readonly endedAt: number
  /**
   * When this job's post began: its steps were over by then. Those its tracker did not see end are drawn up to it.
   * In ms since the epoch.
   */
  readonly postBeganAt: number
}

/**
 * The most bars a picture holds: 2,000 bars are unreadable, and the job summary holds 1 MiB. Past it the steps
 * of the jobs with the most are folded into one bar for the job, then a matrix's legs into one for the matrix,
 * and past that the last jobs are left out; the summary says which.
 */
export const MAX_BARS = 100

/** A step ran long when it took this much longer than its usual time, and this share more (whole seconds). */
const LONG_BY_MS = 2_000
const LONG_BY_SHARE = 0.1

/** A wait shorter than this (the API's second) is not drawn. */
const MIN_WAIT_MS = 1_000

/** A step, a leg or a job drawn, in ms since the epoch until the picture's start is known. */
interface Drawn {
  readonly name: string | undefined
  readonly text: string
  readonly kind: BarKind
  readonly start: number
  readonly end: number
}

/** A job as drawn: its span, its usual time, its steps, and how it broke. */
interface DrawnJob {
  readonly part: Part
  readonly start: number | undefined
  readonly end: number | undefined
  readonly usualMs: number | undefined
  readonly steps: readonly Drawn[]
  readonly outcome: 'failed' | 'cancelled' | 'running' | undefined
}

/** A section before it is laid out: a job, or a matrix's legs. */
interface Group {
  readonly name: string
  readonly jobs: readonly DrawnJob[]
  readonly legs: boolean
}

/** The picture of the run as `snapshot` (the tracker's last look) and the plan show it; undefined: nothing to draw. */
export function runPicture(
  snapshot: RunSnapshot,
  plan: Plan | undefined,
  options: PictureOptions,
): Picture | undefined {
  const names = actionNames(snapshot.actionStep)
  const parts = partsOf(snapshot, plan).filter((part) => part.job !== undefined)
  const drawn = parts.filter((part) => options.scope === 'activity' || part.own)
  const own = parts.find((part) => part.own)
  // A job's own picture needs the job; the activity's may be drawn by a job that takes no part (the closing job).
  if (drawn.length === 0 || (options.scope !== 'activity' && !own)) return undefined
  const lastLook = lastMoment(snapshot)
  const jobs = drawn.map((part) => drawJob(part, plan, names, options, lastLook))
  const groups = groupLegs(jobs, options.scope)
  const begun = jobs.flatMap((job) => (job.start === undefined ? [] : [job.start]))
  // The title's time is the end's: from the activity's start, or this job's use of the action.
  const started = options.scope === 'activity' ? activityStart(snapshot, parts) : snapshot.ownStartedAt
  // Steps before the action's own (it need not be the first) are drawn from where they began.
  const origin = Math.min(started, ...begun)
  const ownPlanned = own?.planned === undefined ? undefined : plan?.jobs[own.planned]
  const usualMs =
    options.scope === 'activity' ? plan?.usualMs : ownPlanned && ownPlanned.end - ownPlanned.start
  // The waits the bar held (a deploy waiting for its approval) are drawn as what they were.
  const held = heldSpans(parts, lastLook, origin)
  const lay = (fold: boolean) =>
    groups.map((group) => layOut(group, jobs, origin, lastLook, held, options.scope, fold))
  const bounded = withinBound(lay(false), lay(true), groups)
  const spanMs = Math.max(0, ...bounded.sections.flatMap((section) => section.bars.map((bar) => bar.end)))
  return {
    heading: options.scope === 'activity' || !own ? options.heading : own.name,
    outcome: lowerFirst(endWords(options.outcome, options.endedAt - started, { ...options.detail, usualMs })),
    spanMs,
    ...bounded,
  }
}

/** The latest moment the listing shows: it was read then or later. */
function lastMoment(snapshot: RunSnapshot): number {
  const moments = snapshot.jobs.flatMap((job) => [
    timeOf(job.createdAt),
    timeOf(job.startedAt),
    timeOf(job.completedAt),
    ...job.steps.flatMap((step) => [timeOf(step.startedAt), timeOf(step.completedAt)]),
  ])
  return Math.max(snapshot.ownStartedAt, ...moments.filter(Number.isFinite))
}

/**
 * A job's span (its first step to its last, "Set up job" and "Complete job" aside, as the plan counts it), its
 * usual time, and its steps of the user's: each as it ran, against its usual time; a step still running at the
 * last look, up to it; this job's steps not seen done, up to its post.
 */
function drawJob(
  part: Part,
  plan: Plan | undefined,
  names: ReadonlySet<string>,
  { postBeganAt, jobOutcome }: PictureOptions,
  lastLook: number,
): DrawnJob {
  const job = part.job as NonNullable<Part['job']>
  const planned = part.planned === undefined ? undefined : plan?.jobs[part.planned]
  const timed = job.steps.filter((step) => !BOOKKEEPING.has(step.name))
  const starts = timed.map((step) => timeOf(step.startedAt)).filter(Number.isFinite)
  const ends = timed.map((step) => timeOf(step.completedAt)).filter(Number.isFinite)
  const begun = job.status !== 'queued' && job.status !== 'waiting' && job.status !== 'pending'
  const startedAt = timeOf(job.startedAt)
  const start =
    starts.length > 0 ? Math.min(...starts) : begun && Number.isFinite(startedAt) ? startedAt : undefined
  const completed = job.status === 'completed'
  // Not before what the tracker saw of it (a post run in the same process as the stages before it, locally).
  const over = Math.max(postBeganAt, ...ends, ...starts)
  const end = part.own
    ? over
    : completed
      ? ends.length > 0
        ? Math.max(...ends)
        : Math.max(start ?? 0, ...[timeOf(job.completedAt)].filter(Number.isFinite))
      : start === undefined
        ? undefined
        : lastLook
  const usual = usualSteps(planned)
  const steps: Drawn[] = []
  const unseen: JobStep[] = []
  for (const step of userSteps(job.steps, names)) {
    if (step.conclusion === 'skipped') continue
    const from = timeOf(step.startedAt)
    const to = timeOf(step.completedAt)
    const usualMs = usual(step.name)
    if (Number.isFinite(from) && Number.isFinite(to)) steps.push(stepBar(step, from, to, usualMs))
    else if (part.own) unseen.push(step)
    else if (Number.isFinite(from))
      steps.push({
        name: step.name,
        text: 'running at the last look',
        kind: 'step',
        start: from,
        end: lastLook,
      })
  }
  if (unseen.length > 0) {
    const cancelled = jobOutcome === 'cancelled' || unseen.some((step) => step.conclusion === 'cancelled')
    steps.push(unseenBar(unseen, steps.at(-1)?.end ?? start ?? over, over, cancelled))
  }
  const stopped = steps.find((step) => step.kind === 'cancelled')
  if (stopped)
    steps.push({ name: undefined, text: '⏹ cancelled', kind: 'stop', start: stopped.end, end: stopped.end })
  const failed = steps.some((step) => step.kind === 'failed') || part.progress?.failed !== undefined
  return {
    part,
    start,
    end,
    usualMs: planned && planned.end - planned.start,
    steps,
    outcome: failed
      ? 'failed'
      : stopped || job.conclusion === 'cancelled'
        ? 'cancelled'
        : !part.own && !completed
          ? 'running'
          : undefined,
  }
}

/** A step's usual time by its name, the n-th of that name for its n-th occurrence (two checkouts, say). */
function usualSteps(planned: PlannedJob | undefined): (name: string) => number | undefined {
  const taken = new Map<string, number>()
  return (name) => {
    const occurrence = taken.get(name) ?? 0
    taken.set(name, occurrence + 1)
    const step = planned?.steps.filter((candidate) => candidate.name === name)[occurrence]
    return step && step.end - step.start
  }
}

function stepBar(step: JobStep, start: number, end: number, usualMs: number | undefined): Drawn {
  const took = formatDuration(end - start)
  if (step.conclusion === 'failure')
    return { name: step.name, text: `failed after ${took}`, kind: 'failed', start, end }
  if (step.conclusion === 'cancelled')
    return { name: step.name, text: `cancelled after ${took}`, kind: 'cancelled', start, end }
  if (usualMs !== undefined && ranLong(end - start, usualMs))
    return { name: step.name, text: `${took} (usually ${formatDuration(usualMs)})`, kind: 'long', start, end }
  return { name: step.name, text: took, kind: 'step', start, end }
}

function ranLong(ms: number, usualMs: number): boolean {
  return ms - usualMs >= Math.max(LONG_BY_MS, usualMs * LONG_BY_SHARE)
}

/**
 * This job's steps that its tracker did not see done: from where the first began (or the step before it ended) to
 * this job's post, one bar. A cancelled job was cut short in them.
 */
function unseenBar(steps: readonly JobStep[], after: number, until: number, cancelled: boolean): Drawn {
  const first = steps[0] as JobStep
  const began = timeOf(first.startedAt)
  const start = Math.min(until, Number.isFinite(began) ? began : after)
  const more = steps.length > 1 ? `+${steps.length - 1} ${steps.length === 2 ? 'step' : 'steps'} · ` : ''
  const took = `~${formatDuration(until - start)}`
  return cancelled
    ? { name: first.name, text: `${more}cancelled after ${took}`, kind: 'cancelled', start, end: until }
    : { name: first.name, text: `${more}${took}`, kind: 'step', start, end: until }
}

/** The jobs in the order they began, a matrix's legs (two or more, by the job's name) together. */
function groupLegs(jobs: readonly DrawnJob[], scope: PictureOptions['scope']): Group[] {
  const ordered = [...jobs].sort(
    (a, b) =>
      (a.start ?? Number.POSITIVE_INFINITY) - (b.start ?? Number.POSITIVE_INFINITY) ||
      (a.part.job?.id ?? 0) - (b.part.job?.id ?? 0),
  )
  const matrixOf = (job: DrawnJob) => (scope === 'activity' ? LEG_NAME.exec(job.part.name)?.[1] : undefined)
  const counts = new Map<string, number>()
  for (const job of ordered) {
    const matrix = matrixOf(job)
    if (matrix !== undefined) counts.set(matrix, (counts.get(matrix) ?? 0) + 1)
  }
  const groups: Group[] = []
  const matrices = new Map<string, DrawnJob[]>()
  for (const job of ordered) {
    const matrix = matrixOf(job)
    if (matrix === undefined || (counts.get(matrix) ?? 0) < 2) {
      groups.push({ name: job.part.name, jobs: [job], legs: false })
      continue
    }
    const legs = matrices.get(matrix)
    if (legs) {
      legs.push(job)
      continue
    }
    const first = [job]
    matrices.set(matrix, first)
    groups.push({ name: matrix, jobs: first, legs: true })
  }
  return groups
}

/** A section as drawn, its steps (or legs) one bar each, or folded into one. */
function layOut(
  group: Group,
  jobs: readonly DrawnJob[],
  origin: number,
  lastLook: number,
  held: readonly Span[],
  scope: PictureOptions['scope'],
  fold: boolean,
): Section {
  const begun = group.jobs.flatMap((job) => (job.start === undefined ? [] : [job.start]))
  const start = begun.length === 0 ? undefined : Math.min(...begun)
  const bars: Drawn[] = []
  if (scope === 'activity') bars.push(...waitBar(group, jobs, start, origin, lastLook, held))
  const usualMs = group.legs ? legsUsualMs(group) : group.jobs[0]?.usualMs
  if (start !== undefined && usualMs !== undefined && usualMs > 0) {
    bars.push({
      name: undefined,
      text: `usually ${formatDuration(usualMs)}`,
      kind: 'usual',
      start,
      end: start + usualMs,
    })
  }
  if (fold) bars.push(...foldedBar(group, start))
  else if (group.legs) bars.push(...group.jobs.flatMap(legBar))
  else bars.push(...(group.jobs[0]?.steps ?? []))
  return {
    name: group.name,
    text: group.legs ? `${group.jobs.length} legs` : undefined,
    bars: bars.map((bar) => ({ ...bar, start: bar.start - origin, end: bar.end - origin })),
  }
}

/**
 * The wait before a job (or a matrix) began: from the later of when it was created and the end of the job it
 * followed, to its first step (a runner picked up, an approval given, the job set up). Still waiting at the last
 * look: to then. A wait that held the activity (`held`, as the bar counts it) was for an approval.
 */
function waitBar(
  group: Group,
  jobs: readonly DrawnJob[],
  start: number | undefined,
  origin: number,
  lastLook: number,
  held: readonly Span[],
): Drawn[] {
  const until = start ?? lastLook
  const created = group.jobs.map((job) => timeOf(job.part.job?.createdAt ?? null)).filter(Number.isFinite)
  const before = jobs
    .filter((job) => !group.jobs.includes(job) && job.end !== undefined && job.end <= until + SAME_MOMENT_MS)
    .map((job) => job.end as number)
  if (created.length === 0 && before.length === 0) return []
  const from = waitBegan(created, before, origin)
  if (until - from < MIN_WAIT_MS) return []
  const took = formatDuration(until - from)
  const approval = held.some((span) => span.from >= from && span.until <= until) ? ' for approval' : ''
  const text = start === undefined ? `⏳ waiting at the last look (${took})` : `⏳ waited ${took}${approval}`
  return [{ name: undefined, text, kind: 'wait', start: from, end: until }]
}

/** The legs' usual time: the longest leg's, as they run side by side. */
function legsUsualMs(group: Group): number | undefined {
  const usual = group.jobs.flatMap((job) => (job.usualMs === undefined ? [] : [job.usualMs]))
  return usual.length === 0 ? undefined : Math.max(...usual)
}

/** A leg as one bar, named by its matrix values: how long it took, and how it broke. */
function legBar(job: DrawnJob): Drawn[] {
  if (job.start === undefined || job.end === undefined) return []
  const name = LEG_NAME.exec(job.part.name)?.[2] ?? job.part.name
  return [{ name, ...jobSpan(job, job.start, job.end) }]
}

/** A job's (or a leg's) whole span in words and kind: failed where, cancelled, running, or against its usual. */
function jobSpan(job: DrawnJob, start: number, end: number): Omit<Drawn, 'name'> {
  const took = formatDuration(end - start)
  const progress = job.part.progress
  switch (job.outcome) {
    case 'failed':
      return {
        text: progress?.failed ? `failed at ${progress.failed.name} after ${took}` : `failed after ${took}`,
        kind: 'failed',
        start,
        end,
      }
    case 'cancelled':
      return { text: `cancelled after ${took}`, kind: 'cancelled', start, end }
    case 'running':
      return { text: 'running at the last look', kind: 'step', start, end }
  }
  if (job.usualMs !== undefined && ranLong(end - start, job.usualMs))
    return { text: `${took} (usually ${formatDuration(job.usualMs)})`, kind: 'long', start, end }
  return { text: took, kind: 'step', start, end }
}

/** A job's steps, or a matrix's legs, as one bar. */
function foldedBar(group: Group, start: number | undefined): Drawn[] {
  const ends = group.jobs.flatMap((job) => (job.end === undefined ? [] : [job.end]))
  if (start === undefined || ends.length === 0) return []
  const end = Math.max(...ends)
  if (!group.legs) {
    const job = group.jobs[0] as DrawnJob
    const count = job.steps.filter((step) => step.kind !== 'stop').length
    const span = jobSpan(job, start, end)
    return [{ ...span, name: undefined, text: `${count} ${count === 1 ? 'step' : 'steps'} · ${span.text}` }]
  }
  const failed = group.jobs.filter((job) => job.outcome === 'failed').length
  const cancelled = group.jobs.filter((job) => job.outcome === 'cancelled').length
  const broke = [failed ? `${failed} failed` : '', cancelled ? `${cancelled} cancelled` : ''].filter(Boolean)
  return [
    {
      name: undefined,
      text: [`${group.jobs.length} legs`, formatDuration(end - start), ...broke].join(' · '),
      kind: failed ? 'failed' : cancelled ? 'cancelled' : 'step',
      start,
      end,
    },
  ]
}

/**
 * The sections within MAX_BARS: the steps of the jobs with the most folded first, then a matrix's legs, then the
 * last sections left out.
 */
function withinBound(
  full: readonly Section[],
  folded: readonly Section[],
  groups: readonly Group[],
): Pick<Picture, 'sections' | 'folded' | 'left'> {
  const bars = (sections: readonly Section[]) =>
    sections.reduce((sum, section) => sum + section.bars.length, 0)
  const sections = [...full]
  const saved = (index: number) => (full[index]?.bars.length ?? 0) - (folded[index]?.bars.length ?? 0)
  const order = groups
    .map((group, index) => ({ group, index }))
    .filter(({ index }) => saved(index) > 0)
    .sort((a, b) => Number(a.group.legs) - Number(b.group.legs) || saved(b.index) - saved(a.index))
  const names: string[] = []
  for (const { group, index } of order) {
    if (bars(sections) <= MAX_BARS) break
    sections[index] = folded[index] as Section
    names.push(group.name)
  }
  let left = 0
  while (bars(sections) > MAX_BARS && sections.length > 1) {
    sections.pop()
    left += groups[sections.length]?.jobs.length ?? 0
  }
  return { sections, folded: names, left }
}

/**
 * The job expected to end the activity, by the plan: the one of the others planned to end last. Undefined without
 * a plan, or where this job is planned to end last.
 */
export function endingJob(snapshot: RunSnapshot, plan: Plan | undefined): string | undefined {
  if (!plan) return undefined
  const planned = partsOf(snapshot, plan).flatMap((part) => {
    const job = part.planned === undefined ? undefined : plan.jobs[part.planned]
    return job ? [{ part, end: job.end }] : []
  })
  const last = planned.sort((a, b) => b.end - a.end)[0]
  return last && !last.part.own ? last.part.name : undefined
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}
