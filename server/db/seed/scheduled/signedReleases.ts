import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../client';
import { activities, activityAssignments, auditLog, technicians, users } from '../../schema';
import { findActivity, rtsDraft, storeRelease } from '../../../modules/scheduled';
import type { SeedDb } from '../types';

/** How many of the demo technician's finished jobs carry a signed return to service. */
const releases = 3;

/**
 * Signed releases to service, made the way the sign route makes them (the same draft, rules, PDF and
 * SHA-256): the demo technician's latest completed jobs before today, each signed 20 minutes after
 * the aircraft left. They are locked like any signed activity, and their history shows the signature.
 */
export async function seedSignedReleases(tx: SeedDb, today: string): Promise<void> {
  const db = tx as unknown as Database;
  const [account] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, 'tech@tarmac.test'));
  if (!account) return;
  const jobs = await tx
    .select({ id: activities.id, atd: activities.atd_at })
    .from(activities)
    .innerJoin(activityAssignments, eq(activityAssignments.activity_id, activities.id))
    .innerJoin(technicians, eq(technicians.id, activityAssignments.technician_id))
    .where(and(eq(technicians.user_id, account.id), eq(activities.status, 'completed'), lt(activities.local_date, today)))
    .orderBy(desc(activities.atd_at))
    .limit(releases);
  for (const job of jobs) {
    const activity = await findActivity(db, job.id, undefined);
    const signedAt = new Date((job.atd ?? new Date()).getTime() + 20 * 60_000);
    const draft = await rtsDraft(db, activity!, account.id, signedAt);
    if (!draft.canSign || !draft.signer || !draft.template) continue;
    const hash = await storeRelease(db, activity!, { ...draft, signer: draft.signer, template: draft.template }, account, signedAt);
    await tx.insert(auditLog).values({
      user_id: account.id,
      action: 'rts_sign',
      resource: 'activities',
      record_id: String(job.id),
      changes: JSON.stringify({
        rts_id: draft.template.id,
        technician_id: draft.signer.id,
        licence: draft.licence,
        statement: draft.statement,
        sha256: hash,
      }),
      created_at: signedAt,
    });
  }
}
