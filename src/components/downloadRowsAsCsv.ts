import { downloadCSV } from 'react-admin';
import { csvLines, type CsvValue } from '../../model/csvCells';

/**
 * Flat rows as CSV text: the header is every key in first-seen order (the API field names, like every list's export).
 * Cells are written by model/csvCells.ts: RFC 4180 quoting, and text a spreadsheet would take for a formula neutralised.
 */
export function rowsToCsv(rows: readonly Record<string, CsvValue>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return csvLines([columns, ...rows.map((row) => columns.map((column) => row[column]))], '\n');
}

/**
 * Rows as a CSV download. Written here rather than with jsonexport: the screens' flat rows need no
 * more than model/csvCells.ts, and importing jsonexport (CommonJS) from the lazy screens made the
 * bundler split its interop helpers into a file every first load waited for
 * (tests/e2e/shell/firstLoad.e2e.ts).
 */
export async function downloadRowsAsCsv(rows: readonly Record<string, CsvValue>[], fileName: string): Promise<void> {
  downloadCSV(rowsToCsv(rows), fileName);
}
