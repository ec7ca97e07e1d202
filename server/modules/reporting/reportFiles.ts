import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { csvField } from '../../../model/csvCells';
import type { SheetCell, SheetRow } from './reportSheet';

/** Spreadsheet number formats of the numeric column types: money with two decimals, a percentage as a number with one. */
const numberFormats: Partial<Record<SheetCell['type'], string>> = { money: '#,##0.00', percent: '0.0', hours: '0.00' };

function xlsxCell(cell: SheetCell | null) {
  if (!cell || cell.value === null) return null;
  const style = cell.bold ? { fontWeight: 'bold' as const } : {};
  if (cell.type === 'date') return { value: new Date(`${String(cell.value)}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd', ...style };
  if (cell.type === 'text') return { value: String(cell.value), type: String, ...style };
  return { value: Number(cell.value), type: Number, ...(numberFormats[cell.type] ? { format: numberFormats[cell.type] } : {}), ...style };
}

/** The report's sheet as an XLSX workbook (write-excel-file, as the stock export). */
export function reportXlsx(rows: SheetRow[], sheetName: string): Promise<Buffer> {
  return writeXlsxFile(rows.map((row) => row.map(xlsxCell)) as Row[], {
    sheet: sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
    stickyRowsCount: 2,
  }).toBuffer();
}

/**
 * A cell of the CSV: text and dates as text (neutralised by model/csvCells.ts where a spreadsheet
 * would take them for a formula), the numeric types as numbers, so a negative amount stays -12.50.
 */
function reportCsvField(cell: SheetCell | null): string {
  if (!cell || cell.value === null) return '';
  if (cell.type === 'text' || cell.type === 'date') return csvField(String(cell.value));
  return csvField(Number(cell.value), cell.type === 'money' ? 2 : undefined);
}

/** The report's sheet as RFC 4180 CSV: UTF-8 without a byte-order mark, CRLF line ends. */
export function reportCsv(rows: SheetRow[]): string {
  const width = Math.max(...rows.map((row) => row.length));
  return rows.map((row) => Array.from({ length: width }, (_, index) => reportCsvField(row[index] ?? null)).join(',')).join('\r\n') + '\r\n';
}
