/** A plain-text table: columns padded to their widest cell, numbers right-aligned. */
export function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const numeric = header.map((_, column) =>
    rows.every((row) => /^[\d.,×%≤<–\s()/-]*$/.test(row[column] ?? '')),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column] as number) : cell.padEnd(widths[column] as number),
      )
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

export function mark(ok: boolean | undefined): string {
  if (ok === undefined) return '–'
  return ok ? '✓' : '✗'
}
