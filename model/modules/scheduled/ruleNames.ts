import { availabilityHardRules, availabilityRuleNames, type AvailabilityRuleName } from '../resource_allocation';

/**
 * The rule names of the Scheduled module, by what they judge. Adding a rule (as the Manpower tab's
 * roster rule was) is one name here and one function in its list.
 */
export const ruleNames = [
  'technician_active',
  'same_region',
  'licence_category',
  'type_authorisation',
  'licence_valid',
  'mandatory_training',
  'competence',
  'no_overlap',
  'rostered',
  'rest_rules',
] as const;
export type RuleName = (typeof ruleNames)[number];

/**
 * Only a holder of assignment_override may set these aside (a planner may not: docs/modules/scheduled.md):
 * the licence rules, and the competence a task requires (145.A.30(e)), which follows their policy.
 */
export const licenceRules = [
  'licence_category',
  'type_authorisation',
  'licence_valid',
  'competence',
] as const satisfies readonly RuleName[];
/**
 * Also only with assignment_override: the licence rules, and the rest rules (docs/modules/manpower.md:
 * a rest-rule breach needs a supervisor's reason).
 */
export const supervisorRules = [...licenceRules, 'rest_rules'] as const satisfies readonly RuleName[];
/** Nobody may: an inactive technician or one of another region is never assigned. */
export const hardRules = ['technician_active', 'same_region'] as const satisfies readonly RuleName[];

/** An allocation is a booking: the region rule, then the Resources tab's availability rules. */
export const allocationRuleNames = ['same_region', ...availabilityRuleNames] as const;
export type AllocationRuleName = 'same_region' | AvailabilityRuleName;
/**
 * Unserviceable tools and equipment are never used (EASA Part-145, 145.A.40): a resource not serviceable
 * (a tool not in service) or past its calibration due date, at the laboratory or in transit is refused
 * whatever the reason (availabilityHardRules); only a service or insurance date is overridable, like the
 * non-licence assignment rules.
 */
export const allocationHardRules = ['same_region', ...availabilityHardRules] as const satisfies readonly AllocationRuleName[];

/** The RTS verdicts; none is ever overridable. */
export const rtsRuleNames = [
  'activity_completed',
  'not_signed',
  'signer_licence',
  'signer_experience',
  'defects_closed',
  'approval_reference',
  'certification_authorisation',
  'statement_filled',
] as const;
export type RtsRuleName = (typeof rtsRuleNames)[number];
