import type { Tally } from '../matrix/tally.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { finalContent } from './content.js'

/** "4 of 6 legs done · 1 failed: ubuntu-latest, 20": what a shared matrix activity says while it runs. */
export function legsContent(content: ActivityContent, tally: Tally): ActivityContent {
  const failed = failedWords(tally)
  return {
    ...content,
    body: [`${tally.done.length} of ${tally.count} legs done`, failed].filter(Boolean).join(' · '),
    // Red from the first failed leg on; a full bar is for the end.
    severity: tally.failed.length > 0 ? 'CRIT' : content.severity,
    progress: Math.min(99, Math.floor((100 * tally.done.length) / tally.count)),
  }
}

/** The end of a shared matrix activity: the matrix's outcome, how long it took, and the legs behind it. */
export function legsFinalContent(
  content: ActivityContent,
  tally: Tally,
  durationMs: number,
): ActivityContent {
  const progress = Math.floor((100 * tally.done.length) / tally.count)
  const end = finalContent({ ...content, progress }, tally.outcome, durationMs)
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
