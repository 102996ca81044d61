import type { JobData, StepData } from './simulated-job.js'

export interface Repository {
  readonly owner: string
  readonly repo: string
  /** The API base, as in GITHUB_API_URL. */
  readonly apiUrl: string
}

export interface RenderOptions {
  /** Whether steps not started yet are listed (as `pending`); false makes the list grow as steps start. */
  readonly listPendingSteps: boolean
}

/**
 * A job shaped like GET /repos/{owner}/{repo}/actions/jobs/{job_id} answers it: the same fields in the same
 * order, times to the second, steps numbered from 1 in the order the runner runs them.
 */
export function jobJson(
  job: JobData,
  repository: Repository,
  options: RenderOptions,
): Record<string, unknown> {
  const repoUrl = `${repository.apiUrl}/repos/${repository.owner}/${repository.repo}`
  const numbered = job.steps.map((step, index) => ({ step, number: index + 1 }))
  const listed = numbered.filter(({ step }) => options.listPendingSteps || step.status !== 'pending')
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
    steps: listed.map(({ step, number }) => stepJson(step, number)),
    check_run_url: `${repoUrl}/check-runs/${job.id}`,
    labels: ['ubuntu-latest'],
    runner_id: 1000000001,
    runner_name: job.runnerName,
    runner_group_id: 0,
    runner_group_name: 'GitHub Actions',
  }
}

function stepJson(step: StepData, number: number): Record<string, unknown> {
  return {
    name: step.name,
    status: step.status,
    conclusion: step.conclusion,
    number,
    started_at: timestamp(step.startedAt),
    completed_at: timestamp(step.completedAt),
  }
}

// The API gives whole seconds: "2026-07-26T14:53:28Z".
export function timestamp(ms: number | null): string | null {
  return ms === null ? null : `${new Date(ms).toISOString().slice(0, 19)}Z`
}
