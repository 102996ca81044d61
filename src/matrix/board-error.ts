export type BoardOperation = 'claim' | 'leave' | 'read' | 'list' | 'remove'

/**
 * The codes of the network errors @actions/artifact throws at once, unretried, whether or not the service
 * acted: its Twirp client's NetworkError, and blob storage's once its own retries are spent.
 */
const NETWORK_ERROR = /\b(ECONNRESET|ETIMEDOUT|ENOTFOUND|ECONNREFUSED|EHOSTUNREACH)\b/

/**
 * A board operation failed: the service refused it, could not be reached, or did not finish within its
 * deadline. The message names the board, the operation, the entry and the cause; neither carries the runtime
 * token or a signed URL.
 */
export class BoardError extends Error {
  override name = 'BoardError'
  readonly operation: BoardOperation
  /** The entry's name; the prefix for list(); the names, joined by ',', for removeListed(). */
  readonly entry: string
  /**
   * True when the deadline cut it. The library's own retries then go on, and hold the process open until
   * they end: up to 35 s more against a service answering 5xx, minutes against one that does not answer. A
   * stage that met one ends its process itself once its work is done, or its step would wait on them.
   */
  readonly timedOut: boolean
  /** The network error's code when one failed it ('ECONNRESET'): the service may have acted, or not. */
  readonly network: string | undefined

  constructor(operation: BoardOperation, entry: string, cause: string, timedOut: boolean) {
    super(`The run's board could not ${operation} "${entry}": ${cause}`)
    this.operation = operation
    this.entry = entry
    this.timedOut = timedOut
    this.network = timedOut ? undefined : NETWORK_ERROR.exec(cause)?.[1]
  }

  /** Whether the service's answer was lost (a network error or the deadline): it may have acted, or not. */
  get unanswered(): boolean {
    return this.timedOut || this.network !== undefined
  }
}
