import * as core from '@actions/core'
import { ANNOTATION } from '../constants.js'

/**
 * Says that talking to Signalgrid failed. A notifier must not be the reason a job fails: a warning, unless
 * the user asked for `fail-on-error`.
 */
export function reportServiceFailure(failOnError: boolean, what: string, error: unknown): void {
  const message = `Signalgrid: ${what}: ${error instanceof Error ? error.message : String(error)}`
  if (failOnError) core.setFailed(message)
  else core.warning(message, ANNOTATION)
}
