// The last few successful runs of this workflow, and the jobs of those whose steps' times are read.
//
// The runs list (runs-list.ts) is asked for completed runs, and the successful ones among them are kept: the others
// tell what came before this run (previous-run.ts) within the same request. The same branch's runs are the closest
// to this run; the default branch's fill in for a branch with fewer successful runs than are read.
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
import { type ListedRun, listRuns, type RunQuery, type RunsListed } from './runs-list.js'

/**
 * Runs asked for per list: the durations of the successful among this many completed runs say how much the
 * workflow's pace varies (a run in five that takes much longer shows among them), at the price of one request
 * whatever the number; and of every branch's, enough that the branch's own and the default branch's are among
 * them unless the workflow runs mostly on other branches.
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

/** The runs read, each with its jobs, newest first; the durations of the runs found; and a log line's words. */
export interface FoundJobs {
  readonly read: readonly { readonly run: ListedRun; readonly listed: readonly ListedJob[] }[]
  readonly durationsMs: readonly number[]
  /** "runs 123 (#4), 122 (#3) on feature and 99 (#2) on main", for the debug log. */
  readonly text: string
  /** The first list's completed runs, every conclusion, this run's among them if it is listed (a re-run). */
  readonly completed: RunsListed
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
  let kept = successes(first, query).filter((run) => branches.includes(run.branch))
  // A full list with too few of the two branches' runs: a workflow busy on other branches. The default
  // branch's own list reaches further back; a shorter list held every successful run, and more would be none.
  if (fallback !== undefined && kept.length < RUNS_READ && first.full) {
    const second = await listedRuns(octokit, query, workflow, fallback, search)
    if (!('runs' in second)) return second
    kept = [...kept, ...successes(second, query).filter((run) => !kept.some((known) => known.id === run.id))]
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
    read: read.map((listed, index) => ({ run: runs[index] as ListedRun, listed: listed as ListedJob[] })),
    durationsMs,
    text: runsText(runs),
    completed: first,
  }
}

/**
 * The workflow's newest RUNS_LISTED completed runs on `branch`, or on every branch when it is undefined: one
 * request.
 */
async function listedRuns(
  octokit: GitHubClient,
  query: RunQuery,
  workflow: string,
  branch: string | undefined,
  search: Search,
): Promise<RunsListed | HistoryFailure> {
  const what = `listing completed runs of ${workflow} on ${branch ?? 'every branch'}`
  try {
    search.requests++
    return await listRuns(octokit, query, workflow, { branch, status: 'completed', perPage: RUNS_LISTED })
  } catch (error) {
    return search.failedRequest(what, error)
  }
}

/** The list's successful runs, newest first, the current run left out (a re-run of a successful run is listed). */
function successes(listed: RunsListed, query: RunQuery): ListedRun[] {
  return listed.runs.filter((run) => run.conclusion === 'success' && run.id !== query.runId)
}

/**
 * The runs whose jobs are read, newest first: of the branch's newest RUNS_WEIGHED, the RUNS_READ that took
 * nearest the middle one's time (of two as near, the newer), so that the odd runs among them are left out; on
 * a branch with fewer, all of its own, and as many of the default branch's, chosen so, after them. Every job
 * of the activity, which lists the same runs, reads the same ones. A run whose times the list lacks comes last.
 */
function chosen(found: readonly ListedRun[], branches: readonly string[]): ListedRun[] {
  const picked = branches.flatMap((branch) => nearestTheMiddle(found.filter((run) => run.branch === branch)))
  const read = picked.slice(0, RUNS_READ)
  return found.filter((run) => read.includes(run))
}

/** Of the newest RUNS_WEIGHED runs, all of them, nearest the middle one's time first. */
function nearestTheMiddle(runs: readonly ListedRun[]): ListedRun[] {
  const weighed = runs.slice(0, RUNS_WEIGHED)
  const times = weighed.flatMap((run) => (run.durationMs === undefined ? [] : [run.durationMs]))
  const middle = times.sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)]
  const distance = (run: ListedRun) =>
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
  run: ListedRun,
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

function numberText(run: ListedRun): string {
  return run.runNumber === undefined ? '' : ` (#${run.runNumber})`
}

/** "run 123 (#4) on feature", "runs 123 (#4), 122 (#3) on feature and 99 (#2) on main". */
function runsText(runs: readonly ListedRun[]): string {
  const byBranch = [...new Set(runs.map((run) => run.branch))].map(
    (branch) =>
      `${runs
        .filter((run) => run.branch === branch)
        .map((run) => `${run.id}${numberText(run)}`)
        .join(', ')} on ${branch}`,
  )
  return `${runs.length === 1 ? 'run' : 'runs'} ${byBranch.join(' and ')}`
}
