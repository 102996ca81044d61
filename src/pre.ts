import { pre } from './action/pre.js'
import { runStage } from './action/stage.js'

await runStage(pre)
