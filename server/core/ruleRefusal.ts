import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/**
 * How a write refused by the model's rules answers, in every tab (Scheduled, On-Call, Training,
 * De-Icing, Parts): a text for every failed rule and the verdicts themselves. Shared layer: it came
 * out of server/modules/scheduled/activityWork.ts so that the tabs refusing by rules depend on this
 * layer rather than on the Scheduled module; it imports no server module.
 */

/** A rule's verdict as the model answers it. */
export interface RuleVerdict {
  rule: string;
  ok: boolean;
  reason?: string;
  params?: Record<string, string | number>;
}

/** One text per failed rule, in the caller's language. */
export const failedRuleTexts = (request: FastifyRequest, results: readonly RuleVerdict[]) =>
  results.filter((result) => !result.ok).map((result) => request.t(result.reason ?? `scheduled.rules.${result.rule}`, result.params ?? {}));

/**
 * The 422 of a refusal by the rules: `errors[field]` holds a text for every failed rule (never only
 * the first) and `rules` the verdicts, so the browser can show why next to each rule. `alsoErrors`
 * flags other fields of the same refusal (a blank override reason).
 */
export function ruleRefusal(
  request: FastifyRequest,
  field: string,
  results: readonly RuleVerdict[],
  messageKey = 'scheduled.rules_failed',
  alsoErrors: Record<string, string[]> = {},
): ApiError {
  return new ApiError(422, messageKey, {}, undefined, {
    errors: { [field]: failedRuleTexts(request, results), ...alsoErrors },
    rules: results,
  });
}
