import { and, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { toolCalibrations } from '../../db/schema';
import { notFound } from '../../errors';
import { findResource } from '../../core/workItem/resourceCatalogue';

export interface ToolUsage {
  activity_id: number | null;
  work_order: string | null;
  on_call_request_id: number | null;
  request_no: string | null;
  local_date: string;
  station_code: string;
  registration: string | null;
  aircraft_type_code: string | null;
  customer_name: string | null;
  starts_at: string;
  ends_at: string;
}

/**
 * The window an out-of-tolerance finding puts under review: from the last good calibration before
 * the latest one (the tool was last known right then) to when it was sent to the laboratory that
 * found it out. Without a history: everything up to now.
 */
async function reviewWindow(db: Database, toolId: number): Promise<{ from: string | null; to: Date }> {
  const [latest] = await db
    .select()
    .from(toolCalibrations)
    .where(and(eq(toolCalibrations.calibrated_tool_id, toolId), isNotNull(toolCalibrations.returned_at)))
    .orderBy(desc(toolCalibrations.returned_at))
    .limit(1);
  if (!latest) return { from: null, to: new Date() };
  const [good] = await db
    .select({ calibrated_on: toolCalibrations.calibrated_on })
    .from(toolCalibrations)
    .where(
      and(
        eq(toolCalibrations.calibrated_tool_id, toolId),
        isNotNull(toolCalibrations.returned_at),
        ne(toolCalibrations.result, 'out_of_tolerance'),
        lt(toolCalibrations.returned_at, latest.returned_at!),
      ),
    )
    .orderBy(desc(toolCalibrations.returned_at))
    .limit(1);
  return { from: good?.calibrated_on ?? null, to: latest.sent_at };
}

/**
 * GET /calibrated_tools/:id/usage: every activity and on-call job the tool was booked for within the
 * window — the aircraft an auditor asks about first when the tool is found out of tolerance.
 */
export async function toolUsage(db: Database, session: Session, id: number, query: { from?: string; to?: string }) {
  const tool = await findResource(
    db,
    'calibrated_tool',
    id,
    session.regions.map((region) => region.region_id),
  );
  if (!tool) throw notFound();
  const window = await reviewWindow(db, id);
  const from = query.from ?? window.from;
  const toInstant = query.to
    ? sql`((${query.to}::date + 1)::timestamp at time zone ${tool.time_zone})`
    : sql`${window.to.toISOString()}::timestamptz`;
  const fromInstant = from ? sql`(${from}::date::timestamp at time zone ${tool.time_zone})` : sql`'-infinity'::timestamptz`;
  const { rows } = (await db.execute(sql`
    select b.activity_id, a.work_order, b.on_call_request_id, o.request_no,
      to_char(coalesce(a.local_date, (b.starts_at at time zone ap.time_zone)::date), 'YYYY-MM-DD') as local_date,
      s.code as station_code, coalesce(a.registration, o.registration) as registration, at.icao as aircraft_type_code, c.name as customer_name,
      b.starts_at, b.ends_at
    from resource_bookings b
    join stations s on s.id = b.station_id
    join airport ap on ap.id = s.airport_id
    left join activities a on a.id = b.activity_id
    left join on_call_requests o on o.id = b.on_call_request_id
    left join aircraft_type at on at.id = coalesce(a.aircraft_type_id, o.aircraft_type_id)
    left join customers c on c.id = coalesce(a.customer_id, o.customer_id)
    where b.calibrated_tool_id = ${id} and b.released_at is null and b.purpose in ('activity', 'on_call')
      and b.ends_at > ${fromInstant} and b.starts_at < ${toInstant}
    order by b.starts_at, b.id`)) as { rows: (ToolUsage & { starts_at: string | Date; ends_at: string | Date })[] };
  const usage = rows.map((row) => ({
    ...row,
    activity_id: row.activity_id === null ? null : Number(row.activity_id),
    on_call_request_id: row.on_call_request_id === null ? null : Number(row.on_call_request_id),
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
  }));
  return { tool: { id, label: tool.label, status: tool.status }, from, to: query.to ?? window.to.toISOString(), usage };
}
