import { post } from './action/post.js'
import { runStage } from './action/stage.js'

await runStage(post)
