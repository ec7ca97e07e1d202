import type { RuleParams, RuleResult } from '../scheduled/ruleResult';

/**
 * The On-Call rules' reasons, `on_call.rules.<rule>.<reason>` (i18n), like Scheduled's catalogue:
 * every reason a rule can give is listed so each has a text in every locale.
 */
export const onCallRuleReasons = {
  status: ['illegal_step', 'use_dispatch', 'in_future', 'before_previous', 'cancel_reason_required', 'close_before_completed', 'complete_before_on_site'],
  receipt: ['required'],
  request: ['closed'],
} as const;

export type OnCallRule = keyof typeof onCallRuleReasons;

export const onCallRuleReasonKeys: string[] = Object.entries(onCallRuleReasons).flatMap(([rule, reasons]) =>
  reasons.map((reason) => `on_call.rules.${rule}.${reason}`),
);

export const onCallPassed = <R extends OnCallRule>(rule: R): RuleResult<R> => ({ rule, ok: true });

export function onCallRefused<R extends OnCallRule>(rule: R, reason: (typeof onCallRuleReasons)[R][number], params?: RuleParams): RuleResult<R> {
  return { rule, ok: false, reason: `on_call.rules.${rule}.${reason}`, ...(params ? { params } : {}) };
}
