import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/**
 * An HTTP server on 127.0.0.1 that can go down and come back on the same port, as a real service does in
 * an outage: while it is down connections are refused, and going down cuts every open connection, hung
 * ones included, so no test ever waits on a socket the emulator forgot.
 */
export class LoopbackServer {
  readonly #server: Server
  readonly #sockets = new Set<Socket>()
  #port: number
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

  /** Stops listening and cuts every open connection; later connections are refused until up(). */
  async down(): Promise<void> {
    this.stopListening()
    for (const socket of this.#sockets) socket.destroy()
    await this.#closed
  }
}
