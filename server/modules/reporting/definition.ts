import type { SQL } from 'drizzle-orm';
import type { ReportName } from '../../../model/modules/reporting/catalogue';
import type { ReportParams } from '../../../model/modules/reporting/params';
import type { ReportChart, ReportColumn, ReportRow } from '../../../model/modules/reporting/result';

/**
 * One predefined report on the server (docs/modules/reporting.md): SQL aggregations only — the rows it answers are
 * already grouped, never the raw records. The runner (runReport.ts) executes `statements` in one
 * read-only snapshot, turns numeric columns into numbers, hands the results to `shape`, and removes
 * money for callers without reporting_amounts; bench/reports runs the same statements directly to
 * measure what the API adds.
 *
 * Every statement must keep to params.region_id (the runner has checked the caller belongs to it) and
 * to the [from, to] days, and honour each optional filter the report offers (catalogue.reportFilters).
 */
export interface ReportDefinition {
  name: ReportName;
  /** The table's columns in order; a `money` column is paired with a text `currency` column. */
  columns: readonly ReportColumn[];
  /**
   * The aggregate statements by name (usually `rows`, plus e.g. `chart` or `totals`); each answers
   * rows whose keys are column keys (numeric columns may come back as text: the runner converts).
   */
  statements(params: ReportParams): Record<string, SQL>;
  /**
   * The statement whose planner estimate of rows read the scan guard checks (scanGuard.ts): usually
   * the base rows of the period before grouping.
   */
  scanned(params: ReportParams): SQL;
  /**
   * The answer from the statements' results: table rows, the totals row (no money: a percentage or
   * an average over the whole, not a sum of the rows'), one money total per currency, and the chart.
   */
  shape(
    results: Record<string, ReportRow[]>,
    params: ReportParams,
  ): { rows: ReportRow[]; totals: ReportRow; amount_totals: ReportRow[]; chart: ReportChart };
}

export function defineReport(definition: ReportDefinition): ReportDefinition {
  return definition;
}
