import type { CurrentUser } from '../../model/account';
import { permissionNames } from '../../model/permissions';
import { findRoute } from '../../model/routes';
import { canAccessResource, resourceAccess, type ResourceAction } from '../../model/resourceAccess';

/**
 * The operational tabs' react-admin resources (not settings): whoever may open the tab reads
 * them and reaches their screens; the screens offer each write by its own permission, and the
 * server decides again.
 */
const moduleResources: Record<string, string> = {
  activities: 'scheduled_tab',
  training_activities: 'training',
  on_call_requests: 'on_call_tab',
  de_icing_treatments: 'de_icing_tab',
  hot_table_sets: 'de_icing_tab',
  de_icing_fluids: 'de_icing_tab',
};
/** Resources every signed-in user has: their own notifications (the server keeps each to its owner). */
const personalResources = new Set(['notifications']);

export function permissionNamesOf(user: CurrentUser | null): string[] {
  return user?.permission?.map((entry) => entry.permissions_name) ?? [];
}

/**
 * react-admin's canAccess decision (docs/security.md, permissions): the resource is a permission name,
 * a settings resource (model/resourceAccess.ts decides per action), a route name of model/routes.ts (its
 * permission applies), or anything else under Settings (needs settings_tab).
 * Admins may do everything. The server decides again on every call.
 */
export function canUserAccess(user: CurrentUser | null, resource: string | undefined, action: ResourceAction = 'list'): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  if (!resource) return true;
  const names = permissionNamesOf(user);
  if ((permissionNames as readonly string[]).includes(resource)) return names.includes(resource);
  if (resource in moduleResources) return names.includes(moduleResources[resource]);
  if (personalResources.has(resource)) return true;
  // A settings resource with an action (list, edit, delete …): model/resourceAccess.ts, as on the server.
  if (resource in resourceAccess) return canAccessResource(names, resource, action);
  const route = findRoute(resource);
  if (route) return !route.permission || names.includes(route.permission);
  return names.includes('settings_tab');
}

/** Guard "role": a comma-separated list of role names. */
export function hasOneOfRoles(user: CurrentUser | null, roles: string): boolean {
  const allowed = roles
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  return !!user?.role && allowed.includes(user.role);
}
