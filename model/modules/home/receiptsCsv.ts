import { csvLines } from '../../csvCells';
import type { MemoReceiptRow } from './homeDay';

/**
 * A memo's acknowledgements as CSV, so they are reportable (docs/modules/home.md): one line per person, API field
 * names as headers and canonical values (ISO instants, true/false), like every export of the app,
 * so the file reads the same in any language. Names are people's own words: written through
 * model/csvCells.ts so that none reads as a spreadsheet formula.
 */
export const receiptColumns = ['user_id', 'name', 'email', 'role_name', 'in_audience', 'read_at', 'acknowledged_at'] as const;

export async function memoReceiptsCsv(people: MemoReceiptRow[]): Promise<string> {
  return csvLines([receiptColumns, ...people.map((person) => receiptColumns.map((column) => person[column]))], '\r\n');
}
