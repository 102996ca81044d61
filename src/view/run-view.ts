// The run on the phone: what the jobs of the activity, as one listing of the jobs API shows them, and the last
// successful run of the workflow (its plan) say the activity is at, in one vocabulary for one job alone (a run
// of one), a pipeline, jobs side by side and a matrix's legs. Pure: no I/O, no clock (`at` is a parameter),
// so the tracker, post, the benchmark and the tests share it, and every job that reads the same listing
// computes the same view.
//
// The bar is the elapsed share of the activity's expected span: from the activity's start to the moment the
// last of its jobs is expected to end. Each job is expected to end when its remaining steps, each weighing what
// it took last time, are done; a job not started yet, after the job it followed last time and the wait between
// them. So the bar moves with the clock while the run keeps last time's pace, leaps when a step ends early,
// and slows when one runs long, never reaching where a step's end will put it before that step ends.
import type { Job, JobStep } from '../github/job.js'
import { type StepProgress, stepProgress, stepsBeforeBreak, userSteps } from '../github/job-steps.js'
import { actionNames, carriedOver, takesPart } from './participants.js'
import type { Plan, PlannedJob } from './plan.js'
import { type RunSnapshot, snapshotAt, timeOf } from './snapshot.js'
import { jobList, LEG_NAME, legsDoneWords, timeLeftText } from './words.js'

export type { RunSnapshot } from './snapshot.js'

/** Where the activity is, in a word. */
export type ViewState =
  /** One or more of its jobs run their steps. */
  | 'running'
  /** None runs: one has ended, and another is still to come. */
  | 'between'
  /** A job waits for an environment's approval, and none runs. */
  | 'waiting'
  /** Every job that takes part is through its steps. */
  | 'done'
  | 'failed'
  | 'cancelled'

export interface RunView {
  /** Whole percent, never 100 (that is the end's), under 95 until the last steps. */
  readonly percent: number
  /** What the phone's body says: "test · Step 2 of 3 · Unit tests · about 40s left". */
  readonly words: string
  readonly state: ViewState
  /** time: weighted by the plan; steps: counted (no plan). */
  readonly basis: 'time' | 'steps'
  /** One segment per step: only when counting the steps of a job alone. */
  readonly segments: number | undefined
  /** The expected time still to go; undefined when counting, or while a job waits for approval. */
  readonly remainingMs: number | undefined
  /** The activity has run longer than it usually takes. */
  readonly overrun: boolean
  /** From the activity's start to its expected end, as of `at`; undefined when counting. */
  readonly spanMs: number | undefined
  /** How long the activity took last time (the plan's span); undefined when counting. */
  readonly usualMs: number | undefined
  /** When the activity began: the first job's use of the action, in ms since the epoch. */
  readonly startedAt: number
  /** When the next step of a running job is expected to end: a value shown now stands until about then. */
  readonly nextStepEndAt: number | undefined
  /**
   * When the next job is expected to begin, where this job is the only one running and on its last step (or past
   * it): from then on, another job shows the run. A value this job sends now may stand until about then.
   */
  readonly handoverAt: number | undefined
  /** The step the activity broke at, and whether it is this job's. */
  readonly failed: { readonly step: string; readonly own: boolean } | undefined
  /** Changes whenever a step of a job that takes part starts or ends: what a step change is. */
  readonly key: string
}

export interface ViewOptions {
  /** The moment the view is for, in ms since the epoch. */
  readonly at: number
  /** The last successful run's plan; undefined counts steps. */
  readonly plan: Plan | undefined
  /** The bar shown or due so far (see viewFloor): the view never goes under it. */
  readonly floor?: number
  /**
   * This job ends the activity when it succeeds (it started it alone, or says `end-activity: always`): counting
   * steps with no history, its steps take what is left of the bar; another job's, half of it, as more may come.
   */
  readonly endsActivity?: boolean
}

