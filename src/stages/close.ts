import * as core from '@actions/core'
import { tellingContent } from '../activity/content.js'
import { planClose } from '../activity/end.js'
import type { Ending } from '../activity/failure-alert.js'
import { ActivityFolder } from '../activity/folder.js'
import { jobReader } from '../activity/job-reader.js'
import { quotaReserve } from '../activity/quota.js'
import { runEnding, runProgress, stepless } from '../activity/run-ending.js'
import { ANNOTATION, FAILED_STEP_LOOKUP_TIMEOUT_MS } from '../constants.js'
import type { CurrentJob } from '../github/current-job.js'
import type { Job } from '../github/job.js'
import { mainStepName } from '../github/own-step.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { bystanderSnapshot } from '../view/snapshot.js'
import { alertAsked, sendAsPost } from './end.js'
import { writeJobSummary } from './job-summary.js'
import { loadBoardSharing } from './load-board-sharing.js'

/**
 * A closing use (`mode: close`), in a job that runs after the others (`needs:` and `if: always()`): the run's
 * activity, found by its name on the run's board, ended with the run's outcome (the worst of its jobs) where no job
 * ended it (the last job skipped, its approval rejected, a job cancelled while it waited, a runner lost), the
 * alert once where the run failed, and the whole run drawn in this job's summary. The jobs tell each other by the
 * end's claim on the board: where another job ended the activity, this one sends nothing.
 */
export async function closeRun(inputs: Inputs, context: RunContext): Promise<void> {
  const name = inputs.activityName as string
  const run = await readRun(inputs, context)
  if (!run) {
    core.warning(
      "Signalgrid: the run's jobs cannot be read, so its outcome is not known, and the activity is not ended " +
        'here; the closing use needs `permissions: actions: read`.',
      ANNOTATION,
    )
    return
  }
  const ending = await withRejection(
    runEnding(run.jobs, run.ownJobId),
    stepless(run.jobs, run.ownJobId),
    run.reader,
  )
  const board = await loadBoardSharing()
  const named = await board.claimNamedEnd(inputs, context, name)
  const at = Date.now()
  const published = named.published && 'token' in named.published ? named.published : undefined
  if (!named.ends) {
    core.info(`Signalgrid: another job of the activity named "${name}" ended it; nothing more to send.`)
    return
  }
  const content = tellingContent(inputs, context, published?.title)
  const folder = published && ActivityFolder.of(context.runnerTemp, published.token)
  if (folder && published && !folder.exists()) {
    folder.create({
      token: published.token,
      startedAt: published.startedAt,
      content,
      quotaReserve: quotaReserve(inputs),
    })
  }
  const plan = planClose({
    ending,
    activity: published,
    latest: { ...content, progress: runProgress(run.jobs, run.ownJobId) },
    alert: { ...alertAsked(inputs, context, inputs.jobId, named.published), subject: 'Run' },
    at,
  })
  core.info(`Signalgrid: ${plan.says}.`)
  await sendAsPost(plan, inputs, folder)
  if (published) await board.forgetName(inputs, context, name)
  await writeJobSummary({
    journal: folder?.readJournal() ?? [],
    status: ending.outcome,
    durationMs: at - (published?.startedAt ?? at),
    ...(run.ownJobId === undefined
      ? {}
      : {
          picture: {
            from: {
              // The closing job tells of the run, and draws none of its own.
              snapshot: bystanderSnapshot(
                run.jobs,
                run.ownJobId,
                published?.startedAt ?? at,
                mainStepName(run.jobs, run.ownJobId, context.defaultStepNames),
              ),
              plan: undefined,
            },
            request: {
              whole: true,
              heading: content.title,
              outcome: ending.outcome,
              detail: ending.detail,
              jobOutcome: 'success',
              endedAt: at,
              postBeganAt: at,
            },
          },
        }),
  })
}

/** The run's jobs, this one among them, as one listing of the jobs API shows them; undefined where it cannot. */
async function readRun(
  inputs: Inputs,
  context: RunContext,
): Promise<
  | { readonly jobs: readonly Job[]; readonly ownJobId: number | undefined; readonly reader: CurrentJob }
  | undefined
> {
  const reader = await jobReader(inputs, context, FAILED_STEP_LOOKUP_TIMEOUT_MS, (problem) =>
    core.debug(`Signalgrid: the run's jobs are not read (${problem}).`),
  )
  if (!reader) return undefined
  const answer = await reader.readRun()
  if (answer.outcome !== 'jobs') {
    if (answer.outcome === 'error')
      core.debug(`Signalgrid: the run's jobs are not read (${answer.error.message}).`)
    return undefined
  }
  return { jobs: answer.jobs, ownJobId: answer.ownJobId, reader }
}

/**
 * The run's ending, where its worst job failed without a step: "deploy rejected" where its annotations say its
 * deployment was rejected (`checks: read`), else as it was.
 */
async function withRejection(ending: Ending, job: Job | undefined, reader: CurrentJob): Promise<Ending> {
  if (!job) return ending
  const answer = await reader.readAnnotatedEnd(job.id)
  if (answer.outcome === 'error') {
    core.debug(`Signalgrid: why ${job.name} ran no step is not known (${answer.error.message}).`)
    return ending
  }
  return answer.end.kind === 'rejected'
    ? { outcome: 'failure', detail: { job: job.name, rejected: true } }
    : ending
}
