// How long each job of this workflow, and each of its steps, took the last time the workflow succeeded, read
// from the Actions REST API.
//
// The runs list takes the workflow's file name in place of its id, so the workflow comes from
// GITHUB_WORKFLOW_REF without a request. Its `status` parameter accepts a conclusion too: `success` leaves
// out failed, cancelled and unfinished runs on the server's side. The same branch's history is the closest
// to this run; the default branch's is the fallback for a new branch. Jobs are known by their display names,
// the only names the runs' job lists carry: a matrix leg ("test (ubuntu, 20)") and a job of a called workflow
// ("deploy / migrate") keep theirs from run to run.
//
// Two requests, three on a branch with no successful run, one more per 100 jobs past the first 100: the runs
// of the branch, the runs of the default branch (only when the branch has none), the jobs of the run found.
// The answer is a hint for a progress bar: any error ends the search with a reason, never an exception, and
// nothing is retried.
import { context } from '@actions/github'
import { redactGitHubTokens } from '../net/redact.js'
import type { GitHubClient } from './client.js'

export type Octokit = GitHubClient

/** A step of the earlier run that has both its times, in ms since the epoch. */
export interface TimedStep {
  readonly name: string
  readonly startedAt: number
  readonly completedAt: number
}

/** A job of the earlier run: its display name, how it ended, and its timed steps in run order. */
export interface HistoryJob {
  readonly name: string
  readonly conclusion: string | null
  /** Every step that has both times, runner bookkeeping and pre/post steps included. */
  readonly steps: readonly TimedStep[]
}

/** The last successful run of the same workflow, as its jobs show it. */
export interface RunHistory {
  readonly runId: number
  readonly runNumber: number | undefined
  /** The branch the run was found on: the current one or the default branch. */
  readonly branch: string
  /** Its jobs (each as its latest attempt ran it), in the order the API lists them. */
  readonly jobs: readonly HistoryJob[]
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

/** Where to look for the last successful run of this workflow. */
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

/** Runs asked for per list: the current run (a re-run) can take one place, and the answer stays small. */
export const RUNS_PER_PAGE = 5
/** Jobs asked for per request: a run of up to 100 jobs takes one. */
export const JOBS_PER_PAGE = 100
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

/** Every job of the last successful run of the same workflow, with its steps' times, or why there are none. */
export async function readRunHistory(octokit: Octokit, query: RunQuery): Promise<RunHistoryResult> {
  const search = new Search('the run')
  const found = await lastSuccessfulJobs(octokit, query, search)
  if (!('listed' in found)) return found
  const { listed, run } = found
  const jobs = listed.map((job) => ({
    name: job.name,
    conclusion: job.conclusion ?? null,
    steps: timedSteps(job).map(({ name, started, completed }) => ({
      name,
      startedAt: started,
      completedAt: completed,
    })),
  }))
  const steps = jobs.reduce((count, job) => count + job.steps.length, 0)
  if (steps === 0) return search.failed('no-timings', `${run.text} lists no step with both times`)
  return {
    ok: true,
    history: { runId: run.id, runNumber: run.runNumber, branch: run.branch, jobs },
    message: `Step history of the run: ${plural(jobs.length, 'job')}, ${plural(steps, 'timed step')}, from ${run.text}`,
    requests: search.requests,
  }
}

/** How long each leg of a matrix job took in its last successful run, by the leg's matrix values. */
export type LegsHistoryResult =
  | {
      readonly ok: true
      /** "ubuntu-latest, 20" → ms, as the jobs API names the legs: "test (ubuntu-latest, 20)". */
      readonly usualMs: Readonly<Record<string, number>>
      readonly message: string
      readonly requests: number
    }
  | HistoryFailure

/**
 * The usual time of every leg of this matrix job, from the last successful run of the same workflow. The
 * jobs API links no leg to its matrix: legs are named "<job name> (<matrix values>)", so this leg's own name
 * (`jobName`) gives the job name they share. A job named with a matrix expression ("Test on ubuntu") carries
 * no values in its name, and gives no history. Two requests, three when the branch has no successful run.
 */
export async function readLegsHistory(octokit: Octokit, query: HistoryQuery): Promise<LegsHistoryResult> {
  const search = new Search(`the legs of “${query.jobName}”`)
  const name = LEG_NAME.exec(query.jobName)?.[1]
  if (name === undefined) return search.failed('job-not-found', 'the name holds no matrix values')
  const jobs = await lastSuccessfulJobs(octokit, query, search)
  if (!('listed' in jobs)) return jobs

  const usualMs: Record<string, number> = {}
  for (const job of jobs.listed) {
    const leg = LEG_NAME.exec(job.name)
    const usual = usualOf(timedSteps(job))
    if (leg?.[1] === name && leg[2] !== undefined && job.conclusion === 'success' && usual !== undefined) {
      usualMs[leg[2]] = usual
    }
  }
  const count = Object.keys(usualMs).length
  if (count === 0) return search.failed('job-not-found', `${jobs.run.text} has no leg of “${name}”`)
  return {
    ok: true,
    usualMs,
    message: `Leg history for “${name}”: ${count} legs in ${jobs.run.text}`,
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
  /** "run 123 (#4) on main", for the debug log. */
  readonly text: string
}

/**
 * The jobs of the last successful run of the workflow: on the branch, else on the default branch. Two
 * requests, three when the branch has no such run, and one more per 100 jobs past the first 100.
 */
async function lastSuccessfulJobs(
  octokit: Octokit,
  query: RunQuery,
  search: Search,
): Promise<{ readonly listed: ListedJob[]; readonly run: FoundRun } | HistoryFailure> {
  const { owner, repo, workflow } = query
  if (workflow === undefined)
    return search.failed('no-workflow', 'GITHUB_WORKFLOW_REF names no workflow file')

  const branches = [query.branch]
  if (query.defaultBranch && query.defaultBranch !== query.branch) branches.push(query.defaultBranch)
  let found: FoundRun | undefined
  for (const branch of branches) {
    const what = `listing successful runs of ${workflow} on ${branch}`
    try {
      search.requests++
      const { data } = await octokit.rest.actions.listWorkflowRuns({
        owner,
        repo,
        workflow_id: workflow,
        branch,
        status: 'success',
        per_page: RUNS_PER_PAGE,
        exclude_pull_requests: true,
        request: query.signal ? { signal: query.signal } : {},
      })
      // An answer that is not the runs list (a proxy's page, a broken body) says nothing about the history.
      if (!Array.isArray(data?.workflow_runs))
        return search.failed('error', `${what}: the answer lists no runs`)
      const run = data.workflow_runs.find(
        (listed) =>
          Number.isSafeInteger(listed.id) && listed.id !== query.runId && listed.head_branch === branch,
      )
      if (run) {
        const number = run.run_number === undefined ? '' : ` (#${run.run_number})`
        found = { id: run.id, runNumber: run.run_number, branch, text: `run ${run.id}${number} on ${branch}` }
        break
      }
    } catch (error) {
      return search.failedRequest(what, error)
    }
  }
  if (!found) {
    return search.failed(
      'no-earlier-run',
      `no earlier successful run of ${workflow} on ${branches.join(' or ')}`,
    )
  }
  const what = `listing the jobs of ${found.text}`
  try {
    let malformed = false
    let pages = 0
    const listed = await octokit.paginate(
      octokit.rest.actions.listJobsForWorkflowRun,
      {
        owner,
        repo,
        run_id: found.id,
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
    return { listed, run: found }
  } catch (error) {
    // The page that failed was asked for too.
    search.requests++
    return search.failedRequest(what, error)
  }
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
