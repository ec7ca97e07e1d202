import type { TranslateFunction } from 'react-admin';
import { maxListRange } from '../../../../model/listLimits';
import { fetchStock } from '../partsApi';

type Cell = { value: string | number | Date | null; type?: typeof Number | typeof Date | typeof String; format?: string; fontWeight?: 'bold' };

const columns = ['station', 'part_number', 'description', 'lot', 'quantity', 'measure', 'expires_on', 'certificate', 'unit_cost', 'currency', 'value', 'minimum'] as const;

/**
 * The stock list as a spreadsheet with what it was filtered on in its first row, quantities and
 * money as numbers and expiry as dates (so a storekeeper can sum and sort), headings in the reader's
 * language. write-excel-file is loaded only when someone exports.
 */
export async function exportStockXlsx(filter: Record<string, unknown>, translate: TranslateFunction): Promise<void> {
  const [{ default: writeExcelFile }, rows] = await Promise.all([import('write-excel-file/browser'), fetchStock(filter, maxListRange)]);
  const filters = Object.entries(filter).map(([name, value]) => `${name} = ${Array.isArray(value) ? value.join(' | ') : String(value)}`);
  const sheet: Cell[][] = [
    [{ value: `${translate('parts.stock.filters')}: ${filters.join(', ') || '—'}` }],
    columns.map((column) => ({ value: translate(`parts.stock.columns.${column}`), fontWeight: 'bold' as const })),
    ...rows.map((row) => [
      { value: row.station_code },
      { value: row.part_number },
      { value: row.description },
      { value: row.lot },
      { value: row.quantity, type: Number },
      { value: row.measure_code },
      row.expires_on ? { value: new Date(`${row.expires_on}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' } : { value: null },
      { value: row.cert_no ? `${row.part_cert_code ?? ''} ${row.cert_no}`.trim() : '' },
      { value: row.unit_cost, type: Number },
      { value: row.currency ?? '' },
      { value: row.value, type: Number },
      { value: row.minimum, type: Number },
    ]),
  ];
  await writeExcelFile(sheet as never).toFile('stock.xlsx');
}
