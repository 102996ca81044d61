/**
 * What went wrong, in one line for a log line or a notice: an error's first line (what follows is detail or
 * advice: the artifact library's next lines advise self-hosted runners), or, for an error that says nothing
 * (blob storage's can be), its name, its code and its HTTP status.
 */
export function causeOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return (message.split('\n')[0] ?? '').trim() || bareError(error)
}

function bareError(error: unknown): string {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown }
  const name = error instanceof Error ? error.name : 'an error'
  if (typeof statusCode === 'number') return `${name} (HTTP ${statusCode})`
  return typeof code === 'string' ? `${name} (${code})` : `${name} without a message`
}
