import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('issues a bearer token for valid credentials', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'Admin@Tarmac.test', password: 'Tarmac-demo-2026' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expires_in).toBe(24 * 3600);
  });

  it('gives remembered tokens a year', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@tarmac.test', password: 'Tarmac-demo-2026', remember: true },
    });
    expect(res.json().expires_in).toBe(365 * 24 * 3600);
  });

  it('answers 422 on email for wrong credentials', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'planner@tarmac.test', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'There were some problems with your input.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('answers 422 per field for a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
    expect(res.json().errors.password).toEqual(['This field is required.']);
  });

  it('answers 422, not 500, for invalid JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  });

  it('translates messages by Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { email: 'planner@tarmac.test', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).not.toBe('There were some problems with your input.');
  });
});

describe('GET /api/user and logout', () => {
  it('returns the user exactly as the browser names the fields', async () => {
    const token = await t.login('admin@tarmac.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    for (const field of [
      'name',
      'email',
      'role_id',
      'role_name',
      'role',
      'photo_url',
      'logo_url',
      'instance_id',
      'regions',
      'permission',
      'notificationa_alert_count',
    ]) {
      expect(user).toHaveProperty(field);
    }
    expect(user.role_id).toBe(1);
    expect(user.role).toBe('admin');
    expect(user.regions).toHaveLength(3);
    expect(user.regions[0]).toEqual({ region_id: expect.any(Number), region_name: expect.any(String) });
    expect(user.permission).toContainEqual({ permissions_name: 'settings_tab' });
  });

  it('answers 401 without a token, with a bad token, and after logout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer('nope') })).statusCode).toBe(401);
    const token = await t.login('viewer@tarmac.test');
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
