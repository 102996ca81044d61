import { randomInt } from 'node:crypto'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { type AddressInfo, connect, createServer as createTcpServer, type Socket } from 'node:net'
import type { Sent } from './http-faults.js'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/**
 * The certificate a server with `tls` presents, for signalgrid.localhost, github.localhost, localhost and
 * 127.0.0.1, self-signed and valid for a century (test/support/fixtures/tls). Every test process trusts it:
 * test/vitest.config.ts names it in NODE_EXTRA_CA_CERTS, and a job that talks to such a server passes it on
 * the same way, as a user behind a private certificate authority does.
 */
export const TEST_CERTIFICATE = new URL('./fixtures/tls/cert.pem', import.meta.url).pathname
const TEST_KEY = new URL('./fixtures/tls/key.pem', import.meta.url).pathname

export interface LoopbackServerOptions {
  /** `port` 0 picks a free one, kept for every later up(). */
  readonly port?: number
  /** https, with TEST_CERTIFICATE: for tests of what goes through a proxy, which only https may. */
  readonly tls?: boolean
  /**
   * The address it listens on: an address of 127.0.0.0/8 of its own by default (see ownLoopbackAddress);
   * 127.0.0.1 for a test of what `localhost` reaches, and always with `tls` (the certificate names it).
   */
  readonly address?: string
}

/**
 * An address of 127.0.0.0/8 no other server of the test run is likely to use (one in 16 million), where Linux
 * takes connections for any of them. A process another test left running still sends to its own servers'
 * addresses, and a port is freed and given again within a run: at an address of its own, a server can never
 * answer a stranger's client, nor count its requests as its own. Elsewhere (macOS answers 127.0.0.1 alone),
 * 127.0.0.1.
 */
export function ownLoopbackAddress(): string {
  if (process.platform !== 'linux') return '127.0.0.1'
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
}

/**
 * An HTTP server on a loopback address of its own (see ownLoopbackAddress) that can go down and come back on the same port, as a real service does in
 * an outage: while it is down connections are refused, and going down cuts every open connection, hung
 * ones included, so no test ever waits on a socket the emulator forgot. While it is down its port stays
 * held (see holdPort): a port merely freed goes to the next server any concurrent test starts on port 0, and
 * the clients of this one, still addressing it, would be answered by that stranger.
 */
export class LoopbackServer {
  readonly #server: Server
  readonly #sockets = new Set<Socket>()
  #port: number
  readonly #address: string
  readonly #scheme: 'http' | 'https'
  /** While down: the connection that keeps the port from other servers. */
  #hold: Socket | undefined
  /** Settles once the server has closed after the last stopListening(). */
  #closed: Promise<void> = Promise.resolve()

