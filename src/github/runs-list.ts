// A workflow's runs, as `GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs` lists them, newest
// first: the one lister of them, which the history (the runs whose pace it reads, and the run before this one) and
// the superseding run's read both use. The path takes the workflow's file name in place of its id, which comes
// from GITHUB_WORKFLOW_REF without a request (history.ts, workflowFileName). Its `status` parameter takes a status
// (queued, in_progress, completed, waiting, requested, pending) or a conclusion (success, failure, ...), one
// value a request (docs.github.com, "List workflow runs for a workflow").
import { context } from '@actions/github'
import { redactGitHubTokens } from '../net/redact.js'
import { apiHost, type GitHubClient } from './client.js'
import { failureOf, GitHubAnswerError, type GitHubReadError, unusableAnswer } from './errors.js'

/** Where to look for this workflow's runs, and which run is this one. */
export interface RunQuery {
  readonly owner: string
  readonly repo: string
  /** The workflow's file name, "ci.yml": see workflowFileName(). */
  readonly workflow: string | undefined
  /** The branch this run is for: GITHUB_HEAD_REF on a pull request, GITHUB_REF_NAME otherwise. */
  readonly branch: string
  /** The repository's default branch, from the event payload; undefined skips the fallback. */
  readonly defaultBranch: string | undefined
  /** GITHUB_RUN_ID: a re-run of a completed run is listed among them and must not be its own history. */
  readonly runId: number
  /**
   * GITHUB_RUN_NUMBER, which tells the runs before this one from those after it (a re-run keeps its number);
   * undefined where it is not known.
   */
  readonly runNumber?: number | undefined
  /** Ends the search early (the caller's own deadline). */
  readonly signal?: AbortSignal
}

/** A run of the workflow, as the runs list shows it. */
export interface ListedRun {
  readonly id: number
  readonly runNumber: number | undefined
  readonly branch: string
  /** queued, in_progress, completed, waiting, requested or pending. */
  readonly status: string
  /** Once completed: success, failure, cancelled, timed_out, skipped, startup_failure, ...; null before. */
  readonly conclusion: string | null
  /** When its latest attempt began (else when it was created), in ms since the epoch; undefined when unsaid. */
  readonly startedAt: number | undefined
  /** From when its latest attempt began to when it was last updated; undefined when the list lacks either time. */
  readonly durationMs: number | undefined
}

/** One list: its runs, newest first, and whether it was full (older runs may be left out). */
export interface RunsListed {
  readonly runs: readonly ListedRun[]
  readonly full: boolean
}

export interface RunsFilter {
  /** One branch's runs; undefined for every branch's. */
  readonly branch: string | undefined
  /** A status or a conclusion; undefined for every run. */
  readonly status: 'completed' | undefined
  readonly perPage: number
}

/**
 * The workflow's newest runs that `filter` lets through: one request. Throws what Octokit throws (the caller words
 * it: errors.ts failureOf), and a GitHubAnswerError "the answer lists no runs" for an answer that is not the runs
 * list (a proxy's page, a broken body), which the caller says of its request.
 */
export async function listRuns(
  octokit: GitHubClient,
  query: RunQuery,
  workflow: string,
  filter: RunsFilter,
): Promise<RunsListed> {
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    owner: query.owner,
    repo: query.repo,
    workflow_id: workflow,
    ...(filter.branch === undefined ? {} : { branch: filter.branch }),
    ...(filter.status === undefined ? {} : { status: filter.status }),
    per_page: filter.perPage,
    exclude_pull_requests: true,
    request: query.signal ? { signal: query.signal } : {},
  })
  if (!Array.isArray(data?.workflow_runs)) {
    throw new GitHubAnswerError('the answer lists no runs')
  }
  const runs = data.workflow_runs.flatMap((listed): ListedRun[] => {
    const on = listed.head_branch
    if (!Number.isSafeInteger(listed.id) || typeof on !== 'string') return []
    if (filter.branch !== undefined && on !== filter.branch) return []
    return [
      {
        id: listed.id,
        runNumber: Number.isSafeInteger(listed.run_number) ? listed.run_number : undefined,
        branch: on,
        status: typeof listed.status === 'string' ? listed.status : '',
        conclusion: typeof listed.conclusion === 'string' ? listed.conclusion : null,
        startedAt: startOf(listed),
        durationMs: durationOf(listed),
      },
    ]
  })
  return { runs, full: data.workflow_runs.length >= filter.perPage }
}

/** What a list of runs failed with, worded for its request (`what`), in the one vocabulary of errors.ts. */
export function listFailure(error: unknown, what: string, octokit: GitHubClient): GitHubReadError {
  const failure =
    error instanceof GitHubAnswerError
      ? unusableAnswer(what, error.message)
      : failureOf(error, what, apiHost(octokit))
  failure.message = redactGitHubTokens(failure.message)
  return failure
}

/** GITHUB_RUN_NUMBER, as the toolkit's context reads it; undefined where it is not a run number. */
export function thisRunNumber(): number | undefined {
  const { runNumber } = context
  return Number.isSafeInteger(runNumber) && runNumber > 0 ? runNumber : undefined
}

/** When the run's latest attempt began (run_started_at), else when it was created. */
function startOf(run: { run_started_at?: string; created_at: string }): number | undefined {
  const at = Date.parse(run.run_started_at ?? run.created_at)
  return Number.isFinite(at) ? at : undefined
}

/** From when the run's latest attempt began to when it was last updated (its end, for a finished run). */
function durationOf(run: {
  run_started_at?: string
  created_at: string
  updated_at: string
}): number | undefined {
  const took = Date.parse(run.updated_at) - Date.parse(run.run_started_at ?? run.created_at)
  return Number.isFinite(took) && took > 0 ? took : undefined
}
