/** The start of a response body, as UTF-8. */
export interface LimitedBody {
  readonly text: string
  /** The body was longer than the limit; `text` holds only its start. */
  readonly oversized: boolean
}

/**
 * Reads a body up to a byte limit, so a hostile or broken server cannot exhaust memory. Takes Node's
 * response streams and fetch's web streams alike: both iterate as byte chunks, and leaving the loop early
 * cancels the stream, so an oversized body is never read to its end. Iterating rejects when the connection
 * closes before the body is complete.
 */
export async function readLimitedBody(
  body: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<LimitedBody> {
  const chunks: Uint8Array[] = []
  let bytes = 0
  for await (const chunk of body) {
    const room = maxBytes - bytes
    if (chunk.byteLength > room) {
      chunks.push(chunk.subarray(0, room))
      return { text: Buffer.concat(chunks).toString('utf8'), oversized: true }
    }
    chunks.push(chunk)
    bytes += chunk.byteLength
  }
  return { text: Buffer.concat(chunks).toString('utf8'), oversized: false }
}
