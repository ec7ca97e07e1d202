import { sql, type SQL } from 'drizzle-orm';
import type { ReportChart, ReportRow } from '../../../../model/modules/reporting/result';

/**
 * Reports that answer their table, their chart and their totals from one pass use
 * GROUP BY GROUPING SETS ((the row's keys), (the chart's key), ()): each median, percentage and
 * distinct count is then computed over its own records, never re-added from the rows. The `level`
 * column says which set a result row belongs to.
 */
export const levelColumn = (rowKey: SQL, chartKey: SQL): SQL =>
  sql`case when grouping(${rowKey}) = 0 then 'row' when grouping(${chartKey}) = 0 then 'chart' else 'total' end as level`;

const withoutLevel = ({ level: _level, ...row }: ReportRow): ReportRow => row;

/**
 * The result rows split by level. The empty grouping set answers a row even when nothing matched, so
 * the totals are always there; `blank` names the row keys the totals leave empty.
 */
export function byLevel(
  results: readonly ReportRow[],
  blank: readonly string[],
): { rows: ReportRow[]; chart: ReportRow[]; totals: ReportRow } {
  const total = results.find((row) => row.level === 'total');
  return {
    rows: results.filter((row) => row.level === 'row').map(withoutLevel),
    chart: results.filter((row) => row.level === 'chart').map(withoutLevel),
    totals: { ...(total ? withoutLevel(total) : {}), ...Object.fromEntries(blank.map((key) => [key, null])) },
  };
}

/**
 * A bar chart of the `chart` level: one bar group per `x`, one series per key, each point keeping only
 * its x, its series and `keep` (the rest of the level's columns are the table's, not the chart's).
 */
export function barChart(
  points: readonly ReportRow[],
  x: string,
  series: string[],
  options: { stacked?: boolean; keep?: string[] } = {},
): ReportChart {
  const keys = [x, ...series, ...(options.keep ?? [])];
  return {
    kind: 'bar',
    x,
    series,
    ...(options.stacked ? { stacked: true } : {}),
    data: points.map((point) => Object.fromEntries(keys.map((key) => [key, point[key] ?? null]))),
  };
}
