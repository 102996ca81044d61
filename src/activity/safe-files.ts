import { randomBytes } from 'node:crypto'
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'

// The file operations of the activity's folder (folder.ts): every file written whole and renamed into place, or
// appended to, never through a link, and read never through one.

// Windows has no O_NOFOLLOW; a link there takes a privilege that steps seldom hold.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0

/** Writes a file whole under a name of its own, created exclusively, then renames it over `path`, link or not. */
export function writeAtomically(path: string, content: string): void {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  const fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600)
  try {
    writeSync(fd, content)
  } finally {
    closeSync(fd)
  }
  try {
    renameSync(temporary, path)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/**
 * Appends to `path`, never through a link: a symbolic link there is refused by the open, a hard link (a file
 * with another name elsewhere) by its link count; either is removed, and the file created anew.
 */
export function appendLine(path: string, line: string): void {
  const append = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | NO_FOLLOW
  let fd: number
  try {
    fd = openSync(path, append, 0o600)
    const stat = fstatSync(fd)
    if (!stat.isFile() || stat.nlink !== 1) {
      closeSync(fd)
      throw Object.assign(new Error('a link'), { code: 'ELOOP' })
    }
  } catch (error) {
    // ELOOP on Linux and macOS, EMLINK on the BSDs: the name is a link.
    if (!['ELOOP', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
    rmSync(path, { force: true })
    fd = openSync(path, append | constants.O_EXCL, 0o600)
  }
  try {
    writeSync(fd, line)
  } finally {
    closeSync(fd)
  }
}

/** The file's text, or undefined when it cannot be read, is a link, or is longer than `maxBytes`. */
export function readText(path: string, maxBytes = Number.POSITIVE_INFINITY): string | undefined {
  let fd: number
  try {
    fd = openSync(path, constants.O_RDONLY | NO_FOLLOW)
  } catch {
    return undefined
  }
  try {
    const stat = fstatSync(fd)
    return stat.isFile() && stat.size <= maxBytes ? readFileSync(fd, 'utf8') : undefined
  } catch {
    return undefined
  } finally {
    closeSync(fd)
  }
}

/** The file's JSON, or undefined when it cannot be read as readText says, or is not JSON. */
export function readJson(path: string, maxBytes?: number): unknown {
  try {
    return JSON.parse(readText(path, maxBytes) ?? '')
  } catch {
    return undefined
  }
}

export function isFile(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isFile() ?? false
}

export function isFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false
}
