import { describe, expect, it } from 'vitest';
import { builtinRoleName } from '../../../src/resources/roles/builtinRoles';

describe('built-in roles', () => {
  it('names the five fixed roles by id and nothing else', () => {
    expect([1, 2, 3, 4, 5].map(builtinRoleName)).toEqual(['admin', 'planner', 'supervisor', 'technician', 'viewer']);
    expect(builtinRoleName(6)).toBeUndefined();
    expect(builtinRoleName('2')).toBe('planner');
    expect(builtinRoleName(undefined)).toBeUndefined();
  });
});
