import type { Reviewer } from '../github/pending-deployments.js'
import type { PushMessage } from '../signalgrid/types.js'
import { jobList } from '../view/words.js'

/** A deploy of this run that waits for its reviewers, as the push to them names it. */
export interface ApprovalWait {
  /** The workflow's name: "Deploy". */
  readonly workflow: string
  /** The run's branch or tag: "main". */
  readonly refName: string
  /** The jobs that wait, as the jobs API names them; none where they could not be read. */
  readonly jobs: readonly string[]
  /** The environments waited on, each with a reviewer: "production". */
  readonly environments: readonly string[]
  readonly runNumber: string
  /** The run's page. */
  readonly url: string
}

/**
 * The one push to the reviewers: "Deploy main" · "deploy waits for your approval (production) · run #12", and the
 * run's page, where they approve. WARN: someone must act, and nothing has failed.
 */
export function approvalPush(wait: ApprovalWait): PushMessage {
  const who =
    wait.jobs.length === 0
      ? 'a deploy waits'
      : `${jobList(wait.jobs)} ${wait.jobs.length === 1 ? 'waits' : 'wait'}`
  const run = wait.runNumber ? ` · run #${wait.runNumber}` : ''
  return {
    title: [wait.workflow, wait.refName].filter(Boolean).join(' ') || 'GitHub Actions',
    body: `${who} for your approval (${wait.environments.join(', ')})${run}\n${wait.url}`,
    severity: 'WARN',
    critical: false,
  }
}

/**
 * Where the push goes: each reviewer's own channel from `actor-channels`; a team (whose members a GITHUB_TOKEN
 * cannot read), or a reviewer the map does not name, leaves it to the alert's channels. Each channel once.
 */
export function reviewerChannels(
  reviewers: readonly Reviewer[],
  actorChannels: ReadonlyMap<string, string>,
  alertChannels: readonly string[],
): string[] {
  const channels = new Set<string>()
  let unmapped = false
  for (const reviewer of reviewers) {
    const own = 'user' in reviewer ? actorChannels.get(reviewer.user.toLowerCase()) : undefined
    if (own === undefined) unmapped = true
    else channels.add(own)
  }
  if (unmapped) for (const channel of alertChannels) channels.add(channel)
  return [...channels]
}
