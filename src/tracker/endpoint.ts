// How post reaches the tracker, and knows it is the tracker it reaches, on every system. The tracker listens at
// an endpoint that only it holds: a Unix socket in the activity's folder, which no other user can enter (0700),
// or on Windows a named pipe whose name carries a random nonce, written nowhere but in that folder. A
// connection there is accepted by the system on the tracker's behalf, even while the tracker is hung, and stays
// open exactly as long as the tracker's process lives: its end closes when the process exits, however it
// exits. So a connection that is open proves a live tracker; one that is refused proves there is none; and
// the pid its stage recorded at its start cannot have gone to another process while it is open. No signal is
// ever sent on a pid alone.
import { randomBytes } from 'node:crypto'
import { connect, createServer, type Socket } from 'node:net'
import { join } from 'node:path'

/** What post writes to ask the tracker to stop. */
const STOP = 'stop\n'

/**
 * What the tracker answers once it has stopped: nothing it sends can follow. Its process exits a few
 * milliseconds later (a 9 ms wait of post's, on a quiet machine), which post need not wait for before its end.
 */
const STOPPED = 'stopped\n'

/** A tracker takes its connection well within this, loaded machine or not; nothing there means no tracker. */
const CONNECT_TIMEOUT_MS = 1_000

/** The tracker's socket, on Linux and macOS: in the activity's folder, where only the tracker listens. */
export function socketPath(folder: string): string {
  return join(folder, 'tracker.sock')
}

/**
 * An endpoint for a new tracker of the activity whose folder is `folder`: its socket, or on Windows a named
 * pipe of a new name, which its stage records in the folder.
 */
export function newEndpoint(folder: string): string {
  return process.platform === 'win32'
    ? `\\\\.\\pipe\\signalgrid-tracker-${randomBytes(16).toString('hex')}`
    : socketPath(folder)
}

/** The tracker's side: it listens for as long as its process lives, and is told when post asks it to stop. */
export interface Listening {
  /**
   * Tells post the tracker has marked itself stopped: on every connection, and at once on any made later. It goes
   * on listening until its process exits, as the connections stay open, without holding the process: a tracker
   * woken by post's stop file may be stopped before post connects, and post must still reach it, to wait for its
   * exit, so that no process of the job outlives its last stage. The socket is left behind, as by a killed
   * tracker; nothing listens there once the process is gone.
   */
  sayStopped(): void
}

/** Listens at `endpoint`; rejects when it cannot (then the tracker must not run: nothing could stop it). */
export function listen(endpoint: string, onStop: () => void): Promise<Listening> {
  const connections = new Set<Socket>()
  let stopped = false
  const tell = (socket: Socket) => {
    socket.write(STOPPED)
    socket.unref()
  }
  const server = createServer((socket) => {
    connections.add(socket)
    socket.on('close', () => connections.delete(socket))
    socket.on('error', () => {})
    if (stopped) {
      tell(socket)
      return
    }
    let said = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      said = `${said}${chunk}`.slice(-STOP.length)
      if (said === STOP) onStop()
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(endpoint, () => {
      server.off('error', reject)
      server.on('error', () => {})
      resolve({
        sayStopped() {
          stopped = true
          server.unref()
          for (const socket of connections) tell(socket)
        },
      })
    })
  })
}

/** Post's (and main's) side: a connection to a live tracker. */
export interface Reached {
  /** Asks the tracker to stop. */
  stop(): void
  /** Settles once the tracker says it stopped, or its process let go of the connection. */
  readonly stopped: Promise<void>
  /** Whether the tracker's process still holds its end. */
  readonly open: boolean
  /** Settles once the tracker's process has let go of the connection: it exited. */
  readonly closed: Promise<void>
  close(): void
}

/** A connection to the tracker at `endpoint`, or undefined when no process listens there: no tracker runs. */
export function reach(endpoint: string): Promise<Reached | undefined> {
  return new Promise((resolve) => {
    const socket = connect(endpoint)
    // A stage whose process stalled past the timeout (a loaded machine) finds the timer and the connection's
    // answer due at once, and Node runs timers first: the answer is taken first, in the same turn of the loop.
    let giveUp: NodeJS.Immediate | undefined
    const timer = setTimeout(() => {
      giveUp = setImmediate(() => {
        socket.destroy()
        resolve(undefined)
      })
    }, CONNECT_TIMEOUT_MS)
    const answered = () => {
      clearTimeout(timer)
      clearImmediate(giveUp)
    }
    let open = false
    const closed = new Promise<void>((settle) => socket.once('close', () => settle()))
    socket.once('close', () => {
      open = false
    })
    socket.on('error', () => {
      answered()
      resolve(undefined)
    })
    let said = ''
    const stopped = new Promise<void>((settle) => {
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => {
        said = `${said}${chunk}`.slice(-STOPPED.length)
        if (said === STOPPED) settle()
      })
      void closed.then(settle)
    })
    socket.once('connect', () => {
      answered()
      open = true
      resolve({
        stop: () => socket.write(STOP),
        stopped,
        get open() {
          return open
        },
        closed,
        close: () => socket.destroy(),
      })
    })
  })
}
