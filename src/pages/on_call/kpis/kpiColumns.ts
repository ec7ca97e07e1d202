import type { KpiRow } from '../../../../model/modules/on_call/kpis';

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
} as const;

export type KpiColumn = keyof typeof kpiColumns;
export const kpiColumnNames = Object.keys(kpiColumns) as KpiColumn[];

/** Minutes and percentages as the model rounded them (one decimal), money with two; a dash when nothing was measured. */
export function kpiValue(row: KpiRow, column: KpiColumn, locale: string): string {
  const value = kpiColumns[column](row);
  if (value === null) return '—';
  const money = column === 'cost_per_event';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: money ? 2 : 1, minimumFractionDigits: money ? 2 : 0 }).format(value);
}
