import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { expect, test } from 'vitest'
import { LoopbackServer } from './loopback-server.js'

/** Connects to the server's address and port; the error code when refused or failing, 'connected' otherwise. */
function tryConnect(url: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    socket.once('connect', () => {
      socket.destroy()
      resolve('connected')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

/**
 * Whether an open TCP socket of this machine is bound to the server's address and port (/proc/net/tcp: the
 * local address in hexadecimal, its bytes backwards, state 01 established or 0A listening). A bound port is one
 * the kernel gives no server asking for port 0; a port held only by connections closing (TIME_WAIT) is not
 * counted.
 */
function bound(url: string): boolean {
  const { hostname, port } = new URL(url)
  const address = hostname
    .split('.')
    .reverse()
    .map((byte) => Number(byte).toString(16).toUpperCase().padStart(2, '0'))
    .join('')
  const local = `${address}:${Number(port).toString(16).toUpperCase().padStart(4, '0')}`
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
    const { url } = server
    await server.down()
    expect(await tryConnect(url)).toBe('ECONNREFUSED')
    expect(bound(url)).toBe(true)
    await server.up()
    expect(server.url).toBe(url)
    expect(await tryConnect(url)).toBe('connected')
    await server.close()
    expect(await tryConnect(url)).toBe('ECONNREFUSED')
    expect(bound(url)).toBe(false)
  },
)

test.runIf(process.platform === 'linux')(
  "each server listens at a loopback address of its own: a client of another server's address and port (a stray process of another test) never reaches it",
  async () => {
    const handler = async (_request: unknown, response: { end: (text: string) => void }) => response.end('up')
    const [one, two] = [new LoopbackServer(handler), new LoopbackServer(handler)]
    await Promise.all([one.up(), two.up()])
    const [first, second] = [new URL(one.url), new URL(two.url)]
    expect(first.hostname).toMatch(/^127\.\d+\.\d+\.\d+$/)
    expect(first.hostname).not.toBe(second.hostname)
    // The first server's address with the second's port: nothing there.
    expect(await tryConnect(`http://${first.hostname}:${second.port}`)).toBe('ECONNREFUSED')
    expect(await tryConnect(two.url)).toBe('connected')
    await Promise.all([one.close(), two.close()])
    // Where localhost leads, on request.
    const local = new LoopbackServer(handler, { address: '127.0.0.1' })
    await local.up()
    expect(local.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    await local.close()
  },
)
