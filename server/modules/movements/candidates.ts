import { sql } from 'drizzle-orm';
import type { MovementCandidate } from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { idArray } from '../../db/idArray';
import { flightKey } from '../../db/schema';

/** A station of the movement's airport: the one in the sender's regions when there is one. */
export interface MovementStation {
  id: number;
  region_id: number;
  /** The sender may write this station's jobs. */
  allowed: boolean;
}

/**
 * The stations at these airports (IATA codes), each airport's in the sender's regions first; an
 * airport where the company has none is missing from the answer.
 */
export async function stationsAt(db: Database, iatas: readonly string[], regionIds: number[]): Promise<Map<string, MovementStation>> {
  if (!iatas.length) return new Map();
  const { rows } = (await db.execute(sql`
    select distinct on (ap.iata) ap.iata, st.id, st.region_id, st.region_id = any(${idArray(regionIds)}) as allowed
    from stations st join airport ap on ap.id = st.airport_id
    where ap.iata = any(${sql.param(`{${iatas.join(',')}}`)}::text[])
    order by ap.iata, allowed desc, st.id`)) as { rows: (MovementStation & { iata: string })[] };
  return new Map(rows.map(({ iata, ...station }) => [iata, station]));
}

/** What a movement's jobs are looked up by. */
export interface CandidateLookup {
  flight_no: string;
  flight_date: string;
  registration: string | null;
  /** The movement's station; null: only its flight number is looked for. */
  station_id: number | null;
}

const a = sql.raw('a');
const columns = sql`a.id, ap.iata as station, a.inbound_flight_no, a.outbound_flight_no, a.registration,
  coalesce(a.sta_at, a.eta_at) as arrival_at, coalesce(a.std_at, a.etd_at) as departure_at`;
const fromJobs = sql`from activities a join stations st on st.id = a.station_id join airport ap on ap.id = st.airport_id`;

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
 * The jobs each movement may be about (matchMovement decides which), in one statement for a whole
 * chunk: in the sender's regions, not cancelled, on the flight's UTC day or two either side (a long
 * delay, a far time zone), and either of the same flight number at any station (`flight`: found by
 * the flight-key indexes) or of the same aircraft at the movement's station (`aircraft`: every job of
 * the station's days is read, so it is asked only of the movements the flight did not settle).
 * Answered in the lookups' order.
 */
export async function movementCandidates(
  db: Database,
  lookups: readonly CandidateLookup[],
  regionIds: number[],
  by: 'flight' | 'aircraft',
): Promise<MovementCandidate[][]> {
  const found: MovementCandidate[][] = lookups.map(() => []);
  if (!lookups.length) return found;
  const scope = sql`a.region_id = any(${idArray(regionIds)}) and a.status <> 'cancelled'
    and a.local_date between m.flight_date - 2 and m.flight_date + 2`;
  const jobs =
    by === 'flight'
      ? sql`select ${columns} ${fromJobs} where ${scope} and ${flightKey(sql`${a}.inbound_flight_no`)} = m.flight_no
          union select ${columns} ${fromJobs} where ${scope} and ${flightKey(sql`${a}.outbound_flight_no`)} = m.flight_no`
      : sql`select ${columns} ${fromJobs} where ${scope} and a.station_id = m.station_id
          and replace(upper(a.registration), '-', '') = m.registration`;
  const { rows } = (await db.execute(sql`
    select m.n, c.* from jsonb_to_recordset(${JSON.stringify(lookups.map((lookup, n) => ({ n, ...lookup })))}::jsonb)
      as m(n int, flight_no text, flight_date date, registration text, station_id int)
    cross join lateral (${jobs}) c`)) as { rows: Record<string, unknown>[] };
  for (const row of rows) found[Number(row.n)].push(asCandidate(row));
  return found;
}
