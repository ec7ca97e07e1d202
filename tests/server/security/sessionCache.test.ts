import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../../server/auth/tokens';
import { listenOnPostgres } from '../../../server/db/listen';
import { accessTokens, permissions, regions, rolePermissions, roles, userRegions, users } from '../../../server/db/schema';
import { bearer, createTestApp, insertUser, onPostgres, whoAmI, type TestApp } from '../helper';

/**
 * The session cache (server/plugins/sessionCache.ts) spares a request the token look-up, and
 * must never honour a token, account, role or region after a change to it is visible. Changes
 * made behind the app's back reach it as notifications, which on PostgreSQL arrive a moment
 * after the commit: those checks poll for a short while instead of expecting the change at once.
 */
let t: TestApp;
let sessionQueries: () => number;
beforeAll(async () => {
  // Polling makes many requests with one token.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  // The look-up (server/auth/sessionForToken.ts) is the only select from access_tokens here.
  const isLookUp = ([query]: unknown[]) =>
    /^select\b.*\bfrom "access_tokens"/s.test(typeof query === 'string' ? query : (query as { text: string }).text);
  sessionQueries = () => spy.mock.calls.filter(isLookUp).length;
});
afterAll(() => t.close());

const status = (token: string) => async () => (await whoAmI(t, token)).statusCode;
const user = (token: string) => async () => (await whoAmI(t, token)).json();

/** Repeats `read` until `done` holds or time is up, and returns the last value read. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 2_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether a request with this token costs a look-up; false once the cache answers for it. */
async function looksUp(token: string): Promise<boolean> {
  const before = sessionQueries();
  expect((await whoAmI(t, token)).statusCode).toBe(200);
  return sessionQueries() > before;
}

/**
 * Waits until the token is served from the cache: a notification from an earlier write may
 * still be on its way and empty it again.
 */
async function cached(token: string): Promise<void> {
  expect(
    await poll(
      () => looksUp(token),
      (lookedUp) => !lookedUp,
    ),
  ).toBe(false);
}

let probes = 0;
/** A user of its own for one check, with a token, in Western Europe and the Nordics. */
async function probe(options: { role_id?: number } = {}) {
  const email = `cache-probe-${++probes}@tarmac.test`;
  const id = await insertUser(t, { email, regions: ['EUR-W', 'EUR-N'], ...options });
  return { id, token: await t.tokenFor(email) };
}

const regionId = async (code: string) => (await t.database.db.select({ id: regions.id }).from(regions).where(eq(regions.code, code)))[0].id;

describe('the session cache', () => {
  it('answers a token seen recently without a database look-up', async () => {
    const { token } = await probe();
    const before = sessionQueries();
    expect((await whoAmI(t, token)).statusCode).toBe(200);
    expect(sessionQueries()).toBe(before + 1);
    await cached(token);
  });

  it('refuses a token at once after it was used to log out', async () => {
    const { token } = await probe();
    await cached(token);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await whoAmI(t, token)).statusCode).toBe(401);
  });

  it('is emptied by every write request, whatever its outcome', async () => {
    const { token } = await probe();
    await cached(token);
    const refused = await t.app.inject({ method: 'POST', url: '/api/changeSession', payload: {}, headers: bearer(token) });
    expect(refused.statusCode).toBe(422);
    expect(await looksUp(token)).toBe(true);
  });

  it('shows a region switch to the caller at once', async () => {
    const { token } = await probe();
    await cached(token);
    const nordics = await regionId('EUR-N');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/changeSession', payload: { instance_id: nordics }, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect((await whoAmI(t, token)).json().instance_id).toBe(nordics);
  });
});

describe('changes made outside the app', () => {
  it('ends the session of a deactivated user', async () => {
    const { id, token } = await probe();
    await cached(token);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, id));
    expect(await poll(status(token), (code) => code === 401)).toBe(401);
  });

  it('ends a revoked token', async () => {
    const { token } = await probe();
    await cached(token);
    await t.database.db
      .update(accessTokens)
      .set({ revoked_at: sql`now()` })
      .where(eq(accessTokens.token_hash, hashToken(token)));
    expect(await poll(status(token), (code) => code === 401)).toBe(401);
  });

  it('ends a deleted token', async () => {
    const { token } = await probe();
    await cached(token);
    await t.database.db.delete(accessTokens).where(eq(accessTokens.token_hash, hashToken(token)));
    expect(await poll(status(token), (code) => code === 401)).toBe(401);
  });

  it('ends a token whose expiry is brought forward', async () => {
    const { token } = await probe();
    await cached(token);
    await t.database.db
      .update(accessTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.token_hash, hashToken(token)));
    expect(await poll(status(token), (code) => code === 401)).toBe(401);
  });

  it('drops a region membership that was removed', async () => {
    const { id, token } = await probe();
    await cached(token);
    await t.database.db.delete(userRegions).where(and(eq(userRegions.user_id, id), eq(userRegions.region_id, await regionId('EUR-N'))));
    const after = await poll(user(token), (body) => body.regions.length === 1);
    expect(after.regions.map((r: { region_name: string }) => r.region_name)).toEqual(['Western Europe']);
  });

  it('follows a change of the active region', async () => {
    const { id, token } = await probe();
    await cached(token);
    const nordics = await regionId('EUR-N');
    await t.database.db.update(users).set({ instance_id: nordics }).where(eq(users.id, id));
    expect((await poll(user(token), (body) => body.instance_id === nordics)).instance_id).toBe(nordics);
  });

  it("follows a change of the permissions of the user's role", async () => {
    const [role] = await t.database.db
      .insert(roles)
      .values({ name: `cache-probe-${randomBytes(4).toString('hex')}` })
      .returning();
    const [permission] = await t.database.db.select().from(permissions).limit(1);
    await t.database.db.insert(rolePermissions).values({ role_id: role.id, permission_id: permission.id });
    const { token } = await probe({ role_id: role.id });
    await cached(token);
    expect((await whoAmI(t, token)).json().permission).toEqual([{ permissions_name: permission.name }]);
    await t.database.db.delete(rolePermissions).where(eq(rolePermissions.role_id, role.id));
    expect((await poll(user(token), (body) => body.permission.length === 0)).permission).toEqual([]);
  });
});

