import { BOARD_READ_DEADLINE_MS, BOARD_TASK_DEADLINE_MS, LEG_WAIT_MS } from './constants.js'
import { answerBoardRequest } from './matrix/board-reader.js'

/**
 * The board's process, which a tracker starts as dist/board/index.js to read its matrix's published activity, or
 * to report its leg in the place of a post that is never reached (src/tracker/board-read.ts): the request on its
 * stdin, the answer on its stdout.
 */
export const run = (): Promise<void> =>
  answerBoardRequest({
    readMs: BOARD_READ_DEADLINE_MS,
    taskMs: BOARD_TASK_DEADLINE_MS,
    taskWaitsMs: LEG_WAIT_MS,
  })
