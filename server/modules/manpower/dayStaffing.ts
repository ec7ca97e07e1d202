import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, airport, deIcingTreatments, onCallRequests, rosterShifts, stations } from '../../db/schema';
import { activityNeeds } from './activityNeeds';
import { deIcingNeeds } from './deIcingNeeds';
import { onCallNeeds } from './onCallNeeds';

/**
 * A region's day as What's up shows it (docs/modules/manpower.md): who is rostered on a working shift that day
 * and for how long, against the person-minutes its work needs — the same needs the roster's
 * demand counts: activities and treatments on their local day, on-call jobs on the responding
 * station's local day of their dispatch.
 */
export async function dayStaffing(db: Database, regionId: number, date: string) {
  const [[rostered], activityWork, onCallWork, deIcingWork] = await Promise.all([
    db
      .select({
        on_duty: sql<number>`count(distinct ${rosterShifts.technician_id})`.mapWith(Number),
        rostered_minutes:
          sql<number>`coalesce(sum(extract(epoch from ${rosterShifts.ends_at} - ${rosterShifts.starts_at})) / 60, 0)`.mapWith(Number),
      })
      .from(rosterShifts)
      .where(and(eq(rosterShifts.region_id, regionId), eq(rosterShifts.local_date, date), isNotNull(rosterShifts.starts_at))),
    activityNeeds(db, and(eq(activities.region_id, regionId), eq(activities.local_date, date))),
    onCallNeeds(
      db,
      and(
        eq(onCallRequests.region_id, regionId),
        sql`(select (coalesce(${onCallRequests.dispatched_at}, ${onCallRequests.requested_at}) at time zone ${airport.time_zone})::date
          from ${stations} join ${airport} on ${airport.id} = ${stations.airport_id} where ${stations.id} = ${onCallRequests.station_id}) = ${date}`,
      ),
    ),
    deIcingNeeds(db, and(eq(deIcingTreatments.region_id, regionId), eq(deIcingTreatments.local_date, date))),
  ]);
  const needs = [...activityWork, ...onCallWork, ...deIcingWork];
  return {
    on_duty: rostered.on_duty,
    rostered_minutes: Math.round(rostered.rostered_minutes),
    needed_minutes: needs.reduce((total, need) => total + need.minutes, 0),
  };
}
