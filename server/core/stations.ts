import { sql, type SQL } from 'drizzle-orm';
import type { Session } from '../auth/session';
import { memberRegions } from '../crud/regionScope';
import type { Database } from '../db/client';

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

/**
 * A station of one of the caller's regions with its time zone, as one JSON value (null for any other
 * station): memberStation's statement, and a column of a save that reads its facts in one round trip.
 */
export function memberStationJson(session: Session, stationId: number): SQL<StationFacts | null> {
  return sql<StationFacts | null>`(select json_build_object('id', s.id, 'region_id', s.region_id, 'code', s.code, 'time_zone', a.time_zone)
    from stations s join airport a on a.id = s.airport_id
    where s.id = ${stationId} and s.region_id in (${sql.join(
      memberRegions(session).map((id) => sql`${id}`),
      sql`, `,
    )}))`;
}

/** A station of one of the caller's regions, with its time zone; null for any other. */
export async function memberStation(db: Database, session: Session, stationId: number): Promise<StationFacts | null> {
  const { rows } = (await db.execute(sql`select ${memberStationJson(session, stationId)} as station`)) as {
    rows: { station: StationFacts | null }[];
  };
  return rows[0].station;
}

/**
 * A computed time zone: the zone of the row's station (its airport's), so the browser shows the row's
 * instants in the station's time with its label (docs/ARCHITECTURE.md, "Internationalisation").
 * Null for a row without a station.
 */
export const stationTimeZone = (table: string, column = 'station_id') => ({
  sql: sql<string>`(select ap.time_zone from stations st join airport ap on ap.id = st.airport_id where st.id = ${sql.raw(`"${table}"."${column}"`)})`,
});
