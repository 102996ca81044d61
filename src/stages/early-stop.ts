import { Input } from '../action-inputs.js'
import { ActivityFolder } from '../activity/folder.js'
import { State } from '../constants.js'
import type { Role } from './state.js'

/** Started the activity or attached to it: its post always stops the tracker, whatever it then ends. */
export function ownsActivity(role: Role | undefined): boolean {
  return role === 'starter' || role === 'attacher'
}

/**
 * The post of the activity's owner asks its tracker to stop as its process begins (action.ts), before it loads its
 * code: the tracker's stop and its process's exit, which post waits for, then go on while post loads. It reads
 * the runner's variables as @actions/core would, which it does not load for this. The same request as post's own
 * (stages/post.ts), which comes after it and finds the tracker stopped or stopping: after a failed job, the
 * tracker reads the job once more as it stops. Best effort: any fault leaves the stop to post, as without it. An
 * owner's post that then finds its inputs unusable sends no end, as before; its tracker, asked to stop, leaves
 * then instead of at the job's end, since with post begun it would end nothing.
 */
export function requestStopEarly(env: NodeJS.ProcessEnv): void {
  const token = env[`STATE_${State.token}`]
  if (!ownsActivity(env[`STATE_${State.role}`] as Role | undefined) || !token) return
  const jobFailed = env[`INPUT_${Input.jobStatus.toUpperCase()}`]?.trim() === 'failure'
  try {
    const folder = ActivityFolder.of(env.RUNNER_TEMP ?? '', token)
    if (folder.exists() && !folder.isStopped()) folder.requestStop(jobFailed)
  } catch {
    // Post asks again.
  }
}
