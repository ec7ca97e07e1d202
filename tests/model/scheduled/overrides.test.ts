import { describe, expect, it } from 'vitest';
import { allocationOverridePolicy, canOverride, overridePermission } from '../../../model/modules/scheduled/overrides';
import { hardRules, licenceRules, ruleNames } from '../../../model/modules/scheduled/ruleNames';
import { defaultRolePermissions } from '../../../model/permissions';
import { roleIds } from '../../../model/roles';

const admin = defaultRolePermissions[roleIds.admin];
const planner = defaultRolePermissions[roleIds.planner];
const supervisor = defaultRolePermissions[roleIds.supervisor];
const technician = defaultRolePermissions[roleIds.technician];

describe('canOverride: who may set a failed assignment rule aside', () => {
  it('nothing failed: nothing to override', () => {
    expect(canOverride([], technician)).toEqual({ ok: true, blocking: [] });
  });

  it('a planner (scheduled_write) may override the training and overlap rules', () => {
    expect(canOverride(['mandatory_training', 'no_overlap'], planner)).toEqual({ ok: true, blocking: [] });
  });

  it('a planner may not override licence rules: they block, the others do not', () => {
    expect(canOverride(['licence_category', 'type_authorisation', 'licence_valid', 'no_overlap'], planner)).toEqual({
      ok: false,
      blocking: ['licence_category', 'type_authorisation', 'licence_valid'],
    });
  });

  it('a planner may not set aside a missing task competence (EASA Part-145 145.A.30(e)); a supervisor may', () => {
    expect(canOverride(['competence', 'mandatory_training'], planner)).toEqual({ ok: false, blocking: ['competence'] });
    expect(canOverride(['competence'], supervisor)).toEqual({ ok: true, blocking: [] });
  });

  it('a supervisor or admin (assignment_override) may override licence rules', () => {
    expect(canOverride([...licenceRules, 'mandatory_training'], supervisor)).toEqual({ ok: true, blocking: [] });
    expect(canOverride([...licenceRules], admin)).toEqual({ ok: true, blocking: [] });
  });

  it('nobody overrides the hard rules, not even an admin holding every permission', () => {
    for (const rule of hardRules) {
      expect(overridePermission(rule)).toBeNull();
      expect(canOverride([rule, 'no_overlap'], admin)).toEqual({ ok: false, blocking: [rule] });
    }
  });

  it('a technician or viewer overrides nothing', () => {
    const overridable = ruleNames.filter((rule) => !(hardRules as readonly string[]).includes(rule));
    expect(canOverride(overridable, technician).blocking).toEqual(overridable);
    expect(canOverride(['no_overlap'], defaultRolePermissions[roleIds.viewer]).ok).toBe(false);
  });

  it('the permission each rule needs', () => {
    expect(Object.fromEntries(ruleNames.map((rule) => [rule, overridePermission(rule)]))).toEqual({
      technician_active: null,
      same_region: null,
      licence_category: 'assignment_override',
      type_authorisation: 'assignment_override',
      licence_valid: 'assignment_override',
      mandatory_training: 'scheduled_write',
      // EASA Part-145 145.A.30(e): the competence a task requires follows the licence rules' policy.
      competence: 'assignment_override',
      no_overlap: 'scheduled_write',
      rostered: 'scheduled_write',
      // docs/modules/manpower.md: a rest-rule breach is kept only with a supervisor's reason.
      rest_rules: 'assignment_override',
    });
  });
});

describe('canOverride for allocations', () => {
  it('a truck past its service or insurance date may be overridden with scheduled_write', () => {
    expect(canOverride(['service_due', 'insurance'], planner, allocationOverridePolicy)).toEqual({ ok: true, blocking: [] });
    expect(canOverride(['service_due'], technician, allocationOverridePolicy).ok).toBe(false);
  });

  it('an unserviceable resource or a tool past its calibration due date is never used — nobody overrides it, nor another region (EASA Part-145 145.A.40)', () => {
    expect(canOverride(['calibration_due', 'same_region', 'resource_status'], admin, allocationOverridePolicy)).toEqual({
      ok: false,
      blocking: ['calibration_due', 'same_region', 'resource_status'],
    });
    expect(canOverride(['resource_status'], admin, allocationOverridePolicy)).toEqual({ ok: false, blocking: ['resource_status'] });
  });
});
