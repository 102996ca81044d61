import { spawn } from 'node:child_process'
import {
  type BoardRequest,
  type BoardTask,
  MAX_BOARD_ANSWER_BYTES,
  type ReportAnswer,
  readWhole,
} from '../matrix/board-request.js'
import type { Published } from '../matrix/roster.js'
import { clearedOf, publishedOf, reportAnswerOf } from './board-answer.js'
import { trackerEnvironment } from './environment.js'
import { KILLED_EXIT_WAIT_MS, partArguments } from './part-arguments.js'

/**
 * Node's arguments that run the board's reader, dist/board/ beside the running bundle (part-arguments.ts).
 * `from`: where this module runs; the tests give the bundle's place.
 */
export function boardArguments(from = import.meta.url): string[] {
  return partArguments('board', [BOARD_HEAP], from)
}

/**
 * The reader's peak memory is its bundle with the artifact client, loaded once (some 87 MiB on Node 24, beside
 * the tracker's own): a young generation of 1 MiB, as the tracker's, takes 2 MiB off it, in the same time.
 */
const BOARD_HEAP = '--max-semi-space-size=1'

/** How the tracker asks the board's process: bounded, and ended with the tracker. */
export interface AskOptions {
  /** Aborted when the tracker stops: the process goes with it. */
  readonly signal?: AbortSignal
  /** Node's arguments that run the process (the tests give a stand-in's). */
  readonly nodeArguments?: string[]
}

/**
 * The activity the matrix's starter published on the run's board, as the board's process (src/board.ts) reads it.
 * Undefined, never an error, when the process has no answer within `timeoutMs`, or one that is not a published
 * activity.
 */
export async function readPublished(
  request: BoardRequest,
  timeoutMs: number,
  options: AskOptions = {},
): Promise<Published | undefined> {
  const answer = await askBoard(request, timeoutMs, options)
  return answer === undefined ? undefined : publishedOf(answer)
}

/**
 * This leg reported on the board as its post would have (the tracker's end of last resort for a leg of a shared
 * matrix: `task`), and whether it ends the matrix. Undefined when the board's process has no answer within
 * `timeoutMs`, or one of another shape.
 */
export async function reportOnBoard(
  request: BoardRequest,
  task: Extract<BoardTask, { kind: 'report' }>,
  timeoutMs: number,
  options: AskOptions = {},
): Promise<ReportAnswer | undefined> {
  const answer = await askBoard({ ...request, task }, timeoutMs, options)
  return answer === undefined ? undefined : reportAnswerOf(answer)
}

/** The board cleared as the leg that ended the matrix clears it: whether the process said it was. */
export async function clearBoard(
  request: BoardRequest,
  task: Extract<BoardTask, { kind: 'clear' }>,
  timeoutMs: number,
  options: AskOptions = {},
): Promise<boolean> {
  const answer = await askBoard({ ...request, task }, timeoutMs, options)
  return answer !== undefined && clearedOf(answer)
}

/**
 * The board's process's answer to `request`: the process is a child of this one, not detached, with this
 * process's own environment (environment.ts: no token, and RUNNER_TRACKING_ID, by which the runner's clean-up
 * ends it); the request, with the runtime token, goes on its stdin, and its answer comes on its stdout. It is
 * killed at `timeoutMs` or when `signal` aborts, and gone when this returns. Undefined, never an error, when the
 * process has no answer by then, or ended otherwise than well.
 */
async function askBoard(
  request: BoardRequest,
  timeoutMs: number,
  { signal, nodeArguments = boardArguments() }: AskOptions,
): Promise<string | undefined> {
  if (signal?.aborted) return undefined
  try {
    const reader = spawn(process.execPath, nodeArguments, {
      stdio: ['pipe', 'pipe', 'ignore'],
      windowsHide: true,
      env: trackerEnvironment(process.env),
    })
    const exited = new Promise<number | null>((resolve) => {
      reader.once('close', (code) => resolve(code))
      reader.once('error', () => resolve(null))
    })
    const kill = () => reader.kill('SIGKILL')
    const killer = setTimeout(kill, timeoutMs)
    // The tracker stopping: the process goes with it, never outliving it.
    signal?.addEventListener('abort', kill, { once: true })
    // Past the kill, only a system too slow to reap it: then the process is left to the runner's clean-up.
    let abandon: NodeJS.Timeout | undefined
    const abandoned = new Promise<undefined>((resolve) => {
      abandon = setTimeout(() => resolve(undefined), timeoutMs + KILLED_EXIT_WAIT_MS)
    })
    try {
      // A process that died at once makes the write fail: it has no answer either.
      reader.stdin.on('error', () => {})
      reader.stdin.end(JSON.stringify(request))
      const answered = async () => {
        const answer = await readWhole(reader.stdout, MAX_BOARD_ANSWER_BYTES)
        if (answer === undefined) kill()
        return (await exited) === 0 ? answer : undefined
      }
      return (await Promise.race([answered(), abandoned]))?.toString('utf8')
    } finally {
      signal?.removeEventListener('abort', kill)
      clearTimeout(killer)
      clearTimeout(abandon)
      if (reader.exitCode === null && reader.signalCode === null) kill()
    }
  } catch {
    return undefined
  }
}
