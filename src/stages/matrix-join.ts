import * as core from '@actions/core'
import { initialContent } from '../activity/content.js'
import { ActivityFolder } from '../activity/folder.js'
import { quotaReserve } from '../activity/quota.js'
import { ACTIVITY_TOKEN_VARIABLE, LEG_VARIABLE, OWN_JOB_TIMEOUT_MS, State } from '../constants.js'
import type { RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import { matrixName, mayBeCalled } from '../matrix/matrix-name.js'
import type { Published } from '../matrix/roster.js'
import type { Claim } from '../matrix/shared-activity.js'
import { startTracker } from '../tracker/control.js'
import { readLegsUsual } from './legs-history.js'
import { readOwnJob } from './own-job.js'
import { boardRequest, GROUP, goingAlone, hasJobId, legFolder, rosterOf } from './shared-matrix.js'
import { sendStart } from './start.js'
import { type InstanceState, saveInstanceState } from './state.js'

// A leg joins its matrix's shared activity as its job begins: it claims the start, and either sends it and
// publishes the token, or leaves it to the leg that claimed it first and waits in line (shared-matrix.ts).

/**
 * This leg's place in the shared activity: the starter, or a leg that reports at its end. Undefined when the
 * run's board cannot be used: the leg then shows an activity of its own, as with `matrix: per-leg`, and its
 * post still reports to the other legs (reportAlone).
 */
export function joinMatrix(
  inputs: Inputs,
  context: RunContext,
  by: 'pre' | 'main',
): Promise<InstanceState | undefined> {
  return core.group(GROUP, () => join(inputs, context, by))
}

async function join(
  inputs: Inputs,
  context: RunContext,
  by: 'pre' | 'main',
): Promise<InstanceState | undefined> {
  const now = Date.now()
  // In a called workflow, its job's name tells which call this leg runs in; its post finds the same board.
  const ownJob = mayBeCalled(inputs.jobWorkflowRef, process.env.GITHUB_WORKFLOW_REF)
    ? await readOwnJob(inputs, context, OWN_JOB_TIMEOUT_MS)
    : undefined
  const matrix = matrixName(context.job, ownJob?.name, inputs.leg)
  core.saveState(State.matrixName, matrix)
  core.debug(`Signalgrid: this leg's matrix goes by "${matrix}" on the run's board.`)
  const roster = rosterOf(inputs, context, matrix)
  core.exportVariable(LEG_VARIABLE, String(inputs.leg.index))
  let claim: Claim
  try {
    await roster.join()
    claim = await roster.claimStart()
  } catch (error) {
    goingAlone(error)
    return undefined
  }
  // Every leg keeps when its job began: its job summary, and its own activity should it go on alone, say
  // how long this leg took. Its tracker waits in line, should the starter's job end before the others.
  if (claim === 'taken')
    return saveInstanceState({
      role: 'leg',
      startedAt: now,
      trackerPid: await startLegTracker(inputs, context, matrix, now),
    })
  if (claim === 'unknown') {
    goingAlone('every name its start was claimed under is taken or went unanswered, and none is listed')
    return undefined
  }
  const content = {
    ...initialContent(inputs, context),
    body: inputs.body ?? `0 of ${inputs.leg.count} legs done`,
  }
  // The history goes out beside the start: the phone does not wait for it, and pre waits for the slower.
  const [started, legsUsualMs] = await Promise.all([
    sendStart(inputs, context, content, by, now),
    readLegsUsual(inputs, context, ownJob?.name),
  ])
  // With the legs' usual times, this leg's tracker shows the legs between their ends, with the time left; the
  // others' take over from it should this leg's job end first, which they see by its job in the run's list.
  const tracks = started !== undefined && legsUsualMs !== undefined && inputs.trackSteps && hasJobId(inputs)
  const published: Published = started
    ? {
        token: started.activityUpdateToken,
        startedAt: now,
        ...(legsUsualMs ? { legsUsualMs } : {}),
        ...(started.remaining === undefined ? {} : { remaining: started.remaining }),
        ...(tracks ? { senderJob: inputs.jobId } : {}),
      }
    : { failed: true }
  const folder = started && ActivityFolder.of(context.runnerTemp, started.activityUpdateToken)
  if (folder && legsUsualMs) {
    const record = folder.readRecord()
    if (record) folder.writeRecord({ ...record, legsUsualMs })
  }
  try {
    await roster.publish(published)
  } catch (error) {
    if (!started) return saveInstanceState({ role: 'none' })
    // No other leg can read the token, so none could end this activity: it is this leg's own, which its post
    // ends whatever the others do, and the others show theirs.
    goingAlone(error)
    core.exportVariable(ACTIVITY_TOKEN_VARIABLE, started.activityUpdateToken)
    return saveInstanceState({
      role: 'starter',
      token: started.activityUpdateToken,
      startedAt: now,
      alone: true,
    })
  }
  if (!started || !folder) return saveInstanceState({ role: 'none' })
  core.exportVariable(ACTIVITY_TOKEN_VARIABLE, started.activityUpdateToken)
  // What reporting this leg on the board takes, should its tracker have to do it in its post's place.
  const board = boardRequest(inputs, context, matrix)
  return saveInstanceState({
    role: 'leg',
    token: started.activityUpdateToken,
    startedAt: now,
    // Started once the others can read the token: a tracker for an activity this leg kept alone would show legs.
    trackerPid: tracks ? await startTracker(folder, inputs, board ? { board } : {}) : undefined,
  })
}

/**
 * The tracker of a leg that did not start the activity: it waits in line, and takes the legs over should the
 * starter's job end while this one runs. Only where the starter's may run one too (step tracking in time, with
 * a token to read the run's jobs) and the run's artifacts can be read; it gets what that takes on its stdin.
 */
async function startLegTracker(
  inputs: Inputs,
  context: RunContext,
  matrix: string,
  now: number,
): Promise<number | undefined> {
  const follows =
    inputs.trackSteps && inputs.progressMode === 'time' && inputs.githubToken && hasJobId(inputs)
  const board = boardRequest(inputs, context, matrix)
  if (!follows || !board) return undefined
  const folder = legFolder(context)
  folder.create({
    token: '',
    startedAt: now,
    content: initialContent(inputs, context),
    quotaReserve: quotaReserve(inputs),
  })
  return startTracker(folder, inputs, { board })
}
