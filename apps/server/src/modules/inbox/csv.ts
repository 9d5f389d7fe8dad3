/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return before one) is
 * made text with a leading apostrophe: the addresses are people's input, and a file the team opens in Excel
 * must not run what someone typed (OWASP 'CSV injection').
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One cell, always quoted, its quotes doubled (RFC 4180), so commas and line breaks stay inside it. */
function cell(value: string): string {
  return `"${neutralise(value).replaceAll('"', '""')}"`;
}

/** A CSV document: a header row, then one row per record, lines ending CRLF as RFC 4180 has them. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}
