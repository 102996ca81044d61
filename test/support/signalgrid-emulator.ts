import { randomBytes, randomInt } from 'node:crypto'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { text } from 'node:stream/consumers'
import { type Answer, answerWithFault, type HttpFault, jsonAnswer, type Sent, send } from './http-faults.js'
import { Emulator, type Mutable, type Recorded } from './loopback-server.js'
import { Phone } from './signalgrid/phone.js'
import {
  type Endpoint,
  parseForm,
  type RequestKind,
  requestKind,
  type ValidRequest,
  validate,
} from './signalgrid/requests.js'

export type { ActivityView, Notification, PhoneActivity } from './signalgrid/phone.js'
export type { RequestKind, SentContent, Severity } from './signalgrid/requests.js'

/** The account and the phone, as a test leaves them unless it is about them. */
const DEFAULT_OPTIONS = {
  clientKey: 'ck_emulator_7f3a9c21',
  channel: 'ch_emulator_0b4e1d7c9a5f',
  /** The account's channels beside `channel`, for a job that sends to several. */
  otherChannels: [] as readonly string[],
  /** The account's monthly quota: `remaining` in the first answer is this minus one. */
  quota: 10_000,
  /** Updates closer than this to the previously shown one are ignored by the phone. */
  phoneSpacingMs: 5_000,
  /** Serve https, with the test certificate every test process trusts (loopback-server.ts). */
  tls: false,
}

export type SignalgridEmulatorOptions = Partial<Readonly<typeof DEFAULT_OPTIONS>>

type Processable = { readonly processed?: boolean }

/**
 * A fault, targeted with inject(). `processed` (default false) says whether the service acted on the
 * request (an activity started, a push delivered) even though the client never got a proper answer.
 */
export type SignalgridFault =
  | (Extract<HttpFault, { type: 'status' | 'non-json' | 'hang' | 'reset' }> & Processable)
  /** Processed: the state changes, the answer is cut short or late. */
  | Extract<HttpFault, { type: 'truncated' | 'latency' }>
  /** HTTP 200 carrying an error, the service's own way of refusing (default code "400"). */
  | { readonly type: 'refusal'; readonly code?: string; readonly text?: string }
  /**
   * Processed and answered, and then the service is down (until up()), as if it crashed right after: it
   * stops taking connections before the answer leaves, and the answer closes its connection, so the very
   * next request, even on a kept-alive connection, is refused.
   */
  | { readonly type: 'goes-down' }
  /**
   * On a start: processed, and answered with this activity_update_token instead of one of the service's usual
   * shape; the phone knows the activity by it, so an update or end that carries it back is taken.
   */
  | { readonly type: 'token'; readonly token: string }

export type Outcome = 'accepted' | 'rejected' | 'unprocessed'
export type RejectionReason = 'invalid' | 'update-after-end' | 'end-after-end'

export interface RecordedRequest extends Recorded<SignalgridFault> {
  readonly path: string
  /** The body exactly as received. */
  readonly rawBody: string
  readonly fields: Readonly<Record<string, string>>
  readonly kind: RequestKind | undefined
  readonly outcome: Outcome
  readonly rejection: { readonly reason: RejectionReason; readonly text: string } | undefined
}

export interface SignalgridCounts {
  readonly starts: number
  readonly updates: number
  readonly ends: number
  readonly pushes: number
  readonly rejected: number
  readonly updatesAfterEnd: number
  readonly duplicateEnds: number
  readonly droppedBySpacing: number
}

type MutableRecord = Mutable<RecordedRequest>

const ENDPOINTS: readonly string[] = ['/v1/push', '/v1/activity'] satisfies Endpoint[]
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/**
 * The Signalgrid push and activity API on 127.0.0.1, with a phone that shows what the service delivered.
 * Every request is recorded with the answer it got; faults are injected per request kind.
 *
 *   const signalgrid = await SignalgridEmulator.start({ phoneSpacingMs: 100 })
 *   signalgrid.inject('end', { type: 'status', status: 503, retryAfter: '1' }, 2)
 *   ... run the code under test against signalgrid.url ...
 *   expect(signalgrid.phone.activities[0]?.view.ended).toBe(true)
 *   await signalgrid.close()
 */
