import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, services, stations, technicians } from '../../db/schema';
import { invalid } from '../../errors';

type IdTable = typeof stations | typeof technicians | typeof customers | typeof services;

/**
 * What "a record the report's region may name" means per id parameter (server/db/schema):
 * stations and technicians carry a region_id, so theirs must be the report's region; customers
 * (network.ts) and services (operations.ts) have no region — one catalogue serves every region —
 * so for them it means only that the record exists.
 */
const referenced: Record<
  'station_id' | 'technician_id' | 'customer_id' | 'service_id',
  { table: IdTable; inRegion?: (regionId: number) => SQL }
> = {
  station_id: { table: stations, inRegion: (regionId) => eq(stations.region_id, regionId) },
  technician_id: { table: technicians, inRegion: (regionId) => eq(technicians.region_id, regionId) },
  customer_id: { table: customers },
  service_id: { table: services },
};

/**
 * The ids a saved view's or schedule's parameters name, checked against the report's region before
 * they are stored: a stored filter is run (and named in the mail and export header) later, so one
 * naming another region's station or technician would carry that region's data or names to the
 * owner's recipients. Another region's record answers exactly as an unknown id (422 "does not
 * exist" on `params.<name>`), so the answer tells nothing about other regions. See docs/security.md.
 */
export async function assertParamReferences(db: Database, regionId: number, params: Record<string, unknown>): Promise<void> {
  const missing: Record<string, string> = {};
  for (const [key, { table, inRegion }] of Object.entries(referenced)) {
    const id = params[key];
    if (typeof id !== 'number') continue;
    const [row] = await db
      .select({ id: table.id })
      .from(table as typeof stations)
      .where(and(eq(table.id, id), inRegion?.(regionId)));
    if (!row) missing[`params.${key}`] = 'validation.reference_missing';
  }
  if (Object.keys(missing).length) throw invalid(missing);
}
