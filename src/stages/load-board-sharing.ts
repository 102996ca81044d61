/**
 * What shares an activity through the run's board (board-sharing.ts, and the artifact client, 3.7 MB), loaded
 * only where a job shares one. Loaded from here alone, by pre, main and post: one dynamic import makes one chunk,
 * where each stage's own import would make a chunk of its own, each with its copy of the board's code.
 */
export function loadBoardSharing(): Promise<typeof import('./board-sharing.js')> {
  return import('./board-sharing.js')
}
