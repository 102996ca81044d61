import { labelDigest } from '../matrix/leg.js'
import type { Tally } from '../matrix/tally.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { timedFinalContent } from './estimate.js'

/** How long each leg usually takes, by its label ("ubuntu-latest, 20"), from the last successful run. */
export type LegsUsualMs = Readonly<Record<string, number>>

/** "4 of 6 legs done · 1 failed: ubuntu-latest, 20": what a shared matrix activity says while it runs. */
export function legsContent(content: ActivityContent, tally: Tally, usualMs?: LegsUsualMs): ActivityContent {
  const failed = failedWords(tally)
  return {
    ...content,
    body: [`${tally.done.length} of ${tally.count} legs done`, failed].filter(Boolean).join(' · '),
    // Red from the first failed leg on; a full bar is for the end.
    severity: tally.failed.length > 0 ? 'CRIT' : content.severity,
    progress: Math.min(99, Math.floor(100 * doneShare(tally, usualMs))),
  }
}

/**
 * The share of the matrix that is done: legs done, each weighing its usual time when the legs' history has
 * them, so that the bar stands nearer its end once the long legs are done. A leg the history does not know
 * (added since, or renamed) weighs the mean of those it knows; so do the legs still running when the history
 * does not hold exactly as many other legs as are still to come.
 */
export function doneShare(tally: Tally, usualMs: LegsUsualMs = {}): number {
  const known = Object.values(usualMs)
  if (known.length === 0) return tally.done.length / tally.count
  const mean = known.reduce((sum, ms) => sum + ms, 0) / known.length
  const weight = (ms: number | undefined) => Math.max(ms ?? mean, 1)
  // A report names its leg by its label's digest: the labels themselves are not read.
  const byDigest = new Map(Object.entries(usualMs).map(([label, ms]) => [labelDigest(label), ms]))
  const doneDigests = new Set(tally.done.map((report) => report.digest))
  const done = tally.done.reduce((sum, report) => sum + weight(byDigest.get(report.digest)), 0)
  const others = [...byDigest].filter(([digest]) => !doneDigests.has(digest))
  const toCome = tally.count - tally.done.length
  const left =
    others.length === toCome ? others.reduce((sum, [, ms]) => sum + weight(ms), 0) : toCome * weight(mean)
  return done / (done + left)
}

/**
 * The end of a shared matrix activity: the matrix's outcome, how long it took (beside its longest leg's usual
 * time: the legs run side by side), and the legs behind it.
 */
export function legsFinalContent(
  content: ActivityContent,
  tally: Tally,
  durationMs: number,
  usualMs: LegsUsualMs = {},
): ActivityContent {
  const progress = Math.floor(100 * doneShare(tally, usualMs))
  const longest = Math.max(0, ...Object.values(usualMs))
  const end = timedFinalContent({ ...content, progress }, tally.outcome, durationMs, undefined, longest)
  const legs =
    tally.outcome === 'success'
      ? `${tally.count} legs`
      : [`${tally.done.length} of ${tally.count} legs done`, failedWords(tally)].filter(Boolean).join(' · ')
  return { ...end, body: `${end.body} · ${legs}` }
}

function failedWords(tally: Tally): string {
  if (tally.failed.length === 0) return ''
  return tally.failed.length === 1
    ? `1 failed: ${tally.failedLabel}`
    : `${tally.failed.length} failed: ${tally.failedLabel}, …`
}
