import { createHmac } from 'node:crypto'
import { combineActivityTokens, parseActivityToken } from './activity-token.js'
import {
  DEFAULT_TIMEOUTS,
  mayHaveTakenEffect,
  SignalgridClient,
  type SignalgridClientOptions,
} from './client.js'
import { type Operation, SignalgridError } from './errors.js'
import { createDispatcher } from './transport.js'
import type {
  ActivityContent,
  ActivityStarted,
  EndOptions,
  PushMessage,
  SignalgridResponse,
} from './types.js'

/** The channel's id in a combined activity token: not the token, and nothing to find it by without the key. */
export function channelId(clientKey: string, channel: string): string {
  return createHmac('sha256', clientKey).update(channel).digest('hex').slice(0, 8)
}

/** How many channels show the activity: each update and the end cost one request per channel. */
export function activityChannelCount(token: string): number {
  return parseActivityToken(token)?.filter((activity) => activity.token !== undefined).length ?? 1
}

/** What one channel made of a request sent to several; null for a channel it did not go to. */
export interface ChannelResult {
  readonly ruuid?: string
  readonly remaining?: number
  readonly error?: string
}

export interface ChannelsResponse extends SignalgridResponse {
  /** Each channel's result, in the activity's order; only when there are several channels. */
  readonly channels?: readonly (ChannelResult | null)[]
}

export interface ChannelsStarted extends ChannelsResponse, ActivityStarted {}

/** A channel that refused, or could not be reached, while others took the request. */
export interface ChannelFailure {
  /** 1-based, among `count`: "channel 2 of 3". A channel is never named by its token. */
  readonly position: number
  readonly count: number
  readonly operation: Operation
  readonly error: SignalgridError
}

/** "channel 2 of 3". */
export function channelPosition(failure: Pick<ChannelFailure, 'position' | 'count'>): string {
  return `channel ${failure.position} of ${failure.count}`
}

/** No channel took the request. Each channel's own error says why. */
export class ChannelsError extends Error {
  override name = 'ChannelsError'
  constructor(
    readonly failures: readonly ChannelFailure[],
    readonly channels: readonly (ChannelResult | null)[],
  ) {
    super(
      failures.length === 0
        ? "none of the activity's channels is among the channels given"
        : failures.map((failure) => `${channelPosition(failure)}: ${failure.error.message}`).join('; '),
    )
  }
}

/** Whether a failed start may have put an activity on a phone all the same, on any channel. */
export function mayHaveStarted(error: unknown): boolean {
  const errors = error instanceof ChannelsError ? error.failures.map((failure) => failure.error) : [error]
  return errors.some((one) => one instanceof SignalgridError && mayHaveTakenEffect(one))
}

export interface SignalgridChannelsOptions extends Omit<SignalgridClientOptions, 'channel'> {
  /** The channel tokens, in order; at least one. */
  readonly channels: readonly string[]
  /** Told of each channel that failed while another took the same request. */
  readonly onChannelFailure?: (failure: ChannelFailure) => void
}

interface Target {
  readonly client: SignalgridClient
  readonly token: string | undefined
}

/**
 * The client for one or more channels: each request goes to every channel at once, with the same content,
 * and a channel that fails does not stop the others. One channel is exactly one client: its answer, or its
 * error. With several, the answer is the first channel's that took it, `remaining` the lowest reported (the
 * quota is the account's), and `channels` each one's result; only when none took it is it an error.
 */
export class SignalgridChannels {
  readonly #clients: readonly SignalgridClient[]
  readonly #ids: readonly string[]
  readonly #onChannelFailure: ((failure: ChannelFailure) => void) | undefined

  constructor(options: SignalgridChannelsOptions) {
    const { channels, onChannelFailure, ...shared } = options
    // One dispatcher for all: the channels' requests share the service's connections.
    const dispatcher = shared.dispatcher ?? createDispatcher(resolvedTimeouts(shared), shared.proxy)
    this.#clients = channels.map((channel) => new SignalgridClient({ ...shared, channel, dispatcher }))
    this.#ids = channels.map((channel) => channelId(options.clientKey, channel))
    this.#onChannelFailure = onChannelFailure
  }

