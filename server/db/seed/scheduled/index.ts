import type { SeedDb } from '../types';
import { daysFromToday } from '../dates';
import { seedActivityWeek } from './activityWeek';
import { seedSignedReleases } from './signedReleases';
import { seedTrainingRecords } from './trainingRecords';

/** The Scheduled module's demo data: training records the assignment rules read, then a planned week with a few signed releases to service. */
export async function seedScheduledWork(tx: SeedDb, now: Date = new Date()): Promise<void> {
  await seedTrainingRecords(tx);
  await seedActivityWeek(tx, now);
  await seedSignedReleases(tx, daysFromToday(0, now));
}
