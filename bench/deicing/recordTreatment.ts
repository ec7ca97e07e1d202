import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../common/sql';

/** What a treatment body names: CDG, its crew, Air France, an A320, the Type I and a Type IV fluid with their materials. */
export interface TreatmentFixture {
  stationId: number;
  crew: number[];
  customerId: number;
  typeId: number;
  typeI: { id: number; material_id: number };
  typeIV: { id: number; material_id: number };
  /** A serviceable de-icing truck of the station: every step names what sprayed it. */
  truckId: number;
}

export async function loadFixture(db: Database): Promise<TreatmentFixture> {
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0];
  const station = await one<{ id: number }>(sql`select id from stations where code = 'CDG'`);
  const crew = rowsOf<{ id: number }>(
    await db.execute(sql`select id from technicians where home_station_id = ${station.id} and active order by id limit 2`),
  );
  const customer = await one<{ id: number }>(sql`select id from customers where iata = 'AF'`);
  const type = await one<{ id: number }>(sql`select id from aircraft_type where icao = 'A320'`);
  const typeI = await one<{ id: number; material_id: number }>(
    sql`select id, material_id from de_icing_fluids where fluid_type = 'I' order by id limit 1`,
  );
  const typeIV = await one<{ id: number; material_id: number }>(
    sql`select id, material_id from de_icing_fluids where fluid_type = 'IV' order by id limit 1`,
  );
  const truck = await one<{ id: number }>(
    sql`select id from trucks where station_id = ${station.id} and type = 'de_icing_truck' and status = 'serviceable' order by id limit 1`,
  );
  return { stationId: station.id, crew: crew.map((c) => c.id), customerId: customer.id, typeId: type.id, typeI, typeIV, truckId: truck.id };
}

const benchLot = 'BENCH-LOT';
const minutes = (base: number, plus: number) => new Date(base + plus * 60_000).toISOString();

/**
 * POSTs `count` two-step treatments one after another through the running server (zod, rules, HOT
 * window from the active table, two stock movements, audit, response) and answers each one's time.
 */
export async function measureRecording(port: number, token: string, fixture: TreatmentFixture, count: number): Promise<number[]> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const api = (path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  for (const material of [fixture.typeI.material_id, fixture.typeIV.material_id]) {
    const delivery = await api('/de_icing/deliveries', {
      station_id: fixture.stationId,
      material_id: material,
      litres: count * 40 + 1000,
      delivered_at: new Date().toISOString(),
      reference: 'BENCH',
      // Every step names its fluid batch: the bench's deliveries are that batch.
      batch_no: benchLot,
    });
    if (!delivery.ok) throw new Error(`Delivery refused: ${delivery.status} ${await delivery.text()}`);
  }
  const base = Date.UTC(2027, 0, 5, 6);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = base + i * 15 * 60_000;
    const body = {
      station_id: fixture.stationId,
      customer_id: fixture.customerId,
      flight_no: `AF${1000 + i}`,
      aircraft_type_id: fixture.typeId,
      registration: 'F-HBNC',
      operator_ids: fixture.crew,
      oat_c: -4,
      precipitation: 'snow',
      intensity: 'light',
      procedure: 'two_step',
      surfaces: ['wings', 'horizontal_stabiliser'],
      steps: [
        {
          purpose: 'de_icing',
          fluid_id: fixture.typeI.id,
          concentration: 50,
          freezing_point_c: -16,
          litres: 25,
          lot: benchLot,
          truck_id: fixture.truckId,
          started_at: minutes(start, 0),
          ended_at: minutes(start, 6),
        },
        {
          purpose: 'anti_icing',
          fluid_id: fixture.typeIV.id,
          concentration: 100,
          litres: 12,
          lot: benchLot,
          truck_id: fixture.truckId,
          started_at: minutes(start, 7),
          ended_at: minutes(start, 10),
        },
      ],
    };
    const started = performance.now();
    const response = await api('/de_icing_treatments', body);
    const answer = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`Treatment refused: ${response.status} ${answer}`);
  }
  return times;
}
