import type { SeedDb } from '../types';
import { seedJobBookings } from './jobBookings';
import { seedResourceEvents } from './resourceEvents';

/** The Resources tab's demo data, after the jobs that hold resources: Scheduled, On-Call and De-Icing. */
export async function seedResources(tx: SeedDb, now: Date = new Date()): Promise<void> {
  await seedJobBookings(tx);
  await seedResourceEvents(tx, now);
}
