import { and, eq, sql, type SQL } from 'drizzle-orm';
import { activityFigures } from '../../../model/modules/home/figures';
import type { ActivityFigure } from '../../../model/modules/home/homeDay';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema';
import { dayStaffing } from '../manpower';
import { activityFilterConditions, readableActivities } from '../scheduled';

/**
 * The day's activity figures in one statement, and its staffing from the roster (who is on duty
 * against the work the day needs). Each figure is counted with the
 * Scheduled list's own filter code (activityFilterConditions) on the list's own scope
 * (readableActivities: the active region), so a figure and the list its link opens agree.
 */
export async function dayFigures(db: Database, session: Session, regionId: number, date: string) {
  const figures = activityFigures(date);
  const counts = Object.fromEntries(
    figures.map(({ id, filter }) => [
      id,
      sql<number>`count(*) filter (where ${and(...activityFilterConditions({ ...filter }, session)) ?? sql`true`})`.mapWith(Number),
    ]),
  ) as Record<string, SQL<number>>;
  const [[row], staffing] = await Promise.all([
    db
      .select({
        ...counts,
        technicians_assigned:
          sql<number>`(select count(distinct aa.technician_id) from activity_assignments aa join activities day on day.id = aa.activity_id
          where day.region_id = ${regionId} and day.local_date = ${date} and day.status <> 'cancelled')`.mapWith(Number),
      })
      .from(activities)
      .where(and(readableActivities(session), eq(activities.local_date, date))),
    dayStaffing(db, regionId, date),
  ]);
  const values = row as unknown as Record<string, number>;
  return {
    activities: figures.map(({ id, filter }): ActivityFigure => ({ id, count: values[id], filter })),
    technicians: { assigned: values.technicians_assigned, ...staffing },
  };
}

/** The same shape with nothing counted: no active region. */
export function emptyDayFigures(date: string) {
  return {
    activities: activityFigures(date).map(({ id, filter }): ActivityFigure => ({ id, count: 0, filter })),
    technicians: { assigned: 0, on_duty: 0, rostered_minutes: 0, needed_minutes: 0 },
  };
}
