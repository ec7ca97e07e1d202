import type { Exporter } from 'react-admin';
import { cellText, type CsvValue } from '../../model/csvCells';
import { downloadRowsAsCsv } from './downloadRowsAsCsv';

/** A record's value as a cell: numbers and booleans as they are, lists '|'-separated, text as text. */
const cellOf = (value: unknown): CsvValue => (typeof value === 'number' || typeof value === 'boolean' ? value : cellText(value));

/**
 * The CSV of a list with no exporter of its own: every field of its records, the API's field names
 * as headers. Used instead of react-admin's default exporter, which writes text as it is, so a
 * spreadsheet would evaluate a value starting with `=` (downloadRowsAsCsv neutralises it).
 */
export const recordsExporter: Exporter = async (records, _fetchRelated, _dataProvider, resource) => {
  const rows = records.map((record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(record).map(([field, value]) => [field, cellOf(value)])),
  );
  await downloadRowsAsCsv(rows, resource ?? 'export');
};
