import { describe, expect, it } from 'vitest';
import { canUserAccess } from '../../../../../src/providers/access';
import { makeUser } from '../../../helpers';

const withPermissions = (role: string, names: string[]) =>
  makeUser({ role, permission: names.map((permissions_name) => ({ permissions_name })) });

describe('who reaches the activities screens (react-admin canAccess)', () => {
  it('a technician without Settings opens an activity page (EditBase asks for "edit")', () => {
    const technician = withPermissions('technician', ['scheduled_tab', 'work_record', 'rts_sign']);
    expect(canUserAccess(technician, 'activities', 'edit')).toBe(true);
    expect(canUserAccess(technician, 'activities', 'list')).toBe(true);
  });

  it('nobody without the Scheduled tab does', () => {
    const outsider = withPermissions('viewer', ['settings_tab', 'reporting_tab']);
    expect(canUserAccess(outsider, 'activities', 'edit')).toBe(false);
    expect(canUserAccess(outsider, 'activities', 'list')).toBe(false);
  });
});
