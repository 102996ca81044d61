// The words of the run's view, short enough for a lock screen. Pure.

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/**
 * The time left the way a person says it: "a few seconds left", "about 40s left", "about 3 min left",
 * "about 1 h 15 min left" (to ten seconds under a minute, five minutes past an hour: a finer figure would claim
 * a precision the estimate has not). Past the usual time any number would be wrong: "taking longer than usual".
 */
export function timeLeftText(remainingMs: number, overrun: boolean): string {
  if (overrun) return 'taking longer than usual'
  if (remainingMs < 10 * SECOND) return 'a few seconds left'
  const tens = Math.round(remainingMs / (10 * SECOND))
  if (tens < 6) return `about ${tens * 10}s left`
  if (remainingMs < HOUR - MINUTE / 2)
    return `about ${Math.max(1, Math.round(remainingMs / MINUTE))} min left`
  const fives = Math.round(remainingMs / (5 * MINUTE))
  const hours = Math.floor(fives / 12)
  const minutes = (fives % 12) * 5
  return `about ${hours} h${minutes === 0 ? '' : ` ${minutes} min`} left`
}

/** The most jobs named side by side before the rest are counted: "test, lint, docs +2". */
const MAX_NAMED = 3

/** "test, lint": the jobs running side by side, the legs of one matrix job counted as one ("build ×3"). */
export function jobList(names: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const name of names) {
    const shown = LEG_NAME.exec(name)?.[1] ?? name
    counts.set(shown, (counts.get(shown) ?? 0) + 1)
  }
  const shown = [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name))
  const more = shown.length - MAX_NAMED
  return more > 0 ? `${shown.slice(0, MAX_NAMED).join(', ')} +${more}` : shown.join(', ')
}

/** "1 of 3 legs done": a matrix's legs, in a run's view and in a shared matrix's alike. */
export function legsDoneWords(done: number, count: number): string {
  return `${done} of ${count} legs done`
}

/** "test (ubuntu-latest, 20)": the matrix job's name, and its leg's values. */
export const LEG_NAME = /^(.*) \((.*)\)$/
