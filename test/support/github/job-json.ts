import type { JobData, StepData } from './simulated-job.js'

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
}

export type NotBegun = 'pending' | 'queued'

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
    steps: listed.map((step) => stepJson(step, options.notBegun)),
    check_run_url: `${repoUrl}/check-runs/${job.id}`,
    labels: ['ubuntu-latest'],
    runner_id: 1000000001,
    runner_name: job.runnerName,
    runner_group_id: 0,
    runner_group_name: 'GitHub Actions',
  }
}

function stepJson(step: StepData, notBegun: NotBegun): Record<string, unknown> {
  return {
    name: step.name,
    status: step.status === 'pending' ? notBegun : step.status,
    conclusion: step.conclusion,
    number: step.number,
    started_at: timestamp(step.startedAt),
    completed_at: timestamp(step.completedAt),
  }
}

// The API gives whole seconds: "2026-07-26T14:53:28Z".
export function timestamp(ms: number | null): string | null {
  return ms === null ? null : `${new Date(ms).toISOString().slice(0, 19)}Z`
}
