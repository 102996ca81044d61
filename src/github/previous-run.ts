// The run of the workflow before this one on its branch, and the failed runs just before this one: what a run that
// succeeds after failed ones says ("green again after 2 failed runs, red since 3h ago"). Read from a list of
// completed runs (runs-list.ts): the one the history already asks for the usual pace (history.ts puts it in the
// history, at no request of its own), or, for a job that reads no history, the branch's own (readPreviousRun, one
// request).
//
// Documented: the list's `conclusion` values and its order, newest first. Unconfirmed: how a run whose job timed
// out concludes. The job concludes `cancelled` (../shared runner lifecycle, "How runs end"), so the run likely
// does too, and is then not counted as failed: only the job's annotations tell (job-annotations.ts), a request
// per job that this read does not make.
import type { GitHubClient } from './client.js'
import { type GitHubReadError, unusableAnswer } from './errors.js'
import { listFailure, listRuns, type RunQuery, type RunsListed } from './runs-list.js'
import { RUNS_LISTED } from './successful-runs.js'

/**
 * The conclusions of a red run: failed, timed out, or failed to start (a workflow file GitHub could not run), each
 * red on GitHub's own pages.
 */
export const FAILED_CONCLUSIONS: ReadonlySet<string> = new Set(['failure', 'timed_out', 'startup_failure'])

/** The newest earlier completed run of the workflow on this run's branch, and the failed streak it ends. */
export interface PreviousRun {
  readonly runId: number
  readonly runNumber: number | undefined
  /** How it concluded: success, failure, timed_out, cancelled, skipped, startup_failure, ... */
  readonly conclusion: string | null
  /** The failed runs (FAILED_CONCLUSIONS) just before this one, the previous first: 0 where it did not fail. */
  readonly failedStreak: number
  /** When the first of them (the oldest) began, in ms since the epoch; undefined without a streak or a time. */
  readonly redSinceMs: number | undefined
  /** The list ended within the streak: it is at least `failedStreak` long, and red since before `redSinceMs`. */
  readonly streakCut: boolean
}

/**
 * The previous run of this one (`query`'s branch, run id and number) among `listed`'s completed runs, newest
 * first: the first of the branch's other than this one, and before it by number where this run's number is known
 * (a re-run of an old run is not preceded by the newer ones). Undefined where the list holds none of the branch's.
 */
export function previousRun(listed: RunsListed, query: RunQuery): PreviousRun | undefined {
  const before = listed.runs.filter(
    (run) =>
      run.branch === query.branch &&
      run.status === 'completed' &&
      run.id !== query.runId &&
      (query.runNumber === undefined || run.runNumber === undefined || run.runNumber < query.runNumber),
  )
  const [previous] = before
  if (!previous) return undefined
  const end = before.findIndex((run) => !FAILED_CONCLUSIONS.has(run.conclusion ?? ''))
  const streak = end === -1 ? before : before.slice(0, end)
  return {
    runId: previous.id,
    runNumber: previous.runNumber,
    conclusion: previous.conclusion,
    failedStreak: streak.length,
    redSinceMs: streak.at(-1)?.startedAt,
    // Every run of the branch listed failed, and the list may reach no further back.
    streakCut: end === -1 && listed.full,
  }
}

export type PreviousRunResult =
  | { readonly ok: true; readonly previous: PreviousRun | undefined }
  | { readonly ok: false; readonly error: GitHubReadError }

/**
 * The previous run of this one on its branch, from the branch's newest RUNS_LISTED completed runs: one request,
 * for a job that reads no history (the history carries the same, read from its own list). Never rejects.
 */
export async function readPreviousRun(octokit: GitHubClient, query: RunQuery): Promise<PreviousRunResult> {
  const { workflow } = query
  const what = `listing completed runs of ${workflow ?? 'the workflow'} on ${query.branch}`
  if (workflow === undefined) {
    return { ok: false, error: unusableAnswer(what, 'GITHUB_WORKFLOW_REF names no workflow file') }
  }
  try {
    const listed = await listRuns(octokit, query, workflow, {
      branch: query.branch,
      status: 'completed',
      perPage: RUNS_LISTED,
    })
    return { ok: true, previous: previousRun(listed, query) }
  } catch (error) {
    return { ok: false, error: listFailure(error, what, octokit) }
  }
}
