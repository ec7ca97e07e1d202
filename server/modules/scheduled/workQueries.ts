import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityServices, airport, services, stations, technicians } from '../../db/schema';

/**
 * Reads the work on an activity needs (Drizzle only, no Fastify): its services with what they
 * demand of a technician, the caller's own technician record, the station's zone.
 */

/** The activity's services (the page's list, the rules' and the certificate's facts) with the licence category and type authorisation each asks for. */
export async function servicesOfActivity(db: Database, activityId: number) {
  return db
    .select({
      id: activityServices.id,
      service_id: activityServices.service_id,
      code: services.code,
      name: services.name,
      status: activityServices.status,
      standard_minutes: activityServices.standard_minutes,
      completed_at: activityServices.completed_at,
      authorisation_category: services.authorisation_category,
      type_authorisation_required: services.type_authorisation_required,
    })
    .from(activityServices)
    .innerJoin(services, eq(services.id, activityServices.service_id))
    .where(eq(activityServices.activity_id, activityId))
    .orderBy(activityServices.id);
}
export type ActivityServiceFacts = Awaited<ReturnType<typeof servicesOfActivity>>[number];

/** The technician record linked to an account (technicians.user_id), if any. */
export async function technicianOfUser(db: Database, userId: number) {
  const [row] = await db.select().from(technicians).where(eq(technicians.user_id, userId)).orderBy(technicians.id).limit(1);
  return row ?? null;
}

/** A station's code, name and its airport's IANA zone. */
export async function stationPlace(db: Database, stationId: number) {
  const [row] = await db
    .select({ code: stations.code, name: stations.name, time_zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(and(eq(stations.id, stationId)));
  return row;
}
