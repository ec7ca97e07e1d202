import { ruleCatalogue } from '../../ruleCatalogue';

/**
 * Every reason a Scheduled rule can give (docs/modules/scheduled.md), `scheduled.rules.<rule>.<reason>`, so each
 * has a text; the verdict shape is model/ruleCatalogue.ts. The allocation rules' reasons are the
 * Resources tab's (model/modules/resource_allocation/availabilityRules.ts).
 */
export const ruleReasons = {
  technician_active: ['inactive'],
  same_region: ['other_region'],
  licence_category: ['no_licence', 'not_covered'],
  type_authorisation: ['missing', 'missing_any', 'expired'],
  licence_valid: ['expired'],
  mandatory_training: ['missing', 'expired', 'missing_and_expired'],
  competence: ['missing', 'expired', 'missing_and_expired'],
  no_overlap: ['overlap'],
  rostered: ['not_rostered', 'off_duty', 'training'],
  rest_rules: ['daily_rest', 'weekly_rest', 'average_weekly_hours', 'us_weekly_off', 'consecutive_days'],
  activity_completed: ['not_completed', 'services_open'],
  not_signed: ['already_signed'],
  signer_licence: ['no_technician', 'no_licence'],
  defects_closed: ['open'],
  approval_reference: ['missing'],
  certification_authorisation: ['missing'],
  statement_filled: ['unfilled'],
  signer_experience: ['insufficient'],
} as const;

const catalogue = ruleCatalogue('scheduled', ruleReasons);

export type KnownRule = keyof typeof ruleReasons;
export type { RuleParams, RuleResult } from '../../ruleCatalogue';
export { failedRules } from '../../ruleCatalogue';

/** Every reason key, for the translation files' completeness test and the server's messages. */
export const ruleReasonKeys: string[] = catalogue.reasonKeys;
export const { passed, refused } = catalogue;
