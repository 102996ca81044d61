// The job summary's markdown as plain text: headings in bold, tables aligned, paragraphs wrapped, a code block
// (the run's picture, a Mermaid gantt GitHub draws) as it is, dim, and a <details> block open, its <summary> as a
// line. Only what the action writes is handled; the rest is printed as it is.
import { renderTable } from './table.js'
import { type Paint, wrap } from './text.js'

export function renderMarkdown(markdown: string, width: number, paint: Paint): string[] {
  const lines = markdown.replace(/\n+$/, '').split('\n')
  const out: string[] = []
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string
    const heading = /^#{1,6}\s+(.*)$/.exec(line)
    const summary = /^<summary>(.*)<\/summary>$/.exec(line)
    if (line.startsWith('```')) {
      const end = lines.findIndex((candidate, at) => at > index && candidate.startsWith('```'))
      const block = lines.slice(index, end === -1 ? lines.length : end + 1)
      out.push(...block.map((text) => paint(text, 'dim')))
      index += block.length - 1
    } else if (line === '<details>' || line === '</details>') {
      // The block is shown open.
    } else if (summary) {
      out.push(...wrap(summary[1] as string, width))
    } else if (heading) {
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
