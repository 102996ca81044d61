import { readFileSync } from 'node:fs'

/** A file command file the runner cannot read; the step then fails with this message. */
export class FileCommandError extends Error {
  override name = 'FileCommandError'
}

/**
 * Reads GITHUB_STATE, GITHUB_ENV or GITHUB_OUTPUT as the runner does when the stage's process has exited:
 * `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks. Later entries win.
 */
export function readKeyValueFile(path: string, file: string): Record<string, string> {
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
  const entries: Record<string, string> = {}
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string
    if (line === '') continue
    // Whichever comes first decides the form, as in the runner: `a=b<<c` is a value, `a<<b=c` a heredoc.
    const equals = line.indexOf('=')
    const heredoc = line.indexOf('<<')
    if (equals > 0 && (heredoc < 0 || equals < heredoc)) {
      entries[line.slice(0, equals)] = line.slice(equals + 1)
    } else if (heredoc > 0) {
      const delimiter = line.slice(heredoc + 2)
      const end = lines.indexOf(delimiter, index + 1)
      if (end < 0)
        throw new FileCommandError(`Invalid value in ${file}. Matching delimiter not found '${delimiter}'`)
      entries[line.slice(0, heredoc)] = lines.slice(index + 1, end).join('\n')
      index = end
    } else {
      throw new FileCommandError(`Invalid format '${line}' in ${file}`)
    }
  }
  return entries
}
