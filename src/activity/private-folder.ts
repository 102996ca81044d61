import { chmodSync, lstatSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The folders every process of a job keeps its files in: the activities' (folder.ts) and V8's compiled code
// (compile-cache.ts). Each is this user's alone: what another user could write there, the action would read.

/**
 * Where the activities' folders go: RUNNER_TEMP, or, without it, a folder of this user's own in the system's
 * temporary folder (per user already on Windows), never the working directory.
 */
export function activitiesFolder(runnerTemp: string): string {
  if (runnerTemp) return join(runnerTemp, 'signalgrid')
  const uid = process.getuid?.()
  return join(tmpdir(), uid === undefined ? 'signalgrid' : `signalgrid-${uid}`)
}

/**
 * Makes `path` a folder of this user's alone, or finds it one: a folder, not a link, owned by this user, and
 * readable by no one else. A link there is removed (never followed) and the folder made; anything else (a
 * file, another user's folder planted in a shared temporary folder) is refused: the activity is not kept there.
 */
export function privateFolder(path: string): void {
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(path)
  try {
    mkdirSync(path, { mode: 0o700 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const stat = lstatSync(path)
  const uid = process.getuid?.()
  if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid)) {
    throw new Error(`${path} is not a folder of this user's own; nothing is kept there`)
  }
  if (uid !== undefined && (stat.mode & 0o077) !== 0) chmodSync(path, 0o700)
}
