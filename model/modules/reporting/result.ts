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

/**
 * The answer of a report (its labelled columns, rows, totals, chart): declared as the response
 * schemas of the report endpoints in reportRecords.ts, and named here too for the code that reads it.
 */
export type { LabelledColumn, ReportChart, ReportResult, ReportRow, ReportValue } from './reportRecords';
