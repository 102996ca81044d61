// The last few successful runs of this workflow, and the jobs of those whose steps' times are read.
//
// The runs list takes the workflow's file name in place of its id (see history.ts). Its `status` parameter
// accepts a conclusion too: `success` leaves out failed, cancelled and unfinished runs on the server's side. The
// same branch's runs are the closest to this run; the default branch's fill in for a branch with fewer
// successful runs than are read.
//
// One list gives up to RUNS_LISTED runs, each with when it began and was last updated: how much the workflow's
// pace varies, for the price of one request. Off the default branch it is of every branch, so that it holds
// the default branch's runs beside the branch's own (a pull request's first runs have none); only when the
// workflow is so busy on other branches that it holds fewer than RUNS_READ of the two is the default branch's
// listed alone. Of the newest RUNS_WEIGHED, the jobs of the RUNS_READ whose times are nearest the middle are
// read, one request each (one more per 100 jobs past the first 100), side by side: each step's usual time is
// their median. Four requests, five for a workflow that busy.
import { type GitHubClient, JOBS_PER_PAGE } from './client.js'
import type { HistoryFailure, Search } from './history-search.js'

/** Where to look for the last successful runs of this workflow. */
export interface RunQuery {
  readonly owner: string
  readonly repo: string
  /** The workflow's file name, "ci.yml": see workflowFileName(). */
  readonly workflow: string | undefined
  /** The branch this run is for: GITHUB_HEAD_REF on a pull request, GITHUB_REF_NAME otherwise. */
  readonly branch: string
  /** The repository's default branch, from the event payload; undefined skips the fallback. */
  readonly defaultBranch: string | undefined
  /** GITHUB_RUN_ID: a re-run of a successful run is listed among the successes and must not be its own history. */
  readonly runId: number
  /** Ends the search early (the caller's own deadline). */
  readonly signal?: AbortSignal
}

/**
 * Runs asked for per list: the durations of this many successful runs say how much the workflow's pace varies
 * (a run in five that takes much longer shows among them), at the price of one request whatever the number;
 * and of every branch's, enough that the branch's own and the default branch's are among them unless the
 * workflow runs mostly on other branches.
 */
export const RUNS_LISTED = 20
/**
 * The newest runs found that the runs read are chosen among: enough that one or two odd runs in five (a cache
 * that missed, a runner that queued) are left out, few enough that a lasting change (a new step, a slower
 * runner) is what most of them show within three runs.
 */
export const RUNS_WEIGHED = 5
/**
 * Runs whose jobs are read, a request each: three, the fewest of which a median leaves one odd run out, and
 * the most a job's budget of five requests as it starts allows (the run's jobs, the runs list, three runs).
 */
export const RUNS_READ = 3
/** The most pages of a run's jobs read: 1,000 jobs, more than any run this action takes part in. */
const MAX_JOB_PAGES = 10

/** A job of a run read, as the jobs API lists it. */
export type ListedJob = Awaited<
  ReturnType<GitHubClient['rest']['actions']['listJobsForWorkflowRun']>
>['data']['jobs'][number]

interface FoundRun {
  readonly id: number
  readonly runNumber: number | undefined
  readonly branch: string
  /** From when it began to when it was last updated; undefined when the list lacks either time. */
  readonly durationMs: number | undefined
}

/** The runs read, each with its jobs, newest first; the durations of the runs found; and a log line's words. */
export interface FoundJobs {
  readonly read: readonly { readonly run: FoundRun; readonly listed: readonly ListedJob[] }[]
  readonly durationsMs: readonly number[]
  /** "runs 123 (#4), 122 (#3) on feature and 99 (#2) on main", for the debug log. */
  readonly text: string
}

/**
 * The jobs of RUNS_READ successful runs of the workflow (see chosen): the branch's, then the default branch's
 * when the branch has fewer. One request for the list (two for a workflow busy on other branches), then one
 * per run read (side by side), and one more per 100 jobs past the first 100.
 */
