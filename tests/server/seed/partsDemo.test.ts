import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client';
import { createTestDatabase } from '../helper';

/** The Parts demo (docs/modules/parts.md), read from the database every test file starts from. */
describe('demo parts stock', () => {
  let database: DatabaseHandle;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps the books: per station × material × lot the movements add up to the lot, the lots to the level, never below zero', async () => {
    const lotsOff = await rows(sql`
      select l.station_id, l.material_id, l.lot from stock_lots l
      left join (select station_id, material_id, lot, sum(quantity) as total from stock_movements group by 1, 2, 3) m using (station_id, material_id, lot)
      where abs(l.quantity - coalesce(m.total, 0)) > 0.0005 or l.quantity < 0`);
    expect(lotsOff).toEqual([]);
    const movedWithoutLot = await rows(sql`
      select distinct m.station_id, m.material_id, m.lot from stock_movements m
      left join stock_lots l using (station_id, material_id, lot) where l.id is null`);
    expect(movedWithoutLot).toEqual([]);
    const levelsOff = await rows(sql`
      select v.station_id, v.material_id from stock_levels v
      full join (select station_id, material_id, sum(quantity) as total from stock_lots group by 1, 2) l using (station_id, material_id)
      where abs(coalesce(v.quantity, 0) - coalesce(l.total, 0)) > 0.0005`);
    expect(levelsOff).toEqual([]);
  });

  it('holds parts by serial on their release certificates at every station, batches with shelf life, some below minimum', async () => {
    // Serials on the shelf (those fitted to jobs are out of stock).
    const [stock] = await rows<{ stations: number; all_stations: number; serials: number; uncertified: number; with_file: number }>(sql`
      select count(distinct l.station_id)::int as stations, (select count(*)::int from stations where active) as all_stations,
        count(*) filter (where m.tracking = 'serial')::int as serials,
        count(*) filter (where m.tracking = 'serial' and (l.part_cert_id is null or l.cert_no is null or not l.part_cert_id = any(m.accepted_cert_ids)))::int as uncertified,
        count(*) filter (where m.tracking = 'serial' and l.certificate_id is not null)::int as with_file
      from stock_lots l join materials m on m.id = l.material_id where m.category <> 'de_icing_fluid' and l.quantity > 0`);
    expect(stock.stations).toBe(stock.all_stations);
    expect(stock.serials).toBeGreaterThan(20);
    expect(stock.uncertified).toBe(0);
    expect(stock.with_file).toBe(stock.serials);
    const [shelf] = await rows<{ expiring: number; expired: number }>(sql`
      select count(*) filter (where expires_on >= current_date and expires_on <= current_date + 60)::int as expiring,
        count(*) filter (where expires_on < current_date)::int as expired
      from stock_lots where quantity > 0`);
    expect(shelf.expiring).toBeGreaterThan(1);
    expect(shelf.expired).toBe(1);
    const [low] = await rows<{ n: number }>(sql`
      select count(*)::int as n from stock_levels v join materials m on m.id = v.material_id
      where m.category <> 'de_icing_fluid' and v.quantity < coalesce(v.minimum_quantity, m.minimum_stock)`);
    expect(low.n).toBeGreaterThan(2);
    const kinds = await rows<{ kind: string }>(sql`select distinct kind from stock_movements order by kind`);
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['receipt', 'issue', 'return', 'scrap', 'transfer_out', 'adjustment']));
    const [issued] = await rows<{ activities: number; calls: number }>(sql`
      select count(*) filter (where activity_id is not null)::int as activities, count(*) filter (where on_call_request_id is not null)::int as calls
      from stock_movements where kind = 'issue'`);
    expect(issued.activities).toBeGreaterThan(0);
    expect(issued.calls).toBeGreaterThan(0);
  });

  it('has one transfer in transit, one confirmed count with adjustments, and part requests for open AOG calls in every status, one late', async () => {
    const transfers = await rows<{ status: string; moved: number }>(sql`
      select t.status, (select count(*)::int from stock_movements m where m.transfer_id = t.id) as moved from stock_transfers t`);
    expect(transfers).toEqual([{ status: 'in_transit', moved: 1 }]);
    const counts = await rows<{ status: string; differences: number; adjustments: number }>(sql`
      select c.status, (select count(*)::int from stock_count_lines l where l.count_id = c.id and l.counted_quantity <> l.expected_quantity and l.reason is not null) as differences,
        (select count(*)::int from stock_movements m where m.stock_count_id = c.id and m.kind = 'adjustment') as adjustments
      from stock_counts c`);
    expect(counts).toEqual([{ status: 'confirmed', differences: 2, adjustments: 2 }]);
    const requests = await rows<{ status: string; late: number; received: number }>(sql`
      select r.status, count(*) filter (where r.status not in ('received', 'cancelled') and coalesce(r.needed_by, r.expected_at) < now())::int as late,
        count(m.id)::int as received
      from part_requests r join on_call_requests c on c.id = r.on_call_request_id and c.priority = 'aog'
      left join stock_movements m on m.part_request_id = r.id and m.kind = 'receipt'
      group by r.status order by r.status`);
    expect(requests.map((r) => r.status)).toEqual(['cancelled', 'ordered', 'received', 'requested', 'shipped']);
    expect(requests.reduce((sum, r) => sum + r.late, 0)).toBe(1);
    expect(requests.find((r) => r.status === 'received')!.received).toBeGreaterThan(0);
  });
});
