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
}

/**
 * Each alert's first items and its total (count over the whole match) in one branch; the branches'
 * WHERE clauses are the settings list filters of alertList (model/modules/home/alerts.ts) written
 * in SQL on the same columns, and tests/server/modules/home check both count the same records.
 */
function branches(regionId: number, date: string, cutoff: Record<AlertKind, string>): Record<AlertKind, SQL> {
  return {
    calibration: sql`select 'calibration' as kind, t.id, t.tool_no || ' ' || t.description as label, st.code as detail, t.next_due::text as due_date, count(*) over ()::int as total, null::int as lead_days
      from calibrated_tools t join stations st on st.id = t.station_id
      where t.region_id = ${regionId} and t.status = 'in_service' and t.next_due <= ${cutoff.calibration}
      order by t.next_due, t.tool_no limit ${alertItemsShown}`,
    licences: sql`select 'licences' as kind, t.id, t.name as label, t.licence_number as detail, t.licence_expiry::text as due_date, count(*) over ()::int as total, null::int as lead_days
      from technicians t
      where t.region_id = ${regionId} and t.active and t.licence_expiry <= ${cutoff.licences}
      order by t.licence_expiry, t.name limit ${alertItemsShown}`,
    training: sql`select 'training' as kind, t.id, t.name as label, soonest.code as detail, soonest.expires_on::text as due_date, count(*) over ()::int as total, null::int as lead_days
      from technicians t
      cross join lateral (select c.code, held.expires_on from (${heldCoursesSql(sql.raw('t.id'))}) held join training_courses c on c.id = held.course_id
        where held.expires_on is not null order by held.expires_on, c.code limit 1) soonest
      where t.region_id = ${regionId} and t.active and soonest.expires_on <= ${cutoff.training}
      order by soonest.expires_on, t.name limit ${alertItemsShown}`,
    // deferralAlertDays (model/modules/defects/deferral.ts) in SQL: two days, or a tenth of the limit.
    deferrals: sql`select 'deferrals' as kind, d.id, d.registration || ' · MEL ' || d.mel_item as label, d.description as detail,
        d.due_on::text as due_date, count(*) over ()::int as total, greatest(2, ceil(d.limit_days / 10.0))::int as lead_days
      from defects d
      where d.region_id = ${regionId} and d.state = 'deferred' and d.due_on <= ${date}::date + greatest(2, ceil(d.limit_days / 10.0))::int
      order by d.due_on, d.id limit ${alertItemsShown}`,
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
