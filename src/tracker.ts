import { runTracker } from './tracker/tracker.js'

// The tracker's stdio is closed: whatever happens, it says nothing and exits.
await runTracker().catch(() => {})
process.exit(0)
