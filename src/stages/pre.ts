import { readRunContext } from '../github/run-context.js'
import { hasCredentials, noSecrets, stageInputs } from './run-stage.js'
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
    noSecrets(inputs)
    saveInstanceState({ role: 'none' })
    return
  }
  // A push, a test alert, a closing use and the reviewers' push are main's work; an alert alone is post's.
  if (inputs.mode !== 'activity') {
    saveInstanceState(inputs.mode === 'alert' ? { role: 'alert', startedAt: Date.now() } : { role: 'none' })
    return
  }
  await joinOrStart(inputs, readRunContext(), 'pre')
}
