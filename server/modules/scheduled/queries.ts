import { and, asc, between, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addCalendarDays } from '../../../model/dates';
import type { Database } from '../../db/client';
import { idArrayText } from '../../db/idArray';
import {
  activities,
  activityAllocations,
  activityAssignments,
  activityRts,
  airport,
  calibratedTools,
  equipment,
  stations,
  technicians,
  trucks,
  users,
} from '../../db/schema';
import { activityTimeColumns } from '../../core/workItem/activityFacts';
import { activityConflictsFrom, hasConflictSql, rulesBrokenSql } from './conflictSql';
import { servicesOfActivity } from './workQueries';

/**
 * The Scheduled module's reads (Drizzle only, no Fastify): an activity as the list and the
 * timeline show it, and everything its page adds.
 */

/** Correlated subqueries name the outer row in full: drizzle leaves single-table columns unqualified. */
const outer = sql.raw('"activities"');
const outerId = sql.raw('"activities"."id"');

/** An activity as the list, the timeline and the page read it. */
export const activityRow = {
  id: activities.id,
  work_order: activities.work_order,
  region_id: activities.region_id,
  station_id: activities.station_id,
  customer_id: activities.customer_id,
  aircraft_type_id: activities.aircraft_type_id,
  flight_schedule_id: activities.flight_schedule_id,
  local_date: activities.local_date,
  inbound_flight_no: activities.inbound_flight_no,
  outbound_flight_no: activities.outbound_flight_no,
  registration: activities.registration,
  ...activityTimeColumns,
  status: activities.status,
  cancel_reason: activities.cancel_reason,
  needs_review: activities.needs_review,
  edited: activities.edited,
  technician_ids: sql<
    number[]
  >`array(select aa.technician_id from activity_assignments aa where aa.activity_id = ${outerId} order by aa.role = 'lead' desc, aa.id)`,
  lead_technician_id: sql<
    number | null
  >`(select aa.technician_id from activity_assignments aa where aa.activity_id = ${outerId} and aa.role = 'lead' order by aa.id limit 1)`,
  service_count: sql<number>`(select count(*) from activity_services s where s.activity_id = ${outerId})`.mapWith(Number),
  services_done:
    sql<number>`(select count(*) from activity_services s where s.activity_id = ${outerId} and s.status in ('done', 'not_required'))`.mapWith(
      Number,
    ),
  conflict: hasConflictSql(outer),
  rules_broken: rulesBrokenSql(outer),
  version: activities.version,
  // What the plausible-times warning reads (model plausibleTimes.ts), so the list can mark a row.
  standard_minutes:
    sql<number>`(select coalesce(sum(s.standard_minutes), 0) from activity_services s where s.activity_id = ${outerId})`.mapWith(Number),
  // Null while nobody recorded any (drizzle decodes only values that are not null).
  actual_minutes: sql<
    number | null
  >`(select sum(aa.actual_minutes) from activity_assignments aa where aa.activity_id = ${outerId})`.mapWith(Number),
  times_remark: activities.times_remark,
  // Named here because a technician may not read stations, customers or aircraft types (settings),
  // and the activity page shows times in the station's zone.
  station_code: sql<string>`(select st.code from stations st where st.id = ${outer}."station_id")`,
  station_time_zone: sql<string>`(select ap.time_zone from stations st join airport ap on ap.id = st.airport_id where st.id = ${outer}."station_id")`,
  customer_name: sql<string>`(select c.name from customers c where c.id = ${outer}."customer_id")`,
  aircraft_type_code: sql<string>`(select t.icao from aircraft_type t where t.id = ${outer}."aircraft_type_id")`,
};

export type ActivityRow = { [K in keyof typeof activityRow]: unknown } & { id: number; version: number; region_id: number; status: string };

