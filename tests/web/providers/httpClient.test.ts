import { afterEach, describe, expect, it } from 'vitest';
import { httpClient } from '../../../src/providers/httpClient';
import { saveToken, setUser } from '../../../src/providers/authState';
import { setCurrentLocale } from '../../../src/providers/locale';
import { closeDialog, getDialog, openDialog } from '../../../src/layout/dialogs/dialogStore';
import { dialogForFailure } from '../../../src/providers/httpFailure';
import { makeUser, mockFetch } from '../helpers';

describe('httpClient', () => {
  afterEach(() => {
    closeDialog();
    setUser(null);
    setCurrentLocale('en');
  });

  it('sends Accept-Language always and the bearer token when one exists', async () => {
    const calls = mockFetch({ 'GET /api/ping': { body: { ok: true } } });
    setCurrentLocale('zh-CN');
    await httpClient('/api/ping');
    expect(calls[0].headers.get('Accept-Language')).toBe('zh-CN');
    expect(calls[0].headers.has('Authorization')).toBe(false);
    saveToken('tok', false);
    await httpClient('/api/ping');
    expect(calls[1].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('rejects with an HttpError carrying the server body (field errors reach forms)', async () => {
    mockFetch({ 'POST /api/register': { status: 422, body: { message: 'Invalid', errors: { email: ['Taken'] } } } });
    await expect(httpClient('/api/register', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Invalid',
      body: { errors: { email: ['Taken'] } },
    });
    expect(getDialog()).toBeNull();
  });

  it('401 while signed in → token-expired dialog; 401 while signed out → none', async () => {
    mockFetch({ 'GET /api/user': { status: 401, body: { message: 'Unauthenticated.' } } });
    await expect(httpClient('/api/user')).rejects.toBeTruthy();
    expect(getDialog()).toBeNull();
    setUser(makeUser());
    await expect(httpClient('/api/user')).rejects.toBeTruthy();
    expect(getDialog()).toEqual({ kind: 'tokenExpired' });
  });

  it('429 while signed in → too-many-attempts dialog', async () => {
    setUser(makeUser());
    mockFetch({ 'GET /api/x': { status: 429, body: { message: 'Slow down' } } });
    await expect(httpClient('/api/x')).rejects.toBeTruthy();
    expect(getDialog()).toEqual({ kind: 'tooManyAttempts' });
  });

  it('5xx with an HTML body → full-screen HTML dialog; otherwise the generic error dialog', async () => {
    mockFetch({
      'GET /api/html': { status: 500, body: '<!doctype html><h1>Fatal</h1>', contentType: 'text/html' },
      'GET /api/json': { status: 503, body: { message: 'down' } },
    });
    await expect(httpClient('/api/html')).rejects.toBeTruthy();
    expect(getDialog()).toEqual({ kind: 'serverErrorHtml', html: '<!doctype html><h1>Fatal</h1>' });
    closeDialog();
    await expect(httpClient('/api/json')).rejects.toBeTruthy();
    expect(getDialog()).toEqual({ kind: 'serverError' });
  });

  it('only one dialog at a time: the first one stays', async () => {
    setUser(makeUser());
    mockFetch({ 'GET /api/a': { status: 401 }, 'GET /api/b': { status: 500 } });
    await Promise.allSettled([httpClient('/api/a'), httpClient('/api/b')]);
    expect(getDialog()).toEqual({ kind: 'tokenExpired' });
    expect(openDialog({ kind: 'serverError' })).toBe(false);
  });

  it('decides per status', () => {
    const failure = (status: number, text = '{}', contentType = 'application/json') => ({ status, text, contentType });
    expect(dialogForFailure(failure(422), true)).toBeNull();
    expect(dialogForFailure(failure(403), true)).toBeNull();
    expect(dialogForFailure(failure(429), false)).toBeNull();
    expect(dialogForFailure(failure(502, '<html><body>Bad gateway</body></html>', ''), false)).toMatchObject({ kind: 'serverErrorHtml' });
  });
});
