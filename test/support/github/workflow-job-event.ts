import type { Repository } from './job-json.js'
import { timestamp } from './job-json.js'
import type { WorkflowRunData } from './workflow-runs.js'

/** The waiting job, as the event names it. */
export interface WaitingJobIdentity {
  readonly id: number
  /** Its display name: "deploy". */
  readonly name: string
  readonly environment: string
  /** When the job was created, ms since the epoch. */
  readonly createdAt: number
}

/**
 * The payload of a `workflow_job` event of type `waiting`, as GitHub sends it to a workflow of the repository
 * (webhook-workflow-job-waiting in GitHub's webhook schemas): the job held by an environment's protection rule, in
 * its run, with the deployment it waits to make, the repository and who triggered it.
 */
export function waitingJobEvent(
  job: WaitingJobIdentity,
  run: WorkflowRunData,
  repository: Repository,
): Record<string, unknown> {
  const api = `https://api.github.com/repos/${repository.owner}/${repository.repo}`
  const html = `https://github.com/${repository.owner}/${repository.repo}`
  const created = timestamp(job.createdAt)
  return {
    action: 'waiting',
    workflow_job: {
      id: job.id,
      run_id: run.id,
      workflow_name: run.name,
      head_branch: run.headBranch,
      run_url: `${api}/actions/runs/${run.id}`,
      run_attempt: run.runAttempt,
      node_id: `CR_${Buffer.from(String(job.id)).toString('base64url')}`,
      head_sha: run.headSha,
      url: `${api}/actions/jobs/${job.id}`,
      html_url: `${html}/actions/runs/${run.id}/job/${job.id}`,
      status: 'waiting',
      conclusion: null,
      created_at: created,
      started_at: created,
      completed_at: null,
      name: job.name,
      steps: [],
      check_run_url: `${api}/check-runs/${job.id}`,
      labels: ['ubuntu-latest'],
      runner_id: null,
      runner_name: null,
      runner_group_id: null,
      runner_group_name: null,
    },
    deployment: {
      url: `${api}/deployments/1${job.id % 100_000}`,
      id: Number(`1${job.id % 100_000}`),
      node_id: `DE_${Buffer.from(String(job.id)).toString('base64url')}`,
      task: 'deploy',
      original_environment: job.environment,
      environment: job.environment,
      description: null,
      created_at: created,
      updated_at: created,
      statuses_url: `${api}/deployments/1${job.id % 100_000}/statuses`,
      repository_url: api,
    },
    repository: {
      id: 1_296_269,
      name: repository.repo,
      full_name: `${repository.owner}/${repository.repo}`,
      private: false,
      owner: { login: repository.owner, type: 'Organization' },
      html_url: html,
      fork: false,
      url: api,
      default_branch: 'main',
    },
    sender: { login: 'octocat', id: 1, type: 'User' },
  }
}
