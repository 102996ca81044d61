import { labelDigest } from '../matrix/leg.js'
import type { Tally } from '../matrix/tally.js'
import type { ActivityContent } from '../signalgrid/types.js'
import {
  failedWords,
  type LegsDone,
  type LegsUsual,
  legsDoneShare,
  legsLeadMs,
  legsView,
} from '../view/legs.js'
import { legsDoneWords } from '../view/words.js'
import { finalContent } from './content.js'

/** How long each leg usually takes, by its label ("ubuntu-latest, 20"), from the last few successful runs. */
export type LegsUsualMs = Readonly<Record<string, number>>

/**
 * "4 of 6 legs done · 1 failed: ubuntu-latest, 20", or "1 of 3 legs done · about 40s left": what a shared
 * matrix activity says while it runs, `elapsedMs` after it began (src/view/legs.ts), taken ahead of that as
 * every sender takes it with `timedUpdates` (legsLeadMs), red from the first failed leg on.
 */
export function legsContent(
  content: ActivityContent,
  tally: Tally,
  usualMs: LegsUsualMs = {},
  elapsedMs = 0,
  timedUpdates = 0,
): ActivityContent {
  const usual = legsUsual(usualMs)
  const view = legsView(legsDone(tally), usual, elapsedMs, legsLeadMs(usual, timedUpdates))
  return {
    ...content,
    body: view.words,
    severity: tally.failed.length > 0 ? 'CRIT' : content.severity,
    progress: view.percent,
  }
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
  const legs = legsDone(tally)
  const progress = Math.floor(100 * legsDoneShare(legs, legsUsual(usualMs)))
  const longest = Math.max(0, ...Object.values(usualMs))
  const end = finalContent({ ...content, progress }, tally.outcome, durationMs, { usualMs: longest })
  const words =
    tally.outcome === 'success'
      ? `${tally.count} legs`
      : [legsDoneWords(legs.done.length, legs.count), failedWords(legs)].filter(Boolean).join(' · ')
  return { ...end, body: `${end.body} · ${words}` }
}

/** The tally as the view reads it: the legs done by their labels' digests. */
export function legsDone(tally: Tally): LegsDone {
  return {
    count: tally.count,
    done: tally.done.map((report) => report.digest),
    failed: tally.failed.length,
    failedLabel: tally.failedLabel,
  }
}

/** The legs' usual times by their labels' digests, as the reports name the legs. */
export function legsUsual(usualMs: LegsUsualMs): LegsUsual {
  return new Map(Object.entries(usualMs).map(([label, ms]) => [labelDigest(label), ms]))
}
