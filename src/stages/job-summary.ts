import * as core from '@actions/core'
import type { ActivityFolder } from '../activity/folder.js'
import type { JournalEntry } from '../activity/folder-schema.js'
import type { LastLook } from '../activity/last-look.js'
import type { PictureRequest } from '../activity/run-picture.js'
import { type SummaryPicture, summaryMarkdown } from '../activity/summary.js'
import type { EndOutcome } from '../outcome.js'

export interface JobSummary {
  readonly journal: readonly JournalEntry[]
  readonly status: EndOutcome
  readonly durationMs: number
  readonly usualMs?: number
  /**
   * What to draw the run from, and how: where this job's tracker left its last look at the run, or a look this
   * job took itself (the closing job's read of the run's jobs).
   */
  readonly picture?: {
    readonly from: ActivityFolder | LastLook
    readonly request: PictureRequest
  }
}

/**
 * Writes the job summary: the run's picture, when this job's tracker left a look at the run, then what was sent.
 * Outside a runner (a local run) there is no summary to write to.
 */
export async function writeJobSummary(summary: JobSummary): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const picture = summary.picture && (await drawRun(summary.picture.from, summary.picture.request))
  const text = summaryMarkdown(summary.journal, summary.status, summary.durationMs, summary.usualMs, picture)
  await core.summary.addRaw(text).write()
}

/**
 * When this post began: the process's start. The runner starts it as the job's last step ends (after the posts of
 * other actions), so the job's steps were over by then.
 */
export function postBeganAt(): number {
  return Math.round(performance.timeOrigin)
}

/** The picture, loaded only here; a picture that cannot be drawn leaves the rest of the summary as it was. */
async function drawRun(
  from: ActivityFolder | LastLook,
  request: PictureRequest,
): Promise<SummaryPicture | undefined> {
  try {
    const { pictureOf, runPictureOf } = await import('../activity/run-picture.js')
    return 'snapshot' in from ? pictureOf(from, request) : runPictureOf(from, request)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    core.debug(`Signalgrid: the job summary has no picture of the run (${detail}).`)
    return undefined
  }
}
