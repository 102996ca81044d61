import { join } from 'node:path'
import type { JobContext, JobSpec } from './types.js'

/** The run and job around the steps: the spec's context over plausible defaults. */
export function jobContext(spec: JobSpec): JobContext {
  const repository = spec.github ? `${spec.github.owner}/${spec.github.repo}` : 'octo-org/octo-repo'
  return {
    repository,
    workflow: 'CI',
    job: 'build',
    jobName: 'build',
    runId: 7_000_000_001,
    runNumber: 12,
    runAttempt: 1,
    ref: 'refs/heads/main',
    sha: 'c0ffee0000000000000000000000000000000000',
    eventName: 'push',
    actor: 'octocat',
    runnerName: 'GitHub Actions 1000000001',
    checkRunId: true,
    workflowFile: undefined,
    defaultBranch: 'main',
    leg: { index: 0, total: 1, values: null, failFast: true },
    ...spec.context,
  }
}

export interface JobPaths {
  readonly workspace: string
  readonly runnerTemp: string
}

/** Where the runner writes the event that triggered the run (GITHUB_EVENT_PATH). */
export function eventPath(paths: JobPaths): string {
  return join(paths.runnerTemp, '_github_workflow', 'event.json')
}

/** The event payload, as much of it as the action reads: the repository and its default branch. */
export function eventPayload(context: JobContext): Record<string, unknown> {
  const [owner = '', name = ''] = context.repository.split('/')
  return {
    ref: context.ref,
    repository: {
      name,
      full_name: context.repository,
      owner: { login: owner },
      default_branch: context.defaultBranch,
    },
  }
}

/** The variables the runner gives every process of the job, besides the job's own env. */
export function contextEnv(
  context: JobContext,
  paths: JobPaths,
  ids: { readonly trackingId: string; readonly apiUrl: string },
  debug: boolean,
): Record<string, string> {
  const [owner = ''] = context.repository.split('/')
  return {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: context.repository,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_WORKFLOW: context.workflow,
    GITHUB_JOB: context.job,
    GITHUB_RUN_ID: String(context.runId),
    GITHUB_RUN_NUMBER: String(context.runNumber),
    GITHUB_RUN_ATTEMPT: String(context.runAttempt),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: ids.apiUrl,
    GITHUB_REF: context.ref,
    GITHUB_REF_NAME: context.ref.replace(/^refs\/(heads|tags)\//, ''),
    GITHUB_SHA: context.sha,
    GITHUB_EVENT_NAME: context.eventName,
    GITHUB_EVENT_PATH: eventPath(paths),
    ...(context.workflowFile === undefined
      ? {}
      : {
          GITHUB_WORKFLOW_REF: `${context.repository}/.github/workflows/${context.workflowFile}@${context.ref}`,
        }),
    GITHUB_ACTOR: context.actor,
    GITHUB_WORKSPACE: paths.workspace,
    RUNNER_NAME: context.runnerName,
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: paths.runnerTemp,
    RUNNER_TRACKING_ID: ids.trackingId,
    ...(debug ? { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' } : {}),
  }
}

// Of the test's own environment, only what any process needs: no proxy, no CI variables, no secrets.
const HOST_VARIABLES = ['PATH', 'HOME', 'LANG', 'TMPDIR']

export function hostEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const name of HOST_VARIABLES) {
    const value = process.env[name]
    if (value !== undefined) env[name] = value
  }
  return env
}
