import type { Readable } from 'node:stream'
import { isOutcome, type Outcome } from '../outcome.js'
import type { Leg } from './leg.js'
import type { Published } from './roster.js'
import type { Tally } from './tally.js'

/**
 * What a tracker asks the board's process (dist/board/, src/matrix/board-reader.ts), with the runtime token of the
 * tracker's stage: the activity its matrix's starter published, or a task (BoardTask). It goes to the process on
 * its stdin, a pipe written once and closed: never in its environment or on its command line, which any process of
 * the same user can read.
 */
export interface BoardRequest {
  /** The stage's ACTIONS_RUNTIME_TOKEN. */
  readonly runtimeToken: string
  /** The stage's ACTIONS_RESULTS_URL. */
  readonly resultsUrl: string
  /** The run key's material: the client key and the channels, as every leg of the matrix derives it. */
  readonly secret: string
  /** GITHUB_REPOSITORY. */
  readonly repository: string
  readonly runId: string
  /** The matrix's name on the board (matrix-name.ts): its job's key, and the call's in a called workflow. */
  readonly matrix: string
  readonly attempt: number
  readonly leg: Leg
  readonly jobId: string
  /** Absent: the published activity is read. */
  readonly task?: BoardTask
}

/**
 * What the tracker of a leg whose post is never reached (its job cancelled and cut at the cancel timeout) asks of
 * the board in that post's place: to report the leg as its post would (src/matrix/leg-report.ts), the legs it last
 * saw still running (their jobs' ids; absent where it never listed them) saying whether the matrix is complete
 * early; and, once it has ended the matrix, to clear the board as that post would have.
 */
export type BoardTask =
  | {
      readonly kind: 'report'
      readonly outcome: Outcome
      readonly running?: readonly string[]
    }
  | { readonly kind: 'clear'; readonly outcome: Outcome; readonly fresh: boolean }

/** The board's answer to a report: the activity over, or the matrix as the tally shows it, and who ends it. */
export type ReportAnswer =
  | { readonly over: true }
  | {
      readonly over: false
      readonly tally: Tally
      /** This leg was the last to report: it ends the matrix with no claim. */
      readonly last: boolean
      /** This leg ends the matrix: the last, or its claim of the end held. */
      readonly ends: boolean
      /** The activity as its starter published it, when this leg ends it. */
      readonly activity?: Extract<Published, { token: string }>
    }

/** A request is a few KiB (the runtime token is most of it); anything near this is not one. */
export const MAX_BOARD_REQUEST_BYTES = 64 * 1024

/**
 * The most the reader's answer may hold: as much as a note the board reads at all (MAX_ENTRY_BYTES in
 * artifact-calls.ts), whose sealed text is larger than the activity it holds.
 */
export const MAX_BOARD_ANSWER_BYTES = 128 * 1024

/**
 * What comes through `input` (a pipe) until its end, which is then closed; undefined when it is more than
 * `maxBytes` or fails.
 */
export async function readWhole(input: Readable, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let bytes = 0
  try {
    for await (const chunk of input) {
      const buffer = Buffer.from(chunk as Buffer | string)
      bytes += buffer.length
      if (bytes > maxBytes) return undefined
      chunks.push(buffer)
    }
    return Buffer.concat(chunks)
  } catch {
    return undefined
  } finally {
    input.destroy()
  }
}

/** The request, read whole from `input` (the reader's stdin); undefined when what came is not one. */
export async function readBoardRequest(input: Readable): Promise<BoardRequest | undefined> {
  const text = (await readWhole(input, MAX_BOARD_REQUEST_BYTES))?.toString('utf8')
  try {
    const request: unknown = text === undefined ? undefined : JSON.parse(text)
    return isBoardRequest(request) ? request : undefined
  } catch {
    return undefined
  }
}

const TEXTS = ['runtimeToken', 'resultsUrl', 'secret', 'repository', 'runId', 'matrix', 'jobId'] as const

function isBoardRequest(value: unknown): value is BoardRequest {
  if (typeof value !== 'object' || value === null) return false
  const request = value as Partial<Record<keyof BoardRequest, unknown>>
  const leg = (request.leg ?? {}) as Partial<Record<keyof Leg, unknown>>
  return (
    TEXTS.every((name) => typeof request[name] === 'string') &&
    request.runtimeToken !== '' &&
    request.resultsUrl !== '' &&
    request.matrix !== '' &&
    Number.isSafeInteger(request.attempt) &&
    (request.attempt as number) >= 1 &&
    Number.isSafeInteger(leg.index) &&
    Number.isSafeInteger(leg.count) &&
    typeof leg.label === 'string' &&
    typeof leg.failFast === 'boolean' &&
    (request.task === undefined || isTask(request.task))
  )
}

function isTask(value: unknown): value is BoardTask {
  if (typeof value !== 'object' || value === null) return false
  const task = value as Record<string, unknown>
  if (task.kind === 'clear') return isOutcome(task.outcome) && typeof task.fresh === 'boolean'
  return (
    task.kind === 'report' &&
    isOutcome(task.outcome) &&
    (task.running === undefined ||
      (Array.isArray(task.running) && task.running.every((job) => typeof job === 'string')))
  )
}
