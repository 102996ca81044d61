import { githubClient } from '../github/client.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { USER_AGENT } from '../signalgrid/user-agent.js'
import { formatDuration } from '../view/durations.js'
import type { Ending } from './failure-alert.js'
import { jobReader } from './job-reader.js'

/**
 * Why a cancelled job ended, as GitHub shows it, for its end and its alert: past its `timeout-minutes` (its check
 * run's annotations, which need `checks: read`), else superseded by a newer run of its workflow on its branch that
 * has not completed (as `concurrency` cancels the older run), else cancelled. One or two GitHub requests, made only
 * for a cancelled job's end; a read that cannot say leaves it cancelled, with a debug line that says why.
 * `failedStep`: the step the job was cancelled at, which a timed-out end names. Post and the tracker's end of last
 * resort read it alike.
 */
export async function cancelledEnding(
  inputs: Pick<Inputs, 'githubToken' | 'jobId'>,
  context: Pick<RunContext, 'runnerName'>,
  options: {
    readonly timeoutMs: number
    readonly failedStep: string | undefined
    readonly debug: (message: string) => void
  },
): Promise<Ending> {
  const { timeoutMs, failedStep, debug } = options
  const cancelled: Ending = { outcome: 'cancelled', detail: {} }
  if (!inputs.githubToken) return cancelled
  const jobId = Number(inputs.jobId)
  if (Number.isSafeInteger(jobId) && jobId > 0) {
    const timedOut = await readTimeout(inputs, context, timeoutMs, jobId, debug)
    if (timedOut) return { outcome: 'timed-out', detail: { failedStep, ...timedOut } }
  }
  const newerRun = await readNewer(inputs, timeoutMs, debug)
  return newerRun === undefined ? cancelled : { outcome: 'superseded', detail: { newerRun } }
}

/** The job's time limit ("30m"), where its annotations say it timed out. */
async function readTimeout(
  inputs: Pick<Inputs, 'githubToken' | 'jobId'>,
  context: Pick<RunContext, 'runnerName'>,
  timeoutMs: number,
  jobId: number,
  debug: (message: string) => void,
): Promise<{ readonly limit: string | undefined; readonly failedStep?: string } | undefined> {
  const job = await jobReader(inputs, context, timeoutMs, debug)
  const answer = await job?.readAnnotatedEnd(jobId)
  if (answer?.outcome === 'error') {
    debug(
      `Signalgrid: whether the job timed out is not known (${answer.error.message}): it ends as cancelled; ` +
        'a job past its timeout-minutes is told from its annotations, with `permissions: checks: read`.',
    )
    return undefined
  }
  if (answer?.end.kind !== 'timed-out') return undefined
  const limit = answer.end.limitMs === undefined ? undefined : limitWords(answer.end.limitMs)
  // The step GitHub stopped at the limit: the one the job shows cancelled.
  const read = await job?.read()
  const stopped =
    read?.outcome === 'job' ? read.job.steps.find((step) => step.conclusion === 'cancelled') : undefined
  return { limit, ...(stopped ? { failedStep: stopped.name } : {}) }
}

/** A time limit as `timeout-minutes` sets it: "30m", "6h", else to the second. */
function limitWords(ms: number): string {
  if (ms % HOUR === 0) return `${ms / HOUR}h`
  if (ms % MINUTE === 0) return `${ms / MINUTE}m`
  return formatDuration(ms)
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** The number of the newer run of the workflow on this branch that has not completed, if there is one. */
async function readNewer(
  inputs: Pick<Inputs, 'githubToken'>,
  timeoutMs: number,
  debug: (message: string) => void,
): Promise<number | undefined> {
  const [{ readNewerRun }, { runQueryForThisRun }] = await Promise.all([
    import('../github/newer-run.js'),
    import('../github/history.js'),
  ])
  const octokit = githubClient(inputs.githubToken, { userAgent: USER_AGENT })
  const read = await readNewerRun(octokit, runQueryForThisRun(AbortSignal.timeout(timeoutMs)))
  if (!read.ok) {
    debug(`Signalgrid: whether a newer run superseded this one is not known (${read.error.message}).`)
    return undefined
  }
  return read.newer?.runNumber
}
