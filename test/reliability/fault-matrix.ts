// The fault matrix: each kind of request the action makes, each fault, and what the job must end with. Every
// cell is explicit: either its expected outcome with the reason the client's policy gives it, or the reason
// it is left out.
import type { RuntimeName } from '../support/runner-harness.js'

/** The requests the action makes, by who makes them. */
export type Kind = 'start' | 'update' | 'end' | 'push' | 'alert' | 'jobs API'

export const KINDS: Readonly<Record<Kind, string>> = {
  start: 'the activity start (pre)',
  update: "the tracker's updates",
  end: 'the activity end (post)',
  push: 'the push (main, push mode)',
  alert: 'the failure alert (post, a push)',
  'jobs API': "the tracker's reads of the jobs API",
}

export type FaultName =
  | '500 once'
  | '500 three times'
  | '500 always'
  | '503 Retry-After 1 s'
  | '429 Retry-After 1 s'
  | '429 Retry-After 120 s'
  | 'hang'
  | 'reset'
  | 'refused'
  | 'non-JSON'
  | '200 code "400"'
  | 'slow 10 s'
  | 'truncated'

export const FAULTS: Readonly<Record<FaultName, string>> = {
  '500 once': 'HTTP 500 on the first request',
  '500 three times': 'HTTP 500 on the first three requests',
  '500 always': 'HTTP 500 on every request',
  '503 Retry-After 1 s': 'HTTP 503 with Retry-After: 1, once',
  '429 Retry-After 1 s': 'HTTP 429 with Retry-After: 1, once',
  '429 Retry-After 120 s': 'HTTP 429 asking for a wait beyond the retry budget, once',
  hang: 'no answer at all, longer than the attempt timeout, once',
  reset: 'the connection reset instead of an answer, once',
  refused: 'connections refused (the service down) until the client has retried once',
  'non-JSON': 'HTTP 200 with an HTML page, once',
  '200 code "400"': 'HTTP 200 with {"code":"400"}, the service refusing the request, once',
  'slow 10 s': 'the normal answer after 10 s, once',
  truncated: 'the normal answer cut in the middle of its body, once',
}

/**
 * What a fault does to one request, by the client's policy (src/signalgrid/client.ts). Starts and pushes are
 * repeated only when they provably did not arrive (refused connection) or the service said it did not take
 * them (429, 503): a second start is a second activity, a second push a second alert. Updates and ends carry
 * absolute state, so they are repeated on any failure but a refusal.
 */
export type Effect =
  /** The request goes through, possibly after retries. */
  | 'delivered'
  /** The client gives up and the service did nothing. */
  | 'given up'
  /** The service acted (in these cells it did) but the client never learnt it, so it says it failed. */
  | 'answer lost'
  /** The end took effect, the client could not know, and the service refused its repeat: a false alarm. */
  | 'repeat refused'

interface Decision {
  readonly effect: Effect
  readonly why: string
}

const ONCE_ONLY: Readonly<Record<FaultName, Decision | { readonly excluded: string }>> = {
  '500 once': { effect: 'answer lost', why: 'a 500 may come after the request took effect: not repeated' },
  '500 three times': {
    excluded:
      'a start or push is never repeated after a 500, so no request meets the second fault: the "once" cell',
  },
  '500 always': {
    excluded:
      'a start or push is never repeated after a 500, so no request meets the second fault: the "once" cell',
  },
  '503 Retry-After 1 s': {
    effect: 'delivered',
    why: '503 says it was not taken: repeated after Retry-After',
  },
  '429 Retry-After 1 s': {
    effect: 'delivered',
    why: '429 says it was not taken: repeated after Retry-After',
  },
  '429 Retry-After 120 s': { effect: 'given up', why: 'a wait beyond the 20 s budget is not taken' },
  hang: { effect: 'answer lost', why: 'no answer in 15 s: it may have taken effect, so it is not repeated' },
  reset: { effect: 'answer lost', why: 'the connection broke after the request left: not repeated' },
  refused: { effect: 'delivered', why: 'a refused connection proves nothing was sent: repeated' },
  'non-JSON': { effect: 'answer lost', why: 'an unreadable HTTP 200 may have taken effect: not repeated' },
  '200 code "400"': { effect: 'given up', why: 'the service refused it: repeating cannot help' },
  'slow 10 s': { effect: 'delivered', why: 'answered within the 15 s an attempt may take' },
  truncated: { effect: 'answer lost', why: 'the answer was cut (a start loses its token): not repeated' },
}

