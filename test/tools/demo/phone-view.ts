// What the phone shows, drawn as lines of text: the live activity (title, body, severity colour, a
// progress bar with its segments, the legend, the dismissal) and the push notifications. Pure: the same
// screen gives the same lines; the caller decides where they go.
import type { SentContent, Severity } from '../../support/signalgrid-emulator.js'
import { displayWidth, type Paint, padEnd, SEVERITY_COLOUR, truncate, wrap } from './text.js'

export interface ShownActivity extends SentContent {
  readonly ended: boolean
  /** Once ended: seconds until it leaves the screen, 0 once it has; undefined while it runs. */
  readonly secondsLeft?: number
}

export interface ShownNotification {
  readonly title: string
  readonly body: string
  readonly type: Severity
  readonly critical: boolean
}

export interface PhoneScreen {
  readonly activity: ShownActivity | undefined
  readonly notifications: readonly ShownNotification[]
}

export interface PhoneOptions {
  /** Columns of the whole drawing, borders included. */
  readonly width: number
  readonly paint: Paint
  /** Written into the top border: where the picture comes from. */
  readonly label: string
}

const FILLED = '█'
const EMPTY = '░'
const BODY_LINES = 3

export function renderPhone(screen: PhoneScreen, options: PhoneOptions): string[] {
  const { activity } = screen
  const inner = options.width - 4
  const content = activity
    ? activityLines(activity, inner, options.paint)
    : [options.paint('no activity yet', 'dim')]
  return [
    ...box(options.label, content, options),
    ...screen.notifications.flatMap((notification) => notificationLines(notification, options)),
  ]
}

/**
 * The bar as the phone draws it: `steps` segments (one when unknown, or when too many to draw apart)
 * separated by a space, filled from the left to `progress` percent of the whole bar.
 */
export function progressBar(progress: number, steps: number | undefined, width: number): string {
  const wanted = Math.max(1, steps ?? 1)
  // Each segment needs at least two cells and a gap to read as a segment.
  const segments = wanted * 3 - 1 <= width ? wanted : 1
  const cells = width - (segments - 1)
  // The cells left over by an even split go to the first segments, so the bar spans the whole width.
  const sizes = Array.from(
    { length: segments },
    (_, index) => Math.floor(cells / segments) + (index < cells % segments ? 1 : 0),
  )
  // Segments are equal parts of the whole: 42% of 7 segments is 2.94 of them, drawn as three.
  const reached = (Math.min(100, Math.max(0, progress)) / 100) * segments
  return sizes
    .map((size, index) => {
      const here = Math.round(Math.min(1, Math.max(0, reached - index)) * size)
      return FILLED.repeat(here) + EMPTY.repeat(size - here)
    })
    .join(' ')
}

function activityLines(activity: ShownActivity, inner: number, paint: Paint): string[] {
  const colour = SEVERITY_COLOUR[activity.severity]
  const gone = activity.ended && activity.secondsLeft === 0
  // A dismissed activity is drawn faded: the last thing it showed, no longer on the screen.
  const tint = (text: string, fallback: Parameters<Paint>[1]) => paint(text, gone ? 'dim' : fallback)
  const badge = `● ${activity.severity}`
  const title = truncate(activity.title || '(no title)', inner - displayWidth(badge) - 1)
  const body = wrap(activity.body || ' ', inner)
  const shownBody =
    body.length > BODY_LINES ? [...body.slice(0, BODY_LINES - 1), `${body[BODY_LINES - 1]}…`] : body
  const percent = `${activity.progress}%`.padStart(4)
  const bar = progressBar(activity.progress, activity.steps, inner - percent.length - 1)
  const lines = [
    spread(tint(title, 'bold'), tint(badge, colour), inner),
    ...shownBody.map((line) => (gone ? paint(truncate(line, inner), 'dim') : truncate(line, inner))),
    '',
    `${colourBar(bar, paint, gone ? 'dim' : colour)} ${percent}`,
  ]
  if (activity.legend) {
    const { startText, endText } = activity.legend
    const half = Math.floor((inner - 1) / 2)
    lines.push(spread(paint(truncate(startText, half), 'dim'), paint(truncate(endText, half), 'dim'), inner))
  }
  if (activity.ended) lines.push('', dismissalLine(activity.secondsLeft, paint))
  return lines
}

function dismissalLine(secondsLeft: number | undefined, paint: Paint): string {
  if (secondsLeft === undefined || secondsLeft <= 0)
    return paint('ended · dismissed: no longer on the screen', 'dim')
  return `ended · leaves the screen in ${paint(`${secondsLeft} s`, 'bold')}`
}

function notificationLines(notification: ShownNotification, options: PhoneOptions): string[] {
  const inner = options.width - 4
  const kind = notification.critical ? 'CRITICAL ALERT' : 'push notification'
  const label = options.paint(`${kind} · ${notification.type}`, SEVERITY_COLOUR[notification.type])
  const body = notification.body ? wrap(notification.body, inner) : []
  return box(label, [options.paint(truncate(notification.title, inner), 'bold'), ...body], options)
}

function box(label: string, lines: readonly string[], options: PhoneOptions): string[] {
  const inner = options.width - 4
  const top = `╭─ ${truncate(label, inner - 2)} `
  return [
    `${top}${'─'.repeat(Math.max(0, options.width - displayWidth(top) - 1))}╮`,
    ...lines.map((line) => `│ ${padEnd(line, inner)} │`),
    `╰${'─'.repeat(options.width - 2)}╯`,
  ]
}

/** `left` and `right` on one line of `width` columns, with at least one space between. */
function spread(left: string, right: string, width: number): string {
  return `${left}${' '.repeat(Math.max(1, width - displayWidth(left) - displayWidth(right)))}${right}`
}

function colourBar(bar: string, paint: Paint, colour: Parameters<Paint>[1]): string {
  return bar.replace(/█+/g, (run) => paint(run, colour)).replace(/░+/g, (run) => paint(run, 'dim'))
}
