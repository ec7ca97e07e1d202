import type { ReportColumnType, ReportResult, ReportValue } from '../../../model/modules/reporting/result';
import type { Translate } from '../../i18n';

/** A cell of an exported report: its value and how it is typed (numbers as numbers, dates as dates). */
export interface SheetCell {
  value: ReportValue;
  type: ReportColumnType;
  bold?: boolean;
}
export type SheetRow = (SheetCell | null)[];

const text = (value: string, bold = false): SheetCell => ({ value, type: 'text', bold });

/**
 * A report as the rows of a spreadsheet, shared by the XLSX and CSV exports and the scheduled mail:
 * the title and the filters in words, the header of labels, the table, the totals row, then one
 * amount total per currency. It is built from the result as the reader got it, so money is hidden
 * exactly as in the JSON.
 */
export function reportSheet(result: ReportResult, filters: string, t: Translate): SheetRow[] {
  const { columns } = result;
  const cellOf = (row: Record<string, ReportValue>, key: string, type: ReportColumnType) =>
    row[key] === null || row[key] === undefined ? null : { value: row[key], type };
  // The label of a totals line goes in the first column; a value the totals have for it wins.
  const labelled = (label: string, row: Record<string, ReportValue>): SheetRow =>
    columns.map((column, index) =>
      index === 0 && (row[column.key] === null || row[column.key] === undefined) ? text(label, true) : cellOf(row, column.key, column.type),
    );
  return [
    [text(`${result.title} — ${filters}`, true)],
    // The screen reads a minutes column as h:mm under its plain label; the file keeps the raw minutes, so its header says so.
    columns.map((column) =>
      text(column.type === 'minutes' ? t('reporting.export.in_minutes', { label: column.label }) : column.label, true),
    ),
    ...result.rows.map((row) => columns.map((column) => cellOf(row, column.key, column.type))),
    labelled(t('reporting.export.totals'), result.totals),
    ...result.amount_totals.map((row) => labelled(t('reporting.export.amount_total', { currency: row.currency }), row)),
  ];
}
