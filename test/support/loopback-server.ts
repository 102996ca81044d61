import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { type AddressInfo, connect, createServer as createTcpServer, type Socket } from 'node:net'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/**
 * An HTTP server on 127.0.0.1 that can go down and come back on the same port, as a real service does in
 * an outage: while it is down connections are refused, and going down cuts every open connection, hung
 * ones included, so no test ever waits on a socket the emulator forgot. While it is down its port stays
 * held (see holdPort): a port merely freed goes to the next server any concurrent test starts on port 0, and
 * the clients of this one, still addressing it, would be answered by that stranger.
 */
export class LoopbackServer {
  readonly #server: Server
  readonly #sockets = new Set<Socket>()
  #port: number
  /** While down: the connection that keeps the port from other servers. */
  #hold: Socket | undefined
  /** Settles once the server has closed after the last stopListening(). */
  #closed: Promise<void> = Promise.resolve()

  /** Not listening yet: call up(). `port` 0 picks a free one, kept for every later up(). */
  constructor(handler: RequestHandler, port = 0) {
    this.#port = port
    this.#server = createServer((request, response) => {
      handler(request, response).catch((error: unknown) => {
        if (response.headersSent) response.destroy()
        else response.writeHead(500, { 'content-type': 'text/plain' }).end(`emulator bug: ${String(error)}`)
        // Rethrown on purpose and left unhandled: vitest then fails the run, so an emulator bug can never
        // pass for a fault the code under test survived.
        throw error
      })
    })
    this.#server.on('connection', (socket) => {
      this.#sockets.add(socket)
      socket.on('close', () => this.#sockets.delete(socket))
    })
  }

  /** `http://127.0.0.1:<port>`, stable across down() and up(). */
  get url(): string {
    return `http://127.0.0.1:${this.#port}`
  }

  get listening(): boolean {
    return this.#server.listening
  }

  /** Listens, on the port of the first up() when there was one. */
  async up(): Promise<void> {
    if (this.#server.listening) return
    this.#release()
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject)
      this.#server.listen(this.#port, '127.0.0.1', () => {
        this.#server.off('error', reject)
        this.#port = (this.#server.address() as AddressInfo).port
        resolve()
      })
    })
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
    this.#hold ??= await holdPort(this.#port)
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
 * Keeps a port of 127.0.0.1 from every other socket while nothing listens on it: a connection from that port
 * to a listener of this process. The kernel then picks it for no server started on port 0, and a connection
 * to it is still refused, as to a service that is down. Rejects when the port was taken in the meantime.
 */
async function holdPort(port: number): Promise<Socket> {
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
    const hold = connect({ host: '127.0.0.1', port: keeperPort, localAddress: '127.0.0.1', localPort: port })
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
