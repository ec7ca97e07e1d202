import type { SeedDb } from '../types';
import { seedActivityWeek } from './activityWeek';
import { seedTrainingRecords } from './trainingRecords';

/** The Scheduled module's demo data: training records the assignment rules read, then a planned week. */
export async function seedScheduledWork(tx: SeedDb, now: Date = new Date()): Promise<void> {
  await seedTrainingRecords(tx);
  await seedActivityWeek(tx, now);
}
