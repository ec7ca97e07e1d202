import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../../server/db/schema';
import { createTestApp, demoPassword, insertUser, lastMailTo, linkIn, type TestApp } from '../helper';

/**
 * More than 5 failed attempts for one e-mail + address within a minute → 429 with Retry-After.
 * And more than 20 for one e-mail from any addresses within 15 minutes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['target', 'neighbour', 'cleared', 'spoofed', 'spoofed-nearby', 'aged', 'parallel', 'besieged', 'rescued']) {
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

  it('cannot be dodged from the same host or a private network by inventing X-Forwarded-For addresses', async () => {
    // No proxy is trusted unless TRUST_PROXY names it, not even one on loopback or a private range.
    for (const from of ['127.0.0.1', '10.1.2.3']) {
      await t.database.db.delete(loginAttempts).where(sql`${loginAttempts.email} = 'spoofed-nearby@tarmac.test'`);
      for (let i = 0; i < 5; i++) {
        const res = await attempt('spoofed-nearby@tarmac.test', 'wrong-password', from, { 'x-forwarded-for': `203.0.113.${i}` });
        expect(res.statusCode, `attempt ${i + 1} from ${from}`).toBe(422);
      }
      const res = await attempt('spoofed-nearby@tarmac.test', demoPassword, from, { 'x-forwarded-for': '203.0.113.77' });
      expect(res.statusCode, `from ${from}`).toBe(429);
    }
  });

  it('cannot be dodged by sending many guesses at once: only five are checked', async () => {
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt('parallel@tarmac.test', `guess-${i}`, '198.51.100.60')));
    const statuses = guesses.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await attempt('parallel@tarmac.test', demoPassword, '198.51.100.60')).statusCode).toBe(429);
  });

  it('refuses one e-mail from any address after 20 failures within 15 minutes, telling the owner what to do', async () => {
    for (let i = 0; i < 20; i++)
      expect((await attempt('besieged@tarmac.test', 'wrong-password', `192.0.2.${i + 1}`)).statusCode, `attempt ${i + 1}`).toBe(422);
    const res = await attempt('besieged@tarmac.test', demoPassword, '192.0.2.200');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(res.json()).toEqual({
      message: expect.stringMatching(new RegExp(`paused for ${Math.ceil(retryAfter / 60)} min .*reset your password`)),
    });
    const spanish = await attempt('besieged@tarmac.test', demoPassword, '192.0.2.201', { 'accept-language': 'es' });
    expect(spanish.json().message).toMatch(/restablezca su contraseña/);
    // Other accounts signing in from those addresses are not affected.
    expect((await attempt('neighbour@tarmac.test', demoPassword, '192.0.2.1')).statusCode).toBe(200);
  });

  it('lets the besieged account in again once the failures are more than 15 minutes old', async () => {
    await t.database.db
      .update(loginAttempts)
      .set({ created_at: sql`now() - interval '15 minutes 1 second'` })
      .where(sql`${loginAttempts.email} = 'besieged@tarmac.test'`);
    expect((await attempt('besieged@tarmac.test', demoPassword, '192.0.2.200')).statusCode).toBe(200);
  });

  it('lets the owner of a besieged account in at once after resetting the password by e-mail', async () => {
    for (let i = 0; i < 20; i++) await attempt('rescued@tarmac.test', 'wrong-password', `192.0.2.${i + 1}`);
    expect((await attempt('rescued@tarmac.test', demoPassword, '198.51.100.120')).statusCode).toBe(429);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: 'rescued@tarmac.test' },
      remoteAddress: '198.51.100.120',
    });
    expect(asked.statusCode).toBe(200);
    const link = linkIn((await lastMailTo(t, 'rescued@tarmac.test')).text);
    const password = 'a-new-password-5';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: link.pathname.split('/').at(-1), email: 'rescued@tarmac.test', password, password_confirmation: password },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt('rescued@tarmac.test', password, '198.51.100.120')).statusCode).toBe(200);
  });

  it('records a failed attempt by e-mail and address, never the password tried', async () => {
    const rows = await t.database.db.select().from(loginAttempts);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/wrong-password/);
  });
});
