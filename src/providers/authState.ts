import Cookies from 'js-cookie';
import type { CurrentUser } from '../../model/account';
import { persistentCookieDays, tokenCookie } from '../../model/storageKeys';
import { changeListeners } from '../components/changeListeners';

/**
 * Auth state: the signed-in user (or none) and the token, the token held in the
 * cookie `token`. A tiny observable store so the nav bar re-renders when the user changes
 * and the HTTP layer can tell whether a 401 happened "while logged in".
 */
let user: CurrentUser | null = null;
const listeners = changeListeners();

const cookieOptions = () => ({
  sameSite: 'lax' as const,
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

export function getToken(): string | undefined {
  return Cookies.get(tokenCookie) || undefined;
}

/** 365 days when "remember me" is set, otherwise a session cookie. */
export function saveToken(token: string, remember: boolean): void {
  Cookies.set(tokenCookie, token, remember ? { ...cookieOptions(), expires: persistentCookieDays } : cookieOptions());
}

export function clearToken(): void {
  Cookies.remove(tokenCookie, { path: '/' });
}

export function getUser(): CurrentUser | null {
  return user;
}

/** A user update replaces the stored user. */
export function setUser(next: CurrentUser | null): void {
  user = next;
  listeners.notify();
}

export function isSignedIn(): boolean {
  return user !== null;
}

/** Logout clears user and token. */
export function clearAuth(): void {
  clearToken();
  setUser(null);
}

export function subscribeAuth(listener: () => void): () => void {
  return listeners.subscribe(listener);
}
