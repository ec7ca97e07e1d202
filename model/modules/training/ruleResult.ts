import type { RuleParams, RuleResult } from '../scheduled/ruleResult';

export type { RuleResult } from '../scheduled/ruleResult';

/**
 * Every reason a Training rule can give (the same verdict shape as the Scheduled rules,
 * model/modules/scheduled/ruleResult.ts): `training.rules.<rule>.<reason>` with `params`.
 */
export const trainingRuleReasons = {
  session_status: ['cancelled', 'completed'],
  capacity: ['full'],
  no_overlap: ['activity', 'session'],
  session_ended: ['not_ended'],
  completion_date: ['missing', 'before_start', 'in_future'],
  status_transition: ['illegal', 'not_ended'],
} as const;

export type TrainingRule = keyof typeof trainingRuleReasons;

/** Every reason key, for the translation files' completeness test. */
export const trainingRuleReasonKeys: string[] = Object.entries(trainingRuleReasons).flatMap(([rule, reasons]) =>
  reasons.map((reason) => `training.rules.${rule}.${reason}`),
);

export const passed = <R extends TrainingRule>(rule: R): RuleResult<R> => ({ rule, ok: true });

export function refused<R extends TrainingRule>(rule: R, reason: (typeof trainingRuleReasons)[R][number], params?: RuleParams): RuleResult<R> {
  return { rule, ok: false, reason: `training.rules.${rule}.${reason}`, ...(params ? { params } : {}) };
}
