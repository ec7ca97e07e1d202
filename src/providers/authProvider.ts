import { HttpError, type AuthProvider } from 'react-admin';
import type { CurrentUser } from '../../model/account';
import type { IssuedToken } from '../../model/accountRecords';
import { apiCacheName, calendarDateKey } from '../../model/storageKeys';
import { apiRequest, httpClient } from './httpClient';
import { clearAuth, clearToken, getToken, getUser, saveToken, setUser } from './authState';
import { rememberIntendedUrl, takeIntendedUrl } from './intendedUrl';
import { canUserAccess, permissionNamesOf } from './access';

let pendingUser: Promise<CurrentUser> | null = null;

/**
 * Deletes the service worker's copies of API answers (build/pwa.ts). On a shared phone the next
 * person must not read the last one's offline: at logout, and at sign-in too, for a session that
 * expired instead of being logged out.
 */
async function forgetCachedAnswers(): Promise<void> {
  if ('caches' in window) await caches.delete(apiCacheName).catch(() => undefined);
}

/**
 * GET /api/user; an answer refusing it (401…) clears the token. No answer at all (offline, status 0
 * from httpClient) keeps it: a technician whose phone lost the network stays signed in.
 * Concurrent callers share one call.
 */
export function loadUser(): Promise<CurrentUser> {
  pendingUser ??= apiRequest<CurrentUser>('GET', '/api/user')
    .then((user) => {
      setUser(user);
      return user;
    })
    .catch((error: unknown) => {
      if (!(error instanceof HttpError && error.status === 0)) clearToken();
      throw error;
    })
    .finally(() => {
      pendingUser = null;
    });
  return pendingUser;
}

/** Guard "check-auth": a token but no user → fetch it; failure is ignored. */
export async function ensureUserLoaded(): Promise<void> {
  if (getToken() && !getUser()) await loadUser().catch(() => undefined);
}

export interface LoginParams {
  email?: string;
  password?: string;
  remember?: boolean;
  /** Token handed over by the external sign-in (login#token=…). */
  token?: string;
}

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    if (params.token) {
      saveToken(params.token, false);
    } else {
      const { token } = await apiRequest<IssuedToken>('POST', '/api/login', {
        email: params.email,
        password: params.password,
        remember: Boolean(params.remember),
      });
      saveToken(token, Boolean(params.remember));
    }
    await forgetCachedAnswers();
    await loadUser();
    return { redirectTo: takeIntendedUrl() ?? '/home' };
  },

  async logout() {
    localStorage.removeItem(calendarDateKey);
    const token = getToken();
    // Signed out first, so a 401 from an already expired token raises no dialog.
    setUser(null);
    if (token) await httpClient('/api/logout', { method: 'POST', silent: true }).catch(() => undefined);
    clearAuth();
    await forgetCachedAnswers();
    return '/login';
  },

  async checkAuth(params: { intendedUrl?: string } = {}) {
    await ensureUserLoaded();
    if (getToken()) return;
    if (params.intendedUrl) rememberIntendedUrl(params.intendedUrl);
    throw { redirectTo: '/login', message: false };
  },

  // The error catalogue dialogs (httpClient) handle 401/429; react-admin must not log out on its own.
  async checkError() {},

  // No `avatar`: the photo is served only with the bearer token, which an <img src> cannot send;
  // the nav bar shows it through components/media/AuthorizedAvatar.
  async getIdentity() {
    const user = getUser() ?? (await loadUser());
    return { ...user, id: user.id, fullName: user.name };
  },

  async getPermissions() {
    await ensureUserLoaded();
    return permissionNamesOf(getUser());
  },

  async canAccess({ resource, action }) {
    await ensureUserLoaded();
    return canUserAccess(getUser(), resource, action);
  },
};
