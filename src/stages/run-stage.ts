import * as core from '@actions/core'
import { ANNOTATION, NO_SECRETS_NOTICE } from '../constants.js'
import { InputError, type Inputs, readInputs, secretInputs, settingsLine } from '../inputs.js'

/**
 * Runs a stage so that nothing escapes it: a bug of ours becomes a warning in the job log, never a failed
 * job or a stack trace.
 */
export async function runStage(stage: () => Promise<void>): Promise<void> {
  try {
    await stage()
  } catch (error) {
    core.warning(
      `Signalgrid: unexpected error, the job goes on: ${error instanceof Error ? error.message : String(error)}`,
    )
    if (error instanceof Error && error.stack) core.debug(error.stack)
  }
}

export interface StageInputsOptions {
  /**
   * Say what is wrong with the inputs: invalid ones fail this stage, cut ones are a warning. Only the first
   * stage of the step to read them does, so that nothing is said twice.
   */
  readonly reportProblems: boolean
}

/** The inputs, once the secrets are masked (before anything can print them); undefined when invalid. */
export function stageInputs({ reportProblems }: StageInputsOptions): Inputs | undefined {
  for (const secret of new Set(secretInputs())) core.setSecret(secret)
  try {
    const inputs = readInputs()
    core.debug(`Signalgrid: settings ${settingsLine(inputs)}`)
    for (const name of reportProblems ? inputs.truncated : []) {
      core.warning(`Signalgrid: input "${name}" was longer than the phones show, and was cut.`)
    }
    return inputs
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    if (reportProblems) core.setFailed(error.message)
    return undefined
  }
}

export function hasCredentials(inputs: Inputs): boolean {
  return inputs.clientKey !== '' && inputs.channel !== ''
}

/**
 * Says that the step has no credentials (a fork's pull request gets no secrets): a notice, or a debug line for a
 * use that tells the reviewers, which has nothing to show of its own.
 */
export function noSecrets(inputs: Pick<Inputs, 'mode'>): void {
  if (inputs.mode === 'approval') core.debug(NO_SECRETS_NOTICE)
  else core.notice(NO_SECRETS_NOTICE, ANNOTATION)
}
