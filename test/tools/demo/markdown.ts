// The job summary's markdown as plain text: headings in bold, tables aligned, paragraphs wrapped. Only
// what the action writes is handled (headings, paragraphs, pipe tables); the rest is printed as it is.
import { renderTable } from './table.js'
import { type Paint, wrap } from './text.js'

export function renderMarkdown(markdown: string, width: number, paint: Paint): string[] {
  const lines = markdown.replace(/\n+$/, '').split('\n')
  const out: string[] = []
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string
    const heading = /^#{1,6}\s+(.*)$/.exec(line)
    if (heading) {
      out.push(paint(heading[1] as string, 'bold'))
    } else if (line.startsWith('|')) {
      const table: string[][] = []
      for (; index < lines.length && lines[index]?.startsWith('|'); index++)
        table.push(cells(lines[index] as string))
      index--
      const [headers = [], separator, ...rows] = table
      const isSeparator = separator?.every((cell) => /^:?-+:?$/.test(cell))
      out.push(...renderTable(headers, isSeparator ? rows : table.slice(1), width, paint))
    } else {
      out.push(...(line ? wrap(line, width) : ['']))
    }
  }
  return out
}

/** The cells of a table row: split at pipes that are not escaped, `\|` read as a pipe. */
function cells(row: string): string[] {
  const parts = row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
  return parts.map((cell) => cell.trim().replace(/\\\|/g, '|'))
}
