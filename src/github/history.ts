// How long each job of this workflow, and each of its steps, took the last few times the workflow succeeded,
// read from the Actions REST API. The runs read are found and chosen in successful-runs.ts, listed by the
// workflow's file name, which comes from GITHUB_WORKFLOW_REF without a request. Jobs are known by their display
// names, the only names the runs' job lists carry: a matrix leg ("test (ubuntu, 20)") and a job of a called
// workflow ("deploy / migrate") keep theirs from run to run. The answer is a hint for a progress bar: any error
// ends the search with a reason (history-search.ts), never an exception, and nothing is retried.
import { context } from '@actions/github'
import type { GitHubClient } from './client.js'
import { type HistoryFailure, Search } from './history-search.js'
import { BOOKKEEPING, LEG_NAME } from './names.js'
import { type PreviousRun, previousRun } from './previous-run.js'
import { type RunQuery, thisRunNumber } from './runs-list.js'
import { type ListedJob, lastSuccessfulJobs } from './successful-runs.js'

/** A step of an earlier run that has both its times, in ms since the epoch. */
export interface TimedStep {
  readonly name: string
  readonly startedAt: number
  readonly completedAt: number
}

/** A job of an earlier run: its display name, how it ended, and its timed steps in run order. */
export interface HistoryJob {
  readonly name: string
  readonly conclusion: string | null
  /** Every step that has both times, runner bookkeeping and pre/post steps included. */
  readonly steps: readonly TimedStep[]
}

/** An earlier successful run of the same workflow, as its jobs show it. */
export interface PastRun {
  readonly runId: number
  readonly runNumber: number | undefined
  /** The branch the run was found on: the current one or the default branch. */
  readonly branch: string
  /** Its jobs (each as its latest attempt ran it), in the order the API lists them. */
  readonly jobs: readonly HistoryJob[]
}

/** The last few successful runs of the same workflow. */
export interface RunHistory {
  /** The runs whose jobs were read, newest first: the branch's, then the default branch's. */
  readonly runs: readonly PastRun[]
  /**
   * How long each successful run listed on the branch took, from when its latest attempt began to when it was
   * last updated, newest first, and then, on a branch with fewer than RUNS_READ, the default branch's: the read
   * runs' among them. Whole runs, jobs that do not take part included: a measure of how much the workflow's
   * pace varies, not of the activity's span.
   */
  readonly durationsMs: readonly number[]
  /**
   * The run before this one on its branch, and the failed streak it ends (previous-run.ts), from the same list:
   * undefined where the list holds none of the branch's completed runs.
   */
  readonly previous: PreviousRun | undefined
}

export type RunHistoryResult =
  | { readonly ok: true; readonly history: RunHistory; readonly message: string; readonly requests: number }
  | HistoryFailure

/** The query for one job of the run: the legs of a matrix are found by this job's display name. */
export interface HistoryQuery extends RunQuery {
  /** The job's display name as the jobs API gives it (not GITHUB_JOB, the YAML key). */
  readonly jobName: string
}

/**
 * The query for this run: the repository and run from the toolkit's context, the workflow from
 * GITHUB_WORKFLOW_REF, the branch a pull request comes from or the ref's, and the default branch from the
 * event.
 */
export function runQueryForThisRun(signal: AbortSignal): RunQuery {
  const payload = context.payload as { repository?: { default_branch?: unknown } }
  const defaultBranch = payload.repository?.default_branch
  return {
    ...context.repo,
    workflow: workflowFileName(process.env.GITHUB_WORKFLOW_REF),
    branch: process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || '',
    defaultBranch: typeof defaultBranch === 'string' ? defaultBranch : undefined,
    runId: context.runId,
    runNumber: thisRunNumber(),
    signal,
  }
}

/** The query for the job named `jobName` in this run (see runQueryForThisRun). */
export function queryForThisRun(jobName: string, signal: AbortSignal): HistoryQuery {
  return { ...runQueryForThisRun(signal), jobName }
}

/**
 * The workflow's file name from GITHUB_WORKFLOW_REF: "octo/app/.github/workflows/ci.yml@refs/heads/main"
 * gives "ci.yml". Undefined for anything else (an unset variable, a dynamic workflow with no file).
 */
export function workflowFileName(workflowRef: string | undefined): string | undefined {
  const match = /\/\.github\/workflows\/([^/@]+\.ya?ml)@/.exec(workflowRef ?? '')
  return match?.[1]
}

