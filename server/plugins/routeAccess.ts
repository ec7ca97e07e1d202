/** The permission a route names when any signed-in account may call it (its own profile, sign-out …). */
export const signedIn = 'signed_in';

export type RouteAccess = { public: true } | { public?: false; permissions: readonly string[] };

/**
 * What a route's config declares: public, or the permissions any of which admits the caller.
 * null when it declares neither (or an empty list), which the authentication plugin refuses.
 */
export function routeAccess(config: { public?: boolean; permission?: string | string[] } | undefined): RouteAccess | null {
  if (config?.public === true) return { public: true };
  const permissions = [config?.permission ?? []].flat().filter((name) => typeof name === 'string' && name.length > 0);
  return permissions.length ? { permissions } : null;
}
