import jsonexport from 'jsonexport/dist';
import type { MemoReceiptRow } from './whatsUp';

/**
 * A memo's acknowledgements as CSV (issue 13 §3 "reportable"): one line per person, API field
 * names as headers and canonical values (ISO instants, true/false), like every export of the app,
 * so the file reads the same in any language.
 */
export const receiptColumns = ['user_id', 'name', 'email', 'role_name', 'in_audience', 'read_at', 'acknowledged_at'] as const;

export function memoReceiptsCsv(people: MemoReceiptRow[]): Promise<string> {
  const rows = people.map((person) => Object.fromEntries(receiptColumns.map((column) => [column, person[column] ?? ''])));
  return new Promise((resolve, reject) =>
    jsonexport(rows, { headers: [...receiptColumns], endOfLine: '\r\n' }, (error, text) => (error ? reject(error) : resolve(text))),
  );
}