export class SignalgridEmulator extends Emulator<RecordedRequest, RequestKind, SignalgridFault> {
  readonly clientKey: string
  readonly channel: string
  /** Every channel of the account: `channel` first, then `otherChannels`. */
  readonly channels: readonly string[]
  readonly phone: Phone
  #remaining: number
  /** Channels that refuse some kinds of request (see refuseChannel). */
  readonly #refusing = new Map<string, ReadonlySet<RequestKind>>()

  private constructor(options: SignalgridEmulatorOptions) {
    const chosen = { ...DEFAULT_OPTIONS, ...options }
    super({ tls: chosen.tls })
    this.clientKey = chosen.clientKey
    this.channel = chosen.channel
    this.channels = [chosen.channel, ...chosen.otherChannels]
    this.#remaining = chosen.quota
    this.phone = new Phone(chosen.phoneSpacingMs)
  }

  static start(options: SignalgridEmulatorOptions = {}): Promise<SignalgridEmulator> {
    return Emulator.started(new SignalgridEmulator(options))
  }

  /**
   * From now on, the service refuses every request of these kinds to `channel` (HTTP 200, code "400"), as it
   * does a channel that was deleted or whose token is wrong, while the account's other channels go on.
   */
  refuseChannel(channel: string, kinds: readonly RequestKind[] = ['push', 'start', 'update', 'end']): void {
    this.#refusing.set(channel, new Set(kinds))
  }

  /** The requests sent to `channel`, in order of arrival. */
  requestsTo(channel: string): RecordedRequest[] {
    return this.requests.filter((request) => request.fields.channel === channel)
  }

  /** The quota left, as the next answer will report it plus one. */
  get remaining(): number {
    return this.#remaining
  }

  get counts(): SignalgridCounts {
    const accepted = (kind: RequestKind) =>
      this.requests.filter((request) => request.outcome === 'accepted' && request.kind === kind).length
    const rejected = (reason: RejectionReason) =>
      this.requests.filter((request) => request.rejection?.reason === reason).length
    return {
      starts: accepted('start'),
      updates: accepted('update'),
      ends: accepted('end'),
      pushes: accepted('push'),
      rejected: this.requests.filter((request) => request.outcome === 'rejected').length,
      updatesAfterEnd: rejected('update-after-end'),
      duplicateEnds: rejected('end-after-end'),
      droppedBySpacing: this.phone.activities.reduce((sum, activity) => sum + activity.droppedBySpacing, 0),
    }
  }

  protected async record(request: IncomingMessage) {
    return {
      path: new URL(request.url ?? '/', 'http://emulator').pathname,
      rawBody: await text(request),
      fields: {},
      kind: undefined,
      outcome: 'unprocessed' as const,
      rejection: undefined,
    }
  }

  protected respond(
    request: IncomingMessage,
    response: ServerResponse,
    record: MutableRecord,
  ): Promise<Sent> {
    if (!ENDPOINTS.includes(record.path)) return send(response, serviceError(404, 'Not found'))
    if (record.method !== 'POST') {
      const answer = serviceError(405, 'Method not allowed')
      return send(response, { ...answer, headers: { ...answer.headers, allow: 'POST' } })
    }
    const endpoint = record.path as Endpoint
    const form = isUrlEncoded(request.headers)
      ? parseForm(record.rawBody)
      : { problem: 'content type must be application/x-www-form-urlencoded' }
    if ('fields' in form) {
      record.fields = form.fields
      record.kind = requestKind(endpoint, form.fields)
    }
    // What the service does with the request: the phone updated (or not), and the answer it gives.
    const act = () =>
      'problem' in form ? this.#reject(record, 'invalid', form.problem) : this.#process(endpoint, record)
    const fault = this.takeFault(record, record.kind)
    if (!fault) return send(response, act())
    if (fault.type === 'refusal') {
      return send(response, refusal(fault.text ?? 'Parameter error: injected refusal', fault.code))
    }
    if (fault.type === 'goes-down') return this.#answerThenGoDown(record, response, act())
    if (fault.type === 'token') {
      return send(response, 'problem' in form ? act() : this.#process(endpoint, record, fault.token))
    }
    if (fault.type === 'truncated' || fault.type === 'latency') {
      return answerWithFault(request, response, fault, { normal: act, errorAnswer: serviceError })
    }
    const processed = fault.processed ? act() : undefined
    const normal = processed && (() => processed)
    return answerWithFault(request, response, fault, { normal, errorAnswer: serviceError })
  }

  async #answerThenGoDown(record: MutableRecord, response: ServerResponse, answer: Answer): Promise<Sent> {
    this.stopListening()
    const sent = await send(response, { ...answer, headers: { ...answer.headers, connection: 'close' } })
    // On record as soon as it is out: the client has it before the service is all the way down.
    record.answer = sent
    await this.down()
    return sent
  }

