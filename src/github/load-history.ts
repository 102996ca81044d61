/**
 * The reader of past runs (history.ts), loaded only where they are read: by the tracker of a job whose bar goes by
 * time, and by a shared matrix's starting leg. Loaded from here alone, so that the tracker and the stages share
 * one chunk of it, where an import in each would make a chunk of each with a copy of it.
 */
export function loadHistoryReader(): Promise<typeof import('./history.js')> {
  return import('./history.js')
}
