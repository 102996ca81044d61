// What @actions/artifact writes to the step's log, kept from acting as a workflow command. The library writes
// its progress as plain lines (core.info), and one of them names the file a download's answer gives in its
// Content-Disposition, which the library decodes, newlines included: "…/note" then "::warning::…" or
// "::set-output name=…::…" on a line of its own, or "##[error]…" anywhere in one, would be a command the
// runner carries out. Only a stage's process needs this: the board's process that a tracker starts
// (board-reader.ts) sends the library's lines to a stderr that nobody reads, and its stdout to the tracker.
//
// The runner's own way to print text that must not act, `::stop-commands::<token>` … `::<token>::`, cannot
// serve here (actions/runner, src/Runner.Worker/ActionCommandManager.cs and Handlers/OutputManager.cs):
// - It pauses every command of the step's output, stdout and stderr, not one writer's. The library writes
//   while the stage works: a board call runs beside the stage's own writes, and a call cut at its deadline
//   goes on writing through its retries (up to 35 s) while the stage sends its end. A pause around the
//   library's calls would leave the stage's own commands written meanwhile undone: the group its board work
//   is folded under, its debug lines (then shown as text in every log), its notices and warnings, a mask.
// - A line written while commands are paused still meets the job's problem matchers, where a command does
//   not: with a matcher of the user's (setup-node's for tsc, say), a library line could still become an
//   annotation. A debug line is a command, taken before the matchers.
// - A pause around each library line alone, written with it in one write, would avoid the first, but needs
//   this same hold on stdout to find the library's lines, and would put them in every log, where today they
//   are debug lines that only a run with debug logging shows.

/**
 * A line @actions/core writes for a workflow command of the kinds this process issues (the library's debug
 * lines and warnings among them): one line, its data escaped. Anything else written to stdout is plain text.
 */
const COMMAND_LINE =
  /^::(?:debug|notice|warning|error|group|endgroup|add-mask)(?: [^\r\n:]*)?::[^\r\n]*\r?\n?$/

let linesAsDebug = false

/**
 * From now on in this process, what is written to stdout as plain text (the library's info lines, which
 * @actions/core writes as they are) reaches the step's log as a debug line, its data escaped as a workflow
 * command's, so that nothing in it is a command of its own. Once per process; a call cut at its deadline goes
 * on writing after it, so the routing stays. Workflow commands pass as they are (COMMAND_LINE).
 */
export function libraryLinesAsDebug(): void {
  if (linesAsDebug) return
  linesAsDebug = true
  const write = process.stdout.write.bind(process.stdout) as (chunk: string, done?: () => void) => boolean
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    const done = rest.find((argument): argument is () => void => typeof argument === 'function')
    if (text === '' || COMMAND_LINE.test(text)) return write(text, done)
    const data = text
      .replace(/\r?\n$/, '')
      .replaceAll('%', '%25')
      .replaceAll('\r', '%0D')
      .replaceAll('\n', '%0A')
    return write(`::debug::${data}\n`, done)
  }) as typeof process.stdout.write
}