  /** `startToken`: the token a start gets, instead of a new one of the usual shape. */
  #process(endpoint: Endpoint, record: MutableRecord, startToken?: string): Answer {
    const validation = validate(endpoint, record.fields, {
      clientKey: this.clientKey,
      channels: this.channels,
    })
    if ('problem' in validation) return this.#reject(record, 'invalid', validation.problem)
    if (this.#refusing.get(record.fields.channel ?? '')?.has(validation.request.kind)) {
      return this.#reject(record, 'invalid', 'channel is invalid')
    }
    const refusal = this.#refusal(validation.request)
    if (refusal) return this.#reject(record, refusal.reason, refusal.problem)
    const token = this.#deliver(validation.request, startToken)
    record.outcome = 'accepted'
    this.#remaining -= 1
    return jsonAnswer(200, {
      ruuid: randomBytes(20).toString('hex'),
      text: 'OK',
      code: '200',
      node: 'emu01',
      time: `${Date.now() - record.at}ms`,
      remaining: String(this.#remaining),
      ...(token === undefined ? {} : { activity_update_token: token }),
    })
  }

  /** Why a valid request about an activity cannot be applied to it, if it cannot. */
  #refusal(request: ValidRequest): { reason: RejectionReason; problem: string } | undefined {
    if (request.kind === 'push' || request.kind === 'start') return undefined
    const token = request.token as string
    if (!this.phone.has(token)) return { reason: 'invalid', problem: 'token is invalid' }
    if (!this.phone.isEnded(token)) return undefined
    const reason = request.kind === 'end' ? 'end-after-end' : 'update-after-end'
    return { reason, problem: 'activity has already ended' }
  }

  /** Shows the request on the phone; returns the new activity's token for a start. */
  #deliver(request: ValidRequest, startToken?: string): string | undefined {
    const now = Date.now()
    if (request.kind === 'push') return void this.phone.notify(request, now)
    const token = request.kind === 'start' ? (startToken ?? this.#newToken()) : (request.token as string)
    if (request.kind === 'start') this.phone.start(token, request.content, now)
    if (request.kind === 'update') this.phone.update(token, request.content, now)
    if (request.kind === 'end') this.phone.end(token, request.content, request.dismissalDelay, now)
    return request.kind === 'start' ? token : undefined
  }

  #reject(record: MutableRecord, reason: RejectionReason, problem: string): Answer {
    const text = `Parameter error: ${problem}`
    record.outcome = 'rejected'
    record.rejection = { reason, text }
    return refusal(text)
  }

  // Five uppercase alphanumerics like the service's (CDGZ9), never one already given out.
  #newToken(): string {
    for (;;) {
      const token = Array.from({ length: 5 }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join('')
      if (!this.phone.has(token)) return token
    }
  }
}

/** How the service refuses a request: HTTP 200, the error in `code` and `text`. */
function refusal(text: string, code = '400'): Answer {
  return jsonAnswer(200, { text, code })
}

/** The service's answer shape for an error: every value a string. */
function serviceError(status: number, text: string): Answer {
  return jsonAnswer(status, { text, code: String(status) })
}

function isUrlEncoded(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/x-www-form-urlencoded'
}
