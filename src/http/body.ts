/** The body of a response, read as UTF-8 up to a byte limit so a hostile or broken server cannot exhaust memory. */
export interface LimitedBody {
  readonly text: string
  /** The body was longer than the limit; `text` holds only its start. */
  readonly oversized: boolean
}

export async function readLimitedBody(response: Response, maxBytes: number): Promise<LimitedBody> {
  if (!response.body) return { text: '', oversized: false }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { text: text + decoder.decode(), oversized: false }
    bytes += value.byteLength
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => {})
      return {
        text: text + decoder.decode(value.subarray(0, value.byteLength - (bytes - maxBytes))),
        oversized: true,
      }
    }
    text += decoder.decode(value, { stream: true })
  }
}
