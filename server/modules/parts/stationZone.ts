import { sql } from 'drizzle-orm';

/**
 * A computed time zone: the zone of the row's station (its airport's), so the browser shows the row's
 * instants in the station's time with its label (docs/ARCHITECTURE.md, "Internationalisation").
 */
export const stationTimeZone = (table: string, column = 'station_id') => ({
  sql: sql<string>`(select ap.time_zone from stations st join airport ap on ap.id = st.airport_id where st.id = ${sql.raw(`"${table}"."${column}"`)})`,
});
