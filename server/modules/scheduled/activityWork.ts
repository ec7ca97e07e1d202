import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema';
import { ApiError } from '../../errors';

/**
 * The pieces every write of the work on an activity shares (workRoutes.ts): the activity's version
 * moves on with each change, the audit trail keeps it under the activity, and a refusal by the
 * rules names every rule that failed.
 */

/** A rule's verdict as the model answers it (scheduled-contract "Model"). */
export interface RuleVerdict {
  rule: string;
  ok: boolean;
  reason?: string;
  params?: Record<string, string | number>;
}

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

/** One text per failed rule, in the caller's language. */
export const failedRuleTexts = (request: FastifyRequest, results: readonly RuleVerdict[]) =>
  results.filter((result) => !result.ok).map((result) => request.t(result.reason ?? `scheduled.rules.${result.rule}`, result.params ?? {}));

/**
 * The 422 of a refusal by the rules: `errors[field]` holds a text for every failed rule (never only
 * the first) and `rules` the verdicts, so the browser can show why next to each rule.
 */
export function ruleRefusal(
  request: FastifyRequest,
  field: string,
  results: readonly RuleVerdict[],
  messageKey = 'scheduled.rules_failed',
): ApiError {
  return new ApiError(422, messageKey, {}, undefined, { errors: { [field]: failedRuleTexts(request, results) }, rules: results });
}
