import { ruleCatalogue } from '../../ruleCatalogue';

export type { RuleResult } from '../../ruleCatalogue';

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

const catalogue = ruleCatalogue('training', trainingRuleReasons);

/** Every reason key, for the translation files' completeness test. */
export const trainingRuleReasonKeys: string[] = catalogue.reasonKeys;
export const { passed, refused } = catalogue;