/** Fields the list sorts on; the id breaks ties so pages never overlap. */
export const activitySortFields = {
  sta_at: activities.sta_at,
  std_at: activities.std_at,
  local_date: activities.local_date,
  work_order: activities.work_order,
  status: activities.status,
  station_id: activities.station_id,
  customer_id: activities.customer_id,
  registration: activities.registration,
  inbound_flight_no: activities.inbound_flight_no,
  outbound_flight_no: activities.outbound_flight_no,
  updated_at: activities.updated_at,
} satisfies Record<string, PgColumn>;
export type ActivitySortField = keyof typeof activitySortFields;

export interface ActivityPage {
  where: SQL | undefined;
  sort: { field: ActivitySortField | 'id'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export async function listActivities(db: Database, page: ActivityPage): Promise<{ records: ActivityRow[]; total: number }> {
  const direction = page.sort.order === 'ASC' ? asc : desc;
  const column = page.sort.field === 'id' ? activities.id : activitySortFields[page.sort.field];
  const records = await db
    .select(activityRow)
    .from(activities)
    .where(page.where)
    .orderBy(direction(column), direction(activities.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(activities).where(page.where);
  return { records: records, total: Number(n) };
}

/** One activity within `scope` (the caller's active region for reads, member regions for writes). */
export async function findActivity(db: Database, id: number, scope: SQL | undefined, forUpdate = false): Promise<ActivityRow | null> {
  const query = db
    .select(activityRow)
    .from(activities)
    .where(and(eq(activities.id, id), scope))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: activities }) : await query;
  return row ?? null;
}

/** The region an activity belongs to, whoever asks: to tell a member which region to switch to. */
export async function activityRegion(db: Database, id: number): Promise<number | null> {
  const [row] = await db.select({ region_id: activities.region_id }).from(activities).where(eq(activities.id, id)).limit(1);
  return row?.region_id ?? null;
}

/** What the activity page adds to the row: services, people, resources, conflicts, RTS, texts. */
export async function activityDetails(db: Database, id: number) {
  const [texts] = await db.select({ remarks: activities.remarks }).from(activities).where(eq(activities.id, id));
  const serviceRows = await servicesOfActivity(db, id);
  const assignments = await db
    .select({
      id: activityAssignments.id,
      technician_id: activityAssignments.technician_id,
      name: technicians.name,
      role: activityAssignments.role,
      planned_minutes: activityAssignments.planned_minutes,
      actual_minutes: activityAssignments.actual_minutes,
      override_reason: activityAssignments.override_reason,
      overridden_rules: activityAssignments.overridden_rules,
      broken_rules: activityAssignments.broken_rules,
    })
    .from(activityAssignments)
    .innerJoin(technicians, eq(technicians.id, activityAssignments.technician_id))
    .where(eq(activityAssignments.activity_id, id))
    .orderBy(sql`${activityAssignments.role} = 'lead' desc`, activityAssignments.id);
  return {
    ...texts,
    services: serviceRows,
    assignments,
    allocations: await allocationsOf(db, id),
    conflicts: await activityConflicts(db, id),
    rts: await signedRts(db, id),
  };
}

async function allocationsOf(db: Database, id: number) {
  return db
    .select({
      id: activityAllocations.id,
      kind: activityAllocations.kind,
      resource_id: sql<number>`coalesce(${activityAllocations.truck_id}, ${activityAllocations.equipment_id}, ${activityAllocations.calibrated_tool_id})`,
      label: sql<string>`coalesce(${trucks.registration}, ${equipment.asset_no} || ' ' || ${equipment.name}, ${calibratedTools.tool_no} || ' ' || ${calibratedTools.description})`,
      override_reason: activityAllocations.override_reason,
    })
    .from(activityAllocations)
    .leftJoin(trucks, eq(trucks.id, activityAllocations.truck_id))
    .leftJoin(equipment, eq(equipment.id, activityAllocations.equipment_id))
    .leftJoin(calibratedTools, eq(calibratedTools.id, activityAllocations.calibrated_tool_id))
    .where(eq(activityAllocations.activity_id, id))
    .orderBy(activityAllocations.id);
}

async function signedRts(db: Database, id: number) {
  const [row] = await db
    .select({
      signed_at: activityRts.signed_at,
      signed_by_name: users.name,
      technician_name: technicians.name,
      licence: activityRts.licence,
      statement: activityRts.statement,
      sha256: activityRts.pdf_sha256,
    })
    .from(activityRts)
    .innerJoin(users, eq(users.id, activityRts.signed_by))
    .innerJoin(technicians, eq(technicians.id, activityRts.technician_id))
    .where(eq(activityRts.activity_id, id));
  return row ?? null;
}

/**
 * Every other activity that double-books someone assigned to one of `ids`: [{of_activity_id,
 * technician_id, activity_id, work_order}]. Every write to a job runs it twice (before and after, for
 * the notices of new double bookings), so it is a named statement: each connection parses it once,
 * and its plan — most of its cost, for eight correlated subqueries — is kept once PostgreSQL settles
 * on a generic one. A batch of re-timed jobs asks for all of them at once.
 */
export async function conflictsOfActivities(
  db: Database,
  ids: readonly number[],
): Promise<{ of_activity_id: number; technician_id: number; activity_id: number; work_order: string }[]> {
  if (!ids.length) return [];
  return db
    .select({
      of_activity_id: sql<number>`this.id`,
      technician_id: sql<number>`found.technician_id`,
      activity_id: sql<number>`found.activity_id`,
      work_order: sql<string>`found.work_order`,
    })
    .from(activityConflictsFrom())
    .where(sql`this.id = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(sql`this.id, found.technician_id, found.sta_at, found.activity_id`)
    .prepare('activity_conflicts')
    .execute({ ids: idArrayText(ids) });
}

/** Every other activity that double-books someone assigned here: [{technician_id, activity_id, work_order}]. */
export async function activityConflicts(
  db: Database,
  id: number,
): Promise<{ technician_id: number; activity_id: number; work_order: string }[]> {
  return (await conflictsOfActivities(db, [id])).map(({ technician_id, activity_id, work_order }) => ({
    technician_id,
    activity_id,
    work_order,
  }));
}

/**
 * The timeline's one request: the activities of the region (or a station) on `days` station-local days from
 * `date` (one, or the planner's week), its technicians and stations.
 */
export async function timelineOf(db: Database, regionId: number, date: string, stationId: number | null, days = 1) {
  const day = and(
    eq(activities.region_id, regionId),
    days === 1 ? eq(activities.local_date, date) : between(activities.local_date, date, addCalendarDays(date, days - 1)),
    stationId === null ? undefined : eq(activities.station_id, stationId),
  );
  const [rows, people, places] = [
    await db.select(activityRow).from(activities).where(day).orderBy(asc(activities.sta_at), asc(activities.id)),
    await db
      .select({ id: technicians.id, name: technicians.name, home_station_id: technicians.home_station_id })
      .from(technicians)
      .where(and(eq(technicians.region_id, regionId), eq(technicians.active, true)))
      .orderBy(technicians.name, technicians.id),
    await db
      .select({ id: stations.id, code: stations.code, name: stations.name, time_zone: airport.time_zone })
      .from(stations)
      .innerJoin(airport, eq(airport.id, stations.airport_id))
      .where(and(eq(stations.region_id, regionId), stationId === null ? undefined : eq(stations.id, stationId)))
      .orderBy(stations.code),
  ];
  return { date, activities: rows as ActivityRow[], technicians: people, stations: places };
}

/** The station's code and IANA zone, if the station belongs to one of `regionIds`. */
export async function stationOf(db: Database, stationId: number, regionIds: number[]) {
  const [row] = await db
    .select({ id: stations.id, code: stations.code, region_id: stations.region_id, time_zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(and(eq(stations.id, stationId), inArray(stations.region_id, regionIds.length ? regionIds : [0])))
    .limit(1);
  return row ?? null;
}
