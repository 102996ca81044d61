import * as core from '@actions/core'
import type { ActivityFolder } from '../activity/folder.js'
import type { JournalEntry } from '../activity/folder-schema.js'
import type { PictureRequest } from '../activity/run-picture.js'
import { type SummaryPicture, summaryMarkdown } from '../activity/summary.js'
import type { Outcome } from '../outcome.js'

export interface JobSummary {
  readonly journal: readonly JournalEntry[]
  readonly status: Outcome
  readonly durationMs: number
  readonly usualMs?: number
  /** Where this job's tracker left its last look at the run, and how to draw it. */
  readonly picture?: { readonly folder: ActivityFolder; readonly request: PictureRequest }
}

/**
 * Writes the job summary: the run's picture, when this job's tracker left a look at the run, then what was sent.
 * Outside a runner (a local run) there is no summary to write to.
 */
export async function writeJobSummary(summary: JobSummary): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const picture = summary.picture && (await drawRun(summary.picture.folder, summary.picture.request))
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
async function drawRun(folder: ActivityFolder, request: PictureRequest): Promise<SummaryPicture | undefined> {
  try {
    const { runPictureOf } = await import('../activity/run-picture.js')
    return runPictureOf(folder, request)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    core.debug(`Signalgrid: the job summary has no picture of the run (${detail}).`)
    return undefined
  }
}
