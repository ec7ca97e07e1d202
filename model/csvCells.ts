/**
 * The cells of every CSV file the app writes, server and browser alike, and how the CSV import
 * reads them back (docs/security.md, "CSV exports and formula injection").
 *
 * A spreadsheet opening a CSV evaluates a cell that starts with one of `= + - @`, a tab or a
 * carriage return as a formula, so a name typed into the app could run as a formula on the
 * reader's machine. Such a text cell is written with a leading `'`, which spreadsheets read as
 * "this is text" and do not show. Only text is touched: a number stays a number (-5 is -5).
 */

export type CsvValue = string | number | boolean | null | undefined;

/**
 * Text a spreadsheet evaluates. Text that already starts with `'` before such a character gets one
 * more, so the import's one `'` less gives back exactly the text exported.
 */
const formulaStart = /^'*[=+\-@\t\r]/;

/** A text cell a spreadsheet would evaluate, prefixed with `'`; any other value (a number, -5 included) as it is. */
export function neutraliseFormula<T>(value: T): T | string {
  return typeof value === 'string' && formulaStart.test(value) ? `'${value}` : value;
}

/** The import's inverse of neutraliseFormula: the one `'` it added is dropped, anything else is kept. */
export function restoreFormula(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

/** Canonical text of a value that is no plain cell, as the import reads it back: lists '|'-separated, objects as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join('|');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One field of a CSV line: empty for no value, a number in full (or with `decimals`, money as
 * 12.50), text neutralised, then RFC 4180 quoting. A carriage return is quoted as well as a line
 * feed: some spreadsheets end a row at a bare CR, and the text after it would start a new cell.
 */
export function csvField(value: CsvValue, decimals?: number): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' && decimals !== undefined ? value.toFixed(decimals) : String(neutraliseFormula(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of a CSV file, without its line end. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map((value) => csvField(value)).join(',');
}

/** Lines of cells as CSV text, the lines joined by `endOfLine` (no line end after the last). */
export function csvLines(rows: readonly (readonly CsvValue[])[], endOfLine: '\r\n' | '\n'): string {
  return rows.map(csvLine).join(endOfLine);
}
