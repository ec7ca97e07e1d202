import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../../server/db/schema';
import { hashToken } from '../../../server/auth/tokens';
import { bearer, createTestApp, forgetSessions, whoAmI, type TestApp } from '../helper';

/**
 * Sessions (docs/security.md): tokens expire (365 days with remember, otherwise 24 h of inactivity), are revoked by
 * logout and kept only as hashes. Time is simulated by moving the token's timestamps back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(token)))
  )[0];
/** Pretends the token was last used `idle` ago and given the expiry it had then. */
const age = async (token: string, idle: string, expiresIn: string) => {
  await t.database.db
    .update(accessTokens)
    .set({ last_used_at: sql`now() - ${idle}::interval`, expires_at: sql`now() + ${expiresIn}::interval` })
    .where(eq(accessTokens.token_hash, hashToken(token)));
  forgetSessions(t.app);
};

describe('expiry', () => {
  it('refuses a token that has not been used for more than 24 hours', async () => {
    const token = await t.tokenFor('planner@tarmac.test');
    expect((await whoAmI(t, token)).statusCode).toBe(200);
    await age(token, '25 hours', '-1 hour');
    const res = await whoAmI(t, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('slides the 24 hours forward each time the token is used', async () => {
    const token = await t.tokenFor('planner@tarmac.test');
    await age(token, '23 hours', '1 hour');
    expect((await whoAmI(t, token)).statusCode).toBe(200);
    const row = await rowOf(token);
    const hoursLeft = (row.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24.01);
    expect(Date.now() - row.last_used_at.getTime()).toBeLessThan(60_000);
  });

  it('keeps a remembered token through a month of inactivity, and ends it after its year', async () => {
    const token = await t.tokenFor('planner@tarmac.test', true);
    const before = await rowOf(token);
    await t.database.db
      .update(accessTokens)
      .set({ last_used_at: sql`now() - interval '30 days'` })
      .where(eq(accessTokens.id, before.id));
    expect((await whoAmI(t, token)).statusCode).toBe(200);
    // A remembered token does not slide: its year runs from sign-in.
    expect((await rowOf(token)).expires_at.getTime()).toBe(before.expires_at.getTime());
    await t.database.db
      .update(accessTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.id, before.id));
    forgetSessions(t.app);
    expect((await whoAmI(t, token)).statusCode).toBe(401);
  });
});

describe('revocation', () => {
  it('ends the token used to log out, and only that one', async () => {
    const phone = await t.tokenFor('supervisor@tarmac.test');
    const laptop = await t.tokenFor('supervisor@tarmac.test');
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(phone) });
    expect(res.statusCode).toBe(204);
    expect((await whoAmI(t, phone)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(phone) })).statusCode).toBe(401);
    expect((await whoAmI(t, laptop)).statusCode).toBe(200);
    expect((await rowOf(phone)).revoked_at).toBeInstanceOf(Date);
  });

  it('stops every token of a user who is deactivated, and they work again if reactivated', async () => {
    const token = await t.tokenFor('tech@tarmac.test');
    expect((await whoAmI(t, token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, 'tech@tarmac.test'));
    forgetSessions(t.app);
    expect((await whoAmI(t, token)).statusCode).toBe(401);
    await t.database.db.update(users).set({ active: true }).where(eq(users.email, 'tech@tarmac.test'));
    forgetSessions(t.app);
    expect((await whoAmI(t, token)).statusCode).toBe(200);
  });

  it('accepts only the Bearer scheme', async () => {
    const token = await t.tokenFor('viewer@tarmac.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Basic ${token}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: token } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `bearer ${token}` } })).statusCode).toBe(200);
  });
});

describe('storage', () => {
  it('keeps only the SHA-256 of each token: no row contains a raw token', async () => {
    const tokens = [await t.login('admin@tarmac.test'), await t.login('admin@tarmac.test', undefined, true)];
    const rows = await t.database.db.select().from(accessTokens);
    const dump = JSON.stringify(rows);
    for (const token of tokens) {
      expect(dump).not.toContain(token);
      expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true);
    }
    for (const row of rows) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
