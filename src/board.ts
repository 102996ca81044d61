import { BOARD_READ_DEADLINE_MS } from './constants.js'
import { answerBoardRequest } from './matrix/board-reader.js'

/**
 * The board's reader, which a tracker starts as dist/board/index.js to read its matrix's published activity
 * (src/tracker/board-read.ts): the request on its stdin, the answer on its stdout.
 */
export const run = (): Promise<void> => answerBoardRequest(BOARD_READ_DEADLINE_MS)
