import { runTracker } from './tracker/tracker.js'

/**
 * The activity's background process, which a stage starts as dist/tracker/index.js. Its stdio is closed:
 * whatever happens, it says nothing.
 */
export const run = (): Promise<void> => runTracker().catch(() => {})
