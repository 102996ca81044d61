import { runStage } from './stages/run-stage.js'

/** Job end: the runner runs it as dist/post/index.js. Its work is a chunk of its own (stages-chunk.ts). */
export const run = (): Promise<void> => runStage(async () => (await import('./stages/post.js')).post())
