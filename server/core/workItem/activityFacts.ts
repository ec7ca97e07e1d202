import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, activityRts } from '../../db/schema';

/**
 * Shared kernel (server/core/workItem/): what the other kinds of work read of a Scheduled activity —
 * its time columns (its window, model/core/activityWindow) and whether its return to service is signed
 * (the record, its parts list included, is final). Direction: it came out of
 * server/modules/scheduled/queries.ts so that Training and Parts read them without importing
 * Scheduled; it imports no module.
 */

/** The scheduled, estimated and actual times: what an activity's window is made of (activityWindow). */
export const activityTimeColumns = {
  sta_at: activities.sta_at,
  std_at: activities.std_at,
  eta_at: activities.eta_at,
  etd_at: activities.etd_at,
  ata_at: activities.ata_at,
  atd_at: activities.atd_at,
};

/** Whether the activity's return to service is signed. */
export const isSigned = async (db: Database, activityId: number) =>
  (await db.select({ id: activityRts.id }).from(activityRts).where(eq(activityRts.activity_id, activityId)).limit(1)).length > 0;
