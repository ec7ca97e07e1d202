import { sql, type SQLWrapper } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';
import { activities, activityAssignments, airport, onCallRequests, onCallTechnicians, rosterShifts } from '../../../db/schema';
import { defineReport } from '../definition';
import { barChart, byLevel, levelColumn } from './groupingLevels';
import { allOf, inRegion, matches, onLocalDays, onReportDays } from './filterSql';

/**
 * Manpower utilisation (docs/modules/reporting.md) per technician and station, with the tabs' definitions:
 * - rostered: the working shifts' spans (model shiftInterval: standby is reachable, not at work), as
 *   the roster's rostered-vs-needed hours count them;
 * - assigned: activities' planned minutes (Scheduled) and on-call jobs' spans per crew member, from
 *   dispatch (travel is work) to completed or the on-site estimate (model onCallNeed); cancelled
 *   work does not count;
 * - actual: the minutes recorded on the assignments and on-call crews;
 * - overtime: assigned work outside the technician's rostered working shifts (model overtimeMinutes),
 *   over the activity's window (model activityWindow) or the on-call job's span;
 * - rest-rule flags: rest rules kept broken on the period's shifts, each with a supervisor's reason
 *   (roster_shifts.breach_rules: the Manpower rules flag them, never silently).
 */

const shift = rosterShifts;
const a = activities;
const assignment = activityAssignments;
const request = onCallRequests;
const crew = onCallTechnicians;

/** Minutes between two instants, in floating point: numeric arithmetic (extract's) costs a third of the report on a quarter's work. */
const minutesBetween = (start: SQLWrapper, end: SQLWrapper) => sql`date_part('epoch', ${end} - ${start}) / 60`;

/**
 * The period's work windows, one per assignment or crew place, each window computed once: an
 * activity's from its times (model activityWindow; the services' minutes give a missing end, and
 * inside coalesce that subquery runs only for an activity that lacks one), an on-call job's from
 * dispatch (travel is work) to completed or the on-site estimate (model onCallNeed).
 */
const workWindows = (params: ReportParams) => {
  const serviceTime = sql`(select make_interval(mins => coalesce(sum(s.standard_minutes), 0)::int) from activity_services s where s.activity_id = ${a.id} and s.status <> 'not_required')`;
  const jobStart = sql`coalesce(${request.dispatched_at}, ${request.requested_at})`;
  return sql`
  select ${assignment.technician_id} as technician_id, ${a.station_id} as station_id,
    ${assignment.planned_minutes}::float8 as assigned_minutes, ${assignment.actual_minutes}::float8 as actual_minutes,
    w.starts_at, w.ends_at
  from ${a}
  cross join lateral (select ${serviceTime} as service_time) st
  cross join lateral (select
      coalesce(${a.ata_at}, ${a.eta_at}, ${a.sta_at}, coalesce(${a.atd_at}, ${a.etd_at}, ${a.std_at}) - st.service_time) as starts_at,
      coalesce(${a.atd_at}, ${a.etd_at}, ${a.std_at}, coalesce(${a.ata_at}, ${a.eta_at}, ${a.sta_at}) + st.service_time) as ends_at) w
  join ${assignment} on ${assignment.activity_id} = ${a.id}
  where ${allOf([
    inRegion(a.region_id, params),
    onReportDays(a.local_date, params),
    sql`${a.status} <> 'cancelled'`,
    matches(a.station_id, params.station_id),
    matches(assignment.technician_id, params.technician_id),
  ])}
  union all
  select ${crew.technician_id}, ${request.station_id},
    greatest(0, ${minutesBetween(sql`j.starts_at`, sql`j.ends_at`)}), ${crew.worked_minutes}::float8,
    j.starts_at, j.ends_at
  from ${request}
  cross join lateral (select ${jobStart} as starts_at,
      coalesce(${request.completed_at}, coalesce(${request.on_site_at}, ${request.eta_at}, ${jobStart}) + interval '240 minutes') as ends_at) j
  join ${crew} on ${crew.request_id} = ${request.id}
  join ${airport} on ${airport.id} = ${request.airport_id}
  where ${allOf([
    inRegion(request.region_id, params),
    onLocalDays(request.requested_at, airport.time_zone, params),
    sql`${request.status} <> 'cancelled'`,
    matches(request.station_id, params.station_id),
    matches(crew.technician_id, params.technician_id),
  ])}`;
};

