// A stage must never show a stack trace: not on a crash (Node prints the frames and its version), and not in
// a message (a debug line carrying error.stack shows in the job log as soon as step debugging is on).

import { unescapeData } from './runner/workflow-commands.js'

// "    at f (file:///a.js:1:2)", "    at file:///a.js:1:2", "    at async g (node:internal/x:3:4)", "    at new C (<anonymous>)"
const FRAME = /^\s+at\s+(?:async\s+)?(?:new\s+)?(?:\S.*:\d+:\d+\)?|.*\((?:native|<anonymous>)\))$/
// What Node prints last after an uncaught exception.
const NODE_CRASH = /^Node\.js v\d+\.\d+\.\d+$/

/**
 * The lines of `output` that are part of a stack trace or of Node's crash report. Workflow commands are read
 * as the runner shows them: `%0A` in a command's data is a new line of the log.
 */
export function stackTraceLines(output: string): string[] {
  return unescapeData(output)
    .split(/\r?\n/)
    .filter((line) => FRAME.test(line) || NODE_CRASH.test(line))
}
