import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SharedHitCounter } from '../../../server/plugins/sharedRateLimit';
import type { Database } from '../../../server/db/client';
import { bearer, createTestApp, inOneRateLimitWindow, whoAmI, type TestApp } from '../helper';

/** A general rate limit per user (per address when signed out) that answers 429. */
const limit = 20;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(limit) });
  // The tests below build on each other's counts, all in one fixed window.
  await inOneRateLimitWindow(12);
}, 30_000);
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

describe('the count shared by the nodes on one database', () => {
  const silent = { warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
  const minute = 60_000;
  /** Two nodes' counters on the test database; an hour flush interval, so only a share of the limit or flush() sends. */
  const nodes = () => [0, 1].map(() => new SharedHitCounter(t.database.db, silent, { intervalMs: 3_600_000, shareOfLimit: 0.05 }));
  const hits = async (key: string) => {
    const { rows } = (await t.database.db.execute(sql`select "window", hits from rate_limit_hits where key = ${key}`)) as unknown as {
      rows: { window: number; hits: number }[];
    };
    return rows.map((row) => ({ window: Number(row.window), hits: Number(row.hits) }));
  };

  it("decides on this node's own hits at once and on the other nodes' as of its last flush", async () => {
    const [a, b] = nodes();
    const now = Date.now();
    for (let i = 1; i <= 10; i++) expect(a.hit('shared:one', minute, 1000, now).current).toBe(i);
    await a.flush();
    expect(await hits('shared:one')).toEqual([{ window: Math.floor(now / minute), hits: 10 }]);
    expect(b.hit('shared:one', minute, 1000, now).current).toBe(1);
    await b.flush();
    expect(b.peek('shared:one', minute, now).current).toBe(11);
    expect(b.hit('shared:one', minute, 1000, now)).toEqual({ current: 12, ttl: (Math.floor(now / minute) + 1) * minute - now });
    // A learns of B's hit at its own next flush.
    expect(a.peek('shared:one', minute, now).current).toBe(10);
    a.hit('shared:one', minute, 1000, now);
    await a.flush();
    expect(a.peek('shared:one', minute, now).current).toBe(12);
    await Promise.all([a.close(), b.close()]);
    expect(await hits('shared:one')).toEqual([{ window: Math.floor(now / minute), hits: 13 }]);
  });

  it('sends a key at once when 5 % of its limit is unsent, so the nodes overshoot a limit by little', async () => {
    const [a, b] = nodes();
    const max = 40;
    const now = Date.now();
    let allowed = 0;
    for (let i = 0; i < 2 * max; i++) {
      if ((i % 2 ? a : b).hit('shared:busy', minute, max, now).current <= max) allowed++;
      // Requests take longer than an upsert: let the one under way land.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Kept in one count, 40; counted by each node alone, 80.
    expect(allowed).toBeGreaterThanOrEqual(max);
    expect(allowed).toBeLessThanOrEqual(max + 2 * Math.ceil(max * 0.05) + 2);
    await Promise.all([a.close(), b.close()]);
  });

  it('starts each fixed minute from nothing, and deletes the rows of minutes over', async () => {
    const [a] = nodes();
    const now = Date.now();
    const lastMinute = now - minute;
    await t.database.db.execute(
      sql`insert into rate_limit_hits (key, "window", hits, expires_at) values ('shared:old', ${Math.floor(lastMinute / minute)}, 99, now() - interval '1 second')`,
    );
    a.hit('shared:old', minute, 1000, lastMinute);
    expect(a.hit('shared:old', minute, 1000, now).current).toBe(1);
    await a.close();
    expect(await hits('shared:old')).toEqual([{ window: Math.floor(now / minute), hits: 1 }]);
  });

  it('goes on counting alone while the database fails, and sends those hits once it answers', async () => {
    let down = true;
    const db = t.database.db;
    const flaky = new Proxy(db, {
      get: (target, property) =>
        property === 'execute' && down ? () => Promise.reject(new Error('the database went away')) : Reflect.get(target, property),
    }) as Database;
    const node = new SharedHitCounter(flaky, silent, { intervalMs: 3_600_000, shareOfLimit: 0.05 });
    const now = Date.now();
    for (let i = 1; i <= 3; i++) expect(node.hit('shared:down', minute, 1000, now).current).toBe(i);
    await node.flush();
    expect(node.peek('shared:down', minute, now).current).toBe(3);
    down = false;
    await node.close();
    expect(await hits('shared:down')).toEqual([{ window: Math.floor(now / minute), hits: 3 }]);
  });
});
