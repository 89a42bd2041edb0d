// Markdown tables: printed to the terminal and pasted into the README as they are.

/** A Markdown table; the columns in `left` are left-aligned (text), the others right-aligned (figures). */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  left: readonly number[] = [0],
): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (left.includes(i) ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join(' | ')} |`
  // Biome's Markdown formatter style: `| :--- | ---: |`, as wide as the column.
  const rule = `| ${widths.map((width, i) => (left.includes(i) ? `:${'-'.repeat(width - 1)}` : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

/** Milliseconds, no decimals. */
export const ms = (value: number): string => value.toFixed(0)

/** A signed kilobyte figure: "+12.3" or "−4.0". */
export const signedKb = (bytes: number): string =>
  `${bytes < 0 ? '−' : '+'}${(Math.abs(bytes) / 1000).toFixed(1)}`

/** A ratio such as "0.08×". */
export const ratio = (value: number): string => `${value.toFixed(2)}×`
