import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';

/**
 * The conditions every report repeats (region, period, optional filters), as bound SQL fragments, so
 * each report's statements read as their grouping and nothing else. A column is a drizzle column or
 * an aliased fragment (sql`t.region_id`).
 */

const dayMs = 86_400_000;

/** The conditions joined with `and` (an empty list is `true`). */
export const allOf = (conditions: readonly (SQL | undefined)[]): SQL => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

/** The report's region (the runner has checked the caller belongs to it). */
export const inRegion = (column: SQLWrapper, params: Pick<ReportParams, 'region_id'>): SQL => sql`${column} = ${params.region_id}`;

/** A calendar-date column (a station-local day) within the report's days, both ends included. */
export const onReportDays = (column: SQLWrapper, params: Pick<ReportParams, 'from' | 'to'>): SQL =>
  sql`${column} between ${params.from}::date and ${params.to}::date`;

/**
 * An instant whose station-local day (in `timeZone`, an IANA name column) is within the report's days,
 * as the tabs count a period (e.g. On-Call's requestedWithin). The UTC window a day either side comes
 * first so an index on the instant narrows the scan before the time-zone conversion.
 */
export const onLocalDays = (instant: SQLWrapper, timeZone: SQLWrapper, params: Pick<ReportParams, 'from' | 'to'>): SQL => {
  const after = new Date(Date.parse(`${params.from}T00:00:00Z`) - dayMs).toISOString();
  const before = new Date(Date.parse(`${params.to}T00:00:00Z`) + 2 * dayMs).toISOString();
  return sql`${instant} >= ${after}::timestamptz and ${instant} < ${before}::timestamptz
    and (${instant} at time zone ${timeZone})::date between ${params.from}::date and ${params.to}::date`;
};

/** An optional filter: the column equals the value, or no condition when the filter is not set. */
export const matches = (column: SQLWrapper, value: number | string | undefined): SQL | undefined =>
  value === undefined ? undefined : sql`${column} = ${value}`;
