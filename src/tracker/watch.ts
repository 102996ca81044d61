// Which job of the activity sends, and what each tracker reads to know it, told from the run's job list that
// every job can read: no note to leave, no artifact to claim. Pure: the tracker hands in the listing.
//
// The jobs that take part and run this action's tracker (in progress, their post not begun) stand in line: by
// when the last successful run (the plan every job reads) says each ends, the last first, so that the job that
// sends is the one expected to outlast the others and hands over only when the run goes otherwise than planned;
// a job the plan does not know after those it does; with no plan, by when they began. The run's job id breaks
// ties. The first in line sends; when its post begins, its tracker stops, and the next in line sends. Every job
// reads the same listing and the same plan, so all agree without a word between them.
//
// What each one reads, so that a run of many jobs side by side costs about what a run of one does (304 answers
// to conditional requests are free; a listing that changes whenever any job moves a step is not; a job's own
// record changes only when its own steps move). Every job reads the listing once as it starts, and the history
// once after it (two requests): three in all. Then:
// - the sender reads the run's listing, at most once per spacing while it changes (the phone takes no more);
//   alone in the run (no other job of the activity running, or about to), its own record instead, and the
//   listing now and then in case another begins;
// - the next in line reads the sender's record every three spacings (15 s by default), every spacing once the
//   sender is on its last step: it changes only when the sender's steps move (unchanged, a read is free), and
//   shows its post beginning;
// - every other job is expected to end before those ahead of it in line: it looks at the listing only once it
//   runs well past when the plan says it ends (or, with no plan, now and then), and then less and less often.
import type { Job } from '../github/job.js'
import { begun, stepProgress } from '../github/job-steps.js'
import { postStepName } from '../github/names.js'
import { legsOf } from '../view/legs.js'
import { actionNames, carriedOver, takesPart } from '../view/participants.js'
import type { Plan } from '../view/plan.js'
import { type RunSnapshot, timeOf } from '../view/snapshot.js'

export type Role = 'sender' | 'next' | 'later'

export interface Line {
  readonly role: Role
  /** The job that sends, when it is not this one. */
  readonly sender: number | undefined
  /** Another job of the activity runs (or waits for an approval): the sender needs the whole listing. */
  readonly together: boolean
  /**
   * When the last job that sent before may still have been sending: its post began, and its tracker then
   * finishes the update under way. The next sender keeps the spacing from then.
   */
  readonly handedOverAt: number | undefined
  /** When the plan says the first of the jobs ahead of this one in line ends, from the activity's start. */
  readonly aheadEndsIn: number | undefined
  /** When the plan says this job ends, from the activity's start. */
  readonly endsIn: number | undefined
  /**
   * How many watches apart this job reads the sender's record (1 unless said): further back in a matrix's line,
   * a leg watches the sender too, less often the further back it stands.
   */
  readonly watchEvery?: number
}

/** This job's place in the activity's line, from one listing. */
export function lineOf(snapshot: RunSnapshot, plan: Plan | undefined): Line {
  const names = actionNames(snapshot.actionStep)
  const post = postStepName(snapshot.actionStep)
  const known = new Set(plan?.jobs.map((job) => job.name))
  const taking = snapshot.jobs.filter(
    (job) =>
      (job.id === snapshot.ownJobId || !carriedOver(job)) &&
      takesPart(
        job,
        snapshot.ownJobId,
        names,
        plan === undefined
          ? undefined
          : known.has(job.name)
            ? true
            : plan.known.has(job.name)
              ? false
              : undefined,
      ),
  )
  const posted = (job: Job) => job.steps.some((step) => step.name === post && begun(step))
  const ends = plannedEnds(taking, plan)
  const endOf = (job: Job) => ends.get(job) ?? Number.NEGATIVE_INFINITY
  const live = taking
    .filter((job) => job.id === snapshot.ownJobId || (job.status === 'in_progress' && !posted(job)))
    .sort((a, b) => endOf(b) - endOf(a) || began(a) - began(b) || a.id - b.id)
  const place = live.findIndex((job) => job.id === snapshot.ownJobId)
  const ahead = live.slice(0, Math.max(0, place)).map(endOf).filter(Number.isFinite)
  const handovers = taking
    .filter((job) => job.id !== snapshot.ownJobId && posted(job))
    .map((job) => timeOf(job.steps.find((step) => step.name === post)?.startedAt ?? null))
    .filter(Number.isFinite)
  return {
    role: place <= 0 ? 'sender' : place === 1 ? 'next' : 'later',
    sender: place <= 0 ? undefined : live[0]?.id,
    together: taking.some(
      (job) => job.id !== snapshot.ownJobId && (job.status === 'waiting' || live.includes(job)),
    ),
    handedOverAt: handovers.length === 0 ? undefined : Math.max(...handovers),
    aheadEndsIn: ahead.length === 0 ? undefined : Math.min(...ahead),
    endsIn: ends.get(live[place] as Job),
  }
}

