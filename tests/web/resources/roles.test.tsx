import { describe, expect, it } from 'vitest';
import { builtinRoleName } from '../../../src/resources/roles/builtinRoles';

describe('built-in roles', () => {
  it('names the seven fixed roles by id and nothing else', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(builtinRoleName)).toEqual([
      'admin',
      'planner',
      'supervisor',
      'technician',
      'viewer',
      'quality_manager',
      'accountable_manager',
    ]);
    expect(builtinRoleName(8)).toBeUndefined();
    expect(builtinRoleName('2')).toBe('planner');
    expect(builtinRoleName(undefined)).toBeUndefined();
  });
});
