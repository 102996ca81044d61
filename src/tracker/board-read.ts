import { spawn } from 'node:child_process'
import { type BoardRequest, MAX_BOARD_ANSWER_BYTES, readWhole } from '../matrix/board-request.js'
import type { Published } from '../matrix/roster.js'
import { isActivityToken } from '../signalgrid/activity-token.js'
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

/**
 * The activity the matrix's starter published on the run's board, as the board's reader (src/board.ts) reads
 * it: the tracker cannot load the artifact client itself, which would double its memory. The reader is a
 * child of this process, not detached, with this process's own environment (environment.ts: no token, and
 * RUNNER_TRACKING_ID, by which the runner's clean-up ends it); the request, with the runtime token, goes on its
 * stdin, and its answer comes on its stdout. It is killed at `timeoutMs` or when `signal` aborts, and gone when
 * this returns.
 * Undefined, never an error, when the reader has no answer by then, or one that is not a published activity.
 */
export async function readPublished(
  request: BoardRequest,
  timeoutMs: number,
  { signal, nodeArguments = boardArguments() }: { signal?: AbortSignal; nodeArguments?: string[] } = {},
): Promise<Published | undefined> {
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
    // The tracker stopping: the reader goes with it, never outliving it.
    signal?.addEventListener('abort', kill, { once: true })
    // Past the kill, only a system too slow to reap it: then the reader is left to the runner's clean-up.
    let abandon: NodeJS.Timeout | undefined
    const abandoned = new Promise<undefined>((resolve) => {
      abandon = setTimeout(() => resolve(undefined), timeoutMs + KILLED_EXIT_WAIT_MS)
    })
    try {
      // A reader that died at once makes the write fail: it has no answer either.
      reader.stdin.on('error', () => {})
      reader.stdin.end(JSON.stringify(request))
      const answered = async () => {
        const answer = await readWhole(reader.stdout, MAX_BOARD_ANSWER_BYTES)
        if (answer === undefined) kill()
        return (await exited) === 0 ? answer : undefined
      }
      const answer = await Promise.race([answered(), abandoned])
      return answer && publishedOf(answer.toString('utf8'))
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

/** The reader's answer: one line, the JSON of a published activity whose every field has its type. */
function publishedOf(answer: string): Published | undefined {
  if (answer.indexOf('\n') !== answer.length - 1) return undefined
  let value: unknown
  try {
    value = JSON.parse(answer)
  } catch {
    return undefined
  }
  return isPublished(value) ? value : undefined
}

function isPublished(value: unknown): value is Published {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const published = value as Record<string, unknown>
  if ('failed' in published) return published.failed === true
  const { token, startedAt, legsUsualMs, remaining, senderJob } = published
  const usual = legsUsualMs as Record<string, unknown> | undefined
  return (
    typeof token === 'string' &&
    isActivityToken(token) &&
    Number.isFinite(startedAt) &&
    (usual === undefined ||
      (typeof usual === 'object' &&
        usual !== null &&
        !Array.isArray(usual) &&
        Object.values(usual).every((ms) => Number.isFinite(ms) && (ms as number) >= 0))) &&
    (remaining === undefined || Number.isSafeInteger(remaining)) &&
    // A job id, within what a number holds exactly: the tracker watches that job by it.
    (senderJob === undefined || (typeof senderJob === 'string' && /^[1-9]\d{0,14}$/.test(senderJob)))
  )
}
