// The picture of the run (picture.ts) as Mermaid's gantt, the text GitHub draws in a job summary. Pure.
//
// Names are data: step and job names come from the workflow, a matrix's values from anyone who can push. None
// reaches Mermaid as syntax. Its gantt grammar (gantt.jison) ends a task's name at ":" and its data at "#" or
// ";", reads "%%" as a comment and "%%{" as a directive anywhere, "#name;" as an entity, and a line that begins
// with a keyword ("title", "section", "click", "call", "dateFormat"...) as that statement, whatever follows;
// GitHub's page would read HTML. So control characters and line breaks fold to a space, ":", "#", ";", "%", "<",
// ">" and "&" become look-alikes, and every task's line begins with a word joiner (U+2060), which no keyword
// begins with and the lexer does not skip as white space. A long name is cut with an ellipsis, keeping its end,
// and two names that would read the same are numbered.
import type { Bar, BarKind, Picture } from './picture.js'

/** A step's or a leg's name is cut to this many characters; a job's too. */
const NAME_MAX = 40
/** A whole line's text: a name and what the picture says of it. */
const LABEL_MAX = 100
/** A cut name keeps this much of its end: the shard, the version, the leg's last value. */
const KEPT_END = 10

/**
 * Past this span the axis counts minutes, a minute drawn as a second. Mermaid formats the axis in the reader's
 * time zone: minutes and seconds (%M:%S) would read 30 minutes off in India. Seconds since the epoch (%s) read
 * the same everywhere, so the picture starts at the epoch and counts seconds, or minutes.
 */
const SECONDS_AXIS_MAX_MS = 10 * 60_000

const WORD_JOINER = '\u2060'

const TAGS: Readonly<Record<BarKind, string>> = {
  step: '',
  long: 'active, ',
  failed: 'crit, ',
  cancelled: 'done, crit, ',
  stop: 'milestone, crit, ',
  wait: 'done, ',
  usual: 'done, ',
}

/** The picture as the text of a Mermaid gantt (without the code fence). */
export function ganttText(picture: Picture): string {
  const minutes = picture.spanMs > SECONDS_AXIS_MAX_MS
  const at = (ms: number) => Math.max(0, Math.round(minutes ? ms / 60 : ms))
  const sections = distinct(picture.sections.map((section) => section.name))
  const lines = [
    'gantt',
    `    title ${cut(plain(`${cut(plain(picture.heading), LABEL_MAX / 2)} · ${picture.outcome}`), LABEL_MAX)}`,
    '    dateFormat x',
    `    axisFormat ${minutes ? '%s min' : '%ss'}`,
    '    todayMarker off',
  ]
  picture.sections.forEach((section, index) => {
    const name = sections[index] as string
    lines.push(`    section ${section.text ? `${name} · ${plain(section.text)}` : name}`)
    const names = distinct(section.bars.map((bar) => bar.name ?? ''))
    section.bars.forEach((bar, at_) => {
      lines.push(
        `    ${WORD_JOINER}${label(bar, names[at_] as string)} : ${TAGS[bar.kind]}${at(bar.start)}, ${at(bar.end)}`,
      )
    })
  })
  return `${lines.join('\n')}\n`
}

function label(bar: Bar, name: string): string {
  const text = plain(bar.text)
  return cut(bar.name === undefined ? text : `${name} · ${text}`, LABEL_MAX)
}

/** Names as shown: each made plain and cut; two different names that would read the same, numbered. */
function distinct(names: readonly string[]): string[] {
  const shown = new Map<string, string>()
  return names.map((name) => {
    const text = cut(plain(name), NAME_MAX)
    let candidate = text
    for (let count = 2; shown.has(candidate) && shown.get(candidate) !== name; count++) {
      const suffix = ` (${count})`
      candidate = `${cut(text, NAME_MAX - suffix.length)}${suffix}`
    }
    shown.set(candidate, name)
    return candidate
  })
}

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  ':': '\u2236',
  '#': '\uff03',
  ';': '\uff1b',
  '%': '\uff05',
  '<': '\u2039',
  '>': '\u203a',
  '&': '\uff06',
  // Mermaid turns "\ufb02°" back into "&" in what it draws.
  '\ufb02': 'fl',
}

/**
 * A name as text Mermaid reads as text: every control character, line or paragraph break and direction override
 * a space, the characters of its syntax look-alikes, white space folded.
 */
export function plain(name: string): string {
  const text = name
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/[:#;%<>&\ufb02]/g, (character) => LOOK_ALIKES[character] ?? character)
    .replace(/\s+/g, ' ')
    .trim()
  return text || '…'
}

/** At most `max` characters: the start, an ellipsis, and the end. */
function cut(text: string, max: number): string {
  const characters = Array.from(text)
  if (characters.length <= max) return text
  const end = Math.min(KEPT_END, Math.floor(max / 3))
  return `${characters
    .slice(0, max - end - 1)
    .join('')
    .trimEnd()}…${characters.slice(-end).join('').trimStart()}`
}
