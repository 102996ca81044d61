import { type Repository, timestamp } from './job-json.js'
import { repositoryJson } from './repository-json.js'
import { DEFAULT_IDENTITY, type JobStatus } from './simulated-job.js'

/** A run's status: a job's, and those of a run held before its jobs (a protection rule, a concurrency group). */
export type RunStatus = JobStatus | 'waiting' | 'requested' | 'pending'
export type RunConclusion = 'success' | 'failure' | 'cancelled' | 'skipped' | 'timed_out' | 'startup_failure'

/** A workflow run at plausible values (a test sets those it is about); times are ms since the epoch. */
export const DEFAULT_RUN = {
  /** The workflow's file name under .github/workflows, as the runs list accepts it in place of an id. */
  workflow: 'ci.yml',
  /** The workflow's `name:`. */
  name: 'CI',
  headBranch: DEFAULT_IDENTITY.headBranch,
  headSha: DEFAULT_IDENTITY.headSha,
  event: 'push',
  status: 'completed' as RunStatus,
  conclusion: 'success' as RunConclusion | null,
  runAttempt: 1,
}

/** A workflow run as the runs list shows it. */
export type WorkflowRunData = Readonly<
  typeof DEFAULT_RUN & { id: number; runNumber: number; createdAt: number }
>

/** The query parameters of GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs the emulator honours. */
export interface RunsFilter {
  readonly branch: string | null
  /** A status or a conclusion: GitHub's `status` parameter accepts both ("success", "completed"). */
  readonly status: string | null
}

/** The runs the filter lets through, newest first, as GitHub lists them. */
export function listRuns(runs: Iterable<WorkflowRunData>, filter: RunsFilter): WorkflowRunData[] {
  return [...runs]
    .filter((run) => filter.branch === null || run.headBranch === filter.branch)
    .filter(
      (run) => filter.status === null || run.status === filter.status || run.conclusion === filter.status,
    )
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
}

/** When a run's latest attempt began and when it was last updated (its end, once it has ended). */
export interface RunTimes {
  readonly startedAt: number
  readonly updatedAt: number
}

/**
 * A run's times from its jobs' (ms since the epoch): from the first one's start to the last one's end once
 * every job has ended; from its creation to then, without jobs or while one runs.
 */
export function runTimes(
  run: WorkflowRunData,
  jobs: readonly { startedAt: number | null; completedAt: number | null }[],
): RunTimes {
  const starts = jobs.map((job) => job.startedAt).filter((at): at is number => at !== null)
  const ends = jobs.map((job) => job.completedAt)
  const ended = jobs.length > 0 && ends.every((at) => at !== null)
  const startedAt = starts.length > 0 ? Math.min(...starts) : run.createdAt
  return { startedAt, updatedAt: ended ? Math.max(...(ends as number[])) : startedAt }
}

/** A run shaped like the runs list's entries: every field GitHub's description requires, in GitHub's order. */
export function runJson(
  run: WorkflowRunData,
  workflowId: number,
  repository: Repository,
  times: RunTimes = { startedAt: run.createdAt, updatedAt: run.createdAt },
): Record<string, unknown> {
  const repoUrl = `${repository.apiUrl}/repos/${repository.owner}/${repository.repo}`
  const runUrl = `${repoUrl}/actions/runs/${run.id}`
  const checkSuiteId = 30_000_000_000 + run.id
  const author = { name: 'Monalisa Octocat', email: 'mona@github.com' }
  return {
    id: run.id,
    name: run.name,
    node_id: `WFR_${Buffer.from(String(run.id)).toString('base64url')}`,
    head_branch: run.headBranch,
    head_sha: run.headSha,
    path: `.github/workflows/${run.workflow}`,
    display_title: `${run.name} #${run.runNumber}`,
    run_number: run.runNumber,
    event: run.event,
    status: run.status,
    conclusion: run.conclusion,
    workflow_id: workflowId,
    check_suite_id: checkSuiteId,
    check_suite_node_id: `CS_${Buffer.from(String(checkSuiteId)).toString('base64url')}`,
    url: runUrl,
    html_url: `https://github.com/${repository.owner}/${repository.repo}/actions/runs/${run.id}`,
    pull_requests: [],
    created_at: timestamp(run.createdAt),
    updated_at: timestamp(times.updatedAt),
    run_attempt: run.runAttempt,
    run_started_at: timestamp(times.startedAt),
    jobs_url: `${runUrl}/jobs`,
    logs_url: `${runUrl}/logs`,
    check_suite_url: `${repoUrl}/check-suites/${checkSuiteId}`,
    artifacts_url: `${runUrl}/artifacts`,
    cancel_url: `${runUrl}/cancel`,
    rerun_url: `${runUrl}/rerun`,
    previous_attempt_url: run.runAttempt > 1 ? `${runUrl}/attempts/${run.runAttempt - 1}` : null,
    workflow_url: `${repoUrl}/actions/workflows/${workflowId}`,
    head_commit: {
      id: run.headSha,
      tree_id: run.headSha.split('').reverse().join(''),
      message: 'Release',
      timestamp: timestamp(run.createdAt),
      author,
      committer: author,
    },
    repository: repositoryJson(repository),
    head_repository: repositoryJson(repository),
  }
}
