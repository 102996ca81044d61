// What the tests of the activity's folder share: the record pre keeps there, and runner temporary folders
// that each test makes and none leaves behind.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import type { ActivityRecord } from '../../../src/activity/folder-schema.js'

export const RECORD: ActivityRecord = {
  token: 'CDGZ9',
  startedAt: 1_700_000_000_000,
  content: { title: 'CI · build', body: 'Starting…', severity: 'INFO', progress: 0 },
  quotaReserve: 1,
}

/** Makes a new empty folder (a job's RUNNER_TEMP) per call; each is removed after the test that made it. */
export function temporaryFolders(prefix: string): () => string {
  const made: string[] = []
  afterEach(() => {
    for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true })
  })
  return () => {
    const path = mkdtempSync(join(tmpdir(), prefix))
    made.push(path)
    return path
  }
}
