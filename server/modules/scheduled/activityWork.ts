import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema';

/**
 * The pieces every write of the work on an activity shares (workRoutes.ts): the activity's version
 * moves on with each change and the audit trail keeps it under the activity. A refusal by the
 * rules is server/core/ruleRefusal.ts (shared with the other tabs).
 */

/**
 * Records work on the activity: its version moves on (clients holding the old copy hear 409) and the
 * audit row joins the activity's history. Unlike a header edit (saveActivityChange) it does not
 * mark the activity edited: re-planning still flags it for review when its schedule changes.
 */
export async function recordActivityWork(
  tx: Database,
  request: FastifyRequest,
  activityId: number,
  audit: { action: string; changes: Record<string, unknown> },
  columns: Partial<typeof activities.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(activities)
    .set({ ...columns, version: sql`${activities.version} + 1`, updated_at: sql`now()` })
    .where(eq(activities.id, activityId));
  await recordAudit(tx, request, { action: audit.action, resource: 'activities', recordId: activityId, changes: audit.changes });
}