const IDEMPOTENT: Readonly<Record<FaultName, Decision>> = {
  '500 once': { effect: 'delivered', why: 'repeated after a backoff' },
  '500 three times': { effect: 'delivered', why: 'the fourth of five attempts goes through' },
  '500 always': { effect: 'given up', why: 'five attempts, all refused' },
  '503 Retry-After 1 s': { effect: 'delivered', why: 'repeated after Retry-After' },
  '429 Retry-After 1 s': { effect: 'delivered', why: 'repeated after Retry-After' },
  '429 Retry-After 120 s': { effect: 'given up', why: 'a wait beyond the 30 s budget is not taken' },
  hang: { effect: 'delivered', why: 'the attempt times out after 15 s; the repeat goes through' },
  reset: { effect: 'delivered', why: 'repeated' },
  refused: { effect: 'delivered', why: 'repeated once the service is back' },
  'non-JSON': { effect: 'delivered', why: 'an unreadable answer is repeated' },
  '200 code "400"': { effect: 'given up', why: 'the service refused it: repeating cannot help' },
  'slow 10 s': { effect: 'delivered', why: 'answered within the 15 s an attempt may take' },
  truncated: { effect: 'repeat refused', why: 'the end took effect; its repeat is refused as a second end' },
}

/** The tracker's reads: one request per poll, no retry inside it; failed polls are spaced 6 s, 12 s, ... */
const JOBS_API_EXCLUDED: Partial<Record<FaultName, string>> = {
  '500 three times':
    'failed polls wait 6 s, then 12 s: within a job of seconds the third 500 is never asked for, so the cell is "500 always"',
}

/** What the phone shows of the activity once the job is over. */
export type Phone = 'ended' | 'left on' | 'nothing'

/** Which message says that a request failed for good. */
export type Message = 'start' | 'end' | 'push' | 'alert'

export type Template = 'activity' | 'alert' | 'push'

export interface Expected {
  readonly phone: Phone
  /** Pushes on the phone: the push of push mode, or the failure alert. */
  readonly pushes: 0 | 1
  /** The warning (with fail-on-error, the error) that says a request failed for good; undefined: none at all. */
  readonly message: Message | undefined
  /** With fail-on-error, the stage that fails, with that message as its error. */
  readonly failingStage: 'pre' | 'main' | 'post' | undefined
}

export interface Cell {
  readonly kind: Kind
  readonly fault: FaultName
  readonly failOnError: boolean
  readonly template: Template
  readonly effect: Effect | 'background'
  readonly why: string
  readonly expected: Expected
}

export interface ExcludedCell {
  readonly kind: Kind
  readonly fault: FaultName
  readonly why: string
}

const TEMPLATE: Readonly<Record<Kind, Template>> = {
  start: 'activity',
  update: 'activity',
  end: 'activity',
  push: 'push',
  alert: 'alert',
  'jobs API': 'activity',
}

const STAGE: Readonly<Partial<Record<Kind, 'pre' | 'main' | 'post'>>> = {
  start: 'pre',
  end: 'post',
  push: 'main',
  alert: 'post',
}

/** The whole matrix: every kind × every fault, without fail-on-error. */
export function matrix(): { readonly cells: Cell[]; readonly excluded: ExcludedCell[] } {
  const cells: Cell[] = []
  const excluded: ExcludedCell[] = []
  for (const kind of Object.keys(KINDS) as Kind[]) {
    for (const fault of Object.keys(FAULTS) as FaultName[]) {
      const outcome = decide(kind, fault, false)
      if ('excluded' in outcome) excluded.push({ kind, fault, why: outcome.excluded })
      else cells.push(outcome)
    }
  }
  return { cells, excluded }
}

/** One cell; throws for an excluded one. */
export function cell(kind: Kind, fault: FaultName, options: { readonly failOnError?: boolean } = {}): Cell {
  const outcome = decide(kind, fault, options.failOnError ?? false)
  if ('excluded' in outcome) throw new Error(`${kind} × ${fault} is excluded: ${outcome.excluded}`)
  return outcome
}

