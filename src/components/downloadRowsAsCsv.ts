import { downloadCSV } from 'react-admin';

type Cell = string | number | boolean | null | undefined;

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(value: Cell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Flat rows as CSV text: the header is every key in first-seen order (the API field names, like every list's export). */
export function rowsToCsv(rows: readonly Record<string, Cell>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [columns.map(csvField).join(','), ...rows.map((row) => columns.map((column) => csvField(row[column])).join(','))].join('\n');
}

/**
 * Rows as a CSV download. Written here rather than with jsonexport: the screens' flat rows need no
 * more than RFC 4180 quoting, and importing jsonexport (CommonJS) from the lazy screens made the
 * bundler split its interop helpers into a file every first load waited for
 * (tests/e2e/shell/firstLoad.e2e.ts).
 */
export async function downloadRowsAsCsv(rows: readonly Record<string, Cell>[], fileName: string): Promise<void> {
  downloadCSV(rowsToCsv(rows), fileName);
}
