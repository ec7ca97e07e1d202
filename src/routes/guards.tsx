import { useCallback, useDeferredValue, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthState, useCanAccess, useLogout } from 'react-admin';
import type { Middleware } from '../../model/routes';
import { useCurrentUser } from '../providers/useCurrentUser';
import { hasOneOfRoles } from '../providers/access';

/**
 * The route guards, built on react-admin's authProvider: `auth` and `guest` ask
 * checkAuth (which also runs check-auth: a token but no user → fetch it), the permission
 * check asks canAccess. Each renders nothing until it has decided.
 */

/**
 * Signs the visitor out (to the check's `redirectTo`) once per mounted guard. react-admin's own
 * logout-on-failure signs out again each time the failed check is fetched, and signing out empties
 * the query cache, which fetches the still-mounted guard's check again: until the guard unmounted,
 * the history filled with a score of /login entries.
 */
function useSignOutOnce() {
  const logout = useLogout();
  const signedOut = useRef(false);
  return useCallback(
    (error: { redirectTo?: string } | null) => {
      if (signedOut.current) return;
      signedOut.current = true;
      void logout({}, error?.redirectTo ?? '/login');
    },
    [logout],
  );
}

/** auth: unauthenticated → the requested URL is remembered (cookie) and the visitor goes to login. */
function AuthGuard({ children, permission }: { children: ReactNode; permission?: string }) {
  const location = useLocation();
  const intendedUrl = location.pathname + location.search + location.hash;
  const { isPending, authenticated } = useAuthState({ intendedUrl }, false, { onError: useSignOutOnce() });
  // react-admin insists on a resource name even when the query is disabled.
  const access = useCanAccess({ resource: permission ?? 'authenticated', action: 'show', enabled: authenticated && !!permission });
  // The checks are queries: the render that mounts the screen once they settle is synchronous, one long task
  // of a phone's first load for the whole screen. Deferred, the screen mounts as a transition (React slices it).
  const admitted = useDeferredValue(!isPending && authenticated && !(permission && access.isPending), false);
  if (isPending || !authenticated) return null;
  if (permission) {
    if (access.isPending) return null;
    if (!access.canAccess) return <Navigate to="/unauthorized" replace />;
  }
  if (!admitted) return null;
  return <>{children}</>;
}

/** guest: a signed-in user visiting a guest screen goes to home. */
function GuestGuard({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return null;
  if (authenticated) return <Navigate to="/home" replace />;
  return <>{children}</>;
}

/** admin: a user whose role is not admin goes to home. */
function AdminGuard({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return null;
  if (user.role !== 'admin') return <Navigate to="/home" replace />;
  return <>{children}</>;
}

/** role: a comma-separated list of roles; anyone else goes to /unauthorized. */
function RoleGuard({ roles, children }: { roles: string; children: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return null;
  if (!hasOneOfRoles(user, roles)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}

/** Applies a screen's middleware in the order it declares them. */
export function Guarded({
  middleware,
  permission,
  children,
}: {
  middleware: readonly Middleware[];
  permission?: string;
  children: ReactNode;
}) {
  const guarded = middleware.reduceRight<ReactNode>((inner, name) => {
    if (name === 'auth') return <AuthGuard permission={permission}>{inner}</AuthGuard>;
    if (name === 'guest') return <GuestGuard>{inner}</GuestGuard>;
    if (name === 'admin') return <AdminGuard>{inner}</AdminGuard>;
    return <RoleGuard roles={name.slice('role:'.length)}>{inner}</RoleGuard>;
  }, children);
  return <>{guarded}</>;
}
