import { runAndExit } from '../action/index.js'
await runAndExit('board')
