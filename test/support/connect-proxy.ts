import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'

/** A real HTTP proxy on loopback that tunnels CONNECT requests and records their targets (host:port). */
export interface ConnectProxy {
  readonly port: number
  /**
   * The target of every CONNECT so far, e.g. "signalgrid.localhost:41234" (names under .localhost are
   * tunnelled to 127.0.0.1). Clear it between tests.
   */
  readonly tunnels: string[]
  /** In capture mode, what clients sent through the proxy; empty otherwise. */
  readonly captured: CapturedTraffic[]
  close(): void
}

/** Everything a client sent for one target: through a CONNECT tunnel, or as one plain proxied request. */
export interface CapturedTraffic {
  /** host:port of a tunnel, or the absolute URL of a plain request. */
  readonly target: string
  /** The bytes as sent, read as latin1 so that none is lost (plain text for http targets, TLS for https). */
  sent: string
}

export interface ConnectProxyOptions {
  /**
   * Connect nowhere: accept each tunnel, keep what the client sends through it and answer 502, so a test
   * sees what would have left the machine (in clear for http:// targets) while nothing does.
   */
  readonly capture?: boolean
}

const BAD_GATEWAY = 'HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\nconnection: close\r\n\r\n'

export async function startConnectProxy(options: ConnectProxyOptions = {}): Promise<ConnectProxy> {
  const tunnels: string[] = []
  const captured: CapturedTraffic[] = []
  const server: Server = createServer((request, response) => {
    if (!options.capture) {
      response.statusCode = 501
      response.end()
      return
    }
    const traffic = { target: request.url ?? '', sent: `${request.method} ${request.url}\r\n` }
    captured.push(traffic)
    for (let index = 0; index < request.rawHeaders.length; index += 2) {
      traffic.sent += `${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}\r\n`
    }
    request.on('data', (chunk: Buffer) => {
      traffic.sent += chunk.toString('latin1')
    })
    request.on('end', () => response.writeHead(502, { connection: 'close' }).end())
  })
  server.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
    tunnels.push(request.url ?? '')
    if (options.capture) {
      capture(request.url ?? '', client, head, captured)
      return
    }
    const [host, port] = (request.url ?? '').split(':')
    // A name under .localhost is this machine (RFC 6761), which the resolver here may not know. Tests use such
    // names because the toolkit's proxy rules never send 127.0.0.1 or localhost through a proxy.
    const address = host?.endsWith('.localhost') ? '127.0.0.1' : host
    const upstream = connect(Number(port), address, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', () => client.destroy())
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { port: (server.address() as AddressInfo).port, tunnels, captured, close: () => server.close() }
}

// The client's first bytes are a request line (http) or a TLS hello (https): answered with a 502 either
// way, which an http client reads as an answer and a TLS client as a failed handshake.
function capture(target: string, client: Socket, head: Buffer, captured: CapturedTraffic[]): void {
  const traffic: CapturedTraffic = { target, sent: head.toString('latin1') }
  captured.push(traffic)
  client.on('error', () => {})
  client.on('data', (chunk: Buffer) => {
    traffic.sent += chunk.toString('latin1')
    if (!client.writableEnded) client.end(BAD_GATEWAY)
  })
  client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
}
