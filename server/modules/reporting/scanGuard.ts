import { sql } from 'drizzle-orm';
import { maxReportRows, maxReportScanRows } from '../../../model/modules/reporting/params';
import type { ReportParams } from '../../../model/modules/reporting/params';
import type { ReportRow } from '../../../model/modules/reporting/result';
import type { Database } from '../../db/client';
import { ApiError } from '../../errors';
import type { ReportDefinition } from './definition';

/** The guard's thresholds; the defaults are the model's, a caller (a bench, a test) may pass others. */
export interface ScanLimits {
  scanRows: number;
  tableRows: number;
}
export const reportScanLimits: ScanLimits = { scanRows: maxReportScanRows, tableRows: maxReportRows };

/** The 422 that asks to narrow the filters: the message says why, the `to` field what to change. */
const narrowTheFilters = (messageKey: string, vars: Record<string, unknown>) =>
  new ApiError(422, messageKey, vars, { to: ['reporting.scan_guard.narrow'] });

/**
 * The planner's estimate of the rows a report reads (EXPLAIN, not run): the top plan node's row
 * estimate of definition.scanned(params), the period's base rows before grouping.
 */
export async function estimatedScanRows(db: Database, definition: ReportDefinition, params: ReportParams): Promise<number> {
  const { rows } = (await db.execute(sql`explain (format json) ${definition.scanned(params)}`)) as unknown as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const plan = rows[0]['QUERY PLAN'];
  // node-postgres parses the json column; PGlite may answer it as text.
  const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Plan['Plan Rows'];
}

/**
 * A report that would scan too much is answered with a clear message to narrow the filters
 * (docs/modules/reporting.md). Checked before the statements run, so a year of a busy region is refused at the cost of
 * a plan, not of the scan.
 */
export async function guardScan(
  db: Database,
  definition: ReportDefinition,
  params: ReportParams,
  limits: ScanLimits = reportScanLimits,
): Promise<void> {
  const estimate = await estimatedScanRows(db, definition, params);
  if (estimate > limits.scanRows)
    throw narrowTheFilters('reporting.scan_guard.too_many_scanned', { rows: estimate, limit: limits.scanRows });
}

/** A table longer than a reader can use (and a browser can draw) is refused the same way. */
export function guardTableRows(rows: readonly ReportRow[], limits: ScanLimits = reportScanLimits): void {
  if (rows.length > limits.tableRows) throw narrowTheFilters('reporting.scan_guard.too_many_rows', { limit: limits.tableRows });
}
