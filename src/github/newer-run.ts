// Whether this run, cancelled, was superseded: a newer run of the same workflow on the same branch (a higher run
// number) that has not completed, as `concurrency` leaves it when it cancels the older run of its group
// (`cancel-in-progress: true`) or the pending one (../shared runner lifecycle, "How runs end"). Read from the
// branch's newest runs, every status, in one request of the one runs lister (runs-list.ts): a newer run is listed
// before this one, newest first.
//
// Documented: the list, its order and its statuses (queued, in_progress, completed, waiting, requested, pending).
// Assumed: that a newer run not completed when this one's cancel is read is what cancelled it; the concurrency
// group is the workflow's own (`${{ github.workflow }}-${{ github.ref }}`, its usual form), which no API tells.
import type { GitHubClient } from './client.js'
import { GitHubAnswerError, type GitHubReadError, unusableAnswer } from './errors.js'
import { listFailure, listRuns, type RunQuery } from './runs-list.js'
import { RUNS_LISTED } from './successful-runs.js'

/** The statuses of a run not completed yet. */
const UNFINISHED: ReadonlySet<string> = new Set(['queued', 'in_progress', 'waiting', 'requested', 'pending'])

/** A newer run of the workflow on the branch, not completed. */
export interface NewerRun {
  readonly runId: number
  readonly runNumber: number
  /** queued, in_progress, waiting, requested or pending. */
  readonly status: string
}

export type NewerRunResult =
  /** `newer`: the newest of them, the run that carries the branch on; undefined where there is none. */
  | { readonly ok: true; readonly newer: NewerRun | undefined }
  | { readonly ok: false; readonly error: GitHubReadError }

/**
 * The newest run of the workflow on this run's branch numbered above this one (`query.runNumber`) that has not
 * completed, or that there is none. One request; never rejects.
 */
export async function readNewerRun(octokit: GitHubClient, query: RunQuery): Promise<NewerRunResult> {
  const { workflow, runNumber } = query
  const what = `listing the runs of ${workflow ?? 'the workflow'} on ${query.branch}`
  if (workflow === undefined) {
    return { ok: false, error: unusableAnswer(what, 'GITHUB_WORKFLOW_REF names no workflow file') }
  }
  if (runNumber === undefined) {
    return { ok: false, error: new GitHubAnswerError(`${what}: GITHUB_RUN_NUMBER names no run number`) }
  }
  try {
    const { runs } = await listRuns(octokit, query, workflow, {
      branch: query.branch,
      status: undefined,
      perPage: RUNS_LISTED,
    })
    const newer = runs
      .filter(
        (run) => UNFINISHED.has(run.status) && run.id !== query.runId && (run.runNumber ?? 0) > runNumber,
      )
      .sort((a, b) => (b.runNumber ?? 0) - (a.runNumber ?? 0))[0]
    return {
      ok: true,
      newer: newer && { runId: newer.id, runNumber: newer.runNumber as number, status: newer.status },
    }
  } catch (error) {
    return { ok: false, error: listFailure(error, what, octokit) }
  }
}
