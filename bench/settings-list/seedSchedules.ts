import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { pgArray, rowsOf } from '../common/sql';

/** Real IATA airline designators, so flight numbers look like the ones planners search for. */
const airlines = ['AF', 'KL', 'LH', 'SK', 'AY', 'AC', 'BA', 'IB', 'LX', 'OS', 'SN', 'TP', 'EI', 'DY', 'FI', 'UA', 'DL', 'AA', 'WS', 'TS'];
const weekPatterns = ['{1,2,3,4,5,6,7}', '{1,2,3,4,5}', '{1,3,5}', '{2,4,6,7}', '{5,7}'];
const batchSize = 20_000;

export interface SeededSchedules {
  regionId: number;
  stationIds: number[];
  /** A flight number that exists exactly once: the selective search. */
  sampleFlightNo: string;
}

/**
 * Adds `rows` flight schedules to the demo data, spread over the stations of the demo admin's
 * active region, with unnest() arrays: one INSERT per 20 000 rows.
 */
export async function seedFlightSchedules(db: Database, rows: number): Promise<SeededSchedules> {
  const region = await db.execute(sql`select instance_id as id from users where email = 'admin@tarmac.test'`);
  const regionId = Number(rowsOf<{ id: number }>(region)[0].id);
  const stationRows = rowsOf<{ id: number }>(await db.execute(sql`select id from stations where region_id = ${regionId} order by id`));
  const customerRows = rowsOf<{ id: number }>(await db.execute(sql`select id from customers order by id`));
  const typeRows = rowsOf<{ id: number }>(await db.execute(sql`select id from aircraft_type order by id`));
  const stationIds = stationRows.map((r) => Number(r.id));

  for (let start = 0; start < rows; start += batchSize) {
    const count = Math.min(batchSize, rows - start);
    const columns = {
      station: [] as number[],
      customer: [] as number[],
      type: [] as number[],
      inbound: [] as string[],
      outbound: [] as string[],
      days: [] as string[],
      sta: [] as string[],
      from: [] as string[],
    };
    for (let k = 0; k < count; k++) {
      const i = start + k;
      const { airline, number } = flightOf(i);
      columns.station.push(stationIds[i % stationIds.length]);
      columns.customer.push(Number(customerRows[i % customerRows.length].id));
      columns.type.push(Number(typeRows[i % typeRows.length].id));
      columns.outbound.push(`${airline}${number}`);
      columns.inbound.push(`${airline}${number + 1}`);
      columns.days.push(weekPatterns[i % weekPatterns.length]);
      const minutes = 360 + ((i * 37) % 960);
      columns.sta.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`);
      columns.from.push(`2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`);
    }
    await db.execute(sql`
      insert into flight_schedule (region_id, station_id, customer_id, aircraft_type_id, inbound_flight_no, outbound_flight_no, days_of_week, sta, std, valid_from)
      select ${regionId}, s, c, t, i, o, d::smallint[], a::time, a::time + interval '50 minutes', f::date
      from unnest(${pgArray(columns.station)}::int[], ${pgArray(columns.customer)}::int[], ${pgArray(columns.type)}::int[],
                  ${pgArray(columns.inbound)}::text[], ${pgArray(columns.outbound)}::text[], ${pgArray(columns.days)}::text[],
                  ${pgArray(columns.sta)}::text[], ${pgArray(columns.from)}::text[]) as x(s, c, t, i, o, d, a, f)
      on conflict do nothing`);
  }
  // A bulk insert leaves the trigram GIN indexes' pending lists full, which every search then
  // scans linearly until autovacuum merges them: merge now so both sides measure the steady state.
  await db.execute(sql`vacuum analyze flight_schedule`);
  // Write the seeded pages out now, not in a checkpoint halfway through the measurements
  // (CHECKPOINT needs a superuser or pg_checkpoint; without it the run goes on regardless).
  await db.execute(sql`checkpoint`).catch(() => console.log('(no CHECKPOINT: the role may not run it)'));
  // A four-digit even number matches one outbound flight only: a selective search.
  const sample = flightOf(Math.min(rows - 1, airlines.length * 1500 + 7));
  return { regionId, stationIds, sampleFlightNo: `${sample.airline}${sample.number}` };
}

/** Row i's airline and outbound number: 20 airlines × 4 999 even numbers, then the next block shifted by 10 000. */
function flightOf(i: number): { airline: string; number: number } {
  const perBlock = airlines.length * 4999;
  return {
    airline: airlines[i % airlines.length],
    number: 2 * (1 + (Math.floor(i / airlines.length) % 4999)) + 10_000 * Math.floor(i / perBlock),
  };
}
