import { pre } from './stages/pre.js'
import { runStage } from './stages/run-stage.js'

await runStage(pre)
