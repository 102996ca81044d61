import * as core from '@actions/core'
import { LEGS_RUNNING_TIMEOUT_MS } from '../constants.js'
import type { Inputs } from '../inputs.js'
import { type Tally, unreported } from '../matrix/tally.js'
import { causeOf } from '../net/cause.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'

/**
 * How many other legs of the matrix still run and have not reported, when a leg failed under fail-fast or one
 * was cancelled before every leg was done. Fail-fast cancels the other legs once the failed leg's job has
 * ended, so at this leg's end they all still run either way; those that run will report (cancelled, or
 * their own outcome when the job continues on error), and the last of them ends the activity. Legs not
 * started yet (queued, waiting) are taken as cancelled: they never start under fail-fast. Asked of the jobs API (`actions: read`),
 * only on this path; when it cannot say, none: the end goes out now, as a second end is harmless and none is
 * not.
 */
export async function legsStillRunning(inputs: Inputs, tally: Tally): Promise<number> {
  const jobId = Number(inputs.jobId)
  if (!inputs.githubToken || !Number.isSafeInteger(jobId) || jobId <= 0) return 0
  const deadline = Date.now() + LEGS_RUNNING_TIMEOUT_MS
  try {
    // Loaded here: only a leg that ends the matrix early asks, and Octokit is large.
    const { readMatrixLegs } = await import('../github/matrix-legs.js')
    const legs = await readMatrixLegs(
      { token: inputs.githubToken, userAgent: USER_AGENT, timeoutMs: Math.max(0, deadline - Date.now()) },
      jobId,
    )
    if (!legs) throw new Error("this leg is not among the run attempt's jobs")
    const inProgress = legs.filter((leg) => leg.id !== jobId && leg.status === 'in_progress')
    const running = new Set(
      unreported(
        inProgress.map((leg) => String(leg.id)),
        tally,
      ),
    )
    const names = inProgress.filter((leg) => running.has(String(leg.id))).map((leg) => leg.name)
    core.debug(`Signalgrid: ${names.length} other legs still run: ${names.join(', ')}.`)
    return names.length
  } catch (error) {
    core.debug(
      `Signalgrid: the jobs API cannot say which legs still run (${causeOf(error)}); the matrix ends now.`,
    )
    return 0
  }
}
