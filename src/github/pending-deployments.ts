// The environments a run's jobs wait on, and who may approve them: GET
// /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments (`actions: read`). GitHub documents each entry:
// the environment, its wait timer (minutes, 0 without one), and its reviewers, users and teams. A job held by a
// wait timer alone, or by a custom protection rule of an app, lists no reviewer; a team names no members (reading
// them needs the organization's permission, which a GITHUB_TOKEN lacks).
import type { GitHubClient } from './client.js'
import type { WaitingJob } from './waiting-job.js'

/** Who may approve a pending deployment. */
export type Reviewer = { readonly user: string } | { readonly team: string }

export interface PendingDeployment {
  readonly environment: string
  /** Minutes; 0 without a wait timer. */
  readonly waitTimerMinutes: number
  readonly reviewers: readonly Reviewer[]
}

/** What the run waits on now; empty once nothing does. Rejects for what the API or the network does. */
export async function readPendingDeployments(
  octokit: GitHubClient,
  job: WaitingJob,
  signal: AbortSignal,
): Promise<PendingDeployment[]> {
  const [owner = '', repo = ''] = job.repository.split('/')
  const { data } = await octokit.rest.actions.getPendingDeploymentsForRun({
    owner,
    repo,
    run_id: job.runId,
    request: { signal },
  })
  if (!Array.isArray(data)) throw new TypeError('the pending deployments are not a list')
  return data.map((entry) => ({
    environment: entry.environment?.name ?? '',
    waitTimerMinutes: typeof entry.wait_timer === 'number' ? entry.wait_timer : 0,
    reviewers: (entry.reviewers ?? []).flatMap((entry): Reviewer[] => {
      const reviewer = entry.reviewer
      if (!reviewer) return []
      if (entry.type === 'User' && 'login' in reviewer) return [{ user: reviewer.login }]
      if (entry.type === 'Team' && 'slug' in reviewer) return [{ team: reviewer.slug }]
      return []
    }),
  }))
}
