import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../../server/db/schema';
import { hashToken } from '../../../server/auth/tokens';
import { createTestApp, demoPassword, insertUser, type TestApp } from '../helper';

/** POST /api/login: what a token looks like, and every way sign-in is refused. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, { email: 'unverified@tarmac.test', verified: false, regions: ['NAM'] });
  await insertUser(t, { email: 'retired@tarmac.test', active: false, regions: ['NAM'] });
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers });

describe('a successful sign-in', () => {
  it('answers exactly {token, token_type: "bearer", expires_in} with 256 random bits of token', async () => {
    const res = await login({ email: 'planner@tarmac.test', password: demoPassword });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expires_in', 'token', 'token_type']);
    expect(body.token_type).toBe('bearer');
    // 32 bytes in base64url without padding.
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
    expect(body.expires_in).toBe(24 * 60 * 60);
    const second = (await login({ email: 'planner@tarmac.test', password: demoPassword })).json();
    expect(second.token).not.toBe(body.token);
  });

  it('gives a remembered sign-in 365 days, stored as such', async () => {
    const res = await login({ email: 'planner@tarmac.test', password: demoPassword, remember: true });
    expect(res.json().expires_in).toBe(365 * 24 * 60 * 60);
    const [row] = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(res.json().token)));
    expect(row.remember).toBe(true);
    const days = (row.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);
  });

  it('ignores the case and surrounding spaces of the e-mail address', async () => {
    const res = await login({ email: '  PLANNER@Tarmac.Test ', password: demoPassword });
    expect(res.statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('answers 422 on email for a wrong password, without saying which part was wrong', async () => {
    const res = await login({ email: 'planner@tarmac.test', password: 'not-the-password' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'There were some problems with your input.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('answers the same for an address nobody uses', async () => {
    const res = await login({ email: 'nobody@tarmac.test', password: demoPassword });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['These credentials do not match our records.'] });
  });

  it('tells an unverified user to verify, but only once the password is right', async () => {
    const res = await login({ email: 'unverified@tarmac.test', password: demoPassword });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatch(/not verified/i);
    const wrong = await login({ email: 'unverified@tarmac.test', password: 'not-the-password' });
    expect(wrong.json().errors.email).toEqual(['These credentials do not match our records.']);
  });

  it('refuses a deactivated user with a 422 saying so', async () => {
    const res = await login({ email: 'retired@tarmac.test', password: demoPassword });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatch(/deactivated/i);
  });

  it('refuses a user without a password (external sign-in only)', async () => {
    await insertUser(t, { email: 'oidc-only@tarmac.test' });
    await t.database.db.update(users).set({ password_hash: null }).where(eq(users.email, 'oidc-only@tarmac.test'));
    const res = await login({ email: 'oidc-only@tarmac.test', password: demoPassword });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['These credentials do not match our records.']);
  });

  it('answers 422 per field when fields are missing or of the wrong type', async () => {
    const res = await login({ email: 42, password: ['x'], remember: 'yes' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password', 'remember']);
  });

  it("words the refusal in the caller's language", async () => {
    const res = await login({ email: 'planner@tarmac.test', password: 'not-the-password' }, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Hay algunos problemas con los datos introducidos.');
  });
});
