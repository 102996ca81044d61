import * as core from '@actions/core'
import { ActivityFolder } from '../activity/folder.js'
import { ANNOTATION, LEG_WAIT_MS } from '../constants.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import type { BoardRequest } from '../matrix/board-request.js'
import { Roster } from '../matrix/roster.js'
import { RunKey } from '../matrix/sealed.js'
import { Waits } from '../matrix/waits.js'
import { causeOf } from '../net/cause.js'

// The legs of a matrix job share one activity. The first leg to claim the start sends it and publishes the
// token (sealed) on the run's board; the others go on at once and read it only at their end, when it has
// long been there (matrix-join.ts). Each leg reports its outcome at its end and shows the tally; the leg that
// completes the matrix claims the end, so exactly one sends it (leg-end.ts). What both halves use is here.
// Loaded only by a leg of a shared matrix: @actions/artifact is large.

// What @actions/artifact says it uploads and downloads (debug lines, library-lines.ts) and the board's waits
// are in the step's log: folded away under one line.
export const GROUP = "Signalgrid: the matrix's shared activity"

/**
 * The folder of the tracker of a leg that did not start the activity: it learns the token only if it takes the
 * legs over, so the folder goes by the matrix job's key, this job's alone on its runner.
 */
export function legFolder(context: RunContext): ActivityFolder {
  return ActivityFolder.of(context.runnerTemp, `matrix ${context.job}`)
}

/**
 * What a leg's tracker asks the run's board with: this stage's runtime token for the run's artifacts, and this
 * leg's place in its matrix. Undefined where the runner gave no runtime token.
 */
export function boardRequest(inputs: Inputs, context: RunContext, matrix: string): BoardRequest | undefined {
  const runtimeToken = process.env.ACTIONS_RUNTIME_TOKEN
  const resultsUrl = process.env.ACTIONS_RESULTS_URL
  if (!runtimeToken || !resultsUrl) return undefined
  return {
    runtimeToken,
    resultsUrl,
    secret: runKeySecret(inputs),
    repository: context.repository,
    runId: context.runId,
    matrix,
    attempt: context.runAttempt,
    leg: inputs.leg,
    jobId: inputs.jobId,
  }
}

/** Whether the runner gave this leg's job id: the legs' trackers know each other's jobs by it. */
export function hasJobId(inputs: Inputs): boolean {
  return /^[1-9]\d*$/.test(inputs.jobId)
}

/**
 * The roster of the matrix named `matrix` as this stage sees it, with what the stage may spend on the board,
 * said in the debug log. Its key comes from the client key and the channels, which every leg of the matrix
 * is given, bound to this run.
 */
export function rosterOf(inputs: Inputs, context: RunContext, matrix: string): Roster {
  const key = new RunKey(runKeySecret(inputs), context.repository, context.runId)
  const waits = new Waits(LEG_WAIT_MS, core.debug)
  return new Roster(matrix, context.runAttempt, inputs.leg, key, inputs.jobId, waits)
}

/** What the run's key comes from: the Signalgrid credentials, which every leg of the matrix is given. */
function runKeySecret(inputs: Inputs): string {
  return `${inputs.clientKey}\n${inputs.channel}`
}

export function goingAlone(error: unknown): void {
  core.notice(
    `Signalgrid: the legs of this matrix cannot share one activity (${causeOf(error)}); this leg shows its own.`,
    ANNOTATION,
  )
}
