import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { materials, measures, stations } from '../../../../server/db/schema';
import { recordMovement, StockShortage, type NewMovement } from '../../../../server/modules/stock/movements';
import { createTestApp, type TestApp } from '../../helper';

/**
 * The shared stock module (docs/modules/stock.md: stock never goes negative; every movement is kept): the
 * level moves with each movement in the caller's transaction, and refuses to go below zero even when
 * twenty transactions take the last units at once (separate connections on PostgreSQL).
 */
let t: TestApp;
let station: { id: number; region_id: number };
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  [station] = await t.database.db.select({ id: stations.id, region_id: stations.region_id }).from(stations).where(eq(stations.code, 'CDG'));
});
afterAll(() => t.close());

async function newMaterial(): Promise<number> {
  const [ea] = await t.database.db.select({ id: measures.id }).from(measures).where(eq(measures.code, 'ea'));
  const [row] = await t.database.db
    .insert(materials)
    .values({ part_number: `STOCK-TEST-${++counter}`, description: 'Stock test part', measure_id: ea.id, category: 'part' })
    .returning({ id: materials.id });
  return row.id;
}

const movement = (material_id: number, kind: NewMovement['kind'], quantity: number): NewMovement => ({
  region_id: station.region_id,
  station_id: station.id,
  material_id,
  kind,
  quantity,
  moved_at: new Date('2027-01-05T10:00:00Z'),
});
const inTransaction = <T>(work: (tx: Database) => Promise<T>) => t.database.db.transaction((tx) => work(tx as unknown as Database));

describe('recordMovement', () => {
  it('the first receipt creates the level, the next ones add to it, consumption takes from it', async () => {
    const material = await newMaterial();
    expect((await inTransaction((tx) => recordMovement(tx, movement(material, 'receipt', 5)))).quantity).toBe(5);
    expect((await inTransaction((tx) => recordMovement(tx, movement(material, 'receipt', 3)))).quantity).toBe(8);
    expect((await inTransaction((tx) => recordMovement(tx, movement(material, 'consumption', -8)))).quantity).toBe(0);
  });

  it('refuses to go below zero, and writes no movement then', async () => {
    const material = await newMaterial();
    await expect(inTransaction((tx) => recordMovement(tx, movement(material, 'issue', -1)))).rejects.toMatchObject({
      available: 0,
      requested: 1,
    });
    await inTransaction((tx) => recordMovement(tx, movement(material, 'receipt', 2)));
    const refused = await inTransaction((tx) => recordMovement(tx, movement(material, 'issue', -3))).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StockShortage);
    expect(refused).toMatchObject({ available: 2, requested: 3 });
  });

  it('20 transactions taking one unit each from 7: exactly 7 succeed and the level ends at 0', async () => {
    const material = await newMaterial();
    await inTransaction((tx) => recordMovement(tx, movement(material, 'receipt', 7)));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => inTransaction((tx) => recordMovement(tx, movement(material, 'consumption', -1)))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect(results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof StockShortage)).toBe(true);
    const quantities = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.quantity] : []));
    expect(Math.min(...quantities)).toBe(0);
  });
});
