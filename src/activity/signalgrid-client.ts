import * as core from '@actions/core'
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import { ANNOTATION } from '../constants.js'
import type { Inputs } from '../inputs.js'
import { type ChannelFailure, channelPosition, SignalgridChannels } from '../signalgrid/channels.js'
import { mayHaveTakenEffect } from '../signalgrid/client.js'
import { DryRunDispatcher } from '../signalgrid/dry-run.js'
import type { Operation } from '../signalgrid/errors.js'

export interface ClientOptions {
  /**
   * The channels to send to; default the step's `channel`. The tracker, which cannot print, passes `quiet`:
   * a channel's failure is in the journal, and the job summary shows it.
   */
  readonly channels?: readonly string[]
  readonly quiet?: boolean
  /**
   * Where a dry run tells each request it does not send: the job log, unless given. The tracker, which cannot
   * print, passes its journal, which post prints.
   */
  readonly say?: (line: string) => void
}

/**
 * The service client for this step, on every channel it names: a channel that fails while others take the
 * request is a warning of its own (an error with `fail-on-error`), naming the channel by its position. In a dry
 * run it sends nothing, and tells each request instead.
 */
export function createClient(
  inputs: Pick<Inputs, 'clientKey' | 'channels' | 'baseUrl' | 'failOnError' | 'dryRun'>,
  options: ClientOptions = {},
): SignalgridChannels {
  const channels = options.channels ?? inputs.channels
  return new SignalgridChannels({
    clientKey: inputs.clientKey,
    channels,
    baseUrl: inputs.baseUrl,
    ...(inputs.dryRun
      ? { dispatcher: new DryRunDispatcher({ channels, say: options.say ?? ((line) => core.info(line)) }) }
      : { proxy: proxyFor(new URL(inputs.baseUrl)) }),
    onRetry: ({ operation, attempt, delayMs, error }) =>
      core.debug(
        `Signalgrid ${operation}: attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`,
      ),
    ...(options.quiet
      ? {}
      : { onChannelFailure: (failure) => reportChannelFailure(inputs.failOnError, failure) }),
  })
}

const WHAT: Record<Operation, string> = {
  push: 'could not send the push',
  'activity start': 'could not start the activity',
  'activity update': 'could not update the activity',
  'activity end': 'could not end the activity; it may stay on that phone until it expires',
}

function reportChannelFailure(failOnError: boolean, failure: ChannelFailure): void {
  const orphaned = failure.operation === 'activity start' && mayHaveTakenEffect(failure.error)
  const what = orphaned
    ? `${WHAT[failure.operation]}; if Signalgrid started it anyway, it stays on that phone until it expires`
    : WHAT[failure.operation]
  const message = `Signalgrid: ${channelPosition(failure)}: ${what}: ${failure.error.message}`
  if (failOnError) core.setFailed(message)
  else core.warning(message, ANNOTATION)
}

/**
 * The proxy requests to `target` go through, by the rules every other action follows (@actions/http-client's:
 * HTTPS_PROXY / HTTP_PROXY in either case, NO_PROXY, loopback hosts never proxied), or undefined when they go
 * direct. Not undici's EnvHttpProxyAgent: undici 6 prints an "experimental" warning with it on stderr, which
 * would land in every job log.
 */
export function proxyFor(target: URL): URL | undefined {
  const proxy = getProxyUrl(target)
  return proxy?.hostname ? proxy : undefined
}
