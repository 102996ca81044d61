// The one bundle of the action (dist/action/), shared by the three stages, the tracker and the board's reader
// the tracker starts: dist/pre, main, post, tracker and board hold one line each that runs their part. Each
// part is a chunk of its own (the three stages one, stages-chunk.ts), loaded only by the process that runs it, so a
// stage pays for what it does (Octokit only in the tracker, and in a post that must find the failed step; the
// artifact client only where the run's board is read), while @actions/core and undici are in dist/ once
// instead of five times.
import { enableCompileCache } from './activity/compile-cache.js'
import { requestStopEarly } from './stages/early-stop.js'

export type Part = 'pre' | 'main' | 'post' | 'tracker' | 'board'

// Each part's entry, src/<part>.ts, exports run() and never ends the process: @github/local-action imports
// the stages' entries and runs all three in its own process. The stages' come through stages-chunk.ts.
const ENTRIES = {
  pre: async () => (await import('./stages-chunk.js')).pre,
  main: async () => (await import('./stages-chunk.js')).main,
  post: async () => (await import('./stages-chunk.js')).post,
  tracker: async () => (await import('./tracker.js')).run,
  board: async () => (await import('./board.js')).run,
} satisfies Record<Part, () => Promise<() => Promise<void>>>

/**
 * Runs a part as the runner runs it, from dist/<part>/index.js, and ends its process once the work is done.
 * A library call cut at our deadline (the run's artifacts, when the service hangs) goes on retrying in the
 * background and would hold the step open for minutes. What the part wrote reaches the runner first. The job's
 * stages share V8's compiled code of the bundle (activity/compile-cache.ts), which main writes for post. Post
 * first asks its tracker to stop (stages/early-stop.ts), so that the tracker leaves while post loads.
 */
export async function runAndExit(part: Part): Promise<never> {
  if (part === 'post') requestStopEarly(process.env)
  // The tracker keeps out of the compile cache: it starts before there is one, and reading or writing it would
  // hold memory for as long as the job runs.
  const cache =
    part === 'tracker'
      ? undefined
      : enableCompileCache(process.env.RUNNER_TEMP ?? '', { writer: part === 'main' })
  await (await ENTRIES[part]())()
  cache?.finish()
  await new Promise((resolve) => process.stdout.write('', resolve))
  await new Promise((resolve) => process.stderr.write('', resolve))
  process.exit()
}
