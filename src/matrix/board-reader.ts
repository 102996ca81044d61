// The board's process: the short-lived process a tracker starts (dist/board/, src/tracker/board-read.ts) to read
// the activity its matrix's starter published, when it may have to take over sending, or to report its leg in the
// place of a post that is never reached (BoardTask). The tracker cannot load the artifact client itself: it would
// double the memory of a process that lives through the job.
import { type BoardRequest, type BoardTask, type ReportAnswer, readBoardRequest } from './board-request.js'
import { reportLeg } from './leg-report.js'
import { type Published, Roster } from './roster.js'
import { RunKey } from './sealed.js'
import { unreported } from './tally.js'
import { Waits } from './waits.js'

/** How long the process may take: a read is one look; a task, a leg's end (its waits for the board among it). */
export interface BoardDeadlines {
  readonly readMs: number
  readonly taskMs: number
  /** What a task may spend on the board's calls and waits, as a leg's post may: less than taskMs. */
  readonly taskWaitsMs: number
}

/**
 * Answers the request on this process's stdin, once, within its deadline: the answer (the published activity,
 * or the task's) as one JSON line on stdout and exit code 0; nothing and exit code 1 when there is none, or the
 * request is none, or the board fails or takes longer. The artifact client's own lines (@actions/core writes
 * them on stdout) go to stderr, which the tracker does not read: stdout carries the answer alone. The caller
 * ends the process: the client's retries of a call cut at its deadline would go on in the background.
 */
export async function answerBoardRequest(deadlines: BoardDeadlines): Promise<void> {
  const answer = process.stdout.write.bind(process.stdout)
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write
  process.exitCode = 1
  const startedAt = Date.now()
  const request = await readBoardRequest(process.stdin)
  if (!request) return
  const deadlineMs = request.task ? deadlines.taskMs : deadlines.readMs
  const endsAt = startedAt + deadlineMs
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, endsAt - Date.now()))
  })
  const waitsMs = Math.min(endsAt - Date.now(), request.task ? deadlines.taskWaitsMs : deadlineMs)
  const answered = await Promise.race([answerOf(request, waitsMs).catch(() => undefined), late])
  clearTimeout(timer)
  if (answered === undefined) return
  await new Promise((resolve) => answer(`${JSON.stringify(answered)}\n`, resolve))
  process.exitCode = 0
}

async function answerOf(request: BoardRequest, waitsMs: number): Promise<object | undefined> {
  // The artifact client reads them from the environment at each call: set in this process's memory only.
  process.env.ACTIONS_RUNTIME_TOKEN = request.runtimeToken
  process.env.ACTIONS_RESULTS_URL = request.resultsUrl
  const roster = rosterOf(request, new Waits(Math.max(0, waitsMs), () => {}))
  const { task } = request
  if (!task) return lookUp(roster)
  if (task.kind === 'report') return report(roster, task)
  await roster.clear(task.outcome, task.fresh)
  return { cleared: true }
}

/**
 * The published activity, as a leg's end reads it (the same roster: the same key, the same names), in one
 * look: when a tracker asks, its matrix's note has long been there, or is not coming.
 */
async function lookUp(roster: Roster): Promise<Published | undefined> {
  await roster.look()
  return roster.published(0, ONE_LOOK_POLL_MS)
}

/**
 * The leg reported as its post would have (the same rule: reportLeg), and whether it ends the matrix, with the
 * activity it then ends. Legs the tracker did not see run are taken to: a tracker ends the matrix early (before
 * every leg is done) only where it saw that no leg still runs that will report.
 */
async function report(roster: Roster, task: Extract<BoardTask, { kind: 'report' }>): Promise<ReportAnswer> {
  const { running } = task
  const reported = await reportLeg(roster, task.outcome, {
    alone: false,
    stillRunning: async (tally) =>
      running === undefined ? Number.POSITIVE_INFINITY : unreported(running, tally).length,
  })
  if (reported.over) return { over: true }
  const { tally, last, claim } = reported
  const ends = claim !== undefined && claim !== 'taken'
  const published = ends ? await roster.published(0, ONE_LOOK_POLL_MS) : undefined
  const activity = published && !('failed' in published) ? published : undefined
  return { over: false, tally, last, ends, ...(activity ? { activity } : {}) }
}

/** With no time to wait, published() never polls: its first look is its last. */
const ONE_LOOK_POLL_MS = 1

function rosterOf(request: BoardRequest, waits: Waits): Roster {
  const key = new RunKey(request.secret, request.repository, request.runId)
  return new Roster(request.matrix, request.attempt, request.leg, key, request.jobId, waits)
}
