import { existsSync, writeFileSync } from 'node:fs'
import module from 'node:module'
import { join } from 'node:path'
import { activitiesFolder, privateFolder } from './private-folder.js'

/** Node's compile cache: 22.10 and later have both; Node 20 neither. */
interface CompileCacheApi {
  readonly enableCompileCache?: (directory: string) => unknown
  readonly flushCompileCache?: () => void
}

/** In the cache's folder once a stage has written its code there. */
const WRITTEN = 'written'

export interface CompileCache {
  /** Called as the process's work is done: the writer writes what it compiled, and says the cache is there. */
  finish(): void
}

/**
 * V8's code cache of the bundle, kept for the job beside the activities' folders: a stage that finds it reads
 * the megabyte of @actions/core and undici compiled, instead of compiling it again. Writing it costs about what
 * reading it saves, so it is written where that is free to spare: not by pre, the job's first process, whose
 * wait the phone's start is; not by the tracker, whose memory it would grow (by 1.6 MiB of its 90); by main
 * (`writer`), the stage with the most room, and only in a job that keeps an activity, whose post loads the same
 * chunks. Every other process uses it once written, and adds its own chunk as it exits. Best effort: on a Node
 * without the API, where the folder is not this user's or cannot be made, and for a cache file that is stale or
 * corrupt (Node checks each against the code it was made from, and compiles afresh), the process runs as it
 * would without the cache, and says nothing. The folder is this user's alone: compiled code read from a folder
 * another user could write would run as ours.
 */
export function enableCompileCache(
  runnerTemp: string,
  { writer }: { readonly writer: boolean },
): CompileCache | undefined {
  const { enableCompileCache, flushCompileCache } = module as CompileCacheApi
  if (!enableCompileCache || !flushCompileCache) return undefined
  try {
    const activities = activitiesFolder(runnerTemp)
    const folder = join(activities, 'compile-cache')
    const written = join(folder, WRITTEN)
    const read = existsSync(written)
    // A job that keeps no activity (push mode, no secrets) has no post to write for.
    if (!read && !(writer && existsSync(activities))) return undefined
    privateFolder(activities)
    privateFolder(folder)
    enableCompileCache(folder)
    return {
      finish() {
        if (read) return
        try {
          flushCompileCache()
          writeFileSync(written, '')
        } catch {
          // The later stages compile afresh.
        }
      },
    }
  } catch {
    return undefined
  }
}
