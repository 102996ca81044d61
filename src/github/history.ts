// How long each job of this workflow, and each of its steps, took the last few times the workflow succeeded,
// read from the Actions REST API.
//
// The runs list takes the workflow's file name in place of its id, so the workflow comes from
// GITHUB_WORKFLOW_REF without a request. Its `status` parameter accepts a conclusion too: `success` leaves
// out failed, cancelled and unfinished runs on the server's side. The same branch's history is the closest
// to this run; the default branch's fills in for a branch with fewer successful runs than are read. Jobs are
// known by their display names, the only names the runs' job lists carry: a matrix leg ("test (ubuntu, 20)")
// and a job of a called workflow ("deploy / migrate") keep theirs from run to run.
//
// One list gives up to RUNS_LISTED runs, each with when it began and was last updated: how much the workflow's
// pace varies, for the price of one request. Off the default branch it is of every branch, so that it holds
// the default branch's runs beside the branch's own (a pull request's first runs have none); only when the
// workflow is so busy on other branches that it holds fewer than RUNS_READ of the two is the default branch's
// listed alone. Of the newest RUNS_WEIGHED, the jobs of the RUNS_READ whose times are nearest the middle are
// read, one request each (one more per 100 jobs past the first 100), side by side: each step's usual time is
// their median. Four requests, five for a workflow that busy. The answer is a hint for a progress bar: any
// error ends the search with a reason, never an exception, and nothing is retried.
import { context } from '@actions/github'
import { redactGitHubTokens } from '../net/redact.js'
import { type GitHubClient, JOBS_PER_PAGE } from './client.js'

export type Octokit = GitHubClient

/** A step of an earlier run that has both its times, in ms since the epoch. */
export interface TimedStep {
  readonly name: string
  readonly startedAt: number
  readonly completedAt: number
}

/** A job of an earlier run: its display name, how it ended, and its timed steps in run order. */
export interface HistoryJob {
  readonly name: string
  readonly conclusion: string | null
  /** Every step that has both times, runner bookkeeping and pre/post steps included. */
  readonly steps: readonly TimedStep[]
}

/** An earlier successful run of the same workflow, as its jobs show it. */
export interface PastRun {
  readonly runId: number
  readonly runNumber: number | undefined
  /** The branch the run was found on: the current one or the default branch. */
  readonly branch: string
  /** Its jobs (each as its latest attempt ran it), in the order the API lists them. */
  readonly jobs: readonly HistoryJob[]
}

/** The last few successful runs of the same workflow. */
export interface RunHistory {
  /** The runs whose jobs were read, newest first: the branch's, then the default branch's. */
  readonly runs: readonly PastRun[]
  /**
   * How long each successful run listed on the branch took, from when its latest attempt began to when it was
   * last updated, newest first, and then, on a branch with fewer than RUNS_READ, the default branch's: the read
   * runs' among them. Whole runs, jobs that do not take part included: a measure of how much the workflow's
   * pace varies, not of the activity's span.
   */
  readonly durationsMs: readonly number[]
}

export type HistoryProblem =
  /** The workflow reference has no file name (GITHUB_WORKFLOW_REF unset or of another form). */
  | 'no-workflow'
  /** Neither the branch nor the default branch has a successful run of the workflow other than this one. */
  | 'no-earlier-run'
  /** The run found has no leg of this matrix job (renamed, added since, or skipped there). */
  | 'job-not-found'
  /** The run found lists no step with both times. */
  | 'no-timings'
  /** 403 without a rate limit: the token lacks `actions: read`. */
  | 'forbidden'
  /** Anything else: rate limited, 404, 5xx, network, malformed answer, aborted. */
  | 'error'

export type HistoryFailure = {
  readonly ok: false
  readonly reason: HistoryProblem
  /** One line for the debug log: what was looked for and why there is nothing. Never holds the token. */
  readonly message: string
  readonly requests: number
}

export type RunHistoryResult =
  | { readonly ok: true; readonly history: RunHistory; readonly message: string; readonly requests: number }
  | HistoryFailure

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

/** The query for one job of the run: the legs of a matrix are found by this job's display name. */
export interface HistoryQuery extends RunQuery {
  /** The job's display name as the jobs API gives it (not GITHUB_JOB, the YAML key). */
  readonly jobName: string
}