describe('expiry', () => {
  it('stops answering for a token from memory once it has expired', async () => {
    const { id } = await probe();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = Date.now() + 2_000;
    // Inserted directly, so no notification empties the cache while the test waits.
    await t.database.db
      .insert(accessTokens)
      .values({ user_id: id, token_hash: hashToken(token), remember: true, expires_at: new Date(expiresAt) });
    await cached(token);
    await new Promise((resolve) => setTimeout(resolve, expiresAt - Date.now() + 50));
    expect((await whoAmI(t, token)).statusCode).toBe(401);
  });
});

describe('without change notifications', () => {
  it('reads every session from the database while they are lost', async () => {
    const { token } = await probe();
    await cached(token);
    t.app.sessions.disable();
    try {
      expect(await looksUp(token)).toBe(true);
      expect(await looksUp(token)).toBe(true);
    } finally {
      t.app.sessions.enable();
    }
  });

  it('reports a server it cannot reach as lost, and stops trying when told', async () => {
    const events: string[] = [];
    const stop = await listenOnPostgres({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }, 'tarmac_session_change', {
      onNotify: () => events.push('notify'),
      onConnect: () => events.push('connect'),
      onDisconnect: () => events.push('disconnect'),
    });
    await stop();
    expect(events).toEqual(['disconnect']);
  });

  it.runIf(onPostgres)('subscribes again when the listening connection is lost, and caches only once it has', async () => {
    const { id, token } = await probe();
    await cached(token);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    expect(
      await poll(
        async () => t.app.sessions.enabled,
        (enabled) => !enabled,
      ),
    ).toBe(false);
    expect(await looksUp(token)).toBe(true);
    // The first attempt to subscribe again comes a second after the loss (server/db/listen.ts).
    expect(
      await poll(
        async () => t.app.sessions.enabled,
        (enabled) => enabled,
        5_000,
      ),
    ).toBe(true);
    await cached(token);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, id));
    expect(await poll(status(token), (code) => code === 401)).toBe(401);
  });

  // A frozen backend stands in for a half-open connection (server gone, network path lost): the
  // socket stays open and silent, so only the heartbeat notices. SIGSTOP needs the server on this
  // machine and the right to signal it, which CI and a developer's root shell have.
  it.runIf(onPostgres)('reports a listening connection that stops answering as lost, and subscribes again', async (context) => {
    const events: string[] = [];
    const applicationName = `tarmac-heartbeat-${randomBytes(4).toString('hex')}`;
    const stop = await listenOnPostgres(
      { connectionString: process.env.TEST_DATABASE_URL, application_name: applicationName },
      'tarmac_heartbeat_test',
      { onNotify: () => events.push('notify'), onConnect: () => events.push('connect'), onDisconnect: () => events.push('disconnect') },
      { intervalMs: 100, timeoutMs: 300 },
    );
    try {
      const result = await t.database.db.execute(sql`select pid from pg_stat_activity where application_name = ${applicationName}`);
      const [backend] = (result as { rows: { pid: number }[] }).rows;
      try {
        process.kill(backend.pid, 'SIGSTOP');
      } catch {
        context.skip('the PostgreSQL server is not a process this test may signal');
      }
      try {
        expect(
          await poll(
            async () => events.join(','),
            (seen) => seen.includes('disconnect'),
          ),
        ).toBe('connect,disconnect');
      } finally {
        process.kill(backend.pid, 'SIGCONT');
      }
      // A new connection (the retry comes a second after the loss).
      expect(
        await poll(
          async () => events.join(','),
          (seen) => seen.endsWith('disconnect,connect'),
          5_000,
        ),
      ).toBe('connect,disconnect,connect');
    } finally {
      await stop();
    }
  });
});
