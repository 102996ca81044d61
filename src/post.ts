import { post } from './stages/post.js'
import { runStage } from './stages/run-stage.js'

/** Job end: the runner runs it as dist/post/index.js. */
export const run = (): Promise<void> => runStage(post)
