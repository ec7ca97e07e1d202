import type { FastifyRequest } from 'fastify';
import type { OverridePolicy } from '../../model/core/overridePolicy';
import { canOverride, overridePermission } from '../../model/modules/scheduled';
import { failedRules } from '../../model/ruleCatalogue';
import type { Session } from '../auth/session';
import { ApiError } from '../errors';
import { ruleRefusal, type RuleVerdict } from './ruleRefusal';

/**
 * Shared layer, next to ruleRefusal.ts: a refusal by the rules set aside with a written reason, as
 * Scheduled's assignments and allocations, On-Call's crew and the Resources tab's bookings allow it.
 * Direction: it came out of server/modules/scheduled/ so that Resources (and On-Call) override rules
 * without importing Scheduled. It still reads canOverride and overridePermission from
 * model/modules/scheduled (they would belong next to OverridePolicy in model/core/overridePolicy.ts).
 */

/** What is kept of a refusal that was overridden: the rules set aside and the written reason. */
export interface Override {
  override_reason: string | null;
  overridden_rules: string[];
}

/**
 * What the caller may do about the rules' verdicts (assignment or allocation): without a reason
 * every failed rule is named (422 on `field`, and on `override_reason` when it was sent blank); with one, the model's canOverride decides — a rule
 * nobody may set aside stays a 422 naming the rules, a rule this caller's permissions do not cover
 * is a 403 (a planner on a licence rule).
 */
export function ruleOverride(
  request: FastifyRequest,
  session: Session,
  results: readonly RuleVerdict[],
  field: string,
  overrideReason: string | null | undefined,
  policy?: OverridePolicy,
): Override {
  const failed = failedRules(results);
  if (!failed.length) return { override_reason: null, overridden_rules: [] };
  // A reason sent blank (the browser's override field left empty; the schemas read '' as null) is
  // flagged on that field too, so the form marks the Reason field rather than the form as a whole.
  if (!overrideReason)
    throw ruleRefusal(
      request,
      field,
      results,
      undefined,
      overrideReason === null ? { override_reason: [request.t('scheduled.override_reason_required')] } : {},
    );
  const verdict = canOverride(failed, [...session.permissions], policy);
  if (verdict.ok) return { override_reason: overrideReason, overridden_rules: failed };
  if (verdict.blocking.some((rule) => overridePermission(rule, policy) === null))
    throw ruleRefusal(request, field, results, 'scheduled.rules_not_overridable');
  const rules = verdict.blocking.map((rule) => request.t(`scheduled.rule_names.${rule}`)).join(', ');
  throw new ApiError(403, 'scheduled.override_forbidden', { rules });
}