/** The period's working shifts (model shiftInterval: standby is reachable, not at work). */
const periodShifts = (params: ReportParams) => sql`
  select ${shift.technician_id} as technician_id, ${shift.station_id} as station_id,
    ${minutesBetween(shift.starts_at, shift.ends_at)} as rostered_minutes, cardinality(${shift.breach_rules}) as rest_flags
  from ${shift}
  where ${allOf([
    inRegion(shift.region_id, params),
    onReportDays(shift.local_date, params),
    matches(shift.station_id, params.station_id),
    matches(shift.technician_id, params.technician_id),
  ])}`;

/**
 * Minutes of a work window outside the technician's shifts (model overtimeMinutes), looked up per
 * window through roster_shifts_technician_day_unique: shifts of nearby days count too (a night shift
 * crosses midnight). Measured against a set join of windows × shifts, the probe is the faster.
 */
const outsideShifts = sql`greatest(0, ${minutesBetween(sql`x.starts_at`, sql`x.ends_at`)} - coalesce((
    select sum(${minutesBetween(sql`greatest(r.starts_at, x.starts_at)`, sql`least(r.ends_at, x.ends_at)`)})
    from roster_shifts r
    where r.technician_id = x.technician_id and r.starts_at < x.ends_at and r.ends_at > x.starts_at
      and r.local_date between x.starts_at::date - 2 and x.ends_at::date + 1
  ), 0))`;

/** Hours of the summed minutes; none recorded reads 0, except actual hours, where empty means nobody recorded any. */
const hours = (minutes: string, none = '0') => sql.raw(`coalesce(round((sum(${minutes}) / 60)::numeric, 2), ${none})`);
const share = (minutes: string) => sql.raw(`round((100 * sum(${minutes}) / nullif(sum(f.rostered_minutes), 0))::numeric, 1)`);

/**
 * The table per technician and station, the chart per station and the totals, in one statement: the
 * work and the shifts are each summed per technician and station first (every figure is a sum, so the
 * grouping sets may add those up), then grouped once with the names.
 */
const figures = (params: ReportParams) => sql`
  with work as (
    select x.technician_id, x.station_id, sum(x.assigned_minutes) as assigned_minutes, sum(x.actual_minutes) as actual_minutes,
      sum(${outsideShifts}) as overtime_minutes
    from (${workWindows(params)}) x
    group by x.technician_id, x.station_id
  ), rostered as (
    select p.technician_id, p.station_id, sum(p.rostered_minutes) as rostered_minutes, sum(p.rest_flags) as rest_flags
    from (${periodShifts(params)}) p
    group by p.technician_id, p.station_id
  ), f as (
    select technician_id, station_id, 0::float8 as rostered_minutes, assigned_minutes, actual_minutes, overtime_minutes, 0 as rest_flags from work
    union all
    select technician_id, station_id, rostered_minutes, 0, null, 0, rest_flags from rostered
  )
  select ${levelColumn(sql`f.technician_id`, sql`f.station_id`)},
    t.name as technician, s.code as station,
    ${hours('f.rostered_minutes')} as rostered_hours,
    ${hours('f.assigned_minutes')} as assigned_hours,
    ${hours('f.actual_minutes', 'null')} as actual_hours,
    ${share('f.assigned_minutes')} as assigned_pct,
    ${share('f.actual_minutes')} as actual_pct,
    ${hours('f.overtime_minutes')} as overtime_hours,
    coalesce(sum(f.rest_flags), 0) as rest_flags
  from f
  left join technicians t on t.id = f.technician_id
  left join stations s on s.id = f.station_id
  group by grouping sets ((f.station_id, s.code, f.technician_id, t.name), (f.station_id, s.code), ())
  order by t.name, s.code`;

/** The rows the report reads before grouping, for the scan guard's estimate. */
const scanned = (params: ReportParams) => sql`
  select technician_id from (${workWindows(params)}) x
  union all
  select technician_id from (${periodShifts(params)}) p`;

export default defineReport({
  name: 'manpower_utilisation',
  columns: [
    { key: 'technician', type: 'text' },
    { key: 'station', type: 'text' },
    { key: 'rostered_hours', type: 'hours' },
    { key: 'assigned_hours', type: 'hours' },
    { key: 'actual_hours', type: 'hours' },
    { key: 'assigned_pct', type: 'percent' },
    { key: 'actual_pct', type: 'percent' },
    { key: 'overtime_hours', type: 'hours' },
    { key: 'rest_flags', type: 'number' },
  ],
  statements: (params) => ({ figures: figures(params) }),
  scanned,
  shape({ figures }) {
    const { rows, chart, totals } = byLevel(figures, ['technician', 'station']);
    return {
      rows,
      totals,
      amount_totals: [],
      chart: barChart(chart, 'station', ['rostered_hours', 'assigned_hours', 'actual_hours']),
    };
  },
});
