import { isAbsolute, relative } from 'node:path'

/** What the runner tells every step about the run, from its GITHUB_* and RUNNER_* variables. */
export interface RunContext {
  readonly repository: string
  readonly workflow: string
  readonly job: string
  readonly runId: string
  /** 1, then 2 and on for each re-run of the run's jobs. */
  readonly runAttempt: number
  readonly serverUrl: string
  readonly refName: string
  readonly sha: string
  readonly runnerName: string
  readonly runnerTemp: string
  /** The name the jobs API gives this action's steps when the workflow does not name them. */
  readonly actionStepName: string
}

export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  return {
    repository: env.GITHUB_REPOSITORY ?? '',
    workflow: env.GITHUB_WORKFLOW ?? '',
    job: env.GITHUB_JOB ?? '',
    runId: env.GITHUB_RUN_ID ?? '',
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    refName: env.GITHUB_REF_NAME ?? '',
    sha: env.GITHUB_SHA ?? '',
    runnerName: env.RUNNER_NAME ?? '',
    runnerTemp: env.RUNNER_TEMP ?? '',
    actionStepName: actionStepName(env),
  }
}

// "Run owner/repo@ref" for a repository action; "Run ./path" for a local one, whose path is only known
// relative to the workspace it was checked out in.
function actionStepName(env: NodeJS.ProcessEnv): string {
  if (env.GITHUB_ACTION_REPOSITORY)
    return `Run ${env.GITHUB_ACTION_REPOSITORY}@${env.GITHUB_ACTION_REF ?? ''}`
  const path = relative(env.GITHUB_WORKSPACE ?? '', env.GITHUB_ACTION_PATH ?? '')
  return path.startsWith('..') || isAbsolute(path) ? 'Run ./' : `Run ./${path}`
}

/** The default title: short enough for a lock screen, specific enough to tell jobs apart. */
export function defaultTitle(context: RunContext): string {
  return [context.workflow, context.job].filter(Boolean).join(' · ') || 'GitHub Actions job'
}

/** The run's page, or the job's own log when its id is known. */
export function runUrl(context: RunContext, jobId = ''): string {
  const run = `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}`
  return jobId ? `${run}/job/${jobId}` : run
}