/** The bar stays under this until every job that takes part is on its last step. */
export const BEFORE_LAST_STEPS_MAX = 94
/** The most the bar shows before the end. */
const RUNNING_MAX = 99

type Phase = 'done' | 'running' | 'setup' | 'waiting' | 'queued' | 'expected'

/** A job that takes part: listed now, or expected from the plan and not listed yet. */
interface Part {
  readonly name: string
  readonly job: Job | undefined
  readonly planned: number | undefined
  readonly phase: Phase
  /** The user's steps (this action's and the runner's left out). */
  readonly progress: StepProgress | undefined
  readonly own: boolean
}

const BOOKKEEPING = new Set(['Set up job', 'Complete job'])
/** Jobs planned to start within this of each other start side by side: the API gives whole seconds. */
const SAME_MOMENT_MS = 1_000

/** The view of the run at `options.at`. */
export function runView(snapshot: RunSnapshot, options: ViewOptions): RunView {
  const { plan, at } = options
  const names = actionNames(snapshot.actionStep)
  const parts = partsOf(snapshot, plan)
  const startedAt = activityStart(snapshot, parts)
  const basis = plan ? 'time' : 'steps'
  const broken = breakOf(parts)
  const multi = parts.length > 1
  const key = keyOf(parts)
  const lone = parts.length === 1 && parts[0]?.own === true
  const segments = basis === 'steps' && lone ? parts[0]?.progress?.total || undefined : undefined
  const common = { basis, startedAt, key, usualMs: plan?.spanMs, segments } as const
  if (broken) {
    const atBreak = measure(
      partsOf(brokenAt(snapshot, broken, basis), plan),
      plan,
      broken.at,
      startedAt,
      names,
      options.endsActivity,
    )
    const progress = broken.part.progress
    const position = broken.step.position
    const where =
      broken.kind === 'failed'
        ? `Failed at ${position === undefined ? '' : `step ${position} of ${progress?.total} · `}${broken.step.name}`
        : `Cancelled at step ${position} of ${progress?.total} · ${broken.step.name}`
    return {
      ...common,
      percent: Math.max(options.floor ?? 0, atBreak.percent),
      words: multi ? `${broken.part.name} · ${where}` : where,
      state: broken.kind,
      remainingMs: undefined,
      overrun: false,
      spanMs: undefined,
      nextStepEndAt: undefined,
      handoverAt: undefined,
      failed: { step: broken.step.name, own: broken.part.own },
    }
  }
  const measured = measure(parts, plan, at, startedAt, names, options.endsActivity)
  const waiting = parts.filter((part) => part.phase === 'waiting')
  const said = sayWhere(parts, multi, plan, options.endsActivity === true)
  // The time left follows where the activity is; with nothing to say of that yet, nothing at all.
  const timed =
    basis === 'time' && measured.remainingMs !== undefined && waiting.length === 0 && said.words !== ''
  const waits =
    waiting.length === 0
      ? ''
      : `${jobList(waiting.map((part) => part.name))} ${waiting.length === 1 ? 'waits' : 'wait'} for approval`
  const words = [
    said.words,
    waits,
    timed ? timeLeftText(measured.remainingMs as number, measured.overrun) : '',
  ]
    .filter(Boolean)
    .join(' · ')
  return {
    ...common,
    percent: Math.max(options.floor ?? 0, measured.percent),
    words,
    state: said.state !== 'running' && waiting.length > 0 ? 'waiting' : said.state,
    remainingMs: waiting.length === 0 ? measured.remainingMs : undefined,
    overrun: measured.overrun,
    spanMs: measured.spanMs,
    nextStepEndAt: measured.nextStepEndAt,
    handoverAt: measured.handoverAt,
    failed: undefined,
  }
}

/**
 * The least the bar may show at `at`: the most it stood at just before each moment the activity grew (a job
 * created or started that adds to what is still to do: one the plan does not know, say).
 * A view computed from the same listing by another job, after it takes over from the job that sent before,
 * never goes under what that job showed, whatever it could see then.
 */
