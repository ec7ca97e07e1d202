import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { planDay } from '../../server/modules/scheduled/planDay';
import { pgArray, rowsOf } from '../common/sql';

/** The bench plans a day far from the demo week, so only the bench's own schedules are on it. */
export const planDate = '2027-06-15';

class Rollback extends Error {}

/** Runs `work` in a transaction that is rolled back afterwards, and returns how long `work` took. */
async function timedAndUndone(db: Database, work: (tx: Database) => Promise<unknown>): Promise<number> {
  let elapsed = 0;
  await db
    .transaction(async (tx) => {
      const started = performance.now();
      await work(tx);
      elapsed = performance.now() - started;
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return elapsed;
}

/**
 * `count` daily schedules valid on the bench date, over every station of the region, each with one to
 * three services; a tenth are night stops whose STD is before the STA (they depart the next day).
 */
export async function seedBenchSchedules(db: Database, regionId: number, count: number): Promise<void> {
  const stations = rowsOf<{ id: number }>(await db.execute(sql`select id from stations where region_id = ${regionId} order by id`)).map(
    (r) => Number(r.id),
  );
  const customers = rowsOf<{ id: number }>(await db.execute(sql`select id from customers order by id`)).map((r) => Number(r.id));
  const types = rowsOf<{ id: number }>(await db.execute(sql`select id from aircraft_type order by id`)).map((r) => Number(r.id));
  const services = rowsOf<{ id: number }>(await db.execute(sql`select id from services where active order by id`)).map((r) => Number(r.id));
  const columns = {
    station: [] as number[],
    customer: [] as number[],
    type: [] as number[],
    outbound: [] as string[],
    sta: [] as string[],
    std: [] as string[],
  };
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  for (let i = 0; i < count; i++) {
    const sta = (i * 37) % 1440;
    columns.station.push(stations[i % stations.length]);
    columns.customer.push(customers[i % customers.length]);
    columns.type.push(types[i % types.length]);
    columns.outbound.push(`BB${String(1000 + i)}`);
    columns.sta.push(clock(sta));
    columns.std.push(clock(i % 10 === 0 ? sta + 600 : sta + 50));
  }
  await db.execute(sql`
    insert into flight_schedule (region_id, station_id, customer_id, aircraft_type_id, outbound_flight_no, days_of_week, sta, std, valid_from)
    select ${regionId}, s, c, t, o, '{1,2,3,4,5,6,7}', a::time, d::time, '2027-01-01'
    from unnest(${pgArray(columns.station)}::int[], ${pgArray(columns.customer)}::int[], ${pgArray(columns.type)}::int[],
                ${pgArray(columns.outbound)}::text[], ${pgArray(columns.sta)}::text[], ${pgArray(columns.std)}::text[]) as x(s, c, t, o, a, d)`);
  await db.execute(sql`
    insert into flight_schedule_services (flight_schedule_id, service_id)
    select fs.id, (${pgArray(services)}::int[])[1 + (fs.id + k) % ${services.length}]
    from flight_schedule fs cross join generate_series(0, 2) k
    where fs.outbound_flight_no like 'BB%' and k <= fs.id % 3
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

/** The floor: the same activities and services by one plain INSERT … SELECT (no zone arithmetic, no numbering, no lock). */
async function insertPlainly(tx: Database, regionId: number): Promise<void> {
  await tx.execute(sql`
    with inserted as (
      insert into activities (region_id, station_id, local_date, customer_id, flight_schedule_id, outbound_flight_no, aircraft_type_id, sta_at, std_at, work_order)
      select fs.region_id, fs.station_id, ${planDate}::date, fs.customer_id, fs.id, fs.outbound_flight_no, fs.aircraft_type_id,
             ${planDate}::timestamptz, ${planDate}::timestamptz, 'FLOOR-' || fs.id
      from flight_schedule fs
      where fs.region_id = ${regionId} and fs.active and fs.valid_from <= ${planDate}::date
        and (fs.valid_to is null or fs.valid_to >= ${planDate}::date)
        and extract(isodow from ${planDate}::date)::smallint = any(fs.days_of_week)
      returning id, flight_schedule_id)
    insert into activity_services (activity_id, service_id, standard_minutes)
    select i.id, sv.id, sv.standard_minutes
    from inserted i join flight_schedule_services fss on fss.flight_schedule_id = i.flight_schedule_id join services sv on sv.id = fss.service_id`);
}

export interface PlanningFigures {
  created: number;
  planDayMs: number[];
  floorMs: number[];
}

/** Plan day and its floor, each `runs` times from scratch (every run rolled back), taking turns. */
export async function measurePlanning(db: Database, regionId: number, runs: number): Promise<PlanningFigures> {
  let created = 0;
  const planDayMs: number[] = [];
  const floorMs: number[] = [];
  // One unmeasured round of each warms the caches and the prepared plans.
  await timedAndUndone(db, (tx) => planDay(tx, { regionId, date: planDate }));
  await timedAndUndone(db, (tx) => insertPlainly(tx, regionId));
  for (let run = 0; run < runs; run++) {
    planDayMs.push(await timedAndUndone(db, async (tx) => (created = (await planDay(tx, { regionId, date: planDate })).created)));
    floorMs.push(await timedAndUndone(db, (tx) => insertPlainly(tx, regionId)));
  }
  return { created, planDayMs, floorMs };
}
