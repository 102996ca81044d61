import { appendFileSync } from 'node:fs'
import { EOL } from 'node:os'

// The runner reads these files when the stage's process exits (not before, and not from a detached child).

/** Visible to this instance's later stages as STATE_<name>. The runner prints state in debug logs: no secrets. */
export function saveState(name: string, value: string): void {
  appendKeyValue('GITHUB_STATE', name, value)
}

/** Visible to this process now and to every later step of the job. */
export function exportVariable(name: string, value: string): void {
  process.env[name] = value
  appendKeyValue('GITHUB_ENV', name, value)
}

/** A step output. The runner keeps outputs written by main only. */
export function setOutput(name: string, value: string): void {
  appendKeyValue('GITHUB_OUTPUT', name, value)
}

/** Markdown appended to the job summary. */
export function appendSummary(markdown: string): void {
  const path = process.env.GITHUB_STEP_SUMMARY
  if (path) appendFileSync(path, markdown.endsWith('\n') ? markdown : `${markdown}${EOL}`)
}

// The heredoc form, so values may hold newlines and anything else.
function appendKeyValue(
  file: 'GITHUB_STATE' | 'GITHUB_ENV' | 'GITHUB_OUTPUT',
  name: string,
  value: string,
): void {
  const path = process.env[file]
  if (!path) return
  const delimiter = delimiterFor(value)
  appendFileSync(path, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`)
}

/**
 * A delimiter the value does not contain: that check, not the randomness, is what keeps a value from ending
 * its block early. So it needs no node:crypto, which would cost every stage about 8 ms of start-up.
 */
function delimiterFor(value: string): string {
  for (;;) {
    const delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
    if (!value.includes(delimiter)) return delimiter
  }
}
