import * as core from '@actions/core'
import { initialContent } from '../activity/content.js'
import type { ActivityFolder } from '../activity/folder.js'
import { journalFacts } from '../activity/journal.js'
import { JournalSeal } from '../activity/journal-seal.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import type { Outcome } from '../outcome.js'
import { postBeganAt, writeJobSummary } from './job-summary.js'

/**
 * The summary of a leg whose tracker reported it on the run's board in this post's place (and ended the matrix,
 * if its report was the last): what the tracker sent, and the picture it left.
 */
export function writeReportedSummary(
  inputs: Inputs,
  context: RunContext,
  /** When this leg's job began, as its stage kept it. */
  startedAt: number | undefined,
  trackerFolder: ActivityFolder,
): Promise<void> {
  core.debug("Signalgrid: this leg's tracker reported it on the run's board as its job was cancelled.")
  const record = trackerFolder.readRecord()
  const seal = new JournalSeal(inputs.clientKey, trackerFolder)
  return writeLegSummary(inputs, trackerFolder, trackerFolder, {
    whole: journalFacts(trackerFolder.readJournal(), seal).ended,
    heading: record?.content.title ?? initialContent(inputs, context).title,
    outcome: inputs.jobStatus,
    startedAt: startedAt ?? record?.startedAt ?? Date.now(),
  })
}

/**
 * This leg's job summary: what it sent, by its tracker (where it took the legs over) and by its post (in `folder`,
 * the matrix's activity's), and the picture its tracker left (the leg that ends the matrix draws its legs as its
 * tracker last saw them; another, its own steps).
 */
export async function writeLegSummary(
  inputs: Inputs,
  trackerFolder: ActivityFolder | undefined,
  folder: ActivityFolder,
  sent: {
    readonly whole: boolean
    readonly heading: string
    readonly outcome: Outcome
    readonly startedAt: number
  },
): Promise<void> {
  const journal =
    trackerFolder && trackerFolder.path !== folder.path
      ? [...trackerFolder.readJournal(), ...folder.readJournal()].sort((a, b) => a.at - b.at)
      : folder.readJournal()
  const endedAt = Date.now()
  const request = {
    whole: sent.whole,
    heading: sent.heading,
    outcome: sent.outcome,
    jobOutcome: inputs.jobStatus,
    endedAt,
    postBeganAt: postBeganAt(),
  }
  await writeJobSummary({
    journal,
    status: inputs.jobStatus,
    durationMs: endedAt - sent.startedAt,
    ...(trackerFolder ? { picture: { from: trackerFolder, request } } : {}),
  })
}
