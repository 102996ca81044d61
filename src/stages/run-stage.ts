import * as core from '@actions/core'
import { InputError, type Inputs, readInputs } from '../inputs.js'

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

/**
 * The inputs, once the secrets are masked (before anything can print them). Problems with them are said
 * when `report` is set (the first stage of the step to read them), and passed over silently otherwise:
 * invalid inputs fail that stage, cut ones are a warning.
 */
export function stageInputs(report: boolean): Inputs | undefined {
  for (const name of ['client-key', 'channel', 'github-token']) {
    const secret = core.getInput(name)
    if (secret) core.setSecret(secret)
  }
  try {
    const inputs = readInputs()
    for (const name of report ? inputs.truncated : []) {
      core.warning(`Signalgrid: input "${name}" was longer than the phones show, and was cut.`)
    }
    return inputs
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    if (report) core.setFailed(error.message)
    return undefined
  }
}

export function hasCredentials(inputs: Inputs): boolean {
  return inputs.clientKey !== '' && inputs.channel !== ''
}