/**
 * A shared matrix's line. Only the leg that started the activity holds its token from the start: it sends until
 * its post begins, whatever the order. In line after it, while it runs: the legs still running their steps, by
 * job id, highest first (only the starter reads the legs' history, so no leg knows better which ends last; every
 * leg sees the same ids, so all agree). The other legs learn the token, and which job is the starter's, from the
 * run's board, which costs calls: only the first in line reads it (see `needsToken`), and then watches the
 * starter's record as the next in line. Every leg further back watches the sender's record too, the n-th in line
 * every n watches: which of them outlives those ahead nobody knows, and the one that sees the sender stop reads
 * the run and finds its place, so the line holds however the legs end, at about the cost of looking now and
 * then. `starterJob` is the starter's job, once this leg knows it (the starter knows itself); `count`, the
 * matrix's legs.
 */
export function legsLineOf(
  snapshot: RunSnapshot,
  starterJob: number | undefined,
  count: number,
): Line & LegsPlace {
  const own = snapshot.ownJobId
  const legs = legsOf(snapshot).map(({ job }) => job)
  const stopped = (job: Job) => job.id !== own && stoppedSending(job, snapshot.actionStep)
  const live = legs
    .filter((job) => job.id === own || !stopped(job))
    .sort((a, b) => Number(b.id === starterJob) - Number(a.id === starterJob) || b.id - a.id)
  const place = Math.max(
    0,
    live.findIndex((job) => job.id === own),
  )
  const post = postStepName(snapshot.actionStep)
  const handovers = legs
    .filter(stopped)
    .map((job) => timeOf(job.steps.find((step) => step.name === post)?.startedAt ?? job.completedAt))
    .filter(Number.isFinite)
  return {
    role: place === 0 ? 'sender' : 'next',
    sender: place === 0 ? undefined : live[0]?.id,
    watchEvery: Math.max(1, place),
    // Until every other leg's job has completed (listed or not yet), the sender needs the whole listing: each
    // leg is done only then.
    together: legs.filter((job) => job.id !== own && job.status === 'completed').length < count - 1,
    handedOverAt: handovers.length === 0 ? undefined : Math.max(...handovers),
    aheadEndsIn: undefined,
    endsIn: undefined,
    // First in line, a leg that does not know the starter reads the token, and which job started the activity.
    needsToken: starterJob === undefined && place === 0,
  }
}

/** What a leg of a shared matrix that does not hold the activity's token yet makes of its place. */
export interface LegsPlace {
  /** It does not know the starter and is first in line (it may come right after the starter): it reads the token. */
  readonly needsToken: boolean
}

/** When the plan says each job ends, from the activity's start, the jobs of one name matched in order. */
function plannedEnds(jobs: readonly Job[], plan: Plan | undefined): Map<Job, number> {
  const ends = new Map<Job, number>()
  if (!plan) return ends
  const taken = new Set<number>()
  for (const job of [...jobs].sort((a, b) => a.id - b.id)) {
    const index = plan.jobs.findIndex((planned, at) => planned.name === job.name && !taken.has(at))
    if (index < 0) continue
    taken.add(index)
    ends.set(job, plan.jobs[index]?.end as number)
  }
  return ends
}

function began(job: Job): number {
  const at = timeOf(job.startedAt)
  return Number.isFinite(at) ? at : Number.POSITIVE_INFINITY
}

/** Whether a job is on its last step of the user's: its end, and the handover, are near. */
export function onLastStep(job: Job, actionStep: string): boolean {
  const progress = stepProgress(job, actionNames(actionStep))
  return progress.current !== undefined && progress.current.position === progress.total
}

/** Whether a job's record shows its tracker has stopped: its job is over, or this action's post has begun. */
export function stoppedSending(job: Job, actionStep: string): boolean {
  const post = postStepName(actionStep)
  return job.status === 'completed' || job.steps.some((step) => step.name === post && begun(step))
}

/** How often the next in line reads the sender's record, in spacings (min-update-interval): it takes over within three. */
export const WATCH_SPACINGS = 3
/** How long past its planned end a job further back in line runs before it looks, in spacings (at least). */
export const LATE_SPACINGS = 3

/**
 * The first look at the run by a job further back in line, in watches of the next in line (it may have to take
 * over from it), or by a sender alone; each next one twice as late.
 */
export const LATER_FIRST_WATCHES = 2
export const ALONE_FIRST_MS = 15_000
/** The longest between two such looks. */
export const LOOK_MAX_MS = 10 * 60_000
