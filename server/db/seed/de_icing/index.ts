import { hotTableRows, hotTableSets } from '../../schema';
import type { SeedDb } from '../types';
import { daysFromToday } from '../dates';
import { demoHotRows, demoHotSet, lastSeasonDemoHotSet } from './demoHotTable';
import { seedFluids } from './fluids';
import { seedWinterWeek } from './winterWeek';

/**
 * The De-Icing demo: the fictional HOT set "DEMO — not for operational use", active and valid
 * today, and last winter's, inactive and expired;
 * the fluids of the catalogue's de-icing materials; a winter week of treatments and fluid stock at the
 * de-icing stations.
 */
export async function seedDeIcing(tx: SeedDb, now: Date = new Date()): Promise<void> {
  const [lastSeason, set] = await tx
    .insert(hotTableSets)
    .values([
      { ...lastSeasonDemoHotSet, valid_from: daysFromToday(-425, now), valid_to: daysFromToday(-215, now) },
      { ...demoHotSet, valid_from: daysFromToday(-60, now), valid_to: daysFromToday(150, now) },
    ])
    .returning({ id: hotTableSets.id });
  const rows = demoHotRows();
  await tx.insert(hotTableRows).values([lastSeason, set].flatMap(({ id }) => rows.map((row) => ({ ...row, hot_table_set_id: id }))));
  const fluids = await seedFluids(tx);
  await seedWinterWeek(tx, set.id, rows, fluids, now);
}
