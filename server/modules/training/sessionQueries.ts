import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { SessionFacts } from '../../../model/modules/training/sessionRules';
import { activeRegionId, type Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { airport, stations, trainingActivities, trainingCourses } from '../../db/schema';
import { notFound } from '../../errors';

export interface SessionRow extends SessionFacts {
  region_id: number;
  course_id: number;
  course_code: string;
  validity_months: number | null;
}

/** Sessions the caller reads: their active region's (as the list shows them). */
export const readableSessions = (session: Session): SQL => eq(trainingActivities.region_id, activeRegionId(session) ?? 0);

/** Sessions the caller may change: those of any region they belong to. */
export const writableSessions = (session: Session): SQL => {
  const regionIds = session.regions.map((r) => r.region_id);
  return inArray(trainingActivities.region_id, regionIds.length ? regionIds : [0]);
};

/**
 * One session with what its rules need (course validity, its station's time zone — UTC for one
 * given elsewhere). Another region's session answers 404, like one that does not exist.
 */
export async function findSession(db: Database, id: number, scope: SQL, forUpdate = false): Promise<SessionRow> {
  const query = db
    .select({
      id: trainingActivities.id,
      region_id: trainingActivities.region_id,
      status: trainingActivities.status,
      capacity: trainingActivities.capacity,
      starts_at: trainingActivities.starts_at,
      ends_at: trainingActivities.ends_at,
      course_id: trainingActivities.course_id,
      course_code: trainingCourses.code,
      validity_months: trainingCourses.validity_months,
      time_zone: airport.time_zone,
    })
    .from(trainingActivities)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingActivities.course_id))
    .leftJoin(stations, eq(stations.id, trainingActivities.station_id))
    .leftJoin(airport, eq(airport.id, stations.airport_id))
    .where(and(eq(trainingActivities.id, id), scope));
  // Enrolments lock the session row, so two supervisors filling the last seat never both get it.
  const [row] = forUpdate ? await query.for('update', { of: trainingActivities }) : await query;
  if (!row) throw notFound();
  return { ...row, time_zone: row.time_zone ?? 'UTC' };
}
