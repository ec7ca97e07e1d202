import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/** How many bench materials a ledger of `movements` spreads over: lists stay a realistic size. */
export const materialCount = (movements: number) => Math.min(500, Math.max(20, Math.round(movements / 400)));
const lotsPerMaterial = 4;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Fills the ledger in bulk, as years of a region's movements: `movements` receipts (+10) and issues
 * (−3) spread over the region's stations, the bench materials and four batches each, then the lots
 * and levels as their sums — what recordMovement would have kept, written in three statements.
 */
export async function fillLedger(
  db: Database,
  movements: number,
): Promise<{ regionId: number; stationIds: number[]; materialIds: number[] }> {
  const [region] = rows<{ id: number }>(await db.execute(sql`select id from regions where code = 'EUR-W'`));
  const stationIds = rows<{ id: number }>(await db.execute(sql`select id from stations where region_id = ${region.id} order by code`)).map(
    (r) => r.id,
  );
  const [unit] = rows<{ id: number }>(await db.execute(sql`select id from measures where code = 'ea'`));
  const materialIds = rows<{ id: number }>(
    await db.execute(sql`insert into materials (part_number, description, measure_id, category, tracking, unit_cost, minimum_stock)
      select 'BENCH-' || lpad(g::text, 4, '0'), 'Bench batch part ' || g, ${unit.id}, 'consumable', 'batch', 1 + g % 50, 20
      from generate_series(1, ${materialCount(movements)}) g returning id`),
  ).map((r) => r.id);
  const stations = `{${stationIds.join(',')}}`;
  const materials = `{${materialIds.join(',')}}`;
  await db.execute(sql`insert into stock_movements (region_id, station_id, material_id, kind, quantity, moved_at, lot, batch_no, reference)
    select ${region.id}, s.ids[1 + g % cardinality(s.ids)], m.ids[1 + (g / cardinality(s.ids)) % cardinality(m.ids)],
      case when g % 3 = 2 then 'issue' else 'receipt' end, case when g % 3 = 2 then -3 else 10 end,
      now() - make_interval(mins => g), 'B' || (g / (cardinality(s.ids) * cardinality(m.ids))) % ${lotsPerMaterial},
      'B' || (g / (cardinality(s.ids) * cardinality(m.ids))) % ${lotsPerMaterial}, 'bench'
    from generate_series(0, ${movements - 1}) g, (select ${stations}::int[] as ids) s, (select ${materials}::int[] as ids) m`);
  await db.execute(sql`insert into stock_lots (region_id, station_id, material_id, lot, quantity)
    select region_id, station_id, material_id, lot, greatest(sum(quantity), 0) from stock_movements
    where material_id = any(${materials}::int[]) group by region_id, station_id, material_id, lot`);
  // A group whose issues outnumber its receipts would be negative: a receipt brings it to zero, as a real ledger would.
  await db.execute(sql`insert into stock_movements (region_id, station_id, material_id, kind, quantity, moved_at, lot, batch_no, reference)
    select region_id, station_id, material_id, 'receipt', -sum(quantity), now(), lot, lot, 'bench' from stock_movements
    where material_id = any(${materials}::int[]) group by region_id, station_id, material_id, lot having sum(quantity) < 0`);
  await db.execute(sql`insert into stock_levels (region_id, station_id, material_id, quantity)
    select region_id, station_id, material_id, sum(quantity) from stock_lots
    where material_id = any(${materials}::int[]) group by region_id, station_id, material_id`);
  await db.execute(sql`analyze stock_movements; analyze stock_lots; analyze stock_levels`);
  return { regionId: region.id, stationIds, materialIds };
}

/** Lots (and levels) that differ from the sum of their movements: none, or the ledger is broken. */
export async function ledgerMismatches(db: Database, materialIds: number[]): Promise<number> {
  const materials = `{${materialIds.join(',')}}`;
  const [lots] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (
      select station_id, material_id, lot, sum(quantity) as q from stock_movements where material_id = any(${materials}::int[]) group by 1, 2, 3) m
      full join (select station_id, material_id, lot, quantity as q from stock_lots where material_id = any(${materials}::int[])) l using (station_id, material_id, lot)
      where coalesce(m.q, 0) <> coalesce(l.q, 0)`),
  );
  const [levels] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (
      select station_id, material_id, sum(quantity) as q from stock_lots where material_id = any(${materials}::int[]) group by 1, 2) l
      full join (select station_id, material_id, quantity as q from stock_levels where material_id = any(${materials}::int[])) v using (station_id, material_id)
      where coalesce(l.q, 0) <> coalesce(v.q, 0)`),
  );
  return Number(lots.n) + Number(levels.n);
}
