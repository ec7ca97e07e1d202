import type { SeedDb } from '../types';
import { daysFromToday } from '../dates';
import { seedActivityWeek } from './activityWeek';
import { seedDefects } from './defects';
import { seedExperienceHistory } from './experienceHistory';
import { seedSignedReleases } from './signedReleases';
import { seedTrainingRecords } from './trainingRecords';

/**
 * The Scheduled module's demo data: training records the assignment rules read, then a planned week
 * with its defects, the signers' months of past work, and a few signed releases to service.
 */
export async function seedScheduledWork(tx: SeedDb, now: Date = new Date()): Promise<void> {
  await seedTrainingRecords(tx);
  await seedActivityWeek(tx, now);
  await seedDefects(tx, now);
  // Before the releases: their signer needs the recent experience (145.A.35(c)).
  await seedExperienceHistory(tx);
  await seedSignedReleases(tx, daysFromToday(0, now));
}
