import { main } from './stages/main.js'
import { runStage } from './stages/run-stage.js'

await runStage(main)
