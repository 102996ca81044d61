import type { EndOutcome } from '../outcome.js'
import type { ChannelResult } from '../signalgrid/channels.js'
import { formatDuration } from './content.js'
import { END_OUTCOMES } from './end-outcomes.js'
import { type JournalEntry, sentEntries } from './folder-schema.js'
import { lastRemaining } from './quota.js'

/** The run drawn as a Mermaid gantt (run-picture.ts), and what the summary says beside it: plain text. */
export interface SummaryPicture {
  readonly gantt: string
  readonly notes: readonly string[]
}

/**
 * The job summary's section: the run's picture, when there is one, then what was sent to the phone and when,
 * folded below it. Holds no secret: the journal has none. `usualMs` (the step history's, progress-mode time)
 * follows a success's duration, as on the phone. Any step can append to the journal: only the requests whose
 * fields have their types are listed (sentEntries), and every text goes through cell().
 */
export function summaryMarkdown(
  journal: readonly JournalEntry[],
  status: EndOutcome,
  durationMs: number,
  usualMs?: number,
  picture?: SummaryPicture,
): string {
  const sent = sentEntries(journal)
  // With a picture, its title says the usual time of what it draws.
  const usual = !picture && status === 'success' && usualMs !== undefined && usualMs > 0
  const remaining = lastRemaining(journal)
  // With several channels an entry is one request per channel it went to.
  const results = sent.flatMap((entry) =>
    entry.channels ? entry.channels.filter((result) => result !== null) : [entry],
  )
  const requests = results.length
  const failed = results.filter((result) => result.error).length
  const facts = [
    `Job ${END_OUTCOMES[status].summary} in ${formatDuration(durationMs)}${usual ? ` (usually ${formatDuration(usualMs)})` : ''}`,
    `${requests} request${requests === 1 ? '' : 's'} to Signalgrid${failed ? ` (${failed} failed)` : ''}`,
    remaining === undefined ? '' : `${cell(groupThousands(remaining))} left this month`,
  ].filter(Boolean)
  const rows = sent.map((entry) =>
    [
      new Date(entry.at).toISOString().slice(11, 19),
      cell(entry.kind),
      entry.progress === undefined ? '' : `${cell(String(entry.progress))}%`,
      cell(entry.severity ?? ''),
      cell(entry.body ?? ''),
      entry.channels ? channelsCell(entry.channels) : entry.error ? `⚠️ ${cell(entry.error)}` : '✓',
    ].join(' | '),
  )
  const table = [
    '| Time (UTC) | Sent | Progress | Severity | Body | Result |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ]
  if (!picture) return ['### 📱 Signalgrid', '', facts.join(' · '), '', ...table, ''].join('\n')
  // The picture first; what the action sent, a click away. A blank line after <summary> lets the table render.
  return [
    '### 📱 Signalgrid',
    '',
    '```mermaid',
    picture.gantt.trimEnd(),
    '```',
    '',
    ...picture.notes.flatMap((note) => [cell(note), '']),
    '<details>',
    `<summary>${facts.join(' · ')}</summary>`,
    '',
    ...table,
    '',
    '</details>',
    '',
  ].join('\n')
}

/** Each channel's result, by its position: "1 ✓ · 2 ⚠️ refused… · 3 –" (– : not sent to it). */
function channelsCell(channels: readonly (ChannelResult | null)[]): string {
  return channels
    .map((result, index) => {
      const said = result === null ? '–' : result.error ? `⚠️ ${cell(result.error)}` : '✓'
      return `${index + 1} ${said}`
    })
    .join(' · ')
}

// A table cell holds one line and no pipe. What a body quotes (a leg's matrix values, a step's name, an
// error) shows as the text it is: no HTML, no link or image, no emphasis. Every control character is a line
// break to someone (a lone "\r" is one to CommonMark) or worse: each folds to a space, as white space does. An
// address, written out, is one that GitHub would make a link of ("https://…", "www.…", "name@host", "mailto:",
// "xmpp:"), and GitHub finds one after a digit or "_" too ("v2https://…", "step_www.…"): a word joiner in each
// "://", "www.", "mailto:", "xmpp:" and after each "@", wherever it stands, keeps it text.
function cell(text: string): string {
  return text
    .replace(/[\s\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu, ' ')
    .replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character)
    .replace(/[\\`*_~[\]|!]/g, '\\$&')
    .replace(/(?=:\/\/)|(?<=mailto|xmpp)(?=:)|(?<=www)(?=\.)|(?<=@)/gi, WORD_JOINER)
}

const WORD_JOINER = '\u2060'

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }

/**
 * 9672 -> "9,672". Not toLocaleString: its first call loads ICU's locale data, about 20 ms and 7 MB of
 * post's RSS on Node 24 for one number (npm run bench).
 */
export function groupThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
