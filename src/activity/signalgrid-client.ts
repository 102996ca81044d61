import * as core from '@actions/core'
import type { Inputs } from '../inputs.js'
import { SignalgridClient } from '../signalgrid/client.js'

/** The service client for this step, with retries written to the debug log. */
export function createClient(inputs: Pick<Inputs, 'clientKey' | 'channel' | 'baseUrl'>): SignalgridClient {
  return new SignalgridClient({
    clientKey: inputs.clientKey,
    channel: inputs.channel,
    baseUrl: inputs.baseUrl,
    onRetry: ({ operation, attempt, delayMs, error }) =>
      core.debug(
        `Signalgrid ${operation}: attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`,
      ),
  })
}
