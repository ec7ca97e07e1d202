import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../../server/db/schema';
import { createTestApp, demoPassword, insertUser, type TestApp } from '../helper';

/** Issue 3: more than 5 failed attempts for one e-mail + address within a minute → 429 with Retry-After. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['target', 'neighbour', 'cleared', 'spoofed', 'aged', 'parallel']) {
    await insertUser(t, { email: `${name}@tarmac.test`, regions: ['NAM'] });
  }
});
afterAll(() => t.close());

const attempt = (email: string, password: string, from = '198.51.100.10', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: from, headers });

async function failFiveTimes(email: string, from?: string, headers?: Record<string, string>) {
  for (let i = 0; i < 5; i++) {
    const res = await attempt(email, `wrong-password-${i}`, from, headers);
    expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
  }
}

describe('the sign-in throttle', () => {
  it('refuses the sixth attempt within a minute, even with the right password, and says when to retry', async () => {
    await failFiveTimes('target@tarmac.test');
    const res = await attempt('target@tarmac.test', demoPassword);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({ message: `Too many sign-in attempts. Please try again in ${retryAfter} seconds.` });
  });

  it('does not throttle the same e-mail from another address', async () => {
    const res = await attempt('target@tarmac.test', demoPassword, '198.51.100.11');
    expect(res.statusCode).toBe(200);
  });

  it('does not throttle another e-mail from the same address', async () => {
    const res = await attempt('neighbour@tarmac.test', demoPassword);
    expect(res.statusCode).toBe(200);
  });

  it('treats differently cased spellings of one address as the same e-mail', async () => {
    const res = await attempt('TARGET@tarmac.test', demoPassword);
    expect(res.statusCode).toBe(429);
  });

  it('starts counting again after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('cleared@tarmac.test', 'wrong-password')).statusCode).toBe(422);
    expect((await attempt('cleared@tarmac.test', demoPassword)).statusCode).toBe(200);
    // Four earlier failures are forgotten: five more are allowed before the throttle.
    await failFiveTimes('cleared@tarmac.test');
    expect((await attempt('cleared@tarmac.test', demoPassword)).statusCode).toBe(429);
  });

  it('lets the user in again once the failures are more than a minute old', async () => {
    await failFiveTimes('aged@tarmac.test');
    expect((await attempt('aged@tarmac.test', demoPassword)).statusCode).toBe(429);
    await t.database.db
      .update(loginAttempts)
      .set({ created_at: sql`now() - interval '61 seconds'` })
      .where(sql`${loginAttempts.email} = 'aged@tarmac.test'`);
    expect((await attempt('aged@tarmac.test', demoPassword)).statusCode).toBe(200);
  });

  it('cannot be dodged by a client inventing X-Forwarded-For addresses', async () => {
    // A client on the internet is not a trusted proxy, so the header it sends is ignored.
    for (let i = 0; i < 5; i++) {
      const res = await attempt('spoofed@tarmac.test', 'wrong-password', '203.0.113.50', { 'x-forwarded-for': `10.9.8.${i}` });
      expect(res.statusCode).toBe(422);
    }
    const res = await attempt('spoofed@tarmac.test', demoPassword, '203.0.113.50', { 'x-forwarded-for': '10.9.8.77' });
    expect(res.statusCode).toBe(429);
  });

  it('cannot be dodged by sending many guesses at once: only five are checked', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt('parallel@tarmac.test', `guess-${i}`, '198.51.100.60')),
    );
    const statuses = guesses.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await attempt('parallel@tarmac.test', demoPassword, '198.51.100.60')).statusCode).toBe(429);
  });

  it('records a failed attempt by e-mail and address, never the password tried', async () => {
    const rows = await t.database.db.select().from(loginAttempts);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/wrong-password/);
  });
});
