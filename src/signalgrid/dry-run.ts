// A dry run: every request the client would send to Signalgrid is told instead, its secrets masked, and answered
// here as the service answers one it took, so that everything above the transport (the channels, the retries'
// reading of the answer, the activity's token and record) runs as it does for real, and nothing leaves.
import { randomBytes } from 'node:crypto'
import { Dispatcher, type DispatchHandlers, type DispatchOptions } from 'undici'
import { redact } from '../net/redact.js'

export interface DryRunOptions {
  /** The channel tokens of the client, in order: a request names its channel by its place, never its token. */
  readonly channels: readonly string[]
  /** Told each request, one line, with no secret in it. */
  readonly say: (line: string) => void
}

/** What the service's answer says of a dry run's request, in place of its id for the request. */
export const DRY_RUN_RUUID = 'dry-run'

/** The fields whose values are secrets: sent to Signalgrid alone, never told. */
const SECRET_FIELDS = ['client_key', 'channel']

/**
 * An undici dispatcher that sends nothing: each request is told (`say`) as "Signalgrid dry run, not sent: POST
 * <url> {fields}", the client key and the channel token as ***, and answered HTTP 200, code "200", with an
 * activity_update_token of its own for a start and no `remaining` (the quota is not spent, and not known).
 */
export class DryRunDispatcher extends Dispatcher {
  readonly #channels: readonly string[]
  readonly #say: (line: string) => void

  constructor(options: DryRunOptions) {
    super()
    this.#channels = options.channels
    this.#say = options.say
  }

  override dispatch(options: DispatchOptions, handler: DispatchHandlers): boolean {
    const form = new URLSearchParams(typeof options.body === 'string' ? options.body : '')
    this.#say(this.#line(options, form))
    const answer = JSON.stringify({
      code: '200',
      text: 'dry run: not sent',
      ruuid: DRY_RUN_RUUID,
      ...(form.get('type') === 'start'
        ? { activity_update_token: `dryrun${randomBytes(6).toString('hex')}` }
        : {}),
    })
    // Answered on a later turn of the loop, as an answer from the network is.
    setImmediate(() => {
      let aborted = false
      handler.onConnect?.((reason?: Error) => {
        aborted = true
        handler.onError?.(reason ?? new Error('aborted'))
      })
      if (aborted) return
      handler.onHeaders?.(200, [Buffer.from('content-type'), Buffer.from('application/json')], () => {}, 'OK')
      handler.onData?.(Buffer.from(answer))
      handler.onComplete?.([])
    })
    return true
  }

  override async close(): Promise<void> {}

  override async destroy(): Promise<void> {}

  #line(options: DispatchOptions, form: URLSearchParams): string {
    const channel = this.#channels.indexOf(form.get('channel') ?? '')
    const which =
      this.#channels.length > 1 && channel >= 0 ? ` (channel ${channel + 1} of ${this.#channels.length})` : ''
    const secrets = [form.get('client_key') ?? '', ...this.#channels]
    const fields = Object.fromEntries(
      [...form].map(([name, value]) => [name, SECRET_FIELDS.includes(name) ? '***' : redact(value, secrets)]),
    )
    const url = `${options.origin ?? ''}${options.path}`
    return `Signalgrid dry run, not sent: ${options.method} ${redact(url, secrets)}${which} ${JSON.stringify(fields)}`
  }
}
