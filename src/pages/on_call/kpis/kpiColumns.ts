import type { KpiRow, Money } from '../../../../model/modules/on_call/kpis';
import { hoursAndMinutes } from '../../../components/date/stationTime';

/** The KPI table's columns, shared by the screen and its CSV (header = i18n `on_call.kpis.columns.<key>`). */
export const kpiColumns = {
  count: (row: KpiRow) => row.count,
  time_to_dispatch_avg: (row: KpiRow) => row.time_to_dispatch.avg,
  time_to_dispatch_p50: (row: KpiRow) => row.time_to_dispatch.p50,
  response_avg: (row: KpiRow) => row.response.avg,
  response_p50: (row: KpiRow) => row.response.p50,
  within_sla_pct: (row: KpiRow) => row.within_sla_pct,
  on_site_avg: (row: KpiRow) => row.on_site_avg,
  aog_duration_avg: (row: KpiRow) => row.aog_duration_avg,
  first_time_fix_pct: (row: KpiRow) => row.first_time_fix_pct,
  eta_accuracy_avg: (row: KpiRow) => row.eta_accuracy_avg,
  cost_per_event: (row: KpiRow) => row.cost_per_event,
  parts_cost_per_event: (row: KpiRow) => row.parts_cost_per_event,
} as const;

export type KpiColumn = keyof typeof kpiColumns;
export const kpiColumnNames = Object.keys(kpiColumns) as KpiColumn[];

const isMoney = (value: number | null | Money[]): value is Money[] => Array.isArray(value);

/** The columns that are durations in minutes: shown h:mm like every duration; the CSV keeps the minutes. */
const durations: ReadonlySet<KpiColumn> = new Set([
  'time_to_dispatch_avg',
  'time_to_dispatch_p50',
  'response_avg',
  'response_p50',
  'on_site_avg',
  'aog_duration_avg',
  'eta_accuracy_avg',
]);

/**
 * Durations as h:mm (an ETA deviation keeps its sign), percentages as the model rounded them (one
 * decimal); money with its currency, one amount per currency (never added across currencies), one per
 * line; a dash when nothing was measured.
 */
export function kpiValue(row: KpiRow, column: KpiColumn, locale: string): string {
  const value = kpiColumns[column](row);
  if (isMoney(value))
    return value.length
      ? value.map(({ amount, currency }) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)).join('\n')
      : '—';
  if (value === null) return '—';
  if (durations.has(column)) return hoursAndMinutes(value);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/**
 * A row's cells for the CSV: raw numbers under the column keys; a money column as one column per
 * currency of the export (`cost_per_event_EUR`), so a spreadsheet never sums two currencies.
 */
export function kpiCsvCells(row: KpiRow, currencies: readonly string[]): Record<string, number | string> {
  const cells: Record<string, number | string> = {};
  for (const column of kpiColumnNames) {
    const value = kpiColumns[column](row);
    if (isMoney(value))
      for (const currency of currencies) cells[`${column}_${currency}`] = value.find((money) => money.currency === currency)?.amount ?? '';
    else cells[column] = value ?? '';
  }
  return cells;
}

/** Every currency the rows' money columns hold, sorted. */
export function kpiCurrencies(rows: readonly KpiRow[]): string[] {
  return [...new Set(rows.flatMap((row) => [...row.cost_per_event, ...row.parts_cost_per_event].map((money) => money.currency)))].sort();
}
