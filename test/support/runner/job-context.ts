import { join } from 'node:path'
import type { JobSpec, MatrixLeg } from './types.js'

/** The workflow run and job around the steps, each field at a plausible default unless the spec sets it. */
const DEFAULT_CONTEXT = {
  /** owner/repo; the GitHub emulator's repository when the job has one. */
  repository: 'octo-org/octo-repo',
  workflow: 'CI',
  /** GITHUB_JOB: the job's YAML key. */
  job: 'build',
  /** The job's display name, as the jobs API gives it. */
  jobName: 'build',
  runId: 7_000_000_001,
  runNumber: 12,
  runAttempt: 1,
  ref: 'refs/heads/main',
  sha: 'c0ffee0000000000000000000000000000000000',
  eventName: 'push',
  actor: 'octocat',
  runnerName: 'GitHub Actions 1000000001',
  /** GITHUB_SERVER_URL: github.com, or a GitHub Enterprise Server's own host. */
  serverUrl: 'https://github.com',
  /** Whether `${{ job.check_run_id }}` is known (older GitHub Enterprise Server: no, it evaluates to ''). */
  checkRunId: true,
  /**
   * The workflow's file under .github/workflows, which GITHUB_WORKFLOW_REF names ("ci.yml"). The runner always
   * sets it; here it is unset by default, so that a scenario that serves no step history makes no request for
   * one (with it, the action looks the history up in the runs list).
   */
  workflowFile: undefined as string | undefined,
  /**
   * `job.workflow_ref`, the workflow file that defines the job: unset, the run's own (GITHUB_WORKFLOW_REF, '' with
   * no workflow file), as for a job of the workflow itself; a job of a called workflow names that workflow's.
   */
  jobWorkflowRef: undefined as string | undefined,
  /** The repository's default branch, as the event payload (GITHUB_EVENT_PATH) gives it. */
  defaultBranch: 'main',
  /** The job's leg of its matrix (`strategy` and `matrix`); a job that is not a matrix is leg 0 of 1. */
  leg: { index: 0, total: 1, values: null, failFast: true } as MatrixLeg,
}

export type JobContext = Readonly<typeof DEFAULT_CONTEXT>

/**
 * The run and job around the steps: the spec's context over the defaults. A matrix leg is named as the jobs
 * API names legs, "build (linux, 20)", unless the spec names it.
 */
export function jobContext(spec: JobSpec): JobContext {
  const repository = spec.github ? `${spec.github.owner}/${spec.github.repo}` : DEFAULT_CONTEXT.repository
  const context = { ...DEFAULT_CONTEXT, repository, ...spec.context }
  if (spec.context?.jobName !== undefined || context.leg.values === null) return context
  return { ...context, jobName: `${context.jobName} (${Object.values(context.leg.values).join(', ')})` }
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

/** GITHUB_WORKFLOW_REF: the run's workflow file and ref; '' without a workflow file. */
function workflowRef(context: JobContext): string {
  if (context.workflowFile === undefined) return ''
  return `${context.repository}/.github/workflows/${context.workflowFile}@${context.ref}`
}

/** `job.workflow_ref`: the file that defines the job, the run's own unless the context names another. */
export function jobWorkflowRef(context: JobContext): string {
  return context.jobWorkflowRef ?? workflowRef(context)
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
    GITHUB_SERVER_URL: context.serverUrl,
    GITHUB_API_URL: ids.apiUrl,
    GITHUB_REF: context.ref,
    GITHUB_REF_NAME: context.ref.replace(/^refs\/(heads|tags)\//, ''),
    GITHUB_SHA: context.sha,
    GITHUB_EVENT_NAME: context.eventName,
    GITHUB_EVENT_PATH: eventPath(paths),
    ...(context.workflowFile === undefined ? {} : { GITHUB_WORKFLOW_REF: workflowRef(context) }),
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
  const set = HOST_VARIABLES.filter((name) => process.env[name] !== undefined)
  return Object.fromEntries(set.map((name) => [name, process.env[name] as string]))
}