function decide(kind: Kind, fault: FaultName, failOnError: boolean): Cell | { readonly excluded: string } {
  const template = TEMPLATE[kind]
  if (kind === 'update' || kind === 'jobs API') {
    const excluded = kind === 'jobs API' ? JOBS_API_EXCLUDED[fault] : undefined
    if (excluded) return { excluded }
    // The tracker works in the background: nothing it meets reaches a stage, whatever fail-on-error says.
    const why =
      kind === 'update'
        ? 'a failed update is journaled for the job summary; the end carries the latest content'
        : 'step progress pauses; the tracker polls again later, or post stops it'
    return {
      kind,
      fault,
      failOnError,
      template,
      effect: 'background',
      why,
      expected: { phone: 'ended', pushes: 0, message: undefined, failingStage: undefined },
    }
  }
  const decision = (kind === 'end' ? IDEMPOTENT : ONCE_ONLY)[fault]
  if ('excluded' in decision) return decision
  const { effect, why } = decision
  const failed = effect !== 'delivered'
  const expected: Expected = {
    phone: phoneAfter(kind, effect),
    pushes:
      kind === 'push' || kind === 'alert' ? (effect === 'delivered' || effect === 'answer lost' ? 1 : 0) : 0,
    message: failed ? kind : undefined,
    failingStage: failed && failOnError ? STAGE[kind] : undefined,
  }
  return { kind, fault, failOnError, template, effect, why, expected }
}

function phoneAfter(kind: Kind, effect: Effect): Phone {
  if (kind === 'push') return 'nothing'
  if (kind === 'start')
    return effect === 'delivered' ? 'ended' : effect === 'given up' ? 'nothing' : 'left on'
  if (kind === 'end') return effect === 'given up' ? 'left on' : 'ended'
  return 'ended'
}

/**
 * The cells also run with `fail-on-error: true`: where a stage's own request fails for good it must fail
 * with a clear message; where the request recovers, or the failure is the tracker's, nothing fails.
 */
export const FAIL_ON_ERROR: readonly (readonly [Kind, FaultName])[] = [
  ['start', '500 once'],
  ['end', '500 always'],
  ['end', '500 once'],
  ['push', '200 code "400"'],
  ['alert', '500 once'],
  ['update', '500 always'],
  ['jobs API', '500 always'],
]

/** Faults on the tracker process itself. */
export type TrackerFault = 'killed' | 'hung' | 'never started'

export const TRACKER_FAULTS: Readonly<Record<TrackerFault, string>> = {
  killed: 'SIGKILL mid-job',
  hung: 'SIGSTOP mid-job: alive, but never answers',
  'never started': 'its bundle missing: the process dies at once',
}

/**
 * Node 20 (still a runtime some runners offer) runs a representative subset: every kind and every fault at
 * least once, each tracker fault, and fail-on-error both ways. Node 24, the runners' default, runs it all.
 */
export const NODE20_SUBSET: readonly (readonly [Kind, FaultName])[] = [
  ['start', '503 Retry-After 1 s'],
  ['start', 'hang'],
  ['start', 'refused'],
  ['update', '500 three times'],
  ['update', '429 Retry-After 120 s'],
  ['update', 'truncated'],
  ['end', '500 always'],
  ['end', 'reset'],
  ['end', 'slow 10 s'],
  ['push', '500 once'],
  ['push', 'non-JSON'],
  ['alert', '200 code "400"'],
  ['alert', '429 Retry-After 1 s'],
  ['jobs API', 'hang'],
]
export const NODE20_FAIL_ON_ERROR: readonly (readonly [Kind, FaultName])[] = [
  ['end', '500 always'],
  ['update', '500 always'],
]

export function cellsFor(runtime: RuntimeName): Cell[] {
  if (runtime === 'node24') {
    return [
      ...matrix().cells,
      ...FAIL_ON_ERROR.map(([kind, fault]) => cell(kind, fault, { failOnError: true })),
    ]
  }
  return [
    ...NODE20_SUBSET.map(([kind, fault]) => cell(kind, fault)),
    ...NODE20_FAIL_ON_ERROR.map(([kind, fault]) => cell(kind, fault, { failOnError: true })),
  ]
}
