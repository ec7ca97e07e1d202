import { and, eq, sql, type SQL } from 'drizzle-orm';
import { activityFigures } from '../../../model/modules/home/figures';
import type { ActivityFigure } from '../../../model/modules/home/whatsUp';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema';
import { readableActivities } from '../scheduled/activityAccess';
import { activityFilterConditions } from '../scheduled/activityFilters';

/**
 * The day's activity figures and its staffing in one statement. Each figure is counted with the
 * Scheduled list's own filter code (activityFilterConditions) on the list's own scope
 * (readableActivities: the active region), so a figure and the list its link opens agree.
 */
export async function dayFigures(db: Database, session: Session, regionId: number, date: string) {
  const figures = activityFigures(date);
  const counts = Object.fromEntries(
    figures.map(({ id, filter }) => [id, sql<number>`count(*) filter (where ${and(...activityFilterConditions({ ...filter }, session)) ?? sql`true`})`.mapWith(Number)]),
  ) as Record<string, SQL<number>>;
  const [row] = await db
    .select({
      ...counts,
      // Until Manpower rosters say who is on duty, "available" is every active technician of the region.
      technicians_assigned: sql<number>`(select count(distinct aa.technician_id) from activity_assignments aa join activities day on day.id = aa.activity_id
        where day.region_id = ${regionId} and day.local_date = ${date} and day.status <> 'cancelled')`.mapWith(Number),
      technicians_available: sql<number>`(select count(*) from technicians t where t.region_id = ${regionId} and t.active)`.mapWith(Number),
    })
    .from(activities)
    .where(and(readableActivities(session), eq(activities.local_date, date)));
  const values = row as unknown as Record<string, number>;
  return {
    activities: figures.map(({ id, filter }): ActivityFigure => ({ id, count: values[id], filter })),
    technicians: { assigned: values.technicians_assigned, available: values.technicians_available, available_source: 'active_technicians' as const },
  };
}

/** The same shape with nothing counted: no active region. */
export function emptyDayFigures(date: string) {
  return {
    activities: activityFigures(date).map(({ id, filter }): ActivityFigure => ({ id, count: 0, filter })),
    technicians: { assigned: 0, available: 0, available_source: 'active_technicians' as const },
  };
}