export async function lastSuccessfulJobs(
  octokit: GitHubClient,
  query: RunQuery,
  search: Search,
): Promise<FoundJobs | HistoryFailure> {
  const { workflow } = query
  if (workflow === undefined)
    return search.failed('no-workflow', 'GITHUB_WORKFLOW_REF names no workflow file')

  // The branch's own runs first, then the default branch's: the order the runs read are chosen in.
  const fallback =
    query.defaultBranch && query.defaultBranch !== query.branch ? query.defaultBranch : undefined
  const branches = fallback === undefined ? [query.branch] : [query.branch, fallback]
  // Off the default branch, one list of every branch's runs holds the branch's own and the default branch's:
  // a list of each would cost a request more on a branch with few runs of its own (a pull request's first).
  const first = await listedRuns(
    octokit,
    query,
    workflow,
    fallback === undefined ? query.branch : undefined,
    search,
  )
  if (!('runs' in first)) return first
  let kept = first.runs.filter((run) => branches.includes(run.branch))
  // A full list with too few of the two branches' runs: a workflow busy on other branches. The default
  // branch's own list reaches further back; a shorter list held every successful run, and more would be none.
  if (fallback !== undefined && kept.length < RUNS_READ && first.full) {
    const second = await listedRuns(octokit, query, workflow, fallback, search)
    if (!('runs' in second)) return second
    kept = [...kept, ...second.runs.filter((run) => !kept.some((known) => known.id === run.id))]
  }
  // The default branch's fill in, for the runs read and for the pace alike, only on a branch with too few of its
  // own: its pace is not the branch's (a deploy that runs on it alone).
  const own = kept.filter((run) => run.branch === query.branch)
  const found =
    own.length >= RUNS_READ ? own : branches.flatMap((branch) => kept.filter((run) => run.branch === branch))
  const durationsMs = found.flatMap((run) => (run.durationMs === undefined ? [] : [run.durationMs]))
  if (found.length === 0) {
    return search.failed(
      'no-earlier-run',
      `no earlier successful run of ${workflow} on ${branches.join(' or ')}`,
    )
  }
  const runs = chosen(found, branches)
  const read = await Promise.all(runs.map((run) => jobsOf(octokit, query, run, search)))
  const failure = read.find((answer) => !Array.isArray(answer)) as HistoryFailure | undefined
  // Each of the runs' requests went out, and counts, whichever failed.
  if (failure) return { ...failure, requests: search.requests }
  return {
    read: read.map((listed, index) => ({ run: runs[index] as FoundRun, listed: listed as ListedJob[] })),
    durationsMs,
    text: runsText(runs),
  }
}

/** The successful runs of one list, newest first, the current run left out; `full` when more may be older. */
interface ListedRuns {
  readonly runs: readonly FoundRun[]
  readonly full: boolean
}

/**
 * The workflow's newest RUNS_LISTED successful runs on `branch`, or on every branch when it is undefined: one
 * request.
 */
async function listedRuns(
  octokit: GitHubClient,
  query: RunQuery,
  workflow: string,
  branch: string | undefined,
  search: Search,
): Promise<ListedRuns | HistoryFailure> {
  const what = `listing successful runs of ${workflow} on ${branch ?? 'every branch'}`
  try {
    search.requests++
    const { data } = await octokit.rest.actions.listWorkflowRuns({
      owner: query.owner,
      repo: query.repo,
      workflow_id: workflow,
      ...(branch === undefined ? {} : { branch }),
      status: 'success',
      per_page: RUNS_LISTED,
      exclude_pull_requests: true,
      request: query.signal ? { signal: query.signal } : {},
    })
    // An answer that is not the runs list (a proxy's page, a broken body) says nothing about the history.
    if (!Array.isArray(data?.workflow_runs))
      return search.failed('error', `${what}: the answer lists no runs`)
    const runs = data.workflow_runs.flatMap((listed) => {
      const on = listed.head_branch
      if (!Number.isSafeInteger(listed.id) || listed.id === query.runId || typeof on !== 'string') return []
      if (branch !== undefined && on !== branch) return []
      return [{ id: listed.id, runNumber: listed.run_number, branch: on, durationMs: durationOf(listed) }]
    })
    return { runs, full: data.workflow_runs.length >= RUNS_LISTED }
  } catch (error) {
    return search.failedRequest(what, error)
  }
}

