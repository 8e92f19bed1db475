/** CSV for the insights exports (the digest, Reply Effect). */

export type CsvValue = string | number | null

/**
 * RFC 4180 field. Text that a spreadsheet would run as a formula (=, +, -, @, tab or carriage
 * return first) gets a leading apostrophe; numbers are written as numbers.
 * @internal Exported for tests.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Lines joined with CRLF, as RFC 4180 asks, ending with one. */
export function csvTable(header: string[], rows: CsvValue[][]): string {
  return [header.join(','), ...rows.map((r) => r.map(csvField).join(','))].join('\r\n') + '\r\n'
}
