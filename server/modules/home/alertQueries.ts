import { sql, type SQL } from 'drizzle-orm';
import {
  alertCutoff,
  alertKinds,
  alertLevel,
  alertList,
  leadDaysOf,
  type AlertKind,
  type LeadTimes,
} from '../../../model/modules/home/alerts';
import type { HomeDayAlert } from '../../../model/modules/home/homeDay';
import type { Database } from '../../db/client';
import { heldCoursesSql } from '../../core/trainingExpiry';

/** How many items of each alert the page lists; the count covers them all. */
export const alertItemsShown = 5;

interface AlertRow {
  kind: AlertKind;
  id: number;
  label: string;
  detail: string | null;
  due_date: string;
  total: number;
  /** A deferral's own lead time; the other kinds take their kind's. */
  lead_days?: number;
  /** Overtime: the period and its minutes. */
  period?: 'week' | 'month' | null;
  period_from?: string | null;
  worked_minutes?: number | null;
  contract_minutes?: number | null;
}

/**
 * overtimePeriods (model/modules/manpower/overtime.ts) in SQL: each active technician's working
 * shifts (work, training), counted whole on their local day, in the company week and the calendar
 * month holding the day on show, against contract_weekly_hours (the month: × its days / 7).
 */
function overtimeBranch(regionId: number, date: string): SQL {
  return sql`select 'overtime' as kind, t.id, t.name as label,
        round(p.worked / 60.0, 1)::text || ' h / ' || round(p.contract / 60.0, 1)::text || ' h' as detail,
        p.period_to::text as due_date, count(*) over ()::int as total, null::int as lead_days,
        p.period, p.period_from::text as period_from, p.worked::int as worked_minutes, p.contract::int as contract_minutes
      from technicians t
      cross join lateral (
        select periods.period, periods.period_from, periods.period_to, periods.contract,
          coalesce((select sum(extract(epoch from (rs.ends_at - rs.starts_at)) / 60)
            from roster_shifts rs join shift_types st on st.id = rs.shift_type_id
            where rs.technician_id = t.id and st.kind in ('work', 'training') and rs.starts_at is not null
              and rs.local_date between periods.period_from and periods.period_to), 0) as worked
        from (
          select 'week' as period, w.start as period_from, w.start + 6 as period_to, round(t.contract_weekly_hours * 60) as contract
            from (select ${date}::date - case when (select week_starts_monday from app_settings limit 1)
              then (extract(isodow from ${date}::date)::int - 1) else extract(dow from ${date}::date)::int end as start) w
          union all
          select 'month', m.start, (m.start + interval '1 month' - interval '1 day')::date,
              round(t.contract_weekly_hours * 60 * extract(day from m.start + interval '1 month' - interval '1 day') / 7)
            from (select date_trunc('month', ${date}::date)::date as start) m
        ) periods
      ) p
      where t.region_id = ${regionId} and t.active and p.worked > p.contract
      order by p.worked - p.contract desc, t.name, p.period desc limit ${alertItemsShown}`;
}

/**
 * Each alert's first items and its total (count over the whole match) in one branch; the branches'
 * WHERE clauses are the settings list filters of alertList (model/modules/home/alerts.ts) written
 * in SQL on the same columns, and tests/server/modules/home check both count the same records.
 */
/** The overtime columns the other branches leave empty (a union's branches share their columns). */
const noPeriod = sql.raw('null::text as period, null::text as period_from, null::int as worked_minutes, null::int as contract_minutes');

