import type { FastifyRequest } from 'fastify';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import type { CountLine } from './countQueries';

const columns = ['part_number', 'description', 'lot', 'measure', 'expected', 'counted', 'difference', 'reason'] as const;

/**
 * GET /stock_counts/:id/sheet.xlsx: the count sheet to print or fill in — a title row naming the
 * station and the day, the headings in the caller's language, then one row per line with the
 * quantities as numbers (counted and difference empty until counted).
 */
export async function countSheetXlsx(
  request: FastifyRequest,
  facts: { station: string; date: string; lines: readonly CountLine[] },
): Promise<Buffer> {
  const t = (key: string, vars: Record<string, unknown> = {}) => request.t(`parts.count.sheet.${key}`, vars);
  const quantity = (value: number | null): Cell => (value === null ? null : { value, type: Number, format: '#,##0.###' });
  const rows: Cell[][] = [
    [{ value: t('title', { station: facts.station, date: facts.date }), fontWeight: 'bold' }],
    columns.map((column) => ({ value: t(column), fontWeight: 'bold' })),
    ...facts.lines.map((line): Cell[] => [
      line.part_number,
      line.description,
      line.lot,
      line.measure_code,
      quantity(line.expected_quantity),
      quantity(line.counted_quantity),
      quantity(line.difference),
      line.reason ?? null,
    ]),
  ];
  return writeXlsxFile(rows, {
    columns: [{ width: 18 }, { width: 36 }, { width: 16 }, { width: 8 }, { width: 11 }, { width: 11 }, { width: 11 }, { width: 30 }],
  }).toBuffer();
}
