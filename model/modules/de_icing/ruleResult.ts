import { ruleCatalogue, type RuleParams, type RuleResult } from '../../ruleCatalogue';

/**
 * Every reason a De-Icing rule can give (the verdict shape of the Scheduled rules,
 * model/modules/scheduled/ruleResult.ts): `de_icing.rules.<rule>.<reason>` with `params`.
 * A `warning` does not refuse: the operator accepts it and it is kept with the treatment.
 */
export const deIcingRuleReasons = {
  fluid_known: ['unknown', 'inactive'],
  procedure_steps: ['one_step_count', 'two_step_count', 'two_step_order'],
  steps_in_order: ['ends_before_start', 'starts_before_previous'],
  type_i_freezing_point: ['missing', 'too_warm'],
  freezing_point: ['too_warm'],
  first_step_freezing_point: ['too_warm', 'water_too_cold', 'water_not_first_step'],
  lout: ['below_lout', 'no_lout', 'below_type_i_lout'],
  two_step_gap: ['too_long'],
  operator_qualified: ['missing', 'expired'],
  check_qualified: ['missing', 'expired'],
  step_batch: ['missing', 'unknown', 'insufficient'],
  step_sprayer: ['missing', 'not_at_station', 'not_serviceable'],
  hot_table_valid: ['outside_validity'],
  metar_time: ['future', 'stale'],
  hot_import: [
    'header',
    'empty',
    'fluid_type',
    'concentration_type_i',
    'concentration',
    'number',
    'band',
    'cell',
    'overlap',
    'json',
    'wing_material',
  ],
} as const;

export type DeIcingRule = keyof typeof deIcingRuleReasons;

export type DeIcingRuleResult<R extends DeIcingRule = DeIcingRule> = RuleResult<R> & { warning?: true };

const catalogue = ruleCatalogue('de_icing', deIcingRuleReasons);

/** Every reason key, for the translation files' completeness test. */
export const deIcingRuleReasonKeys: string[] = catalogue.reasonKeys;

export const passed = <R extends DeIcingRule>(rule: R): DeIcingRuleResult<R> => catalogue.passed(rule);
export const refused = <R extends DeIcingRule>(
  rule: R,
  reason: (typeof deIcingRuleReasons)[R][number],
  params?: RuleParams,
): DeIcingRuleResult<R> => catalogue.refused(rule, reason, params);

/** A failed check the operator may accept (two-step gap, a METAR older than the station's reporting interval). */
export const warned = <R extends DeIcingRule>(
  rule: R,
  reason: (typeof deIcingRuleReasons)[R][number],
  params?: RuleParams,
): DeIcingRuleResult<R> => ({
  ...refused(rule, reason, params),
  warning: true,
});

export const refusals = (results: readonly DeIcingRuleResult[]) => results.filter((r) => !r.ok && !r.warning);
export const warnings = (results: readonly DeIcingRuleResult[]) => results.filter((r) => !r.ok && r.warning);

/** A warning the operator accepted, kept with the treatment with its params so its page says it as the form did ("0:05 after"). */
export interface AcceptedWarning {
  key: string;
  params: RuleParams;
}

/** The warnings among the verdicts, as the treatment keeps them (`de_icing_treatments.accepted_warnings`). */
export const acceptedWarnings = (results: readonly DeIcingRuleResult[]): AcceptedWarning[] =>
  warnings(results).map((r) => ({ key: r.reason!, params: r.params ?? {} }));
