import { main } from './action/main.js'
import { runStage } from './action/stage.js'

await runStage(main)
