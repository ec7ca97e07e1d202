import { and, asc, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { activityWindow } from '../../../model/core/activityWindow';
import type { Booking } from '../../../model/modules/training/sessionRules';
import type { Database } from '../../db/client';
import {
  activities,
  activityAssignments,
  stations,
  technicianCourses,
  technicians,
  trainingActivities,
  trainingAttendees,
  trainingCourses,
} from '../../db/schema';
import { activityTimeColumns } from '../../core/workItem/activityFacts';
import type { SessionRow } from './sessionQueries';

/** An attendee as the session page lists it: never the certificate's bytes, only whether there are some. */
export const attendeeColumns = {
  id: trainingAttendees.id,
  version: trainingAttendees.version,
  training_activity_id: trainingAttendees.training_activity_id,
  technician_id: trainingAttendees.technician_id,
  technician_name: technicians.name,
  employee_no: technicians.employee_no,
  home_station_code: stations.code,
  result: trainingAttendees.result,
  completed_on: trainingAttendees.completed_on,
  certificate_no: trainingAttendees.certificate_no,
  certificate_name: trainingAttendees.certificate_name,
  has_certificate: sql<boolean>`${trainingAttendees.certificate_path} is not null`,
  expires_on: technicianCourses.expires_on,
};

export async function listAttendees(db: Database, sessionId: number) {
  return db
    .select(attendeeColumns)
    .from(trainingAttendees)
    .innerJoin(technicians, eq(technicians.id, trainingAttendees.technician_id))
    .leftJoin(stations, eq(stations.id, technicians.home_station_id))
    .leftJoin(technicianCourses, eq(technicianCourses.training_attendee_id, trainingAttendees.id))
    .where(eq(trainingAttendees.training_activity_id, sessionId))
    .orderBy(asc(technicians.name), asc(trainingAttendees.id));
}
export type AttendeeRecord = Awaited<ReturnType<typeof listAttendees>>[number];

export async function findAttendee(db: Database, sessionId: number, attendeeId: number) {
  const [row] = await db
    .select({
      id: trainingAttendees.id,
      version: trainingAttendees.version,
      technician_id: trainingAttendees.technician_id,
      result: trainingAttendees.result,
      completed_on: trainingAttendees.completed_on,
      certificate_no: trainingAttendees.certificate_no,
    })
    .from(trainingAttendees)
    .where(and(eq(trainingAttendees.id, attendeeId), eq(trainingAttendees.training_activity_id, sessionId)))
    .for('update');
  return row;
}

export async function enrolledCount(db: Database, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingAttendees)
    .where(eq(trainingAttendees.training_activity_id, sessionId));
  return Number(row?.n ?? 0);
}

/** Active technicians of the session's region among `ids`, with whether they are already on it. */
export async function candidateTechnicians(db: Database, session: SessionRow, ids?: number[]) {
  return db
    .select({
      id: technicians.id,
      name: technicians.name,
      employee_no: technicians.employee_no,
      home_station_code: stations.code,
      enrolled: sql<boolean>`exists (select 1 from training_attendees ta where ta.training_activity_id = ${session.id} and ta.technician_id = ${technicians.id})`,
    })
    .from(technicians)
    .leftJoin(stations, eq(stations.id, technicians.home_station_id))
    .where(
      and(
        eq(technicians.region_id, session.region_id),
        eq(technicians.active, true),
        ids ? inArray(technicians.id, ids.length ? ids : [0]) : undefined,
      ),
    )
    .orderBy(asc(technicians.name), asc(technicians.id));
}

const dayMs = 86_400_000;
const isoDay = (instant: Date, days: number) => new Date(instant.getTime() + days * dayMs).toISOString().slice(0, 10);

/**
 * What the technicians are already booked on around the session: their live activity assignments
 * (window by the best known times, as the assignment rules read it) and the other sessions they
 * attend that are not cancelled. Grouped by technician.
 */
export async function bookingsOf(db: Database, session: SessionRow, technicianIds: number[]): Promise<Map<number, Booking[]>> {
  const byTechnician = new Map<number, Booking[]>(technicianIds.map((id) => [id, []]));
  if (!technicianIds.length) return byTechnician;
  // Local dates shift an activity by at most a day from its UTC instants.
  const work = await db
    .select({
      technician_id: activityAssignments.technician_id,
      work_order: activities.work_order,
      ...activityTimeColumns,
      service_minutes:
        sql<number>`(select coalesce(sum(s.standard_minutes), 0) from activity_services s where s.activity_id = ${activities.id})`.mapWith(
          Number,
        ),
    })
    .from(activityAssignments)
    .innerJoin(activities, eq(activities.id, activityAssignments.activity_id))
    .where(
      and(
        inArray(activityAssignments.technician_id, technicianIds),
        ne(activities.status, 'cancelled'),
        sql`${activities.local_date} between ${isoDay(session.starts_at, -1)} and ${isoDay(session.ends_at, 1)}`,
      ),
    );
  for (const row of work) {
    const window = activityWindow(row);
    if (window) byTechnician.get(row.technician_id)?.push({ kind: 'activity', label: row.work_order, window });
  }
  const sessions = await db
    .select({
      technician_id: trainingAttendees.technician_id,
      code: trainingCourses.code,
      starts_at: trainingActivities.starts_at,
      ends_at: trainingActivities.ends_at,
    })
    .from(trainingAttendees)
    .innerJoin(trainingActivities, eq(trainingActivities.id, trainingAttendees.training_activity_id))
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingActivities.course_id))
    .where(
      and(
        inArray(trainingAttendees.technician_id, technicianIds),
        ne(trainingActivities.id, session.id),
        ne(trainingActivities.status, 'cancelled'),
        lt(trainingActivities.starts_at, session.ends_at),
        gt(trainingActivities.ends_at, session.starts_at),
      ),
    );
  for (const row of sessions)
    byTechnician.get(row.technician_id)?.push({ kind: 'session', label: row.code, window: { start: row.starts_at, end: row.ends_at } });
  return byTechnician;
}

/** An attendee's certificate: where it is stored and its name; undefined when none. */
export async function certificateOf(db: Database, sessionId: number, attendeeId: number) {
  const [row] = await db
    .select({
      path: trainingAttendees.certificate_path,
      name: trainingAttendees.certificate_name,
    })
    .from(trainingAttendees)
    .where(
      and(
        eq(trainingAttendees.id, attendeeId),
        eq(trainingAttendees.training_activity_id, sessionId),
        isNotNull(trainingAttendees.certificate_path),
      ),
    );
  return row;
}
