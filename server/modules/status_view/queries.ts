import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityServices, regions, services, technicians } from '../../db/schema';

/**
 * What the status board reads beside the Scheduled timeline's day (Drizzle only, no Fastify):
 * the region's zone for the default date, and per activity its service codes and its people's
 * names — one query each for the whole day, not one per card.
 */

/** The region's IANA zone ('UTC' when the region names none). */
export async function regionTimeZone(db: Database, regionId: number): Promise<string> {
  const [row] = await db.select({ time_zone: regions.time_zone }).from(regions).where(eq(regions.id, regionId)).limit(1);
  return row?.time_zone ?? 'UTC';
}

/** Service codes per activity, in the order they were added to it. */
export async function serviceCodesOf(db: Database, activityIds: number[]): Promise<Map<number, string[]>> {
  const codes = new Map<number, string[]>();
  if (!activityIds.length) return codes;
  const rows = await db
    .select({ activity_id: activityServices.activity_id, code: services.code })
    .from(activityServices)
    .innerJoin(services, eq(services.id, activityServices.service_id))
    .where(inArray(activityServices.activity_id, activityIds))
    .orderBy(asc(activityServices.activity_id), asc(activityServices.id));
  for (const row of rows) codes.set(row.activity_id, [...(codes.get(row.activity_id) ?? []), row.code]);
  return codes;
}

/**
 * Names of technicians by id, whichever region or state they are in now: someone assigned
 * yesterday and since made inactive still worked the job.
 */
export async function technicianNamesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: technicians.id, name: technicians.name })
    .from(technicians)
    .where(inArray(technicians.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
