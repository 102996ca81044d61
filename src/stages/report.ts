import * as core from '@actions/core'
import type { JournalEntry } from '../activity/folder-schema.js'
import type { JournalSeal } from '../activity/journal-seal.js'
import { ANNOTATION } from '../constants.js'
import type { StopOutcome } from '../tracker/control.js'

/**
 * Says that talking to Signalgrid failed. A notifier must not be the reason a job fails: a warning, unless
 * the user asked for `fail-on-error`.
 */
export function reportServiceFailure(failOnError: boolean, what: string, error: unknown): void {
  const message = `Signalgrid: ${what}: ${error instanceof Error ? error.message : String(error)}`
  if (failOnError) core.setFailed(message)
  else core.warning(message, ANNOTATION)
}

/**
 * What the tracker had to say, which it cannot print: its notices and its lines for the log (a dry run's
 * requests) in the job log, its other lines in the debug log. Only the lines under the action's seal: any step
 * of the job can append to the journal, and a line it wrote is not the action's to say.
 */
export function sayTrackerJournal(journal: readonly JournalEntry[], seal: JournalSeal): void {
  for (const entry of journal) {
    if (!(entry.kind === 'notice' || entry.kind === 'info' || entry.kind === 'debug') || !seal.holds(entry))
      continue
    if (entry.kind === 'notice') core.notice(entry.message, ANNOTATION)
    else if (entry.kind === 'info') core.info(`${entry.message} (the tracker, at ${clock(entry.at)})`)
    else core.debug(entry.message)
  }
}

/** "12:00:03 UTC": when the tracker said a line that post prints later. */
function clock(at: number): string {
  return `${new Date(at).toISOString().slice(11, 19)} UTC`
}

/** What came of asking the tracker to stop, as the debug log says it. */
const STOP_OUTCOMES: Readonly<Record<StopOutcome, string>> = {
  stopped: 'the tracker stopped',
  'not running': 'no tracker was running',
  killed: 'the tracker did not stop in time, and was killed',
  left: "the tracker did not stop in time; the runner's clean-up of the job's processes ends it",
}

/** How the tracker's stop went, in the debug log: what a post slower than usual, or a process left, comes from. */
export function sayTrackerStop(outcome: StopOutcome): void {
  core.debug(`Signalgrid: ${STOP_OUTCOMES[outcome]}.`)
}
