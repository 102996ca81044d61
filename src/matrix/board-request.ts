import type { Readable } from 'node:stream'
import type { Leg } from './leg.js'

/**
 * What a tracker asks the board's reader (dist/board/, src/matrix/board-reader.ts): the activity its matrix's
 * starter published, read with the runtime token of the tracker's stage. It goes to the reader on its stdin,
 * a pipe written once and closed: never in its environment or on its command line, which any process of the
 * same user can read.
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
}

/** A request is a few KiB (the runtime token is most of it); anything near this is not one. */
export const MAX_BOARD_REQUEST_BYTES = 64 * 1024

/**
 * The most the reader's answer may hold: as much as a note the board reads at all (MAX_ENTRY_BYTES in
 * board.ts), whose sealed text is larger than the activity it holds.
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
    typeof leg.failFast === 'boolean'
  )
}
