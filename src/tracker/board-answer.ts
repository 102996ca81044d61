import type { ReportAnswer } from '../matrix/board-request.js'
import type { Published } from '../matrix/roster.js'
import type { LegReport, Tally } from '../matrix/tally.js'
import { isOutcome } from '../outcome.js'
import { isActivityToken } from '../signalgrid/activity-token.js'

// The board's process's answers, as the tracker takes them: one line of JSON whose every field has its type, or
// none. The process is the tracker's own child, but what it answers comes from the run's board.

/** The one line of an answer, parsed; undefined for anything else. */
function lineOf(answer: string): unknown {
  if (answer.indexOf('\n') !== answer.length - 1) return undefined
  try {
    return JSON.parse(answer)
  } catch {
    return undefined
  }
}

/** The process's answer: one line, the JSON of a published activity whose every field has its type. */
export function publishedOf(answer: string): Published | undefined {
  const value = lineOf(answer)
  return isPublished(value) ? value : undefined
}

function isPublished(value: unknown): value is Published {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const published = value as Record<string, unknown>
  if ('failed' in published) return published.failed === true
  const { token, startedAt, legsUsualMs, remaining, senderJob } = published
  const usual = legsUsualMs as Record<string, unknown> | undefined
  return (
    typeof token === 'string' &&
    isActivityToken(token) &&
    Number.isFinite(startedAt) &&
    (usual === undefined ||
      (typeof usual === 'object' &&
        usual !== null &&
        !Array.isArray(usual) &&
        Object.values(usual).every((ms) => Number.isFinite(ms) && (ms as number) >= 0))) &&
    (remaining === undefined || Number.isSafeInteger(remaining)) &&
    // A job id, within what a number holds exactly: the tracker watches that job by it.
    (senderJob === undefined || (typeof senderJob === 'string' && /^[1-9]\d{0,14}$/.test(senderJob)))
  )
}

/** The answer to a report, the tally the end is made of among it. */
export function reportAnswerOf(answer: string): ReportAnswer | undefined {
  const value = lineOf(answer)
  return isReportAnswer(value) ? value : undefined
}

/** Whether the answer to a clear says the board was cleared. */
export function clearedOf(answer: string): boolean {
  const value = lineOf(answer)
  return typeof value === 'object' && value !== null && (value as { cleared?: unknown }).cleared === true
}

function isReportAnswer(value: unknown): value is ReportAnswer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const answer = value as Record<string, unknown>
  if (answer.over === true) return true
  const { tally, last, ends, activity } = answer
  return (
    answer.over === false &&
    isTally(tally) &&
    typeof last === 'boolean' &&
    typeof ends === 'boolean' &&
    (activity === undefined || (isPublished(activity) && !('failed' in activity)))
  )
}

function isTally(value: unknown): value is Tally {
  if (typeof value !== 'object' || value === null) return false
  const tally = value as Record<string, unknown>
  const { count, done, failed, failedLabel } = tally
  return (
    Number.isSafeInteger(count) &&
    (count as number) >= 1 &&
    Array.isArray(done) &&
    done.every(isLegReport) &&
    Array.isArray(failed) &&
    failed.every(isLegReport) &&
    (failedLabel === undefined || typeof failedLabel === 'string') &&
    isOutcome(tally.outcome) &&
    typeof tally.complete === 'boolean' &&
    typeof tally.early === 'boolean'
  )
}

function isLegReport(value: unknown): value is LegReport {
  if (typeof value !== 'object' || value === null) return false
  const { index, outcome, attempt, at, digest, job } = value as Record<string, unknown>
  return (
    Number.isSafeInteger(index) &&
    (index as number) >= 0 &&
    isOutcome(outcome) &&
    Number.isSafeInteger(attempt) &&
    (attempt as number) >= 1 &&
    Number.isFinite(at) &&
    typeof digest === 'string' &&
    /^[0-9a-f]{12}$/.test(digest) &&
    (job === undefined || (typeof job === 'string' && /^\d{1,16}$/.test(job)))
  )
}
