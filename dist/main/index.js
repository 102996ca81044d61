import { run } from '../action/index.js'
await run('main')