export function viewFloor(snapshot: RunSnapshot, plan: Plan | undefined, at: number): number {
  // Counting, a job that appears takes its share of what is left: the bar never goes back by itself.
  if (!plan) return 0
  const names = actionNames(snapshot.actionStep)
  const parts = partsOf(snapshot, plan)
  const startedAt = activityStart(snapshot, parts)
  // A job the plan knows was expected all along: its coming adds nothing.
  const moments = parts
    .filter((part) => part.planned === undefined && part.job)
    .flatMap((part) => [timeOf(part.job?.createdAt ?? null), timeOf(part.job?.startedAt ?? null)])
    .filter((moment) => moment > startedAt && moment <= at)
  let floor = 0
  for (const moment of new Set(moments)) {
    const before = moment - 1
    const earlier = partsOf(snapshotAt(snapshot, before), plan)
    if (breakOf(earlier)) continue
    floor = Math.max(floor, measure(earlier, plan, before, startedAt, names).percent)
  }
  return floor
}

/** The jobs that take part, listed or expected, each matched to its planned job by name, in order. */
function partsOf(snapshot: RunSnapshot, plan: Plan | undefined): Part[] {
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
  const begun = job.steps.some((step) => !BOOKKEEPING.has(step.name) && hasBegun(step))
  // No step of the user's listed yet (the list grows as steps start): nothing to say of it yet.
  if (!begun || !progress || progress.total === 0) return 'setup'
  return progress.done ? 'done' : 'running'
}

function hasBegun(step: JobStep): boolean {
  return step.status === 'in_progress' || step.status === 'completed'
}

/**
 * When the activity began: the first job that took part began this action's first step (this job's own
 * moment, to the millisecond, where it is the first).
 */
function activityStart(snapshot: RunSnapshot, parts: readonly Part[]): number {
  const names = actionNames(snapshot.actionStep)
  const anchors = parts.flatMap((part) => {
    if (part.own) return [snapshot.ownStartedAt]
    const steps = part.job?.steps ?? []
    const ours = steps.find((step) => names.has(step.name) && hasBegun(step))
    const first = ours ?? steps.find((step) => !BOOKKEEPING.has(step.name) && hasBegun(step))
    const at = timeOf(first?.startedAt ?? null)
    return Number.isFinite(at) ? [at] : []
  })
  return Math.min(snapshot.ownStartedAt, ...anchors)
}

interface Break {
  readonly kind: 'failed' | 'cancelled'
  readonly part: Part
  /** The user's step it broke at (position undefined: not one of the user's), and when. */
  readonly step: { readonly name: string; readonly position: number | undefined }
  readonly at: number
}

