import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, rosterShifts } from '../../db/schema';
import { activityNeeds } from './activityNeeds';

/**
 * A region's day as What's up shows it (issue 14 §2): who is rostered on a working shift that day
 * and for how long, against the person-minutes its activities need — the same need the roster's
 * demand counts (activityNeed), each activity on its own local day.
 */
export async function dayStaffing(db: Database, regionId: number, date: string) {
  const [[rostered], needs] = await Promise.all([
    db
      .select({
        on_duty: sql<number>`count(distinct ${rosterShifts.technician_id})`.mapWith(Number),
        rostered_minutes: sql<number>`coalesce(sum(extract(epoch from ${rosterShifts.ends_at} - ${rosterShifts.starts_at})) / 60, 0)`.mapWith(Number),
      })
      .from(rosterShifts)
      .where(and(eq(rosterShifts.region_id, regionId), eq(rosterShifts.local_date, date), isNotNull(rosterShifts.starts_at))),
    activityNeeds(db, and(eq(activities.region_id, regionId), eq(activities.local_date, date))),
  ]);
  return { on_duty: rostered.on_duty, rostered_minutes: Math.round(rostered.rostered_minutes), needed_minutes: needs.reduce((total, need) => total + need.minutes, 0) };
}
