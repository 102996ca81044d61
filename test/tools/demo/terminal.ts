// The demo's output: lines that stay, and a live area that a terminal redraws in place. Output that is
// not a terminal (a pipe, a file, CI) gets each new state of the live area as a block instead. Every
// write goes through the mask, so no secret reaches the output whatever a message holds.
import { type Paint, painter, truncate } from './text.js'

export interface OutputStream {
  write(text: string): unknown
  readonly isTTY?: boolean
  readonly columns?: number
}

const HIDE_CURSOR = '\x1b[?25l'
const SHOW_CURSOR = '\x1b[?25h'
const CLEAR_DOWN = '\x1b[J'

export class Terminal {
  readonly tty: boolean
  readonly paint: Paint
  readonly #stream: OutputStream
  readonly #secrets: readonly string[]
  /** Lines of the live area now on the screen (a terminal), or the key of the last block printed. */
  #liveHeight = 0
  #liveFrame: readonly string[] = []
  #lastKey: string | undefined

  constructor(stream: OutputStream, env: NodeJS.ProcessEnv, secrets: readonly string[]) {
    this.#stream = stream
    this.tty = stream.isTTY === true
    // https://no-color.org: set and not empty.
    this.paint = painter(this.tty && !env.NO_COLOR)
    this.#secrets = secrets.filter(Boolean)
  }

  /** Columns to draw in: the terminal's, or a comfortable reading width elsewhere. */
  get columns(): number {
    // A pseudo-terminal may report 0 columns (script(1) without a window size).
    return this.tty ? this.#stream.columns || 80 : 100
  }

  /** Lines that stay; in a terminal they go above the live area, which is drawn again below them. */
  print(lines: readonly string[]): void {
    const live = this.#liveFrame
    this.#clearLive()
    this.#write(lines.map((line) => `${line}\n`).join(''))
    if (this.tty && live.length) this.#drawLive(live)
  }

  /**
   * The live area. A terminal redraws it in place; elsewhere it is printed, under `heading`, only when
   * `key` differs from the last one printed, so that a log holds each state once.
   */
  live(frame: readonly string[], key: string, heading: string): void {
    if (!this.tty) {
      if (key === this.#lastKey) return
      this.#lastKey = key
      this.#write([heading, ...frame, ''].map((line) => `${line}\n`).join(''))
      return
    }
    if (frame.join('\n') === this.#liveFrame.join('\n')) return
    this.#clearLive()
    this.#drawLive(frame)
  }

  /** Leaves the live area's last picture where it is: later output goes below it. */
  settle(): void {
    this.#liveHeight = 0
    this.#liveFrame = []
    if (this.tty) this.#write(SHOW_CURSOR)
  }

  #drawLive(frame: readonly string[]): void {
    // A line wider than the terminal would wrap, and the redraw would then miss lines.
    const fitted = frame.map((line) => truncate(line, this.columns - 1))
    this.#write(`${HIDE_CURSOR}${fitted.map((line) => `${line}\n`).join('')}`)
    this.#liveHeight = fitted.length
    this.#liveFrame = frame
  }

  #clearLive(): void {
    if (!this.tty || this.#liveHeight === 0) return
    this.#write(`\r\x1b[${this.#liveHeight}A${CLEAR_DOWN}`)
    this.#liveHeight = 0
    this.#liveFrame = []
  }

  #write(text: string): void {
    let masked = text
    for (const secret of this.#secrets) masked = masked.split(secret).join('***')
    this.#stream.write(masked)
  }
}

/** Puts the cursor back, whatever ended the demo. */
export function restoreCursor(stream: OutputStream): void {
  if (stream.isTTY) stream.write(SHOW_CURSOR)
}
