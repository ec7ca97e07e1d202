import { sql } from 'drizzle-orm';
import type { MovementCandidate } from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { flightKey } from '../../db/schema';

/** Ids as one int[] parameter (drizzle would spread a JS array into a list of parameters). */
const intArray = (ids: readonly number[]) => sql`${sql.param(`{${ids.map(Number).join(',')}}`)}::int[]`;

/** A station of the movement's airport: the one in the sender's regions when there is one. */
export interface MovementStation {
  id: number;
  region_id: number;
  /** The sender may write this station's jobs. */
  allowed: boolean;
}

/** The stations at an airport (IATA code), in the sender's regions first; null when the company has none there. */
export async function stationAt(db: Database, iata: string, regionIds: number[]): Promise<MovementStation | null> {
  const { rows } = (await db.execute(sql`
    select st.id, st.region_id, st.region_id = any(${intArray(regionIds)}) as allowed
    from stations st join airport ap on ap.id = st.airport_id
    where ap.iata = ${iata}
    order by allowed desc, st.id
    limit 1`)) as { rows: MovementStation[] };
  return rows[0] ?? null;
}

const a = sql.raw('a');
const columns = sql`a.id, ap.iata as station, a.inbound_flight_no, a.outbound_flight_no, a.registration,
  coalesce(a.sta_at, a.eta_at) as arrival_at, coalesce(a.std_at, a.etd_at) as departure_at`;
const fromJobs = sql`from activities a join stations st on st.id = a.station_id join airport ap on ap.id = st.airport_id`;
/** The local days a movement's job may be on: its flight's UTC day, two either side (a long delay, a far time zone). */
const nearDays = (flightDate: string) => sql`a.local_date between ${flightDate}::date - 2 and ${flightDate}::date + 2`;

const asCandidate = (row: Record<string, unknown>): MovementCandidate => ({
  id: Number(row.id),
  station: String(row.station),
  inbound_flight_no: row.inbound_flight_no as string | null,
  outbound_flight_no: row.outbound_flight_no as string | null,
  registration: row.registration as string | null,
  arrival_at: row.arrival_at ? new Date(row.arrival_at as string) : null,
  departure_at: row.departure_at ? new Date(row.departure_at as string) : null,
});

/**
 * The jobs a movement may be about (matchMovement decides which): in the sender's regions, not
 * cancelled, near the flight's day, of the same flight number at any station (found by the
 * flight-key indexes), or of the same aircraft at the movement's station.
 */
export async function movementCandidates(
  db: Database,
  movement: { flight_no: string; flight_date: string; registration: string | null },
  stationId: number | null,
  regionIds: number[],
): Promise<MovementCandidate[]> {
  const scope = sql`a.region_id = any(${intArray(regionIds)}) and a.status <> 'cancelled' and ${nearDays(movement.flight_date)}`;
  const byFlight = sql`select ${columns} ${fromJobs} where ${scope} and ${flightKey(sql`${a}.inbound_flight_no`)} = ${movement.flight_no}
    union select ${columns} ${fromJobs} where ${scope} and ${flightKey(sql`${a}.outbound_flight_no`)} = ${movement.flight_no}`;
  const byAircraft =
    movement.registration && stationId !== null
      ? sql` union select ${columns} ${fromJobs} where ${scope} and a.station_id = ${stationId}
          and replace(upper(a.registration), '-', '') = ${movement.registration}`
      : sql``;
  const { rows } = (await db.execute(sql`${byFlight}${byAircraft}`)) as { rows: Record<string, unknown>[] };
  return rows.map(asCandidate);
}
