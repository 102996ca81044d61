import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http'

/** An HTTP answer as an emulator sends it. */
export interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  /** How the body is written: UTF-8 unless told otherwise ('latin1' carries bytes one for one). */
  readonly encoding?: BufferEncoding
}

/** Transport faults both emulators can inject, whatever their API. */
export type HttpFault =
  /** Answer with this status and body (default: the emulator's error body for the status). */
  | { readonly type: 'status'; readonly status: number; readonly body?: string; readonly retryAfter?: string }
  /** A body that is not JSON, such as a proxy's HTML error page; HTTP 200 unless told otherwise. */
  | { readonly type: 'non-json'; readonly status?: number; readonly body?: string }
  /** The normal answer, cut: Content-Length promises more than is sent, then the connection closes. */
  | { readonly type: 'truncated' }
  /** No answer at all; after answerAfterMs (when given) the normal answer, or a dropped connection. */
  | { readonly type: 'hang'; readonly answerAfterMs?: number }
  /** The connection is reset (TCP RST) instead of answered. */
  | { readonly type: 'reset' }
  /** The normal answer, after a delay. */
  | { readonly type: 'latency'; readonly ms: number }

export interface FaultAnswers {
  /** The normal answer; undefined when the service did not process the request and so has none. */
  readonly normal: (() => Answer) | undefined
  /** The API's own error answer, for a status the fault gives no body for (with the status's standard text). */
  readonly errorAnswer: (status: number, text: string) => Answer
}

/** What reached the client: an answer (possibly cut short), or nothing. */
export type Sent = Answer | undefined

/** Sends the answer; resolves with it once sent, or with undefined when the connection died first. */
export function send(response: ServerResponse, answer: Answer): Promise<Sent> {
  return new Promise((resolve) => {
    response.once('close', () => resolve(response.writableFinished ? answer : undefined))
    response.writeHead(answer.status, answer.headers).end(answer.body, answer.encoding ?? 'utf8')
  })
}

export function jsonAnswer(status: number, value: unknown, headers: Record<string, string> = {}): Answer {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  }
}

/** Answers a request the way the fault says. Resolves with what was sent once the exchange is over. */
export function answerWithFault(
  request: IncomingMessage,
  response: ServerResponse,
  fault: HttpFault,
  answers: FaultAnswers,
): Promise<Sent> {
  switch (fault.type) {
    case 'status': {
      const retryAfter: Record<string, string> = fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}
      const body = fault.body ?? answers.errorAnswer(fault.status, STATUS_CODES[fault.status] ?? 'Error').body
      return send(response, { status: fault.status, headers: { ...retryAfter }, body })
    }
    case 'non-json':
      return send(response, {
        status: fault.status ?? 200,
        headers: { 'content-type': 'text/html' },
        body: fault.body ?? '<html><body><h1>502 Bad Gateway</h1></body></html>',
      })
    case 'truncated':
      return sendTruncated(response, normalAnswer(answers, fault))
    case 'reset':
      request.socket.resetAndDestroy()
      return Promise.resolve(undefined)
    case 'latency':
      return after(response, fault.ms, () => send(response, normalAnswer(answers, fault)))
    case 'hang': {
      const { answerAfterMs } = fault
      if (answerAfterMs === undefined) return closed(response)
      const normal = answers.normal
      // Unprocessed, there is no answer to give late: the connection drops, as behind a proxy that gives up.
      return after(response, answerAfterMs, () => (normal ? send(response, normal()) : drop(response)))
    }
  }
}

function normalAnswer(answers: FaultAnswers, fault: HttpFault): Answer {
  if (!answers.normal) throw new Error(`a '${fault.type}' fault needs a processed request`)
  return answers.normal()
}

// Half the body under a Content-Length that promises all of it, then the connection closes mid-body.
function sendTruncated(response: ServerResponse, answer: Answer): Promise<Sent> {
  const body = Buffer.from(answer.body, answer.encoding ?? 'utf8')
  const half = body.subarray(0, Math.floor(body.length / 2))
  const headers = { ...answer.headers, 'content-length': String(body.length) }
  response.writeHead(answer.status, headers)
  return new Promise((resolve) =>
    response.write(half, () => {
      response.socket?.destroy()
      resolve({ ...answer, headers, body: half.toString(answer.encoding ?? 'utf8') })
    }),
  )
}

/** Runs `act` after ms, unless the client has gone by then (then nothing was sent). */
function after(response: ServerResponse, ms: number, act: () => Promise<Sent>): Promise<Sent> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => act().then(resolve), ms)
    response.once('close', () => {
      if (response.writableFinished) return
      clearTimeout(timer)
      resolve(undefined)
    })
  })
}

function closed(response: ServerResponse): Promise<Sent> {
  return new Promise((resolve) => response.once('close', () => resolve(undefined)))
}

function drop(response: ServerResponse): Promise<Sent> {
  response.socket?.destroy()
  return Promise.resolve(undefined)
}
