import { sql, type SQL } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';
import type { ReportRow } from '../../../../model/modules/reporting/result';
import { dueStatusSql } from '../../../db/dueStatusSql';
import { defineReport } from '../definition';
import { percentOf, sumColumns } from '../totals';
import { allOf, inRegion, matches, onReportDays } from './filterSql';

/** The region's resources still in use (the Resources tab's due lists leave retired ones out). */
const inUse = (alias: string, params: ReportParams): SQL =>
  allOf([
    inRegion(sql.raw(`${alias}.region_id`), params),
    matches(sql.raw(`${alias}.station_id`), params.station_id),
    sql.raw(`${alias}.status <> 'retired'`),
  ]);

/**
 * A tool's calibration due date as it stood at the period's end: its last calibration done by then
 * (the tool's own date, or a laboratory return) plus its interval — today's next_due when the period
 * ends today.
 */
const toolDueAtEnd = (params: ReportParams): SQL => sql`greatest(
    case when ct.last_calibrated <= ${params.to}::date then ct.last_calibrated end,
    (select max(tc.calibrated_on) from tool_calibrations tc where tc.calibrated_tool_id = ct.id and tc.calibrated_on <= ${params.to}::date)
  ) + ct.calibration_interval_days`;

/**
 * Every tool, piece of equipment and truck with the date its compliance hangs on (calibration for
 * tools, service for equipment and trucks) and the lead time the settings give it, plus the trucks'
 * insurance expiry.
 */
const resources = (params: ReportParams): SQL => sql`
  select ct.station_id, ct.resource_category_id, ${toolDueAtEnd(params)} as due_on, s.calibration_alert_days as lead_days, null::date as insured_until, s.insurance_alert_days
  from calibrated_tools ct cross join settings s where ${inUse('ct', params)}
  union all
  select e.station_id, e.resource_category_id, e.next_service_date, s.service_alert_days, null::date, s.insurance_alert_days
  from equipment e cross join settings s where ${inUse('e', params)}
  union all
  select tr.station_id, tr.resource_category_id, tr.next_service_date, s.service_alert_days, tr.insurance_expiry, s.insurance_alert_days
  from trucks tr cross join settings s where ${inUse('tr', params)}`;

/** The laboratory returns of the period (calibration dates within its days), by the tool's station and category. */
const calibrations = (params: ReportParams): SQL => sql`
  select ct.station_id, ct.resource_category_id, count(*) as calibrations, count(*) filter (where tc.result = 'out_of_tolerance') as out_of_tolerance
  from tool_calibrations tc join calibrated_tools ct on ct.id = tc.calibrated_tool_id
  where ${allOf([inRegion(sql`ct.region_id`, params), matches(sql`ct.station_id`, params.station_id), onReportDays(sql`tc.calibrated_on`, params)])}
  group by ct.station_id, ct.resource_category_id`;

/**
 * Per station and resource category, the due status at the period's end by the one due-soon rule
 * (dueStatusSql, with the Resources tab's lead times from the settings).
 */
const rowsStatement = (params: ReportParams): SQL => {
  const status = dueStatusSql(sql`r.due_on`, sql`r.lead_days`, sql`${params.to}::date`);
  const insurance = dueStatusSql(sql`r.insured_until`, sql`r.insurance_alert_days`, sql`${params.to}::date`);
  return sql`
  with settings as (select calibration_alert_days, service_alert_days, insurance_alert_days from app_settings order by id limit 1),
  standing as (
    select r.station_id, r.resource_category_id, count(*) as resources,
      count(*) filter (where ${status} = 'valid') as valid,
      count(*) filter (where ${status} = 'due_soon') as due_soon,
      count(*) filter (where ${status} = 'overdue') as overdue,
      count(*) filter (where ${status} = 'none') as no_date,
      count(*) filter (where ${insurance} = 'due_soon') as insurance_due_soon,
      count(*) filter (where ${insurance} = 'overdue') as insurance_overdue
    from (${resources(params)}) r
    group by r.station_id, r.resource_category_id
  ),
  returns as (${calibrations(params)})
  select st.code as station, rc.name as category, coalesce(g.resources, 0) as resources,
    coalesce(g.valid, 0) as valid, coalesce(g.due_soon, 0) as due_soon, coalesce(g.overdue, 0) as overdue, coalesce(g.no_date, 0) as no_date,
    round(100.0 * (g.valid + g.due_soon) / nullif(g.valid + g.due_soon + g.overdue, 0), 1) as compliant_pct,
    coalesce(c.calibrations, 0) as calibrations, coalesce(c.out_of_tolerance, 0) as out_of_tolerance,
    coalesce(g.insurance_due_soon, 0) as insurance_due_soon, coalesce(g.insurance_overdue, 0) as insurance_overdue
  from standing g
  full join returns c on c.station_id = g.station_id and c.resource_category_id is not distinct from g.resource_category_id
  join stations st on st.id = coalesce(g.station_id, c.station_id)
  left join resource_category rc on rc.id = coalesce(g.resource_category_id, c.resource_category_id)
  order by st.code, rc.name nulls last`;
};

const counted = [
  'resources',
  'valid',
  'due_soon',
  'overdue',
  'no_date',
  'calibrations',
  'out_of_tolerance',
  'insurance_due_soon',
  'insurance_overdue',
];

/** Compliant: the due date (calibration or service) has not passed; resources without one are counted apart. */
const withShare = (row: ReportRow): ReportRow => {
  const [valid, dueSoon, overdue] = [Number(row.valid), Number(row.due_soon), Number(row.overdue)];
  return { ...row, compliant_pct: percentOf(valid + dueSoon, valid + dueSoon + overdue) };
};

/**
 * Calibration and service compliance (docs/modules/reporting.md): calibrated tools by their calibration, equipment
 * and trucks by their service date, trucks' insurance too, and the period's calibrations with their
 * out-of-tolerance results. Chart: per station, valid / due soon / overdue stacked.
 */
export const calibrationCompliance = defineReport({
  name: 'calibration_compliance',
  columns: [
    { key: 'station', type: 'text' },
    { key: 'category', type: 'text' },
    { key: 'resources', type: 'number' },
    { key: 'valid', type: 'number' },
    { key: 'due_soon', type: 'number' },
    { key: 'overdue', type: 'number' },
    { key: 'no_date', type: 'number' },
    { key: 'compliant_pct', type: 'percent' },
    { key: 'calibrations', type: 'number' },
    { key: 'out_of_tolerance', type: 'number' },
    { key: 'insurance_due_soon', type: 'number' },
    { key: 'insurance_overdue', type: 'number' },
  ],
  statements: (params) => ({ rows: rowsStatement(params) }),
  scanned: (params) =>
    sql`select 1 from tool_calibrations tc join calibrated_tools ct on ct.id = tc.calibrated_tool_id where ${inRegion(sql`ct.region_id`, params)}`,
  shape({ rows }) {
    const stations = [...new Set(rows.map((row) => String(row.station)))];
    const data = stations.map((station) =>
      withShare({
        station,
        ...sumColumns(
          rows.filter((row) => row.station === station),
          ['valid', 'due_soon', 'overdue'],
        ),
      }),
    );
    return {
      rows,
      totals: withShare({ station: null, category: null, ...sumColumns(rows, counted) }),
      amount_totals: [],
      chart: { kind: 'bar', x: 'station', series: ['valid', 'due_soon', 'overdue'], stacked: true, data },
    };
  },
});
