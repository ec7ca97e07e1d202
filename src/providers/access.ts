import type { CurrentUser } from '../../model/account';
import { permissionNames } from '../../model/permissions';
import { findRoute } from '../../model/routes';

export function permissionNamesOf(user: CurrentUser | null): string[] {
  return user?.permission?.map((entry) => entry.permissions_name) ?? [];
}

/**
 * react-admin's canAccess decision (design.md "Access"): the resource is a permission name,
 * a spec route name (its permission applies), or a settings resource (needs settings_tab).
 * Admins may do everything. The server decides again on every call.
 */
export function canUserAccess(user: CurrentUser | null, resource: string | undefined): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  if (!resource) return true;
  const names = permissionNamesOf(user);
  if ((permissionNames as readonly string[]).includes(resource)) return names.includes(resource);
  const route = findRoute(resource) ?? findRoute(`setting.${resource}`);
  if (route) return !route.permission || names.includes(route.permission);
  return names.includes('settings_tab');
}

/** Spec §2 guard "role": a comma-separated list of role names. */
export function hasOneOfRoles(user: CurrentUser | null, roles: string): boolean {
  const allowed = roles.split(',').map((role) => role.trim()).filter(Boolean);
  return !!user?.role && allowed.includes(user.role);
}