/**
 * The runs whose jobs are read, newest first: of the branch's newest RUNS_WEIGHED, the RUNS_READ that took
 * nearest the middle one's time (of two as near, the newer), so that the odd runs among them are left out; on
 * a branch with fewer, all of its own, and as many of the default branch's, chosen so, after them. Every job
 * of the activity, which lists the same runs, reads the same ones. A run whose times the list lacks comes last.
 */
function chosen(found: readonly FoundRun[], branches: readonly string[]): FoundRun[] {
  const picked = branches.flatMap((branch) => nearestTheMiddle(found.filter((run) => run.branch === branch)))
  const read = picked.slice(0, RUNS_READ)
  return found.filter((run) => read.includes(run))
}

/** Of the newest RUNS_WEIGHED runs, all of them, nearest the middle one's time first. */
function nearestTheMiddle(runs: readonly FoundRun[]): FoundRun[] {
  const weighed = runs.slice(0, RUNS_WEIGHED)
  const times = weighed.flatMap((run) => (run.durationMs === undefined ? [] : [run.durationMs]))
  const middle = times.sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)]
  const distance = (run: FoundRun) =>
    run.durationMs === undefined || middle === undefined
      ? Number.POSITIVE_INFINITY
      : Math.abs(run.durationMs - middle)
  return weighed
    .map((run, place) => ({ run, place }))
    .sort((a, b) => distance(a.run) - distance(b.run) || a.place - b.place)
    .map(({ run }) => run)
}

/** Every job of the run, as its latest attempt ran it, or why not. */
async function jobsOf(
  octokit: GitHubClient,
  query: RunQuery,
  run: FoundRun,
  search: Search,
): Promise<ListedJob[] | HistoryFailure> {
  const what = `listing the jobs of run ${run.id}${numberText(run)} on ${run.branch}`
  try {
    let malformed = false
    let pages = 0
    const listed = await octokit.paginate(
      octokit.rest.actions.listJobsForWorkflowRun,
      {
        owner: query.owner,
        repo: query.repo,
        run_id: run.id,
        filter: 'latest',
        per_page: JOBS_PER_PAGE,
        request: query.signal ? { signal: query.signal } : {},
      },
      (response, done) => {
        search.requests++
        pages++
        // Octokit hands a page over as the list it holds; a page that holds none (a proxy's page, a broken
        // body) comes as it was, and says nothing about the history.
        if (!Array.isArray(response.data)) {
          malformed = true
          done()
          return []
        }
        if (pages === MAX_JOB_PAGES) done()
        return response.data
      },
    )
    if (malformed) return search.failed('error', `${what}: the answer lists no jobs`)
    return listed
  } catch (error) {
    // The page that failed was asked for too.
    search.requests++
    return search.failedRequest(what, error)
  }
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

function numberText(run: FoundRun): string {
  return run.runNumber === undefined ? '' : ` (#${run.runNumber})`
}

/** "run 123 (#4) on feature", "runs 123 (#4), 122 (#3) on feature and 99 (#2) on main". */
function runsText(runs: readonly FoundRun[]): string {
  const byBranch = [...new Set(runs.map((run) => run.branch))].map(
    (branch) =>
      `${runs
        .filter((run) => run.branch === branch)
        .map((run) => `${run.id}${numberText(run)}`)
        .join(', ')} on ${branch}`,
  )
  return `${runs.length === 1 ? 'run' : 'runs'} ${byBranch.join(' and ')}`
}