/** Every job of the last few successful runs of the workflow, with its steps' times, or why there are none. */
export async function readRunHistory(octokit: GitHubClient, query: RunQuery): Promise<RunHistoryResult> {
  const search = new Search('the run', octokit)
  const found = await lastSuccessfulJobs(octokit, query, search)
  if (!('read' in found)) return found
  const runs = found.read.map(({ run, listed }) => ({
    runId: run.id,
    runNumber: run.runNumber,
    branch: run.branch,
    jobs: listed.map((job) => ({
      name: job.name,
      conclusion: job.conclusion ?? null,
      steps: timedSteps(job).map(({ name, started, completed }) => ({
        name,
        startedAt: started,
        completedAt: completed,
      })),
    })),
  }))
  const jobs = runs.reduce((count, run) => count + run.jobs.length, 0)
  const steps = runs.reduce(
    (count, run) => count + run.jobs.reduce((inRun, job) => inRun + job.steps.length, 0),
    0,
  )
  if (steps === 0) return search.failed('no-timings', `no step with both times in ${found.text}`)
  return {
    ok: true,
    history: { runs, durationsMs: found.durationsMs, previous: previousRun(found.completed, query) },
    message: `Step history of the run: ${plural(jobs, 'job')}, ${plural(steps, 'timed step')}, from ${found.text}`,
    requests: search.requests,
  }
}

/** How long each leg of a matrix job took in its last few successful runs, by the leg's matrix values. */
export type LegsHistoryResult =
  | {
      readonly ok: true
      /**
       * "ubuntu-latest, 20" → ms in each run read where the leg succeeded, newest first, as the jobs API names
       * the legs: "test (ubuntu-latest, 20)".
       */
      readonly timesMs: Readonly<Record<string, readonly number[]>>
      readonly message: string
      readonly requests: number
    }
  | HistoryFailure

/**
 * The time of every leg of this matrix job in each of the last few successful runs of the same workflow that it
 * succeeded in. The jobs API links no leg to its matrix: legs are named "<job
 * name> (<matrix values>)", so this leg's own name (`jobName`) gives the job name they share. A job named with
 * a matrix expression ("Test on ubuntu") carries no values in its name, and gives no history. Requests as
 * readRunHistory's.
 */
export async function readLegsHistory(
  octokit: GitHubClient,
  query: HistoryQuery,
): Promise<LegsHistoryResult> {
  const search = new Search(`the legs of “${query.jobName}”`, octokit)
  const name = LEG_NAME.exec(query.jobName)?.[1]
  if (name === undefined) return search.failed('job-not-found', 'the name holds no matrix values')
  const found = await lastSuccessfulJobs(octokit, query, search)
  if (!('read' in found)) return found

  const times = new Map<string, number[]>()
  for (const { listed } of found.read) {
    for (const job of listed) {
      const leg = LEG_NAME.exec(job.name)
      const usual = usualOf(timedSteps(job))
      if (leg?.[1] === name && leg[2] !== undefined && job.conclusion === 'success' && usual !== undefined) {
        times.set(leg[2], [...(times.get(leg[2]) ?? []), usual])
      }
    }
  }
  if (times.size === 0) return search.failed('job-not-found', `no leg of “${name}” in ${found.text}`)
  return {
    ok: true,
    timesMs: Object.fromEntries(times),
    message: `Leg history for “${name}”: ${times.size} legs in ${found.text}`,
    requests: search.requests,
  }
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

/** The job's steps that have both times, in run order. */
function timedSteps(job: ListedJob): { name: string; started: number; completed: number }[] {
  return [...(job.steps ?? [])]
    .sort((a, b) => a.number - b.number)
    .flatMap((step) => {
      const started = Date.parse(step.started_at ?? '')
      const completed = Date.parse(step.completed_at ?? '')
      if (!Number.isFinite(started) || !Number.isFinite(completed)) return []
      return [{ name: step.name, started, completed }]
    })
}

/**
 * From the start of the first step after the runner's own set-up to the end of the last one before its own end
 * (BOOKKEEPING): the stretch in which an action's pre (or main) and post run. Undefined when no such step has
 * both times.
 */
function usualOf(timed: readonly { name: string; started: number; completed: number }[]): number | undefined {
  const within = timed.filter((step) => !BOOKKEEPING.has(step.name))
  if (within.length === 0) return undefined
  return Math.max(0, Math.max(...within.map((s) => s.completed)) - Math.min(...within.map((s) => s.started)))
}
