import { post } from './stages/post.js'
import { runStage } from './stages/run-stage.js'

await runStage(post)
