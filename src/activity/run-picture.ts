// The run's picture in the job summary: the tracker's last look at the run (last-look.ts) drawn as Mermaid's
// gantt (src/view/picture.ts, gantt.ts), and what the summary says beside it. A chunk of its own, which only post
// loads as it writes the summary.
import type { Job } from '../github/job.js'
import { ganttText } from '../view/gantt.js'
import { endingJob, MAX_BARS, type PictureOptions, runPicture } from '../view/picture.js'
import type { RunSnapshot } from '../view/snapshot.js'
import type { ActivityFolder } from './folder.js'
import { type LastLook, readLastLook } from './last-look.js'
import type { SummaryPicture } from './summary.js'

/**
 * What a job asks to be drawn: the picture's options (view/picture.ts; the heading the activity's title, the
 * outcome the activity's, as its end says it), the scope told by whether this job ends the activity.
 */
export interface PictureRequest extends Omit<PictureOptions, 'scope'> {
  /** This job ends the activity: it draws every job that took part; any other, its own steps. */
  readonly whole: boolean
  /** This job as post read it since (for the step it failed at): newer than the tracker's last look. */
  readonly ownJob?: Job
}

/** The picture and its notes, or undefined where the tracker left no look at the run. */
export function runPictureOf(folder: ActivityFolder, request: PictureRequest): SummaryPicture | undefined {
  const look = readLastLook(folder)
  return look && pictureOf(look, request)
}

/** The picture of a look at the run (the tracker's last, or the closing job's read of the run's jobs). */
export function pictureOf(look: LastLook, request: PictureRequest): SummaryPicture | undefined {
  const snapshot = request.ownJob ? withOwn(look.snapshot, request.ownJob) : look.snapshot
  const picture = runPicture(snapshot, look.plan, {
    scope: request.whole ? 'activity' : 'job',
    heading: request.heading,
    outcome: request.whole ? request.outcome : request.jobOutcome,
    ...(request.whole && request.detail ? { detail: request.detail } : {}),
    jobOutcome: request.jobOutcome,
    endedAt: request.endedAt,
    postBeganAt: request.postBeganAt,
  })
  if (!picture) return undefined
  const notes: string[] = []
  if (picture.folded.length > 0 || picture.left > 0) {
    const folded = picture.folded.length > 0 ? ` Each of these is one bar: ${picture.folded.join(', ')}.` : ''
    const left =
      picture.left > 0 ? ` ${picture.left} more ${picture.left === 1 ? 'job is' : 'jobs are'} left out.` : ''
    notes.push(`More than ${MAX_BARS} bars.${folded}${left}`)
  }
  if (!request.whole) {
    const ending = endingJob(snapshot, look.plan)
    notes.push(
      `This job's steps. The whole run is drawn in the job summary of the job that ends the activity${ending ? ` (${ending}, by the last successful run)` : ''}.`,
    )
  }
  return { gantt: ganttText(picture), notes }
}

function withOwn(snapshot: RunSnapshot, own: Job): RunSnapshot {
  if (own.id !== snapshot.ownJobId) return snapshot
  return { ...snapshot, jobs: [...snapshot.jobs.filter((job) => job.id !== own.id), own] }
}
