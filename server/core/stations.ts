import { and, eq, inArray } from 'drizzle-orm';
import type { Session } from '../auth/session';
import { memberRegions } from '../crud/regionScope';
import type { Database } from '../db/client';
import { airport, stations } from '../db/schema';

/**
 * A station as the tabs that move stock or treat aircraft read it (De-Icing, Parts). Shared layer: it
 * came out of server/modules/de_icing/treatmentQueries.ts so that Parts no longer reaches into
 * De-Icing for it; it imports no server module.
 */
export interface StationFacts {
  id: number;
  region_id: number;
  code: string;
  time_zone: string;
}

/** A station of one of the caller's regions, with its time zone; null for any other. */
export async function memberStation(db: Database, session: Session, stationId: number): Promise<StationFacts | null> {
  const [row] = await db
    .select({ id: stations.id, region_id: stations.region_id, code: stations.code, time_zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(and(eq(stations.id, stationId), inArray(stations.region_id, memberRegions(session))));
  return row ?? null;
}
