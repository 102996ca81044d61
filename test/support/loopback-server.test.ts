import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { expect, test } from 'vitest'
import { LoopbackServer } from './loopback-server.js'

/** Connects to the port; the error code when the connection is refused or fails, 'connected' otherwise. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve('connected')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

/**
 * Whether an open TCP socket of this machine is bound to 127.0.0.1:`port` (/proc/net/tcp: local address
 * 0100007F, state 01 established or 0A listening). A bound port is one the kernel gives no server asking for
 * port 0; a port held only by connections closing (TIME_WAIT) is not counted.
 */
function bound(port: number): boolean {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .some(([, address, , state]) => address === local && (state === '01' || state === '0A'))
}

test.runIf(process.platform === 'linux')(
  'down: connections refused, the port still bound, so that no server started on port 0 can take it; up: the same port; close: let go',
  async () => {
    const server = new LoopbackServer(async (_request, response) => {
      response.end('up')
    })
    await server.up()
    const port = Number(new URL(server.url).port)
    await server.down()
    expect(await tryConnect(port)).toBe('ECONNREFUSED')
    expect(bound(port)).toBe(true)
    await server.up()
    expect(server.url).toBe(`http://127.0.0.1:${port}`)
    expect(await tryConnect(port)).toBe('connected')
    await server.close()
    expect(await tryConnect(port)).toBe('ECONNREFUSED')
    expect(bound(port)).toBe(false)
  },
)
