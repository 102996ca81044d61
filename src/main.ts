import { main } from './stages/main.js'
import { runStage } from './stages/run-stage.js'

/** The step: the runner runs it as dist/main/index.js. */
export const run = (): Promise<void> => runStage(main)
