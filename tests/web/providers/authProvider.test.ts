import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { authProvider } from '../../../src/providers/authProvider';
import { getToken, getUser, saveToken, setUser } from '../../../src/providers/authState';
import { makeUser, mockFetch } from '../helpers';

describe('authProvider', () => {
  afterEach(() => {
    setUser(null);
    vi.unstubAllGlobals();
  });

  it('login stores the token (365 days with remember), fetches the user and returns the intended URL', async () => {
    const user = makeUser();
    const calls = mockFetch({
      'POST /api/login': { body: { token: 't1', token_type: 'bearer', expires_in: 3600 } },
      'GET /api/user': { body: user },
    });
    Cookies.set('intended_url', '/scheduled?x=1');
    const result = await authProvider.login({ email: 'a@b.c', password: 'pw', remember: true });
    expect(getToken()).toBe('t1');
    expect(getUser()).toEqual(user);
    expect(result).toEqual({ redirectTo: '/scheduled?x=1' });
    expect(Cookies.get('intended_url')).toBeUndefined();
    expect(JSON.parse(String(calls[0].body))).toEqual({ email: 'a@b.c', password: 'pw', remember: true });
    expect(calls[1].headers.get('Authorization')).toBe('Bearer t1');
  });

  it('signing in starts with no cached API answers (a shared phone whose last session expired instead of logging out)', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    mockFetch({ 'POST /api/login': { body: { token: 't1' } }, 'GET /api/user': { body: makeUser() } });
    await authProvider.login({ email: 'a@b.c', password: 'pw' });
    expect(deleted).toEqual(['tarmac-api']);
  });

  it('login goes to /home when no URL was intended', async () => {
    mockFetch({ 'POST /api/login': { body: { token: 't1' } }, 'GET /api/user': { body: makeUser() } });
    expect(await authProvider.login({ email: 'a@b.c', password: 'pw' })).toEqual({ redirectTo: '/home' });
  });

  it('a failed user fetch clears the token', async () => {
    saveToken('stale', false);
    mockFetch({ 'GET /api/user': { status: 401, body: { message: 'Unauthenticated.' } } });
    await expect(authProvider.getIdentity!()).rejects.toBeTruthy();
    expect(getToken()).toBeUndefined();
  });

  it('no answer at all (offline) keeps the token: the technician stays signed in', async () => {
    saveToken('kept', false);
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(authProvider.getIdentity!()).rejects.toMatchObject({ status: 0 });
    expect(getToken()).toBe('kept');
    // Online again, the same token loads the user.
    mockFetch({ 'GET /api/user': { body: makeUser() } });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(getUser()?.name).toBe('Ada Planner');
  });

  it('checkAuth (auth guard) remembers the intended URL in a cookie and sends to /login', async () => {
    await expect(authProvider.checkAuth({ intendedUrl: '/parts?tab=2' })).rejects.toEqual({ redirectTo: '/login', message: false });
    expect(Cookies.get('intended_url')).toBe('/parts?tab=2');
  });

  it('checkAuth (check-auth) fetches the user when a token exists but none is loaded; failure is ignored', async () => {
    saveToken('good', false);
    mockFetch({ 'GET /api/user': { body: makeUser() } });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(getUser()?.name).toBe('Ada Planner');
  });

  it('logout clears user, token and the saved calendar date even when the call fails, and goes to /login', async () => {
    saveToken('t', true);
    setUser(makeUser());
    localStorage.setItem('calendar_date', '2026-03-01');
    const calls = mockFetch({ 'POST /api/logout': { status: 500, body: { message: 'boom' } } });
    expect(await authProvider.logout({})).toBe('/login');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/logout']);
    expect(getToken()).toBeUndefined();
    expect(getUser()).toBeNull();
    expect(localStorage.getItem('calendar_date')).toBeNull();
  });

  it("logout deletes the service worker's cache of API answers (a shared phone), even offline", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    saveToken('t', true);
    setUser(makeUser());
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await authProvider.logout({})).toBe('/login');
    expect(deleted).toEqual(['tarmac-api']);
    expect(getToken()).toBeUndefined();
  });

  it('logout works where the browser has no Cache Storage', async () => {
    expect('caches' in window).toBe(false);
    saveToken('t', true);
    const calls = mockFetch({ 'POST /api/logout': {} });
    expect(await authProvider.logout({})).toBe('/login');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/logout']);
    expect(getToken()).toBeUndefined();
  });

  it('canAccess and getPermissions read the permission list; admins may do everything', async () => {
    saveToken('t', false);
    setUser(makeUser());
    expect(await authProvider.getPermissions!({})).toEqual(['whatsupp_tab', 'scheduled_tab', 'settings_tab']);
    expect(await authProvider.canAccess!({ resource: 'scheduled', action: 'show' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'parts', action: 'show' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'airport', action: 'list' })).toBe(true);
    setUser(makeUser({ role: 'admin', permission: [] }));
    expect(await authProvider.canAccess!({ resource: 'parts', action: 'show' })).toBe(true);
  });
});
