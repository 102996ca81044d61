// The board's reader: the short-lived process a tracker starts (dist/board/, src/tracker/board-read.ts) to read
// the activity its matrix's starter published, when it may have to take over sending. The tracker cannot
// load the artifact client itself: it would double the memory of a process that lives through the job.
import { type BoardRequest, readBoardRequest } from './board-request.js'
import { type Published, Roster } from './roster.js'
import { RunKey } from './sealed.js'
import { Waits } from './waits.js'

/**
 * Answers the request on this process's stdin, once, within `deadlineMs`: the published activity as one JSON
 * line on stdout and exit code 0; nothing and exit code 1 when there is none, or the request is none, or the
 * board fails or takes longer. The artifact client's own lines (@actions/core writes them on stdout) go to
 * stderr, which the tracker does not read: stdout carries the answer alone. The caller ends the process:
 * the client's retries of a call cut at its deadline would go on in the background.
 */
export async function answerBoardRequest(deadlineMs: number): Promise<void> {
  const answer = process.stdout.write.bind(process.stdout)
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write
  process.exitCode = 1
  const endsAt = Date.now() + deadlineMs
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), deadlineMs)
  })
  const published = await Promise.race([lookUp(endsAt).catch(() => undefined), late])
  clearTimeout(timer)
  if (published === undefined) return
  await new Promise((resolve) => answer(`${JSON.stringify(published)}\n`, resolve))
  process.exitCode = 0
}

/**
 * The published activity, as a leg's end reads it (the same roster: the same key, the same names), in one
 * look: when a tracker asks, its matrix's note has long been there, or is not coming.
 */
async function lookUp(endsAt: number): Promise<Published | undefined> {
  const request = await readBoardRequest(process.stdin)
  if (!request) return undefined
  // The artifact client reads them from the environment at each call: set in this process's memory only.
  process.env.ACTIONS_RUNTIME_TOKEN = request.runtimeToken
  process.env.ACTIONS_RESULTS_URL = request.resultsUrl
  const roster = rosterOf(request, new Waits(Math.max(0, endsAt - Date.now()), () => {}))
  await roster.look()
  return roster.published(0, ONE_LOOK_POLL_MS)
}

/** With no time to wait, published() never polls: its first look is its last. */
const ONE_LOOK_POLL_MS = 1

function rosterOf(request: BoardRequest, waits: Waits): Roster {
  const key = new RunKey(request.secret, request.repository, request.runId)
  return new Roster(request.matrix, request.attempt, request.leg, key, request.jobId, waits)
}
