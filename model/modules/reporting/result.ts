import type { ReportName } from './catalogue';
import type { ReportParams } from './params';

/**
 * How a column's values read: text, a count or quantity, money (hidden without reporting_amounts),
 * a percentage (0–100), minutes, hours, or a calendar date (YYYY-MM-DD). The browser formats them in
 * the user's locale, the XLSX export types the cells from them (numbers as numbers, dates as dates).
 */
export const reportColumnTypes = ['text', 'number', 'money', 'percent', 'minutes', 'hours', 'date'] as const;
export type ReportColumnType = (typeof reportColumnTypes)[number];

/** A column of a report's table; its label is server i18n `reporting.reports.<report>.columns.<key>`. */
export interface ReportColumn {
  key: string;
  type: ReportColumnType;
  /**
   * A text column of codes (a billing unit …): the server answers each value translated, server i18n
   * `<choices>.<value>`, so the screen, the export and the mail say the same words.
   */
  choices?: string;
}

/** A column as the API answers it: labelled in the caller's language (the screen, the export and the mail say the same). */
export interface LabelledColumn extends ReportColumn {
  label: string;
}

export type ReportValue = string | number | null;
export type ReportRow = Record<string, ReportValue>;

/**
 * The chart drawn above the table: one point per `x` value, one series per key (labels are the
 * columns' labels). Its data is aggregated on the server like the rows, never derived from raw records.
 */
export interface ReportChart {
  kind: 'bar' | 'line';
  x: string;
  series: string[];
  /** Stacked bars (parts of a whole, e.g. within / beyond target). */
  stacked?: boolean;
  data: ReportRow[];
}

/**
 * A report as GET /api/reports/:name answers it: the table (already aggregated, at most
 * maxReportRows rows), its totals and the chart. `totals` is one row over the whole table, without
 * money; `amount_totals` has one row per currency ({currency, <money column>: sum}), since amounts in
 * different currencies are never added together. Without reporting_amounts, money columns (and the
 * currency) are absent from columns, rows, chart and amount_totals is empty; amounts_hidden says so.
 */
export interface ReportResult {
  report: ReportName;
  /** The report's title in the caller's language (server i18n `reporting.reports.<report>.title`). */
  title: string;
  params: ReportParams;
  columns: LabelledColumn[];
  rows: ReportRow[];
  totals: ReportRow;
  amount_totals: ReportRow[];
  chart: ReportChart;
  amounts_hidden: boolean;
  /** When it was computed (ISO instant): the export's header and the screen's "as of". */
  generated_at: string;
}
