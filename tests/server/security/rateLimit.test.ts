import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, whoAmI, type TestApp } from '../helper';

/** A general rate limit per user (per address when signed out) that answers 429. */
const limit = 20;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(limit) });
});
afterAll(() => t.close());

/** The address requests come from unless a test says otherwise. */
const address = '198.51.100.1';

describe('the general rate limit', () => {
  let busy: string;
  let calm: string;

  it(`allows ${limit} requests a minute per user, then answers 429 {message} with Retry-After`, async () => {
    busy = await t.tokenFor('planner@tarmac.test');
    calm = await t.tokenFor('viewer@tarmac.test');
    for (let i = 0; i < limit; i++) expect((await whoAmI(t, busy, address)).statusCode, `request ${i + 1}`).toBe(200);
    const res = await whoAmI(t, busy, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many requests. Please slow down and try again in a minute.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['x-ratelimit-limit']).toBe(String(limit));
  });

  it('counts per user: the same token from another address is still limited, another user is not', async () => {
    expect((await whoAmI(t, busy, '198.51.100.2')).statusCode).toBe(429);
    expect((await whoAmI(t, calm, address)).statusCode).toBe(200);
  });

  it("gives no fresh allowance for signing in again: the second token shares the first one's count", async () => {
    const first = await t.login('admin@tarmac.test');
    for (let i = 0; i < limit; i++) expect((await whoAmI(t, first, '198.51.100.3')).statusCode, `request ${i + 1}`).toBe(200);
    const second = await t.login('admin@tarmac.test');
    expect(second).not.toBe(first);
    expect((await whoAmI(t, second, '198.51.100.4')).statusCode).toBe(429);
  });

  it('counts signed-out callers per address, and made-up tokens do not buy a fresh allowance', async () => {
    const from = '198.51.100.77';
    for (let i = 0; i < limit; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: {},
        headers: bearer(`made-up-${i}`),
        remoteAddress: from,
      });
      expect(res.statusCode, `request ${i + 1}`).toBe(422);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: {},
      headers: bearer('made-up-again'),
      remoteAddress: from,
    });
    expect(res.statusCode).toBe(429);
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: {}, remoteAddress: '198.51.100.78' });
    expect(elsewhere.statusCode).toBe(422);
  });

  it('limits the e-mail sending endpoints more tightly: 5 a minute', async () => {
    const from = '198.51.100.90';
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: 'nobody@tarmac.test' }, remoteAddress: from });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  it('never limits the health check used by load balancers', async () => {
    for (let i = 0; i < limit + 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.99' })).statusCode).toBe(200);
    }
  });
});
