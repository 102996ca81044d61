/**
 * A duration in seconds, to the tenth, for the log and for messages: "0.3 s", "2.5 s", "10 s". A time
 * `measured` (how long a wait took, not a bound that was set) keeps its tenth, "2.0 s": it was rounded, and
 * every line that says how long a stage waited reads alike, which the tests that add those waits up rely on.
 */
export function seconds(ms: number, { measured = false } = {}): string {
  const tenths = Math.round(ms / 100) / 10
  return `${measured ? tenths.toFixed(1) : tenths} s`
}
