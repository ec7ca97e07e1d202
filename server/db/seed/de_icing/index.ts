import { hotTableRows, hotTableSets } from '../../schema';
import type { SeedDb } from '../types';
import { daysFromToday } from '../dates';
import { demoHotRows, demoHotSet } from './demoHotTable';
import { seedFluids } from './fluids';
import { seedWinterWeek } from './winterWeek';

/**
 * The De-Icing demo: the fictional HOT set "DEMO — not for operational use", active;
 * the fluids of the catalogue's de-icing materials; a winter week of treatments and fluid stock at the
 * de-icing stations.
 */
export async function seedDeIcing(tx: SeedDb, now: Date = new Date()): Promise<void> {
  const [set] = await tx
    .insert(hotTableSets)
    .values({ ...demoHotSet, valid_from: daysFromToday(-60, now), valid_to: daysFromToday(150, now) })
    .returning({ id: hotTableSets.id });
  const rows = demoHotRows();
  await tx.insert(hotTableRows).values(rows.map((row) => ({ ...row, hot_table_set_id: set.id })));
  const fluids = await seedFluids(tx);
  await seedWinterWeek(tx, set.id, rows, fluids, now);
}
