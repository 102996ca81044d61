/**
 * The tracker's sleep between its rounds: until a time, or until something wakes it (post's stop, an update handed
 * over, an answer that changes what is due). A wake that comes while it is not sleeping (during a read, say) is
 * kept: its next sleep ends at once, so that nothing it was woken for waits a whole sleep.
 */
export class Sleep {
  #woken = false
  #end: (() => void) | undefined

  /** Ends the sleep now, or the next one as it begins. */
  wake(): void {
    this.#woken = true
    this.#end?.()
  }

  /** Sleeps until `at` (epoch milliseconds), unless woken first or since the last sleep. */
  async until(at: number): Promise<void> {
    if (!this.#woken) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, at - Date.now()))
        this.#end = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.#end = undefined
    }
    this.#woken = false
  }
}
