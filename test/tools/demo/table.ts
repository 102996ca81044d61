// A plain-text table whose columns share a width: the widest columns give up space first, and a cell too
// long for its column wraps onto more lines instead of being cut.
import { displayWidth, type Paint, padEnd, wrap } from './text.js'

const GAP = '  '
const MIN_COLUMN = 6

export function renderTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  width: number,
  paint: Paint,
): string[] {
  const widths = columnWidths([headers, ...rows], width - GAP.length * (headers.length - 1))
  const line = (cells: readonly string[]): string[] => {
    const wrapped = widths.map((columnWidth, index) => wrap(cells[index] ?? '', columnWidth))
    const height = Math.max(...wrapped.map((lines) => lines.length))
    return Array.from({ length: height }, (_, row) =>
      wrapped
        .map((lines, index) => padEnd(lines[row] ?? '', widths[index] as number))
        .join(GAP)
        .trimEnd(),
    )
  }
  return [
    ...line(headers).map((text) => paint(text, 'bold')),
    widths.map((columnWidth) => '─'.repeat(columnWidth)).join(GAP),
    ...rows.flatMap(line),
  ]
}

/** Each column as wide as its widest cell, then the widest narrowed one column at a time until all fit. */
function columnWidths(rows: readonly (readonly string[])[], available: number): number[] {
  const count = Math.max(...rows.map((row) => row.length))
  const widths = Array.from({ length: count }, (_, index) =>
    Math.max(1, ...rows.map((row) => Math.max(...(row[index] ?? '').split('\n').map(displayWidth)))),
  )
  let total = widths.reduce((sum, columnWidth) => sum + columnWidth, 0)
  while (total > available) {
    const widest = widths.indexOf(Math.max(...widths))
    if ((widths[widest] as number) <= MIN_COLUMN) break
    widths[widest] = (widths[widest] as number) - 1
    total--
  }
  return widths
}
