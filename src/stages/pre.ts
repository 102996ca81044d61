import * as core from '@actions/core'
import { ANNOTATION, NO_SECRETS_NOTICE } from '../constants.js'
import { readRunContext } from '../github/run-context.js'
import { hasCredentials, stageInputs } from './run-stage.js'
import { joinOrStart } from './setup.js'
import { saveInstanceState } from './state.js'

/** Job start: the activity appears on the phone before the job's first step runs. */
export async function pre(): Promise<void> {
  const inputs = stageInputs({ reportProblems: true })
  if (!inputs) {
    saveInstanceState({ role: 'none' })
    return
  }
  if (!hasCredentials(inputs)) {
    core.notice(NO_SECRETS_NOTICE, ANNOTATION)
    saveInstanceState({ role: 'none' })
    return
  }
  // A push, a test alert and a closing use are main's work; an alert alone is post's.
  if (inputs.mode !== 'activity') {
    saveInstanceState(inputs.mode === 'alert' ? { role: 'alert', startedAt: Date.now() } : { role: 'none' })
    return
  }
  await joinOrStart(inputs, readRunContext(), 'pre')
}
