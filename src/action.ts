// The one bundle of the action (dist/action/), shared by the three stages and the tracker: dist/pre, main,
// post and tracker hold one line each that runs their part. Each part is a chunk of its own, loaded only by
// the process that runs it, so a stage pays for what it does (Octokit only in the tracker, and in a post that
// must find the failed step), while @actions/core and undici are in dist/ once instead of four times.
import { runStage } from './stages/run-stage.js'

export type Part = 'pre' | 'main' | 'post' | 'tracker'

/**
 * Ends a stage's process once its work is done. A library call cut at our deadline (the run's artifacts,
 * when the service hangs) goes on retrying in the background and would hold the step open for minutes.
 * What the stage wrote reaches the runner first.
 */
async function exitWhenDone(): Promise<never> {
  await new Promise((resolve) => process.stdout.write('', resolve))
  await new Promise((resolve) => process.stderr.write('', resolve))
  process.exit()
}

export async function run(part: Part): Promise<void> {
  switch (part) {
    case 'pre':
      await runStage((await import('./stages/pre.js')).pre)
      return exitWhenDone()
    case 'main':
      await runStage((await import('./stages/main.js')).main)
      return exitWhenDone()
    case 'post':
      await runStage((await import('./stages/post.js')).post)
      return exitWhenDone()
    case 'tracker': {
      const { runTracker } = await import('./tracker/tracker.js')
      // The tracker's stdio is closed: whatever happens, it says nothing and exits.
      await runTracker().catch(() => {})
      process.exit(0)
    }
  }
}