function branches(regionId: number, date: string, cutoff: Record<AlertKind, string>): Record<AlertKind, SQL> {
  return {
    calibration: sql`select 'calibration' as kind, t.id, t.tool_no || ' ' || t.description as label, st.code as detail, t.next_due::text as due_date, count(*) over ()::int as total, null::int as lead_days, ${noPeriod}
      from calibrated_tools t join stations st on st.id = t.station_id
      where t.region_id = ${regionId} and t.status = 'in_service' and t.next_due <= ${cutoff.calibration}
      order by t.next_due, t.tool_no limit ${alertItemsShown}`,
    licences: sql`select 'licences' as kind, t.id, t.name as label, t.licence_number as detail, t.licence_expiry::text as due_date, count(*) over ()::int as total, null::int as lead_days, ${noPeriod}
      from technicians t
      where t.region_id = ${regionId} and t.active and t.licence_expiry <= ${cutoff.licences}
      order by t.licence_expiry, t.name limit ${alertItemsShown}`,
    training: sql`select 'training' as kind, t.id, t.name as label, soonest.code as detail, soonest.expires_on::text as due_date, count(*) over ()::int as total, null::int as lead_days, ${noPeriod}
      from technicians t
      cross join lateral (select c.code, held.expires_on from (${heldCoursesSql(sql.raw('t.id'))}) held join training_courses c on c.id = held.course_id
        where held.expires_on is not null order by held.expires_on, c.code limit 1) soonest
      where t.region_id = ${regionId} and t.active and soonest.expires_on <= ${cutoff.training}
      order by soonest.expires_on, t.name limit ${alertItemsShown}`,
    // deferralAlertDays (model/modules/defects/deferral.ts) in SQL: two days, or a tenth of the limit.
    deferrals: sql`select 'deferrals' as kind, d.id, d.registration || ' · MEL ' || d.mel_item as label, d.description as detail,
        d.due_on::text as due_date, count(*) over ()::int as total, greatest(2, ceil(d.limit_days / 10.0))::int as lead_days, ${noPeriod}
      from defects d
      where d.region_id = ${regionId} and d.state = 'deferred' and d.due_on <= ${date}::date + greatest(2, ceil(d.limit_days / 10.0))::int
      order by d.due_on, d.id limit ${alertItemsShown}`,
    overtime: overtimeBranch(regionId, date),
  };
}

/** The three alerts of the day on show in the region, with the lead times of the settings page. */
export async function dayAlerts(db: Database, regionId: number, date: string, lead: LeadTimes): Promise<HomeDayAlert[]> {
  const cutoff = Object.fromEntries(alertKinds.map((kind) => [kind, alertCutoff(date, leadDaysOf(kind, lead))])) as Record<
    AlertKind,
    string
  >;
  const parts = branches(regionId, date, cutoff);
  const union = sql.join(
    alertKinds.map((kind) => sql`(${parts[kind]})`),
    sql` union all `,
  );
  const { rows } = (await db.execute(sql`select * from (${union}) found`)) as { rows: AlertRow[] };
  return alertKinds.map((kind) => {
    const mine = rows.filter((row) => row.kind === kind);
    return {
      kind,
      count: mine[0]?.total ?? 0,
      lead_days: leadDaysOf(kind, lead),
      cutoff: cutoff[kind],
      list: alertList(kind, date, lead),
      items: mine.map((row) => ({
        id: row.id,
        label: row.label,
        detail: row.detail,
        due_date: row.due_date,
        level: alertLevel(row.due_date, date, row.lead_days ?? leadDaysOf(kind, lead)) ?? 'due_soon',
        ...(row.period
          ? {
              overtime: {
                period: row.period,
                from: row.period_from!,
                worked_minutes: Number(row.worked_minutes),
                contract_minutes: Number(row.contract_minutes),
              },
            }
          : {}),
      })),
    };
  });
}

/** No active region: every alert, none counted. */
export function emptyAlerts(date: string, lead: LeadTimes): HomeDayAlert[] {
  return alertKinds.map((kind) => ({
    kind,
    count: 0,
    lead_days: leadDaysOf(kind, lead),
    cutoff: alertCutoff(date, leadDaysOf(kind, lead)),
    list: alertList(kind, date, lead),
    items: [],
  }));
}
