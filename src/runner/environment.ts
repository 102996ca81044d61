/** An input as the runner passes it (INPUT_<NAME>, spaces as underscores, upper case), trimmed. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}

/** State saved by an earlier stage of this same step instance, or ''. */
export function getState(name: string): string {
  return process.env[`STATE_${name}`] ?? ''
}