  push(message: PushMessage): Promise<ChannelsResponse> {
    return this.#fanOut(
      'push',
      this.#clients.map((client) => ({ client, token: undefined })),
      (client) => client.push(message),
    )
  }

  async startActivity(content: ActivityContent): Promise<ChannelsStarted> {
    const targets = this.#clients.map((client) => ({ client, token: undefined }))
    const started: (string | undefined)[] = targets.map(() => undefined)
    const answer = await this.#fanOut('activity start', targets, async (client, index) => {
      const one = await client.startActivity(content)
      started[index] = one.activityUpdateToken
      return one
    })
    const activityUpdateToken = combineActivityTokens(
      this.#ids.map((id, index) => ({ id, token: started[index] })),
    )
    return { ...answer, activityUpdateToken }
  }

  updateActivity(token: string, content: ActivityContent): Promise<ChannelsResponse> {
    return this.#fanOut('activity update', this.#targets(token), (client, _index, target) =>
      client.updateActivity(target, content),
    )
  }

  endActivity(token: string, content: ActivityContent, options: EndOptions = {}): Promise<ChannelsResponse> {
    return this.#fanOut('activity end', this.#targets(token), (client, _index, target) =>
      client.endActivity(target, content, options),
    )
  }

  /**
   * The activity's channels, in its order, each with this client's channel of the same id. A token of one
   * channel's activity is taken as the first channel's.
   */
  #targets(token: string): (Target | undefined)[] {
    const activities = parseActivityToken(token) ?? [{ id: undefined, token }]
    return activities.map((activity, index) => {
      const at = activity.id === undefined ? (index === 0 ? 0 : -1) : this.#ids.indexOf(activity.id)
      const client = this.#clients[at]
      return client && activity.token !== undefined ? { client, token: activity.token } : undefined
    })
  }

  async #fanOut<T extends SignalgridResponse>(
    operation: Operation,
    targets: readonly (Target | undefined)[],
    send: (client: SignalgridClient, index: number, token: string) => Promise<T>,
  ): Promise<T & ChannelsResponse> {
    const [only] = targets
    if (targets.length === 1 && only) return send(only.client, 0, only.token ?? '')
    const settled = await Promise.all(
      targets.map((target, index) =>
        target
          ? send(target.client, index, target.token ?? '').then(
              (answer) => ({ answer }),
              (error: unknown) => ({ error }),
            )
          : undefined,
      ),
    )
    const count = targets.length
    const failures: ChannelFailure[] = []
    const channels = settled.map((outcome, index): ChannelResult | null => {
      if (outcome === undefined) return null
      if ('answer' in outcome) {
        const { ruuid, remaining } = outcome.answer
        return remaining === undefined ? { ruuid } : { ruuid, remaining }
      }
      const error = asSignalgridError(outcome.error, operation)
      failures.push({ position: index + 1, count, operation, error })
      return { error: error.message }
    })
    const answers = settled.flatMap((outcome) => (outcome && 'answer' in outcome ? [outcome.answer] : []))
    const [first] = answers
    if (!first) throw new ChannelsError(failures, channels)
    for (const failure of failures) this.#onChannelFailure?.(failure)
    const reported = answers.flatMap((answer) => (answer.remaining === undefined ? [] : [answer.remaining]))
    const remaining = reported.length > 0 ? Math.min(...reported) : undefined
    return { ...first, remaining, channels }
  }
}

function resolvedTimeouts(options: Pick<SignalgridClientOptions, 'timeouts'>) {
  return { ...DEFAULT_TIMEOUTS, ...options.timeouts }
}

// The client throws only SignalgridErrors; anything else is a bug of ours, kept with its message.
function asSignalgridError(error: unknown, operation: Operation): SignalgridError {
  if (error instanceof SignalgridError) return error
  return new SignalgridError(error instanceof Error ? error.message : String(error), { operation })
}
