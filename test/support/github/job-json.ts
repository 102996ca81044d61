import type { GitHubClient } from '../../../src/github/client.js'
import type { AnnotationData, JobData, StepData } from './simulated-job.js'

export interface Repository {
  readonly owner: string
  readonly repo: string
  /** The API base, as in GITHUB_API_URL. */
  readonly apiUrl: string
}

export interface RenderOptions {
  /** Whether steps not started yet are listed; false makes the list grow as steps start. */
  readonly listPendingSteps: boolean
  /** The status of a step not started yet: `pending` (seen in live answers) or `queued` (the documented enum). */
  readonly notBegun: NotBegun
  /** What a step never begun says once its job has completed (Unreached). */
  readonly unreached: Unreached
}

export type NotBegun = 'pending' | 'queued'

/**
 * What the jobs API lists, once a job has completed, for a step its worker never began (a post never reached, the
 * worker killed at the cancel timeout): not documented. 'not begun' as it was left, or 'completed' with no times,
 * as a record the service closed with the job; a client must take both (../shared runner lifecycle, How runs end).
 */
export type Unreached = 'not begun' | 'completed'

/**
 * A job shaped like GET /repos/{owner}/{repo}/actions/jobs/{job_id} answers it: the same fields in the same
 * order, times to the second, steps in the order of their numbers (the runner's: see SimulatedJob.addStep).
 */
export function jobJson(
  job: JobData,
  repository: Repository,
  options: RenderOptions,
): Record<string, unknown> {
  const repoUrl = `${repository.apiUrl}/repos/${repository.owner}/${repository.repo}`
  const listed = job.steps.filter((step) => options.listPendingSteps || step.status !== 'pending')
  return {
    id: job.id,
    run_id: job.runId,
    workflow_name: job.workflowName,
    head_branch: job.headBranch,
    run_url: `${repoUrl}/actions/runs/${job.runId}`,
    run_attempt: job.runAttempt,
    node_id: `CR_${Buffer.from(String(job.id)).toString('base64url')}`,
    head_sha: job.headSha,
    url: `${repoUrl}/actions/jobs/${job.id}`,
    html_url: `https://github.com/${repository.owner}/${repository.repo}/actions/runs/${job.runId}/job/${job.id}`,
    status: job.status,
    conclusion: job.conclusion,
    created_at: timestamp(job.createdAt),
    started_at: timestamp(job.startedAt ?? job.createdAt),
    completed_at: timestamp(job.completedAt),
    name: job.name,
    steps: listed.map((step) => stepJson(step, options, job.status === 'completed')),
    check_run_url: `${repoUrl}/check-runs/${job.id}`,
    labels: ['ubuntu-latest'],
    runner_id: 1000000001,
    runner_name: job.runnerName,
    runner_group_id: 0,
    runner_group_name: 'GitHub Actions',
  }
}

function stepJson(step: StepData, options: RenderOptions, jobCompleted: boolean): Record<string, unknown> {
  const closed = jobCompleted && step.status === 'pending' && options.unreached === 'completed'
  return {
    name: step.name,
    status: closed ? 'completed' : step.status === 'pending' ? options.notBegun : step.status,
    conclusion: closed ? 'cancelled' : step.conclusion,
    number: step.number,
    started_at: timestamp(step.startedAt),
    completed_at: timestamp(step.completedAt),
  }
}

// The API gives whole seconds: "2026-07-26T14:53:28Z".
export function timestamp(ms: number | null): string | null {
  return ms === null ? null : `${new Date(ms).toISOString().slice(0, 19)}Z`
}

/** A check run's annotation, as Octokit types the list's entries from GitHub's OpenAPI description. */
export type ListedAnnotation = Awaited<
  ReturnType<GitHubClient['rest']['checks']['listAnnotations']>
>['data'][number]

/**
 * An annotation as `GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations` lists it: typed by the OpenAPI
 * description (a field missing, added or of another type fails the typecheck). GitHub's own annotations, which
 * name no file, point at line 1 of `.github`, as its pages show them (".github#L1").
 */
export function annotationJson(
  annotation: AnnotationData,
  job: JobData,
  repository: Repository,
): ListedAnnotation {
  return {
    path: '.github',
    blob_href: `https://github.com/${repository.owner}/${repository.repo}/blob/${job.headSha}/.github`,
    start_line: 1,
    end_line: 1,
    start_column: null,
    end_column: null,
    annotation_level: annotation.level,
    title: '',
    message: annotation.message,
    raw_details: '',
  }
}
