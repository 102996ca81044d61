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
  const context = readRunContext()
  // Push mode, and a workflow told of a job's change (a deploy waiting for approval), have no activity of their
  // own: main acts.
  if (inputs.mode === 'push' || context.eventName === 'workflow_job') {
    saveInstanceState({ role: 'none' })
    return
  }
  await joinOrStart(inputs, context, 'pre')
}
