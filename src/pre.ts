import { pre } from './stages/pre.js'
import { runStage } from './stages/run-stage.js'

/** Job start: the runner runs it as dist/pre/index.js. */
export const run = (): Promise<void> => runStage(pre)
