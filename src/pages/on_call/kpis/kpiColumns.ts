import type { KpiRow } from '../onCallTypes';

/** The KPI table's columns, shared by the screen and its CSV (header = i18n `on_call.kpis.columns.<key>`). */
export const kpiColumns = [
  'count',
  'time_to_dispatch_avg',
  'time_to_dispatch_p50',
  'response_avg',
  'response_p50',
  'within_sla_pct',
  'on_site_avg',
  'aog_duration_avg',
  'first_time_fix_pct',
  'eta_accuracy_avg',
  'cost_per_event',
] as const satisfies readonly (keyof KpiRow)[];

export type KpiColumn = (typeof kpiColumns)[number];

/** Minutes and percentages rounded for reading; empty when there was nothing to measure. */
export function kpiValue(row: KpiRow, column: KpiColumn, locale: string): string {
  const value = row[column];
  if (value === null || value === undefined) return '—';
  const digits = column === 'cost_per_event' ? 2 : column.endsWith('_pct') ? 1 : 0;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: column === 'cost_per_event' ? 2 : 0 }).format(value);
}
