import type { components } from '@octokit/openapi-types'
import { type Repository, timestamp } from './job-json.js'
import { userJson } from './repository-json.js'

/** A pending deployment as GitHub's OpenAPI description has it (GET …/runs/{run_id}/pending_deployments). */
export type PendingDeploymentJson = components['schemas']['pending-deployment']

/** Who may approve: a user by login, or a team by its slug. */
export type Reviewer = { readonly user: string } | { readonly team: string }

/** An environment a run's job waits on: its reviewers, or a wait timer (minutes) with none. */
export interface Hold {
  readonly environment: string
  readonly reviewers?: readonly Reviewer[]
  readonly waitTimerMinutes?: number
  /** When the wait began, ms since the epoch. */
  readonly since?: number
}

/**
 * One environment the run waits on, shaped as GitHub answers it: the environment, its wait timer (0 without one)
 * and when it began, whether the token's user may approve (a GITHUB_TOKEN never may), and each reviewer as the
 * user or team it is.
 */
export function pendingDeploymentJson(hold: Hold, repository: Repository): PendingDeploymentJson {
  const id = 56_780_000 + [...hold.environment].reduce((sum, char) => sum + char.charCodeAt(0), 0)
  const repoUrl = `${repository.apiUrl}/repos/${repository.owner}/${repository.repo}`
  const since = hold.since ?? Date.now()
  return {
    environment: {
      id,
      node_id: `EN_${Buffer.from(String(id)).toString('base64url')}`,
      name: hold.environment,
      url: `${repoUrl}/environments/${encodeURIComponent(hold.environment)}`,
      html_url: `https://github.com/${repository.owner}/${repository.repo}/deployments/activity_log?environments_filter=${encodeURIComponent(hold.environment)}`,
    },
    wait_timer: hold.waitTimerMinutes ?? 0,
    wait_timer_started_at: hold.waitTimerMinutes ? (timestamp(since) as string) : null,
    current_user_can_approve: false,
    reviewers: (hold.reviewers ?? []).map((reviewer) =>
      'user' in reviewer
        ? { type: 'User', reviewer: userJson(reviewer.user) }
        : { type: 'Team', reviewer: teamJson(reviewer.team, repository) },
    ),
  }
}

function teamJson(slug: string, repository: Repository): components['schemas']['team'] {
  const id = 2_000 + ([...slug].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 0) % 1_000_000)
  const api = `https://api.github.com/orgs/${repository.owner}/teams/${slug}`
  return {
    id,
    node_id: `T_${Buffer.from(slug).toString('base64url')}`,
    url: api,
    members_url: `${api}/members{/member}`,
    name: slug,
    description: null,
    permission: 'pull',
    privacy: 'closed',
    notification_setting: 'notifications_enabled',
    html_url: `https://github.com/orgs/${repository.owner}/teams/${slug}`,
    repositories_url: `${api}/repos`,
    slug,
    parent: null,
    type: 'organization',
  }
}
