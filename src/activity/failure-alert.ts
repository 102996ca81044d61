import type { PreviousRun } from '../github/previous-run.js'
import { type RunContext, runUrl } from '../github/run-context.js'
import type { FailureAlert } from '../inputs.js'
import type { EndOutcome } from '../outcome.js'
import type { PushMessage } from '../signalgrid/types.js'
import { formatDuration } from '../view/durations.js'
import { type EndDetail, endWords } from '../view/words.js'

/** How the activity ends, as its end shows it: the outcome, and what its words say beside it. */
export interface Ending {
  readonly outcome: EndOutcome
  readonly detail: EndDetail
}

/**
 * The push sent when the activity ends in failure: enough to know what broke without opening GitHub (the
 * workflow, the ref, the job and the step, how long), and a link to it. `subject`: what failed, "Job build" by
 * default.
 */
export function failureAlert(
  kind: Exclude<FailureAlert, 'none'>,
  context: RunContext,
  jobId: string,
  ending: Ending,
  durationMs: number,
  subject = `Job ${context.job || jobId}`,
): PushMessage {
  const words = endWords(ending.outcome, durationMs, ending.detail)
  const what = ending.outcome === 'timed-out' ? 'timed out' : 'failed'
  const ref = [context.refName, context.sha.slice(0, 7)].filter(Boolean).join(' @ ')
  return {
    title: `${context.repository}: ${context.workflow || 'workflow'} ${what}`,
    body: [`${subject} ${inSentence(words)}.`, ref ? `Ref: ${ref}` : '', runUrl(context, jobId)]
      .filter(Boolean)
      .join('\n'),
    severity: 'CRIT',
    critical: kind === 'critical',
  }
}

/**
 * The failure alert's test: sent on purpose, by `mode: test-alert`, to where the alert goes and as critical as
 * it is, so that on-call sees it reach their phone before a failure has to. It says plainly that nothing failed.
 */
export function testAlert(
  kind: Exclude<FailureAlert, 'none'>,
  context: RunContext,
  jobId: string,
): PushMessage {
  const as = kind === 'critical' ? ' as a critical alert' : ''
  return {
    title: `${context.repository}: a test of the failure alert`,
    body: [
      `Nothing failed: ${context.workflow || 'a workflow'} sent this on purpose. A failed job's alert reaches this phone${as}, like this one.`,
      runUrl(context, jobId),
    ].join('\n'),
    severity: 'CRIT',
    critical: kind === 'critical',
  }
}

/** The end's words after the subject: "failed at “Test” after 2m"; "failed: Deploy rejected". */
function inSentence(words: string): string {
  return /^(Failed|Timed out)\b/.test(words)
    ? words.charAt(0).toLowerCase() + words.slice(1)
    : `failed: ${words}`
}

/** The failed (or timed-out) runs of the workflow on the branch just before this one: how many, and since when. */
export interface RedStreak {
  readonly runs: number
  /** When the first of them began, in ms since the epoch. */
  readonly since: number
}

/**
 * The push sent when a run succeeds after failed ones, to the alert's channels: not critical, the good news the
 * team waited for. "Release main fixed", "Green again after 2 failed runs (red since 3h ago)."
 */
export function fixedPush(
  title: string,
  streak: RedStreak,
  context: RunContext,
  jobId: string,
  at: number,
): PushMessage {
  const runs = streak.runs === 1 ? '1 failed run' : `${streak.runs} failed runs`
  const ago = formatDuration(Math.max(0, at - streak.since))
  return {
    title: `${title} fixed`,
    body: [`Green again after ${runs} (red since ${ago} ago).`, runUrl(context, jobId)].join('\n'),
    severity: 'SUCCESS',
    critical: false,
  }
}

/** The red runs just before this one, where the previous run failed and the list says when the first began. */
export function redStreakOf(previous: PreviousRun | undefined): RedStreak | undefined {
  if (!previous || previous.failedStreak === 0 || previous.redSinceMs === undefined) return undefined
  return { runs: previous.failedStreak, since: previous.redSinceMs }
}
