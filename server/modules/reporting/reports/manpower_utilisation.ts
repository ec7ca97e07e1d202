import { sql, type SQLWrapper } from 'drizzle-orm';
import type { ReportParams } from '../../../../model/modules/reporting/params';
import { activities, activityAssignments, airport, onCallRequests, onCallTechnicians, rosterShifts } from '../../../db/schema';
import { defineReport } from '../definition';
import { barChart, byLevel, levelColumn } from './groupingLevels';
import { allOf, inRegion, matches, onLocalDays, onReportDays } from './filterSql';

/**
 * Manpower utilisation (issue 17 report 4) per technician and station, with the tabs' definitions:
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

/** Minutes of a work window outside the technician's working shifts (shifts of nearby days included: a night shift crosses midnight). */
const outsideShifts = (technician: SQLWrapper, start: SQLWrapper, end: SQLWrapper) => sql`greatest(0, extract(epoch from (${end} - ${start})) / 60 - coalesce((
    select sum(extract(epoch from (least(w.ends_at, ${end}) - greatest(w.starts_at, ${start})))) / 60
    from roster_shifts w
    where w.technician_id = ${technician} and w.starts_at < ${end} and w.ends_at > ${start}
      and w.local_date between (${start})::date - 2 and (${end})::date + 1
  ), 0))`;

/** The period's shifts, assignments and crew places, one fact row each, in minutes. */
const facts = (params: ReportParams) => {
  // The services' minutes give a window its missing end (model activityWindow); inside coalesce the
  // subquery runs only for an activity that lacks one.
  const serviceTime = sql`(select make_interval(mins => coalesce(sum(s.standard_minutes), 0)::int) from activity_services s where s.activity_id = ${a.id} and s.status <> 'not_required')`;
  const activityStart = sql`coalesce(${a.ata_at}, ${a.eta_at}, ${a.sta_at}, coalesce(${a.atd_at}, ${a.etd_at}, ${a.std_at}) - ${serviceTime})`;
  const activityEnd = sql`coalesce(${a.atd_at}, ${a.etd_at}, ${a.std_at}, coalesce(${a.ata_at}, ${a.eta_at}, ${a.sta_at}) + ${serviceTime})`;
  const jobStart = sql`coalesce(${request.dispatched_at}, ${request.requested_at})`;
  const jobEnd = sql`coalesce(${request.completed_at}, coalesce(${request.on_site_at}, ${request.eta_at}, ${jobStart}) + interval '240 minutes')`;
  return sql`
  select ${shift.technician_id} as technician_id, ${shift.station_id} as station_id,
    extract(epoch from (${shift.ends_at} - ${shift.starts_at})) / 60 as rostered_minutes,
    0 as assigned_minutes, null::numeric as actual_minutes, 0 as overtime_minutes, cardinality(${shift.breach_rules}) as rest_flags
  from ${shift}
  where ${allOf([
    inRegion(shift.region_id, params),
    onReportDays(shift.local_date, params),
    matches(shift.station_id, params.station_id),
    matches(shift.technician_id, params.technician_id),
  ])}
  union all
  select ${assignment.technician_id}, ${a.station_id}, 0, ${assignment.planned_minutes}, ${assignment.actual_minutes},
    coalesce(${outsideShifts(assignment.technician_id, activityStart, activityEnd)}, 0), 0
  from ${assignment}
  join ${a} on ${a.id} = ${assignment.activity_id}
  where ${allOf([
    inRegion(a.region_id, params),
    onReportDays(a.local_date, params),
    sql`${a.status} <> 'cancelled'`,
    matches(a.station_id, params.station_id),
    matches(assignment.technician_id, params.technician_id),
  ])}
  union all
  select ${crew.technician_id}, ${request.station_id}, 0,
    greatest(0, extract(epoch from (${jobEnd} - ${jobStart})) / 60), ${crew.worked_minutes},
    ${outsideShifts(crew.technician_id, jobStart, jobEnd)}, 0
  from ${crew}
  join ${request} on ${request.id} = ${crew.request_id}
  join ${airport} on ${airport.id} = ${request.airport_id}
  where ${allOf([
    inRegion(request.region_id, params),
    onLocalDays(request.requested_at, airport.time_zone, params),
    sql`${request.status} <> 'cancelled'`,
    matches(request.station_id, params.station_id),
    matches(crew.technician_id, params.technician_id),
  ])}`;
};

/** Hours of the summed minutes; none recorded reads 0, except actual hours, where empty means nobody recorded any. */
const hours = (minutes: string, none = '0') => sql.raw(`coalesce(round(sum(${minutes})::numeric / 60, 2), ${none})`);
const share = (minutes: string) => sql.raw(`round(100 * sum(${minutes})::numeric / nullif(sum(f.rostered_minutes), 0), 1)`);

/** The table per technician and station, the chart per station and the totals, in one pass. */
const figures = (params: ReportParams) => sql`
  with f as (${facts(params)})
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
  scanned: facts,
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