/**
 * The query for this run: the repository and run from the toolkit's context, the workflow from
 * GITHUB_WORKFLOW_REF, the branch a pull request comes from or the ref's, and the default branch from the
 * event.
 */
export function runQueryForThisRun(signal: AbortSignal): RunQuery {
  const payload = context.payload as { repository?: { default_branch?: unknown } }
  const defaultBranch = payload.repository?.default_branch
  return {
    ...context.repo,
    workflow: workflowFileName(process.env.GITHUB_WORKFLOW_REF),
    branch: process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || '',
    defaultBranch: typeof defaultBranch === 'string' ? defaultBranch : undefined,
    runId: context.runId,
    signal,
  }
}

/** The query for the job named `jobName` in this run (see runQueryForThisRun). */
export function queryForThisRun(jobName: string, signal: AbortSignal): HistoryQuery {
  return { ...runQueryForThisRun(signal), jobName }
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

const RUNNER_SETUP = 'Set up job'
const RUNNER_TEARDOWN = 'Complete job'

/**
 * The workflow's file name from GITHUB_WORKFLOW_REF: "octo/app/.github/workflows/ci.yml@refs/heads/main"
 * gives "ci.yml". Undefined for anything else (an unset variable, a dynamic workflow with no file).
 */
export function workflowFileName(workflowRef: string | undefined): string | undefined {
  const match = /\/\.github\/workflows\/([^/@]+\.ya?ml)@/.exec(workflowRef ?? '')
  return match?.[1]
}

/** Every job of the last few successful runs of the workflow, with its steps' times, or why there are none. */
export async function readRunHistory(octokit: Octokit, query: RunQuery): Promise<RunHistoryResult> {
  const search = new Search('the run')
  const found = await lastSuccessfulJobs(octokit, query, search)
  if (!('read' in found)) return found
  const runs = found.read.map(({ run, listed }) => ({
    runId: run.id,
    runNumber: run.runNumber,
    branch: run.branch,
    jobs: listed.map((job) => ({
      name: job.name,
      conclusion: job.conclusion ?? null,
      steps: timedSteps(job).map(({ name, started, completed }) => ({
        name,
        startedAt: started,
        completedAt: completed,
      })),
    })),
  }))
  const jobs = runs.reduce((count, run) => count + run.jobs.length, 0)
  const steps = runs.reduce(
    (count, run) => count + run.jobs.reduce((inRun, job) => inRun + job.steps.length, 0),
    0,
  )
  if (steps === 0) return search.failed('no-timings', `no step with both times in ${found.text}`)
  return {
    ok: true,
    history: { runs, durationsMs: found.durationsMs },
    message: `Step history of the run: ${plural(jobs, 'job')}, ${plural(steps, 'timed step')}, from ${found.text}`,
    requests: search.requests,
  }
}

/** How long each leg of a matrix job took in its last few successful runs, by the leg's matrix values. */
export type LegsHistoryResult =
  | {
      readonly ok: true
      /**
       * "ubuntu-latest, 20" → ms in each run read where the leg succeeded, newest first, as the jobs API names
       * the legs: "test (ubuntu-latest, 20)".
       */
      readonly timesMs: Readonly<Record<string, readonly number[]>>
      readonly message: string
      readonly requests: number
    }
  | HistoryFailure

/**
 * The time of every leg of this matrix job in each of the last few successful runs of the same workflow that it
 * succeeded in. The jobs API links no leg to its matrix: legs are named "<job
 * name> (<matrix values>)", so this leg's own name (`jobName`) gives the job name they share. A job named with
 * a matrix expression ("Test on ubuntu") carries no values in its name, and gives no history. Requests as
 * readRunHistory's.
 */
export async function readLegsHistory(octokit: Octokit, query: HistoryQuery): Promise<LegsHistoryResult> {
  const search = new Search(`the legs of “${query.jobName}”`)
  const name = LEG_NAME.exec(query.jobName)?.[1]
  if (name === undefined) return search.failed('job-not-found', 'the name holds no matrix values')
  const found = await lastSuccessfulJobs(octokit, query, search)
  if (!('read' in found)) return found

  const times = new Map<string, number[]>()
  for (const { listed } of found.read) {
    for (const job of listed) {
      const leg = LEG_NAME.exec(job.name)
      const usual = usualOf(timedSteps(job))
      if (leg?.[1] === name && leg[2] !== undefined && job.conclusion === 'success' && usual !== undefined) {
        times.set(leg[2], [...(times.get(leg[2]) ?? []), usual])
      }
    }
  }
  if (times.size === 0) return search.failed('job-not-found', `no leg of “${name}” in ${found.text}`)
  return {
    ok: true,
    timesMs: Object.fromEntries(times),
    message: `Leg history for “${name}”: ${times.size} legs in ${found.text}`,
    requests: search.requests,
  }
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

/** "test (ubuntu-latest, 20)": the job's name, and its leg's matrix values. */
const LEG_NAME = /^(.*) \((.*)\)$/

/** The search's requests so far, and its failures worded for the debug log. */
class Search {
  requests = 0

  constructor(readonly subject: string) {}

  failed(reason: HistoryProblem, message: string): HistoryFailure {
    return {
      ok: false,
      reason,
      message: `No step history for ${this.subject}: ${message}`,
      requests: this.requests,
    }
  }

  /** The reason and a log line for a request that threw: an Octokit RequestError, or anything else. */
  failedRequest(what: string, error: unknown): HistoryFailure {
    const status = statusOf(error)
    const detail = redactGitHubTokens(messageOf(error))
    if (status === 403 && !isRateLimited(error)) {
      return this.failed('forbidden', `${what}: HTTP 403 ${detail} (the token needs \`actions: read\`)`)
    }
    return this.failed('error', `${what}: ${status === undefined ? '' : `HTTP ${status} `}${detail}`)
  }
}

interface FoundRun {
  readonly id: number
  readonly runNumber: number | undefined
  readonly branch: string
  /** From when it began to when it was last updated; undefined when the list lacks either time. */
  readonly durationMs: number | undefined
}

/** The runs read, each with its jobs, newest first; the durations of the runs found; and a log line's words. */
interface FoundJobs {
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
async function lastSuccessfulJobs(
  octokit: Octokit,
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
  octokit: Octokit,
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
  octokit: Octokit,
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

/** The job's steps that have both times, in run order. */
function timedSteps(job: ListedJob): { name: string; started: number; completed: number }[] {
  return [...(job.steps ?? [])]
    .sort((a, b) => a.number - b.number)
    .flatMap((step) => {
      const started = Date.parse(step.started_at ?? '')
      const completed = Date.parse(step.completed_at ?? '')
      if (!Number.isFinite(started) || !Number.isFinite(completed)) return []
      return [{ name: step.name, started, completed }]
    })
}

/**
 * From the start of the first step after "Set up job" to the end of the last one before "Complete job": the
 * stretch in which an action's pre (or main) and post run. Undefined when no such step has both times.
 */
function usualOf(timed: readonly { name: string; started: number; completed: number }[]): number | undefined {
  const within = timed.filter((step) => step.name !== RUNNER_SETUP && step.name !== RUNNER_TEARDOWN)
  if (within.length === 0) return undefined
  return Math.max(0, Math.max(...within.map((s) => s.completed)) - Math.min(...within.map((s) => s.started)))
}

type ListedJob = Awaited<
  ReturnType<Octokit['rest']['actions']['listJobsForWorkflowRun']>
>['data']['jobs'][number]

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  // Octokit reports a request that never got an answer (network, abort) as status 500: say what it was.
  const response = (error as { response?: unknown } | null)?.response
  if (typeof status !== 'number' || (status === 500 && response === undefined)) return undefined
  return status
}

// A 403 is a spent rate limit, not a missing permission, when the limit says so.
function isRateLimited(error: unknown): boolean {
  const headers = (error as { response?: { headers?: Record<string, unknown> } } | null)?.response?.headers
  return String(headers?.['x-ratelimit-remaining']) === '0' || headers?.['retry-after'] !== undefined
}

function messageOf(error: unknown): string {
  // GitHub's JSON error body has a `message`; Octokit passes a body it could not decode (no JSON content
  // type, a proxy's HTML page) on as its message, whole.
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data
  const body = typeof data === 'string' ? parsedOrText(data) : data
  const fromBody = (body as { message?: unknown } | null)?.message
  const message =
    typeof fromBody === 'string' ? fromBody : error instanceof Error ? error.message : String(error)
  // Octokit appends the documentation URL after " - ": the log line stays short without it.
  const line = message
    .replace(/ - https:\/\/docs\.github\.com\S*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (line === '') return 'no message'
  return line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL)}…` : line
}

const MAX_DETAIL = 160

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
