import type { SeedDb } from '../types';
import { seedRoster } from './roster';
import { seedShiftTypes } from './shiftTypes';

/** The Manpower module's demo data: the shift types, then a month of roster per station. */
export async function seedManpower(tx: SeedDb, now: Date = new Date()): Promise<void> {
  await seedRoster(tx, await seedShiftTypes(tx), now);
}
