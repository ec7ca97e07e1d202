import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyPrefix } from '../../../model/apiKeys';
import { roleIds } from '../../../model/roles';
import { recordAudit } from '../../../server/audit';
import { hashToken } from '../../../server/auth/tokens';
import { recordHistory } from '../../../server/crud/history';
import { accessTokens, apiKeys, auditLog, regions, users } from '../../../server/db/schema';
import { bearer, createTestApp, insertUser, queryJson, whoAmI, type TestApp } from '../helper';
import { sampleUrl } from '../routeTable';

/**
 * API keys (docs/security.md, "API keys"): a system's credential, shown once, kept as a hash,
 * reaching only the routes that declare its one permission and refused everywhere else.
 */
let t: TestApp;
let admin: Record<string, string>;
let regionIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  admin = bearer(await t.tokenFor('admin@tarmac.test'));
  const rows = await t.database.db.select({ id: regions.id, code: regions.code }).from(regions);
  regionIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(() => t.close());

let counter = 0;
async function createKey(body: Record<string, unknown> = {}) {
  const res = await t.send('POST', '/api/api_keys', admin, {
    name: `Airline feed ${++counter}`,
    region_ids: [regionIds['EUR-W']],
    permission: 'movements_write',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; key: string; key_prefix: string; active: boolean; region_ids: number[] };
}

const asKey = (key: string) => bearer(key);

describe('creating, listing and revoking keys', () => {
  it('shows the key once, keeps only its hash, and lists it by name', async () => {
    const created = await createKey({ name: 'SkyLink MVT feed', region_ids: [regionIds['EUR-N'], regionIds['EUR-W']] });
    expect(created.key.startsWith(apiKeyPrefix)).toBe(true);
    // 32 random bytes in base64url after the prefix.
    expect(created.key.length).toBeGreaterThanOrEqual(apiKeyPrefix.length + 43);
    expect(created.key_prefix).toBe(created.key.slice(0, created.key_prefix.length));
    expect(created).toMatchObject({ name: 'SkyLink MVT feed', permission: 'movements_write', active: true, revoked_at: null });
    expect(created.region_ids).toEqual([regionIds['EUR-W'], regionIds['EUR-N']].sort((a, b) => a - b));
    expect(created).not.toHaveProperty('key_hash');

    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(stored.key_hash).toBe(hashToken(created.key));

    const one = await t.send('GET', `/api/api_keys/${created.id}`, admin);
    const list = await t.send('GET', `/api/api_keys?filter=${queryJson({ q: 'skylink' })}`, admin);
    expect(list.headers['content-range']).toBe('api_keys 0-0/1');
    for (const answer of [one, list]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(created.key);
      expect(answer.body).not.toContain(stored.key_hash);
      expect(answer.body).not.toContain('key_hash');
    }
    expect(one.json()).toMatchObject({ id: created.id, key_prefix: created.key_prefix, created_by_name: 'Ada Admin' });
    expect(list.json()).toEqual([one.json()]);
  });

  it('revokes: the record stays, marked, and the key is refused at once', async () => {
    const created = await createKey();
    const [ok] = await Promise.all([t.send('GET', '/api/no-such-thing', asKey(created.key))]);
    expect(ok.statusCode).toBe(403); // known key, no route for it: refused, not 401

    const revoked = await t.send('DELETE', `/api/api_keys/${created.id}`, admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: created.id, active: false });
    expect(revoked.json().revoked_at).not.toBeNull();
    expect(revoked.json().revoked_by).not.toBeNull();
    expect((await t.send('GET', '/api/no-such-thing', asKey(created.key))).statusCode).toBe(401);

    const active = await t.send('GET', `/api/api_keys?filter=${queryJson({ active: true })}&range=${queryJson([0, 999])}`, admin);
    const revokedOnes = await t.send('GET', `/api/api_keys?filter=${queryJson({ active: false })}&range=${queryJson([0, 999])}`, admin);
    expect(active.json().map((k: { id: number }) => k.id)).not.toContain(created.id);
    expect(revokedOnes.json().map((k: { id: number }) => k.id)).toContain(created.id);
  });

  it('audits every write, never with the key or its hash', async () => {
    const created = await createKey();
    await t.send('DELETE', `/api/api_keys/${created.id}`, admin);
    const rows = await t.database.db
      .select({ action: auditLog.action, changes: auditLog.changes, user_id: auditLog.user_id })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'api_keys'), eq(auditLog.record_id, String(created.id))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'revoke']);
    for (const row of rows) {
      expect(row.user_id).not.toBeNull();
      expect(row.changes ?? '').not.toContain(created.key);
      expect(row.changes ?? '').not.toContain(hashToken(created.key));
    }
  });

  it('refuses a caller without users_manage (403)', async () => {
    const planner = bearer(await t.tokenFor('planner@tarmac.test'));
    const created = await createKey();
    for (const [method, url] of [
      ['GET', '/api/api_keys'],
      ['GET', `/api/api_keys/${created.id}`],
      ['POST', '/api/api_keys'],
      ['DELETE', `/api/api_keys/${created.id}`],
    ] as const) {
      const res = await t.send(
        method,
        url,
        planner,
        method === 'POST' ? { name: 'x', region_ids: [regionIds['EUR-W']], permission: 'movements_write' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('grants only regions the administrator belongs to, and only a key permission (422)', async () => {
    await insertUser(t, { email: 'west-admin@tarmac.test', role_id: roleIds.admin, regions: ['EUR-W'] });
    const westAdmin = bearer(await t.tokenFor('west-admin@tarmac.test'));
    const body = { name: 'Feed', region_ids: [regionIds['EUR-W'], regionIds.NAM], permission: 'movements_write' };
    const notMine = await t.send('POST', '/api/api_keys', westAdmin, body);
    expect(notMine.statusCode, notMine.body).toBe(422);
    expect(Object.keys(notMine.json().errors)).toEqual(['region_ids']);
    const unknown = await t.send('POST', '/api/api_keys', admin, { ...body, region_ids: [999999] });
    expect(unknown.statusCode).toBe(422);
    const none = await t.send('POST', '/api/api_keys', admin, { ...body, region_ids: [] });
    expect(none.statusCode).toBe(422);
    const wide = await t.send('POST', '/api/api_keys', admin, { ...body, region_ids: [regionIds['EUR-W']], permission: 'users_manage' });
    expect(wide.statusCode).toBe(422);
    expect(Object.keys(wide.json().errors)).toEqual(['permission']);
    expect((await t.send('POST', '/api/api_keys', westAdmin, { ...body, region_ids: [regionIds['EUR-W']] })).statusCode).toBe(201);
  });
});

describe('authenticating with a key', () => {
  it('answers 401 to an unknown key, as to a bad token', async () => {
    const res = await t.send('GET', '/api/user', asKey(`${apiKeyPrefix}not-a-key-anyone-was-given`));
    expect(res.statusCode).toBe(401);
  });

  it('still takes a session token that happens to start like a key for the session it is', async () => {
    const [ada] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@tarmac.test'));
    const token = `${apiKeyPrefix}${randomBytes(30).toString('base64url')}`;
    await t.database.db
      .insert(accessTokens)
      .values({ user_id: ada.id, token_hash: hashToken(token), remember: true, expires_at: new Date(Date.now() + 3_600_000) });
    const res = await whoAmI(t, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe('admin@tarmac.test');
  });

  it('reaches no route beyond its permission: every other non-public route answers 403', async () => {
    const { key, id } = await createKey();
    const routes = t.app.routeAccessTable.filter((route) => !route.access.public && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(100);
    // The routes that name movements_write (the flight-movement feed, docs/modules/movements.md) are the key's: skipped here.
    const refused = routes.filter((route) => !route.access.public && !route.access.permissions.includes('movements_write'));
    expect(refused.length).toBeGreaterThan(100);
    for (const route of refused) {
      const res = await t.send(
        route.method as 'GET',
        sampleUrl(route.url),
        asKey(key),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode, `${route.method} ${route.url} ${res.body}`).toBe(403);
    }
    // Refused before any handler ran: nothing was written in the key's name.
    const written = await t.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.api_key_id, id));
    expect(written).toEqual([]);
  });

  it('notes when a key was last used, at most once a minute', async () => {
    const { key, id } = await createKey();
    const lastUsed = async () => (await t.database.db.select({ at: apiKeys.last_used_at }).from(apiKeys).where(eq(apiKeys.id, id)))[0].at;
    expect(await lastUsed()).toBeNull();
    await t.send('GET', '/api/no-such-thing', asKey(key));
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await t.send('GET', '/api/no-such-thing', asKey(key));
    expect((await lastUsed())?.getTime()).toBe(first!.getTime());
  });

  it("audits a key's change under the key, and the history shows the key's name", async () => {
    const { id } = await createKey({ name: 'Harbour Air MVT' });
    const request = {
      session: null,
      apiKey: { id, name: 'Harbour Air MVT', permission: 'movements_write', regionIds: [] },
      ip: '203.0.113.9',
    };
    await recordAudit(t.database.db, request as never, {
      action: 'update',
      resource: 'api_key_probe',
      recordId: id,
      changes: { key: 'secret' },
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'api_key_probe'), isNotNull(auditLog.api_key_id)));
    expect(row).toMatchObject({ api_key_id: id, user_id: null, changes: JSON.stringify({ key: '[redacted]' }) });
    const [entry] = await recordHistory(t.database.db, 'api_key_probe', id);
    expect(entry).toMatchObject({ user_id: null, user_name: 'Harbour Air MVT', api_key_id: id });
  });
});
