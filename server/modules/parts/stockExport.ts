import type { FastifyRequest } from 'fastify';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { maxListRange } from '../../../model/listLimits';
import type { ApiRecord } from '../../crud/recordQueries';
import { listQueryAsSent } from '../../crud/listQuery';

/** The workbook's columns: the record's field, and how its cell is typed (numbers as numbers, dates as dates). */
const columns: { field: string; type: 'text' | 'number' | 'date' | 'choice' }[] = [
  { field: 'station_code', type: 'text' },
  { field: 'part_number', type: 'text' },
  { field: 'description', type: 'text' },
  { field: 'tracking', type: 'choice' },
  { field: 'lot', type: 'text' },
  { field: 'quantity', type: 'number' },
  { field: 'measure_code', type: 'text' },
  { field: 'expires_on', type: 'date' },
  { field: 'expiry_status', type: 'choice' },
  { field: 'part_cert_code', type: 'text' },
  { field: 'cert_no', type: 'text' },
  { field: 'unit_cost', type: 'number' },
  { field: 'currency', type: 'text' },
  { field: 'value', type: 'number' },
  { field: 'minimum', type: 'number' },
  { field: 'station_total', type: 'number' },
];

/** The list query of the export: the whole filtered list (as CSV export asks for it), by station and part number. */
export function exportQuery(query: unknown): Record<string, unknown> {
  const { filter } = listQueryAsSent(query);
  return { filter, sort: JSON.stringify(['station_code', 'ASC']), range: JSON.stringify([0, maxListRange - 1]) };
}

function cell(record: ApiRecord, column: (typeof columns)[number], request: FastifyRequest) {
  const value = record[column.field];
  if (value === null || value === undefined || value === '') return null;
  if (column.type === 'number') return { value: Number(value), type: Number };
  if (column.type === 'date') return { value: new Date(`${String(value)}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' };
  if (column.type === 'choice') return { value: request.t(`parts.export.${column.field}.${String(value)}`), type: String };
  return { value: String(value), type: String };
}

/**
 * GET /stock/export.xlsx: the stock list as the caller filtered it, one row per lot, in the caller's
 * language. The first row names the filters, so a printed sheet says what it shows.
 */
export async function stockWorkbook(request: FastifyRequest, filter: Record<string, unknown>, records: ApiRecord[]): Promise<Buffer> {
  const filters = Object.entries(filter)
    .map(([key, value]) => `${key} = ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
  const rows: Row[] = [
    [{ value: `${request.t('parts.export.filters')}: ${filters || request.t('parts.export.no_filter')}`, fontStyle: 'italic' }],
    columns.map((column) => ({ value: request.t(`parts.export.columns.${column.field}`), fontWeight: 'bold' as const })),
    ...records.map((record) => columns.map((column) => cell(record, column, request))),
  ];
  return writeXlsxFile(rows, { sheet: request.t('parts.export.sheet'), stickyRowsCount: 2 }).toBuffer();
}