/** The first job that took part to break: a step that failed, or one cancelled while it ran. */
function breakOf(parts: readonly Part[]): Break | undefined {
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
function brokenAt(snapshot: RunSnapshot, broken: Break, basis: 'time' | 'steps'): RunSnapshot {
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

interface Measure {
  readonly percent: number
  readonly remainingMs: number | undefined
  readonly overrun: boolean
  readonly spanMs: number | undefined
  readonly nextStepEndAt: number | undefined
  readonly handoverAt: number | undefined
}

/** The bar and the time left: by the plan when there is one, by counting steps otherwise. */
function measure(
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
  const elapsed = Math.max(0, at - startedAt)
  const span = end - startedAt
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
    overrun: elapsed > plan.spanMs,
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

function beganAt(part: Part): number {
  const job = part.job
  if (!job || job.status === 'queued' || job.status === 'waiting') return Number.POSITIVE_INFINITY
  const started = timeOf(job.startedAt)
  return Number.isFinite(started) ? started : Number.POSITIVE_INFINITY
}

function onLastStep(part: Part): boolean {
  const progress = part.progress
  return (
    progress !== undefined && progress.current !== undefined && progress.current.position === progress.total
  )
}

/**
 * When each job is expected to end, in the order the plan has them (a job after the one it followed), and when
 * its running step is expected to end.
 */
function expectedEnds(
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

/** The words for where the activity is, before the time left. */
function sayWhere(
  parts: readonly Part[],
  multi: boolean,
  plan: Plan | undefined,
  endsActivity: boolean,
): { readonly words: string; readonly state: ViewState } {
  const running = parts.filter((part) => part.phase === 'running')
  const toCome = parts.filter(
    (part) => part.phase === 'setup' || part.phase === 'queued' || part.phase === 'expected',
  )
  if (running.length === 1) {
    const part = running[0] as Part
    const progress = part.progress as StepProgress
    const current = progress.current as { position: number; name: string }
    const step = `Step ${current.position} of ${progress.total} · ${current.name}`
    return { words: multi ? `${part.name} · ${step}` : step, state: 'running' }
  }
  if (running.length > 1) {
    const legs = legsOf(parts, running)
    return { words: legs ?? jobList(running.map((part) => part.name)), state: 'running' }
  }
  const lastDone = parts
    .filter((part) => part.phase === 'done')
    .sort((a, b) => endedAt(a) - endedAt(b))
    .at(-1)
  if (toCome.length > 0) {
    // Nothing done and nothing running yet: the start's words stand.
    if (!lastDone) return { words: '', state: 'between' }
    const next = nextOf(toCome, plan)
    return {
      words: [`${lastDone.name} done`, next ? `next: ${next}` : ''].filter(Boolean).join(' · '),
      state: 'between',
    }
  }
  // With no history a job alone that does not end the activity (a pipeline's first job) may be followed by
  // others nobody knows of: it is done, not the activity, and its steps all done would read as the end.
  if (!multi && (plan !== undefined || endsActivity) && lastDone?.progress)
    return { words: `All ${lastDone.progress.total} steps done`, state: 'done' }
  return { words: lastDone ? `${lastDone.name} done` : '', state: 'done' }
}

/** "1 of 3 legs done": when every job running is a leg of one matrix job. */
function legsOf(parts: readonly Part[], running: readonly Part[]): string | undefined {
  const matrix = LEG_NAME.exec(running[0]?.name ?? '')?.[1]
  if (matrix === undefined || !running.every((part) => LEG_NAME.exec(part.name)?.[1] === matrix))
    return undefined
  const legs = parts.filter((part) => LEG_NAME.exec(part.name)?.[1] === matrix)
  return legsDoneWords(legs.filter((part) => part.phase === 'done').length, legs.length)
}

/** The jobs still to come that start first: those listed already, else the plan's first (side by side, all). */
function nextOf(toCome: readonly Part[], plan: Plan | undefined): string {
  const listed = toCome.filter((part) => part.phase !== 'expected')
  if (listed.length > 0) return jobList(listed.map((part) => part.name))
  const startOf = (part: Part) => plan?.jobs[part.planned ?? -1]?.start ?? Number.POSITIVE_INFINITY
  const first = Math.min(...toCome.map(startOf))
  return jobList(toCome.filter((part) => startOf(part) <= first + SAME_MOMENT_MS).map((part) => part.name))
}

function endedAt(part: Part): number {
  const steps = part.job?.steps ?? []
  const ends = [
    timeOf(part.job?.completedAt ?? null),
    ...steps.map((step) => timeOf(step.completedAt)),
  ].filter(Number.isFinite)
  return ends.length === 0 ? 0 : Math.max(...ends)
}

function keyOf(parts: readonly Part[]): string {
  return parts
    .map((part) => {
      const progress = part.progress
      const broke = progress?.failed ? 'F' : progress?.cancelled ? 'C' : ''
      return `${part.name}:${part.phase}:${progress?.completed ?? 0}/${progress?.total ?? 0}:${progress?.current?.position ?? 0}${broke}`
    })
    .join(';')
}
