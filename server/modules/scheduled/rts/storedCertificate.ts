import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { activities, activityRts } from '../../../db/schema';
import { ApiError, notFound } from '../../../errors';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The signed certificate of an activity as stored, checked against the SHA-256 kept when it was
 * signed: bytes changed since then are refused (409) rather than served as the signed record.
 */
export async function storedCertificate(db: Database, activityId: number): Promise<{ pdf: Buffer; sha256: string; workOrder: string }> {
  const [row] = await db
    .select({ pdf: activityRts.pdf, sha256: activityRts.pdf_sha256, workOrder: activities.work_order })
    .from(activityRts)
    .innerJoin(activities, eq(activities.id, activityRts.activity_id))
    .where(eq(activityRts.activity_id, activityId));
  if (!row) throw notFound();
  // PGlite answers bytea as a Uint8Array, pg as a Buffer.
  const pdf = Buffer.from(row.pdf);
  if (sha256(pdf) !== row.sha256) throw new ApiError(409, 'scheduled.rts.tampered');
  return { pdf, sha256: row.sha256, workOrder: row.workOrder };
}
