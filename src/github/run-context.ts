import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'

/** What the runner tells every step about the run, from its GITHUB_* and RUNNER_* variables. */
export interface RunContext {
  readonly repository: string
  readonly workflow: string
  readonly job: string
  readonly runId: string
  /** Its number among the workflow's runs: "run #12". */
  readonly runNumber: string
  /** 1, then 2 and on for each re-run of the run's jobs. */
  readonly runAttempt: number
  readonly serverUrl: string
  readonly refName: string
  readonly sha: string
  readonly runnerName: string
  readonly runnerTemp: string
  /** The name the jobs API most likely gives this action's steps when the workflow does not name them. */
  readonly actionStepName: string
  /**
   * Every name the runner may give them then, `actionStepName` first: "Run owner/repo@ref" for a repository
   * action; for a local one, the `uses:` path as the workflow wrote it ("Run ./", "Run ./sub/"), which no
   * variable tells, so with and without a trailing slash, and also as runners before 2.332.0 wrote it
   * ("Run /./sub", actions/runner#4218).
   */
  readonly defaultStepNames: readonly string[]
}

/**
 * The run's context from the runner's variables. `script` is the running part of the bundle,
 * <action folder>/dist/<part>/index.js: for a local action it tells where the action is in the workspace, as
 * the runner gives GITHUB_ACTION_PATH to a composite action's steps only.
 */
export function readRunContext(
  env: NodeJS.ProcessEnv = process.env,
  script: string | undefined = process.argv[1],
): RunContext {
  const names = defaultStepNames(env, script)
  return {
    repository: env.GITHUB_REPOSITORY ?? '',
    workflow: env.GITHUB_WORKFLOW ?? '',
    job: env.GITHUB_JOB ?? '',
    runId: env.GITHUB_RUN_ID ?? '',
    runNumber: env.GITHUB_RUN_NUMBER ?? '',
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    refName: env.GITHUB_REF_NAME ?? '',
    sha: env.GITHUB_SHA ?? '',
    runnerName: env.RUNNER_NAME ?? '',
    runnerTemp: env.RUNNER_TEMP ?? '',
    actionStepName: names[0] as string,
    defaultStepNames: names,
  }
}

// A local action's folder is relative to the workspace it was checked out in: "./", or "./sub" written with
// or without its trailing slash. A folder outside the workspace (not on a runner) is taken for "./".
function defaultStepNames(env: NodeJS.ProcessEnv, script: string | undefined): string[] {
  if (env.GITHUB_ACTION_REPOSITORY)
    return [`Run ${env.GITHUB_ACTION_REPOSITORY}@${env.GITHUB_ACTION_REF ?? ''}`]
  const folder = env.GITHUB_ACTION_PATH || (script ? resolve(dirname(script), '..', '..') : '')
  const path = relative(env.GITHUB_WORKSPACE ?? '', folder)
  const inside = folder !== '' && !path.startsWith('..') && !isAbsolute(path)
  const written = inside && path !== '' ? path.split(sep).join('/') : ''
  const forms = written === '' ? ['./'] : [`./${written}`, `./${written}/`]
  return [...forms.map((form) => `Run ${form}`), ...forms.map((form) => `Run /${form}`)]
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
