import type { OverridePolicy } from '../../core/overridePolicy';
import type { PermissionName } from '../../permissions';
import { allocationHardRules, hardRules, supervisorRules } from './ruleNames';

export type { OverridePolicy } from '../../core/overridePolicy';

export const assignmentOverridePolicy: OverridePolicy = { hard: hardRules, licence: supervisorRules, soft: 'scheduled_write' };
export const allocationOverridePolicy: OverridePolicy = { hard: allocationHardRules, licence: [], soft: 'scheduled_write' };
/** An on-call dispatch: the Scheduled rules, set aside by the on-call desk (licence and rest rules by a supervisor). */
export const dispatchOverridePolicy: OverridePolicy = { hard: hardRules, licence: supervisorRules, soft: 'on_call_write' };

/** The permission that lets a user override a rule, or null when no one may. */
export function overridePermission(rule: string, policy: OverridePolicy = assignmentOverridePolicy): PermissionName | null {
  if (policy.hard.includes(rule)) return null;
  return policy.licence.includes(rule) ? 'assignment_override' : policy.soft;
}

/**
 * Whether a user holding `permissions` may override every failed rule; `blocking` names those they
 * may not (the 403's reason). Nothing failed: nothing to override, ok.
 */
export function canOverride<R extends string>(
  failed: readonly R[],
  permissions: readonly string[],
  policy: OverridePolicy = assignmentOverridePolicy,
): { ok: boolean; blocking: R[] } {
  const blocking = failed.filter((rule) => {
    const needed = overridePermission(rule, policy);
    return needed === null || !permissions.includes(needed);
  });
  return { ok: blocking.length === 0, blocking };
}
