// How long each step of this job took the last time it succeeded, read from the Actions REST API.
//
// The runs list takes the workflow's file name in place of its id, so the workflow comes from
// GITHUB_WORKFLOW_REF without a request. Its `status` parameter accepts a conclusion too: `success` leaves
// out failed, cancelled and unfinished runs on the server's side. The same branch's history is the closest
// to this run; the default branch's is the fallback for a new branch. A job is found by its display name,
// the only name the runs' job lists carry: a matrix leg ("test (ubuntu, 20)") finds its own leg.
//
// At most three requests, each made once: the runs of the branch, the runs of the default branch (only when
// the branch has none), the jobs of the run found. The answer is a hint for a progress bar: any error ends
// the search with a reason, never an exception, and nothing is retried.
import type { getOctokit } from '@actions/github'
import { redactGitHubTokens } from '../net/redact.js'

export type Octokit = ReturnType<typeof getOctokit>

/** A step of the earlier run, with both its times. */
export interface StepTiming {
  readonly name: string
  /** completed_at − started_at. The API gives whole seconds, so a short step can read 0. */
  readonly durationMs: number
}

/** The same job in the last successful run of the same workflow. */
export interface JobHistory {
  readonly runId: number
  readonly runNumber: number | undefined
  /** The branch the run was found on: the current one or the default branch. */
  readonly branch: string
  readonly jobId: number
  readonly htmlUrl: string | undefined
  /** Every step that has both times, runner bookkeeping and pre/post steps included, in run order. */
  readonly steps: readonly StepTiming[]
  /**
   * From the start of the first step after "Set up job" to the end of the last one before "Complete job": the
   * stretch in which an action's pre (or main) and post run, so it compares with how long the activity lasted.
   * Undefined when no such step has both times.
   */
  readonly usualMs: number | undefined
}

export type HistoryProblem =
  /** The workflow reference has no file name (GITHUB_WORKFLOW_REF unset or of another form). */
  | 'no-workflow'
  /** Neither the branch nor the default branch has a successful run of the workflow other than this one. */
  | 'no-earlier-run'
  /** The run found has no job of that name (renamed, added since, or skipped there). */
  | 'job-not-found'
  /** The job is there but none of its steps has both times. */
  | 'no-timings'
  /** 403 without a rate limit: the token lacks `actions: read`. */
  | 'forbidden'
  /** Anything else: rate limited, 404, 5xx, network, malformed answer, aborted. */
  | 'error'

export type HistoryResult =
  | { readonly ok: true; readonly history: JobHistory; readonly message: string; readonly requests: number }
  | {
      readonly ok: false
      readonly reason: HistoryProblem
      /** One line for the debug log: what was looked for and why there is nothing. Never holds the token. */
      readonly message: string
      readonly requests: number
    }

export interface HistoryQuery {
  readonly owner: string
  readonly repo: string
  /** The workflow's file name, "ci.yml": see workflowFileName(). */
  readonly workflow: string | undefined
  /** The branch this run is for: GITHUB_HEAD_REF on a pull request, GITHUB_REF_NAME otherwise. */
  readonly branch: string
  /** The repository's default branch, from the event payload; undefined skips the fallback. */
  readonly defaultBranch: string | undefined
  /** The job's display name as the jobs API gives it (not GITHUB_JOB, the YAML key). */
  readonly jobName: string
  /** GITHUB_RUN_ID: a re-run of a successful run is listed among the successes and must not be its own history. */
  readonly runId: number
  /** Ends the search early (the tracker's own deadline). */
  readonly signal?: AbortSignal
}

/** Runs asked for per list: the current run (a re-run) can take one place, and the answer stays small. */
export const RUNS_PER_PAGE = 5
/** Jobs asked for in the run found: a large matrix still fits in one request. */
export const JOBS_PER_PAGE = 100

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