  /** Not listening yet: call up(). */
  constructor(handler: RequestHandler, options: LoopbackServerOptions = {}) {
    this.#port = options.port ?? 0
    this.#scheme = options.tls ? 'https' : 'http'
    this.#address = options.tls ? '127.0.0.1' : (options.address ?? ownLoopbackAddress())
    const listener = (request: IncomingMessage, response: ServerResponse) => {
      handler(request, response).catch((error: unknown) => {
        if (response.headersSent) response.destroy()
        else response.writeHead(500, { 'content-type': 'text/plain' }).end(`emulator bug: ${String(error)}`)
        // Rethrown on purpose and left unhandled: vitest then fails the run, so an emulator bug can never
        // pass for a fault the code under test survived.
        throw error
      })
    }
    this.#server = options.tls
      ? createTlsServer({ cert: readFileSync(TEST_CERTIFICATE), key: readFileSync(TEST_KEY) }, listener)
      : createServer(listener)
    this.#server.on('connection', (socket) => {
      this.#sockets.add(socket)
      socket.on('close', () => this.#sockets.delete(socket))
    })
  }

  /** `http://<address>:<port>` (https with `tls`), stable across down() and up(). */
  get url(): string {
    return `${this.#scheme}://${this.#address}:${this.#port}`
  }

  get listening(): boolean {
    return this.#server.listening
  }

  /** Listens, on the port of the first up() when there was one. */
  async up(): Promise<void> {
    if (this.#server.listening) return
    this.#release()
    // once() rejects on the server's 'error' (the port taken meanwhile) instead of waiting for good.
    await once(this.#server.listen(this.#port, this.#address), 'listening')
    this.#port = (this.#server.address() as AddressInfo).port
  }

  /**
   * Refuses new connections from now on (the listening socket closes at once), while the open ones stay
   * until they end or down() cuts them: an answer being sent still reaches its client.
   */
  stopListening(): void {
    if (this.#server.listening)
      this.#closed = new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  /**
   * Stops listening and cuts every open connection; later connections are refused until up(), and the port
   * is held until then.
   */
  async down(): Promise<void> {
    await this.close()
    this.#hold ??= await holdPort(this.#address, this.#port)
  }

  /** Down for good: the port is let go. */
  async close(): Promise<void> {
    this.stopListening()
    for (const socket of this.#sockets) socket.destroy()
    await this.#closed
    this.#release()
  }

  #release(): void {
    this.#hold?.destroy()
    this.#hold = undefined
  }
}

let keeper: Promise<number> | undefined

/**
 * Keeps a port of a loopback address from every other socket while nothing listens on it: a connection from
 * that address and port to a listener of this process. The kernel then picks it for no server started on port
 * 0, and a connection to it is still refused, as to a service that is down. Rejects when the port was taken
 * in the meantime.
 */
async function holdPort(address: string, port: number): Promise<Socket> {
  keeper ??= new Promise((resolve, reject) => {
    const server = createTcpServer((socket) => {
      socket.on('error', () => socket.destroy())
      socket.unref()
    })
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    // A keeper alone does not keep the test process alive.
    server.unref()
  })
  const keeperPort = await keeper
  return new Promise((resolve, reject) => {
    const hold = connect({ host: '127.0.0.1', port: keeperPort, localAddress: address, localPort: port })
    // After the connect, an error (the keeper gone with the process) leaves nothing to do.
    hold.on('error', (error) =>
      reject(new Error(`port ${port} was taken while its server was down`, { cause: error })),
    )
    hold.once('connect', () => {
      hold.unref()
      resolve(hold)
    })
  })
}

/** How many matching requests a fault applies to: a count, or every one from now on. */
export type Times = number | 'always'

/** What every emulator keeps of each request: when it came, what it was, the fault it met, the answer. */
export interface Recorded<Fault> {
  /** Arrival, ms since the epoch. */
  readonly at: number
  readonly method: string
  readonly headers: IncomingMessage['headers']
  readonly fault: Fault | undefined
  /** What reached the client; undefined while a hung request waits, or when none did (reset, drop). */
  readonly answer: Sent
}

export type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/**
 * An emulated service on a LoopbackServer: it records every request with the answer it got, applies the
 * faults a test plans for the next requests of a kind (`Kind`: what a fault can target), and goes down and
 * comes back on the same port like the real service. A request takes the first fault planned for its kind
 * or for 'any', in the order they were planned.
 */
export abstract class Emulator<Record extends Recorded<Fault>, Kind extends string, Fault> {
  readonly #requests: Mutable<Record>[] = []
  #faults: {
    readonly on: Kind | 'any'
    readonly fault: Fault
    readonly when: ((request: Record) => boolean) | undefined
    remaining: number
  }[] = []
  /** Records and answers one request, on whichever of the emulator's servers it came. */
  protected readonly handle: RequestHandler = async (request, response) => {
    const { method = '', headers } = request
    const arrived = { at: Date.now(), method, headers, fault: undefined, answer: undefined }
    const record = { ...arrived, ...(await this.record(request)) } as Mutable<Record>
    this.#requests.push(record)
    record.answer = await this.respond(request, response, record)
  }
  readonly #server: LoopbackServer

  constructor(options: LoopbackServerOptions = {}) {
    this.#server = new LoopbackServer(this.handle, options)
  }

  /** What this emulator records of a request beyond what every one does, as it arrives. */
  protected abstract record(request: IncomingMessage): Promise<Omit<Mutable<Record>, keyof Recorded<Fault>>>
  /** Answers the request, and fills in its record on the way. */
  protected abstract respond(
    request: IncomingMessage,
    response: ServerResponse,
    record: Mutable<Record>,
  ): Promise<Sent>

  /** Resolves once the emulator listens. */
  protected static async started<E extends { up(): Promise<void> }>(emulator: E): Promise<E> {
    await emulator.up()
    return emulator
  }

  /** The base URL, no trailing slash: `http://<address>:<port>` (https with `tls`), stable across down() and up(). */
  get url(): string {
    return this.#server.url
  }

  get requests(): readonly Record[] {
    return this.#requests
  }

  /**
   * Applies the fault to the next `times` requests of the kind ('any': of every kind), of those `when` picks
   * when it is given.
   */
  inject(on: Kind | 'any', fault: Fault, times: Times = 1, when?: (request: Record) => boolean): void {
    if (times !== 'always' && !(Number.isInteger(times) && times >= 1)) {
      throw new RangeError(`a fault applies 1 or more times, or 'always'; got ${times}`)
    }
    const remaining = times === 'always' ? Number.POSITIVE_INFINITY : times
    this.#faults.push({ on, fault, when, remaining })
  }

  clearFaults(): void {
    this.#faults = []
  }

  /** The whole service goes down: open connections are cut, new ones refused, until up(). */
  down(): Promise<void> {
    return this.#server.down()
  }

  /** Back on the same port. */
  up(): Promise<void> {
    return this.#server.up()
  }

  close(): Promise<void> {
    return this.#server.close()
  }

  /** Refuses new connections from now on, while the open ones stay until down() cuts them. */
  protected stopListening(): void {
    this.#server.stopListening()
  }

  /**
   * The fault for a request of this kind (undefined: a request no kind describes), consumed once and kept on
   * the request's record.
   */
  protected takeFault(record: Mutable<Record>, kind: Kind | undefined): Fault | undefined {
    const index = this.#faults.findIndex(
      (planned) => (planned.on === 'any' || planned.on === kind) && (planned.when?.(record) ?? true),
    )
    const planned = this.#faults[index]
    if (!planned) return undefined
    planned.remaining -= 1
    if (planned.remaining === 0) this.#faults.splice(index, 1)
    record.fault = planned.fault
    return planned.fault
  }
}
