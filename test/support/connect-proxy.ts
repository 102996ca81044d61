import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'

/** A real HTTP proxy on loopback that tunnels CONNECT requests and records their targets (host:port). */
export interface ConnectProxy {
  readonly port: number
  /** The target of every CONNECT so far, e.g. "127.0.0.1:41234". Clear it between tests. */
  readonly tunnels: string[]
  close(): void
}

export async function startConnectProxy(): Promise<ConnectProxy> {
  const tunnels: string[] = []
  const server: Server = createServer((_request, response) => {
    response.statusCode = 501
    response.end()
  })
  server.on('connect', (request: IncomingMessage, client, head) => {
    tunnels.push(request.url ?? '')
    const [host, port] = (request.url ?? '').split(':')
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', () => client.destroy())
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { port: (server.address() as AddressInfo).port, tunnels, close: () => server.close() }
}