/** The step timings of the same job in the last successful run of the same workflow, or why there are none. */
export async function readJobHistory(octokit: Octokit, query: HistoryQuery): Promise<HistoryResult> {
  let requests = 0
  const { owner, repo, workflow, jobName } = query
  const failed = (reason: HistoryProblem, message: string): HistoryResult => ({
    ok: false,
    reason,
    message: `No step history for “${jobName}”: ${message}`,
    requests,
  })
  if (workflow === undefined) return failed('no-workflow', 'GITHUB_WORKFLOW_REF names no workflow file')

  const branches = [query.branch]
  if (query.defaultBranch && query.defaultBranch !== query.branch) branches.push(query.defaultBranch)
  let found: { id: number; runNumber: number | undefined; branch: string } | undefined
  for (const branch of branches) {
    const what = `listing successful runs of ${workflow} on ${branch}`
    try {
      requests++
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
      if (!Array.isArray(data?.workflow_runs)) return failed('error', `${what}: the answer lists no runs`)
      const run = data.workflow_runs.find(
        (listed) =>
          Number.isSafeInteger(listed.id) && listed.id !== query.runId && listed.head_branch === branch,
      )
      if (run) {
        found = { id: run.id, runNumber: run.run_number, branch }
        break
      }
    } catch (error) {
      return failedRequest(failed, what, error)
    }
  }
  if (!found) {
    return failed('no-earlier-run', `no earlier successful run of ${workflow} on ${branches.join(' or ')}`)
  }

  const run = `run ${found.id}${found.runNumber === undefined ? '' : ` (#${found.runNumber})`} on ${found.branch}`
  let job: ListedJob | undefined
  try {
    requests++
    const { data } = await octokit.rest.actions.listJobsForWorkflowRun({
      owner,
      repo,
      run_id: found.id,
      filter: 'latest',
      per_page: JOBS_PER_PAGE,
      request: query.signal ? { signal: query.signal } : {},
    })
    if (!Array.isArray(data?.jobs))
      return failed('error', `listing the jobs of ${run}: the answer lists no jobs`)
    const named = data.jobs.filter((listed) => listed.name === jobName)
    // One name can be listed twice (a reusable workflow called twice); the one that succeeded is the measure.
    job = named.find((listed) => listed.conclusion === 'success') ?? named[0]
  } catch (error) {
    return failedRequest(failed, `listing the jobs of ${run}`, error)
  }
  if (!job) return failed('job-not-found', `${run} has no job of that name`)

  const ordered = [...(job.steps ?? [])].sort((a, b) => a.number - b.number)
  const timed = ordered.flatMap((step) => {
    const started = Date.parse(step.started_at ?? '')
    const completed = Date.parse(step.completed_at ?? '')
    if (!Number.isFinite(started) || !Number.isFinite(completed)) return []
    return [{ name: step.name, started, completed }]
  })
  if (timed.length === 0) return failed('no-timings', `job ${job.id} in ${run} lists no step with both times`)

  const steps = timed.map((step) => ({
    name: step.name,
    durationMs: Math.max(0, step.completed - step.started),
  }))
  const within = timed.filter((step) => step.name !== RUNNER_SETUP && step.name !== RUNNER_TEARDOWN)
  const usualMs =
    within.length === 0
      ? undefined
      : Math.max(0, Math.max(...within.map((s) => s.completed)) - Math.min(...within.map((s) => s.started)))
  return {
    ok: true,
    history: {
      runId: found.id,
      runNumber: found.runNumber,
      branch: found.branch,
      jobId: job.id,
      htmlUrl: job.html_url ?? undefined,
      steps,
      usualMs,
    },
    message: `Step history for “${jobName}”: ${steps.length} steps from job ${job.id} in ${run}`,
    requests,
  }
}

type ListedJob = Awaited<
  ReturnType<Octokit['rest']['actions']['listJobsForWorkflowRun']>
>['data']['jobs'][number]

/** The reason and a log line for a request that threw: an Octokit RequestError, or anything else. */
function failedRequest(
  failed: (reason: HistoryProblem, message: string) => HistoryResult,
  what: string,
  error: unknown,
): HistoryResult {
  const status = statusOf(error)
  const detail = redactGitHubTokens(messageOf(error))
  if (status === 403 && !isRateLimited(error)) {
    return failed('forbidden', `${what}: HTTP 403 ${detail} (the token needs \`actions: read\`)`)
  }
  return failed('error', `${what}: ${status === undefined ? '' : `HTTP ${status} `}${detail}`)
}

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
