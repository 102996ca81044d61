// The environments a run's jobs wait on, and who may approve them: GET
// /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments (`actions: read`). GitHub documents each entry:
// the environment, its wait timer (minutes, 0 without one), and its reviewers, users and teams. A job held by a
// wait timer alone, or by a custom protection rule of an app, lists no reviewer; a team names no members (reading
// them needs the organization's permission, which a GITHUB_TOKEN lacks).
import { unusableAnswer } from './errors.js'
import { isRecord } from './job.js'
import type { FailedRead, JobsApi } from './jobs-api.js'

const PENDING_ROUTE = 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments'

/** Who may approve a pending deployment: a user by login, a team by its slug. */
export type Reviewer = { readonly user: string } | { readonly team: string }

export interface PendingDeployment {
  readonly environment: string
  /** Minutes; 0 without a wait timer. */
  readonly waitTimerMinutes: number
  readonly reviewers: readonly Reviewer[]
}

export type PendingResponse =
  | { readonly outcome: 'pending'; readonly deployments: readonly PendingDeployment[] }
  | FailedRead

/**
 * What run `runId` waits on now, in one request; empty while nothing does. Throws a failure of errors.ts
 * (`JobsApi.take` makes it an answer): a 403 without `actions: read` is a GitHubPermissionError.
 */
export async function readPendingDeployments(
  api: JobsApi,
  runId: number,
): Promise<Exclude<PendingResponse, FailedRead>> {
  const answer = await api.get(PENDING_ROUTE, { ...api.repo, run_id: runId })
  // Unconditional: no key, so never 304.
  if (answer.outcome !== 'fresh') throw unusableAnswer(api.request, 'not modified, never asked so')
  const json = await api.json(answer.reply)
  if (!Array.isArray(json))
    throw unusableAnswer(api.request, 'the answer is not a list of pending deployments')
  return { outcome: 'pending', deployments: json.map((entry) => pendingDeployment(entry, api.request)) }
}

function pendingDeployment(entry: unknown, request: string): PendingDeployment {
  const environment = isRecord(entry) && isRecord(entry.environment) ? entry.environment.name : undefined
  if (!isRecord(entry) || typeof environment !== 'string')
    throw unusableAnswer(request, 'a pending deployment names no environment')
  const reviewers = Array.isArray(entry.reviewers) ? entry.reviewers : []
  return {
    environment,
    waitTimerMinutes: typeof entry.wait_timer === 'number' ? entry.wait_timer : 0,
    reviewers: reviewers.flatMap((listed: unknown): Reviewer[] => {
      if (!isRecord(listed) || !isRecord(listed.reviewer)) return []
      const { type, reviewer } = listed
      if (type === 'User' && typeof reviewer.login === 'string') return [{ user: reviewer.login }]
      if (type === 'Team' && typeof reviewer.slug === 'string') return [{ team: reviewer.slug }]
      return []
    }),
  }
}
