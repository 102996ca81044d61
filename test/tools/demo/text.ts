// Text for a terminal: widths as a terminal draws them, wrapping and cutting to a width, and colours that
// can be switched off (NO_COLOR, or output that is not a terminal). Plain ANSI escapes, no dependency.
import type { Severity } from '../../support/signalgrid-emulator.js'

export type Colour = 'red' | 'yellow' | 'blue' | 'green' | 'dim' | 'bold'

/** Colours a piece of text, or returns it as it is when colours are off. */
export type Paint = (text: string, colour: Colour) => string

const CODES: Record<Colour, readonly [open: number, close: number]> = {
  red: [31, 39],
  yellow: [33, 39],
  blue: [34, 39],
  green: [32, 39],
  dim: [2, 22],
  bold: [1, 22],
}

/** The phones' colours: CRIT red, WARN yellow, INFO blue, SUCCESS green. */
export const SEVERITY_COLOUR: Record<Severity, Colour> = {
  CRIT: 'red',
  WARN: 'yellow',
  INFO: 'blue',
  SUCCESS: 'green',
}

export function painter(enabled: boolean): Paint {
  if (!enabled) return (text) => text
  return (text, colour) => {
    const [open, close] = CODES[colour]
    return text ? `\x1b[${open}m${text}\x1b[${close}m` : text
  }
}

// The escapes this demo writes: Control Sequence Introducer, parameters, a final letter.
const CSI = '\x1b\\[[0-9;?]*[A-Za-z]'
const ESCAPE = new RegExp(CSI, 'y')
const ESCAPES = new RegExp(CSI, 'g')
const ZERO_WIDTH = /\p{Mn}|\p{Me}|[\u200b-\u200f]|\ufe0e|\ufe0f/u
const WIDE = /\p{Emoji_Presentation}/u

export function stripAnsi(text: string): string {
  return text.replace(ESCAPES, '')
}

/**
 * Columns the text takes: emoji two (also a pictograph made one by U+FE0F, like ⚠️), combining marks and
 * escapes none. East Asian wide characters are not counted as two: the demo's texts have none.
 */
export function displayWidth(text: string): number {
  const chars = [...stripAnsi(text)]
  let width = 0
  chars.forEach((char, index) => {
    if (ZERO_WIDTH.test(char)) return
    width += WIDE.test(char) || chars[index + 1] === '\ufe0f' ? 2 : 1
  })
  return width
}

/** The text padded with spaces to `width` columns (never cut). */
export function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)))
}

/**
 * The text cut to at most `width` columns, with an ellipsis when cut. Escapes are kept, and colours
 * reset after a cut, so a coloured line can be fitted to the terminal.
 */
export function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text
  let out = ''
  let used = 0
  for (let index = 0; index < text.length; ) {
    ESCAPE.lastIndex = index
    const sequence = ESCAPE.exec(text)
    if (sequence) {
      out += sequence[0]
      index += sequence[0].length
      continue
    }
    const char = String.fromCodePoint(text.codePointAt(index) as number)
    const charWidth = displayWidth(char + (text[index + char.length] === '\ufe0f' ? '\ufe0f' : ''))
    if (used + charWidth > width - 1) break
    out += char
    used += charWidth
    index += char.length
  }
  return `${out}…${text.includes('\x1b[') ? '\x1b[0m' : ''}`
}

/** Lines of at most `width` columns: breaks at spaces, and inside words longer than a line. */
export function wrap(text: string, maxWidth: number): string[] {
  const width = Math.max(1, maxWidth)
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word
      if (displayWidth(candidate) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = word
      while (displayWidth(line) > width) {
        const [head, rest] = splitAt(line, width)
        lines.push(head)
        line = rest
      }
    }
    lines.push(line)
  }
  return lines
}

function splitAt(word: string, width: number): [string, string] {
  const chars = [...word]
  let used = 0
  let count = 0
  while (count < chars.length && used + displayWidth(chars[count] as string) <= width) {
    used += displayWidth(chars[count] as string)
    count++
  }
  // At least one character per line, or a line narrower than one wide character would never end.
  count = Math.max(count, 1)
  return [chars.slice(0, count).join(''), chars.slice(count).join('')]
}
