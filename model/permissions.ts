import { roleIds } from './roles';

/** Permission names that gate the navigation bar items (spec §6). */
export const navPermissions = [
  'whatsupp_tab',
  'settings_tab',
  'scheduled_tab',
  'on_call_tab',
  'training',
  'parts_tab',
  'manpower_tab',
  'de_icing_tab',
  'reporting_tab',
  'resources_tab',
] as const;

/** Finer permissions the server enforces beyond the navigation bar. */
export const actionPermissions = ['settings_write', 'users_manage'] as const;

export const permissionNames = [...navPermissions, ...actionPermissions] as const;
export type PermissionName = (typeof permissionNames)[number];

/** What each fixed role is granted in a fresh installation; admins may change it later. */
export const defaultRolePermissions: Record<number, readonly PermissionName[]> = {
  [roleIds.admin]: permissionNames,
  [roleIds.planner]: [
    'whatsupp_tab', 'settings_tab', 'scheduled_tab', 'on_call_tab', 'training', 'parts_tab',
    'manpower_tab', 'de_icing_tab', 'reporting_tab', 'resources_tab', 'settings_write',
  ],
  [roleIds.supervisor]: [
    'whatsupp_tab', 'settings_tab', 'scheduled_tab', 'on_call_tab', 'training', 'parts_tab',
    'manpower_tab', 'de_icing_tab', 'reporting_tab', 'resources_tab', 'settings_write',
  ],
  [roleIds.technician]: ['whatsupp_tab', 'scheduled_tab', 'on_call_tab', 'training'],
  [roleIds.viewer]: ['whatsupp_tab', 'reporting_tab'],
};
