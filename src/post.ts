import { getInput } from './runner/environment.js'

// Until the lifecycle lands, the stage reads its inputs and does nothing else.
getInput('mode')
