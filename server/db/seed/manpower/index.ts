import type { SeedDb } from '../types';
import { seedManHourDeficit } from './manHourDeficit';
import { seedRoster } from './roster';
import { seedShiftTypes } from './shiftTypes';

/**
 * The Manpower module's demo data: the shift types, then a month of roster per station (with Daan de
 * Vries's overtime week: his days off worked, seven day shifts in a row), then a month in deficit at
 * Luleå with its signal.
 */
export async function seedManpower(tx: SeedDb, now: Date = new Date()): Promise<void> {
  const shiftTypeIds = await seedShiftTypes(tx);
  await seedRoster(tx, shiftTypeIds, now);
  await seedManHourDeficit(tx, shiftTypeIds, now);
}
