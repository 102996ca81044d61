// A job held by an environment's protection rule, as the `workflow_job` event with type `waiting` tells it to a
// workflow of the same repository (GITHUB_EVENT_NAME, and the payload at GITHUB_EVENT_PATH), and the run it is a
// job of. GitHub documents the event and its payload (webhook-workflow-job-waiting): the job's id, name, run id and
// attempt, workflow name and branch, and the repository; not the run's number, nor where its commit came from,
// which the run's own record gives (GET /repos/{owner}/{repo}/actions/runs/{run_id}, `actions: read`).
import { readFileSync } from 'node:fs'
import type { GitHubClient } from './client.js'
import { isRecord } from './job.js'

/** The payload is a few KiB; anything near this is not GitHub's. */
const MAX_PAYLOAD_BYTES = 1024 * 1024

/** The job that waits, from the event's payload. */
export interface WaitingJob {
  readonly id: number
  /** Its display name, as the jobs API gives it: "deploy". */
  readonly name: string
  readonly runId: number
  readonly runAttempt: number
  /** The workflow's `name:`. */
  readonly workflow: string
  /** The run's branch; '' for a run of a tag. */
  readonly branch: string
  /** owner/name of the repository the run belongs to. */
  readonly repository: string
}

/** The run the job waits in, as its record shows it. */
export interface WaitingRun {
  /** Its number in the workflow's runs: "run #12". */
  readonly number: number
  /** Its page. */
  readonly url: string
  /** Its commit came from another repository (a fork's pull request). */
  readonly fromFork: boolean
}

/**
 * The waiting job when this step runs for a `workflow_job` event of type `waiting`; undefined for any other event.
 * Throws a TypeError naming the field when the payload is not GitHub's.
 */
export function readWaitingJob(env: NodeJS.ProcessEnv = process.env): WaitingJob | undefined {
  if (env.GITHUB_EVENT_NAME !== 'workflow_job' || !env.GITHUB_EVENT_PATH) return undefined
  const text = readFileSync(env.GITHUB_EVENT_PATH, 'utf8')
  if (text.length > MAX_PAYLOAD_BYTES) throw new TypeError('the event payload is larger than any of GitHub’s')
  const payload: unknown = JSON.parse(text)
  if (!isRecord(payload) || payload.action !== 'waiting') return undefined
  const job = payload.workflow_job
  const repository = payload.repository
  if (!isRecord(job)) throw new TypeError('the event payload has no workflow_job')
  if (!isRecord(repository)) throw new TypeError('the event payload has no repository')
  return {
    id: wholeNumber(job.id, 'workflow_job.id'),
    name: textField(job.name, 'workflow_job.name'),
    runId: wholeNumber(job.run_id, 'workflow_job.run_id'),
    runAttempt: wholeNumber(job.run_attempt, 'workflow_job.run_attempt'),
    workflow: job.workflow_name === null ? '' : textField(job.workflow_name, 'workflow_job.workflow_name'),
    branch: job.head_branch === null ? '' : textField(job.head_branch, 'workflow_job.head_branch'),
    repository: textField(repository.full_name, 'repository.full_name'),
  }
}

/** The run's record: its number, its page, and whether it is a fork's. Rejects for what the API does. */
export async function readWaitingRun(
  octokit: GitHubClient,
  job: WaitingJob,
  signal: AbortSignal,
): Promise<WaitingRun> {
  const [owner = '', repo = ''] = job.repository.split('/')
  const { data } = await octokit.rest.actions.getWorkflowRun({
    owner,
    repo,
    run_id: job.runId,
    request: { signal },
  })
  const head = data.head_repository?.full_name
  return {
    number: wholeNumber(data.run_number, 'run_number'),
    url: textField(data.html_url, 'html_url'),
    fromFork: head !== undefined && head.toLowerCase() !== job.repository.toLowerCase(),
  }
}

function wholeNumber(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new TypeError(`the event's ${field} is not a whole number`)
  return value
}

function textField(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new TypeError(`the event's ${field} is not a string`)
  return value
}
