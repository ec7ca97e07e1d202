import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/**
 * The year's stock movements, as the work consumed them: one or two parts issued to each completed
 * activity (scale 1: ~750 000), one to each on-call job, the de-icing fluid of each treatment step,
 * then per station, material and month a receipt a quarter above what that month used, dated on
 * the 1st — so no balance ever goes below zero, as the real ledger guarantees. Lots and levels are
 * then topped up by the sums, as recordMovement would have kept them. Parts are the untracked
 * materials (a serial is one unit in one place: those have their own demo ledger).
 */
export async function seedStockMovements(db: Database): Promise<void> {
  const parts = sql`(select id, unit_cost, row_number() over (order by id) - 1 as n, count(*) over () as total
    from materials where tracking = 'none' and category <> 'de_icing_fluid' and active)`;
  await db.execute(sql`insert into stock_movements (region_id, station_id, material_id, kind, quantity, moved_at, lot, reference, activity_id)
    select a.region_id, a.station_id, m.id, 'issue', -(1 + (a.id + j) % 3), a.atd_at, '', 'bench', a.id
    from activities a
    cross join generate_series(0, 1) j
    join ${parts} m on m.n = (a.id * 7 + j * 3) % m.total
    where a.work_order like 'BENCH-%' and a.status = 'completed' and (j = 0 or a.id % 2 = 0)`);
  await db.execute(sql`insert into stock_movements (region_id, station_id, material_id, kind, quantity, moved_at, lot, reference, on_call_request_id)
    select r.region_id, r.station_id, m.id, 'issue', -1, r.completed_at, '', 'bench', r.id
    from on_call_requests r
    join ${parts} m on m.n = (r.id * 5) % m.total
    where r.request_no like 'BENCH-OC-%' and r.status = 'closed'`);
  await db.execute(sql`insert into stock_movements (region_id, station_id, material_id, kind, quantity, moved_at, lot, reference, de_icing_treatment_id)
    select t.region_id, t.station_id, f.material_id, 'consumption', -sum(s.litres), t.final_step_started_at, '', 'bench', t.id
    from de_icing_treatments t
    join de_icing_steps s on s.treatment_id = t.id
    join de_icing_fluids f on f.id = s.fluid_id
    where t.remarks = 'bench' and f.material_id is not null
    group by t.id, f.material_id`);
  await db.execute(sql`insert into stock_movements (region_id, station_id, material_id, kind, quantity, moved_at, lot, reference)
    select region_id, station_id, material_id, 'receipt', ceil(-sum(quantity) * 1.25), date_trunc('month', min(moved_at)), '', 'bench'
    from stock_movements where reference = 'bench'
    group by region_id, station_id, material_id, date_trunc('month', moved_at)`);
  await db.execute(sql`insert into stock_lots (region_id, station_id, material_id, lot, quantity)
    select region_id, station_id, material_id, '', sum(quantity) from stock_movements where reference = 'bench'
    group by region_id, station_id, material_id
    on conflict (station_id, material_id, lot) do update set quantity = stock_lots.quantity + excluded.quantity`);
  await db.execute(sql`insert into stock_levels (region_id, station_id, material_id, quantity)
    select region_id, station_id, material_id, sum(quantity) from stock_movements where reference = 'bench'
    group by region_id, station_id, material_id
    on conflict (station_id, material_id) do update set quantity = stock_levels.quantity + excluded.quantity`);
}
